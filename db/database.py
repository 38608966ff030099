"""The database facade: every read and write the rest of the program makes.

:class:`Database` is one repository per aggregate (:mod:`db.repos`: tables, their seats, their
events, tours, guilds, players, statistics, whole-table copies, the restart handover, the
lines posted, the imports still being read, the direct messages owed about a deleted channel)
over a backend's connection: SQLite (:mod:`db.sqlite`, the default: a file path) or PostgreSQL
(:mod:`db.postgres`: a ``postgresql://`` URL). A new repository method is written once, against
:class:`db.connection.Connection`, and both backends run it.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from db.clock import Clock, utc_now
from db.errors import DatabaseProblem
from db.postgres import PostgresConnection, is_postgres_url
from db.repos.copying import CopyRepo
from db.repos.events import EventsRepo
from db.repos.gone import GoneRepo
from db.repos.guilds import GuildsRepo
from db.repos.handover import HandoverRepo
from db.repos.leaderboard import StatsRepo
from db.repos.pending import PendingRepo
from db.repos.players import PlayersRepo
from db.repos.posted import PostedRepo
from db.repos.seats import SeatsRepo
from db.repos.tables import TablesRepo
from db.repos.tours import ToursRepo
from db.sqlite import SqliteConnection, Synchronous

__all__ = ["Database", "Synchronous", "database_target"]


def database_target(text: str) -> str | Path:
    """What :meth:`Database.open` is given for a ``DATABASE_URL``: a PostgreSQL URL as it is,
    ``sqlite:///path`` as a path (``sqlite:///rel.db`` relative, ``sqlite:////abs.db``
    absolute); text without a scheme is a path."""
    if text.startswith("sqlite:///"):
        return Path(text.removeprefix("sqlite:///"))
    if is_postgres_url(text):
        return text
    if "://" in text:
        raise ValueError(f"not a database: {text!r} (sqlite:///path or postgresql://…)")
    return Path(text)


class Database(
    TablesRepo,
    SeatsRepo,
    EventsRepo,
    ToursRepo,
    GuildsRepo,
    PlayersRepo,
    StatsRepo,
    CopyRepo,
    HandoverRepo,
    PostedRepo,
    PendingRepo,
    GoneRepo,
):
    """The storage of the bot. Open with ``await Database.open(path_or_url)``; use as
    ``async with await Database.open(...) as db:`` or close with ``await db.close()``."""

    @staticmethod
    async def open(
        target: str | Path,
        *,
        synchronous: Synchronous = "FULL",
        busy_timeout_ms: int = 5000,
        clock: Clock = utc_now,
    ) -> Database:
        """A SQLite file (a path, or ``":memory:"`` for tests) or a PostgreSQL database (a
        ``postgresql://`` URL), configured and migrated. ``synchronous`` is SQLite's (see
        :meth:`db.sqlite.SqliteConnection.connect`; PostgreSQL commits durably by its own
        ``synchronous_commit``); ``busy_timeout_ms`` is how long a write waits for a lock
        another connection holds, in both."""
        if is_postgres_url(target):
            return await PostgresDatabase.connect(
                str(target), busy_timeout_ms=busy_timeout_ms, clock=clock
            )
        return await SqliteDatabase.connect(
            target, synchronous=synchronous, busy_timeout_ms=busy_timeout_ms, clock=clock
        )

    @staticmethod
    def problem(target: str | Path, *, busy_timeout_ms: int = 5000) -> DatabaseProblem | None:
        """Why the database cannot be used (each frontend words it); None when it can. Run
        before start-up (outside any event loop); writes nothing."""
        if is_postgres_url(target):
            return asyncio.run(PostgresConnection.check(str(target)))
        return SqliteConnection.check(target, busy_timeout_ms=busy_timeout_ms)


class SqliteDatabase(SqliteConnection, Database):
    """The repositories over one SQLite file."""


class PostgresDatabase(PostgresConnection, Database):
    """The repositories over a PostgreSQL database."""
