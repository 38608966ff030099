"""What a move of a table whose channel was deleted leaves owed (migration 0025): the call of
its people in the new thread, owed from the move's own write (``set_table_messages(
channel_id=…)``) and taken in its resume's own write (``set_table_status('playing')``); and
the channels its moves posted in, kept before each post, read back and dropped once looked
through. A table's end (finished, abandoned, broken) drops both in its own write; start-up
drops the call of a table not paused. The resume's write says whether it took the call: only
the one that did makes it (``TableChange.called``). Only a move saved at a table paused owes
the call, and a pause of a table playing drops one left to it: a call never waits at a table
that has no resume to take it."""

from __future__ import annotations

import pytest

from db import Database
from db.connection import Tx
from db.errors import TableStatusChanged
from db.models import Shards
from tests.db.test_db_handover import SNOWFLAKE, new_table


async def test_the_moved_call_is_owed_from_the_move_s_write_until_the_resume_s(
    db: Database,
) -> None:
    table, other = await new_table(db), await new_table(db)
    for paused in (table, other):
        await db.set_table_status(paused, "paused")
    await db.set_table_messages(table, thread_id=None)  # no move: no call
    assert await db.moved_calls() == []
    await db.set_table_messages(table, channel_id=SNOWFLAKE, thread_id=None)
    row = await db.table(table)
    assert row is not None
    assert await db.moved_calls() == [(table, row.guild_id)]
    assert await db.moved_calls(shards=Shards(count=2, ids=(1 - (row.guild_id >> 22) % 2,))) == []
    await db.set_table_messages(table, channel_id=SNOWFLAKE + 1)  # moved again: still one
    await db.set_table_messages(other, channel_id=SNOWFLAKE + 2)
    assert await db.set_table_status(table, "playing") is True  # this write took the call
    assert await db.set_table_status(table, "paused", expected=("playing",)) is False
    assert await db.moved_calls() == [(other, row.guild_id)]  # a pause keeps none
    assert await db.set_table_status(table, "playing", expected=("paused",)) is False
    assert await db.drop_stale_moved_calls() == 0  # ``other`` is paused: owed to its resume
    assert await db.moved_calls() == [(other, row.guild_id)]


async def test_only_the_write_that_takes_the_call_says_it_took_it(db: Database) -> None:
    """Two resumes of the same paused table (two processes, a rolling deploy's overlap): the
    first write takes the call and says so; the second is refused and takes nothing."""
    table = await new_table(db)
    await db.set_table_status(table, "paused")
    await db.set_table_messages(table, channel_id=SNOWFLAKE)
    assert await db.set_table_status(table, "playing", expected=("paused",)) is True
    with pytest.raises(TableStatusChanged):
        await db.set_table_status(table, "playing", expected=("paused",))
    await db.set_table_status(table, "paused", expected=("playing",))
    assert await db.set_table_status(table, "playing", expected=("paused",)) is False


async def _owe_call_anyway(db: Database, table: int) -> None:
    """A call owed to ``table`` whatever its status: as an earlier version's move wrote it
    (its row written whatever the table's status)."""
    row = await db.table(table)
    assert row is not None

    async def work(tx: Tx) -> None:
        await tx.execute(
            "INSERT INTO moved_calls (table_id, guild_id) VALUES (?, ?)", (table, row.guild_id)
        )

    await db._write(work)  # pyright: ignore[reportPrivateUsage]


async def test_start_up_drops_the_calls_of_tables_not_paused_only(db: Database) -> None:
    """Judged by the status saved: a paused table's call stays owed to its resume."""
    paused, playing, lobby = [await new_table(db) for _ in range(3)]
    await db.set_table_status(paused, "paused")
    await db.set_table_status(playing, "playing")
    await db.set_table_messages(paused, channel_id=SNOWFLAKE)
    for table in (playing, lobby):
        await _owe_call_anyway(db, table)
    assert await db.drop_stale_moved_calls() == 2
    assert [t for t, _ in await db.moved_calls()] == [paused]
    assert await db.drop_stale_moved_calls() == 0


async def test_a_move_saved_at_a_table_not_paused_owes_no_call(db: Database) -> None:
    """Another process resumed the table just as this one saved its move (a rolling
    deploy's overlap), or the table is over, or a lobby: no resume is to take a call there.
    Before, the move's write owed it all the same, and the table playing called its people
    at its next pause and resume, as if it had just moved."""
    playing, finished, lobby = [await new_table(db) for _ in range(3)]
    await db.set_table_status(playing, "playing")
    await db.set_table_status(finished, "finished")
    for table in (playing, finished, lobby):
        await db.set_table_messages(table, channel_id=SNOWFLAKE)
        row = await db.table(table)
        assert row is not None and row.channel_id == SNOWFLAKE  # moved all the same
    assert await db.moved_calls() == []
    await db.set_table_status(playing, "paused", expected=("playing",))
    assert await db.set_table_status(playing, "playing", expected=("paused",)) is False


async def test_a_pause_of_a_table_playing_drops_a_call_left_to_it(db: Database) -> None:
    """A call left to a table playing (an earlier version's move, saved as another process
    resumed it) is dropped in its pause's own write, not made at its resume; a table
    already paused keeps its own."""
    playing, paused = await new_table(db), await new_table(db)
    await db.set_table_status(playing, "playing")
    await _owe_call_anyway(db, playing)
    await db.set_table_status(paused, "paused")
    await db.set_table_messages(paused, channel_id=SNOWFLAKE)
    await db.set_table_status(playing, "paused", expected=("playing",))
    assert [t for t, _ in await db.moved_calls()] == [paused]
    assert await db.set_table_status(playing, "playing", expected=("paused",)) is False
    with pytest.raises(TableStatusChanged):  # paused already: its call stays owed
        await db.set_table_status(paused, "paused", expected=("playing",))
    assert await db.set_table_status(paused, "playing", expected=("paused",)) is True


async def test_the_places_a_move_posted_in_are_kept_until_looked_through(db: Database) -> None:
    table, other = await new_table(db), await new_table(db)
    kept = [
        await db.keep_move_place(table, c) for c in (SNOWFLAKE + 2, SNOWFLAKE + 1, SNOWFLAKE + 2)
    ]
    assert kept == [True, True, False]  # the second post there finds the first's row
    await db.keep_move_place(other, SNOWFLAKE)
    assert await db.move_places(table) == [SNOWFLAKE + 1, SNOWFLAKE + 2]
    await db.drop_move_places(table, [SNOWFLAKE + 1])
    assert await db.move_places(table) == [SNOWFLAKE + 2]
    assert await db.move_places(other) == [SNOWFLAKE]


async def _moved(db: Database, table: int) -> None:
    await db.set_table_status(table, "paused")
    await db.set_table_messages(table, channel_id=SNOWFLAKE)
    await db.keep_move_place(table, SNOWFLAKE + 3)


async def test_a_table_s_end_drops_what_its_moves_left(db: Database) -> None:
    """Before, a table that ended kept its rows for good (its move places asked of Discord
    at no later move, its call read at every start-up)."""
    finished, abandoned, broken, playing = [await new_table(db) for _ in range(4)]
    for table in (finished, abandoned, broken, playing):
        await _moved(db, table)
    await db.append_event(finished, 1, "close", {}, table_status="finished")
    await db.abandon_table(abandoned, None)
    await db.mark_broken(broken, "its log fails replay")
    assert [t for t, _ in await db.moved_calls()] == [playing]
    for table in (finished, abandoned, broken):
        assert await db.move_places(table) == [], table
    assert await db.move_places(playing) == [SNOWFLAKE + 3]
    row = await db.table(broken)
    assert row is not None and row.status == "broken" and row.broken_reason
