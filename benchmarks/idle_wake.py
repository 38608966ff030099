"""What the same work costs right after the thread has been idle: the machine's cold start.

Run: ``.venv/bin/python benchmarks/idle_wake.py [--calls 300] [--gaps 1 3 10] [--json]``

Issue #17 measures the main thread's CPU per click, and the same code gives figures a third
apart from one hour to the next (``docs/performance.md``, "Thirteenth pass"). This benchmark
measures a likely cause, on a virtual machine: work that follows an idle gap runs slower than
the same work done back to back. A thread that sleeps leaves its core idle; the guest halts
it, and the host may run something else on it meanwhile. The thread's CPU clock cannot tell
why the work is then slower (cold caches, time the host took, a lower clock speed), only
that it is. A thread that spins for the same time keeps its core, and pays less, though not
nothing once the gap is long. The bot sleeps between its clicks' bursts of work; so does the
floor bot.

Two pieces of the bot's work are timed with the thread's CPU clock (``time.thread_time_ns``):

* ``draw``: a whole hand view drawn (``benchmarks/drawing.py``'s ``whole``: the seat's view
  at a new state, the deal's lines and the components);
* ``decode``: a click's gateway event decoded (``orjson.loads`` of an ``INTERACTION_CREATE``
  whose message is that hand view, as Discord sends it back with a click).

Each is timed after each way of waiting: ``back to back`` (no gap), and for each ``--gaps``
value in milliseconds, ``sleep`` (the thread idle) and ``spin`` (the thread busy on the clock).
The ways of waiting take turns in blocks of :data:`BLOCK` calls, in a shuffled order each
round, so the machine's drift falls on all of them. The mean is what a click's CPU adds up;
``ratio`` is each mean over back to back's, ``median_ratio`` the same for the medians.
``discord_latency.py`` runs a short form of it before and after every sweep
(:func:`penalty`, ``--short``), so that a sweep's CPU per click can be read against its hour.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import orjson

SELF = Path(__file__).resolve()
ROOT = SELF.parents[1]
for path in (ROOT, SELF.parent):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from drawing import pieces, table_in_play  # noqa: E402

BACK_TO_BACK = "back to back"
BLOCK = 50
"""Calls timed in a row under one condition before the next condition's turn."""


def click_event(components: Any) -> str:
    """A component click's gateway frame as text: the clicked hand view is its message."""
    message = {
        "id": "1323802875540800085",
        "channel_id": "1323802873124880405",
        "type": 0,
        "author": {"id": "1", "username": "BostonBot", "discriminator": "0", "bot": True},
        "content": "",
        "flags": 32832,
        "components": components,
    }
    data = {
        "id": "1323802878627808565",
        "application_id": "1",
        "type": 3,
        "data": {"custom_id": "boston:act:16:4:pass", "component_type": 2},
        "token": "interaction-token-1323802878627808565",
        "locale": "en-US",
        "guild_id": "1323802873049382915",
        "channel_id": "1323802873124880405",
        "member": {
            "user": {"id": "2", "username": "t15p1", "discriminator": "0", "avatar": None},
            "roles": [],
            "joined_at": "2025-01-01T00:00:00.117000+00:00",
            "permissions": "380104985664",
        },
        "message": message,
    }
    frame = {"op": 0, "t": "INTERACTION_CREATE", "s": 759, "d": data}
    return json.dumps(frame, ensure_ascii=False)


def works(seed: int = 3) -> dict[str, Callable[[], object]]:
    """The pieces of work timed, by name."""
    drawing = pieces(table_in_play(seed))
    whole = drawing["whole"]
    event = click_event(whole())
    return {"draw": whole, "decode": lambda: orjson.loads(event)}


def _wait(way: str, seconds: float) -> None:
    if way == "sleep":
        time.sleep(seconds)
    elif way == "spin":
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            pass


def measure(calls: int, gaps_ms: Sequence[float], seed: int = 3) -> dict[str, Any]:
    """For each piece of work and way of waiting: mean and median µs, and their ratios to back
    to back's (the mean is what a click adds up; the median shrugs off a rare preemption)."""
    conditions = [(BACK_TO_BACK, 0.0)] + [
        (way, gap) for gap in gaps_ms for way in ("sleep", "spin")
    ]
    pieces_of_work = works(seed)
    for work in pieces_of_work.values():  # warm-up: imports, caches of the drawing
        for _ in range(50):
            work()
    taken: dict[tuple[str, str, float], list[int]] = {
        (name, way, gap): [] for name in pieces_of_work for way, gap in conditions
    }
    clock = time.thread_time_ns
    # Blocks of one condition at a time: a call is preceded by its own kind of wait and by the
    # same work, never by another condition's (which would warm or chill it). Each block
    # starts with a collection (none inside a block: one would land on the same condition
    # every time, as each block allocates alike; the bot's own are rare, gc.freeze) and one
    # call not timed, after which the block's calls find things as its condition leaves them.
    # The blocks' order is shuffled in every round, so the machine's drift falls on all alike.
    order = random.Random(seed)
    blocks = [(name, way, gap) for name in pieces_of_work for way, gap in conditions]
    gc.disable()
    try:
        for start in range(0, calls, BLOCK):
            size = min(BLOCK, calls - start)
            order.shuffle(blocks)
            for name, way, gap in blocks:
                work, times = pieces_of_work[name], taken[name, way, gap]
                gc.collect()
                _wait(way, gap / 1000)
                work()
                for _ in range(size):
                    _wait(way, gap / 1000)
                    started = clock()
                    work()
                    times.append(clock() - started)
    finally:
        gc.enable()
    result: dict[str, Any] = {"calls": calls, "gaps_ms": list(gaps_ms), "work": {}}
    for name in pieces_of_work:
        base = taken[name, BACK_TO_BACK, 0.0]
        base_mean, base_median = statistics.fmean(base) / 1000, statistics.median(base) / 1000
        rows: list[dict[str, Any]] = []
        for way, gap in conditions:
            times = taken[name, way, gap]
            mean, median = statistics.fmean(times) / 1000, statistics.median(times) / 1000
            rows.append(
                {
                    "way": way,
                    "gap_ms": gap,
                    "calls": len(times),
                    "mean_us": round(mean, 2),
                    "median_us": round(median, 2),
                    "ratio": round(mean / base_mean, 2),
                    "median_ratio": round(median / base_median, 2),
                }
            )
        result["work"][name] = rows
    return result


def penalty(calls: int = 100, gap_ms: float = 5.0, seed: int = 3) -> dict[str, float]:
    """The short form a sweep records: back to back's µs, and how many times that each piece
    of work costs after ``gap_ms`` of sleep and after as much spinning."""
    short: dict[str, float] = {"calls": calls, "gap_ms": gap_ms}
    for name, rows in measure(calls, (gap_ms,), seed)["work"].items():
        for row in rows:
            if row["way"] == BACK_TO_BACK:
                short[f"{name}_us"] = row["mean_us"]
            else:
                short[f"{name}_{row['way']}"] = row["ratio"]
    return short


def main() -> None:
    parser = argparse.ArgumentParser(description="the same work after the thread was idle")
    parser.add_argument("--calls", type=int, default=300, help="timed calls per condition")
    parser.add_argument("--gaps", type=float, nargs="+", default=[1.0, 3.0, 10.0], help="ms")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--short", action="store_true", help="only the first gap, as JSON (what a sweep records)"
    )
    args = parser.parse_args()
    if args.short:
        print(json.dumps(penalty(args.calls, args.gaps[0], args.seed)))
        return
    result = measure(args.calls, args.gaps, args.seed)
    if args.json:
        print(json.dumps(result))
        return
    print(f"{args.calls} calls per condition; µs of the thread's CPU per call")
    print("work    wait          gap ms     mean   median   × back to back (mean / median)")
    for name, rows in result["work"].items():
        for row in rows:
            print(
                f"{name:7} {row['way']:13} {row['gap_ms']:6g} {row['mean_us']:8.1f} "
                f"{row['median_us']:8.1f}   {row['ratio']:.2f} / {row['median_ratio']:.2f}"
            )


if __name__ == "__main__":
    main()
