"""Storage faults for tests, simulated in-process: a full disk and a database locked by someone
else.

``StorageFaults.install(db)`` puts a thin proxy in front of the :class:`~db.database.Database`'s
aiosqlite connection. Armed failures raise the very ``sqlite3.OperationalError`` SQLite raises
("database or disk is full", errorname ``SQLITE_FULL``) at the statement chosen, *before* it
runs, so the transaction really is left open and the repository's rollback path is exercised.
A real lock is taken with :func:`hold_write_lock` (a second connection in ``BEGIN IMMEDIATE``):
SQLite then answers ``database is locked`` after the bot's ``busy_timeout``.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite

from db.database import Database, SqliteDatabase

Matcher = Callable[[str, Any], bool]


def disk_full() -> sqlite3.OperationalError:
    """The error SQLite raises when a write finds no room (``SQLITE_FULL``)."""
    exc = sqlite3.OperationalError("database or disk is full")
    exc.sqlite_errorcode = 13  # pyright: ignore[reportAttributeAccessIssue]
    exc.sqlite_errorname = "SQLITE_FULL"  # pyright: ignore[reportAttributeAccessIssue]
    return exc


def is_commit(sql: str, params: Any) -> bool:
    return sql.strip().upper() == "COMMIT"


def inserts_event(kind: str) -> Matcher:
    """Matches the INSERT of an event of ``kind`` (``deal``, ``action``, ``close``...)."""

    def match(sql: str, params: Any) -> bool:
        return (
            sql.startswith("INSERT INTO events")
            and isinstance(params, tuple)
            and (
                len(params) > 2 and params[2] == kind  # pyright: ignore[reportUnknownArgumentType]
            )
        )

    return match


@dataclass
class _Armed:
    match: Matcher
    remaining: int


@dataclass
class StorageFaults:
    """Failures armed on one database connection; ``raised`` counts those that fired."""

    real: aiosqlite.Connection
    armed: list[_Armed] = field(default_factory=lambda: [])
    raised: int = 0

    @classmethod
    def install(cls, db: Database) -> StorageFaults:
        assert isinstance(db, SqliteDatabase), "storage faults are simulated on SQLite"
        faults = cls(db._conn)  # pyright: ignore[reportPrivateUsage]
        db._conn = _FaultyConnection(faults)  # pyright: ignore[reportPrivateUsage,reportAttributeAccessIssue]
        return faults

    def fail(self, times: int = 1, match: Matcher = is_commit) -> None:
        """The next ``times`` statements matching ``match`` (by default: COMMIT) fail as if
        the disk were full."""
        self.armed.append(_Armed(match, times))

    def clear(self) -> None:
        self.armed.clear()

    @property
    def pending(self) -> int:
        return sum(a.remaining for a in self.armed)

    def take(self, sql: str, params: Any) -> bool:
        for armed in self.armed:
            if armed.remaining and armed.match(sql, params):
                armed.remaining -= 1
                self.raised += 1
                return True
        return False


class _FaultySqlite:
    """The sqlite3 connection as seen by work the repository runs on SQLite's own thread."""

    def __init__(self, faults: StorageFaults, raw: sqlite3.Connection) -> None:
        self._faults = faults
        self._raw = raw

    def __getattr__(self, name: str) -> Any:
        return getattr(self._raw, name)

    def execute(self, sql: str, parameters: Any = ()) -> sqlite3.Cursor:
        if self._faults.take(sql, parameters):
            raise disk_full()
        return self._raw.execute(sql, parameters)

    def executemany(self, sql: str, parameters: Any) -> sqlite3.Cursor:
        if self._faults.take(sql, parameters):
            raise disk_full()
        return self._raw.executemany(sql, parameters)


class _FaultyConnection:
    """Forwards everything to the real connection except statements a fault is armed for,
    whether sent one by one (aiosqlite) or from work run on the connection's thread."""

    def __init__(self, faults: StorageFaults) -> None:
        self._faults = faults

    def __getattr__(self, name: str) -> Any:
        return getattr(self._faults.real, name)

    @property
    def _conn(self) -> _FaultySqlite:
        return _FaultySqlite(self._faults, self._faults.real._conn)  # pyright: ignore[reportPrivateUsage]

    async def execute(self, sql: str, parameters: Any = None) -> Any:
        if self._faults.take(sql, parameters):
            raise disk_full()
        return await self._faults.real.execute(sql, parameters)

    async def executemany(self, sql: str, parameters: Any) -> Any:
        if self._faults.take(sql, parameters):
            raise disk_full()
        return await self._faults.real.executemany(sql, parameters)

    async def execute_fetchall(self, sql: str, parameters: Any = None) -> Any:
        if self._faults.take(sql, parameters):
            raise disk_full()
        return await self._faults.real.execute_fetchall(sql, parameters)


@contextmanager
def hold_write_lock(path: Path) -> Iterator[sqlite3.Connection]:
    """Another connection holds the database's write lock until the block ends (a backup tool
    or a second process misbehaving): the bot's writes wait ``busy_timeout``, then fail."""
    conn = sqlite3.connect(path, isolation_level=None, timeout=5)
    try:
        conn.execute("BEGIN IMMEDIATE")
        yield conn
        conn.execute("ROLLBACK")
    finally:
        conn.close()
