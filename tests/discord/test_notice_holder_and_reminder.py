"""Turn notices call whoever holds the seat on turn now, a muted player with no hand view that
follows the game is still called, and the turn timer's reminder says how long is left, with
the **My hand** button a turn notice has (``cogs/boston/notices.py``).

A seat on turn given to someone else (``/boston replace``): the notice calling its former
holder goes, and the new holder is called, after a graceful restart and a crash alike. A player
who muted their notices is not called while their open hand view shows them their turn; once
the Live cog lets that view go (its token's limit), nothing would tell them, so they are called
as if unmuted. The reminder at half the turn's time is a turn notice of its own (a new message,
so it pings), calling the seat's holder.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

import bot.discord_app as discord_app
from bot.tables.service import TableService
from cogs.boston.live import LET_GO_AT
from tests.discord.driver import (
    MENTION,
    Table,
    boston,
    bot_of,
    replace_seat,
    seated_table,
)
from tests.discord.test_boston_live import live_cog, notice_cog, with_clock
from tests.discord.test_notice_after_crash import called, notices, on_turn
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeUser
from tests.tables.test_club import ManualSleep


async def seat_on_turn_replaced(harness: BotHarness) -> tuple[Table, FakeUser, FakeUser]:
    """A table whose person on turn has been called; the host gives that seat to the
    kibitzer. Returns the table, the former holder and the new one."""
    table = await seated_table(harness)
    fake = harness.fake
    was = on_turn(table)
    [notice] = notices(table)
    assert called(table) == [[str(was.id)]]
    seat = bot_of(harness).tables.get(table.id).seat_of(was.id)
    host = fake.user("north")
    kibitzer = fake.user("kibitzer")
    await replace_seat(harness, host, {"seat": seat, "member": kibitzer}, channel=table.place)
    await table.settle()
    await harness.settle()
    assert notice.deleted  # it called a person who no longer holds the seat
    return table, was, kibitzer


async def test_the_new_holder_of_the_seat_on_turn_is_called(tmp_path: Path) -> None:
    """Before: the thread kept the notice calling the former holder, and the new holder was
    never called."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, was, now = await seat_on_turn_replaced(harness)
        assert called(table) == [[str(now.id)]]
        [notice] = notices(table)
        assert now.id in notice.notified and was.id not in notice.notified
        assert "My hand" in notice.labels


async def test_the_new_holder_is_called_after_a_restart(tmp_path: Path) -> None:
    """Before: the notice calling the former holder was handed to the next process as the
    new holder's, and nobody was called after the restart either."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, _, now = await seat_on_turn_replaced(harness)
        await harness.restart_bot()
        await table.settle()
        await harness.settle()
        assert called(table) == [[str(now.id)]]


async def test_the_new_holder_is_called_after_a_crash(tmp_path: Path, crashes: None) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, _, now = await seat_on_turn_replaced(harness)
        await harness.restart_bot()
        await table.settle()
        await harness.settle()
        assert called(table) == [[str(now.id)]]


async def test_a_notice_of_a_former_holder_is_handed_over_as_stale(tmp_path: Path) -> None:
    """A close while the notice calling the former holder is still up (its worker has not
    deleted it yet) hands it over as one to delete, never as the new holder's: the next
    process deletes it and calls the new holder. Before: it was handed over as the turn's
    notice, and the next process called nobody."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        fake = harness.fake
        was = on_turn(table)
        [notice] = notices(table)
        cog = notice_cog(bot_of(harness))
        live = bot_of(harness).tables.get(table.id)
        seat = live.seat_of(was.id)
        assert seat is not None
        kibitzer = fake.user("kibitzer")

        async def seat_given() -> None:
            # The worker woken by the seat change does not get to run before the close.
            await replace_seat(harness, fake.user("north"), {"seat": seat, "member": kibitzer})

        wake = cog._wake  # pyright: ignore[reportPrivateUsage]
        cog._wake = lambda turns: None  # pyright: ignore[reportPrivateUsage]
        await seat_given()
        [saved] = cog.saved()
        cog._wake = wake  # pyright: ignore[reportPrivateUsage]
        assert saved.message_id == notice.id and saved.seat is None
        await harness.restart_bot()
        await table.settle()
        await harness.settle()
        assert notice.deleted
        assert called(table) == [[str(kibitzer.id)]]


async def test_a_former_holder_s_notice_a_crash_left_is_not_adopted(
    tmp_path: Path, crashes: None
) -> None:
    """The seat on turn changes hands and the bot crashes before the notice worker writes
    the old notice's row stale: the row names whom it calls, so the next process deletes it
    and calls the new holder. Before: the row named only the seat and the turn (neither
    moved), and the notice calling the former holder was adopted as the new holder's, who
    was never called."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        fake = harness.fake
        was = on_turn(table)
        [notice] = notices(table)
        cog = notice_cog(bot_of(harness))
        seat = bot_of(harness).tables.get(table.id).seat_of(was.id)
        assert seat is not None
        kibitzer = fake.user("kibitzer")
        cog._wake = lambda turns: None  # pyright: ignore[reportPrivateUsage]
        await replace_seat(harness, fake.user("north"), {"seat": seat, "member": kibitzer})
        assert not notice.deleted
        await harness.restart_bot()
        await table.settle()
        await harness.settle()
        assert notice.deleted
        assert called(table) == [[str(kibitzer.id)]]


async def test_a_muted_player_whose_view_was_let_go_is_called(tmp_path: Path) -> None:
    """Muted, a player is not called while their open hand view follows the game (it shows
    them their turn). Once the Live cog has let that view go (its token's limit), nothing
    shows them their turn: they are called. Before: no sign at all."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        clock = await with_clock(harness)
        table = await seated_table(harness)
        fake = harness.fake
        muted = on_turn(table)
        view = table.views[muted.id]
        await (await fake.click(muted, view, label="🔕 Mute mentions")).done()
        await table.settle()
        assert "🔕 No more turn mentions while your open hand view follows" in view.text
        assert "you are mentioned on your turn all the same" in view.text
        assert notices(table) == []
        await table.step(muted, refresh=False)
        # Every view old enough is let go; the others draw theirs afresh as they play.
        clock.now += LET_GO_AT + 1
        live_cog(bot_of(harness)).sweep()
        await table.settle()
        assert not live_cog(bot_of(harness)).is_live(table.id, muted.id)
        for _ in range(20):
            if on_turn(table) is muted:
                break
            await table.step(on_turn(table), refresh=True)
        assert on_turn(table) is muted
        assert called(table) == [[str(muted.id)]]


async def test_a_muted_player_is_called_when_their_view_is_let_go_on_their_turn(
    tmp_path: Path,
) -> None:
    """The view let go while it is their turn: the cog looks again at the moment the Live
    cog lets it go, and calls them."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        clock = await with_clock(harness)
        table = await seated_table(harness)
        fake = harness.fake
        muted = on_turn(table)
        await (await fake.click(muted, table.views[muted.id], label="🔕 Mute mentions")).done()
        await table.settle()
        assert notices(table) == []
        cog = notice_cog(bot_of(harness))
        turns = cog._turns[table.id]  # pyright: ignore[reportPrivateUsage]
        timer = turns.timer
        assert timer is not None  # set for when the view is let go
        loop = asyncio.get_running_loop()
        assert timer.when() - loop.time() == pytest.approx(LET_GO_AT, abs=1.0)
        clock.now += LET_GO_AT + 1
        timer.cancel()
        cog._wake(turns)  # pyright: ignore[reportPrivateUsage]  # the timer's call, now
        await table.settle()
        await harness.settle()
        assert called(table) == [[str(muted.id)]]


def timers(monkeypatch: pytest.MonkeyPatch) -> ManualSleep:
    """Turn timers the test releases by hand."""
    sleep = ManualSleep()
    made: Callable[..., TableService] = discord_app.TableService

    def make(*args: Any, **kwargs: Any) -> TableService:
        return made(*args, sleep=sleep.sleep, **kwargs)

    monkeypatch.setattr(discord_app, "TableService", make)
    return sleep


async def until(check: Callable[[], bool], settle: Callable[[], Awaitable[None]]) -> None:
    for _ in range(50):
        await settle()
        if check():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("never came")


async def test_the_timer_reminder_says_the_time_left_with_my_hand(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At half of a 10-minute turn: a new notice calling the person on turn, "about 5
    minutes left", with **My hand**; even a player who muted their notices (a computer takes
    their seat next). Before: a bare "<@…>, it is your turn." without a button."""
    sleep = timers(monkeypatch)
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness, options={"timer": 10})
        fake = harness.fake
        slow = on_turn(table)
        [first] = notices(table)
        await (await fake.click(slow, table.views[slow.id], label="🔕 Mute mentions")).done()
        await table.settle()
        assert first.deleted and notices(table) == []
        while sleep.waiting and sleep.waiting[0][1].done():
            sleep.waiting.pop(0)
        assert await sleep.next_waiter() == 300.0  # half of ten minutes
        sleep.release()
        await until(lambda: bool(notices(table)), harness.settle)
        [reminder] = notices(table)
        assert MENTION.findall(reminder.content) == [str(slow.id)]
        assert slow.id in reminder.notified
        assert reminder.content.endswith("About 5 minutes left before a computer plays for you.")
        assert "My hand" in reminder.labels
        await table.step(slow, refresh=True)
        await table.settle()
        assert reminder.deleted


async def test_the_timer_reminder_calls_the_seat_s_holder_now(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The seat on turn given to someone else starts the turn's time over: its reminder
    calls the new holder, never the former one."""
    sleep = timers(monkeypatch)
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness, options={"timer": 4})
        fake = harness.fake
        was = on_turn(table)
        seat = bot_of(harness).tables.get(table.id).seat_of(was.id)
        kibitzer = fake.user("kibitzer")
        await replace_seat(harness, fake.user("north"), {"seat": seat, "member": kibitzer})
        await table.settle()
        await harness.settle()
        [notice] = notices(table)
        assert MENTION.findall(notice.content) == [str(kibitzer.id)]
        while sleep.waiting and sleep.waiting[0][1].done():
            sleep.waiting.pop(0)  # the former holder's timer, stopped
        assert await sleep.next_waiter() == 120.0
        sleep.release()
        await until(lambda: notice.deleted and bool(notices(table)), harness.settle)
        [reminder] = notices(table)
        assert MENTION.findall(reminder.content) == [str(kibitzer.id)]
        assert kibitzer.id in reminder.notified and was.id not in reminder.notified
        assert reminder.content.endswith("About 2 minutes left before a computer plays for you.")
