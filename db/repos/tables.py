"""Tables, their seats (with who held each seat when, migration 0013) and their append-only
event log (with the settled rows an event carries)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Collection, Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any, NamedTuple

from db.clock import from_db
from db.connection import UNSET, Connection, Tx, _json, _storable, _Unset  # pyright: ignore[reportPrivateUsage]
from db.errors import (
    ConstraintViolation,
    DuplicateEvent,
    LobbyCap,
    LobbyLimit,
    SeatChanged,
    StorageError,
    TableNotFound,
    TableStatusChanged,
)
from db.models import (
    UNFINISHED_STATUSES,
    EventRow,
    SeatAssignment,
    SettledDeal,
    Shards,
    TableRow,
    TableStatus,
    TourEnd,
    Variant,
)
from db.repos.players import _upsert_player  # pyright: ignore[reportPrivateUsage]
from db.repos.tours import _end_tour, _status_refusal  # pyright: ignore[reportPrivateUsage]

PARSE_ON_LOOP = 32_000
"""Characters of a table's log (about 600 events) parsed on the event loop; a longer log is
parsed in a worker thread (:meth:`TablesRepo.event_log`)."""


def _parsed_log(text: str) -> list[tuple[str, dict[str, Any]]]:
    """``[[seq, kind, payload], …]`` as ``(kind, payload)`` pairs in seq order (SQLite 3.40
    has no ORDER BY inside an aggregate, so seq travels along and the pairs are sorted)."""
    return [(kind, payload) for _, kind, payload in sorted(json.loads(text))]


def _table(row: Any) -> TableRow:
    return TableRow.model_validate({**dict(row), "settings": json.loads(row["settings"])})


def _event(row: Any) -> EventRow:
    return EventRow.model_validate({**dict(row), "payload": json.loads(row["payload"])})


Log = list[tuple[str, dict[str, Any]]]


class RestoredTable(NamedTuple):
    """What start-up needs of an unfinished table: its seats, its last checkpoint as
    ``(seq, state)`` (None where it has none), the events after that checkpoint (the whole
    log without one), its running tour's id, when its last event was written (None
    without events): the turn standing now began then, which its timer goes by; and its seat
    changes (:meth:`TablesRepo.seat_changes`' list, read for every table in one query)."""

    seats: list[SeatAssignment]
    checkpoint: tuple[int, dict[str, Any]] | None
    events: Log
    tour_id: int | None
    last_event_at: datetime | None = None
    seat_changes: tuple[tuple[int, SeatAssignment], ...] = ()


_UPSERT_CHECKPOINT = (
    "INSERT INTO checkpoints (table_id, seq, state, created_at) "
    "VALUES (?, ?, ?, ?) ON CONFLICT (table_id) DO UPDATE SET "
    "seq = excluded.seq, state = excluded.state, created_at = excluded.created_at"
)
"""One checkpoint per table, replaced at each deal boundary (the same text in both dialects)."""


_APPEND_EVENT = (
    "INSERT INTO events (table_id, seq, kind, payload, created_at) "
    "SELECT ?, ?, ?, ?, ? FROM tables "
    "WHERE id = ? AND status IN ('lobby', 'playing', 'paused')"
)
"""One event appended, in the same statement as the check that its table is not over
(:meth:`TablesRepo.append_event`): no statement more per move. A lobby is not over (a start
event is its first), and only a lobby has no game; nothing turns a game back into one."""


async def _write_settled(tx: Tx, table_id: int, seq: int, deal: SettledDeal, now: str) -> None:
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
    await tx.execute(
        f"INSERT INTO deal_results (table_id, guild_id, {', '.join(columns)}) "
        f"SELECT :table_id, guild_id, {', '.join(':' + c for c in columns)} "
        "FROM tables WHERE id = :table_id",
        values,
    )
    await tx.executemany(
        "INSERT INTO deal_payments (table_id, deal_no, seat, player_id, net) "
        "VALUES (?, ?, ?, ?, ?)",
        [(table_id, deal.deal_no, p.seat, p.player_id, p.net) for p in deal.payments],
    )


async def _insert_table(
    tx: Tx,
    place: Mapping[str, int | None],
    host_player_id: int,
    variant: Variant,
    settings: Mapping[str, Any],
    now: str,
) -> TableRow:
    """Insert a lobby; ``place``: its guild, channel and (optional) thread and message ids."""
    values = {
        "thread_id": None,
        "message_id": None,
        "lobby_message_id": None,
        **place,
        "host_player_id": host_player_id,
        "variant": variant,
        "settings": _json(settings),
        "created_at": now,
        "updated_at": now,
    }
    columns = ", ".join(values)
    rows = await tx.fetch(
        f"INSERT INTO tables ({columns}, status) "
        f"VALUES ({', '.join(':' + c for c in values)}, 'lobby') RETURNING *",
        values,
    )
    return _table(rows[0])


async def _write_seats(tx: Tx, table_id: int, assignments: Sequence[SeatAssignment]) -> None:
    await tx.executemany(
        "INSERT INTO seats (table_id, seat, player_id, computer_level, display_name) "
        "VALUES (:table_id, :seat, :player_id, :computer_level, :display_name) "
        "ON CONFLICT (table_id, seat) DO UPDATE SET player_id = excluded.player_id, "
        "computer_level = excluded.computer_level, display_name = excluded.display_name",
        [{**a.model_dump(), "table_id": table_id} for a in assignments],
    )


_LAST_SEQ = "(SELECT MAX(e.seq) AS seq FROM events AS e WHERE e.table_id = :table_id) AS latest"
"""The table's last event, or a row with NULL before its first (a lobby)."""

_HOLDER_BEFORE = (
    "INSERT INTO seat_changes (table_id, seq, seat, player_id, computer_level, display_name) "
    "SELECT s.table_id, 0, s.seat, s.player_id, s.computer_level, s.display_name "
    f"FROM seats AS s, {_LAST_SEQ} "
    "WHERE s.table_id = :table_id AND s.seat = :seat AND latest.seq IS NOT NULL "
    "ON CONFLICT (table_id, seq, seat) DO NOTHING"
)
"""A started table's seat about to change for the first time: who held it until now."""

_HOLDER_NOW = (
    "INSERT INTO seat_changes (table_id, seq, seat, player_id, computer_level, display_name) "
    "SELECT :table_id, latest.seq, :seat, :player_id, :computer_level, :display_name "
    f"FROM {_LAST_SEQ} WHERE latest.seq IS NOT NULL "
    "ON CONFLICT (table_id, seq, seat) DO UPDATE SET player_id = excluded.player_id, "
    "computer_level = excluded.computer_level, display_name = excluded.display_name"
)
"""Who holds a started table's seat from its last event on (a second change before the next
event replaces the first: nobody played under it)."""


async def _note_seat_changes(tx: Tx, table_id: int, assignments: Sequence[SeatAssignment]) -> None:
    """Write down who holds each seat of ``assignments`` from now on, where the table has
    started (migration 0013): an exported record names who played each deal. Before the
    seats are written, so that a seat's first change keeps who held it before. In a lobby
    (no event yet) nothing is written."""
    rows = [{**a.model_dump(), "table_id": table_id} for a in assignments]
    await tx.executemany(
        _HOLDER_BEFORE, [{"table_id": table_id, "seat": a.seat} for a in assignments]
    )
    await tx.executemany(_HOLDER_NOW, rows)


async def _hold_status(
    tx: Tx, table_id: int, expected: Collection[TableStatus], changes: Mapping[str, Any]
) -> None:
    """The table's row updated with ``changes`` (at least its ``updated_at``) where its
    status is one of ``expected``, first in the transaction; raises :class:`TableNotFound`
    or :class:`TableStatusChanged` otherwise, and the rest of the transaction is not done.
    A process whose copy of the table is older (a rolling deploy's overlap) writes nothing
    to a table another process started, ended or cancelled meanwhile: a lobby's seats and
    settings are a lobby's only. An UPDATE, not a read: on PostgreSQL it holds the row until
    the commit, so no status change commits in between."""
    # Column names come from this module only, never from a caller; statuses are parameters.
    sets = ", ".join(f"{column} = :{column}" for column in changes)
    marks = ", ".join(f":s{i}" for i in range(len(expected)))
    values = {**changes, "id": table_id, **{f"s{i}": s for i, s in enumerate(expected)}}
    sql = f"UPDATE tables SET {sets} WHERE id = :id AND status IN ({marks})"
    if await tx.execute(sql, values) == 0:
        raise await _status_refusal(tx, table_id)


async def _hold_seats(
    tx: Tx,
    table_id: int,
    holders: Mapping[int, SeatAssignment | None],
    assignments: Sequence[SeatAssignment] = (),
    settings: Mapping[str, Any] | None = None,
) -> None:
    """After :func:`_hold_status` in the same transaction (on PostgreSQL the table's row is
    held then, so no other seat write commits in between): each seat of ``holders`` still
    held by that assignment (None: still empty), no person of ``assignments`` holding
    another seat of the table, and with ``settings`` the table's settings still those (who
    is owed a seat is kept there). Raises :class:`SeatChanged` otherwise, and the rest of
    the transaction is not done: a process whose copy of the table is older (a rolling
    deploy's overlap) gives no seat that another process gave or emptied meanwhile, nor
    takes back who is owed one."""
    people = [a for a in assignments if a.player_id is not None]
    if not (holders or people or settings is not None):
        return
    seats = [*holders, *(a.seat for a in assignments)]
    rows = await tx.fetch(
        "SELECT seat, player_id, computer_level, display_name FROM seats WHERE table_id = ?",
        (table_id,),
    )
    found = {int(row["seat"]): SeatAssignment.model_validate(dict(row)) for row in rows}
    for seat, holder in holders.items():
        if found.get(seat) != holder:
            raise SeatChanged(table_id, seat)
    for new in people:
        if any(a.player_id == new.player_id for s, a in found.items() if s != new.seat):
            raise SeatChanged(table_id, new.seat)
    if settings is not None:
        # Compared as documents: the text is this module's, but a document is what is meant.
        stored = await tx.fetch("SELECT settings FROM tables WHERE id = ?", (table_id,))
        if json.loads(stored[0][0]) != dict(settings):
            raise SeatChanged(table_id, seats[0] if seats else 0)


def _keep_time(table_id: int) -> dict[str, Any]:
    """What :func:`_hold_status` writes to hold the table's row without changing it: a
    seat's new name is no change a turn's time starts over at."""
    return {"id": table_id}


def _of_shards(shards: Shards | None) -> str:
    """The condition keeping the tables of servers in ``shards`` (Discord's shard of a
    server, computed alike by SQLite and PostgreSQL for the positive ids servers have)."""
    if shards is None:
        return ""
    # Both are integers validated by Shards, never text from a caller.
    ids = ", ".join(str(int(i)) for i in shards.ids)
    return f" AND (guild_id >> 22) % {int(shards.count)} IN ({ids})"


class TablesRepo(Connection):
    """Reads and writes of tables, seats and events."""

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
        """A new table in the lobby, nobody seated; the host must have been recorded with
        upsert_player. (The service opens its lobbies with :meth:`open_lobby`.)"""
        now = self._now()
        place = {
            "guild_id": guild_id,
            "channel_id": channel_id,
            "thread_id": thread_id,
            "message_id": message_id,
            "lobby_message_id": lobby_message_id,
        }

        async def work(tx: Tx) -> TableRow:
            return await _insert_table(tx, place, host_player_id, variant, settings, now)

        return await self._write(work)

    async def open_lobby(
        self,
        *,
        guild_id: int,
        channel_id: int,
        host_player_id: int,
        host_name: str,
        variant: Variant,
        settings: Mapping[str, Any],
        thread_id: int | None = None,
        max_hosted: int | None = None,
        max_in_guild: int | None = None,
    ) -> TableRow:
        """A new table in the lobby with its host recorded and in seat 1, all or nothing.

        With ``max_hosted`` / ``max_in_guild`` the open lobbies of the host / of the server
        are counted in the same transaction, and :class:`LobbyLimit` is raised (nothing
        written) when there are that many already. The host's row is written first, so on
        PostgreSQL a second process opening a lobby for the same person waits for this
        transaction, then counts its lobby: two lobbies opened at one instant (a double click,
        two servers in two processes) are counted one after the other.
        """
        now = self._now()

        async def work(tx: Tx) -> TableRow:
            await _upsert_player(tx, host_player_id, host_name, guild_id, now)
            caps: tuple[tuple[LobbyCap, str, int, int | None], ...] = (
                ("host", "host_player_id", host_player_id, max_hosted),
                ("guild", "guild_id", guild_id, max_in_guild),
            )
            for kind, column, value, limit in caps:
                if limit is None:
                    continue
                rows = await tx.fetch(
                    f"SELECT COUNT(*) FROM tables WHERE status = 'lobby' AND {column} = ?",
                    (value,),
                )
                if int(rows[0][0]) >= limit:
                    raise LobbyLimit(kind, limit)
            place = dict(guild_id=guild_id, channel_id=channel_id, thread_id=thread_id)
            table = await _insert_table(tx, place, host_player_id, variant, settings, now)
            host = SeatAssignment(seat=1, player_id=host_player_id, display_name=host_name)
            await _write_seats(tx, table.id, [host])
            return table

        return await self._write(work)

    async def table(self, table_id: int) -> TableRow | None:
        if not _storable(table_id):
            return None
        rows = await self._fetch("SELECT * FROM tables WHERE id = ?", (table_id,))
        return _table(rows[0]) if rows else None

    async def table_of_thread(self, guild_id: int, thread_id: int) -> TableRow | None:
        """The table (finished ones too) whose thread ``thread_id`` of ``guild_id`` is."""
        if not (_storable(guild_id) and _storable(thread_id)):
            return None
        rows = await self._fetch(
            "SELECT * FROM tables WHERE guild_id = ? AND thread_id = ? ORDER BY id DESC LIMIT 1",
            (guild_id, thread_id),
        )
        return _table(rows[0]) if rows else None

    async def last_table_of(
        self, guild_id: int, player_id: int, channel_id: int | None = None
    ) -> TableRow | None:
        """The latest table of ``guild_id`` where ``player_id`` has a seat, any status: the
        latest opened in ``channel_id`` where there is one, else the latest in the server. For
        telling someone who finds no table that theirs has ended."""
        if not (_storable(guild_id) and _storable(player_id)):
            return None
        here = channel_id if channel_id is not None and _storable(channel_id) else -1
        rows = await self._fetch(
            "SELECT t.* FROM tables AS t JOIN seats AS s ON s.table_id = t.id "
            "WHERE t.guild_id = ? AND s.player_id = ? "
            "ORDER BY CASE WHEN t.channel_id = ? THEN 0 ELSE 1 END, t.id DESC LIMIT 1",
            (guild_id, player_id, here),
        )
        return _table(rows[0]) if rows else None

    async def tables_by_status(
        self,
        statuses: Iterable[TableStatus],
        *,
        guild_id: int | None = None,
        host_id: int | None = None,
    ) -> list[TableRow]:
        """Tables in any of ``statuses`` (optionally of one guild, of one host), oldest first."""
        wanted = list(statuses)
        sql = f"SELECT * FROM tables WHERE status IN ({', '.join('?' for _ in wanted)})"
        params: list[Any] = list(wanted)
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        if host_id is not None:
            sql += " AND host_player_id = ?"
            params.append(host_id)
        return [_table(row) for row in await self._fetch(sql + " ORDER BY id", params)]

    async def unfinished_tables(self, *, shards: Shards | None = None) -> list[TableRow]:
        """The tables to rebuild after a restart: in the lobby, playing or paused; with
        ``shards``, only those of the servers in these shards."""
        rows = await self.tables_by_status(UNFINISHED_STATUSES)
        return rows if shards is None else [row for row in rows if shards.owns(row.guild_id)]

    async def _update_table(
        self,
        table_id: int,
        changes: Mapping[str, Any],
        expected: Collection[TableStatus] | None = None,
    ) -> None:
        # Column names come from this module only, never from a caller.
        assignments = ", ".join(f"{column} = :{column}" for column in changes)
        now = self._now()
        values = {**changes, "updated_at": now, "id": table_id}
        await self._own(table_id)

        async def work(tx: Tx) -> None:
            if expected is not None:
                await _hold_status(tx, table_id, expected, {**changes, "updated_at": now})
                return
            sql = f"UPDATE tables SET {assignments}, updated_at = :updated_at WHERE id = :id"
            if await tx.execute(sql, values) == 0:
                raise TableNotFound(table_id)

        await self._write(work)

    async def set_table_settings(
        self,
        table_id: int,
        settings: Mapping[str, Any],
        *,
        expected: Collection[TableStatus] | None = None,
    ) -> None:
        """Replace the table's settings; with ``expected``, only while its status is one of
        those (a lobby's rules: ``("lobby",)``), raising :class:`TableStatusChanged` and
        writing nothing otherwise."""
        await self._update_table(table_id, {"settings": _json(settings)}, expected)

    async def set_table_status(
        self,
        table_id: int,
        status: TableStatus,
        *,
        expected: Collection[TableStatus] | None = None,
    ) -> None:
        """Change the status; for ``"broken"`` use :meth:`mark_broken`, which needs a reason.
        With ``expected`` (a pause: ``("playing",)``) only from one of those, raising
        :class:`TableStatusChanged` and writing nothing otherwise: a game another process
        ended is not brought back as a paused one."""
        if status == "broken":
            raise ValueError("a broken table needs a reason: use mark_broken()")
        await self._update_table(table_id, {"status": status, "broken_reason": None}, expected)

    async def abandon_table(
        self,
        table_id: int,
        tour_id: int | None,
        *,
        expected: Collection[TableStatus] = UNFINISHED_STATUSES,
    ) -> None:
        """The table abandoned and its running tour (when it has one) ended as abandoned, in
        one transaction: a failed write leaves both as they were.

        Only while its status is one of ``expected``: the status the caller's copy of the
        table has (a lobby's cancel: ``("lobby",)``; a game's: ``("playing", "paused")``), so
        a process whose copy is older (a rolling deploy's overlap) does not abandon a game
        another process started from the lobby, nor one it ended. Raises
        :class:`TableStatusChanged` (or :class:`TableNotFound`) and writes nothing otherwise.
        """
        now = self._now()
        await self._own(table_id)
        changes = {"status": "abandoned", "broken_reason": None, "updated_at": now}

        async def work(tx: Tx) -> None:
            await _hold_status(tx, table_id, expected, changes)
            if tour_id is not None:
                end = TourEnd(tour_id=tour_id, status="abandoned")
                await _end_tour(tx, end, now, table_id=table_id)

        await self._write(work)

    async def request_end(self, table_id: int, seq: int) -> None:
        """Keep the host's agreed stop (SV-M2) asked during a deal: the table's game ends when
        that deal is over. Kept with the table, so a restart does not lose it.

        Asked of the game as it stood at event ``seq``: written only while the table plays
        (or is paused) and its log ends there, so a process whose copy is older (a rolling
        deploy's overlap) does not mark a game another process finished, abandoned or moved
        on. Raises :class:`TableStatusChanged` (no game in play any more) or
        :class:`DuplicateEvent` (the log is ahead of ``seq``); nothing is written then."""
        now = self._now()
        await self._own(table_id)

        async def work(tx: Tx) -> None:
            changed = await tx.execute(
                "UPDATE tables SET end_requested = 1, updated_at = ? "
                "WHERE id = ? AND status IN ('playing', 'paused') "
                "AND (SELECT COALESCE(MAX(seq), 0) FROM events WHERE table_id = ?) = ?",
                (now, table_id, table_id, seq),
            )
            if changed:
                return
            found = await tx.fetch(
                "SELECT status, (SELECT COALESCE(MAX(seq), 0) FROM events WHERE table_id = ?) "
                "FROM tables WHERE id = ?",
                (table_id, table_id),
            )
            if not found:
                raise TableNotFound(table_id)
            status, last = str(found[0][0]), int(found[0][1])
            if status not in ("playing", "paused"):
                raise TableStatusChanged(table_id, status)
            if last > seq:
                raise DuplicateEvent(table_id, seq + 1)
            raise StorageError(f"table {table_id}'s log ends at event {last}, not {seq}")

        await self._write(work)

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

    async def set_seat(
        self,
        table_id: int,
        assignment: SeatAssignment,
        *,
        settings: Mapping[str, Any] | None = None,
        guild_id: int | None = None,
        expected: Collection[TableStatus] | None = None,
        holder: SeatAssignment | _Unset | None = UNSET,
        settings_before: Mapping[str, Any] | None = None,
    ) -> None:
        """Put a player or a computer in a seat, replacing whoever was there; with
        ``settings``, the table's settings change in the same transaction. With ``guild_id``
        a person seated is recorded first (as :meth:`upsert_player`, under the seat's name in
        that server), in the same transaction too: a seat write that fails leaves no player
        row behind, so "nothing changed" is true. Without it the player must be recorded.
        With ``expected`` (a lobby's seat: ``("lobby",)``) all of it is written only while
        the table's status is one of those (read in the same transaction), else
        :class:`TableStatusChanged` is raised and nothing is written.

        With ``expected``, ``holder`` (who the writer sees in the seat; None: nobody) and
        ``settings_before`` (the settings the writer sees, where ``settings`` replaces them)
        are held too (:func:`_hold_seats`): only while the seat is held so, the person seated
        holds no other seat of the table and the settings are those, else
        :class:`SeatChanged` is raised and nothing is written."""
        if expected is None and (holder is not UNSET or settings_before is not None):
            raise ValueError("a seat is held as seen only with the table's status (expected)")
        now = self._now()
        await self._own(table_id)
        player_id = assignment.player_id
        holders = {} if isinstance(holder, _Unset) else {assignment.seat: holder}
        renamed = isinstance(holder, SeatAssignment) and (
            holder.player_id,
            holder.computer_level,
        ) == (assignment.player_id, assignment.computer_level)
        # A new name starts no turn's time over (the turn timer after a restart goes by
        # ``updated_at``): the row is only held then.
        touch = _keep_time(table_id) if renamed else {"updated_at": now}

        async def work(tx: Tx) -> None:
            if expected is not None:
                await _hold_status(tx, table_id, expected, touch)
                await _hold_seats(tx, table_id, holders, [assignment], settings_before)
            if guild_id is not None and player_id is not None:
                # Before the seat: the seat's row refers to the player's.
                await _upsert_player(tx, player_id, assignment.display_name, guild_id, now)
            await _note_seat_changes(tx, table_id, [assignment])
            await _write_seats(tx, table_id, [assignment])
            if settings is not None and (
                await tx.execute(
                    "UPDATE tables SET settings = ?, updated_at = ? WHERE id = ?",
                    (_json(settings), now, table_id),
                )
                == 0
            ):
                raise TableNotFound(table_id)

        await self._write(work)

    async def rename_seats(
        self,
        table_id: int,
        assignments: Sequence[SeatAssignment],
        *,
        expected: Collection[TableStatus] | None = None,
        holders: Sequence[SeatAssignment] = (),
    ) -> None:
        """Give seats held by computers their new names, in one transaction (a person's seat
        is renamed with their row: :meth:`set_seat` with ``guild_id``). With ``expected``
        only while the table's status is one of those and each seat of ``holders`` (who held
        them as the writer saw it) is held so, else :class:`TableStatusChanged` or
        :class:`SeatChanged` is raised and nothing is written."""
        if expected is None and holders:
            raise ValueError("seats are held as seen only with the table's status (expected)")
        await self._own(table_id)
        seen: dict[int, SeatAssignment | None] = {a.seat: a for a in holders}

        async def work(tx: Tx) -> None:
            if expected is not None:
                await _hold_status(tx, table_id, expected, _keep_time(table_id))
                await _hold_seats(tx, table_id, seen)
            await _note_seat_changes(tx, table_id, assignments)
            await _write_seats(tx, table_id, assignments)

        await self._write(work)

    async def save_drawn(self, drawn: Mapping[int, tuple[int, str]]) -> None:
        """At a graceful close, how each table's message was last drawn (by table: the
        message's id and a digest of its drawing), for the next process (migration 0012), in
        one transaction; a row of the same table left by an earlier close is replaced."""
        rows = [
            {"table_id": table_id, "message_id": message_id, "digest": digest}
            for table_id, (message_id, digest) in drawn.items()
        ]
        if not rows:
            return

        async def work(tx: Tx) -> None:
            await tx.executemany(
                "INSERT INTO handover_drawn (table_id, message_id, digest) "
                "VALUES (:table_id, :message_id, :digest) ON CONFLICT (table_id) DO UPDATE "
                "SET message_id = excluded.message_id, digest = excluded.digest",
                rows,
            )

        await self._write(work)

    async def take_drawn(self, table_ids: Collection[int]) -> dict[int, tuple[int, str]]:
        """The drawings :meth:`save_drawn` kept of ``table_ids`` (the tables this process
        serves), deleted in the transaction that reads them, with those of tables over (which
        nobody draws again)."""
        served = set(table_ids)

        async def work(tx: Tx) -> dict[int, tuple[int, str]]:
            rows = await tx.fetch(
                "SELECT d.table_id, d.message_id, d.digest, tb.status FROM handover_drawn AS d "
                "JOIN tables AS tb ON tb.id = d.table_id"
            )
            # Read whole and filtered here: one row per live table, and no list of ids in SQL.
            taken = {int(r[0]): (int(r[1]), str(r[2])) for r in rows if int(r[0]) in served}
            done = [
                (int(r[0]),) for r in rows if int(r[0]) in served or r[3] not in UNFINISHED_STATUSES
            ]
            if done:
                await tx.executemany("DELETE FROM handover_drawn WHERE table_id = ?", done)
            return taken

        return await self._write(work)

    async def clear_seat(
        self,
        table_id: int,
        seat: int,
        *,
        expected: Collection[TableStatus] | None = None,
        holder: SeatAssignment | _Unset | None = UNSET,
    ) -> None:
        """Empty a seat; with ``expected`` (leaving a lobby: ``("lobby",)``) only while the
        table's status is one of those, else :class:`TableStatusChanged` (nothing written),
        and with ``holder`` too only while the seat is held by that assignment, else
        :class:`SeatChanged` (nothing written)."""
        if expected is None and holder is not UNSET:
            raise ValueError("a seat is held as seen only with the table's status (expected)")
        now = self._now()
        await self._own(table_id)
        holders = {} if isinstance(holder, _Unset) else {seat: holder}

        async def work(tx: Tx) -> None:
            if expected is not None:
                await _hold_status(tx, table_id, expected, {"updated_at": now})
                await _hold_seats(tx, table_id, holders)
            await tx.execute("DELETE FROM seats WHERE table_id = ? AND seat = ?", (table_id, seat))

        await self._write(work)

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

    async def seat_changes(self, table_id: int) -> list[tuple[int, SeatAssignment]]:
        """Each change of the table's seats after it started (migration 0013) as ``(seq,
        holder)``: from after the log's event ``seq`` on, ``holder`` held the seat (``seq``
        0: who held it before its first change). In order of ``seq``, then of seat; a seat
        never changed since the start has none."""
        if not _storable(table_id):
            return []
        rows = await self._fetch(
            "SELECT seq, seat, player_id, computer_level, display_name FROM seat_changes "
            "WHERE table_id = ? ORDER BY seq, seat",
            (table_id,),
        )
        found: list[tuple[int, SeatAssignment]] = []
        for row in rows:
            values = dict(row)
            seq = int(values.pop("seq"))
            found.append((seq, SeatAssignment.model_validate(values)))
        return found

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
        checkpoint: Mapping[str, Any] | None = None,
        withdrawn: int | None = None,
    ) -> None:
        """Append one event; with ``settled`` and/or ``tour_end``, write the deal's result and
        payments and/or end the tour in the same transaction: all of it commits or none. With
        ``table_status`` the table's status changes in that transaction too (a game's closing
        event and its "finished" status must not be separable by a crash or a failed write);
        a finished table's checkpoint is dropped then. With ``checkpoint`` (the game's state
        just after this event) the table's checkpoint is replaced in that transaction too.
        With ``withdrawn`` (a deal number: the event takes that scored deal back) the deal's
        result and payments are deleted, so the statistics no longer count it, and without a
        new ``checkpoint`` the table's old one (which holds the deal) is dropped.

        Only to a table not over (its status a lobby's, ``playing`` or ``paused``): a process
        whose copy of the table is older (a rolling deploy's overlap) does not play on a game
        another process abandoned or finished, which an abandonment leaves no event to show
        (the log's unique seq stops a stale append only where that process wrote one).

        Raises :class:`DuplicateEvent` if ``seq`` is taken, :class:`TableStatusChanged` if the
        table is over, :class:`TableNotFound`, :class:`TourNotRunning`, or
        :class:`ConstraintViolation` (e.g. a player id that was never upserted); nothing is
        written then.

        Nothing comes back (:meth:`events` reads the rows): no caller needs the row, and
        building it again cost every move a JSON parse and a validation (issue #17).
        """
        if table_status == "broken":
            raise ValueError("a broken table needs a reason: use mark_broken()")
        text = _json(payload)
        state = _json(checkpoint) if checkpoint is not None else None
        now = self._now()
        await self._own(table_id)

        async def work(tx: Tx) -> None:
            try:
                added = await tx.execute(_APPEND_EVENT, (table_id, seq, kind, text, now, table_id))
            except ConstraintViolation as exc:
                if exc.kind == "unique":
                    raise DuplicateEvent(table_id, seq) from exc
                if exc.kind == "foreign_key":
                    raise TableNotFound(table_id) from exc
                raise
            if added == 0:  # no such table, or one over: read on this failure path only
                raise await _status_refusal(tx, table_id)
            if settled is not None:
                await _write_settled(tx, table_id, seq, settled, now)
            if tour_end is not None:
                await _end_tour(tx, tour_end, now, table_id=table_id)
            if withdrawn is not None:
                key = (table_id, withdrawn)
                await tx.execute(
                    "DELETE FROM deal_payments WHERE table_id = ? AND deal_no = ?", key
                )
                await tx.execute("DELETE FROM deal_results WHERE table_id = ? AND deal_no = ?", key)
                if state is None:
                    await tx.execute("DELETE FROM checkpoints WHERE table_id = ?", (table_id,))
            if table_status is not None:
                await tx.execute(
                    "UPDATE tables SET status = ?, broken_reason = NULL, updated_at = ? "
                    "WHERE id = ?",
                    (table_status, now, table_id),
                )
                if table_status == "finished":
                    await tx.execute("DELETE FROM checkpoints WHERE table_id = ?", (table_id,))
            if state is not None:
                await tx.execute(_UPSERT_CHECKPOINT, (table_id, seq, state, now))

        await self._group_commit(work)

    async def import_events(
        self,
        table_id: int,
        events: Sequence[tuple[int, str, Mapping[str, Any]]],
        checkpoint: tuple[int, Mapping[str, Any]] | None = None,
    ) -> None:
        """Append ``(seq, kind, payload)`` events and optionally a checkpoint in one
        transaction, writing no deal results: for building large histories (benchmarks)."""
        now = self._now()
        rows = [(table_id, seq, kind, _json(payload), now) for seq, kind, payload in events]
        await self._own(table_id)

        async def work(tx: Tx) -> None:
            await tx.executemany(
                "INSERT INTO events (table_id, seq, kind, payload, created_at) "
                "VALUES (?, ?, ?, ?, ?)",
                rows,
            )
            if checkpoint is not None:
                state = _json(checkpoint[1])
                await tx.execute(_UPSERT_CHECKPOINT, (table_id, checkpoint[0], state, now))

        await self._write(work)

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
        rows = await self._fetch(
            f"SELECT {self._EVENTS_JSON} FROM events WHERE table_id = ?", (table_id,)
        )
        text: str = rows[0][0]
        if len(text) <= PARSE_ON_LOOP:
            return _parsed_log(text)
        # A tour's log (about 300,000 characters at 100 deals) takes milliseconds to parse:
        # not on the event loop, where every table would wait for it.
        return await asyncio.to_thread(_parsed_log, text)

    async def checkpoint(self, table_id: int) -> tuple[int, dict[str, Any]] | None:
        """The table's last checkpoint as ``(seq, state)``, None without one."""
        if not _storable(table_id):
            return None
        rows = await self._fetch(
            "SELECT seq, state FROM checkpoints WHERE table_id = ?", (table_id,)
        )
        return (int(rows[0][0]), json.loads(rows[0][1])) if rows else None

    async def restore_state(self, *, shards: Shards | None = None) -> dict[int, RestoredTable]:
        """Every unfinished table's (with ``shards``: of the servers in these shards) seats,
        last checkpoint, the events after it and running tour's id — in a few queries in all,
        since start-up reads every unfinished table, and reading no event behind a checkpoint,
        so start-up does not grow with the tables' histories."""
        unfinished = (
            "(SELECT id FROM tables WHERE status IN ('lobby', 'playing', 'paused')"
            f"{_of_shards(shards)})"
        )
        seats: dict[int, list[SeatAssignment]] = {}
        checkpoints: dict[int, tuple[int, dict[str, Any]]] = {}
        logs: dict[int, Log] = {}
        # When each table's last event was written: a checkpoint is written with its event,
        # so with no event after it, its own time is the last event's.
        last_at: dict[int, str] = {}
        tours: dict[int, int] = {}
        changes: dict[int, list[tuple[int, SeatAssignment]]] = {}
        for row in await self._fetch(f"SELECT id FROM tables WHERE id IN {unfinished}"):
            seats[int(row[0])] = []
        for row in await self._fetch(
            "SELECT table_id, seat, player_id, computer_level, display_name FROM seats "
            f"WHERE table_id IN {unfinished} ORDER BY table_id, seat"
        ):
            values = dict(row)
            seats[values.pop("table_id")].append(SeatAssignment.model_validate(values))
        for row in await self._fetch(
            "SELECT table_id, seq, state, created_at FROM checkpoints "
            f"WHERE table_id IN {unfinished}"
        ):
            checkpoints[int(row[0])] = (int(row[1]), json.loads(row[2]))
            last_at[int(row[0])] = row[3]
        # A join, not "seq > (the checkpoint's seq)" per event: the join gives each table's
        # events after its checkpoint as one range of the primary key, where the correlated
        # test read every event of every table (0.9 s of a start-up of 1,000 tables of 50
        # deals, 14 ms as a join).
        for row in await self._fetch(
            f"SELECT table_id, {self._EVENTS_JSON}, MAX(created_at) FROM ("
            "SELECT e.table_id, e.seq, e.kind, e.payload, e.created_at FROM tables AS t "
            "LEFT JOIN checkpoints AS c ON c.table_id = t.id "
            "JOIN events AS e ON e.table_id = t.id AND e.seq > COALESCE(c.seq, 0) "
            f"WHERE t.status IN ('lobby', 'playing', 'paused'){_of_shards(shards)}"
            ") AS events GROUP BY table_id"
        ):
            logs[int(row[0])] = [(kind, payload) for _, kind, payload in sorted(json.loads(row[1]))]
            last_at[int(row[0])] = row[2]
        for row in await self._fetch(
            f"SELECT table_id, id FROM tours WHERE status = 'running' AND table_id IN {unfinished}"
        ):
            tours[int(row[0])] = int(row[1])
        for row in await self._fetch(
            "SELECT table_id, seq, seat, player_id, computer_level, display_name FROM "
            f"seat_changes WHERE table_id IN {unfinished} ORDER BY table_id, seq, seat"
        ):
            values = dict(row)
            table_id, seq = int(values.pop("table_id")), int(values.pop("seq"))
            changes.setdefault(table_id, []).append((seq, SeatAssignment.model_validate(values)))
        return {
            table_id: RestoredTable(
                table_seats,
                checkpoints.get(table_id),
                logs.get(table_id, []),
                tours.get(table_id),
                from_db(last_at[table_id]) if table_id in last_at else None,
                tuple(changes.get(table_id, ())),
            )
            for table_id, table_seats in seats.items()
        }

    async def last_seq(self, table_id: int) -> int:
        """The highest seq in the table's log; 0 when it is empty."""
        if not _storable(table_id):
            return 0
        rows = await self._fetch(
            "SELECT COALESCE(MAX(seq), 0) FROM events WHERE table_id = ?", (table_id,)
        )
        return int(rows[0][0])
