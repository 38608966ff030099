"""Another bot process on the same database file as a fake-Discord test's bot: a rolling
deploy's old (or new) process, made of the table service alone, which moves tables the bot
under test loaded before."""

from __future__ import annotations

from pathlib import Path

from bot.tables import SeededShuffler, TableService
from db.database import Database
from tests.tables.support import random_computers


async def other_process(path: Path) -> TableService:
    """Another bot process on the same database file, its tables loaded."""
    service = TableService(
        await Database.open(path), shuffler=SeededShuffler(3), seed=3, computers=random_computers
    )
    await service.load()
    return service


async def stop(service: TableService) -> None:
    await service.close()
    await service.db.close()


async def moves(service: TableService, table_id: int, count: int) -> None:
    """The other process plays ``count`` moves (whoever is on turn, the first legal one)."""
    table = service.get(table_id)
    for _ in range(count):
        game = table.game
        assert game is not None and game.to_act is not None
        seat = game.to_act
        await service.act(table_id, seat, game.legal_actions(seat)[0], table.seq)
