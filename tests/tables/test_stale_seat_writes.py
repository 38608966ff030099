"""Seat writes of a process whose copy of a table is older than the database's (a rolling
deploy's overlap, as in :mod:`tests.tables.test_stale_cancel_seats_moves`): each is written
only while the table's status, the seat's holder (or its being empty) and who is owed a seat
are what this process's copy says. Refused, they change nothing in the database, and the
table in memory is rebuilt from it (never left half-changed):

* **Let a computer play**, **Take my seat back**, ``/boston replace`` and a **rename** of a seat
  of a game the other process abandoned: refused as ``no_table``, let go of. Before, the seat (and
  who is owed it) was written into the abandoned game.
* **Let a computer play** from a seat the other process gave to someone else, and a **rename**
  of it: refused as ``stale``. Before, the seat was taken from its new holder (handed to a computer
  kept for the person who had lost it, or renamed back to them).
* **Take my seat back** of a seat the other process gave to someone else, or gave to its
  computer for good: refused as ``stale``. Before, the person took it back all the same.
* A **Join** or **add a computer** into a seat the other process filled, and a **Leave** of a
  seat the other process gave to someone else meanwhile: refused as ``stale``. Before, the
  Join overwrote whoever had taken the seat there, and the Leave emptied their seat. A Join
  of a person the other process seated elsewhere meanwhile: refused (one person, one seat).
* The computers' names said anew in another language at a lobby the other process
  cancelled: refused as ``no_table``. Before, they were written into the cancelled lobby.

On SQLite (two connections to one file) and on PostgreSQL."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from bot.tables import Refused, TableService
from bot.tables.live import LiveTable
from db.models import SeatAssignment
from tests.tables.overlap import Overlap
from tests.tables.support import CHANNEL, GUILD, HUMANS, human_table

NINA = SeatAssignment(seat=1, player_id=9, display_name="Nina")
"""Who the other process gives the seat to (its seat number set where it is used)."""


async def _stored(service: TableService, table_id: int) -> tuple[object, ...]:
    """What a refused seat write must leave as it was: the row's status and settings, the
    seats, who held them since the start, and the log."""
    row = await service.db.table(table_id)
    assert row is not None
    return (
        row.status,
        row.settings,
        await service.db.seats(table_id),
        await service.db.seat_changes(table_id),
        [kind for kind, _ in await service.db.event_log(table_id)],
    )


async def _matches_database(service: TableService, table: LiveTable) -> None:
    """The table in memory is the database's: rebuilt, not half-changed by the refusal."""
    row = await service.db.table(table.id)
    assert row is not None
    assert table.row.status == row.status and table.row.settings == row.settings
    assert list(table.seats.values()) == await service.db.seats(table.id)


async def _in_play(
    run: Overlap, *, away: bool = False
) -> tuple[TableService, LiveTable, TableService, int]:
    """Both processes hold a game under way; and a person's seat not on turn (``away``:
    kept by a computer for its person), so no computer keeping it moves while both
    processes hold the table."""
    old = await run.open_old()
    table = await human_table(old)
    await old.wait_idle(table.id)
    assert table.game is not None
    seat = next(s for s in (2, 3, 4) if s != table.game.to_act)
    if away:
        await old.step_away(table.id, seat)
        await old.wait_idle(table.id)
    new = await run.open_new()
    return old, table, new, seat


Write = Callable[[TableService, int, int], Awaitable[object]]
"""A seat write of the new process: the table, the seat (its person's id is the seat's)."""

DURING_PLAY: dict[str, Write] = {
    "step away": lambda service, table_id, seat: service.step_away(table_id, seat),
    "replace": lambda service, table_id, seat: service.set_seat(
        table_id, NINA.model_copy(update={"seat": seat})
    ),
    "rename": lambda service, table_id, seat: service.rename(table_id, seat, "Someone else"),
}


@pytest.mark.parametrize("write", [*DURING_PLAY, "come back"])
async def test_a_seat_write_on_a_game_the_old_process_abandoned_is_refused(
    shared_target: str, write: str
) -> None:
    run = Overlap(shared_target)
    old, table, new, seat = await _in_play(run, away=write == "come back")
    await old.cancel(table.id, 1)  # /boston abandon there
    await run.stop_old()
    try:
        before = await _stored(new, table.id)
        assert new.get(table.id).status == "playing"  # this process's copy is older
        with pytest.raises(Refused) as refused:
            if write == "come back":
                await new.come_back(table.id, seat, HUMANS[seat])
            else:
                await DURING_PLAY[write](new, table.id, seat)
        assert refused.value.code == "no_table"
        assert new.find(table.id) is None  # let go of, as the other process abandoned it
        assert await _stored(new, table.id) == before
        assert before[0] == "abandoned"
        assert await new.db.player(9) is None
        assert run.kinds == ["rebuilt"]  # let go of, announced
    finally:
        await run.close()


@pytest.mark.parametrize("write", ["step away", "rename"])
async def test_a_seat_write_on_a_seat_the_old_process_gave_away_is_refused(
    shared_target: str, write: str
) -> None:
    run = Overlap(shared_target)
    old, table, new, seat = await _in_play(run)
    nina = NINA.model_copy(update={"seat": seat})
    await old.set_seat(table.id, nina)  # /boston replace there
    await run.stop_old()
    try:
        before = await _stored(new, table.id)
        live = new.get(table.id)
        assert live.seats[seat].player_id == seat  # this process's copy is older
        with pytest.raises(Refused) as refused:
            await DURING_PLAY[write](new, table.id, seat)
        assert refused.value.code == "stale"
        assert await _stored(new, table.id) == before
        assert nina in await new.db.seats(table.id)  # hers still
        assert new.get(table.id) is live and live.seats[seat] == nina and not live.options.away
        await _matches_database(new, live)
        assert run.kinds == ["rebuilt"]
    finally:
        await run.close()


@pytest.mark.parametrize("given_to", ["a person", "its computer for good"])
async def test_taking_back_a_seat_the_old_process_gave_away_is_refused(
    shared_target: str, given_to: str
) -> None:
    run = Overlap(shared_target)
    old, table, new, seat = await _in_play(run, away=True)  # the seat kept for its person
    keeper = table.seats[seat]
    # /boston replace there: to Nina, or to the computer keeping it, which keeps it for good.
    holder = NINA.model_copy(update={"seat": seat}) if given_to == "a person" else keeper
    await old.set_seat(table.id, holder)
    await run.stop_old()
    try:
        before = await _stored(new, table.id)
        live = new.get(table.id)
        assert live.options.away == {seat: seat}  # this process's copy is older
        with pytest.raises(Refused) as refused:
            await new.come_back(table.id, seat, HUMANS[seat])
        assert refused.value.code == "stale"
        assert await _stored(new, table.id) == before
        assert new.get(table.id) is live and live.seats[seat] == holder
        assert live.options.away == {}  # owed no longer, as the other process said
        await _matches_database(new, live)
        assert run.kinds == ["rebuilt"]
    finally:
        await run.close()


LOBBY_WRITES: dict[str, Write] = {
    "join": lambda service, table_id, _: service.join(table_id, 5, "Eve"),
    "add a computer": lambda service, table_id, _: service.add_computer(table_id, 1, "random"),
}


@pytest.mark.parametrize("write", list(LOBBY_WRITES))
async def test_a_lobby_seat_the_old_process_filled_is_not_taken(
    shared_target: str, write: str
) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await old.create_table(
        guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name=HUMANS[1]
    )
    new = await run.open_new()
    assert await old.join(table.id, 2, HUMANS[2]) == 2  # seat 2 taken there
    await run.stop_old()
    try:
        before = await _stored(new, table.id)
        live = new.get(table.id)
        assert 2 not in live.seats  # this process's copy is older
        with pytest.raises(Refused) as refused:
            await LOBBY_WRITES[write](new, table.id, 2)
        assert refused.value.code == "stale"
        assert await _stored(new, table.id) == before
        assert await new.db.player(5) is None  # nobody recorded for a seat not taken
        assert new.get(table.id) is live and live.seats[2].player_id == 2
        await _matches_database(new, live)
        assert run.kinds == ["rebuilt"]
        # Pressed again, on the lobby as it is now: the next free seat.
        assert await LOBBY_WRITES[write](new, table.id, 2) == 3
    finally:
        await run.close()


async def test_a_leave_of_a_lobby_seat_the_old_process_gave_to_another_is_refused(
    shared_target: str,
) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await old.create_table(
        guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name=HUMANS[1]
    )
    await old.join(table.id, 2, HUMANS[2])
    new = await run.open_new()
    await old.leave(table.id, 2)  # Bo left there, and Eve took his seat
    assert await old.join(table.id, 5, "Eve") == 2
    await run.stop_old()
    try:
        before = await _stored(new, table.id)
        with pytest.raises(Refused) as refused:
            await new.leave(table.id, 2)  # Bo's Leave, on the older copy
        assert refused.value.code == "stale"
        assert await _stored(new, table.id) == before
        live = new.get(table.id)
        assert live.seats[2].player_id == 5
        await _matches_database(new, live)
    finally:
        await run.close()


async def test_a_join_of_a_person_seated_by_the_old_process_is_refused(
    shared_target: str,
) -> None:
    """The seat this process finds free is free there too, but the person took another seat
    there meanwhile: one person, one seat."""
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await old.create_table(
        guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name=HUMANS[1]
    )
    new = await run.open_new()
    await old.join(table.id, 2, HUMANS[2])
    assert await old.join(table.id, 5, "Eve") == 3
    await old.leave(table.id, 2)  # seat 2 free again there, Eve in seat 3
    await run.stop_old()
    try:
        before = await _stored(new, table.id)
        with pytest.raises(Refused) as refused:
            await new.join(table.id, 5, "Eve")  # seat 2 on this process's older copy
        assert refused.value.code == "stale"
        assert await _stored(new, table.id) == before
        live = new.get(table.id)
        assert sorted(live.seats) == [1, 3] and live.seats[3].player_id == 5
        await _matches_database(new, live)
        with pytest.raises(Refused) as again:  # pressed again: seated already, as it is now
            await new.join(table.id, 5, "Eve")
        assert again.value.code == "already_seated"
    finally:
        await run.close()


async def test_computers_named_anew_at_a_lobby_the_old_process_cancelled_are_not_written(
    shared_target: str,
) -> None:
    """The frontend's language changed: the names the bot gave the computers are said in
    the new one, only while the table and those seats are as this process saw them."""
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await old.create_table(
        guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name=HUMANS[1]
    )
    await old.add_computer(table.id, 1, "random")
    new = await run.open_new()
    await old.cancel(table.id, 1, lobby_only=True)
    await run.stop_old()
    try:
        before = await _stored(new, table.id)
        with pytest.raises(Refused) as refused:
            await new.name_computers(table.id, "sv")
        assert refused.value.code == "no_table"
        assert await _stored(new, table.id) == before
        assert new.find(table.id) is None
    finally:
        await run.close()
