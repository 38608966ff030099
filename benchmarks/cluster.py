"""Cluster throughput: committed actions per second held by 1, 2, 4… processes sharing one
PostgreSQL database, each serving its own tables (as cluster processes serve their shards').

Run: ``.venv/bin/python benchmarks/cluster.py --database-url postgresql://… [--processes 1 2 4]
[--tables 500] [--seconds 10]``. For each process count, that many ``benchmarks/service.py``
closed-loop loads run at once on the same (empty) database, ``--tables`` split between them;
their committed actions per second are added up. The database is emptied between runs.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
from pathlib import Path

import asyncpg

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from db import Database  # noqa: E402

RATE = re.compile(r"([\d,]+) committed actions/s; act latency p50 ([\d.]+) ms, p99 ([\d.]+) ms")


async def empty_database(url: str) -> None:
    """Make the database at ``url`` empty and migrated (its ``public`` schema dropped): every
    run starts from nothing, and the processes do not queue on the migration lock at start."""
    # Benchmark set-up, like the tests' throwaway server: the bot itself never drops a schema.
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public")
    finally:
        await conn.close()
    await (await Database.open(url)).close()


async def _run(url: str, processes: int, tables: int, seconds: float) -> tuple[int, float]:
    """Committed actions/s of all processes together, and the worst process's act p99 (ms)."""
    await empty_database(url)
    children = [
        await asyncio.create_subprocess_exec(
            sys.executable,
            "benchmarks/service.py",
            "--tables",
            str(tables // processes),
            "--seconds",
            str(seconds),
            "--rate",
            "0",
            "--restore",
            "0",
            "--database-url",
            url,
            cwd=ROOT,
            stdout=asyncio.subprocess.PIPE,
        )
        for _ in range(processes)
    ]
    outputs = [(await child.communicate())[0].decode() for child in children]
    total, worst = 0, 0.0
    for output in outputs:
        found = RATE.search(output)
        if found is None:
            raise SystemExit(f"a load process failed: {output!r}")
        total += int(found[1].replace(",", ""))
        worst = max(worst, float(found[3]))
    return total, worst


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--database-url", required=True)
    parser.add_argument("--processes", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=10)
    args = parser.parse_args()
    for count in args.processes:
        total, worst = asyncio.run(_run(args.database_url, count, args.tables, args.seconds))
        print(
            f"cluster: {count} processes, {args.tables} tables, closed loop: "
            f"{total:,} committed actions/s; worst act p99 {worst:.0f} ms"
        )


if __name__ == "__main__":
    main()
