"""A move's wait for its durable commit while the event loop is busy with other work.

Run: ``.venv/bin/python benchmarks/commit_wait.py [--busy 0.5] [--rate 200] [--seconds 30]
[--seed 1]``

SQLite's group commit hands its group to SQLite's thread from the caller and settles the
callers from the thread's last act (``SqliteConnection._group_commit``). The generic group
commit of :class:`db.connection.Connection` (the one PostgreSQL runs) goes through a flusher
task instead: two more turns of the event loop. On an idle loop a turn costs nothing; on a
loop that is half busy with other work (a bot under load: hand views redrawn, table messages
edited) each turn is a wait behind that work. This benchmark shows how much, with both ways
run **in one process, in alternating blocks of ``--block`` seconds**, so that the machine's
drift (on a shared machine, CPU per click varied by a third between identical runs) hits both
alike.

* The load: 20 tasks, each burning CPU in pure Python (holding the interpreter's lock, as the
  bot's own work does) for an exponential time of mean ``--burn`` ms, then sleeping, so that
  the loop is busy ``--busy`` of the time.
* The moves: ``--rate`` appends a second (Poisson), each in its own task like a click's
  handler, spread over 200 tables; each one's wall time from the call to its return.
* The file is a fresh SQLite database with the bot's settings (WAL, ``synchronous=FULL``).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from functools import partial
from pathlib import Path
from typing import Any

from db.connection import Connection
from db.database import Database

LOAD_TASKS = 20
MODES = ("direct", "flusher")


def _burn(seconds: float) -> None:
    end = time.thread_time() + seconds
    while time.thread_time() < end:
        pass


async def _load(rng: random.Random, burn: float, busy: float, stop: asyncio.Event) -> None:
    # Each task is busy burn / (burn + sleep) of the time; LOAD_TASKS of them make ``busy``.
    sleep = burn * (LOAD_TASKS / busy - 1)
    while not stop.is_set():
        _burn(rng.expovariate(1 / burn))
        await asyncio.sleep(rng.expovariate(1 / sleep))


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def run(args: argparse.Namespace) -> dict[str, Any]:
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        async with await Database.open(Path(folder) / "commits.sqlite3") as db:
            await db.upsert_player(1, "P1", 1)
            tables = [
                (
                    await db.create_table(
                        guild_id=1, channel_id=1, host_player_id=1, variant="swedish", settings={}
                    )
                ).id
                for _ in range(200)
            ]
            seqs = dict.fromkeys(tables, 0)
            waits: dict[str, list[float]] = {mode: [] for mode in MODES}
            stop = asyncio.Event()
            burn = args.burn / 1000
            load = [
                asyncio.create_task(_load(random.Random(f"{args.seed}:{n}"), burn, args.busy, stop))
                for n in range(LOAD_TASKS)
            ]

            async def move(table_id: int, mode: str) -> None:
                seqs[table_id] += 1
                started = time.perf_counter()
                await db.append_event(table_id, seqs[table_id], "action", {"code": "P"})
                waits[mode].append(time.perf_counter() - started)

            await asyncio.sleep(1.0)  # the load settles
            loop = asyncio.get_running_loop()
            end = loop.time() + args.seconds
            block = 0
            cpu_started, wall_started = time.thread_time(), time.perf_counter()
            while loop.time() < end:
                mode = MODES[block % 2]
                if mode == "flusher":
                    # The generic path, as PostgreSQL runs it, on this very connection.
                    db._group_commit = partial(Connection._group_commit, db)  # type: ignore[method-assign]  # pyright: ignore[reportPrivateUsage]
                else:
                    vars(db).pop("_group_commit", None)
                moves: list[asyncio.Task[None]] = []
                block_end = min(end, loop.time() + args.block)
                while loop.time() < block_end:
                    await asyncio.sleep(rng.expovariate(args.rate))
                    moves.append(asyncio.create_task(move(rng.choice(tables), mode)))
                await asyncio.gather(*moves)  # drained: the next block starts clean
                block += 1
            busy = (time.thread_time() - cpu_started) / (time.perf_counter() - wall_started)
            stop.set()
            await asyncio.gather(*load)
            written = sum([await db.last_seq(table_id) for table_id in tables])
    return {
        "busy": busy,
        "written": written,
        **{
            mode: {
                "n": len(values),
                "p50_ms": statistics.median(values) * 1000,
                "p90_ms": _percentile(values, 0.90) * 1000,
                "p99_ms": _percentile(values, 0.99) * 1000,
            }
            for mode, values in waits.items()
        },
    }


def main() -> None:
    p = argparse.ArgumentParser(description="a move's wait for its commit on a busy loop")
    p.add_argument("--busy", type=float, default=0.5, help="share of the loop's time busy")
    p.add_argument("--burn", type=float, default=0.3, help="mean ms of one load callback")
    p.add_argument("--rate", type=float, default=200.0, help="moves per second")
    p.add_argument("--seconds", type=float, default=30.0)
    p.add_argument("--block", type=float, default=2.0, help="seconds of one way before the other")
    p.add_argument("--seed", type=int, default=1)
    result = asyncio.run(run(p.parse_args()))
    print(f"loop busy {result['busy']:.0%} (main thread's CPU share, moves included)")
    for mode in MODES:
        r = result[mode]
        print(
            f"{mode:8} {r['n']:5d} moves: wait p50 {r['p50_ms']:.2f} ms, "
            f"p90 {r['p90_ms']:.2f} ms, p99 {r['p99_ms']:.2f} ms"
        )


if __name__ == "__main__":
    main()
