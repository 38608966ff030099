"""Where the Boston bot's time goes: a profile of its main thread under the Discord benchmark.

Run: ``.venv/bin/python benchmarks/profile_bot.py --tables 200 --seconds 30 --out /tmp/prof``
(py-spy, sampling from outside: ``pip install py-spy`` in the venv), or add ``--cprofile`` for
cProfile inside the bot (through ``benchmarks/bot_probe.py``; slower, but no ptrace needed), or
``--census`` for the event loop's callbacks by task.

One ``benchmarks/discord_fake.py`` run of the Boston bot; while its measurement window is open,
py-spy samples the bot's process (``--nonblocking``: the bot is never paused) and the stacks of
its main thread — the event loop, where discord.py and the bot run — are summed up:

* by **layer**: the innermost frame of each sample that belongs to a known layer (discord.py,
  aiohttp, json, the frontend ``cogs/``, the table service, the engine, ``db/``, the event
  loop, …; a stdlib helper such as ``copy.deepcopy`` counts for its caller);
* by **function**, cumulative: the share of samples with that function anywhere on the stack.

py-spy judges a thread by its state. After a socket write the thread may wait for its core
while the fake runs, or for the interpreter's lock while SQLite's thread holds it. py-spy
counts that wait as time in ``_SelectorSocketTransport.write``. Read CPU shares from
``--census``, which times every callback and every write with the thread's CPU clock.

With ``--census`` nothing samples: the bot's probe counts and times every callback its event
loop runs, by the task it belongs to (``bot_probe.py``), and the table says what each kind of
work (a click, a live view's edit, the table message's edit, the gateway) costs per click;
below it, the loop's polls and its socket writes, in CPU and in wall time.

The run's latency figures are printed too (lower than without the profiler, never use them).
"""

from __future__ import annotations

import argparse
import json
import pstats
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

SELF = Path(__file__).resolve()
ROOT = SELF.parents[1]
FAKE = SELF.parent / "discord_fake.py"

LAYERS: tuple[tuple[str, str], ...] = (
    ("/bot/engine/", "engine (bot/engine)"),
    ("/bot/tables/", "table service (bot/tables)"),
    ("/bot/players/", "computer players (bot/players)"),
    ("/bot/render/", "rendering (bot/render)"),
    ("/bot/i18n/", "translations (bot/i18n)"),
    ("/cogs/", "frontend (cogs)"),
    ("/db/", "database layer (db)"),
    ("/bot/", "bot, other"),
    ("/aiosqlite/", "aiosqlite"),
    ("/discord/ui/", "discord.py ui (views, items)"),
    ("/discord/", "discord.py, other"),
    ("/aiohttp/", "aiohttp"),
    ("/yarl/", "aiohttp"),
    ("/multidict/", "aiohttp"),
    ("/json/", "json"),
    ("/asyncio/", "asyncio event loop"),
    ("/selectors.py", "asyncio event loop"),
    ("/ssl.py", "asyncio event loop"),
    ("/logging/", "logging"),
)


OTHER = "other (stdlib, …)"


def layer(frames: list[str]) -> str:
    """The layer of the innermost frame that belongs to one: stdlib helpers (``copy``,
    ``re``, …) count for whoever called them."""
    for frame in reversed(frames):
        where = "/" + frame.partition(" (")[2]
        for part, name in LAYERS:
            if part in where:
                return name
    return OTHER


def function(frame: str) -> str:
    """``name (path:line)`` → ``name (short path)``: one entry per function, not per line."""
    name, _, where = frame.partition(" (")
    path = where.rsplit(":", 1)[0]
    for marker in ("/site-packages/", "/wt-bench/", "/lib/python3.11/"):
        if marker in path:
            path = path.split(marker, 1)[1]
            break
    return f"{name} ({path})"


def summarise_collapsed(path: Path, top: int) -> str:
    """Cumulative shares from py-spy's raw output, main thread only."""
    layers: Counter[str] = Counter()
    cumulative: Counter[str] = Counter()
    total = 0
    for line in path.read_text().splitlines():
        stack, _, count_text = line.rpartition(" ")
        frames = stack.split(";")
        if "MainThread" not in frames[0]:
            continue
        count = int(count_text)
        frames = frames[1:]
        total += count
        layers[layer(frames)] += count
        # Below the first ``Handle._run`` everything is start-up and the loop's own frames.
        inner = next((i for i, f in enumerate(frames) if f.startswith("Handle._run ")), None)
        if inner is None:
            cumulative["(the event loop itself: polling, scheduling)"] += count
            continue
        for name in {function(f) for f in frames[inner + 1 :]}:
            cumulative[name] += count
    if not total:
        return "no samples of the main thread"
    lines = [f"{total} samples of the main thread", "", "| layer (innermost known frame) | share |"]
    lines.append("| --- | --- |")
    lines += [f"| {name} | {n / total:.1%} |" for name, n in layers.most_common()]
    lines += ["", "| function (cumulative) | share |", "| --- | --- |"]
    lines += [f"| `{name}` | {n / total:.1%} |" for name, n in cumulative.most_common(top)]
    return "\n".join(lines)


def summarise_cprofile(path: Path, top: int) -> str:
    stats = pstats.Stats(str(path))
    entries = stats.stats  # type: ignore[attr-defined]
    total = sum(tt for (_, _, tt, _, _) in entries.values())  # all the time profiled
    rows = sorted(entries.items(), key=lambda item: item[1][3], reverse=True)[:top]
    lines = ["| function (cumulative, cProfile) | share |", "| --- | --- |"]
    for (file, line, name), (_, _, _, ct, _) in rows:
        lines.append(f"| `{function(f'{name} ({file}:{line})')}` | {ct / total:.1%} |")
    return "\n".join(lines)


def summarise_census(result: dict[str, object], top: int) -> str:
    """Callbacks and milliseconds per click by owner, and their sum against the thread's CPU."""
    bot = result["bot"]
    assert isinstance(bot, dict)
    census: dict[str, list[float]] = bot["census_per_click"]
    total_ms = sum(ms for _, ms in census.values())
    cpu_ms = float(bot["thread_cpu_ms_per_click"])
    lines = [
        f"{sum(n for n, _ in census.values()):.1f} callbacks per click, {total_ms:.2f} ms in "
        f"them of {cpu_ms:.2f} ms main-thread CPU (the rest: polling, the loop between them)",
        "",
        "| task or callback | callbacks per click | ms per click | share of the CPU |",
        "| --- | --- | --- | --- |",
    ]
    rows = sorted(census.items(), key=lambda item: item[1][1], reverse=True)[:top]
    lines += [f"| `{name}` | {n:.2f} | {ms:.3f} | {ms / cpu_ms:.1%} |" for name, (n, ms) in rows]
    io: dict[str, list[float]] = bot.get("census_io_per_click", {})
    if io:
        lines += [
            "",
            "The loop's polls between the callbacks, and the socket writes inside them. A",
            "write's wall time beyond its CPU time is time the thread waited: for its core,",
            "which the process the write woke may have taken, or for the interpreter's lock.",
            "`write_stalled` is part of `write`.",
            "",
            "| what | per click | CPU ms per click | wall ms per click |",
            "| --- | --- | --- | --- |",
        ]
        lines += [
            f"| `{name}` | {n:.2f} | {cpu:.3f} | {wall:.3f} |"
            for name, (n, cpu, wall) in sorted(io.items())
        ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="profile the Boston bot under load")
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30.0, help="seconds sampled")
    parser.add_argument("--think", type=float, default=1.0)
    parser.add_argument("--out", type=Path, default=Path("/tmp/boston-profile"))
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--rate", type=int, default=100, help="py-spy's samples per second")
    kind = parser.add_mutually_exclusive_group()
    kind.add_argument("--cprofile", action="store_true", help="cProfile instead of py-spy")
    kind.add_argument("--census", action="store_true", help="the loop's callbacks, by task")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    ready = args.out / "bot.pid"
    ready.unlink(missing_ok=True)
    command = [
        sys.executable,
        str(FAKE),
        "--kind=boston",
        f"--tables={args.tables}",
        f"--think={args.think}",
        f"--min-seconds={args.seconds}",
        "--samples=0",
        f"--py-spy-ready={ready}",
    ]
    if args.cprofile:
        command.append(f"--cprofile={args.out / 'bot.prof'}")
    if args.census:
        command.append("--census")
    run = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    spy: subprocess.Popen[bytes] | None = None
    if not args.cprofile and not args.census:
        py_spy = shutil.which("py-spy") or str(Path(sys.executable).parent / "py-spy")
        while not ready.exists() and run.poll() is None:
            time.sleep(0.2)
        if ready.exists():
            pid = ready.read_text().strip()
            spy = subprocess.Popen(
                [
                    py_spy,
                    "record",
                    "--pid",
                    pid,
                    "--duration",
                    str(int(args.seconds)),
                    "--nonblocking",
                    "--rate",
                    str(args.rate),
                    "--threads",
                    "--format",
                    "raw",
                    "--output",
                    str(args.out / "bot.collapsed"),
                ]
            )
    out, _ = run.communicate()
    if spy is not None:
        spy.wait()
    if run.returncode != 0:
        print("the benchmark run failed", file=sys.stderr)
        return 1
    result = json.loads(out.strip().splitlines()[-1])
    latency = result["latency_ms"]
    print(
        f"{args.tables} tables, {result['clicks_per_s']:.0f} clicks/s under the profiler: "
        f"p50 {latency['p50']:.1f} ms, p99 {latency['p99']:.1f} ms, main thread "
        f"{result['bot']['thread_cpu_ms_per_click']:.2f} ms CPU per click"
    )
    if args.census:
        print(summarise_census(result, args.top))
    elif args.cprofile:
        print(summarise_cprofile(args.out / "bot.prof", args.top))
    else:
        print(summarise_collapsed(args.out / "bot.collapsed", args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
