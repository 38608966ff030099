"""A person seated and recorded in one transaction (safety review, F3), on both backends:
``set_seat`` with ``guild_id`` writes the player's rows and the seat together, or neither."""

from __future__ import annotations

import pytest

from db import ConstraintViolation, Database, SeatAssignment


async def test_a_seat_with_its_server_records_the_person_with_it(db: Database) -> None:
    await db.upsert_player(1, "Anna", 100)
    table = await db.create_table(
        guild_id=100, channel_id=10, host_player_id=1, variant="swedish", settings={}
    )
    bo = SeatAssignment(seat=2, player_id=2, display_name="Bo")
    await db.set_seat(table.id, bo, guild_id=100)  # Bo was never recorded before
    assert await db.seats(table.id) == [bo]
    player = await db.player(2)
    assert player is not None and player.display_name == "Bo"
    renamed = SeatAssignment(seat=2, player_id=2, display_name="Bo B.")
    await db.set_seat(table.id, renamed, guild_id=100, settings={"al": 96})
    player = await db.player(2)
    assert player is not None and player.display_name == "Bo B."
    row = await db.table(table.id)
    assert row is not None and row.settings == {"al": 96}
    # A computer has no player row: the server changes nothing then.
    computer = SeatAssignment(seat=2, computer_level="random", display_name="Computer")
    await db.set_seat(table.id, computer, guild_id=100)
    assert await db.seats(table.id) == [computer]


async def test_a_seat_that_cannot_be_written_records_nobody(db: Database) -> None:
    """The seat's write fails (no such table): the player written before it in the same
    transaction is gone with it."""
    eve = SeatAssignment(seat=2, player_id=5, display_name="Eve")
    with pytest.raises(ConstraintViolation):
        await db.set_seat(404, eve, guild_id=100)
    assert await db.player(5) is None
