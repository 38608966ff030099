"""Tables held at start-up (``TableService.load(hold=True)``) until their frontend knows their
server: nothing moves them before (no computer, no timer, no deal due), :meth:`release` moves
them on where they stood, :meth:`leave_server` puts a server's tables aside (paused, lobbies
cancelled), whether held or not."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.tables import SeededShuffler, TableChange, TableService
from db.database import Database
from tests.tables.support import GUILD, computer_table, open_service, random_computers

OTHER = GUILD + 1


async def _stopped_with_computers_to_move(path: Path) -> tuple[int, int, int]:
    """A table whose computers would play the tour out (its host stepped away), stopped
    before they moved, and a lobby in another server; returns their ids and the table's
    last event."""
    service = await open_service(path)
    table = await computer_table(service, settings={"tour_length": 1})
    await service.start(table.id, 1)
    await service.wait_idle(table.id)
    service.computer_delay = 3600.0  # the close cancels the computer: no move is made
    await service.step_away(table.id, 1)
    seq = table.seq
    lobby = await service.create_table(guild_id=OTHER, channel_id=2, host_id=5, host_name="Eve")
    await service.close()
    await service.db.close()
    return table.id, lobby.id, seq


async def _moved(service: TableService, table_id: int, seq: int) -> None:
    """Wait for the table's next event after ``seq`` (a computer's move), not for the whole
    tour to be played out."""
    moved = asyncio.Event()

    async def seen(change: TableChange) -> None:
        if change.table_id == table_id and change.seq > seq:
            moved.set()

    unsubscribe = service.subscribe(seen)
    try:
        await asyncio.wait_for(moved.wait(), 30)
    finally:
        unsubscribe()


async def _held(path: Path) -> TableService:
    db = await Database.open(path)
    service = TableService(db, shuffler=SeededShuffler(1), seed=1, computers=random_computers)
    await service.load(hold=True)
    return service


async def test_a_held_table_moves_once_released(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    table_id, lobby_id, seq = await _stopped_with_computers_to_move(path)
    service = await _held(path)
    table = service.get(table_id)
    assert table.held and table.computer_task is None and table.timer_task is None
    assert service.servers() == {GUILD, OTHER}
    await service.release(OTHER)  # another server's: this one stays held
    assert table.held and table.computer_task is None
    moving = asyncio.create_task(_moved(service, table_id, seq))
    await service.release(GUILD)
    assert not table.held
    await moving
    assert table.seq > seq
    await service.release(GUILD)  # once only: nothing held any more
    assert service.get(lobby_id).status == "lobby"
    await service.close()
    await service.db.close()


async def test_a_server_left_pauses_its_tables_and_cancels_its_lobbies(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    table_id, lobby_id, seq = await _stopped_with_computers_to_move(path)
    service = await _held(path)
    table = service.get(table_id)
    await service.leave_server(GUILD)
    await service.leave_server(OTHER)
    assert table.status == "paused" and not table.held and table.seq == seq
    assert service.find(lobby_id) is None
    rows = {row.id: row.status for row in await service.db.tables_by_status(["paused"])}
    assert rows == {table_id: "paused"}
    lobby = await service.db.table(lobby_id)
    assert lobby is not None and lobby.status == "abandoned"
    # Back in the server, the host takes the table up where it stood.
    moving = asyncio.create_task(_moved(service, table_id, seq))
    await service.resume(table_id, 1)
    await moving
    assert table.seq > seq
    await service.close()
    await service.db.close()


async def test_a_table_playing_on_is_paused_when_its_server_is_left(tmp_path: Path) -> None:
    """Not held (a removal seen live): the same."""
    service = await open_service(tmp_path / "b.sqlite3")
    table = await computer_table(service)
    await service.start(table.id, 1)
    await service.wait_idle(table.id)
    await service.leave_server(GUILD)
    assert table.status == "paused"
    await service.close()
    await service.db.close()
