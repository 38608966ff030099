"""Two processes on one database, as in a rolling deploy's overlap: the old one plays a table
after the new one loaded it (``shared_target`` in ``tests/tables/conftest.py`` gives the
database: a SQLite file, or a PostgreSQL database)."""

from __future__ import annotations

from bot.engine.game import Game
from bot.tables import SeededShuffler, TableChange, TableService
from bot.tables.live import LiveTable
from bot.tables.log import game_from_events
from db.database import Database
from tests.tables.support import CHANNEL, GUILD, HUMANS, random_computers


def _service(db: Database) -> TableService:
    async def no_wait(delay: float) -> None:
        raise AssertionError("nothing here is retried")

    return TableService(
        db, shuffler=SeededShuffler(3), seed=3, computers=random_computers, retry_sleep=no_wait
    )


async def old_moves(old: TableService, table: LiveTable, count: int) -> None:
    """The old process plays ``count`` moves (whoever is on turn, its first legal one)."""
    for _ in range(count):
        game = table.game
        assert game is not None and game.to_act is not None
        seat = game.to_act
        await old.act(table.id, seat, game.legal_actions(seat)[0], table.seq)


async def the_log(db: Database, table_id: int) -> tuple[list[str], Game]:
    """The table's log as its event kinds, and the game it replays to."""
    events = await db.event_log(table_id)
    return [kind for kind, _ in events], game_from_events(events)


async def lobby(old: TableService) -> LiveTable:
    """Four people seated in the old process's lobby, not started."""
    table = await old.create_table(
        guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name=HUMANS[1]
    )
    for pid in (2, 3, 4):
        await old.join(table.id, pid, HUMANS[pid])
    return table


class Overlap:
    """The old process on the shared database, and the new one (loaded once the test says)."""

    def __init__(self, target: str) -> None:
        self.target = target
        self.changes: list[TableChange] = []

    async def open_old(self) -> TableService:
        self.old = _service(await Database.open(self.target))
        return self.old

    async def open_new(self) -> TableService:
        self.new = _service(await Database.open(self.target))
        await self.new.load()

        async def seen(change: TableChange) -> None:
            self.changes.append(change)

        self.new.subscribe(seen)
        return self.new

    async def stop_old(self) -> None:
        """The old process stops: its lock (PostgreSQL's) is freed."""
        await self.old.close()
        await self.old.db.close()

    async def close(self) -> None:
        await self.new.close()
        await self.new.db.close()

    @property
    def kinds(self) -> list[str]:
        return [change.kind for change in self.changes]
