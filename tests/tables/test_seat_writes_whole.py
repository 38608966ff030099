"""A seat given to a person is written whole (safety review, F3): the person's row, the name
they go by in the server and the seat are one transaction, so a seat write that fails leaves
the database as it was — for Join, Take my seat back, ``/boston replace`` and a rename alike.
And Let a computer play pressed twice at once is told the seat is kept already (F5)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from bot.tables import Refused, TableService
from bot.tables.service import LiveTable
from db.errors import StorageError
from db.models import SeatAssignment
from tests.support.db_digest import digest
from tests.support.db_faults import StorageFaults
from tests.tables.support import CHANNEL, GUILD, HUMANS, human_table, open_service

Step = Callable[[TableService, LiveTable], Awaitable[object]]


def _inserts_seat(sql: str, params: object) -> bool:
    return sql.startswith("INSERT INTO seats")


async def _lobby(service: TableService) -> LiveTable:
    return await service.create_table(
        guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name=HUMANS[1]
    )


async def _away(service: TableService) -> LiveTable:
    """A game under way whose seat 2 (Bo) a computer keeps."""
    table = await human_table(service)
    await service.step_away(table.id, 2)
    await service.wait_idle(table.id)
    return table


async def _playing(service: TableService) -> LiveTable:
    table = await human_table(service)
    await service.wait_idle(table.id)
    return table


CASES: dict[str, tuple[Callable[[TableService], Awaitable[LiveTable]], Step]] = {
    "join": (_lobby, lambda service, table: service.join(table.id, 5, "Eve")),
    # Back under the name Bo goes by now: the server's name for him would change.
    "come back": (_away, lambda service, table: service.come_back(table.id, 2, "Bo B.")),
    "replace": (
        _playing,
        lambda service, table: service.set_seat(
            table.id, SeatAssignment(seat=3, player_id=9, display_name="Nina")
        ),
    ),
    "rename": (_playing, lambda service, table: service.rename(table.id, 4, "Dina")),
}


@pytest.mark.parametrize("case", list(CASES))
async def test_a_seat_not_saved_leaves_no_player_row(tmp_path: Path, case: str) -> None:
    path = tmp_path / "b.sqlite3"
    service = await open_service(path)
    prepare, step = CASES[case]
    table = await prepare(service)
    seats = dict(table.seats)
    faults = StorageFaults.install(service.db)
    faults.fail(match=_inserts_seat)
    await service.db.connection_info()  # every write before this one is on disk
    before = digest(path)
    with pytest.raises(StorageError):
        await step(service, table)
    assert faults.raised == 1
    await service.db.connection_info()
    assert digest(path) == before, case
    assert table.seats == seats
    # Tried again, it goes through: the person and the seat together.
    await step(service, table)
    await service.wait_idle(table.id)
    assert digest(path) != before
    await service.close()
    await service.db.close()


async def test_step_away_pressed_twice_at_once_is_told_the_seat_is_kept(tmp_path: Path) -> None:
    """F5: the second press waits for the first one's lock; under it, the seat is the
    computer's and kept for the same person: "already away", not "not seated"."""
    service = await open_service(tmp_path / "b.sqlite3")
    table = await _playing(service)
    first, second = await asyncio.gather(
        service.step_away(table.id, 2), service.step_away(table.id, 2), return_exceptions=True
    )
    assert first == 2
    assert isinstance(second, Refused) and second.code == "already_away", second
    assert table.options.away == {2: 2} and table.is_computer(2)
    await service.wait_idle(table.id)
    await service.close()
    await service.db.close()
