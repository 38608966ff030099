"""An event appended only while its table's status is the one the writer's copy of the table
has (``expected_status``): a pause writes no event, so a process whose copy is older (a
rolling deploy's overlap) would otherwise save a move at a game another process paused. And
the log's head read with the table's status in one read (``log_head``), which shows that
pause to a process about to answer from its copy. SQLite and PostgreSQL."""

from __future__ import annotations

import pytest

from db import Database, SeatAssignment
from db.errors import TableStatusChanged
from db.models import TableStatus

GUILD = 100


async def _playing(db: Database) -> int:
    """A table with its start event, playing."""
    await db.upsert_player(1, "Anna", GUILD)
    row = await db.create_table(
        guild_id=GUILD, channel_id=10, host_player_id=1, variant="swedish", settings={"a": 1}
    )
    await db.set_seat(row.id, SeatAssignment(seat=1, player_id=1, display_name="Anna"))
    await db.set_table_status(row.id, "playing")
    await db.append_event(row.id, 1, "start", {"players": []}, expected_status="playing")
    return row.id


async def test_a_move_is_not_appended_to_a_game_paused_elsewhere(db: Database) -> None:
    table = await _playing(db)
    await db.set_table_status(table, "paused", expected=("playing",))  # no event written
    with pytest.raises(TableStatusChanged) as refused:
        await db.append_event(
            table, 2, "action", {"seat": 1}, checkpoint={"x": 1}, expected_status="playing"
        )
    assert (refused.value.table_id, refused.value.status) == (table, "paused")
    assert [e.seq for e in await db.events(table)] == [1]
    assert await db.checkpoint(table) is None
    row = await db.table(table)
    assert row is not None and row.status == "paused"


@pytest.mark.parametrize("status", ["playing", "paused"])
async def test_an_event_is_appended_at_the_status_expected(
    db: Database, status: TableStatus
) -> None:
    table = await _playing(db)
    if status == "paused":  # the agreed stop may close a paused game
        await db.set_table_status(table, "paused", expected=("playing",))
    await db.append_event(table, 2, "close", {}, table_status="finished", expected_status=status)
    assert [e.kind for e in await db.events(table)] == ["start", "close"]
    row = await db.table(table)
    assert row is not None and row.status == "finished"


async def test_a_game_resumed_elsewhere_takes_no_event_meant_for_it_paused(db: Database) -> None:
    table = await _playing(db)
    with pytest.raises(TableStatusChanged) as refused:
        await db.append_event(table, 2, "close", {}, expected_status="paused")
    assert refused.value.status == "playing"
    assert [e.seq for e in await db.events(table)] == [1]


async def test_the_log_head_is_read_with_the_status(db: Database) -> None:
    table = await _playing(db)
    assert await db.log_head(table) == (1, "playing")
    await db.set_table_status(table, "paused", expected=("playing",))
    assert await db.log_head(table) == (1, "paused")  # a pause: no event, the status shows it
    await db.abandon_table(table, None)
    assert await db.log_head(table) == (1, "abandoned")
    await db.upsert_player(2, "Bo", GUILD)
    lobby = await db.create_table(
        guild_id=GUILD, channel_id=10, host_player_id=2, variant="swedish", settings={}
    )
    assert await db.log_head(lobby.id) == (0, "lobby")
    assert await db.log_head(404) is None
    assert await db.log_head(2**70) is None  # no row can have that id
