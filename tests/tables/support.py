"""Helpers for table-service tests: a service on a fresh database, random computer players."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from bot.engine.actions import Action
from bot.engine.views import SeatView
from bot.tables import SeededShuffler, TableService
from bot.tables.service import LiveTable
from db.database import Database
from db.models import ComputerLevel

GUILD, CHANNEL = 100, 200
HUMANS = {1: "Ada", 2: "Bo", 3: "Cy", 4: "Di"}


def random_computers(level: str, seed: int) -> Callable[[SeatView], Action]:
    """Uniformly random legal moves: fast, and enough to drive the service."""
    rng = random.Random(seed)
    return lambda view: rng.choice(view.legal)


async def open_service(
    path: Path | str = ":memory:",
    seed: int = 1,
    computers: Callable[[str, int], Callable[[SeatView], Action]] = random_computers,
) -> TableService:
    db = await Database.open(path)
    service = TableService(db, shuffler=SeededShuffler(seed), seed=seed, computers=computers)
    await service.load()
    return service


async def human_table(
    service: TableService, settings: dict[str, object] | None = None
) -> LiveTable:
    """Four people seated (player ids 1–4) and the game started."""
    table = await service.create_table(
        guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name=HUMANS[1], settings=settings
    )
    for pid in (2, 3, 4):
        await service.join(table.id, pid, HUMANS[pid])
    await service.start(table.id, 1)
    return table


async def computer_table(
    service: TableService,
    settings: dict[str, object] | None = None,
    level: ComputerLevel = "random",
) -> LiveTable:
    """The host in seat 1 and computers in the other three seats (not started)."""
    table = await service.create_table(
        guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name=HUMANS[1], settings=settings
    )
    for _ in range(3):
        await service.add_computer(table.id, 1, level)
    return table


async def table_moves_made(service: TableService, table: LiveTable) -> None:
    """Wait while the seat on turn is one the table moves for itself (a pass or a whist
    answer the rules leave no choice about, ``LiveTable.moves_for``): nobody is asked for
    it, and a person's move sent meanwhile would be stale once the table has made it."""
    for _ in range(16):
        game = table.game
        if game is None or game.to_act is None or not table.moves_for(game.to_act):
            return
        seq = table.seq
        await service.wait_idle(table.id)
        if table.seq == seq:
            raise AssertionError(f"the table made no move for seat {game.to_act}")
    raise AssertionError("the table kept moving for itself")


async def play_random_human_move(
    service: TableService, table: LiveTable, rng: random.Random
) -> None:
    """A random legal move by the person on turn, once the table has made its own moves."""
    await table_moves_made(service, table)
    game = table.game
    assert game is not None and game.to_act is not None
    seat = game.to_act
    action = rng.choice(game.legal_actions(seat))
    await service.act_as_player(table.id, seat, action, table.seq)
