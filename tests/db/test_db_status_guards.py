"""Writes made only while a table's status is the one the writer's copy of it has (a rolling
deploy's overlap: another process may have started, ended or cancelled it meanwhile): an
event is appended only to a table not over, a lobby's seats and settings are written only to
a lobby, and an abandonment only of a table in the status its caller names. Refused, they
raise ``TableStatusChanged`` with the status found and write nothing. SQLite and PostgreSQL.
"""

from __future__ import annotations

import pytest

from db import Database, SeatAssignment, TableNotFound
from db.errors import TableStatusChanged
from db.models import TableStatus

GUILD = 100


async def _table(db: Database, status: TableStatus = "lobby") -> int:
    await db.upsert_player(1, "Anna", GUILD)
    row = await db.create_table(
        guild_id=GUILD, channel_id=10, host_player_id=1, variant="swedish", settings={"a": 1}
    )
    await db.set_seat(row.id, SeatAssignment(seat=1, player_id=1, display_name="Anna"))
    if status == "abandoned":
        await db.abandon_table(row.id, None)
    elif status != "lobby":
        await db.set_table_status(row.id, status)
    return row.id


@pytest.mark.parametrize("status", ["abandoned", "finished"])
async def test_no_event_is_appended_to_a_table_over(db: Database, status: TableStatus) -> None:
    table = await _table(db, "playing")
    await db.append_event(table, 1, "start", {"players": []})
    if status == "abandoned":
        await db.abandon_table(table, None)
    else:
        await db.set_table_status(table, status)
    with pytest.raises(TableStatusChanged) as refused:
        await db.append_event(table, 2, "action", {"seat": 1}, checkpoint={"x": 1})
    assert (refused.value.table_id, refused.value.status) == (table, status)
    assert [e.seq for e in await db.events(table)] == [1]
    assert await db.checkpoint(table) is None
    with pytest.raises(TableNotFound):
        await db.append_event(404, 1, "start", {})


@pytest.mark.parametrize("status", ["lobby", "playing", "paused"])
async def test_an_event_is_appended_to_a_table_not_over(db: Database, status: TableStatus) -> None:
    table = await _table(db, status)
    await db.append_event(table, 1, "start", {"players": []})
    assert [e.kind for e in await db.events(table)] == ["start"]


async def test_a_lobby_s_seats_and_settings_are_written_to_a_lobby_only(db: Database) -> None:
    table = await _table(db, "playing")
    bo = SeatAssignment(seat=2, player_id=2, display_name="Bo")
    lobby: tuple[TableStatus, ...] = ("lobby",)
    with pytest.raises(TableStatusChanged):
        await db.set_seat(table, bo, guild_id=GUILD, settings={"a": 2}, expected=lobby)
    with pytest.raises(TableStatusChanged):
        await db.clear_seat(table, 1, expected=lobby)
    with pytest.raises(TableStatusChanged):
        await db.set_table_settings(table, {"a": 3}, expected=lobby)
    assert [s.seat for s in await db.seats(table)] == [1]
    assert await db.player(2) is None  # the player's row went with the refused seat
    row = await db.table(table)
    assert row is not None and row.settings == {"a": 1} and row.status == "playing"

    open_lobby = await _table(db)
    await db.set_seat(open_lobby, bo, guild_id=GUILD, settings={"a": 2}, expected=lobby)
    await db.clear_seat(open_lobby, 1, expected=lobby)
    await db.set_table_settings(open_lobby, {"a": 3}, expected=lobby)
    assert [s.seat for s in await db.seats(open_lobby)] == [2]
    row = await db.table(open_lobby)
    assert row is not None and row.settings == {"a": 3}
    with pytest.raises(TableNotFound):
        await db.set_table_settings(404, {}, expected=lobby)


async def test_an_abandonment_is_of_the_status_its_caller_names(db: Database) -> None:
    table = await _table(db)
    tour = await db.start_game(table, {"players": []}, 24)
    with pytest.raises(TableStatusChanged) as refused:
        await db.abandon_table(table, None, expected=("lobby",))  # a stale lobby's cancel
    assert refused.value.status == "playing"
    row = await db.table(table)
    assert row is not None and row.status == "playing"
    running = await db.running_tour(table)
    assert running is not None and running.id == tour

    await db.abandon_table(table, tour, expected=("playing", "paused"))
    row = await db.table(table)
    assert row is not None and row.status == "abandoned"
    assert [t.status for t in await db.tours(table)] == ["abandoned"]
    with pytest.raises(TableStatusChanged):  # not twice, and a table over by default
        await db.abandon_table(table, None)
