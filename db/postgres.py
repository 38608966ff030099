"""The PostgreSQL backend: the same repositories over asyncpg, for several processes at once.

Each process has one connection, used like SQLite's (an :class:`asyncio.Lock`, one
transaction at a time, events of many tables in one group commit). What differs:

* SQL: the repositories' ``?`` and ``:name`` placeholders are rewritten to ``$n`` (once per
  statement text, cached); row access (``row[0]``, ``row["name"]``, ``dict(row)``) is the same.
* Schema: ``db/migrations/postgresql/`` — SQLite's migrations number for number — with the
  applied number in the one-row table ``schema_version``; migrations run under an advisory
  lock, so processes starting together apply each once.
* Ownership: before it writes a table, a process takes that table's session advisory lock
  (``pg_try_advisory_lock(table_id)``) and keeps it until it closes or dies. Another process
  asking for it is refused (:class:`~db.errors.TableBusy`): two processes can never act on
  one table, and a killed process's tables are free for its restart at once.
"""

from __future__ import annotations

import functools
import re
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import Any, Self

import asyncpg

from db.clock import Clock, utc_now
from db.connection import Connection, Params, T, Tx, Work
from db.errors import (
    ConstraintViolation,
    DatabaseProblem,
    DatabaseTooNew,
    DatabaseUnknown,
    ReadUnavailable,
    StorageError,
    StorageUnavailable,
    TableBusy,
)
from db.models import ConnectionInfo
from db.schema import load_migrations

SCHEMES = ("postgresql://", "postgres://")

_MIGRATION_LOCK = -1
"""The advisory lock key migrations hold; table ids (the other keys) are positive."""

_TOKEN = re.compile(r"'(?:[^']|'')*'|\"[^\"]*\"|--[^\n]*|::|\?|:([A-Za-z_]\w*)")


def is_postgres_url(target: object) -> bool:
    return isinstance(target, str) and target.startswith(SCHEMES)


@functools.lru_cache(maxsize=512)
def translate(sql: str) -> tuple[str, tuple[str, ...] | None]:
    """``sql`` with ``$n`` placeholders, and the parameter names in ``$n`` order (None when
    it used ``?``). Strings, quoted names, comments and ``::`` casts are left alone."""
    names: list[str] = []
    positional = 0

    def replace(match: re.Match[str]) -> str:
        nonlocal positional
        token = match[0]
        if token == "?":
            positional += 1
            return f"${positional}"
        if match[1] is None:
            return token
        if match[1] not in names:
            names.append(match[1])
        return f"${names.index(match[1]) + 1}"

    text = _TOKEN.sub(replace, sql)
    if names and positional:
        raise ValueError("a statement mixes ? and :name placeholders")
    return text, (tuple(names) if names else None)


def _arguments(names: tuple[str, ...] | None, params: Params) -> list[Any]:
    values = (
        [params[name] for name in names]  # pyright: ignore[reportCallIssue,reportArgumentType]
        if names is not None and isinstance(params, Mapping)
        else list(params.values() if isinstance(params, Mapping) else params)
    )
    # Booleans are 0/1 INTEGER columns in both schemas; asyncpg would refuse a bool for them.
    return [int(v) if isinstance(v, bool) else v for v in values]


def _said(exc: BaseException) -> str:
    """What a driver's error says, for a log line: a server error's message without its
    ``DETAIL``, which for a NOT NULL or CHECK violation is the whole failing row ("Failing row
    contains (…)"), a deal's cards or an interaction token among its columns."""
    if isinstance(exc, asyncpg.PostgresError):
        message = str(getattr(exc, "message", "") or "")
        return message or type(exc).__name__
    return str(exc)


def _cause(exc: BaseException) -> BaseException | None:
    """The driver's error to chain to ours: none for a server error, whose text carries its
    ``DETAIL`` (:func:`_said`) into any traceback logged, a connection's failure else."""
    return None if isinstance(exc, asyncpg.PostgresError) else exc


def _violation(exc: asyncpg.PostgresError) -> ConstraintViolation:
    kind = (
        "unique"
        if isinstance(exc, asyncpg.UniqueViolationError)
        else "foreign_key"
        if isinstance(exc, asyncpg.ForeignKeyViolationError)
        else "other"
    )
    return ConstraintViolation(_said(exc), kind)


_REFUSED = (asyncpg.IntegrityConstraintViolationError, asyncpg.DataError)


class _PgTx(Tx):
    """An open transaction on the process's asyncpg connection."""

    def __init__(self, conn: asyncpg.Connection) -> None:
        self._conn = conn

    async def fetch(self, sql: str, params: Params = ()) -> list[Any]:
        text, names = translate(sql)
        try:
            return list(await self._conn.fetch(text, *_arguments(names, params)))
        except _REFUSED as exc:
            raise _violation(exc) from None  # no DETAIL in a traceback (_said)

    async def execute(self, sql: str, params: Params = ()) -> int:
        text, names = translate(sql)
        try:
            status = await self._conn.execute(text, *_arguments(names, params))
        except _REFUSED as exc:
            raise _violation(exc) from None  # no DETAIL in a traceback (_said)
        count = status.rsplit(" ", 1)[-1]  # "UPDATE 3", "INSERT 0 1", "SAVEPOINT"
        return int(count) if count.isdigit() else 0

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        text, names = translate(sql)
        arguments = [_arguments(names, row) for row in rows]
        if not arguments:
            return
        try:
            await self._conn.executemany(text, arguments)
        except _REFUSED as exc:
            raise _violation(exc) from None  # no DETAIL in a traceback (_said)


_BROKEN = (asyncpg.InterfaceError, asyncpg.InternalClientError, OSError)
"""Failures of the connection itself (asyncpg may notice a dropped session only as an
internal state error): the connection is dropped and replaced on the next use."""
_UNAVAILABLE = (asyncpg.PostgresError, *_BROKEN)


async def _scalar(conn: asyncpg.Connection, sql: str, *args: Any) -> Any:
    """The first column of the first row (asyncpg types it as possibly None)."""
    return await conn.fetchval(sql, *args)


async def _migrate(conn: asyncpg.Connection) -> int:
    """Bring the schema to the latest version in one transaction; return it."""
    migrations = load_migrations("postgresql")
    supported = migrations[-1].version if migrations else 0
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
        if await _scalar(conn, "SELECT to_regclass('schema_version') IS NOT NULL"):
            current = int(await _scalar(conn, "SELECT version FROM schema_version"))
        else:
            other = await _scalar(
                conn,
                "SELECT table_name FROM information_schema.tables "
                "WHERE table_schema = current_schema() LIMIT 1",
            )
            if other is not None:
                raise DatabaseUnknown(
                    f"the database has tables (such as {other!r}) but no schema version: "
                    "not a database of this program; give a new database or a backup"
                )
            await conn.execute(
                "CREATE TABLE schema_version (version INTEGER NOT NULL);"
                "INSERT INTO schema_version VALUES (0)"
            )
            current = 0
        if current > supported:
            raise DatabaseTooNew(current, supported)
        for migration in migrations[current:]:
            await conn.execute(migration.sql)
            await conn.execute("UPDATE schema_version SET version = $1", migration.version)
    return supported


class PostgresConnection(Connection):
    """The storage of the bot in a PostgreSQL database shared by several processes."""

    _EVENTS_JSON = (
        "COALESCE(json_agg(json_build_array(seq, kind, payload::json)), '[]'::json)::text"
    )

    # SQLite's AUTOINCREMENT follows explicit ids by itself; an identity does not.
    _ID_RESETS: Mapping[str, Sequence[str]] = {
        table: (
            f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
            f"(SELECT COALESCE(MAX(id), 0) + 1 FROM {table}), false)",
        )
        for table in ("tables", "tours")
    }

    def __init__(
        self, conn: asyncpg.Connection, url: str, settings: dict[str, str], clock: Clock
    ) -> None:
        """Use :meth:`connect`, which connects and migrates the schema."""
        super().__init__(clock)
        self._conn = conn
        self._url = url
        self._settings = settings
        self._closed = False
        self._owned: set[int] = set()

    @classmethod
    async def connect(
        cls, url: str, *, busy_timeout_ms: int = 5000, clock: Clock = utc_now
    ) -> Self:
        """Connect to ``url`` (``postgresql://user@host:port/database``) and migrate it.

        ``busy_timeout_ms`` is PostgreSQL's ``lock_timeout``: how long a statement waits for a
        row another connection has locked before it fails (as SQLite's ``busy_timeout``).

        Raises :class:`~db.errors.StorageUnavailable` when the server cannot be reached,
        :class:`~db.errors.DatabaseTooNew` or :class:`~db.errors.DatabaseUnknown` for a
        database this program must not touch (left as it was).
        """
        settings = {"lock_timeout": f"{int(busy_timeout_ms):d}ms"}
        try:
            conn: asyncpg.Connection = await asyncpg.connect(url, server_settings=settings)
        except _UNAVAILABLE as exc:
            raise StorageUnavailable(f"cannot connect to PostgreSQL: {exc}") from exc
        try:
            await _migrate(conn)
        except StorageError:
            await conn.close()
            raise
        except BaseException as exc:
            await conn.close()
            if isinstance(exc, _UNAVAILABLE):
                raise StorageUnavailable(_said(exc)) from _cause(exc)
            raise
        return cls(conn, url, settings, clock)

    @classmethod
    async def check(cls, url: str) -> DatabaseProblem | None:
        """Why the database at ``url`` cannot be used; None when it can. Opens and closes a
        connection; migrates nothing."""
        try:
            conn: asyncpg.Connection = await asyncpg.connect(url)
        except _UNAVAILABLE as exc:
            return DatabaseProblem("unreachable", _said(exc))
        try:
            supported = load_migrations("postgresql")[-1].version
            if await _scalar(conn, "SELECT to_regclass('schema_version') IS NOT NULL"):
                found = int(await _scalar(conn, "SELECT version FROM schema_version"))
                if found > supported:
                    return DatabaseProblem("too_new", found=found, supported=supported)
            elif await _scalar(
                conn,
                "SELECT table_name FROM information_schema.tables "
                "WHERE table_schema = current_schema() LIMIT 1",
            ):
                return DatabaseProblem("unknown")
        except _UNAVAILABLE as exc:
            return DatabaseProblem("unusable", _said(exc))
        finally:
            await conn.close()
        return None

    async def close(self) -> None:
        async with self._lock:
            self._closed = True
            await self._conn.close()

    @asynccontextmanager
    async def _session(self, *, read: bool = False) -> AsyncIterator[asyncpg.Connection]:
        """The connection, under the lock; driver failures typed as
        :class:`~db.errors.StorageUnavailable` (nothing was written; the call may be retried),
        :class:`~db.errors.ReadUnavailable` for a ``read``.

        A connection the server dropped (a restart, a failover) is replaced on the next use.
        This process's table locks went with the old session, so they are taken again, table
        by table, as each is written: if another process took one meanwhile, that write is
        refused instead of two processes acting on the table."""
        async with self._lock:
            try:
                if self._conn.is_closed() and not self._closed:
                    self._owned.clear()
                    self._conn = await asyncpg.connect(self._url, server_settings=self._settings)
                yield self._conn
            except _UNAVAILABLE as exc:
                if isinstance(exc, _BROKEN):
                    self._conn.terminate()
                unavailable = ReadUnavailable if read else StorageUnavailable
                raise unavailable(_said(exc)) from _cause(exc)

    async def _fetch(self, sql: str, params: Params = ()) -> list[Any]:
        text, names = translate(sql)
        async with self._session(read=True) as conn:
            return list(await conn.fetch(text, *_arguments(names, params)))

    async def _write(self, work: Work[T]) -> T:
        async with self._session() as conn, conn.transaction():
            return await work(_PgTx(conn))

    async def _read(self, work: Work[T]) -> T:
        # One snapshot for all the work's reads, as SQLite's single writer gives.
        async with (
            self._session(read=True) as conn,
            conn.transaction(isolation="repeatable_read", readonly=True),
        ):
            return await work(_PgTx(conn))

    async def _own(self, table_id: int) -> None:
        if table_id in self._owned:
            return
        async with self._session() as conn:
            if not await _scalar(conn, "SELECT pg_try_advisory_lock($1)", table_id):
                raise TableBusy(table_id)
            self._owned.add(table_id)

    async def connection_info(self) -> ConnectionInfo:
        """What PostgreSQL reports: ``journal_mode`` names the backend, ``synchronous`` is
        ``synchronous_commit`` (on: FULL), ``busy_timeout_ms`` is ``lock_timeout``."""
        async with self._session() as conn:
            commit = await _scalar(conn, "SHOW synchronous_commit")
            timeout = await _scalar(
                conn, "SELECT setting::int FROM pg_settings WHERE name = 'lock_timeout'"
            )
            version = await _scalar(conn, "SELECT version FROM schema_version")
        return ConnectionInfo(
            journal_mode="postgresql",
            foreign_keys=True,
            busy_timeout_ms=int(timeout),
            synchronous="OFF" if commit == "off" else "FULL" if commit == "on" else "NORMAL",
            user_version=int(version),
        )
