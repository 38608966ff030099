"""Table-service speed: ``act`` latency and throughput with many live tables, and start-up
restore time.

Run: ``.venv/bin/python benchmarks/service.py [--tables 500] [--seconds 20] [--rate 250]
[--restore 1000] [--synchronous FULL] [--database-url postgresql://…]``.

* **Load**: ``--tables`` tables of four seated people are started on a fresh database file.
  Actions arrive as an open loop (Poisson, ``--rate`` per second over all tables — people think
  between moves); each picks a random table whose turn it is and a random legal action, and
  calls ``act_as_player``. Latency is measured around ``act_as_player`` (check, commit, apply,
  notify). ``--rate 0`` runs closed-loop instead: every table acts as fast as it can, which
  measures saturated throughput. ``--database-url`` runs the load on that (empty) PostgreSQL
  database instead of a fresh SQLite file.
* **Restore**: ``--restore`` tables with a few deals' worth of events each are written, then a
  fresh service times ``load()``, the start-up replay of every unfinished table.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Literal

from bot.tables import SeededShuffler, TableService
from bot.tables.service import LiveTable
from db.database import Database


async def _start_tables(service: TableService, count: int) -> list[LiveTable]:
    tables: list[LiveTable] = []
    for i in range(count):
        base = 10 * i
        table = await service.create_table(
            guild_id=1, channel_id=1 + i % 7, host_id=base + 1, host_name=f"P{base + 1}"
        )
        for k in (2, 3, 4):
            await service.join(table.id, base + k, f"P{base + k}")
        await service.start(table.id, base + 1)
        tables.append(table)
    return tables


async def _act(service: TableService, table: LiveTable, rng: random.Random) -> float:
    # A move the table makes itself (a lone pass or trump) first, as a person would see it
    # made before choosing: else the choice was made at a number the table had left.
    await service.wait_idle(table.id)
    game = table.game
    assert game is not None and game.to_act is not None
    seat = game.to_act
    player = table.seats[seat].player_id
    assert player is not None
    action = rng.choice(game.legal_actions(seat))
    start = time.perf_counter()
    await service.act_as_player(table.id, player, action, table.seq)
    return time.perf_counter() - start


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def load(
    tables: int,
    seconds: float,
    rate: float,
    synchronous: Literal["FULL", "NORMAL"],
    url: str | None = None,
) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db = await Database.open(url or Path(tmp) / "bench.sqlite3", synchronous=synchronous)
        service = TableService(db, shuffler=SeededShuffler(1), seed=1)
        live = await _start_tables(service, tables)
        rng = random.Random(2)
        latencies: list[float] = []
        busy: set[int] = set()
        deadline = time.perf_counter() + seconds

        async def one(table: LiveTable) -> None:
            latencies.append(await _act(service, table, rng))
            busy.discard(table.id)

        pending: set[asyncio.Task[None]] = set()
        if rate > 0:
            while time.perf_counter() < deadline:
                await asyncio.sleep(rng.expovariate(rate))
                candidates = [t for t in live if t.id not in busy and t.status == "playing"]
                if not candidates:
                    continue
                table = rng.choice(candidates)
                busy.add(table.id)
                task = asyncio.create_task(one(table))
                pending.add(task)
                task.add_done_callback(pending.discard)
        else:

            async def drive(table: LiveTable) -> None:
                while time.perf_counter() < deadline and table.status == "playing":
                    latencies.append(await _act(service, table, rng))

            await asyncio.gather(*(drive(t) for t in live))
        await asyncio.gather(*pending)
        elapsed = seconds
        mode = f"open loop {rate:g}/s" if rate > 0 else "closed loop"
        where = "PostgreSQL" if url else f"SQLite synchronous={synchronous}"
        print(
            f"load: {tables} tables, {mode}, {where}: "
            f"{len(latencies) / elapsed:,.0f} committed actions/s; act latency "
            f"p50 {1000 * statistics.median(latencies):.2f} ms, "
            f"p99 {1000 * _pct(latencies, 0.99):.2f} ms, max {1000 * max(latencies):.2f} ms"
        )
        # The service first: a move the table makes itself (a lone pass or trump) may still be
        # on its way, and the database closed under it raised at the end of a run.
        await service.close()
        await db.close()


async def restore(count: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "restore.sqlite3"
        db = await Database.open(path, synchronous="NORMAL")
        service = TableService(db, shuffler=SeededShuffler(3), seed=3)
        live = await _start_tables(service, count)
        rng = random.Random(4)
        actions = 0
        for table in live:
            for _ in range(rng.randint(20, 150)):  # up to a few deals in
                await _act(service, table, rng)
                actions += 1
        await service.close()
        await db.close()

        start = time.perf_counter()
        db = await Database.open(path)
        fresh = TableService(db, shuffler=SeededShuffler(3), seed=3)
        broken = await fresh.load()
        elapsed = time.perf_counter() - start
        assert not broken and len(fresh.tables()) == count
        print(
            f"restore: {count} unfinished tables ({actions:,} actions in their logs) "
            f"rebuilt in {elapsed:.2f} s"
        )
        await fresh.close()
        await db.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--rate", type=float, default=250)
    parser.add_argument("--restore", type=int, default=1000)
    parser.add_argument("--synchronous", choices=("FULL", "NORMAL"), default="FULL")
    parser.add_argument("--database-url", help="an empty PostgreSQL database to load instead")
    args = parser.parse_args()
    asyncio.run(load(args.tables, args.seconds, args.rate, args.synchronous, args.database_url))
    if args.restore:
        asyncio.run(restore(args.restore))


if __name__ == "__main__":
    main()
