"""Load: many tables at once through the fake Discord, people clicking and computers playing.

Run: ``.venv/bin/python benchmarks/load.py --tables 100 500 --actions 6000 [--profile out]``.

The bot runs as its own process (``python -m bot`` under ``benchmarks/bot_probe.py``: the
default settings — database file with ``synchronous=FULL``, one-second computer delay and
table-edit interval — plus an event-loop lag probe, every garbage-collection pause and, on
request, cProfile), so the fake Discord and the simulated people, in this process, do not share
its core. Each table has two
people and two heuristic computers. A person looks at the public table message every
``--think`` seconds; when it names them, they click **My hand**/**Refresh** and then an action
(the first bidder bids 5 spel, everyone else passes; then trumps, whist and cards are the
first enabled choice). The run ends after ``--actions`` actions by people.

Measured: people's actions per second and committed events per second (computer moves and
deals included); interaction latency from dispatch to the bot's first callback (p50, p99,
max) over every click; the bot's event-loop lag (a 50 ms sleep's overshoot, p50 / p99 / max);
the bot's memory per live table (RSS after the tables are open minus RSS before, divided by
the number of tables); and, separately and in-process, the database bytes per 1,000 deals
(computer-played deals on a fresh file, settled rows included).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import sqlite3
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

SELF = Path(__file__).resolve()
ROOT = SELF.parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.clicking import choose, enabled_actions, percentile  # noqa: E402
from tests.support.fake_discord import FakeDiscord  # noqa: E402
from tests.support.fake_model import FakeMessage, FakeUser  # noqa: E402

if TYPE_CHECKING:
    from bot.config import Settings

MENTION = re.compile(r"<@(\d+)>")
MESSAGE_ID = re.compile(r"(?:/|<#)(\d+)")
"""The lobby in ``/boston new``'s answer: its thread's mention (a thread started from a
message has the message's id) or, without a thread, the message's link."""
LAG_PERIOD = 0.05


# --- the bot process ------------------------------------------------------------------------


def fake_settings() -> Settings:
    """In the bot's process: the settings from :func:`bot_env`, discord.py pointed at the fake."""
    import discord.gateway
    import discord.http
    import discord.utils
    import yarl

    from bot.config import Settings

    settings = Settings()
    assert settings.discord_api_base and settings.discord_gateway_url
    assert settings.discord_token is not None
    discord.http.Route.BASE = settings.discord_api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.discord_gateway_url)
    discord.utils.setup_logging(level=30, root=True)
    return settings


def bot_env(fake: FakeDiscord, db: Path) -> dict[str, str]:
    """The environment of a bot process run against ``fake`` with the database ``db``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_"))}
    return env | {
        "DISCORD_TOKEN": fake.token,
        "DISCORD_API_BASE": fake.api_base,
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "DATABASE_PATH": str(db),
        "LOG_LEVEL": "WARNING",
        "PYTHONPATH": str(ROOT),
    }


# --- the people -------------------------------------------------------------------------------


@dataclass
class Run:
    think: float
    target: int
    latencies: list[float] = field(default_factory=lambda: [])
    by_kind: dict[str, list[float]] = field(default_factory=lambda: {})
    actions: int = 0
    recording: bool = False
    done: asyncio.Event = field(default_factory=asyncio.Event)
    failures: list[str] = field(default_factory=lambda: [])

    async def timed(self, handle_coro: Any, kind: str) -> Any:
        loop = asyncio.get_running_loop()
        start = loop.time()
        handle = await handle_coro
        await handle.response(within=60)
        if self.recording:
            self.latencies.append(loop.time() - start)
            self.by_kind.setdefault(kind, []).append(loop.time() - start)
        return handle


async def open_table(fake: FakeDiscord, host: FakeUser, *guests: FakeUser) -> FakeMessage:
    """A started table: ``host`` and ``guests`` seated, heuristic computers in the other seats."""
    reply = await (await fake.slash(host, "boston new")).message(within=60)
    message = fake.messages[int(MESSAGE_ID.findall(reply.content)[-1])]
    for guest in guests:
        await (await fake.click(guest, message, label="Join")).response(within=60)
    await fake.wait_for(lambda: len(MENTION.findall(message.text)) > len(guests) or None, 60)
    for _ in range(3 - len(guests)):
        # Each Computer button names the seat it fills: the next press waits for the redraw
        # that names the next seat (a press of the same drawing is taken for a double click).
        drawn = message.component(label="Computer: heuristic").get("custom_id")
        await (await fake.click(host, message, label="Computer: heuristic")).response(60)

        def redrawn(before: object = drawn) -> bool | None:
            return message.component(label="Computer: heuristic").get("custom_id") != before or None

        await fake.wait_for(redrawn, 60)
    await fake.wait_for(lambda: not message.component(label="Start").get("disabled") or None, 60)
    await (await fake.click(host, message, label="Start")).response(within=60)
    await fake.wait_for(lambda: "My hand" in message.labels or None, 60, what="the start")
    return message


async def open_tables(
    fake: FakeDiscord, tables: int, people: int = 2
) -> tuple[list[list[FakeUser]], list[FakeMessage]]:
    """``tables`` started tables of ``people`` people (``t<n>a``, ``t<n>b``, …) and
    heuristic computers in the other seats."""
    seated = [fake.add_users(*(f"t{t}{'abcd'[p]}" for p in range(people))) for t in range(tables)]
    gate = asyncio.Semaphore(25)

    async def opened(users: list[FakeUser]) -> FakeMessage:
        async with gate:
            return await open_table(fake, *users)

    return seated, list(await asyncio.gather(*(opened(users) for users in seated)))


async def person(
    fake: FakeDiscord, run: Run, message: FakeMessage, me: FakeUser, rng: random.Random
) -> None:
    """Looks at the table message every ``think`` s; on their turn, refreshes and acts."""
    view: FakeMessage | None = None
    bid = False
    await asyncio.sleep(rng.random() * run.think)
    while not run.done.is_set():
        named = MENTION.findall(message.text)
        if (named and int(named[-1]) == me.id) or (view is not None and "Your turn" in view.text):
            try:
                if view is None:
                    handle = await run.timed(fake.click(me, message, label="My hand"), "hand")
                    view = await handle.message(within=60)
                else:
                    await run.timed(fake.click(me, view, label="Refresh"), "refresh")
                assert view is not None
                if "Your turn" in view.text:
                    if "Auction: nobody has spoken yet" in view.text:
                        bid = False
                    select = view.selects[0] if view.selects else None
                    if not bid and select and any(o["value"] == "5" for o in select["options"]):
                        await run.timed(fake.select(me, view, select["custom_id"], ["5"]), "select")
                    choice = choose(enabled_actions(view), bid)
                    if choice:
                        bid = bid or choice.endswith(":bid.5.plain")
                        await run.timed(fake.click(me, view, choice), "action")
                        if run.recording:
                            run.actions += 1
                            if run.actions >= run.target:
                                run.done.set()
            except (LookupError, ValueError, TimeoutError) as exc:
                run.failures.append(repr(exc))  # a stale view: look again next time
                view = None
        await asyncio.sleep(run.think)


# --- one run ------------------------------------------------------------------------------


def _rss(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def _events(db: Path) -> int:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10)
    try:
        return int(conn.execute("SELECT COUNT(*) FROM events").fetchone()[0])
    finally:
        conn.close()


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (from /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _probe_lag(into: list[float], stop: asyncio.Event) -> None:
    """This process's event-loop lag: is the fake (and the people) keeping up?"""
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        before = loop.time()
        await asyncio.sleep(LAG_PERIOD)
        into.append(loop.time() - before - LAG_PERIOD)


def _edits(fake: FakeDiscord) -> int:
    """Table-message edits the bot has made (PATCH of a channel message)."""
    return sum(1 for r in fake.requests if r.route.startswith("PATCH /channels/"))


async def measure(tables: int, actions: int, think: float, profile: Path | None) -> dict[str, Any]:
    run = Run(think=think, target=actions)
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "load.sqlite3"
        stats = Path(tmp) / "stats.json"
        async with FakeDiscord(default_timeout=60) as fake:
            env = bot_env(fake, db)
            args = [str(SELF.parent / "bot_probe.py"), str(stats)]
            if profile is not None:
                args += ["--cprofile", str(profile)]
            process = await asyncio.create_subprocess_exec(
                sys.executable, *args, cwd=tmp, env=env, stdout=asyncio.subprocess.DEVNULL
            )
            try:
                await fake.wait_for(lambda: fake.sync_count >= 1, 60, what="the command sync")
                await fake.wait_for(lambda: fake.connected and fake.identify_count, 60)
                rss_before = _rss(process.pid)
                people, messages = await open_tables(fake, tables)
                rss_after = _rss(process.pid)
                rng = random.Random(1)
                tasks = [
                    asyncio.create_task(person(fake, run, message, user, rng))
                    for message, pair in zip(messages, people, strict=True)
                    for user in pair
                ]
                await asyncio.sleep(think)  # everyone has looked once
                events_before = _events(db)
                edits_before = _edits(fake)
                process.send_signal(signal.SIGUSR1)
                run.recording = True
                started = time.perf_counter()
                cpu_bot, cpu_fake = _cpu_seconds(process.pid), _cpu_seconds(os.getpid())
                fake_lags: list[float] = []
                probe = asyncio.create_task(_probe_lag(fake_lags, run.done))
                await run.done.wait()
                elapsed = time.perf_counter() - started
                cpu_bot = (_cpu_seconds(process.pid) - cpu_bot) / elapsed
                cpu_fake = (_cpu_seconds(os.getpid()) - cpu_fake) / elapsed
                await probe
                run.recording = False
                process.send_signal(signal.SIGUSR2)
                events_after = _events(db)
                edits = _edits(fake) - edits_before
                await asyncio.gather(*tasks, return_exceptions=True)
                await fake.wait_for(lambda: stats.exists() or None, 60, what="the bot's figures")
                figures = json.loads(stats.read_text())
                lags: list[float] = figures["lags"]
                pauses: list[tuple[int, float, float]] = figures["gc"]
            finally:
                process.terminate()
                await process.wait()
    lat = run.latencies
    return {  # pyright: ignore[reportReturnType]
        "tables": tables,
        "seconds": elapsed,
        "actions_per_s": run.actions / elapsed,
        "events_per_s": (events_after - events_before) / elapsed,
        "edits_per_s": edits / elapsed,
        "clicks": len(lat),
        "p50_ms": statistics.median(lat) * 1000,
        "p99_ms": percentile(lat, 0.99) * 1000,
        "max_ms": max(lat) * 1000,
        "lag_p50_ms": statistics.median(lags) * 1000,
        "lag_p99_ms": percentile(lags, 0.99) * 1000,
        "lag_max_ms": max(lags) * 1000,
        "kib_per_table": (rss_after - rss_before) / tables / 1024,
        "cpu_bot": cpu_bot * 100,
        "gc_count": len(pauses),
        "gc2_count": sum(1 for generation, _, _ in pauses if generation == 2),
        "gc_max_ms": max((seconds for _, seconds, _ in pauses), default=0.0) * 1000,
        "cpu_fake": cpu_fake * 100,
        "fake_lag_p99_ms": percentile(fake_lags, 0.99) * 1000,
        "failures": len(run.failures),
        "kinds": " ".join(
            f"{k} p50/p99 {statistics.median(v) * 1000:.0f}/{percentile(v, 0.99) * 1000:.0f} ms"
            for k, v in sorted(run.by_kind.items())
        ),
    }


# --- storage per deal -----------------------------------------------------------------------


async def db_bytes_per_1000_deals(deals: int) -> tuple[float, int]:
    """Tables of four heuristic computers play ``deals`` deals on a fresh file; the file's
    used bytes per 1,000 deals (events, settled results and payments, tables and seats)."""
    from bot.tables import TableService
    from db.database import Database
    from db.models import SeatAssignment

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "deals.sqlite3"
        db = await Database.open(path, synchronous="NORMAL")  # size, not speed, is measured
        service = TableService(db)
        played = 0
        while played < deals:
            table = await service.create_table(
                guild_id=1,
                channel_id=1,
                host_id=1,
                host_name="host",
                settings={"payment": "traditional", "tour_length": 10},
            )
            for _ in range(3):
                await service.add_computer(table.id, 1, "heuristic")
            await service.set_seat(
                table.id, SeatAssignment(seat=1, computer_level="heuristic", display_name="c")
            )
            await service.start(table.id, 1)
            await service.wait_idle(table.id)  # the whole tour
            played += len(table.game.deals) if table.game is not None else 0
        await service.close()
        await db.close()
        conn = sqlite3.connect(path)
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.execute("VACUUM")
        size = path.stat().st_size
        conn.close()
    return size / played * 1000, played


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Load test of the Boston bot")
    parser.add_argument("--tables", type=int, nargs="+", default=[100, 500])
    parser.add_argument("--actions", type=int, default=6000, help="people's actions per run")
    parser.add_argument("--think", type=float, default=2.0, help="seconds between looks")
    parser.add_argument("--deals", type=int, default=500, help="deals for the storage figure")
    parser.add_argument("--profile", type=Path, help="write the bot's cProfile stats here")
    args = parser.parse_args(argv)
    print(f"think {args.think}s, {args.actions} people's actions per run", flush=True)
    print(
        "| tables | actions/s | events/s | edits/s | clicks | p50 ms | p99 ms | max ms "
        "| lag p50 ms | lag p99 ms | lag max ms | KiB/table |",
        flush=True,
    )
    print("| --- " * 12 + "|", flush=True)
    for tables in args.tables:
        profile = args.profile.with_suffix(f".{tables}.prof") if args.profile else None
        r = asyncio.run(measure(tables, args.actions, args.think, profile))
        print(
            f"| {tables} | {r['actions_per_s']:.1f} | {r['events_per_s']:.1f} | "
            f"{r['edits_per_s']:.1f} | "
            f"{r['clicks']:.0f} | {r['p50_ms']:.1f} | {r['p99_ms']:.1f} | {r['max_ms']:.0f} | "
            f"{r['lag_p50_ms']:.1f} | {r['lag_p99_ms']:.1f} | {r['lag_max_ms']:.0f} | "
            f"{r['kib_per_table']:.0f} |",
            flush=True,
        )
        print(
            f"  bot CPU {r['cpu_bot']:.0f}%, fake+people CPU {r['cpu_fake']:.0f}%, "
            f"fake loop lag p99 {r['fake_lag_p99_ms']:.1f} ms; bot GC pauses "
            f"{r['gc_count']:.0f} ({r['gc2_count']:.0f} full), longest {r['gc_max_ms']:.0f} ms",
            flush=True,
        )
        print(f"  {r['kinds']}", flush=True)
        if r["failures"]:
            print(f"  ({r['failures']:.0f} clicks on stale views were retried)", file=sys.stderr)
    if args.deals:
        per_1000, played = asyncio.run(db_bytes_per_1000_deals(args.deals))
        print(f"database: {per_1000 / 1024:.0f} KiB per 1,000 deals ({played} deals played)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
