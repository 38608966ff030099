"""A turn notice is public and calls one person: its line is in the server's public language
(the whole channel reads it, as it reads the table message), and a person who clicks in
another language gets a second, small line (``-# ``) in theirs saying what to do, and the
**My hand** button under it in theirs too. Nobody else's notice grows a line.

Before, the whole notice was in the called person's language: at an English server, Sven's
call was Swedish to everyone in the channel, and at a Swedish server the English-speaking
players' calls were English."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.wrapping import PHONE_LINE, display_width
from tests.discord.driver import Table, boston, seated_table
from tests.discord.test_notice_holder_and_reminder import timers, until
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser

SWEDE_FIRST = ("sven", "east", "south", "west")
"""Sven clicks in Swedish (his locale); the others in English."""


def live_notices_to(table: Table, user: FakeUser) -> list[FakeMessage]:
    return [
        m
        for m in table.place.visible_messages()
        if not m.deleted and m.content.startswith(f"<@{user.id}>,")
    ]


async def calls(table: Table) -> dict[str, FakeMessage]:
    """Each of the four people's first turn notice, by username (they play until each has
    been called)."""
    called: dict[str, FakeMessage] = {}
    for _ in range(12):
        user = table.on_turn()
        assert user is not None, table.message.text
        [notice] = live_notices_to(table, user)
        called.setdefault(user.username, notice)
        if len(called) == 4:
            break
        await table.step(user, refresh=False)
    assert len(called) == 4, called
    return called


def labels(message: FakeMessage) -> list[str]:
    return [str(b.get("label")) for b in message.buttons]


def own_line(notice: FakeMessage) -> str:
    """The small line in the called person's language."""
    [_first, second] = notice.content.splitlines()
    assert second.startswith("-# "), notice.content
    return second.removeprefix("-# ")


async def swedish_server(harness: BotHarness) -> None:
    fake = harness.fake
    await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()


async def test_an_english_server_calls_sven_in_english_with_a_swedish_line(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness, players=SWEDE_FIRST)
        sven = harness.fake.user("sven")
        called = await calls(table)
        notice = called["sven"]
        first = notice.content.splitlines()[0]
        # The public line in the server's language: the channel reads whom it calls.
        assert first.startswith(f"<@{sven.id}>, your turn at table {table.id}: "), notice.content
        # Sven reads what to do in Swedish, and his button too.
        line = own_line(notice)
        assert line.startswith("Din tur: "), notice.content
        assert f"<@{sven.id}>" not in line and str(table.id) not in line
        assert labels(notice) == ["Min hand"]
        # Short on a phone: his line fits one.
        assert display_width(notice.content.splitlines()[1]) <= PHONE_LINE, notice.content
        for name in ("east", "south", "west"):
            # Read in the server's language: one line, as before.
            content = called[name].content
            assert "\n" not in content and f"your turn at table {table.id}: " in content
            assert labels(called[name]) == ["My hand"]
        assert "Deal 1" in table.message.text  # the table message in the server's language


async def test_a_swedish_server_calls_the_english_readers_in_swedish_with_their_line(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        await swedish_server(harness)
        table = await seated_table(harness, players=SWEDE_FIRST)
        called = await calls(table)
        # Sven reads the server's language: his call is one line.
        assert "\n" not in called["sven"].content, called["sven"].content
        assert f"din tur vid bord {table.id}: " in called["sven"].content
        assert labels(called["sven"]) == ["Min hand"]
        for name in ("east", "south", "west"):
            notice = called[name]
            user = harness.fake.user(name)
            first = notice.content.splitlines()[0]
            assert first.startswith(f"<@{user.id}>, din tur vid bord {table.id}: "), first
            assert own_line(notice).startswith("Your turn: "), notice.content
            assert labels(notice) == ["My hand"]


async def test_the_timer_reminder_says_the_time_left_in_both(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At half of a 10-minute turn at a Swedish server, an English reader's reminder says the
    time left on the public line in Swedish and on theirs in English."""
    sleep = timers(monkeypatch)
    async with boston(tmp_path / "b.sqlite3") as harness:
        await swedish_server(harness)
        table = await seated_table(harness, options={"timer": 10})
        slow = table.on_turn()
        assert slow is not None
        [first] = live_notices_to(table, slow)
        while sleep.waiting and sleep.waiting[0][1].done():
            sleep.waiting.pop(0)
        assert await sleep.next_waiter() == 300.0  # half of ten minutes
        sleep.release()
        await until(lambda: first.deleted and bool(live_notices_to(table, slow)), harness.settle)
        [reminder] = live_notices_to(table, slow)
        public, own = reminder.content.splitlines()
        assert public.endswith("Ungefär 5 minuter kvar innan en dator spelar åt dig."), public
        assert own.startswith("-# Your turn: "), own
        assert own.endswith("About 5 minutes left before a computer plays for you."), own
