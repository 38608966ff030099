"""Who held each seat of a started table when (migration 0013), on both backends: a seat's
change is written with the log's last event in the transaction that changes the seat, its
holder before the first change with seq 0; a lobby's seats write nothing; a second change
before the next event replaces the first."""

from __future__ import annotations

from db import Database, SeatAssignment


async def _table(db: Database) -> int:
    await db.upsert_player(1, "Anna", 100)
    table = await db.create_table(
        guild_id=100, channel_id=10, host_player_id=1, variant="swedish", settings={}
    )
    for seat, (player, name) in enumerate([(1, "Anna"), (2, "Bo"), (3, "Cia"), (4, "Dan")], 1):
        await db.set_seat(
            table.id, SeatAssignment(seat=seat, player_id=player, display_name=name), guild_id=100
        )
    return table.id


async def test_a_lobby_writes_no_seat_change(db: Database) -> None:
    table = await _table(db)
    await db.set_seat(table, SeatAssignment(seat=2, player_id=5, display_name="Eve"), guild_id=100)
    assert await db.seat_changes(table) == []


async def test_each_change_after_the_start_is_written_with_the_log_s_last_event(
    db: Database,
) -> None:
    table = await _table(db)
    await db.append_event(table, 1, "start", {"players": ["Anna", "Bo", "Cia", "Dan"]})
    await db.append_event(table, 2, "deal", {})
    await db.append_event(table, 3, "action", {"seat": 1, "pass": True})
    bob = SeatAssignment(seat=2, player_id=2, display_name="Bob")  # Bo's new name
    await db.set_seat(table, bob, guild_id=100)
    await db.append_event(table, 4, "action", {"seat": 2, "pass": True})
    keeper = SeatAssignment(seat=4, computer_level="heuristic", display_name="Dan (computer)")
    await db.set_seat(table, keeper)
    eve = SeatAssignment(seat=4, player_id=5, display_name="Eve")
    await db.set_seat(table, eve, guild_id=100)  # before anyone moved: the keeper played nothing
    await db.rename_seats(table, [])
    assert await db.seat_changes(table) == [
        (0, SeatAssignment(seat=2, player_id=2, display_name="Bo")),
        (0, SeatAssignment(seat=4, player_id=4, display_name="Dan")),
        (3, bob),
        (4, eve),
    ]
    assert await db.seats(table) == [
        SeatAssignment(seat=1, player_id=1, display_name="Anna"),
        bob,
        SeatAssignment(seat=3, player_id=3, display_name="Cia"),
        eve,
    ]


async def test_start_up_reads_every_table_s_seat_changes_in_its_one_restore(db: Database) -> None:
    """Start-up's ``restore_state`` carries each unfinished table's seat changes, the same
    list ``seat_changes`` reads for one table, so a table rebuilt from its checkpoint needs
    no read of its own."""
    changed, quiet = await _table(db), await _table(db)
    for table in (changed, quiet):
        await db.append_event(table, 1, "start", {"players": ["Anna", "Bo", "Cia", "Dan"]})
    await db.set_seat(
        changed, SeatAssignment(seat=2, player_id=5, display_name="Eve"), guild_id=100
    )
    state = await db.restore_state()
    assert state[changed].seat_changes == tuple(await db.seat_changes(changed))
    assert len(state[changed].seat_changes) == 2  # Bo before, Eve after
    assert state[quiet].seat_changes == ()
