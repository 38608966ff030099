"""One person, one seat (issue 13, findings 1–3): no sequence of steps leaves a person holding
or owed two seats of a table, and every refusal leaves the database exactly as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.tables import Refused, TableService
from db.models import SeatAssignment
from tests.support.db_digest import digest
from tests.tables.support import human_table, open_service


async def _refused(service: TableService, path: Path, code: str, call: object) -> None:
    """``call`` (an awaitable) is refused with ``code`` and changes no byte of the database."""
    before = digest(path)
    with pytest.raises(Refused) as info:
        await call  # type: ignore[misc]
    assert info.value.code == code
    await service.db.connection_info()  # any pending write would have been flushed by now
    assert digest(path) == before


async def test_a_host_who_stepped_away_cannot_take_another_seat_by_replace(
    tmp_path: Path,
) -> None:
    """Finding 1: step away, then replace seat 2 with yourself: refused, so My hand can never
    show seat 2's cards to the host."""
    path = tmp_path / "b.sqlite3"
    service = await open_service(path)
    table = await human_table(service)
    await service.step_away(table.id, 1)
    await service.wait_idle(table.id)
    assert table.claimed_seat_of(1) == 1
    me = SeatAssignment(seat=2, player_id=1, display_name="Ada")
    await _refused(service, path, "already_seated", service.set_seat(table.id, me))
    assert table.seats[2].player_id == 2
    # Seated (not away), the same: a person never holds two seats.
    await service.come_back(table.id, 1, "Ada")
    await service.wait_idle(table.id)
    await _refused(service, path, "already_seated", service.set_seat(table.id, me))
    await service.close()
    await service.db.close()


async def test_a_replaced_player_is_owed_the_seat_no_longer(tmp_path: Path) -> None:
    """Finding 2: East (seat 2) steps away, the host gives seat 2 to someone else: East no longer
    sees that seat's hand and cannot take it back from the newcomer."""
    path = tmp_path / "b.sqlite3"
    service = await open_service(path)
    table = await human_table(service)
    await service.step_away(table.id, 2)
    newcomer = SeatAssignment(seat=2, player_id=9, display_name="Nina")
    await service.set_seat(table.id, newcomer)
    await service.wait_idle(table.id)
    assert table.claimed_seat_of(2) is None
    assert table.options.away == {}
    await _refused(service, path, "not_seated", service.come_back(table.id, 2, "East"))
    assert table.seats[2].player_id == 9
    # The change survives a restart: seat and "who is owed it" were written together.
    await service.close()
    await service.db.close()
    again = await open_service(path)
    rebuilt = again.get(table.id)
    assert rebuilt.seats[2].player_id == 9 and rebuilt.options.away == {}
    await again.close()
    await again.db.close()


async def test_stepping_away_in_the_lobby_is_refused_and_writes_nothing(tmp_path: Path) -> None:
    """Finding 3: a forged Let a computer play in a lobby used to hand the seat to a computer,
    and the owner could then Join again and hold two seats once the game started."""
    path = tmp_path / "b.sqlite3"
    service = await open_service(path)
    table = await service.create_table(guild_id=1, channel_id=2, host_id=1, host_name="Ada")
    await service.join(table.id, 2, "Bo")
    await _refused(service, path, "not_started", service.step_away(table.id, 2))
    assert table.seats[2].player_id == 2 and table.options.away == {}
    await _refused(service, path, "already_seated", service.join(table.id, 2, "Bo"))
    await service.close()
    await service.db.close()


async def test_a_player_owed_a_seat_cannot_join_another(tmp_path: Path) -> None:
    """The service's own guard, whatever a frontend sends: a lobby never seats a player who is
    owed a seat (an away entry restored from an older database)."""
    path = tmp_path / "b.sqlite3"
    service = await open_service(path)
    table = await service.create_table(guild_id=1, channel_id=2, host_id=1, host_name="Ada")
    options = table.options
    options.away[1] = 5
    computer = SeatAssignment(seat=1, computer_level="random", display_name="c")
    async with table.lock:
        await service._store_seat_and_options(table, computer, options)  # pyright: ignore[reportPrivateUsage]
    await _refused(service, path, "already_seated", service.join(table.id, 5, "Eve"))
    await service.close()
    await service.db.close()


async def test_a_table_abandoned_mid_deal_exports_no_hands(tmp_path: Path) -> None:
    """Issue 13, finding 13: the record of a table abandoned while a deal was being played
    would show the four hands of that deal; it is refused."""
    service = await open_service(tmp_path / "b.sqlite3")
    table = await human_table(service)
    await service.cancel(table.id, 1)
    with pytest.raises(Refused) as info:
        await service.record(table.id)
    assert info.value.code == "deal_in_play"
    await service.close()
    await service.db.close()
