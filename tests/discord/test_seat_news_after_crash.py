"""What the thread is told of a seat change survives a crash right after the change was saved.

A step away, a seat taken back and a seat given to someone else are saved before the Table
cog queues their lines: a crash between the two used to lose them. Start-up now derives what
is owed from the saved seats (as owed results are, ``cogs/boston/table_owed.py``), once:

- someone away whose step-away notice never went out gets it (before: nobody was told, and
  taking the seat back then posted "<@Anna> is back at the table." after no notice at all);
- a notice still offering **Take my seat back** to someone back at their seat is edited to
  say so (before: it stayed, and pressing it was refused: "You are at your own seat
  already…");
- a seat given to another person gets its line "Seat 2: <@Kim> takes over from <@East>."
  (before: never posted).

Nothing is said twice: not at a second start-up, and not for a change older than a result
the thread took (its line went out before that result). The crash is the bot stopped with
its Table cog told nothing of the change and nothing of its close handed over."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from cogs.boston.table import TableCog
from cogs.boston.table_away import seat_news_owed
from tests.discord.driver import Table, boston, bot_of, replace_seat, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser


def deaf_table_cog(harness: BotHarness) -> None:
    """The Table cog hears no more changes: a crash comes right after the next one is saved,
    before its line is queued."""
    cog = bot_of(harness).get_cog("Table")  # each bot loads its cogs afresh
    assert type(cog).__name__ == TableCog.__name__
    unsubscribe = getattr(cog, "_unsubscribe")  # noqa: B009
    assert callable(unsubscribe)
    unsubscribe()
    setattr(cog, "_unsubscribe", None)  # noqa: B010  (not again at its unload)


async def crash_and_start(harness: BotHarness, table: Table) -> None:
    await harness.stop_bot()
    await harness.start_bot()
    await table.settle()


def lines_with(table: Table, text: str) -> list[FakeMessage]:
    return [m for m in table.place.visible_messages() if text in m.text]


def not_on_turn(table: Table) -> FakeUser:
    return next(u for u in table.users.values() if u is not table.on_turn())


async def seat_given(harness: BotHarness, *, deaf: bool) -> tuple[Table, FakeUser, int, FakeUser]:
    """A seated table whose seat of someone not on turn the owner gives to Kibitzer
    (``/boston replace``): ``deaf``, with the Table cog told nothing of it, as a stop right
    after the change was saved leaves it. The table, the person replaced, the seat, Kibitzer."""
    table = await seated_table(harness)
    user = not_on_turn(table)
    seat = bot_of(harness).tables.get(table.id).seat_of(user.id)
    assert seat is not None
    kibitzer = harness.fake.user("kibitzer")
    if deaf:
        deaf_table_cog(harness)
    await replace_seat(
        harness, harness.fake.owner, {"seat": seat, "member": kibitzer, "table": table.id}
    )
    return table, user, seat, kibitzer


@pytest.mark.usefixtures("crashes")
async def test_a_step_away_saved_before_a_crash_gets_its_notice_once(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user = not_on_turn(table)
        deaf_table_cog(harness)
        await (
            await table.fake.click(user, table.views[user.id], label="Let a computer play")
        ).done()
        assert bot_of(harness).tables.get(table.id).away_seat_of(user.id) is not None
        assert lines_with(table, "stepped away") == []
        await crash_and_start(harness, table)
        away = f"<@{user.id}> stepped away: a computer plays the seat until they take it back."
        [notice] = lines_with(table, "stepped away")
        assert notice.text == away
        assert "Take my seat back" in notice.labels
        await crash_and_start(harness, table)  # never twice
        assert lines_with(table, "stepped away") == [notice]
        # Taken back: the notice says so, and no line says they are back after no notice.
        await (await table.fake.click(user, notice, label="Take my seat back")).done()
        await table.settle()
        assert notice.text == f"<@{user.id}> stepped away for a while and has taken the seat back."
        assert lines_with(table, "is back at the table") == []
        assert harness.problems() == []


@pytest.mark.usefixtures("crashes")
async def test_a_seat_taken_back_before_a_crash_gets_its_notice_edited(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user = not_on_turn(table)
        await (
            await table.fake.click(user, table.views[user.id], label="Let a computer play")
        ).done()
        await table.settle()
        [notice] = lines_with(table, "stepped away")
        deaf_table_cog(harness)
        await (await table.fake.click(user, notice, label="Take my seat back")).done()
        assert bot_of(harness).tables.get(table.id).seat_of(user.id) is not None
        assert "Take my seat back" in notice.labels
        await crash_and_start(harness, table)
        assert notice.text == f"<@{user.id}> stepped away for a while and has taken the seat back."
        assert not notice.custom_ids
        assert lines_with(table, "is back at the table") == []
        assert harness.problems() == []


@pytest.mark.usefixtures("crashes")
async def test_a_seat_given_before_a_crash_gets_its_line_once(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, user, seat, kibitzer = await seat_given(harness, deaf=True)
        assert bot_of(harness).tables.get(table.id).seat_of(kibitzer.id) == seat
        await crash_and_start(harness, table)
        line = f"Seat {seat}: <@{kibitzer.id}> takes over from <@{user.id}>."
        assert [m.text for m in lines_with(table, "takes over")] == [line]
        await crash_and_start(harness, table)  # never twice
        assert [m.text for m in lines_with(table, "takes over")] == [line]
        assert harness.problems() == []


@pytest.mark.usefixtures("crashes")
async def test_a_seat_given_while_away_before_a_crash_says_who_has_it(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user = not_on_turn(table)
        await (
            await table.fake.click(user, table.views[user.id], label="Let a computer play")
        ).done()
        await table.settle()
        [notice] = lines_with(table, "stepped away")
        seat = bot_of(harness).tables.get(table.id).away_seat_of(user.id)
        kibitzer = fake.user("kibitzer")
        deaf_table_cog(harness)
        await replace_seat(
            harness, fake.owner, {"seat": seat, "member": kibitzer, "table": table.id}
        )
        await crash_and_start(harness, table)
        assert notice.text == (
            f"<@{user.id}> stepped away; seat {seat} has since been given to <@{kibitzer.id}>."
        ), notice.text
        assert not notice.custom_ids
        [line] = lines_with(table, "takes over")
        assert line.text.startswith(f"Seat {seat}: <@{kibitzer.id}> takes over from "), line.text
        assert f"<@{user.id}>" in line.text  # who lost the seat is called
        assert harness.problems() == []


@pytest.mark.usefixtures("crashes")
async def test_a_seat_change_older_than_a_posted_result_is_not_said_again(
    tmp_path: Path,
) -> None:
    """A line queued before a result Discord took went out before it: a thread that no
    longer shows it among its latest messages (deleted, say) does not get it again."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, _, _, kibitzer = await seat_given(harness, deaf=False)
        await table.settle()
        [line] = lines_with(table, "takes over")
        table.users[kibitzer.id] = kibitzer
        table.held[kibitzer.id] = set()
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None
        while live.game.deals.settled < 1:
            on_turn = table.on_turn()
            assert on_turn is not None
            await table.step(on_turn)
        await table.settle()
        line.deleted = True  # a moderator took it down
        await crash_and_start(harness, table)
        assert lines_with(table, "takes over") == []
        assert harness.problems() == []


@pytest.mark.usefixtures("crashes")
async def test_a_seat_this_process_was_told_of_is_left_to_its_own_lines(tmp_path: Path) -> None:
    """A change made in the new process before start-up's look (its server arriving late)
    is said by its own lines, queued or on their way: the look does not say it again."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user = not_on_turn(table)
        deaf_table_cog(harness)
        await (
            await table.fake.click(user, table.views[user.id], label="Let a computer play")
        ).done()
        await crash_and_start(harness, table)
        [notice] = lines_with(table, "stepped away")
        notice.deleted = True  # as if its post were still on its way, its change not said
        with sqlite3.connect(tmp_path / "b.sqlite3") as conn:
            conn.execute("UPDATE seat_changes SET said = 0 WHERE seq > 0")
        live = bot_of(harness).tables.get(table.id)
        seat = live.away_seat_of(user.id)
        assert seat is not None
        bot = bot_of(harness)
        assert await seat_news_owed(bot, live, 0, "en", {seat}) == []
        [(text, *_)] = await seat_news_owed(bot, live, 0, "en", set())
        assert text == notice.text
