"""What every repository writes against, whichever database is underneath.

A repository reads with :meth:`Connection._fetch` and writes with a *work*: an ``async``
function of a :class:`Tx` (fetch, execute, executemany) run whole as one transaction by
:meth:`Connection._write`, or batched with other tables' events by
:meth:`Connection._group_commit`. The SQL is written once, in SQLite's placeholder style
(``?`` or ``:name``); each backend runs it its own way:

* :mod:`db.sqlite` — one SQLite file, one connection, its work run on SQLite's thread;
* :mod:`db.postgres` — one PostgreSQL connection per process (asyncpg), placeholders
  rewritten to ``$n``, and an advisory lock per table so two processes never act on one.

The few phrases the two dialects spell differently are attributes of the backend class
(:attr:`Connection._EVENTS_JSON`, :attr:`Connection._ID_RESETS`). Group commits, savepoints
and the value helpers every repository shares live here.
"""

from __future__ import annotations

import asyncio
import enum
import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Coroutine, Iterable, Mapping, Sequence
from functools import partial
from types import TracebackType
from typing import Any, Protocol, Self, TypeVar

from db.clock import Clock, to_db
from db.errors import StorageError
from db.models import ConnectionInfo

T = TypeVar("T")
Params = Sequence[Any] | Mapping[str, Any]


class _Unset(enum.Enum):
    UNSET = enum.auto()


UNSET = _Unset.UNSET
"""Marks an argument left out of a partial update (None is a value: "no message")."""

_INTEGER_MAX = 2**63 - 1


def _storable(row_id: int) -> bool:
    """Whether a 64-bit INTEGER column can hold ``row_id`` at all. Ids come from custom ids and
    commands a client may forge; one past the 64-bit range can name no row, and binding it
    would raise, so lookups answer "none" instead."""
    return -_INTEGER_MAX - 1 <= row_id <= _INTEGER_MAX


def fits_columns(value: object) -> bool:
    """Whether every whole number in ``value`` (a row's fields as ``model_dump`` gives them:
    nested in mappings, lists and tuples) fits a 64-bit INTEGER column, SQLite's INTEGER and
    PostgreSQL's BIGINT alike (:data:`_INTEGER_MAX`). The rules' amounts have no such limit
    (Python's ints): a game whose scores outgrow it cannot save them, and is ended before
    (:meth:`bot.tables.commit.CommitPath._outgrow`)."""
    if isinstance(value, bool):
        return True
    if isinstance(value, int):
        return _storable(value)
    if isinstance(value, Mapping):
        return all(fits_columns(item) for item in value.values())  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
    if isinstance(value, list | tuple):
        return all(fits_columns(item) for item in value)  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
    return True


def _json(value: Mapping[str, Any]) -> str:
    # allow_nan=False: NaN is not JSON and both databases' JSON checks would refuse it anyway.
    return json.dumps(dict(value), ensure_ascii=False, separators=(",", ":"), allow_nan=False)


class Tx(Protocol):
    """One open transaction as a work sees it. Rows answer ``row[0]``, ``row["name"]`` and
    ``dict(row)``; a broken schema rule raises :class:`~db.errors.ConstraintViolation`."""

    async def fetch(self, sql: str, params: Params = ()) -> list[Any]: ...

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; the number of rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None: ...


Work = Callable[[Tx], Coroutine[Any, Any, T]]


async def savepoints(tx: Tx, works: Sequence[Work[None]]) -> list[Exception | None]:
    """Each of ``works`` in its own savepoint of the open transaction; a work refused by a
    rule of ours or of the schema is undone alone, and its error returned in its place."""
    outcomes: list[Exception | None] = []
    for work in works:
        await tx.execute("SAVEPOINT item")
        try:
            await work(tx)
        except (StorageError, ValueError) as exc:
            await tx.execute("ROLLBACK TO item")
            outcomes.append(exc)
        else:
            outcomes.append(None)
        await tx.execute("RELEASE item")
    return outcomes


class Connection(ABC):
    """The storage of the bot, one backend underneath. Open with ``await Database.open(...)``
    (:mod:`db.database`); use as ``async with`` or close with ``await db.close()``."""

    _EVENTS_JSON: str
    """An aggregate of ``events`` rows into one JSON text ``[[seq, kind, payload], ...]``."""
    _ID_RESETS: Mapping[str, Sequence[str]] = {}
    """Per table, what moves its id generator past ids inserted explicitly (by a copy)."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self._lock = asyncio.Lock()
        self._pending: list[tuple[Work[None], asyncio.Future[None]]] = []
        self._flusher: asyncio.Task[None] | None = None
        self._groups = 0
        """Group-commit transactions begun so far (tests count them)."""

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def connection_info(self) -> ConnectionInfo:
        """What the database reports about this connection (for tests and diagnostics)."""

    @abstractmethod
    async def _fetch(self, sql: str, params: Params = ()) -> list[Any]:
        """The rows of one read, outside any write transaction."""

    @abstractmethod
    async def _write(self, work: Work[T]) -> T:
        """``work`` as one write transaction: all of it commits or none; driver errors typed
        (:class:`~db.errors.ConstraintViolation`, :class:`~db.errors.StorageUnavailable`)."""

    @abstractmethod
    async def _read(self, work: Work[T]) -> T:
        """``work`` of several reads, none of another coroutine's statements between them."""

    @abstractmethod
    async def _own(self, table_id: int) -> None:
        """Make sure this process may write ``table_id``; raise
        :class:`~db.errors.TableBusy` if another process serves it."""

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    def _now(self) -> str:
        return to_db(self._clock())

    async def _group_commit(self, work: Work[None]) -> None:
        """Run ``work`` in the next group commit and return once that commit is durable.

        Events of many tables that arrive while a commit is in flight are written together in
        one transaction — one hand-over to the database and one sync for all of them — each
        inside its own savepoint. No caller returns before the COMMIT holding its event has
        returned. A caller's own refusal (a duplicate seq, an unknown table, a broken rule)
        rolls back only its savepoint; any other failure (disk full, locked, I/O) fails the
        whole group, and nothing of it is written.

        The write runs in the flusher task, never in a caller's: a caller cancelled while its
        event is being committed must not cancel the transaction half-way (asyncpg would be
        left inside it).
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
            self._groups += 1
            try:
                outcomes = await self._write(partial(savepoints, works=works))
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
                else:
                    future.set_exception(outcome)
