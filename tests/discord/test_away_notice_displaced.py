"""A step-away notice whose edit Discord refused is not forgotten when a newer notice is saved
with the same seat change (migration 0020: ``seat_changes.notice_id``;
``cogs/boston/table_away.py``: ``notice_displaced``).

A seat change made before the table's next event replaces the row of the one before it (a
seat change moves no sequence number), and so does the notice's message saved with it. A
person stepping away, taking the seat back while Discord refused the edit of their notice
(the line "… is back at the table." said it instead), and stepping away again before anyone
played: the second notice was saved over the first, which kept its **Take my seat back**
for good (a later process did not know it any more, in a busy thread). It is edited now,
as the second is saved."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tests.discord.agreed_stop import end_table
from tests.discord.driver import boston, bot_of, seated_table
from tests.discord.test_seat_news_after_crash import lines_with, not_on_turn
from tests.discord.test_seat_news_said_once import chatter
from tests.support.fake_discord import Fault

EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"


def _saved(path: Path) -> list[int]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT notice_id FROM seat_changes WHERE notice_id IS NOT NULL")
        return [int(row[0]) for row in rows]


async def test_a_notice_not_edited_is_edited_when_a_newer_one_takes_its_place(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user = not_on_turn(table)
        await (await fake.click(user, table.views[user.id], label="Let a computer play")).done()
        await table.settle()
        [first] = lines_with(table, "stepped away")
        seq = bot_of(harness).tables.get(table.id).seq
        fake.faults.inject(
            EDIT,
            Fault.server_error(503),
            match=lambda r: r.path.endswith(f"/messages/{first.id}"),
        )
        await (await fake.click(user, first, label="Take my seat back")).done()
        await table.settle()
        assert lines_with(table, "is back at the table") != []  # said instead of the edit
        assert "Take my seat back" in first.labels
        view = await table.refresh(user)
        await (await fake.click(user, view, label="Let a computer play")).done()
        await table.settle()
        assert bot_of(harness).tables.get(table.id).seq == seq  # the same seat change's row
        [second] = [m for m in lines_with(table, "stepped away") if m is not first]
        assert _saved(path) == [second.id]
        # The first is no longer offered: they took the seat back since.
        assert first.text == f"<@{user.id}> stepped away for a while and has taken the seat back."
        assert not first.custom_ids
        assert "Take my seat back" in second.labels
        # A later process, in a busy thread, edits the second at the game's end.
        await harness.restart_bot()
        await table.settle()
        chatter(harness, table)
        await end_table(fake, fake.owner, {"table": table.id})
        await table.settle()
        assert second.text == (
            f"<@{user.id}> stepped away: a computer played the seat until the end of the game."
        ), second.text
        assert not first.custom_ids and not second.custom_ids
        assert _saved(path) == []
        assert harness.problems() == []
