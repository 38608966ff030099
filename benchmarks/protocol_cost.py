"""What a **Protocol** or **Export** click costs on a long game: the replay of the table's whole
log and the drawing of the protocol (text sheet, picture and score sheet), which the bot runs in
a worker thread (``cogs/boston/table_protocol.py``, ``TableService.record``) rather than on
the event loop.

Run: ``.venv/bin/python benchmarks/protocol_cost.py [--deals 24 100] [--runs 3]``

The games are random legal Swedish games with the traditional payment (a protocol and its
picture), as ``benchmarks/history.py`` makes them; a 24-betar tour runs to about 100 deals.
Figures are min / median / max over ``--runs`` of the main thread's CPU time. Then the
longest wait of a task ticking on the event loop while the same replay and drawing run on the
loop itself (as before) and in a worker thread (as the bot does now).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: the sibling benchmark is imported by package
    sys.path.insert(0, str(ROOT))

from benchmarks.history import NAMES, history  # noqa: E402
from bot.tables import log  # noqa: E402
from cogs.boston.protocol_parts import protocol_parts  # noqa: E402


def measure(deals: int, runs: int) -> dict[str, Any]:
    events, _, _ = history(deals)
    replays: list[float] = []
    drawings: list[float] = []
    for _ in range(runs):
        start = time.thread_time()
        game = log.game_from_events(events)
        replays.append((time.thread_time() - start) * 1000)
        start = time.thread_time()
        answer = protocol_parts(game, list(NAMES), "en", "Table 1")
        drawings.append((time.thread_time() - start) * 1000)
        assert answer.picture is not None and answer.sheet is not None
    return {
        "deals": deals,
        "events": len(events),
        "replay_ms": [
            round(min(replays), 1),
            round(statistics.median(replays), 1),
            round(max(replays), 1),
        ],
        "protocol_ms": [
            round(min(drawings), 1),
            round(statistics.median(drawings), 1),
            round(max(drawings), 1),
        ],
    }


def _answer(events: list[log.Event]) -> None:
    protocol_parts(log.game_from_events(events), list(NAMES), "en", "Table 1")


async def loop_gap(deals: int, in_thread: bool) -> float:
    """The longest time in ms a task on the event loop waited for its next turn while a
    ``deals``-deal game was replayed and its protocol drawn, on the loop or in a thread."""
    events, _, _ = history(deals)
    stop = asyncio.Event()
    longest = 0.0

    async def tick() -> None:
        nonlocal longest
        last = time.perf_counter()
        while not stop.is_set():
            await asyncio.sleep(0)
            now = time.perf_counter()
            longest, last = max(longest, now - last), now

    ticker = asyncio.create_task(tick())
    await asyncio.sleep(0.01)
    longest = 0.0
    if in_thread:
        await asyncio.to_thread(_answer, events)
    else:
        _answer(events)
        await asyncio.sleep(0)
    stop.set()
    await ticker
    return longest * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description="The cost of a Protocol click on a long game.")
    parser.add_argument("--deals", type=int, nargs="*", default=[24, 100])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print("deals  events  replay ms (min / median / max)  protocol ms (min / median / max)")
    for deals in args.deals:
        row = measure(deals, args.runs)
        replay = " / ".join(str(v) for v in row["replay_ms"])
        drawn = " / ".join(str(v) for v in row["protocol_ms"])
        print(f"{deals:>5}  {row['events']:>6}  {replay:>30}  {drawn:>32}")
    print("deals  longest wait of the loop, ms: on the loop / in a thread")
    for deals in args.deals:
        on_loop = [asyncio.run(loop_gap(deals, False)) for _ in range(args.runs)]
        threaded = [asyncio.run(loop_gap(deals, True)) for _ in range(args.runs)]
        print(f"{deals:>5}  {max(on_loop):.1f} / {max(threaded):.1f}  (the longest of {args.runs})")


if __name__ == "__main__":
    main()
