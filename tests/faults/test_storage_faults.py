"""Storage faults at the table service: a full disk and a locked database.

Expected (issue 9): a refused write changes nothing (the table and its log are exactly as
before), the person is told it did not go through (``NotSaved``), and the game goes on — also
when no person is on turn (computers, a new deal), which nothing but the service can retry.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.tables import NotSaved, SeededShuffler, TableService
from bot.tables.service import LiveTable
from db.database import Database
from db.errors import StorageError
from db.models import SeatAssignment
from tests.support.db_faults import StorageFaults, hold_write_lock, inserts_event
from tests.support.game_state import game_state
from tests.tables.support import human_table, random_computers, table_moves_made


async def _service(path: Path | str = ":memory:", *, busy_timeout_ms: int = 5000) -> TableService:
    db = await Database.open(path, busy_timeout_ms=busy_timeout_ms)
    service = TableService(
        db, shuffler=SeededShuffler(3), seed=3, computers=random_computers, retry_delay=0
    )
    await service.load()
    return service


def _snapshot(table: LiveTable) -> tuple[int, object]:
    assert table.game is not None
    return table.seq, game_state(table.game)


async def _move(service: TableService, table: LiveTable, rng: random.Random) -> None:
    await table_moves_made(service, table)
    game = table.game
    assert game is not None and game.to_act is not None
    seat = game.to_act
    await service.act_as_player(table.id, seat, rng.choice(game.legal_actions(seat)), table.seq)


async def test_a_full_disk_refuses_the_move_changes_nothing_and_the_retry_goes_through() -> None:
    service = await _service()
    faults = StorageFaults.install(service.db)
    table = await human_table(service)
    rng = random.Random(1)
    for _ in range(5):
        await _move(service, table, rng)
    before = _snapshot(table)
    log_before = await service.db.event_log(table.id)
    game = table.game
    assert game is not None and game.to_act is not None
    seat = game.to_act
    action = rng.choice(game.legal_actions(seat))

    faults.fail(match=lambda sql, _: sql == "COMMIT")
    with pytest.raises(NotSaved):
        await service.act_as_player(table.id, seat, action, table.seq)

    assert faults.raised == 1
    assert _snapshot(table) == before, "a move that was not saved changed the table"
    assert await service.db.event_log(table.id) == log_before
    outcome = await service.act_as_player(table.id, seat, action, table.seq)
    assert outcome.seq == before[0] + 1
    assert len(await service.db.event_log(table.id)) == len(log_before) + 1
    await service.close()
    await service.db.close()


async def test_a_locked_database_refuses_the_move_until_the_lock_is_gone(tmp_path: Path) -> None:
    path = tmp_path / "locked.sqlite3"
    service = await _service(path, busy_timeout_ms=50)
    table = await human_table(service)
    rng = random.Random(2)
    await _move(service, table, rng)
    before = _snapshot(table)
    game = table.game
    assert game is not None and game.to_act is not None
    seat = game.to_act
    action = rng.choice(game.legal_actions(seat))

    with hold_write_lock(path):
        with pytest.raises(NotSaved):
            await service.act_as_player(table.id, seat, action, table.seq)
        assert _snapshot(table) == before

    await service.act_as_player(table.id, seat, action, table.seq)
    assert table.seq == before[0] + 1
    await service.close()
    await service.db.close()


async def _all_computer_table(service: TableService, settings: dict[str, object]) -> LiveTable:
    table = await service.create_table(
        guild_id=1, channel_id=2, host_id=1, host_name="Host", settings=settings
    )
    for _ in range(3):
        await service.add_computer(table.id, 1, "random")
    await service.set_seat(
        table.id, SeatAssignment(seat=1, computer_level="random", display_name="C1")
    )
    return table


async def test_computers_and_new_deals_carry_on_after_writes_fail() -> None:
    """Computer moves, a new deal and the tour's closing event each fail to be written a few
    times; the service retries each, and the tour is played to its end with a gap-free log."""
    service = await _service()
    faults = StorageFaults.install(service.db)
    settings: dict[str, object] = {"payment": "traditional", "tour_length": 2}
    table = await _all_computer_table(service, settings)
    faults.fail(times=3, match=inserts_event("action"))
    faults.fail(times=2, match=inserts_event("deal"))
    faults.fail(times=2, match=inserts_event("close"))
    await service.start(table.id, 1)
    await service.wait_idle(table.id)
    assert table.status == "finished"
    assert faults.pending == 0 and faults.raised == 7
    events = await service.db.events(table.id)
    assert [e.seq for e in events] == list(range(1, len(events) + 1))
    assert events[-1].kind == "close"
    row = await service.db.table(table.id)
    assert row is not None and row.status == "finished"
    await service.close()
    await service.db.close()


async def test_a_lobby_whose_hosts_seat_is_not_saved_is_not_opened_at_all() -> None:
    """The lobby, its host's row and the host's seat are one transaction: before, a failed seat
    left a lobby nobody sat at, which the next start-up rebuilt."""
    service = await _service()
    faults = StorageFaults.install(service.db)
    faults.fail(match=lambda sql, _: sql.startswith("INSERT INTO seats"))
    with pytest.raises(StorageError):
        await service.create_table(guild_id=1, channel_id=1, host_id=7, host_name="Ada")
    assert faults.raised == 1
    assert await service.db.tables_by_status(["lobby"]) == []
    assert service.tables() == []
    table = await service.create_table(guild_id=1, channel_id=1, host_id=7, host_name="Ada")
    assert table.seats[1].player_id == 7
    assert [row.id for row in await service.db.tables_by_status(["lobby"])] == [table.id]
    await service.close()
    await service.db.close()


async def test_a_cancel_whose_tour_is_not_ended_cancels_nothing() -> None:
    """The table's status and its tour's end are one transaction: before, a failed tour end
    left the table abandoned on disk, its tour running, and the live table still playing."""
    service = await _service()
    faults = StorageFaults.install(service.db)
    table = await human_table(service)
    assert table.tour_id is not None
    faults.fail(match=lambda sql, _: sql.startswith("UPDATE tours"))
    with pytest.raises(StorageError):
        await service.cancel(table.id, table.row.host_player_id)
    assert faults.raised == 1
    stored = await service.db.table(table.id)
    assert stored is not None and stored.status == "playing"
    assert await service.db.running_tour(table.id) is not None
    assert service.find(table.id) is table and table.status == "playing"
    await service.cancel(table.id, table.row.host_player_id)  # the retry goes through
    stored = await service.db.table(table.id)
    assert stored is not None and stored.status == "abandoned"
    assert await service.db.running_tour(table.id) is None
    assert service.find(table.id) is None
    await service.close()
    await service.db.close()


async def test_an_agreed_stop_that_is_not_saved_changes_nothing() -> None:
    """SV-M2: a request to end after the deal whose write fails is not kept (so a restart
    would not end the game either), nor is the end between deals; both retries go through."""
    service = await _service()
    faults = StorageFaults.install(service.db)
    table = await human_table(service)
    host = table.row.host_player_id
    await _move(service, table, random.Random(1))  # the deal is in progress
    faults.fail(match=lambda sql, _: sql.startswith("UPDATE tables"))
    with pytest.raises(StorageError):
        await service.end_game(table.id, host)
    assert faults.raised == 1
    stored = await service.db.table(table.id)
    assert stored is not None and not stored.end_requested and not table.row.end_requested
    assert await service.end_game(table.id, host) is False  # the retry: it ends after the deal
    stored = await service.db.table(table.id)
    assert stored is not None and stored.end_requested

    between = await human_table(service)
    before = _snapshot(between)
    faults.fail()  # the close's commit
    with pytest.raises(StorageError):
        await service.end_game(between.id, between.row.host_player_id)
    assert _snapshot(between) == before and between.status == "playing"
    stored = await service.db.table(between.id)
    assert stored is not None and stored.status == "playing"
    assert await service.end_game(between.id, between.row.host_player_id) is True
    stored = await service.db.table(between.id)
    assert stored is not None and stored.status == "finished"
    await service.close()
    await service.db.close()
