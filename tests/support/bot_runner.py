"""Runs a real discord.py bot against `FakeDiscord` inside the test's event loop.

This module owns the bot lifecycle for tests (start -> ready -> commands synced -> stop, and
restart of a fresh bot instance on the same fake world) and the failure policy: a test fails on
any ERROR log record from the `discord`, `bot` or `cogs` loggers, on any exception the event loop
reports as unhandled, on any unknown route, and on any interaction the bot never acknowledged.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import AsyncIterator, Callable, Coroutine, Iterator, Sequence
from typing import Any, TypeVar

import discord
import pytest

from tests.support.fake_discord import FakeDiscord, settle

T = TypeVar("T")
BotFactory = Callable[[], discord.Client]

WATCHED_LOGGERS: tuple[str, ...] = ("discord", "bot", "cogs")


class ErrorCollector(logging.Handler):
    """Keeps every record at ERROR or above, except those a test declared expected."""

    def __init__(self) -> None:
        super().__init__(level=logging.ERROR)
        self.records: list[logging.LogRecord] = []
        self.allowed: list[re.Pattern[str]] = []
        self.on_record: Callable[[], None] | None = None

    def emit(self, record: logging.LogRecord) -> None:
        text = record.getMessage()
        if record.exc_info and record.exc_info[1] is not None:
            text += f" | {record.exc_info[1]!r}"
        if any(p.search(text) for p in self.allowed):
            return
        self.records.append(record)
        if self.on_record is not None:
            self.on_record()

    def describe(self) -> list[str]:
        out: list[str] = []
        for r in self.records:
            exc = r.exc_info[1] if r.exc_info else None
            out.append(f"{r.name} {r.levelname}: {r.getMessage()}" + (f" ({exc!r})" if exc else ""))
        return out


class BotHarness:
    """A fake Discord plus the bot currently running against it."""

    def __init__(
        self,
        fake: FakeDiscord,
        factory: BotFactory,
        *,
        wait_for_sync: bool = True,
        guild_ready_timeout: float = 0.1,
        startup_timeout: float = 5.0,
        settle_prefixes: Sequence[str] = ("bot:", "cogs:"),
    ) -> None:
        self.fake = fake
        self.factory = factory
        self.wait_for_sync = wait_for_sync
        self.guild_ready_timeout = guild_ready_timeout
        self.startup_timeout = startup_timeout
        self.settle_prefixes = tuple(settle_prefixes)
        self.errors = ErrorCollector()
        self.loop_errors: list[str] = []
        self._bot: discord.Client | None = None
        self._task: asyncio.Task[None] | None = None
        self.bots_started = 0

    @property
    def bot(self) -> discord.Client:
        if self._bot is None:
            raise RuntimeError("no bot is running")
        return self._bot

    async def start_bot(
        self, factory: BotFactory | None = None, *, wait_for_sync: bool | None = None
    ) -> discord.Client:
        """Construct a bot, run `bot.start(token)` as a task, and return once it is ready (and,
        if asked, once it has synced its application commands)."""
        if self._bot is not None:
            raise RuntimeError("a bot is already running; stop_bot() first")
        bot = (factory or self.factory)()
        # Ready fires guild_ready_timeout after the last GUILD_CREATE; 2 s by default is far
        # too slow for tests, and factories should not need to know.
        connection = bot._connection  # pyright: ignore[reportPrivateUsage]
        connection.guild_ready_timeout = min(
            connection.guild_ready_timeout, self.guild_ready_timeout
        )
        syncs, identifies = self.fake.sync_count, self.fake.identify_count
        self._bot = bot
        self._task = asyncio.create_task(bot.start(self.fake.token), name="harness: bot.start")
        self.bots_started += 1
        await self._race(
            self.fake.wait_for(
                lambda: self.fake.identify_count > identifies,
                self.startup_timeout,
                what="the bot to IDENTIFY",
            ),
            "gateway IDENTIFY",
        )
        await self._race(bot.wait_until_ready(), "on_ready")
        if wait_for_sync if wait_for_sync is not None else self.wait_for_sync:
            await self._race(
                self.fake.wait_for(
                    lambda: self.fake.sync_count > syncs,
                    self.startup_timeout,
                    what="the bot to sync application commands",
                ),
                "command sync",
            )
        await settle(self.startup_timeout, self.settle_prefixes)
        return bot

    async def _race(self, coro: Coroutine[Any, Any, T], what: str) -> T:
        # Waiting on the bot task as well turns a crash during start-up (bad token, exception
        # in setup_hook) into an immediate, explained failure instead of a timeout.
        assert self._task is not None
        waiter = asyncio.ensure_future(coro)
        done, _ = await asyncio.wait(
            {waiter, self._task}, timeout=self.startup_timeout, return_when=asyncio.FIRST_COMPLETED
        )
        if waiter in done:
            return waiter.result()
        waiter.cancel()
        with contextlib.suppress(asyncio.CancelledError, TimeoutError):
            await waiter
        if self._task in done:
            exc = self._task.exception()
            raise RuntimeError(f"the bot stopped while waiting for {what}") from exc
        raise TimeoutError(f"timed out after {self.startup_timeout}s waiting for {what}")

    async def stop_bot(self, *, settle_first: bool = True) -> None:
        """Close the bot cleanly (gateway closed with 1000, HTTP session closed), once its
        tasks are done; ``settle_first=False`` closes at once, as a deploy's SIGTERM does, and
        the tasks still running then end with the close."""
        bot, task = self._bot, self._task
        self._bot = self._task = None
        if bot is None or task is None:
            return
        if settle_first:
            with contextlib.suppress(TimeoutError):
                await settle(self.startup_timeout, self.settle_prefixes)
        await bot.close()
        try:
            await asyncio.wait_for(task, self.startup_timeout)
        except Exception as exc:  # the bot's own crash is a test failure, with its cause
            self.loop_errors.append(f"bot.start() ended with {exc!r}")
        await self.fake.wait_for(
            lambda: not self.fake.connected,
            self.startup_timeout,
            what="the gateway socket to close",
        )

    async def restart_bot(self, factory: BotFactory | None = None) -> discord.Client:
        """Stop the running bot and start a *new* instance against the same fake world."""
        await self.stop_bot()
        return await self.start_bot(factory)

    async def settle(self, within: float | None = None) -> None:
        """Wait until the bot has no discord.py handler task (or bot:/cogs: task) running."""
        await settle(within, self.settle_prefixes)

    @contextlib.contextmanager
    def allow_errors(self, pattern: str) -> Iterator[None]:
        """Within the block, ERROR records whose message matches `pattern` are expected."""
        compiled = re.compile(pattern)
        self.errors.allowed.append(compiled)
        try:
            yield
        finally:
            self.errors.allowed.remove(compiled)

    def problems(self) -> list[str]:
        return self.errors.describe() + self.loop_errors + self.fake.problems()

    def check(self) -> None:
        """Raise AssertionError listing every problem seen so far."""
        problems = self.problems()
        if problems:
            raise AssertionError("fake Discord harness found problems:\n  " + "\n  ".join(problems))

    def reset_problems(self) -> None:
        """Forget problems seen so far (for tests that provoke them on purpose)."""
        self.errors.records.clear()
        self.loop_errors.clear()
        self.fake.unknown_routes.clear()
        self.fake.gateway_errors.clear()
        for h in self.fake.unanswered_interactions():
            h.unanswered_ok = True


@contextlib.asynccontextmanager
async def run_bot(
    factory: BotFactory,
    *,
    fake: FakeDiscord | None = None,
    wait_for_sync: bool = True,
    guild_ready_timeout: float = 0.1,
    startup_timeout: float = 5.0,
    watched_loggers: Sequence[str] = WATCHED_LOGGERS,
    setup: Callable[[FakeDiscord], None] | None = None,
) -> AsyncIterator[BotHarness]:
    """Start a fake Discord (unless given one), run the bot from `factory` against it, yield
    the harness, then stop everything and fail if the harness saw any problem.

    `setup(fake)` runs before the bot connects: add users, channels, guilds there so they are
    part of GUILD_CREATE."""
    own_fake = fake is None
    fake = fake or FakeDiscord()
    harness = BotHarness(
        fake,
        factory,
        wait_for_sync=wait_for_sync,
        guild_ready_timeout=guild_ready_timeout,
        startup_timeout=startup_timeout,
    )
    loggers = [logging.getLogger(name) for name in watched_loggers]
    for lg in loggers:
        lg.addHandler(harness.errors)
    loop = asyncio.get_running_loop()

    # Records may come from discord.py's heartbeat thread, hence call_soon_threadsafe; waking
    # the fake lets a test `fake.wait_for(lambda: harness.errors.records)`.
    def wake() -> None:
        loop.call_soon_threadsafe(fake.notify)

    harness.errors.on_record = wake
    old_handler = loop.get_exception_handler()

    def on_loop_error(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        harness.loop_errors.append(
            f"event loop: {context.get('message')} {context.get('exception')!r}"
        )
        loop.default_exception_handler(context)

    loop.set_exception_handler(on_loop_error)
    body_failed = False
    try:
        if own_fake:
            await fake.start()
        with fake.patched():
            if setup is not None:
                setup(fake)
            try:
                await harness.start_bot()
                yield harness
            except BaseException as exc:
                body_failed = True
                for problem in harness.problems():
                    exc.add_note(f"harness: {problem}")
                raise
            finally:
                await harness.stop_bot()
    finally:
        if own_fake:
            await fake.close()
        loop.set_exception_handler(old_handler)
        for lg in loggers:
            lg.removeHandler(harness.errors)
    # Only reached when the body succeeded: a passing test still fails on harness problems.
    if not body_failed:
        harness.check()


@pytest.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    """A started FakeDiscord with discord.py pointed at it (globals restored afterwards)."""
    async with FakeDiscord() as fake:
        with fake.patched():
            yield fake
