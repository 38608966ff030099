"""The hand view of someone away says why: the turn timer, or their own step away.

A playtest: a player the turn timer moved came back to the phone and read "A computer plays your
seat until you take it back.", the same line as someone who pressed **Let a computer play**, and
did not know why they were away. Now the timer's reads "Your time ran out: a computer plays your
seat until you take it back." (Swedish "Din tid tog slut: en dator spelar din plats tills du tar
tillbaka den."); a step away of their own still reads as before. Why is saved with the seat
change (migration 0021), so a restart says it too, and a step-away notice a stop left unsaid
says at start-up that the timer moved them (the thread's own notice did already)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from bot.discord_app import BostonBot, create_bot
from bot.i18n import t
from bot.tables import SeededShuffler, TableService
from db.database import Database
from tests.discord.driver import SEED, Table, _world, bot_of, seated_table, settings_for
from tests.discord.test_seat_news_after_crash import deaf_table_cog
from tests.support.bot_runner import BotHarness, run_bot
from tests.support.fake_model import FakeUser
from tests.tables.test_club import ManualSleep

TIME_RAN_OUT = "Your time ran out: a computer plays your seat until you take it back."
UNTIL = "A computer plays your seat until you take it back."


@asynccontextmanager
async def timed(path: Path, sleep: ManualSleep) -> AsyncIterator[BotHarness]:
    """The bot with turn timers the test releases by hand; each start (a restart too) builds
    its table service afresh from the database, as a new process does."""
    db = await Database.open(path)

    def factory() -> BostonBot:
        service = TableService(
            db, shuffler=SeededShuffler(SEED), computer_delay=0, seed=SEED, sleep=sleep.sleep
        )
        return create_bot(
            settings_for(path),
            service=service,
            edit_interval=0,
            follow_interval=0,
            view_rows_every=3600.0,
        )

    try:
        async with run_bot(factory, setup=_world) as harness:
            yield harness
    finally:
        await db.close()


async def timed_out(table: Table, sleep: ManualSleep) -> FakeUser:
    """The person on turn lets the turn timer run out (its reminder at half time, then the
    computer): who that was."""
    user = table.on_turn()
    assert user is not None
    for _ in range(2):
        await sleep.next_waiter()
        sleep.release()
    await table.fake.wait_for_message(table.place, lambda m: "did not play in time" in m.text)
    await table.settle()
    assert bot_of(table.harness).tables.get(table.id).away_seat_of(user.id) is not None
    return user


async def restart(table: Table) -> None:
    await table.harness.restart_bot()
    await table.settle()


def first_line(view_text: str) -> str:
    return view_text.splitlines()[0]


async def test_the_view_of_someone_the_timer_moved_says_their_time_ran_out(
    tmp_path: Path,
) -> None:
    sleep = ManualSleep()
    async with timed(tmp_path / "b.sqlite3", sleep) as harness:
        table = await seated_table(harness, options={"timer": 2})
        user = await timed_out(table, sleep)
        view = await table.open_hand(user)
        assert first_line(view.text) == TIME_RAN_OUT, view.text
        assert "Take my seat back" in view.labels
        # Said after a restart too: the reason was saved with the seat change.
        await restart(table)
        view = await table.open_hand(user)
        assert first_line(view.text) == TIME_RAN_OUT, view.text
        # Back, then away by their own choice: the timer's words are gone.
        await (await table.fake.click(user, view, label="Take my seat back")).done()
        await table.settle()
        others = [u for u in table.users.values() if u is not user]
        assert table.on_turn() in others  # not on turn: no "starting with this turn"
        await (
            await table.fake.click(user, table.views[user.id], label="Let a computer play")
        ).done()
        await table.settle()
        view = await table.open_hand(user)
        assert first_line(view.text) == UNTIL, view.text
        await restart(table)
        view = await table.open_hand(user)
        assert first_line(view.text) == UNTIL, view.text


async def test_the_view_of_someone_who_stepped_away_does_not_say_time_ran_out(
    tmp_path: Path,
) -> None:
    """At one table the timer moved one person and another stepped away: each view says
    what happened to its own seat, before and after a restart."""
    sleep = ManualSleep()
    async with timed(tmp_path / "b.sqlite3", sleep) as harness:
        table = await seated_table(harness, options={"timer": 2})
        moved = await timed_out(table, sleep)
        user = next(u for u in table.users.values() if u not in (moved, table.on_turn()))
        await (
            await table.fake.click(user, table.views[user.id], label="Let a computer play")
        ).done()
        await table.settle()
        for _ in range(2):
            view = await table.open_hand(user)
            assert first_line(view.text) == UNTIL, view.text
            assert "time ran out" not in view.text
            assert "Take my seat back" in view.labels
            view = await table.open_hand(moved)
            assert first_line(view.text) == TIME_RAN_OUT, view.text
            await restart(table)


@pytest.mark.usefixtures("crashes")
async def test_a_timed_out_notice_a_crash_left_unsaid_says_the_timer_moved_them(
    tmp_path: Path,
) -> None:
    """Start-up posts the step-away notice a stop right after the change left unsaid
    (``seat_news_owed``): for a person the timer moved, the timer's notice, which calls them."""
    sleep = ManualSleep()
    async with timed(tmp_path / "b.sqlite3", sleep) as harness:
        table = await seated_table(harness, options={"timer": 2})
        user = table.on_turn()
        assert user is not None
        deaf_table_cog(harness)
        for _ in range(2):  # the reminder, then the computer
            await sleep.next_waiter()
            sleep.release()
        await table.settle()
        service = bot_of(harness).tables
        assert service.get(table.id).away_seat_of(user.id) is not None
        assert not [
            m
            for m in table.place.visible_messages()
            if f"<@{user.id}>" in m.text and "Take my seat back" in m.labels
        ]
        await harness.stop_bot()
        await harness.start_bot()
        await table.settle()
        [notice] = [m for m in table.place.visible_messages() if "Take my seat back" in m.labels]
        assert notice.text == t("en", "notice.timed_out", who=f"<@{user.id}>"), notice.text


def test_the_words_in_swedish() -> None:
    assert t("sv", "seat.computer_plays_timed_out") == (
        "Din tid tog slut: en dator spelar din plats tills du tar tillbaka den."
    )
    assert t("en", "seat.computer_plays_timed_out") == TIME_RAN_OUT
