"""The database facade: every read and write the rest of the program makes.

:class:`Database` is the connection (:mod:`db.connection`) composed with one repository per
aggregate (:mod:`db.repos`): tables with seats and events, tours, guilds, players, statistics.
"""

from __future__ import annotations

from db.connection import UNSET, Synchronous
from db.repos.guilds import GuildsRepo
from db.repos.leaderboard import StatsRepo
from db.repos.players import PlayersRepo
from db.repos.tables import TablesRepo
from db.repos.tours import ToursRepo

__all__ = ["UNSET", "Database", "Synchronous"]


class Database(TablesRepo, ToursRepo, GuildsRepo, PlayersRepo, StatsRepo):
    """The storage of the bot. Open with ``await Database.open(path)``; use as
    ``async with await Database.open(path) as db:`` or close with ``await db.close()``."""
