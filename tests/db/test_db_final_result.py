"""A person's result of a finished game read back by table and person
(``ToursRepo.final_result``), on both backends: a hand view of the ended game drawn after the
table left memory gives its person's own line of the final standings from it, with who holds
the seat at the end (a computer keeping it for someone away is named after them there)."""

from __future__ import annotations

from db import Database, SeatAssignment, TourEnd
from db import TourSeatResult as Result

GUILD = 300
ANNA, BO, CAI, DAG, EVE = 11, 12, 13, 14, 15


async def _finished(db: Database) -> int:
    """A game whose fourth seat a computer keeps for Dag, who stepped away, finished:
    balances +30, -10, -10, -10."""
    for player_id, name in ((ANNA, "Anna"), (BO, "Bo"), (CAI, "Cai"), (DAG, "Dag"), (EVE, "Eve")):
        await db.upsert_player(player_id, name, GUILD)
    table = (
        await db.create_table(
            guild_id=GUILD, channel_id=1, host_player_id=ANNA, variant="swedish", settings={}
        )
    ).id
    for seat, player_id, name in ((1, ANNA, "Anna"), (2, BO, "Bo"), (3, CAI, "Cai")):
        await db.set_seat(table, SeatAssignment(seat=seat, player_id=player_id, display_name=name))
    keeper = SeatAssignment(seat=4, computer_level="heuristic", display_name="Dag (computer)")
    await db.set_seat(table, keeper)
    players, balances, ranks = (ANNA, BO, CAI, DAG), (30, -10, -10, -10), (1, 2, 2, 2)
    end = TourEnd(
        tour_id=None,
        length=1,
        played_off=1,
        results=tuple(
            Result(seat=s, player_id=players[s - 1], balance=balances[s - 1], rank=ranks[s - 1])
            for s in (1, 2, 3, 4)
        ),
    )
    await db.append_event(table, 1, "start", {})
    await db.append_event(table, 2, "close", {}, tour_end=end, table_status="finished")
    return table


async def test_a_persons_final_result_is_read_with_the_seats_holder(db: Database) -> None:
    table = await _finished(db)
    found = await db.final_result(table, BO)
    assert found is not None
    result, holder = found
    assert (result.seat, result.player_id, result.balance, result.rank) == (2, BO, -10, 2)
    assert holder == SeatAssignment(seat=2, player_id=BO, display_name="Bo")
    # The seat a computer keeps for Dag is his result; its holder is the keeper.
    found = await db.final_result(table, DAG)
    assert found is not None
    result, holder = found
    assert (result.seat, result.balance, result.rank) == (4, -10, 2)
    assert holder is not None and holder.computer_level == "heuristic"
    assert holder.display_name == "Dag (computer)"
    # Someone with no seat there, a table that does not exist, an id no database keeps.
    assert await db.final_result(table, EVE) is None
    assert await db.final_result(table + 1, BO) is None
    assert await db.final_result(table, 2**70) is None


async def test_a_game_still_played_has_no_final_result(db: Database) -> None:
    await db.upsert_player(ANNA, "Anna", GUILD)
    table = (
        await db.create_table(
            guild_id=GUILD, channel_id=1, host_player_id=ANNA, variant="swedish", settings={}
        )
    ).id
    await db.set_seat(table, SeatAssignment(seat=1, player_id=ANNA, display_name="Anna"))
    await db.append_event(table, 1, "start", {})
    assert await db.final_result(table, ANNA) is None
