"""The bot's CPU per click: main-thread CPU time, garbage-collection pauses and requests per
action, with the live hand views and turn notices on.

Run: ``.venv/bin/python benchmarks/click_cost.py --tables 60 --actions 600 [--people 4]``.

The workload of ``benchmarks/load.py``: two people and two heuristic computers per table (or
``--people 4`` and no computer, as ``benchmarks/discord_latency.py`` plays), people looking
every ``--think`` seconds and clicking **My hand**/**Refresh**, the contract select and an
action on their turn; the bot in its own process. Wall latency on this shared 2-core machine
swings with whatever else runs, so the figure here is CPU: the bot's main thread
(``time.thread_time`` read in the bot's own signal handler, which runs on the main thread)
over the measured window, divided by the clicks answered in it. SQLite's thread is not in it
(the whole process's CPU is reported too). The service's copies of a game before each change
(``bot/tables/commit.py::scratch_copy``) are timed apart: they are not the frontend's cost.
Also counted: every garbage-collection pause (all generations, from ``gc.callbacks``: count,
CPU, longest in wall and CPU time) and the requests the bot made to the fake Discord per
person's action, by kind, with the count of rate-limit (429) answers.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import signal
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

SELF = Path(__file__).resolve()
ROOT = SELF.parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.load import (  # noqa: E402
    Run,
    _cpu_seconds,
    bot_env,
    fake_settings,
    open_tables,
    person,
)
from tests.support.fake_discord import FakeDiscord, RequestRecord  # noqa: E402


def bot_process(stats_path: Path) -> None:
    """The real bot; SIGUSR1 starts the window, SIGUSR2 writes its figures."""
    import bot.tables.commit
    from bot.discord_app import create_bot

    settings = fake_settings()
    # The service's copy of the game before each change (commit, then swap) is not the
    # frontend's cost: its main-thread CPU is counted apart.
    copying = [0.0]
    scratch_copy = bot.tables.commit.scratch_copy

    def timed_copy(game: Any, **options: Any) -> Any:
        started = time.thread_time()
        try:
            return scratch_copy(game, **options)
        finally:
            copying[0] += time.thread_time() - started

    bot.tables.commit.scratch_copy = timed_copy

    async def main() -> None:
        loop = asyncio.get_running_loop()
        pauses: list[tuple[int, float, float]] = []
        recording = False
        started_gc = (0.0, 0.0)
        started_cpu = 0.0

        def on_gc(phase: str, info: dict[str, int]) -> None:
            # Wall time and CPU time: on a busy machine a pause's wall time includes the time
            # the process waited for a core; its CPU time is the collector's own work.
            nonlocal started_gc
            if phase == "start":
                started_gc = (time.perf_counter(), time.thread_time())
            elif recording:
                wall, cpu = started_gc
                pauses.append(
                    (info["generation"], time.perf_counter() - wall, time.thread_time() - cpu)
                )

        gc.callbacks.append(on_gc)

        def start() -> None:
            nonlocal recording, started_cpu
            pauses.clear()
            recording = True
            started_cpu = time.thread_time()  # a signal handler runs on the main thread
            copying[0] = 0.0

        def stop() -> None:
            nonlocal recording
            recording = False
            main = time.thread_time() - started_cpu
            figures = {"main_cpu": main, "copy_cpu": copying[0], "gc": pauses}
            stats_path.write_text(json.dumps(figures))

        loop.add_signal_handler(signal.SIGUSR1, start)
        loop.add_signal_handler(signal.SIGUSR2, stop)
        bot = create_bot(settings)
        bot.tune_gc = os.environ.get("BOSTON_LOAD_GC", "tuned") == "tuned"  # as python -m bot
        async with bot:
            await bot.start(settings.discord_token.get_secret_value())  # pyright: ignore[reportOptionalMemberAccess]

    asyncio.run(main())


def _kind(record: RequestRecord) -> str:
    """A request by what it does for the players."""
    route = record.route
    if route.startswith("POST /interactions/"):
        return "interaction answers"
    if route.startswith("PATCH /webhooks/"):
        return "hand-view edits"
    if route.startswith("PATCH /channels/"):
        return "table-message edits"
    if route.startswith("POST /channels/"):
        return "posts (notices, results)"
    if route.startswith("DELETE /channels/"):
        return "notice deletions"
    return route


async def measure(tables: int, actions: int, think: float, people: int) -> dict[str, Any]:
    run = Run(think=think, target=actions)
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "clicks.sqlite3"
        stats = Path(tmp) / "stats.json"
        async with FakeDiscord(default_timeout=60) as fake:
            process = await asyncio.create_subprocess_exec(
                sys.executable,
                str(SELF),
                "--bot",
                str(stats),
                cwd=tmp,
                env=bot_env(fake, db),
                stdout=asyncio.subprocess.DEVNULL,
            )
            try:
                await fake.wait_for(lambda: fake.sync_count >= 1, 60, what="the command sync")
                await fake.wait_for(lambda: fake.connected and fake.identify_count, 60)
                seated, messages = await open_tables(fake, tables, people)
                rng = random.Random(1)
                tasks = [
                    asyncio.create_task(person(fake, run, message, user, rng))
                    for message, users in zip(messages, seated, strict=True)
                    for user in users
                ]
                await asyncio.sleep(2 * think)  # everyone has looked and warmed up
                first_request = len(fake.requests)
                process.send_signal(signal.SIGUSR1)
                run.recording = True
                started = time.perf_counter()
                cpu_bot = _cpu_seconds(process.pid)
                await run.done.wait()
                run.recording = False
                process.send_signal(signal.SIGUSR2)
                elapsed = time.perf_counter() - started
                cpu_bot = _cpu_seconds(process.pid) - cpu_bot
                requests = Counter(_kind(r) for r in fake.requests[first_request:])
                limited = sum(1 for r in fake.requests[first_request:] if r.status == 429)
                await asyncio.gather(*tasks, return_exceptions=True)
                await fake.wait_for(lambda: stats.exists() or None, 60, what="the bot's figures")
                figures = json.loads(stats.read_text())
            finally:
                process.terminate()
                await process.wait()
    clicks = len(run.latencies)
    pauses: list[tuple[int, float, float]] = figures["gc"]
    by_gen = {g: [(w, c) for gen, w, c in pauses if gen == g] for g in (0, 1, 2)}
    return {
        "tables": tables,
        "clicks": clicks,
        "actions": run.actions,
        "clicks_per_s": clicks / elapsed,
        "main_ms_per_click": figures["main_cpu"] / clicks * 1000,
        "process_ms_per_click": cpu_bot / clicks * 1000,
        "copy_ms_per_click": figures["copy_cpu"] / clicks * 1000,
        "gc": {
            g: (
                len(p),
                sum(c for _, c in p) * 1000,
                max((w for w, _ in p), default=0.0) * 1000,
                max((c for _, c in p), default=0.0) * 1000,
            )
            for g, p in by_gen.items()
        },
        "requests_per_action": {k: v / run.actions for k, v in sorted(requests.items())},
        "rate_limited": limited,
        "p50_ms": statistics.median(run.latencies) * 1000,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The Boston bot's CPU per click")
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--actions", type=int, default=1500, help="people's actions per run")
    parser.add_argument("--think", type=float, default=2.0, help="seconds between looks")
    parser.add_argument("--people", type=int, default=2, choices=(2, 3, 4), help="per table")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--bot", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.bot is not None:
        bot_process(args.bot)
        return 0
    for _ in range(args.runs):
        r = asyncio.run(measure(args.tables, args.actions, args.think, args.people))
        print(
            f"{r['tables']} tables: {r['clicks']} clicks ({r['clicks_per_s']:.0f}/s), "
            f"main-thread CPU {r['main_ms_per_click']:.2f} ms/click, "
            f"process {r['process_ms_per_click']:.2f} ms/click, p50 {r['p50_ms']:.1f} ms; "
            f"of the main thread's, the service's scratch copies {r['copy_ms_per_click']:.2f} ms",
            flush=True,
        )
        gcs = ", ".join(
            f"gen{g} {n} ({cpu:.0f} ms CPU, longest {wall:.1f} ms wall / {top:.1f} ms CPU)"
            for g, (n, cpu, wall, top) in r["gc"].items()
        )
        print(f"  GC pauses: {gcs}", flush=True)
        per_action = ", ".join(f"{k} {v:.2f}" for k, v in r["requests_per_action"].items())
        print(f"  requests per action: {per_action}; 429s: {r['rate_limited']}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
