"""A table's Discord ids change (its message or thread gone, posted again) while the table goes
on: ``TableService.set_messages`` runs without the table's lock, so a step away or a pause can
be saved while it waits on the database. Whatever point of it the change lands at, the live
table keeps the change (and the new ids): it never takes a row read back over its own, which
left East's seat forgotten in memory ("You are not seated at this table." on Take my seat
back), and the next settings write saved the loss."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.tables import TableService
from bot.tables.service import LiveTable
from tests.tables.support import human_table, open_service

Change = Callable[[TableService, LiveTable], Awaitable[object]]


async def _step_away(service: TableService, table: LiveTable) -> object:
    return await service.step_away(table.id, 2)


async def _pause(service: TableService, table: LiveTable) -> object:
    return await service.pause(table.id, 1)


class _Stop:
    """Holds ``set_messages`` after its ``at``-th database call (the write of the ids, then
    whatever it reads), until :attr:`go` is set."""

    def __init__(self, at: int) -> None:
        self.at = at
        self.calls = 0
        self.reached = asyncio.Event()
        self.go = asyncio.Event()
        self.task: asyncio.Task[None] | None = None

    def wrap(self, method: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        async def held(*args: Any, **kwargs: Any) -> Any:
            result = await method(*args, **kwargs)
            if asyncio.current_task() is self.task:
                self.calls += 1
                if self.calls == self.at:
                    self.reached.set()
                    await self.go.wait()
            return result

        return held


@pytest.mark.parametrize("at", [1, 2, 3])
@pytest.mark.parametrize("change", [_step_away, _pause], ids=["step_away", "pause"])
async def test_a_change_saved_while_the_ids_are_written_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, change: Change, at: int
) -> None:
    path = tmp_path / "b.sqlite3"
    service = await open_service(path)
    table = await human_table(service)
    await service.set_messages(table.id, message_id=10)
    db = service.db
    stop = _Stop(at)
    monkeypatch.setattr(db, "set_table_messages", stop.wrap(db.set_table_messages))
    monkeypatch.setattr(db, "table", stop.wrap(db.table))
    stop.task = asyncio.create_task(service.set_messages(table.id, message_id=11))
    reached = asyncio.create_task(stop.reached.wait())
    await asyncio.wait({stop.task, reached}, return_when=asyncio.FIRST_COMPLETED)
    reached.cancel()
    await change(service, table)  # East steps away, or the host pauses, meanwhile
    stop.go.set()
    await stop.task
    await service.wait_idle(table.id)
    monkeypatch.undo()

    assert table.row.message_id == 11
    if change is _step_away:
        assert table.options.away == {2: 2}
        assert await service.come_back(table.id, 2, "Bo") == 2  # the seat is still East's
    else:
        assert table.status == "paused"
        await service.resume(table.id, 1)
        assert table.status == "playing"
    await service.wait_idle(table.id)
    # What memory holds now is what the next write saves, and what a restart finds.
    await service.close()
    await db.close()
    again = await open_service(path)
    rebuilt = again.get(table.id)
    assert rebuilt.row.message_id == 11
    assert rebuilt.options.away == {} and rebuilt.seats[2].player_id == 2
    assert rebuilt.status == "playing"
    await again.close()
    await again.db.close()


async def test_ids_changed_are_the_only_ones_changed(tmp_path: Path) -> None:
    """Each id given changes, in memory and on disk; the others stay (None: none any more)."""
    service = await open_service(tmp_path / "b.sqlite3")
    table = await human_table(service)
    await service.set_messages(table.id, thread_id=5, message_id=6, lobby_message_id=7)
    await service.set_messages(table.id, thread_id=None, message_id=8)
    stored = await service.db.table(table.id)
    assert stored is not None
    for row in (table.row, stored):
        assert (row.thread_id, row.message_id, row.lobby_message_id) == (None, 8, 7)
    await service.close()
    await service.db.close()
