"""Discord latency of the Boston bot against a bare bot, clicked on the same schedule.

Run: ``.venv/bin/python benchmarks/discord_latency.py [--tables 100 200 300 400 500]
[--runs 3] [--json out.json]`` (docs/performance.md, "Discord latency", says what it measures
and why).

Three processes per run: this one only orchestrates; ``benchmarks/discord_fake.py`` holds the
fake Discord and the simulated people; the bot runs under ``benchmarks/bot_probe.py`` (the
Boston bot exactly as ``python -m bot``, or the floor bot). For each table count and run, the
Boston bot and the floor bot are measured with the same seed, hence the same schedule of
clicks; the order alternates between runs so drift in the machine's load falls on both. Every
figure is reported as min / median / max over the runs, and the ratios bot ÷ floor are taken
within a run. The knee is the smallest table count whose median p99 is over 250 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

SELF = Path(__file__).resolve()
FAKE = SELF.parent / "discord_fake.py"
IDLE_WAKE = SELF.parent / "idle_wake.py"
IDLE_GAP_MS = 5.0
"""The idle gap of the machine's cold-start figure taken before and after a sweep: about the
mean time between two clicks at 200 tables (of any tables), each clicking once a second."""
KNEE_MS = 250.0
FLOORS = {
    "floor": "a bare bot that only acknowledges",
    "floor-busy": "a bot with no game that sends the Boston bot's requests (the busy floor)",
}
"""What ``--floor`` compares the Boston bot with (``benchmarks/floor_bot.py``)."""


def one_run(
    kind: str, tables: int, seed: int, args: argparse.Namespace, extra: Sequence[str] = ()
) -> dict[str, Any]:
    """One measured run of ``discord_fake.py`` (``extra``: more of its options)."""
    command = [
        sys.executable,
        str(FAKE),
        f"--kind={kind}",
        f"--tables={tables}",
        f"--seed={seed}",
        f"--think={args.think}",
        f"--warmup={args.warmup}",
        f"--samples={args.samples}",
        f"--min-seconds={args.min_seconds}",
        f"--reopen={args.reopen}",
        *extra,
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{kind} at {tables} tables failed:\n{done.stderr[-4000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def idle_penalty(calls: int) -> dict[str, float] | None:
    """The machine's cold start now (``idle_wake.py --short``): a hand view drawn and a
    click's event decoded, back to back and after an idle gap. On this virtual machine the
    same work costs the more the longer the thread slept before it, by an amount that is not
    the bot's: a likely part of the hour a sweep's CPU per click depends on ("Fourteenth
    pass")."""
    if calls <= 0:
        return None
    command = [sys.executable, str(IDLE_WAKE), f"--calls={calls}", f"--gaps={IDLE_GAP_MS}"]
    done = subprocess.run([*command, "--short"], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"idle_wake.py failed:\n{done.stderr[-4000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _penalty_text(when: str, figures: dict[str, float]) -> str:
    return (
        f"cold start {when}: after {figures['gap_ms']:g} ms asleep a hand view costs "
        f"{figures['draw_sleep']:.2f}× ({figures['draw_us']:.0f} µs back to back), a click's "
        f"event {figures['decode_sleep']:.2f}×; after as long spinning "
        f"{figures['draw_spin']:.2f}× and {figures['decode_spin']:.2f}×"
    )


def _get(result: dict[str, Any], path: str) -> float:
    value: Any = result
    for part in path.split("."):
        value = value.get(part, {}) if isinstance(value, dict) else {}
    return float(value) if isinstance(value, int | float) else float("nan")


def spread(values: list[float]) -> dict[str, float]:
    return {"min": min(values), "median": statistics.median(values), "max": max(values)}


def _fmt(s: dict[str, float], digits: int = 1) -> str:
    return f"{s['median']:.{digits}f} ({s['min']:.{digits}f}–{s['max']:.{digits}f})"


def gc_max_ms(result: dict[str, Any]) -> float:
    return max((g["max_ms"] for g in result["bot"]["gc"].values()), default=0.0)


def summarise(tables: int, runs: list[dict[str, dict[str, Any]]]) -> dict[str, Any]:
    def over(kind: str, path: str) -> dict[str, float]:
        return spread([_get(r[kind], path) for r in runs])

    def ratio(path: str) -> dict[str, float]:
        return spread([_get(r["boston"], path) / _get(r["floor"], path) for r in runs])

    def fake_gc_max(kind: str) -> dict[str, float]:
        return spread([r[kind]["fake"].get("gc_pause_ms", {}).get("max", 0.0) for r in runs])

    requests = sorted({k for r in runs for k in r["boston"]["requests_per_click"]})
    floor_requests = sorted({k for r in runs for k in r["floor"].get("requests_per_click", {})})
    return {
        "tables": tables,
        "runs": len(runs),
        "boston": {
            "p50_ms": over("boston", "latency_ms.p50"),
            "p99_ms": over("boston", "latency_ms.p99"),
            "max_ms": over("boston", "latency_ms.max"),
            "samples": over("boston", "latency_ms.n"),
            "clicks_per_s": over("boston", "clicks_per_s"),
            "late_share": over("boston", "late.share"),
            "redrawn_p99_ms": over("boston", "redrawn_ms.p99"),
            "handover_p50_ms": over("boston", "handover_ms.p50"),
            "handover_p99_ms": over("boston", "handover_ms.p99"),
            # Moves wait for their commit; My hand clicks commit nothing.
            "action_p50_ms": over("boston", "by_kind_ms.action.p50"),
            "action_p99_ms": over("boston", "by_kind_ms.action.p99"),
            "hand_p50_ms": over("boston", "by_kind_ms.hand.p50"),
            "hand_p99_ms": over("boston", "by_kind_ms.hand.p99"),
            "cpu_ms_per_click": over("boston", "bot.thread_cpu_ms_per_click"),
            "cpu_share": over("boston", "bot.thread_cpu_share"),
            "gc_max_ms": spread([gc_max_ms(r["boston"]) for r in runs]),
            "gc_total_ms": spread(
                [sum(g["total_ms"] for g in r["boston"]["bot"]["gc"].values()) for r in runs]
            ),
            "gc_cpu_ms": spread(
                [sum(g["cpu_ms"] for g in r["boston"]["bot"]["gc"].values()) for r in runs]
            ),
            "loop_lag_p99_ms": over("boston", "bot.loop_lag_ms.p99"),
            "requests_per_click": {k: over("boston", f"requests_per_click.{k}") for k in requests},
            "channel_requests_per_s": over("boston", "channel_requests_per_s"),
            "rate_limited_429": sum(r["boston"]["rate_limited_429"] for r in runs),
            "buckets_emptied": sum(sum(r["boston"]["buckets_emptied"].values()) for r in runs),
            "stalled_tables": sum(r["boston"]["stalled_tables"] for r in runs),
            "unanswered": sum(r["boston"]["unanswered"] for r in runs),
            "not_sent": sum(r["boston"]["not_sent"] for r in runs),
            "expired": sum(r["boston"]["expired"] for r in runs),
            "fake_lag_p99_ms": over("boston", "fake.loop_lag_ms.p99"),
            "fake_cpu_share": over("boston", "fake.cpu_share"),
            "fake_gc_max_ms": fake_gc_max("boston"),
        },
        "floor": {
            "p50_ms": over("floor", "latency_ms.p50"),
            "p99_ms": over("floor", "latency_ms.p99"),
            "samples": over("floor", "latency_ms.n"),
            "clicks_per_s": over("floor", "clicks_per_s"),
            "cpu_ms_per_click": over("floor", "bot.thread_cpu_ms_per_click"),
            "gc_max_ms": spread([gc_max_ms(r["floor"]) for r in runs]),
            "rate_limited_429": sum(r["floor"]["rate_limited_429"] for r in runs),
            "requests_per_click": {
                k: over("floor", f"requests_per_click.{k}") for k in floor_requests
            },
            "fake_lag_p99_ms": over("floor", "fake.loop_lag_ms.p99"),
            "fake_gc_max_ms": fake_gc_max("floor"),
        },
        "ratio_p50": ratio("latency_ms.p50"),
        "ratio_p99": ratio("latency_ms.p99"),
        "raw": runs,
    }


def print_row(row: dict[str, Any]) -> None:
    b, f = row["boston"], row["floor"]
    print(
        f"| {row['tables']} | {b['clicks_per_s']['median']:.0f} / {f['clicks_per_s']['median']:.0f}"
        f" | {_fmt(b['p50_ms'])} | {_fmt(b['p99_ms'])} | {_fmt(f['p50_ms'])} | {_fmt(f['p99_ms'])}"
        f" | {_fmt(row['ratio_p50'])} | {_fmt(row['ratio_p99'])}"
        f" | {_fmt(b['cpu_ms_per_click'], 2)} / {_fmt(f['cpu_ms_per_click'], 2)}"
        f" | {_fmt(b['gc_max_ms'])} | {b['rate_limited_429']} / {f['rate_limited_429']} |",
        flush=True,
    )
    per_click = ", ".join(
        f"{k} {v['median']:.2f}" for k, v in b["requests_per_click"].items() if v["median"]
    )
    print(
        f"  Boston: {int(b['samples']['min'])}+ samples; requests per click: {per_click}; "
        f"channel requests {b['channel_requests_per_s']['median']:.0f}/s; "
        f"view redrawn p99 {b['redrawn_p99_ms']['median']:.0f} ms; "
        f"hand-over p50/p99 {b['handover_p50_ms']['median']:.0f}/"
        f"{b['handover_p99_ms']['median']:.0f} ms; "
        f"moves p50/p99 {b['action_p50_ms']['median']:.1f}/{b['action_p99_ms']['median']:.0f} ms, "
        f"My hand p50/p99 {b['hand_p50_ms']['median']:.1f}/{b['hand_p99_ms']['median']:.0f} ms; "
        f"late clicks {b['late_share']['median']:.0%}; "
        f"main thread busy {b['cpu_share']['median']:.0%}; loop lag p99 "
        f"{b['loop_lag_p99_ms']['median']:.0f} ms; GC total {b['gc_total_ms']['median']:.0f} ms "
        f"(CPU {b['gc_cpu_ms']['median']:.0f} ms); "
        f"fake lag p99 {b['fake_lag_p99_ms']['median']:.0f} ms (floor run "
        f"{f['fake_lag_p99_ms']['median']:.0f} ms), fake CPU {b['fake_cpu_share']['median']:.0%}, "
        f"fake's longest GC {b['fake_gc_max_ms']['median']:.0f} ms (floor run "
        f"{f['fake_gc_max_ms']['median']:.0f} ms)"
        + (f"; buckets emptied {b['buckets_emptied']}" if b["buckets_emptied"] else "")
        + (f"; STALLED TABLES {b['stalled_tables']}" if b["stalled_tables"] else "")
        + (f"; UNANSWERED {b['unanswered']}" if b["unanswered"] else "")
        + (f"; NOT SENT (bot too far behind) {b['not_sent']}" if b["not_sent"] else "")
        + (f"; answered after Discord's 3 s: {b['expired']}" if b["expired"] else ""),
        flush=True,
    )
    floor_per_click = ", ".join(
        f"{k} {v['median']:.2f}" for k, v in f["requests_per_click"].items() if v["median"]
    )
    print(f"  floor: requests per click: {floor_per_click or 'none counted'}", flush=True)


def add_run_options(parser: argparse.ArgumentParser, *, runs: int, samples: int) -> None:
    """The options of every run (:func:`one_run` reads them): the schedule and the window."""
    parser.add_argument("--runs", type=int, default=runs)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think", type=float, default=1.0, help="mean s between a table's clicks")
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--samples", type=int, default=samples, help="measured clicks per run")
    parser.add_argument("--min-seconds", type=float, default=10.0)
    parser.add_argument("--reopen", type=float, default=0.05)


def interpreter() -> str:
    """The Python every process of the sweep runs on (this one's: the fake and both bots are
    started with it). A build with profile-guided and link-time optimisation, as the shipped
    container's is, takes about 8 % off the bot's CPU per click ("Twelfth pass")."""
    return f"Python {platform.python_version()} ({os.path.realpath(sys.executable)})"


def print_header(settings: str, columns: Sequence[str]) -> None:
    """The sweep's settings, then a Markdown table's header."""
    print(settings, flush=True)
    print("| " + " | ".join(columns) + " |")
    print("| --- " * len(columns) + "|", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Discord latency: the Boston bot vs the floor")
    parser.add_argument("--tables", type=int, nargs="+", default=[100, 200, 300, 400, 500])
    add_run_options(parser, runs=3, samples=2000)
    parser.add_argument("--stop-at-knee", action="store_true", help="no table counts past it")
    parser.add_argument(
        "--give-up-ms",
        type=float,
        default=1000.0,
        help="stop the sweep after a table count whose median p99 is over this (overloaded)",
    )
    parser.add_argument("--json", type=Path, help="write every figure (and each run's) here")
    parser.add_argument(
        "--floor",
        dest="floor_kind",
        choices=("floor", "floor-busy"),
        default="floor",
        help="the floor: the bare bot, or the busy one that sends the Boston bot's requests",
    )
    parser.add_argument(
        "--idle-calls",
        type=int,
        default=100,
        help="calls per condition of the cold-start figure before and after (0: none)",
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    before = idle_penalty(args.idle_calls)
    print_header(
        f"mean think {args.think}s per table click, ≥{args.samples} clicks measured per run "
        f"after {args.warmup}s warm-up, {args.runs} runs; median (min–max) over runs; "
        f"the floor: {FLOORS[args.floor_kind]}; {interpreter()}",
        [
            *("tables", "clicks/s bot / floor", "bot p50 ms", "bot p99 ms", "floor p50 ms"),
            *("floor p99 ms", "p50 ÷ floor", "p99 ÷ floor", "CPU ms/click bot / floor"),
            *("longest GC ms", "429s"),
        ],
    )
    if before is not None:
        print(_penalty_text("before", before), flush=True)
    rows: list[dict[str, Any]] = []
    knee: int | None = None
    for tables in args.tables:
        runs: list[dict[str, dict[str, Any]]] = []
        for n in range(args.runs):
            seed = args.seed + n
            order = ("boston", "floor") if n % 2 == 0 else ("floor", "boston")
            kinds = {"boston": "boston", "floor": args.floor_kind}
            runs.append({kind: one_run(kinds[kind], tables, seed, args) for kind in order})
        row = summarise(tables, runs)
        rows.append(row)
        print_row(row)
        p99 = row["boston"]["p99_ms"]["median"]
        if knee is None and p99 > KNEE_MS:
            knee = tables
            if args.stop_at_knee:
                break
        if p99 > args.give_up_ms:
            print(f"  (stopped: p99 over {args.give_up_ms:.0f} ms, the bot is overloaded)")
            break
    after = idle_penalty(args.idle_calls)
    if after is not None:
        print(_penalty_text("after", after), flush=True)
    knee_text = f"{knee} tables" if knee is not None else f"beyond {args.tables[-1]} tables"
    print(f"knee (median p99 over {KNEE_MS:.0f} ms): {knee_text}", flush=True)
    print(f"sweep took {time.perf_counter() - started:.0f} s", flush=True)
    if args.json is not None:
        settings = {k: v for k, v in vars(args).items() if k != "json"}
        report = {
            "settings": settings,
            "interpreter": interpreter(),
            "knee_tables": knee,
            "idle_penalty": {"before": before, "after": after},
            "rows": rows,
        }
        args.json.write_text(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
