"""Clicks per second held by 1, 2 and 4 cluster processes through the fake Discord, all sharing
one PostgreSQL database.

Run: ``.venv/bin/python benchmarks/cluster_discord.py [--processes 1 2 4] [--shard-count 4]
[--tables 100 200 300 …] [--database-url postgresql://…] [--json out.json]``
(docs/performance.md, "Several processes on one PostgreSQL", says what it measures).

For each process count K and each offered load (a table count, clicking on the Poisson
schedule of ``benchmarks/discord_latency.py``: ``--think`` 1 s per table, so ≈ one click per
second per table), one run of ``benchmarks/discord_fake.py``: the fake Discord serves
``--shard-count`` shards, the tables spread over a server per shard; K processes
``python -m bot run --shards <range> --shard-count N`` (each under ``bot_probe.py``) share the
shards and the database, emptied before every run. Without ``--database-url`` a throwaway
PostgreSQL server is started (``tests/support/postgres.py``) with PostgreSQL's default
durability (fsync on), as a real deployment has.

A load is *held* when its p99 is at most 250 ms (the knee of ``discord_latency.py``) and every
click scheduled in the window was answered within Discord's 3 s. The sweep of a process count
stops at the first load not held; the clicks per second held by K processes are the answered
clicks per second of the highest load held before it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.cluster import empty_database  # noqa: E402
from benchmarks.discord_latency import KNEE_MS, add_run_options, one_run, print_header  # noqa: E402


def is_held(row: dict[str, Any]) -> bool:
    """The load was held: p99 within the knee and no click missed."""
    return row["p99_ms"] <= KNEE_MS and row["missed"] == 0


def held(rows: Sequence[dict[str, Any]]) -> dict[str, Any] | None:
    """The highest load held before the first one that was not (rows in increasing load)."""
    best: dict[str, Any] | None = None
    for row in rows:
        if not is_held(row):
            break
        best = row
    return best


def summarise(processes: int, tables: int, runs: list[dict[str, Any]]) -> dict[str, Any]:
    """One load's row: medians over runs, and every missed click of every run."""

    def median(get: Any) -> float:
        return statistics.median(float(get(r)) for r in runs)

    return {
        "processes": processes,
        "tables": tables,
        "offered_per_s": median(lambda r: r["scheduled"] / r["measured_s"]),
        "answered_per_s": median(lambda r: r["answered_per_s"]),
        "p50_ms": median(lambda r: r["latency_ms"].get("p50", float("inf"))),
        "p99_ms": median(lambda r: r["latency_ms"].get("p99", float("inf"))),
        "missed": sum(r["missed"] for r in runs),
        "late_share": median(lambda r: r["late"]["share"]),
        "cpu_ms_per_click": median(lambda r: r["bot"]["thread_cpu_ms_per_click"]),
        "busiest_process_share": median(lambda r: r["bot"]["thread_cpu_share"]),
        "process_shares": [
            statistics.median(r["bot"]["processes"][n]["thread_cpu_share"] for r in runs)
            for n in range(processes)
        ],
        "gc_max_ms": max((g["max_ms"] for r in runs for g in r["bot"]["gc"].values()), default=0.0),
        "fake_cpu_share": median(lambda r: r["fake"]["cpu_share"]),
        "rate_limited_429": sum(r["rate_limited_429"] for r in runs),
        "stalled_tables": sum(r["stalled_tables"] for r in runs),
        "raw": runs,
    }


def print_row(row: dict[str, Any]) -> None:
    shares = " ".join(f"{s:.0%}" for s in row["process_shares"])
    print(
        f"| {row['processes']} | {row['tables']} | {row['offered_per_s']:.0f} "
        f"| {row['answered_per_s']:.0f} | {row['p50_ms']:.1f} | {row['p99_ms']:.1f} "
        f"| {row['missed']} | {row['cpu_ms_per_click']:.2f} | {shares} "
        f"| {row['fake_cpu_share']:.0%} | {row['rate_limited_429']} "
        f"| {'yes' if is_held(row) else 'no'} |",
        flush=True,
    )


@contextlib.contextmanager
def database(url: str | None) -> Iterator[str]:
    """``url``, or a throwaway PostgreSQL server with default durability for the block."""
    if url is not None:
        yield url
        return
    from tests.support.postgres import start

    with start(durable=True) as server:
        yield server.url


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="clicks per second held by cluster processes")
    parser.add_argument("--processes", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--shard-count", type=int, default=4)
    parser.add_argument(
        "--tables", type=int, nargs="+", default=[100, 150, 200, 250, 300, 400, 500, 600, 800]
    )
    add_run_options(parser, runs=1, samples=1000)
    parser.add_argument("--database-url", help="PostgreSQL to use (emptied!); else a throwaway")
    parser.add_argument("--json", type=Path, help="write every figure (and each run's) here")
    args = parser.parse_args(argv)
    if max(args.processes) > args.shard_count:
        parser.error("every process needs a shard: --shard-count ≥ the most --processes")
    started = time.perf_counter()
    print_header(
        f"{args.shard_count} shards, mean think {args.think}s per table, ≥{args.samples} clicks "
        f"measured per run after {args.warmup}s warm-up, {args.runs} run(s) per load; held: "
        f"p99 ≤ {KNEE_MS:.0f} ms and no click missed",
        [
            *("processes", "tables", "offered clicks/s", "answered clicks/s", "p50 ms", "p99 ms"),
            *("missed", "CPU ms/click (all)", "main thread busy, each process", "fake CPU"),
            *("429s", "held"),
        ],
    )
    results: list[dict[str, Any]] = []
    with database(args.database_url) as url:
        for processes in args.processes:
            rows: list[dict[str, Any]] = []
            extra = [
                f"--shard-count={args.shard_count}",
                f"--processes={processes}",
                f"--database-url={url}",
            ]
            for tables in args.tables:
                runs: list[dict[str, Any]] = []
                for n in range(args.runs):
                    asyncio.run(empty_database(url))
                    runs.append(one_run("boston", tables, args.seed + n, args, extra))
                row = summarise(processes, tables, runs)
                rows.append(row)
                print_row(row)
                if not is_held(row):
                    break
            best = held(rows)
            results.append(
                {
                    "processes": processes,
                    "held_clicks_per_s": None if best is None else best["answered_per_s"],
                    "held_tables": None if best is None else best["tables"],
                    "rows": rows,
                }
            )
    print()
    for result in results:
        figure = result["held_clicks_per_s"]
        text = (
            f"{figure:.0f} clicks/s ({result['held_tables']} tables)"
            if figure is not None
            else f"none (not even {args.tables[0]} tables)"
        )
        if figure is not None and result["held_tables"] == result["rows"][-1]["tables"]:
            text += " — every load held: the sweep did not reach the limit"
        print(f"{result['processes']} process(es) held {text}", flush=True)
    print(f"sweep took {time.perf_counter() - started:.0f} s", flush=True)
    if args.json is not None:
        settings = {k: v for k, v in vars(args).items() if k not in ("json", "database_url")}
        settings["database"] = "given" if args.database_url else "throwaway, durable"
        args.json.write_text(json.dumps({"settings": settings, "results": results}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
