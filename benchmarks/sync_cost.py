"""What a move's durable commit costs on this machine: SQLite's sync, and the bot's way to it.

Run: ``.venv/bin/python benchmarks/sync_cost.py [--commits 300] [--gaps 1 5] [--seed 1] [--json]``

A move is answered only once its event is written for good (WAL, ``synchronous=FULL``: SQLite
syncs the log to the disk at each commit), and at 200 tables that wait is the largest stage of a
move's way through the bot (``discord_fake.py --stages``, ``docs/performance.md``, "Fifteenth
pass"). This
measures the wait apart from the bot, in wall time (``time.perf_counter_ns``), one event at a
time, in a database the bot made (its schema and settings):

* ``sqlite``: the event inserted in its own ``BEGIN IMMEDIATE`` … ``COMMIT`` on a plain
  ``sqlite3`` connection with the same settings (read back from it into the figures), on
  this thread: the statements and the sync;
* ``bot``: the same event through ``Database.append_event`` on an idle event loop: that, plus
  the hand-over to SQLite's thread and back (``db/sqlite.py``).

Each is timed back to back and after each ``--gaps`` value in milliseconds of sleep (the bot
sleeps between its clicks: at 200 tables they come about 5 ms apart). The conditions take
turns in blocks of :data:`BLOCK` commits, in a shuffled order each round, so the machine's
drift falls on all of them. On a virtual machine a commit after a sleep can cost much more than
back to back: likely the disk's way through the host goes cold too, though this cannot tell that
from the statements' own CPU, which a sleep also makes dearer (``idle_wake.py``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from db.database import Database  # noqa: E402

BLOCK = 50
"""Commits timed in a row under one condition before the next condition's turn."""
WAYS = ("sqlite", "bot")
INSERT = "INSERT INTO events (table_id, seq, kind, payload, created_at) VALUES (?, ?, ?, ?, ?)"
PAYLOAD = '{"code": "P"}'


async def measure(commits: int, gaps_ms: list[float], seed: int = 1) -> dict[str, Any]:
    """Per way and gap: the commits' median and p90 wall time in ms, and how many; ``written``:
    the events the database holds at the end (the untimed commits too)."""
    gaps_ms = sorted({gap for gap in gaps_ms if gap > 0})  # 0 is back to back, always timed
    conditions = [(way, gap) for way in WAYS for gap in [0.0, *gaps_ms]]
    taken: dict[tuple[str, float], list[int]] = {condition: [] for condition in conditions}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "sync.sqlite3"
        async with await Database.open(path) as db:
            info = await db.connection_info()
            await db.upsert_player(1, "P1", 1)
            table = await db.create_table(
                guild_id=1, channel_id=1, host_player_id=1, variant="swedish", settings={}
            )
            raw = sqlite3.connect(path, isolation_level=None)
            raw.execute(f"PRAGMA synchronous = {info.synchronous}")
            raw.execute(f"PRAGMA foreign_keys = {'ON' if info.foreign_keys else 'OFF'}")
            raw.execute(f"PRAGMA busy_timeout = {info.busy_timeout_ms}")
            plain = {
                name: str(raw.execute(f"PRAGMA {name}").fetchone()[0]).lower()
                for name in ("journal_mode", "synchronous", "foreign_keys")
            }
            seq = 0

            async def commit(way: str) -> int:
                nonlocal seq
                seq += 1
                started = time.perf_counter_ns()
                if way == "bot":
                    await db.append_event(table.id, seq, "action", {"code": "P"})
                else:
                    raw.execute("BEGIN IMMEDIATE")
                    raw.execute(INSERT, (table.id, seq, "action", PAYLOAD, "2026-01-01"))
                    raw.execute("COMMIT")
                return time.perf_counter_ns() - started

            order = random.Random(seed)
            try:
                for start in range(0, commits, BLOCK):
                    size = min(BLOCK, commits - start)
                    order.shuffle(conditions)
                    for way, gap in conditions:
                        await commit(way)  # not timed: the block starts as its condition leaves it
                        for _ in range(size):
                            if gap:
                                # The loop's own sleep for both: nothing else is scheduled, so
                                # the thread waits in the loop's poll, as the bot's does.
                                await asyncio.sleep(gap / 1000)
                            taken[way, gap].append(await commit(way))
                written = len(await db.events(table.id))
            finally:
                raw.close()
    result: dict[str, Any] = {
        "commits": commits,
        "written": written,
        "gaps_ms": gaps_ms,
        "synchronous": info.synchronous,
        # The plain connection's own settings, as SQLite reports them (synchronous 2 = FULL).
        "plain": plain,
    }
    for (way, gap), times in sorted(taken.items()):
        ms = sorted(t / 1e6 for t in times)
        result.setdefault(way, []).append(
            {
                "gap_ms": gap,
                "commits": len(ms),
                "p50_ms": round(statistics.median(ms), 3),
                "p90_ms": round(ms[int(0.9 * (len(ms) - 1))], 3),
            }
        )
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description="a durable commit's wall time, cold and warm")
    parser.add_argument("--commits", type=int, default=300, help="timed commits per condition")
    parser.add_argument("--gaps", type=float, nargs="+", default=[1.0, 5.0], help="ms asleep")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    result = asyncio.run(measure(args.commits, args.gaps, args.seed))
    if args.json:
        print(json.dumps(result))
        return
    print(f"{args.commits} commits per condition, synchronous={result['synchronous']}; wall ms")
    print("| gap before | sqlite p50 / p90 | bot p50 / p90 |")
    print("| --- | --- | --- |")
    for alone, bot in zip(result["sqlite"], result["bot"], strict=True):
        gap = "none" if not alone["gap_ms"] else f"{alone['gap_ms']:g} ms asleep"
        print(
            f"| {gap} | {alone['p50_ms']:.3f} / {alone['p90_ms']:.3f} "
            f"| {bot['p50_ms']:.3f} / {bot['p90_ms']:.3f} |"
        )


if __name__ == "__main__":
    main()
