"""Discord latency: from an interaction being dispatched to the bot's callback arriving.

Run: ``.venv/bin/python benchmarks/discord_latency.py [--tables 1 50 200] [--seconds 15]``.

The fake Discord (``tests/support``) and the simulated players run in this process; the bot
runs as its own process, the real entry point ``python -m bot`` pointed at the fake through the
settings overrides, on a fresh database file (default durability: a commit per action). Every
table has four people; the one on turn clicks **Refresh** in their hand view, then an action
(the first bidder bids 5 spel through the contract select, everyone else passes; trumps,
whist and cards are the first enabled choice), then thinks for ``--think`` seconds. So each
table makes about one click per ``--think`` seconds, and 200 tables are ~200 × that load.

The floor is a minimal discord.py bot (``--floor-bot``, also its own process) whose button
only acknowledges (``defer``), clicked at the same pace by the same number of simulated tables.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import statistics
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

SELF = Path(__file__).resolve()
ROOT = SELF.parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.clicking import choose, enabled_actions, percentile  # noqa: E402
from tests.support.fake_discord import FakeDiscord  # noqa: E402
from tests.support.fake_model import FakeMessage, FakeUser  # noqa: E402

MENTION = re.compile(r"<@(\d+)>")
MESSAGE_ID = re.compile(r"/(\d+)\)?")


class Samples:
    def __init__(self) -> None:
        self.values: list[float] = []
        self.recording = False

    async def timed(self, fake: FakeDiscord, click: Awaitable[Any]) -> Any:
        loop = asyncio.get_running_loop()
        start = loop.time()
        handle = await click
        await handle.response(within=30)
        if self.recording:
            self.values.append(loop.time() - start)
        return handle


async def _spawn(args: list[str], fake: FakeDiscord, db: Path) -> asyncio.subprocess.Process:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_"))}
    env |= {
        "DISCORD_TOKEN": fake.token,
        "DISCORD_API_BASE": fake.api_base,
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "DATABASE_PATH": str(db),
        "LOG_LEVEL": "WARNING",
        "PYTHONPATH": str(ROOT),
    }
    process = await asyncio.create_subprocess_exec(
        sys.executable, *args, cwd=db.parent, env=env, stdout=asyncio.subprocess.DEVNULL
    )
    await fake.wait_for(lambda: fake.sync_count >= 1, 60, what="the command sync")
    await fake.wait_for(lambda: fake.connected and fake.identify_count, 60, what="IDENTIFY")
    return process


# --- the Boston bot -----------------------------------------------------------------------


async def _boston_table(
    fake: FakeDiscord, users: list[FakeUser], samples: Samples, think: float, stop: asyncio.Event
) -> None:
    host = users[0]
    reply = await (await fake.slash(host, "boston new")).message(within=60)
    message = fake.messages[int(MESSAGE_ID.findall(reply.content)[-1])]
    for user in users[1:]:
        await (await fake.click(user, message, label="Join")).response(within=60)
    await fake.wait_for(lambda: "Start" in message.labels and not _start_disabled(message), 60)
    await (await fake.click(host, message, label="Start")).response(within=60)
    await fake.wait_for(
        lambda: "My hand" in message.labels and MENTION.findall(message.text),
        60,
        what="the first turn",
    )
    by_id = {u.id: u for u in users}
    user = by_id[int(MENTION.findall(message.text)[-1])]
    views: dict[int, FakeMessage] = {}
    bid = False
    rng = random.Random(users[0].id)
    await asyncio.sleep(rng.random() * think)  # tables do not click in step
    while not stop.is_set():
        view = views.get(user.id)
        if view is None:
            handle = await samples.timed(fake, fake.click(user, message, label="My hand"))
            view = views[user.id] = await handle.message(within=30)
        else:
            await samples.timed(fake, fake.click(user, view, label="Refresh"))
        codes = enabled_actions(view)
        select = view.selects[0] if view.selects else None
        if not bid and select is not None and any(o["value"] == "5" for o in select["options"]):
            await samples.timed(fake, fake.select(user, view, select["custom_id"], ["5"]))
            codes = enabled_actions(view)
        choice = choose(codes, bid)
        bid = bid or choice.endswith(":bid.5.plain")
        if choice:
            await samples.timed(fake, fake.click(user, view, choice))
        if "Auction: nobody has spoken yet" in view.text:
            bid = False  # a new deal
        if "Your turn" not in view.text:
            found = MENTION.findall(view.text)
            if found:
                user = by_id.get(int(found[-1]), user)
        await asyncio.sleep(think)


def _start_disabled(message: FakeMessage) -> bool:
    return bool(message.component(label="Start").get("disabled"))


# --- the floor: a bot that only acknowledges --------------------------------------------------


def floor_bot() -> None:
    """Run the minimal bot: ``/floor`` posts a button; a click is only acknowledged."""
    import discord
    import discord.gateway
    import discord.http
    import yarl
    from discord import app_commands

    discord.http.Route.BASE = os.environ["DISCORD_API_BASE"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["DISCORD_GATEWAY_URL"])

    class Ack(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"floor:(?P<n>\d+)"):
        def __init__(self, n: int) -> None:
            super().__init__(discord.ui.Button(label="Ack", custom_id=f"floor:{n}"))

        @classmethod
        async def from_custom_id(
            cls, interaction: discord.Interaction, item: Any, match: re.Match[str], /
        ) -> Ack:
            return cls(int(match["n"]))

        async def callback(self, interaction: discord.Interaction) -> None:
            await interaction.response.defer()

    class Floor(discord.Client):
        def __init__(self) -> None:
            super().__init__(intents=discord.Intents.default())
            self.tree = app_commands.CommandTree(self)

        async def setup_hook(self) -> None:
            self.add_dynamic_items(Ack)

            @self.tree.command(description="a button to click")
            async def floor(interaction: discord.Interaction) -> None:  # pyright: ignore[reportUnusedFunction]
                view = discord.ui.View(timeout=None)
                view.add_item(Ack(interaction.id % 1000))
                await interaction.response.send_message("floor", view=view)

            await self.tree.sync()

    Floor().run(os.environ["DISCORD_TOKEN"], log_handler=None)


async def _floor_table(
    fake: FakeDiscord, users: list[FakeUser], samples: Samples, think: float, stop: asyncio.Event
) -> None:
    message = await (await fake.slash(users[0], "floor")).message(within=60)
    await asyncio.sleep(random.Random(users[0].id).random() * think)
    while not stop.is_set():
        await samples.timed(fake, fake.click(users[0], message, label="Ack"))
        await asyncio.sleep(think)


# --- one measurement ----------------------------------------------------------------------

Driver = Callable[[FakeDiscord, list[FakeUser], Samples, float, asyncio.Event], Awaitable[None]]


async def measure(tables: int, seconds: float, think: float, *, floor: bool) -> list[float]:
    samples = Samples()
    stop = asyncio.Event()
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord(default_timeout=30) as fake:
            args = [str(SELF), "--floor-bot"] if floor else ["-m", "bot"]
            process = await _spawn(args, fake, Path(tmp) / "bench.sqlite3")
            try:
                driver: Driver = _floor_table if floor else _boston_table
                groups = [[fake.add_user(f"t{t}p{p}") for p in range(4)] for t in range(tables)]
                tasks = [
                    asyncio.create_task(driver(fake, group, samples, think, stop))
                    for group in groups
                ]
                await asyncio.sleep(max(5.0, tables * 0.1))  # tables open and start
                samples.recording = True
                await asyncio.sleep(seconds)
                samples.recording = False
                stop.set()
                outcomes = await asyncio.gather(*tasks, return_exceptions=True)
                failed = [o for o in outcomes if isinstance(o, BaseException)]
                if failed:
                    print(f"{len(failed)} tables failed, e.g. {failed[0]!r}", file=sys.stderr)
            finally:
                process.terminate()
                await process.wait()
    return samples.values


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Discord latency of the Boston bot")
    parser.add_argument("--tables", type=int, nargs="+", default=[1, 50, 200])
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--think", type=float, default=2.0, help="seconds between clicks")
    parser.add_argument("--floor-bot", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.floor_bot:
        floor_bot()
        return 0
    print(f"think time {args.think}s per table, {args.seconds}s measured per run")
    print("| tables | bot p50 ms | bot p99 ms | clicks | floor p50 ms | floor p99 ms | clicks |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for tables in args.tables:
        bot = asyncio.run(measure(tables, args.seconds, args.think, floor=False))
        floor = asyncio.run(measure(tables, args.seconds, args.think, floor=True))
        print(
            f"| {tables} | {statistics.median(bot) * 1000:.1f} | "
            f"{percentile(bot, 0.99) * 1000:.1f} | {len(bot)} | "
            f"{statistics.median(floor) * 1000:.1f} | {percentile(floor, 0.99) * 1000:.1f} | "
            f"{len(floor)} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
