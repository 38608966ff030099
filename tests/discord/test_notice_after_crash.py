"""Turn notices across a crash: each notice's row is written once Discord accepted it and
dropped once it is deleted (``cogs/boston/notices.py``, ``handover_notices``), so a process
that ends without its close leaves the next one the notices still up, which it adopts as
after a close: one live notice per table, never an old one beside a new one.

The crash is the bot stopped with nothing of its close written (the restart handover's
``save``, which a clean close runs, does nothing): what the database then holds is what the
workers wrote while the bot ran, as after a SIGKILL. The fake Discord keeps every message.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.discord.driver import MENTION, Table, boston, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser

NOTICE = "your turn at table"
NOTICE_POST = "POST /channels/{channel_id}/messages"


def notices(table: Table) -> list[FakeMessage]:
    return [m for m in table.place.visible_messages() if NOTICE in m.content]


def called(table: Table) -> list[list[str]]:
    """Whom each live notice of the table calls."""
    return [MENTION.findall(m.content) for m in notices(table)]


def on_turn(table: Table) -> FakeUser:
    user = table.on_turn()
    assert user is not None, table.message.text
    return user


def notice_posts(harness: BotHarness, since: int) -> int:
    fake = harness.fake
    return sum(
        1
        for r in fake.requests[since:]
        if r.route == NOTICE_POST and NOTICE in str((r.json or {}).get("content"))
    )


def execute(path: Path, sql: str) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute(sql)


async def crash_and_start(harness: BotHarness) -> None:
    await harness.stop_bot()
    await harness.start_bot()


@pytest.mark.usefixtures("crashes")
async def test_after_a_crash_the_notice_up_is_adopted_not_doubled(tmp_path: Path) -> None:
    """Before: the new process knew no notice, called the person again, and the old notice
    stayed beside the new one (two live notices, the person pinged twice)."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        first = on_turn(table)
        [notice] = notices(table)
        since = len(harness.fake.requests)
        await crash_and_start(harness)
        await table.settle()
        assert notices(table) == [notice] and not notice.deleted
        assert notice_posts(harness, since) == 0, "the person on turn was called twice"
        # The adopted notice is the new process's own: it goes once they act, and the next
        # person is called, with one live notice again.
        await table.step(first)
        assert notice.deleted
        assert called(table) == [[str(on_turn(table).id)]]
        # And again after a second crash, a notice this process posted and wrote down.
        [current] = notices(table)
        await crash_and_start(harness)
        await table.settle()
        assert notices(table) == [current]


@pytest.mark.usefixtures("crashes")
async def test_a_row_of_an_earlier_turn_of_the_same_seat_is_not_taken_for_the_notice(
    tmp_path: Path,
) -> None:
    """A row may be of an earlier turn (written late, or the crash came before its notice
    was deleted) while the same seat is on turn again: the seat alone would keep a notice for
    a turn that is over. Compared with the turn, it is deleted and the person called anew."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        first = on_turn(table)
        [notice] = notices(table)
        await harness.stop_bot()
        execute(path, "UPDATE handover_notices SET turn = turn - 1")
        await harness.start_bot()
        await table.settle()
        assert notice.deleted
        [fresh] = notices(table)
        assert fresh is not notice and called(table) == [[str(first.id)]]
        assert first.id in fresh.notified


@pytest.mark.usefixtures("crashes")
async def test_an_ended_table_s_notice_left_by_a_crash_is_deleted(tmp_path: Path) -> None:
    """The game ended (here: abandoned behind the bot's back) and the process died before its
    worker deleted the notice: an ended table is not rebuilt, but its notice's row is taken by
    the next process, which deletes it."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        [notice] = notices(table)
        await harness.stop_bot()
        execute(path, f"UPDATE tables SET status = 'abandoned' WHERE id = {table.id}")
        await harness.start_bot()
        await harness.settle()
        assert notice.deleted and notices(table) == []
        with sqlite3.connect(path) as conn:
            assert conn.execute("SELECT COUNT(*) FROM handover_notices").fetchone()[0] == 0
