"""The SQLite backend: one file, one connection, and the process as its only writer.

An :class:`asyncio.Lock` serialises the connection's use, so one coroutine's transaction never
interleaves with another's statements. Every write is one ``BEGIN IMMEDIATE`` transaction (the
write lock taken up front, so it cannot fail half-way on a busy database) run whole on
aiosqlite's thread: a work is an ``async`` function, but :class:`_SqliteTx` never suspends, so
the thread drives it to its end in one hand-over (one loop turn per commit, not one per
statement). Group commits (a move's event) skip even the flusher task and the lock: the group
is handed to the thread at once, whose queue runs one transaction at a time in order, and the
thread's last act settles every waiter (:meth:`_group_commit`).
Owns opening (pragmas, migrations), the start-up check and the error mapping.
"""

from __future__ import annotations

import asyncio
import sqlite3
import tempfile
from collections.abc import Callable, Coroutine, Iterable, Sequence
from pathlib import Path
from typing import Any, Literal, Self

import aiosqlite

from db.clock import Clock, utc_now
from db.connection import Connection, Params, T, Tx, Work, savepoints
from db.errors import (
    ConstraintViolation,
    DatabaseProblem,
    ReadUnavailable,
    StorageError,
    StorageUnavailable,
)
from db.models import ConnectionInfo
from db.schema import latest_version, migrate

Synchronous = Literal["FULL", "NORMAL"]

_UNIQUE = {"SQLITE_CONSTRAINT_PRIMARYKEY", "SQLITE_CONSTRAINT_UNIQUE"}


def _violation(exc: sqlite3.IntegrityError) -> ConstraintViolation:
    name = getattr(exc, "sqlite_errorname", "")
    kind = (
        "unique"
        if name in _UNIQUE
        else "foreign_key"
        if name == "SQLITE_CONSTRAINT_FOREIGNKEY"
        else "other"
    )
    return ConstraintViolation(str(exc), kind)


class _SqliteTx(Tx):
    """A transaction on the sqlite3 connection, used from SQLite's own thread. Its methods
    are ``async`` only to share the repositories' works with PostgreSQL: none ever awaits."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    async def fetch(self, sql: str, params: Params = ()) -> list[Any]:
        try:
            return self._conn.execute(sql, params).fetchall()
        except sqlite3.IntegrityError as exc:
            raise _violation(exc) from exc

    async def execute(self, sql: str, params: Params = ()) -> int:
        try:
            return self._conn.execute(sql, params).rowcount
        except sqlite3.IntegrityError as exc:
            raise _violation(exc) from exc

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        try:
            self._conn.executemany(sql, rows)
        except sqlite3.IntegrityError as exc:
            raise _violation(exc) from exc


def _run_sync(coro: Coroutine[Any, Any, T]) -> T:
    """Drive a work over :class:`_SqliteTx` to its end without an event loop."""
    try:
        coro.send(None)
    except StopIteration as done:
        return done.value
    coro.close()
    raise RuntimeError("a SQLite work awaited something other than its transaction")


def _mapped(exc: BaseException) -> BaseException:
    """SQLite's own errors as db/'s typed ones (SQLite's chained as the cause); anything
    else unchanged."""
    if isinstance(exc, sqlite3.IntegrityError):
        typed: StorageError = _violation(exc)
    elif isinstance(exc, sqlite3.DatabaseError):
        typed = StorageUnavailable(str(exc))
    else:
        return exc
    typed.__cause__ = exc
    return typed


def _transaction(conn: sqlite3.Connection, body: Callable[[], T]) -> T:
    """``body`` as one ``BEGIN IMMEDIATE`` transaction (the write lock taken up front), on
    SQLite's thread: committed if it returns, rolled back if it raises."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        result = body()
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:  # some errors (disk full, I/O) have rolled back
            conn.execute("ROLLBACK")
        raise
    return result


def _commit_group(conn: sqlite3.Connection, works: Sequence[Work[None]]) -> list[Exception | None]:
    """``works`` as one transaction, on SQLite's thread: each work's refusal in its place, None
    for each one written. A lone work (most groups) needs no savepoint: its refusal rolls back
    the transaction, which holds nothing else, and two statements fewer is two fewer waits for
    the interpreter's lock."""
    tx = _SqliteTx(conn)
    if len(works) > 1:
        return _transaction(conn, lambda: _run_sync(savepoints(tx, works)))
    try:
        _transaction(conn, lambda: _run_sync(works[0](tx)))
    except (StorageError, ValueError) as refused:
        return [refused]
    return [None]


def _can_create_in(folder: Path) -> bool:
    """Whether this process can create a file in ``folder``, found by doing it: the
    permission bits say nothing of root, of a read-only mount or of ``/proc``. The file has no
    name where the system allows (``O_TMPFILE``) and is gone at once either way."""
    try:
        with tempfile.TemporaryFile(dir=folder):
            return True
    except OSError:
        return False


class SqliteConnection(Connection):
    """The storage of the bot in one SQLite file."""

    _EVENTS_JSON = "json_group_array(json_array(seq, kind, json(payload)))"

    def __init__(self, conn: aiosqlite.Connection, clock: Clock) -> None:
        """Use :meth:`connect`, which configures the connection and migrates the schema."""
        super().__init__(clock)
        self._conn = conn
        self._committing = False
        """A group is on SQLite's thread; events arriving now wait for the next one."""

    @classmethod
    async def connect(
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

    @staticmethod
    def check(path: str | Path, *, busy_timeout_ms: int = 5000) -> DatabaseProblem | None:
        """Why the database at ``path`` cannot be used; None when it can.

        Run before start-up, with SQLite's own module (no thread left behind): the schema
        version (too new, or tables without one), SQLite's ``quick_check``, and the write lock
        (taken and given back at once). Nothing here writes to the file (the folder check makes
        a nameless file beside it and drops it): a refused file stays as it was.
        A missing file is fine (:meth:`connect` creates it), in a folder that exists and this
        process may write in: SQLite creates the file there, and beside it, at every start, the
        write-ahead log and its index (WAL mode), so a folder it cannot write would fail only
        after the bot logged in.
        """
        target = Path(path)
        try:
            exists = target.exists()
            folder = target.parent.is_dir()
        except OSError as exc:  # a folder on the way that this user may not look into
            return DatabaseProblem("unusable", exc.strerror or str(exc))
        if exists and not target.is_file():
            return DatabaseProblem("not_a_file")
        if not folder:
            return DatabaseProblem("missing_folder")
        if not _can_create_in(target.parent):
            return DatabaseProblem("folder_not_writable")
        if not exists:
            return None
        try:
            conn = sqlite3.connect(target, timeout=busy_timeout_ms / 1000, isolation_level=None)
            try:
                version = int(conn.execute("PRAGMA user_version").fetchone()[0])
                supported = latest_version()
                if version > supported:
                    return DatabaseProblem("too_new", found=version, supported=supported)
                if (
                    version == 0
                    and conn.execute(
                        "SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' LIMIT 1"
                    ).fetchone()
                ):
                    return DatabaseProblem("unknown")
                found = [str(row[0]) for row in conn.execute("PRAGMA quick_check")]
                if found != ["ok"]:
                    return DatabaseProblem("damaged", found[0])
                conn.execute("BEGIN IMMEDIATE")
                conn.execute("ROLLBACK")
            finally:
                conn.close()
        except (sqlite3.Error, ValueError) as exc:
            # ValueError: a damaged file can hold text that is not UTF-8 where SQLite keeps
            # the schema.
            return DatabaseProblem("unusable", str(exc))
        return None

    async def close(self) -> None:
        async with self._lock:
            await self._conn.close()

    def _closed(self) -> bool:
        """aiosqlite's thread is gone (the connection closed): its calls would raise a bare
        ``ValueError``, which no caller takes for a storage failure."""
        aio = self._conn
        return not aio._running or aio._connection is None  # pyright: ignore[reportPrivateUsage]

    async def _fetch(self, sql: str, params: Params = ()) -> list[Any]:
        async with self._lock:
            if self._closed():
                raise ReadUnavailable("the database is closed")
            try:
                return list(await self._conn.execute_fetchall(sql, params))
            except sqlite3.OperationalError as exc:  # locked, I/O, a query SQLite refused
                raise ReadUnavailable(str(exc)) from exc
            except sqlite3.DatabaseError as exc:
                if type(exc) is not sqlite3.DatabaseError:
                    raise  # a bug (a query's ProgrammingError…): "went wrong", its traceback
                raise ReadUnavailable(str(exc)) from exc  # a damaged file

    async def _in_thread(self, work: Work[T], *, write: bool) -> T:
        """``work`` run whole on the connection's thread; as one ``BEGIN IMMEDIATE``
        transaction when ``write``. A caller cancelled while it runs leaves no COMMIT racing a
        ROLLBACK: the transaction ends in the thread either way."""

        def run(conn: sqlite3.Connection) -> T:
            if not write:
                return _run_sync(work(_SqliteTx(conn)))
            return _transaction(conn, lambda: _run_sync(work(_SqliteTx(conn))))

        async with self._lock:
            aio = self._conn
            if self._closed():
                # A worker's write after the close (a deploy's last moments): a storage
                # failure its caller handles, not a "Task exception was never retrieved".
                closed = "the database is closed"
                raise StorageUnavailable(closed) if write else ReadUnavailable(closed)
            try:
                # aiosqlite runs a callable on its thread with _execute; _conn is the
                # sqlite3 connection (aiosqlite 0.20-0.22; see pyproject's pin).
                return await aio._execute(lambda: run(aio._conn))  # pyright: ignore[reportPrivateUsage,reportUnknownMemberType,reportUnknownVariableType,reportUnknownLambdaType]
            except sqlite3.DatabaseError as exc:
                # A read's failure says so (the answer words it "not read", not "not saved").
                raise (_mapped(exc) if write else ReadUnavailable(str(exc))) from exc

    async def _write(self, work: Work[T]) -> T:
        return await self._in_thread(work, write=True)

    async def _group_commit(self, work: Work[None]) -> None:
        """As :meth:`Connection._group_commit` promises, in fewer turns of the event loop.

        The base class's way takes four turns of the event loop between the call and the
        caller's return: the flusher task's start, aiosqlite's answer, the flusher waking, the
        caller waking. Under load each turn is a wait behind whatever else is ready. Here the
        first caller hands the group to the thread itself, and the thread ends by scheduling
        :meth:`_settle`, which wakes the callers and hands on the events that arrived
        meanwhile: two turns. No task is involved, and the transaction runs whole on the
        thread, so a cancelled caller cannot stop it half-way (the reason PostgreSQL keeps the
        flusher). The thread runs one callable at a time, in order, so no other transaction
        interleaves with a group.
        """
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        self._pending.append((work, future))
        if not self._committing:
            self._submit(loop)
        await future

    def _submit(self, loop: asyncio.AbstractEventLoop) -> None:
        """Hand the waiting events to SQLite's thread as one group."""
        group, self._pending = self._pending, []
        aio = self._conn
        if self._closed():
            # Closed: aiosqlite's thread is gone (its own calls raise the same).
            for _, future in group:
                future.set_exception(StorageUnavailable("the database is closed"))
            return
        works = [work for work, _ in group]
        self._committing = True
        self._groups += 1

        def run() -> None:
            outcomes: list[Exception | None] | BaseException
            try:
                outcomes = _commit_group(aio._conn, works)  # pyright: ignore[reportPrivateUsage]
            except BaseException as exc:
                outcomes = exc
            loop.call_soon_threadsafe(self._settle, loop, group, outcomes)

        # aiosqlite's queue of callables for its thread (the one _execute uses; pinned in
        # pyproject). No future: run() reports back itself, one loop turn sooner.
        aio._tx.put_nowait((None, run))  # pyright: ignore[reportPrivateUsage]

    def _settle(
        self,
        loop: asyncio.AbstractEventLoop,
        group: list[tuple[Work[None], asyncio.Future[None]]],
        outcomes: list[Exception | None] | BaseException,
    ) -> None:
        """On the loop: wake the group's callers with their outcomes; send the next group."""
        self._committing = False
        if isinstance(outcomes, BaseException):
            error = _mapped(outcomes)
            for _, future in group:
                if not future.done():
                    future.set_exception(error)
        else:
            for (_, future), outcome in zip(group, outcomes, strict=True):
                if future.done():  # its caller was cancelled: the event is written all the same
                    continue
                if outcome is None:
                    future.set_result(None)
                else:
                    future.set_exception(outcome)
        if self._pending:
            self._submit(loop)

    async def _own(self, table_id: int) -> None:
        """Every table is this process's: SQLite has one writing process."""

    async def _read(self, work: Work[T]) -> T:
        return await self._in_thread(work, write=False)

    async def connection_info(self) -> ConnectionInfo:
        """What SQLite reports for the settings :meth:`connect` made (for tests and diagnostics)."""
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
