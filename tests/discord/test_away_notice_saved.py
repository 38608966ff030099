"""A step-away notice is found wherever it is in the thread (migration 0020,
``seat_changes.notice_id``; ``cogs/boston/table_away.py``).

A later process (a crash before the notice was edited, a restart while the person was away)
used to look for an earlier process's notice only among the thread's latest 50 messages: in
a busy thread the notice of someone back at their seat kept its **Take my seat back**, and
pressing it said "You are at your own seat already…". Its message is now saved with its seat
change once Discord took it, and edited directly; the thread's latest messages are still
looked through (a notice saved before 0020, or one a stop came right after)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.discord.driver import Table, boston, bot_of, seated_table
from tests.discord.test_seat_news_after_crash import (
    crash_and_start,
    deaf_table_cog,
    lines_with,
    not_on_turn,
)
from tests.discord.test_seat_news_said_once import chatter
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser


async def stepped_away(harness: BotHarness) -> tuple[Table, FakeUser, FakeMessage]:
    """A seated table where a player not on turn has stepped away: the table, who, and the
    step-away notice the thread got."""
    table = await seated_table(harness)
    user = not_on_turn(table)
    await (await table.fake.click(user, table.views[user.id], label="Let a computer play")).done()
    await table.settle()
    [notice] = lines_with(table, "stepped away")
    return table, user, notice


def _saved(path: Path) -> list[int]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT notice_id FROM seat_changes WHERE notice_id IS NOT NULL")
        return [int(row[0]) for row in rows]


@pytest.mark.usefixtures("crashes")
async def test_a_seat_taken_back_before_a_crash_edits_a_notice_far_back(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table, user, notice = await stepped_away(harness)
        assert _saved(path) == [notice.id]
        chatter(harness, table)  # the notice is further back than start-up's look
        deaf_table_cog(harness)
        await (await table.fake.click(user, notice, label="Take my seat back")).done()
        assert bot_of(harness).tables.get(table.id).seat_of(user.id) is not None
        await crash_and_start(harness, table)
        assert notice.text == f"<@{user.id}> stepped away for a while and has taken the seat back."
        assert not notice.custom_ids
        assert lines_with(table, "is back at the table") == []
        assert _saved(path) == []  # edited: no later start-up fetches it
        assert harness.problems() == []


async def test_a_notice_of_an_earlier_process_far_back_is_edited_when_taken_back(
    tmp_path: Path,
) -> None:
    """A restart while they were away: the new process did not post the notice, and finds
    it by its saved message when they take the seat back."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table, user, notice = await stepped_away(harness)
        await harness.restart_bot()
        await table.settle()
        chatter(harness, table)
        await (await table.fake.click(user, notice, label="Take my seat back")).done()
        await table.settle()
        assert notice.text == f"<@{user.id}> stepped away for a while and has taken the seat back."
        assert not notice.custom_ids
        assert lines_with(table, "is back at the table") == []
        assert harness.problems() == []


@pytest.mark.usefixtures("crashes")
async def test_a_saved_notice_deleted_meanwhile_is_let_go(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table, user, notice = await stepped_away(harness)
        deaf_table_cog(harness)
        await (await table.fake.click(user, notice, label="Take my seat back")).done()
        notice.deleted = True  # a moderator took it down
        await crash_and_start(harness, table)
        assert _saved(path) == []
        assert harness.problems() == []


@pytest.mark.usefixtures("crashes")
async def test_a_notice_whose_message_was_not_saved_is_found_in_the_thread(
    tmp_path: Path,
) -> None:
    """A stop between the notice's post and the write of its message (and of its mark) leaves
    it to the thread's latest messages, as before 0020: still edited once, not posted again."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table, user, notice = await stepped_away(harness)
        with sqlite3.connect(path) as conn:  # as a stop right after the post leaves it
            conn.execute("UPDATE seat_changes SET notice_id = NULL, said = 0 WHERE seq > 0")
        deaf_table_cog(harness)
        await (await table.fake.click(user, notice, label="Take my seat back")).done()
        await crash_and_start(harness, table)
        assert notice.text == f"<@{user.id}> stepped away for a while and has taken the seat back."
        assert lines_with(table, "stepped away") == [notice]
        assert lines_with(table, "is back at the table") == []
        assert harness.problems() == []


@pytest.mark.usefixtures("crashes")
async def test_a_notice_found_in_the_thread_at_start_up_is_saved_with_its_change(
    tmp_path: Path,
) -> None:
    """A stop right after the notice's post, its person still away: start-up finds it among
    the thread's latest messages and keeps it with its change, so that once the thread is
    busy a later process still edits it when they take the seat back."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table, user, notice = await stepped_away(harness)
        with sqlite3.connect(path) as conn:  # as a stop right after the post leaves it
            conn.execute("UPDATE seat_changes SET notice_id = NULL, said = 0 WHERE seq > 0")
        await crash_and_start(harness, table)
        assert lines_with(table, "stepped away") == [notice]  # not posted again
        assert _saved(path) == [notice.id]
        await harness.restart_bot()
        await table.settle()
        chatter(harness, table)  # the notice is further back than start-up's look
        await (await table.fake.click(user, notice, label="Take my seat back")).done()
        await table.settle()
        assert notice.text == f"<@{user.id}> stepped away for a while and has taken the seat back."
        assert not notice.custom_ids
        assert harness.problems() == []
