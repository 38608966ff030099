"""``simulate --db``: the same simulation played through the table service and persisted, so
a run killed at any point (even SIGKILL) resumes on the next run with the same file and seed
and ends exactly as an uninterrupted run (and as the in-memory :func:`bot.simulate.simulate`).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from bot.engine.game import Game
from bot.players import make_player
from bot.simulate import NAMES, deck_for, game_settings, seat_seed
from bot.tables import TableService
from bot.tables.log import game_from_events
from bot.tables.service import LiveTable
from db.database import Database
from db.models import ComputerLevel, SeatAssignment

SIM_GUILD = -1
"""Simulations live in a guild of their own so they never reach a server's leaderboard."""


class SimulationStopped(Exception):
    """The simulation's table stopped before its game was over (a computer failing again and
    again, its moves not saved): ``deal`` is the deal it stopped at."""

    def __init__(self, table_id: int, deal: int) -> None:
        super().__init__(f"table {table_id} stopped at deal {deal}")
        self.table_id = table_id
        self.deal = deal


class _SimulationShuffler:
    def __init__(self, seed: int) -> None:
        self.seed = seed

    def deal(self, table_id: int, deal_no: int) -> tuple[list[int], int]:
        return deck_for(self.seed, deal_no)


async def simulate_persisted(
    path: Path,
    deals: int,
    seed: int,
    variant: str,
    settings: Mapping[str, object] | None,
    level: str,
) -> Game:
    """Run (or resume) the simulation in ``path`` and return the finished game; raises
    :class:`SimulationStopped` where its table stopped before the game was over."""
    # A process crash (SIGKILL) loses nothing with NORMAL in WAL mode; a simulation need not
    # pay an fsync per move to survive a power cut.
    db = await Database.open(path, synchronous="NORMAL")
    service = TableService(
        db,
        shuffler=_SimulationShuffler(seed),
        seed=seed,
        computers=lambda lvl, s: make_player(lvl, s).choose,
        seat_seed=lambda table_id, seat: seat_seed(seed, seat),
    )
    try:
        await service.load()
        table = await _table(service, db, deals, seed, variant, settings, level)
        await service.wait_idle(table.id)
        stopped = table.status != "finished"
        events = await db.event_log(table.id)
    finally:
        await service.close()
        await db.close()
    game = game_from_events(events)
    if stopped:
        raise SimulationStopped(table.id, len(game.deals))
    return game


async def _table(
    service: TableService,
    db: Database,
    deals: int,
    seed: int,
    variant: str,
    rule_settings: Mapping[str, object] | None,
    level: str,
) -> LiveTable:
    settings = game_settings(rule_settings, deals)
    for row in await db.tables_by_status(("playing", "finished"), guild_id=SIM_GUILD):
        if row.channel_id == seed:
            live = service.find(row.id)
            if live is not None:
                return live  # an interrupted run: load() has rebuilt it and computers resume
            return LiveTable(row=row, seats={})  # already finished: read its log
    table = await service.create_table(
        guild_id=SIM_GUILD,
        channel_id=seed,
        host_id=0,
        host_name="simulation",
        variant=variant,
        settings=settings,
    )
    lvl: ComputerLevel = level  # pyright: ignore[reportAssignmentType]
    for seat in (2, 3, 4):
        await service.add_computer(table.id, 0, lvl, name=NAMES[seat - 1])
    # The lobby's host seat goes to a computer too: nobody plays in a simulation.
    await service.set_seat(
        table.id, SeatAssignment(seat=1, computer_level=lvl, display_name=NAMES[0])
    )
    await service.start(table.id, 0, first_dealer=1)
    return table
