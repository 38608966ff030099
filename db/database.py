"""The connection and the repository: every read and write the rest of the program makes.

One :class:`Database` holds the process's single SQLite connection, which is also its only
writer. An :class:`asyncio.Lock` serialises its use, so one coroutine's transaction never
interleaves with another's statements; every change runs in one short ``BEGIN IMMEDIATE``
transaction, taking the write lock up front so it cannot fail half-way on a busy database.
"""

from __future__ import annotations

import asyncio
import enum
import json
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from datetime import datetime
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Any, Literal, Self, TypeVar

import aiosqlite

from db import stats
from db.clock import Clock, to_db, utc_now
from db.errors import (
    ConstraintViolation,
    DatabaseTooNew,
    DuplicateEvent,
    StorageError,
    StorageUnavailable,
    TableNotFound,
    TourNotRunning,
)
from db.models import (
    UNFINISHED_STATUSES,
    ConnectionInfo,
    EventRow,
    GuildRules,
    GuildSettings,
    LeaderboardRow,
    PlayerProfile,
    PlayerRow,
    SeatAssignment,
    SettledDeal,
    TableRow,
    TableStatus,
    TourEnd,
    TourRow,
    TourSeatResult,
    Variant,
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


def _table(row: sqlite3.Row) -> TableRow:
    return TableRow.model_validate({**dict(row), "settings": json.loads(row["settings"])})


def _event(row: sqlite3.Row) -> EventRow:
    return EventRow.model_validate({**dict(row), "payload": json.loads(row["payload"])})


def _write_settled(
    conn: sqlite3.Connection, table_id: int, seq: int, deal: SettledDeal, now: str
) -> None:
    values = deal.model_dump(exclude={"payments"})
    values.update(
        table_id=table_id,
        event_seq=seq,
        played_at=now,
        declarer_player_id=deal.player_at(deal.declarer_seat),
        whister_player_id=deal.player_at(deal.whister_seat),
    )
    columns = [c for c in values if c != "table_id"]
    # guild_id is copied from the table so a result can never name another guild.
    conn.execute(
        f"INSERT INTO deal_results (table_id, guild_id, {', '.join(columns)}) "
        f"SELECT :table_id, guild_id, {', '.join(':' + c for c in columns)} "
        "FROM tables WHERE id = :table_id",
        values,
    )
    conn.executemany(
        "INSERT INTO deal_payments (table_id, deal_no, seat, player_id, net) "
        "VALUES (?, ?, ?, ?, ?)",
        [(table_id, deal.deal_no, p.seat, p.player_id, p.net) for p in deal.payments],
    )


def _end_tour(conn: sqlite3.Connection, end: TourEnd, now: str, *, table_id: int | None) -> TourRow:
    rows = conn.execute(
        "UPDATE tours SET status = :status, ended_at = :now "
        "WHERE id = :id AND status = 'running' "
        "AND (:table_id IS NULL OR table_id = :table_id) RETURNING *",
        {"status": end.status, "now": now, "id": end.tour_id, "table_id": table_id},
    ).fetchall()
    if not rows:
        raise TourNotRunning(end.tour_id)
    conn.executemany(
        "INSERT INTO tour_results (tour_id, seat, player_id, balance, settlement, rank) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [(end.tour_id, r.seat, r.player_id, r.balance, r.settlement, r.rank) for r in end.results],
    )
    return TourRow.model_validate(dict(rows[0]))


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


class Database:
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

    # -- guild settings and players -------------------------------------------------------

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        """The guild's settings; the defaults when it never stored any."""
        if not _storable(guild_id):
            return GuildSettings(guild_id=guild_id)
        rows = await self._fetch("SELECT * FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return (
            GuildSettings.model_validate(dict(rows[0]))
            if rows
            else GuildSettings(guild_id=guild_id)
        )

    async def upsert_guild_settings(self, settings: GuildSettings) -> GuildSettings:
        values = settings.model_dump(exclude={"updated_at"})
        values["updated_at"] = self._now()
        columns = list(values)
        async with self._transaction() as conn:
            rows = await conn.execute_fetchall(
                f"INSERT INTO guild_settings ({', '.join(columns)}) "
                f"VALUES ({', '.join(':' + c for c in columns)}) "
                "ON CONFLICT (guild_id) DO UPDATE SET "
                + ", ".join(f"{c} = excluded.{c}" for c in columns if c != "guild_id")
                + " RETURNING *",
                values,
            )
        return GuildSettings.model_validate(dict(next(iter(rows))))

    async def guild_rules(self, guild_id: int, variant: str) -> GuildRules:
        """The guild's stored rule defaults for ``variant``; an empty document if none."""
        empty = GuildRules(guild_id=guild_id, variant=variant)
        if not _storable(guild_id):
            return empty
        rows = await self._fetch(
            "SELECT * FROM guild_rules WHERE guild_id = ? AND variant = ?", (guild_id, variant)
        )
        if not rows:
            return empty
        row = dict(rows[0])
        return GuildRules.model_validate({**row, "settings": json.loads(row["settings"])})

    async def upsert_guild_rules(self, rules: GuildRules) -> GuildRules:
        """Store the document as given: the caller validated it with the variant's model."""
        now = self._now()
        async with self._transaction() as conn:
            await conn.execute(
                "INSERT INTO guild_rules (guild_id, variant, settings, updated_at) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, variant) DO UPDATE SET "
                "settings = excluded.settings, updated_at = excluded.updated_at",
                (rules.guild_id, rules.variant, _json(rules.settings), now),
            )
        return await self.guild_rules(rules.guild_id, rules.variant)

    async def upsert_player(self, player_id: int, display_name: str) -> None:
        """Record a human player, or refresh their display name."""
        now = self._now()
        async with self._transaction() as conn:
            await conn.execute(
                "INSERT INTO players (id, display_name, created_at, updated_at) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET "
                "display_name = excluded.display_name, updated_at = excluded.updated_at",
                (player_id, display_name, now, now),
            )

    async def player(self, player_id: int) -> PlayerRow | None:
        if not _storable(player_id):
            return None
        rows = await self._fetch("SELECT * FROM players WHERE id = ?", (player_id,))
        return PlayerRow.model_validate(dict(rows[0])) if rows else None

    async def set_turn_notices(self, player_id: int, on: bool) -> None:
        """Mute (``on=False``) or unmute a player's turn notices; a player not yet recorded
        is left alone (only seated players, who are recorded, see the switch)."""
        async with self._transaction() as conn:
            await conn.execute(
                "UPDATE players SET turn_notices = ?, updated_at = ? WHERE id = ?",
                (int(on), self._now(), player_id),
            )

    async def turn_notices(self, player_id: int) -> bool:
        """Whether the player wants turn notices (yes for players not recorded)."""
        if not _storable(player_id):
            return True
        rows = await self._fetch("SELECT turn_notices FROM players WHERE id = ?", (player_id,))
        return bool(rows[0][0]) if rows else True

    # -- tables and seats -----------------------------------------------------------------

    async def create_table(
        self,
        *,
        guild_id: int,
        channel_id: int,
        host_player_id: int,
        variant: Variant,
        settings: Mapping[str, Any],
        thread_id: int | None = None,
        message_id: int | None = None,
        lobby_message_id: int | None = None,
    ) -> TableRow:
        """A new table in the lobby. The host must have been recorded with upsert_player."""
        now = self._now()
        async with self._transaction() as conn:
            rows = await conn.execute_fetchall(
                "INSERT INTO tables (guild_id, channel_id, thread_id, message_id, "
                "lobby_message_id, host_player_id, status, variant, settings, created_at, "
                "updated_at) VALUES (?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?) RETURNING *",
                (
                    guild_id,
                    channel_id,
                    thread_id,
                    message_id,
                    lobby_message_id,
                    host_player_id,
                    variant,
                    _json(settings),
                    now,
                    now,
                ),
            )
        return _table(next(iter(rows)))

    async def table(self, table_id: int) -> TableRow | None:
        if not _storable(table_id):
            return None
        rows = await self._fetch("SELECT * FROM tables WHERE id = ?", (table_id,))
        return _table(rows[0]) if rows else None

    async def tables_by_status(
        self, statuses: Iterable[TableStatus], *, guild_id: int | None = None
    ) -> list[TableRow]:
        """Tables in any of ``statuses`` (optionally of one guild), oldest first."""
        wanted = list(statuses)
        sql = f"SELECT * FROM tables WHERE status IN ({', '.join('?' for _ in wanted)})"
        params: list[Any] = list(wanted)
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        return [_table(row) for row in await self._fetch(sql + " ORDER BY id", params)]

    async def unfinished_tables(self) -> list[TableRow]:
        """The tables to rebuild after a restart: in the lobby, playing or paused."""
        return await self.tables_by_status(UNFINISHED_STATUSES)

    async def _update_table(self, table_id: int, changes: Mapping[str, Any]) -> None:
        # Column names come from this module only, never from a caller.
        assignments = ", ".join(f"{column} = :{column}" for column in changes)
        async with self._transaction() as conn:
            cursor = await conn.execute(
                f"UPDATE tables SET {assignments}, updated_at = :updated_at WHERE id = :id",
                {**changes, "updated_at": self._now(), "id": table_id},
            )
            if cursor.rowcount == 0:
                raise TableNotFound(table_id)

    async def set_table_status(self, table_id: int, status: TableStatus) -> None:
        """Change the status; for ``"broken"`` use :meth:`mark_broken`, which needs a reason."""
        if status == "broken":
            raise ValueError("a broken table needs a reason: use mark_broken()")
        await self._update_table(table_id, {"status": status, "broken_reason": None})

    async def mark_broken(self, table_id: int, reason: str) -> None:
        """Take a table out of play because it cannot be rebuilt (e.g. its log fails replay)."""
        await self._update_table(table_id, {"status": "broken", "broken_reason": reason})

    async def set_table_messages(
        self,
        table_id: int,
        *,
        thread_id: int | _Unset | None = UNSET,
        message_id: int | _Unset | None = UNSET,
        lobby_message_id: int | _Unset | None = UNSET,
    ) -> None:
        """Change the given Discord ids, leave the others as they are."""
        given = {
            "thread_id": thread_id,
            "message_id": message_id,
            "lobby_message_id": lobby_message_id,
        }
        changes = {column: value for column, value in given.items() if value is not UNSET}
        if changes:
            await self._update_table(table_id, changes)

    async def set_table_settings(self, table_id: int, settings: Mapping[str, Any]) -> None:
        await self._update_table(table_id, {"settings": _json(settings)})

    async def set_seat(
        self,
        table_id: int,
        assignment: SeatAssignment,
        *,
        settings: Mapping[str, Any] | None = None,
    ) -> None:
        """Put a player (already upserted) or a computer in a seat, replacing whoever was there;
        with ``settings``, the table's settings change in the same transaction."""
        async with self._transaction() as conn:
            await self._write_seats(conn, table_id, [assignment])
            if settings is not None:
                cursor = await conn.execute(
                    "UPDATE tables SET settings = ?, updated_at = ? WHERE id = ?",
                    (_json(settings), self._now(), table_id),
                )
                if cursor.rowcount == 0:
                    raise TableNotFound(table_id)

    async def set_seats(self, table_id: int, assignments: Sequence[SeatAssignment]) -> None:
        """Replace all seats of the table at once (seats not given become empty)."""
        seats = [a.seat for a in assignments]
        if len(set(seats)) != len(seats):
            raise ValueError(f"each seat may be given once, got {seats}")
        async with self._transaction() as conn:
            await conn.execute("DELETE FROM seats WHERE table_id = ?", (table_id,))
            await self._write_seats(conn, table_id, assignments)

    async def _write_seats(
        self, conn: aiosqlite.Connection, table_id: int, assignments: Sequence[SeatAssignment]
    ) -> None:
        await conn.executemany(
            "INSERT INTO seats (table_id, seat, player_id, computer_level, display_name) "
            "VALUES (:table_id, :seat, :player_id, :computer_level, :display_name) "
            "ON CONFLICT (table_id, seat) DO UPDATE SET player_id = excluded.player_id, "
            "computer_level = excluded.computer_level, display_name = excluded.display_name",
            [{**a.model_dump(), "table_id": table_id} for a in assignments],
        )

    async def clear_seat(self, table_id: int, seat: int) -> None:
        async with self._transaction() as conn:
            await conn.execute(
                "DELETE FROM seats WHERE table_id = ? AND seat = ?", (table_id, seat)
            )

    async def seats(self, table_id: int) -> list[SeatAssignment]:
        """The occupied seats, in seat order."""
        if not _storable(table_id):
            return []
        rows = await self._fetch(
            "SELECT seat, player_id, computer_level, display_name FROM seats "
            "WHERE table_id = ? ORDER BY seat",
            (table_id,),
        )
        return [SeatAssignment.model_validate(dict(row)) for row in rows]

    # -- the event log --------------------------------------------------------------------

    async def append_event(
        self,
        table_id: int,
        seq: int,
        kind: str,
        payload: Mapping[str, Any],
        *,
        settled: SettledDeal | None = None,
        tour_end: TourEnd | None = None,
        table_status: TableStatus | None = None,
    ) -> EventRow:
        """Append one event; with ``settled`` and/or ``tour_end``, write the deal's result and
        payments and/or end the tour in the same transaction: all of it commits or none. With
        ``table_status`` the table's status changes in that transaction too (a game's closing
        event and its "finished" status must not be separable by a crash or a failed write).

        Raises :class:`DuplicateEvent` if ``seq`` is taken, :class:`TableNotFound`,
        :class:`TourNotRunning`, or :class:`ConstraintViolation` (e.g. a player id that was
        never upserted); nothing is written then.
        """
        if table_status == "broken":
            raise ValueError("a broken table needs a reason: use mark_broken()")
        text = _json(payload)
        now = self._now()

        def work(conn: sqlite3.Connection) -> None:
            try:
                conn.execute(
                    "INSERT INTO events (table_id, seq, kind, payload, created_at) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (table_id, seq, kind, text, now),
                )
            except sqlite3.IntegrityError as exc:
                if exc.sqlite_errorname in _UNIQUE:
                    raise DuplicateEvent(table_id, seq) from exc
                if exc.sqlite_errorname == "SQLITE_CONSTRAINT_FOREIGNKEY":
                    raise TableNotFound(table_id) from exc
                raise
            if settled is not None:
                _write_settled(conn, table_id, seq, settled, now)
            if tour_end is not None:
                _end_tour(conn, tour_end, now, table_id=table_id)
            if table_status is not None:
                conn.execute(
                    "UPDATE tables SET status = ?, broken_reason = NULL, updated_at = ? "
                    "WHERE id = ?",
                    (table_status, now, table_id),
                )

        await self._group_commit(work)
        return EventRow.model_validate(
            {"table_id": table_id, "seq": seq, "kind": kind, "payload": json.loads(text)}
            | {"created_at": now}
        )

    async def events(self, table_id: int) -> list[EventRow]:
        """The table's whole log, in seq order."""
        if not _storable(table_id):
            return []
        rows = await self._fetch(
            "SELECT * FROM events WHERE table_id = ? ORDER BY seq", (table_id,)
        )
        return [_event(row) for row in rows]

    async def event_log(self, table_id: int) -> list[tuple[str, dict[str, Any]]]:
        """The table's log as ``(kind, payload)`` pairs in seq order: what a replay needs,
        without building a row model per event (start-up replays every unfinished table)."""
        if not _storable(table_id):
            return []
        # One JSON array per table: a single json.loads is far cheaper than one per event.
        # SQLite 3.40 has no ORDER BY inside an aggregate, so seq travels along and we sort.
        rows = await self._fetch(
            "SELECT json_group_array(json_array(seq, kind, json(payload))) "
            "FROM events WHERE table_id = ?",
            (table_id,),
        )
        return [(kind, payload) for _, kind, payload in sorted(json.loads(rows[0][0]))]

    async def restore_state(
        self,
    ) -> dict[int, tuple[list[SeatAssignment], list[tuple[str, dict[str, Any]]], int | None]]:
        """For every unfinished table: its seats, its log (as :meth:`event_log`) and its running
        tour's id — in three queries in all, since start-up reads every unfinished table."""
        unfinished = "(SELECT id FROM tables WHERE status IN ('lobby', 'playing', 'paused'))"
        out: dict[
            int, tuple[list[SeatAssignment], list[tuple[str, dict[str, Any]]], int | None]
        ] = {}
        for row in await self._fetch(f"SELECT id FROM tables WHERE id IN {unfinished}"):
            out[int(row[0])] = ([], [], None)
        for row in await self._fetch(
            "SELECT table_id, seat, player_id, computer_level, display_name FROM seats "
            f"WHERE table_id IN {unfinished} ORDER BY table_id, seat"
        ):
            values = dict(row)
            out[values.pop("table_id")][0].append(SeatAssignment.model_validate(values))
        for row in await self._fetch(
            "SELECT table_id, json_group_array(json_array(seq, kind, json(payload))) "
            f"FROM events WHERE table_id IN {unfinished} GROUP BY table_id"
        ):
            events = out[int(row[0])][1]
            events.extend((kind, payload) for _, kind, payload in sorted(json.loads(row[1])))
        for row in await self._fetch(
            f"SELECT table_id, id FROM tours WHERE status = 'running' AND table_id IN {unfinished}"
        ):
            seats, events, _ = out[int(row[0])]
            out[int(row[0])] = (seats, events, int(row[1]))
        return out

    async def last_seq(self, table_id: int) -> int:
        """The highest seq in the table's log; 0 when it is empty."""
        if not _storable(table_id):
            return 0
        rows = await self._fetch(
            "SELECT COALESCE(MAX(seq), 0) FROM events WHERE table_id = ?", (table_id,)
        )
        return int(rows[0][0])

    # -- tours ----------------------------------------------------------------------------

    async def start_tour(self, table_id: int, tour_no: int, length: int) -> TourRow:
        """Start a tour of ``length`` betar; a table has at most one running tour."""
        async with self._transaction() as conn:
            rows = await conn.execute_fetchall(
                "INSERT INTO tours (table_id, tour_no, length, status, started_at) "
                "VALUES (?, ?, ?, 'running', ?) RETURNING *",
                (table_id, tour_no, length, self._now()),
            )
        return TourRow.model_validate(dict(next(iter(rows))))

    async def start_game(
        self, table_id: int, payload: Mapping[str, Any] | None, tour_length: int | None
    ) -> int | None:
        """Start a lobby's game in one transaction: its first tour (``tour_length`` betar; none
        when None), its start event (seq 1, ``payload``) and the status ``playing``. Returns the
        running tour's id. A tour already running is kept, and ``payload=None`` writes no event:
        that completes a start an older version left half-done.

        Raises :class:`DuplicateEvent` if the table has a start event and ``payload`` is given.
        """
        text = None if payload is None else _json(payload)
        now = self._now()

        def work(conn: sqlite3.Connection) -> int | None:
            tour_id: int | None = None
            if tour_length is not None:
                found = conn.execute(
                    "SELECT id FROM tours WHERE table_id = ? AND status = 'running'", (table_id,)
                ).fetchone()
                tour_id = (
                    int(found[0])
                    if found is not None
                    else int(
                        conn.execute(
                            "INSERT INTO tours (table_id, tour_no, length, status, started_at) "
                            "VALUES (?, 1, ?, 'running', ?) RETURNING id",
                            (table_id, tour_length, now),
                        ).fetchone()[0]
                    )
                )
            if text is not None:
                try:
                    conn.execute(
                        "INSERT INTO events (table_id, seq, kind, payload, created_at) "
                        "VALUES (?, ?, ?, ?, ?)",
                        (table_id, 1, "start", text, now),
                    )
                except sqlite3.IntegrityError as exc:
                    if exc.sqlite_errorname in _UNIQUE:
                        raise DuplicateEvent(table_id, 1) from exc
                    raise
            cursor = conn.execute(
                "UPDATE tables SET status = 'playing', broken_reason = NULL, updated_at = ? "
                "WHERE id = ?",
                (now, table_id),
            )
            if cursor.rowcount == 0:
                raise TableNotFound(table_id)
            return tour_id

        return await self._transaction_in_thread(work)

    async def finish_tour(self, tour_end: TourEnd) -> TourRow:
        """End a running tour and write its results (see also ``append_event(tour_end=...)``)."""
        now = self._now()
        return await self._transaction_in_thread(
            lambda conn: _end_tour(conn, tour_end, now, table_id=None)
        )

    async def running_tour(self, table_id: int) -> TourRow | None:
        if not _storable(table_id):
            return None
        rows = await self._fetch(
            "SELECT * FROM tours WHERE table_id = ? AND status = 'running'", (table_id,)
        )
        return TourRow.model_validate(dict(rows[0])) if rows else None

    async def tours(self, table_id: int) -> list[TourRow]:
        if not _storable(table_id):
            return []
        rows = await self._fetch(
            "SELECT * FROM tours WHERE table_id = ? ORDER BY tour_no", (table_id,)
        )
        return [TourRow.model_validate(dict(row)) for row in rows]

    async def tour_results(self, tour_id: int) -> list[TourSeatResult]:
        if not _storable(tour_id):
            return []
        rows = await self._fetch(
            "SELECT seat, player_id, balance, settlement, rank FROM tour_results "
            "WHERE tour_id = ? ORDER BY seat",
            (tour_id,),
        )
        return [TourSeatResult.model_validate(dict(row)) for row in rows]

    async def finished_tours(self, guild_id: int) -> list[tuple[TourRow, list[TourSeatResult]]]:
        """The guild's finished tours with their results, in the order they ended (ratings)."""
        rows = await self._fetch(
            "SELECT t.* FROM tours AS t JOIN tables AS tb ON tb.id = t.table_id "
            "WHERE tb.guild_id = ? AND t.status = 'finished' ORDER BY t.ended_at, t.id",
            (guild_id,),
        )
        tours = [TourRow.model_validate(dict(row)) for row in rows]
        if not tours:
            return []
        marks = ", ".join("?" for _ in tours)
        found = await self._fetch(
            "SELECT tour_id, seat, player_id, balance, settlement, rank FROM tour_results "
            f"WHERE tour_id IN ({marks}) ORDER BY tour_id, seat",
            [t.id for t in tours],
        )
        results: dict[int, list[TourSeatResult]] = {t.id: [] for t in tours}
        for row in found:
            data = dict(row)
            results[data.pop("tour_id")].append(TourSeatResult.model_validate(data))
        return [(t, results[t.id]) for t in tours]

    # -- statistics -----------------------------------------------------------------------

    async def leaderboard(
        self,
        guild_id: int,
        *,
        since: datetime | None = None,
        until: datetime | None = None,
        tour_id: int | None = None,
        limit: int = 20,
    ) -> list[LeaderboardRow]:
        """Human players ranked by net point, best first.

        Deals count when ``since <= played_at < until``, tours when they ended in that range;
        with ``tour_id``, only that tour's deals and result. Computers never appear.
        """
        async with self._lock:
            return await stats.leaderboard(
                self._conn,
                guild_id,
                since=None if since is None else to_db(since),
                until=None if until is None else to_db(until),
                tour_id=tour_id,
                limit=limit,
            )

    async def player_profile(self, guild_id: int, player_id: int) -> PlayerProfile | None:
        """A player's statistics in the guild; None if the player was never recorded."""
        async with self._lock:
            return await stats.player_profile(self._conn, guild_id, player_id)
