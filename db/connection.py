"""The connection and its transactions: the one SQLite connection every repository uses.

The process's single SQLite connection is also its only writer. An :class:`asyncio.Lock`
serialises its use, so one coroutine's transaction never interleaves with another's
statements; every change runs in one short ``BEGIN IMMEDIATE`` transaction, taking the write
lock up front so it cannot fail half-way on a busy database. Owns opening (pragmas,
migrations), the start-up check, transactions (async, in the thread, group commits) and the
helpers every repository shares.
"""

from __future__ import annotations

import asyncio
import enum
import json
import sqlite3
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Any, Literal, Self, TypeVar

import aiosqlite

from db.clock import Clock, to_db, utc_now
from db.errors import (
    ConstraintViolation,
    DatabaseTooNew,
    StorageError,
    StorageUnavailable,
)
from db.models import (
    ConnectionInfo,
)
from db.schema import latest_version, migrate, rollback

Synchronous = Literal["FULL", "NORMAL"]
T = TypeVar("T")


class _Unset(enum.Enum):
    UNSET = enum.auto()


UNSET = _Unset.UNSET
"""Marks an argument left out of a partial update (None is a value: "no message")."""

_UNIQUE = {"SQLITE_CONSTRAINT_PRIMARYKEY", "SQLITE_CONSTRAINT_UNIQUE"}


_INTEGER_MAX = 2**63 - 1


def _storable(row_id: int) -> bool:
    """Whether SQLite can hold ``row_id`` at all. Ids come from custom ids and commands a
    client may forge; one past SQLite's 64-bit range can name no row, and binding it would
    raise OverflowError, so lookups answer "none" instead."""
    return -_INTEGER_MAX - 1 <= row_id <= _INTEGER_MAX


def _json(value: Mapping[str, Any]) -> str:
    # allow_nan=False: NaN is not JSON and SQLite's json_valid() would refuse it anyway.
    return json.dumps(dict(value), ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def _savepoints(
    conn: sqlite3.Connection, works: Sequence[Callable[[sqlite3.Connection], None]]
) -> list[Exception | None]:
    """Each of ``works`` in its own savepoint of the open transaction; a work refused by a
    rule of ours or of the schema is undone alone, and its error returned in its place."""
    outcomes: list[Exception | None] = []
    for work in works:
        conn.execute("SAVEPOINT item")
        try:
            work(conn)
        except (StorageError, sqlite3.IntegrityError, ValueError) as exc:
            conn.execute("ROLLBACK TO item")
            outcomes.append(exc)
        else:
            outcomes.append(None)
        conn.execute("RELEASE item")
    return outcomes


class Connection:
    """The storage of the bot. Open with ``await Database.open(path)``; use as
    ``async with await Database.open(path) as db:`` or close with ``await db.close()``."""

    def __init__(self, conn: aiosqlite.Connection, clock: Clock) -> None:
        """Use :meth:`open`, which configures the connection and migrates the schema."""
        self._conn = conn
        self._clock = clock
        self._lock = asyncio.Lock()
        self._pending: list[tuple[Callable[[sqlite3.Connection], None], asyncio.Future[None]]] = []
        self._flusher: asyncio.Task[None] | None = None

    @classmethod
    async def open(
        cls,
        path: str | Path,
        *,
        synchronous: Synchronous = "FULL",
        busy_timeout_ms: int = 5000,
        clock: Clock = utc_now,
    ) -> Self:
        """Connect to ``path`` (``":memory:"`` for tests), configure it and migrate it.

        ``synchronous``: with ``"FULL"`` (the default) SQLite syncs the WAL on every commit, so
        an action acknowledged to a player survives a power loss or OS crash. ``"NORMAL"`` skips
        that sync: still never corrupt in WAL mode and faster on slow disks, but the last
        commits before a power loss may be lost, i.e. a player's acknowledged action could
        vanish. A process crash loses nothing in either mode.

        ``busy_timeout_ms``: how long to wait for another connection's lock (a backup tool, a
        second process) before failing. ``clock`` gives every stored timestamp (tests fix it).

        Raises :class:`~db.errors.DatabaseTooNew` if the file was written by a newer program.
        """
        conn = await aiosqlite.connect(path, isolation_level=None)
        try:
            conn.row_factory = sqlite3.Row
            await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms):d}")
            await conn.execute("PRAGMA foreign_keys = ON")
            # Migrate first: a database refused as too new is then left exactly as it was.
            await migrate(conn)
            # WAL lets readers (backups, sqlite3 shell) work while the bot writes; it persists
            # in the file. An in-memory database stays in "memory" mode, which is fine.
            await conn.execute("PRAGMA journal_mode = WAL")
            await conn.execute(f"PRAGMA synchronous = {synchronous}")
        except BaseException:
            await conn.close()
            raise
        return cls(conn, clock)

    async def close(self) -> None:
        async with self._lock:
            await self._conn.close()

    @staticmethod
    def problem(path: str | Path, *, busy_timeout_ms: int = 5000) -> str | None:
        """Why the database at ``path`` cannot be used, in one line; None when it can.

        Run before start-up, with SQLite's own module (no thread left behind): the schema
        version (too new, or tables without one), SQLite's ``quick_check``, and the write lock
        (taken and given back at once). Nothing here writes: a refused file stays as it was.
        A missing file is fine (:meth:`open` creates it).
        """
        target = Path(path)
        if not target.exists():
            return None
        if not target.is_file():
            return "is not a file"
        try:
            conn = sqlite3.connect(target, timeout=busy_timeout_ms / 1000, isolation_level=None)
            try:
                version = int(conn.execute("PRAGMA user_version").fetchone()[0])
                supported = latest_version()
                if version > supported:
                    return str(DatabaseTooNew(version, supported))
                if (
                    version == 0
                    and conn.execute(
                        "SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' LIMIT 1"
                    ).fetchone()
                ):
                    return "has tables but no schema version: not a database of this program"
                found = [str(row[0]) for row in conn.execute("PRAGMA quick_check")]
                if found != ["ok"]:
                    return f"is damaged: {found[0]}"
                conn.execute("BEGIN IMMEDIATE")
                conn.execute("ROLLBACK")
            finally:
                conn.close()
        except (sqlite3.Error, ValueError) as exc:
            # ValueError: a damaged file can hold text that is not UTF-8 where SQLite keeps
            # the schema.
            return f"cannot be used: {exc}"
        return None

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    # -- plumbing -------------------------------------------------------------------------

    def _now(self) -> str:
        return to_db(self._clock())

    async def _fetch(self, sql: str, params: Sequence[Any] | Mapping[str, Any] = ()) -> list[Any]:
        async with self._lock:
            try:
                return list(await self._conn.execute_fetchall(sql, params))
            except sqlite3.OperationalError as exc:
                raise StorageUnavailable(str(exc)) from exc

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction; rolled back on any error, SQLite errors typed.

        A locked database (past ``busy_timeout``), a full disk or an I/O error becomes
        :class:`StorageUnavailable`, so callers that handle :class:`StorageError` (the table
        service turns it into "not saved, try again") see every way a write can fail, not only
        the ones db/ raises itself.
        """
        async with self._lock:
            conn = self._conn
            try:
                # Inside the try: a task cancelled while awaiting BEGIN still begins.
                await conn.execute("BEGIN IMMEDIATE")
                yield conn
                await conn.execute("COMMIT")
            except BaseException as exc:
                await rollback(conn)
                if isinstance(exc, sqlite3.IntegrityError):
                    raise ConstraintViolation(str(exc)) from exc
                if isinstance(exc, sqlite3.DatabaseError):
                    raise StorageUnavailable(str(exc)) from exc
                raise

    async def _transaction_in_thread(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work`` as one write transaction, run whole on the connection's thread.

        The hot path (an event per action): one hand-over to SQLite's thread instead of one per
        statement (BEGIN, INSERT, COMMIT, and the settled rows). Under load each hand-over
        costs a turn of a busy event loop, so this takes an action's commit from several loop
        turns to one. Atomicity is unchanged, and a caller cancelled while it runs no longer
        leaves a COMMIT racing a ROLLBACK: the transaction ends in the thread either way.
        """

        def run(conn: sqlite3.Connection) -> T:
            conn.execute("BEGIN IMMEDIATE")
            try:
                result = work(conn)
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:  # some errors (disk full, I/O) have rolled back
                    conn.execute("ROLLBACK")
                raise
            return result

        async with self._lock:
            aio = self._conn
            try:
                # aiosqlite runs a callable on its thread with _execute; _conn is the
                # sqlite3 connection (aiosqlite 0.20-0.22; see pyproject's pin).
                return await aio._execute(lambda: run(aio._conn))  # pyright: ignore[reportPrivateUsage,reportUnknownMemberType,reportUnknownVariableType,reportUnknownLambdaType]
            except sqlite3.IntegrityError as exc:
                raise ConstraintViolation(str(exc)) from exc
            except sqlite3.DatabaseError as exc:
                raise StorageUnavailable(str(exc)) from exc

    async def _group_commit(self, work: Callable[[sqlite3.Connection], None]) -> None:
        """Run ``work`` in the next group commit and return once that commit is durable.

        Events of many tables that arrive while a commit is in flight are written together in
        one transaction — one hand-over to SQLite's thread and one fsync for all of them —
        each inside its own savepoint. Durability is unchanged (``synchronous`` as opened):
        no caller returns before the COMMIT holding its event has returned. A caller's own
        refusal (a duplicate seq, an unknown table, a broken rule) rolls back only its
        savepoint; any other failure (disk full, locked, I/O) fails the whole group, and
        nothing of it is written.
        """
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._pending.append((work, future))
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush())
        await future

    async def _flush(self) -> None:
        while self._pending:
            group, self._pending = self._pending, []
            works = [work for work, _ in group]
            try:
                outcomes = await self._transaction_in_thread(partial(_savepoints, works=works))
            except BaseException as exc:
                for _, future in group:
                    if not future.done():
                        future.set_exception(exc)
                if not isinstance(exc, Exception):
                    raise
                continue
            for (_, future), outcome in zip(group, outcomes, strict=True):
                if future.done():
                    continue
                if outcome is None:
                    future.set_result(None)
                elif isinstance(outcome, sqlite3.IntegrityError):
                    future.set_exception(ConstraintViolation(str(outcome)))
                else:
                    future.set_exception(outcome)

    async def connection_info(self) -> ConnectionInfo:
        """What SQLite reports for the settings :meth:`open` made (for tests and diagnostics)."""
        values: dict[str, Any] = {}
        for pragma in ("journal_mode", "foreign_keys", "busy_timeout", "synchronous"):
            values[pragma] = (await self._fetch(f"PRAGMA {pragma}"))[0][0]
        version = (await self._fetch("PRAGMA user_version"))[0][0]
        return ConnectionInfo(
            journal_mode=str(values["journal_mode"]),
            foreign_keys=bool(values["foreign_keys"]),
            busy_timeout_ms=int(values["busy_timeout"]),
            synchronous=("OFF", "NORMAL", "FULL", "EXTRA")[int(values["synchronous"])],
            user_version=int(version),
        )
