"""A table's append-only event log (with the settled rows an event carries) and its
checkpoint, and what start-up reads to rebuild every unfinished table."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from types import MappingProxyType
from typing import Any, NamedTuple, cast

from db.clock import from_db
from db.connection import Connection, Tx, _json, _storable  # pyright: ignore[reportPrivateUsage]
from db.errors import ConstraintViolation, DuplicateEvent, TableNotFound
from db.models import EventRow, SeatAssignment, SettledDeal, Shards, TableStatus, TourEnd
from db.repos.gone import _drop_moves  # pyright: ignore[reportPrivateUsage]
from db.repos.tours import _end_tour, _status_refusal  # pyright: ignore[reportPrivateUsage]

PARSE_ON_LOOP = 32_000
"""Characters of a table's log (about 600 events) parsed on the event loop; a longer log is
parsed in a worker thread (:meth:`EventsRepo.event_log`)."""


def _parsed_log(text: str) -> list[tuple[str, dict[str, Any]]]:
    """``[[seq, kind, payload], …]`` as ``(kind, payload)`` pairs in seq order (SQLite 3.40
    has no ORDER BY inside an aggregate, so seq travels along and the pairs are sorted)."""
    return [(kind, payload) for _, kind, payload in sorted(json.loads(text))]


def _event(row: Any) -> EventRow:
    return EventRow.model_validate({**dict(row), "payload": json.loads(row["payload"])})


Log = list[tuple[str, dict[str, Any]]]


class RestoredTable(NamedTuple):
    """What start-up needs of an unfinished table: its seats, its last checkpoint as
    ``(seq, state)`` (None where it has none), the events after that checkpoint (the whole
    log without one), its running tour's id, when its last event was written (None
    without events): the turn standing now began then, which its timer goes by; its seat
    changes (:meth:`SeatsRepo.seat_changes`' list, read for every table in one query); and
    the seats the turn timer handed to the computer keeping them
    (:meth:`SeatsRepo.timed_out_seats`, from the same query); and since when a computer keeps
    a seat for its person where the seat's last change says so
    (:meth:`SeatsRepo.away_since_seats`, from the same query too)."""

    seats: list[SeatAssignment]
    checkpoint: tuple[int, dict[str, Any]] | None
    events: Log
    tour_id: int | None
    last_event_at: datetime | None = None
    seat_changes: tuple[tuple[int, SeatAssignment], ...] = ()
    timed_out: frozenset[int] = frozenset()
    away_since: Mapping[int, int] = MappingProxyType({})


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
(:meth:`EventsRepo.append_event`): no statement more per move. A lobby is not over (a start
event is its first), and only a lobby has no game; nothing turns a game back into one."""

_APPEND_EVENT_AT = (
    "INSERT INTO events (table_id, seq, kind, payload, created_at) "
    "SELECT ?, ?, ?, ?, ? FROM tables WHERE id = ? AND status = ?"
)
"""One event appended, in the same statement as the check that its table's status is the one
the writer's copy of the table has (:meth:`EventsRepo.append_event`'s ``expected_status``)."""


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


def _of_shards(shards: Shards | None) -> str:
    """The condition keeping the tables of servers in ``shards`` (Discord's shard of a
    server, computed alike by SQLite and PostgreSQL for the positive ids servers have)."""
    if shards is None:
        return ""
    # Both are integers validated by Shards, never text from a caller.
    ids = ", ".join(str(int(i)) for i in shards.ids)
    return f" AND (guild_id >> 22) % {int(shards.count)} IN ({ids})"


class EventsRepo(Connection):
    """Reads and writes of the event log and its checkpoint."""

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
        expected_status: TableStatus | None = None,
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
        With ``expected_status`` only while the table's status is that one, the status the
        writer's copy of the table has: a move is not saved at a game another process paused
        (or resumed) meanwhile, which no event shows either. Checked in the same statement as
        the append, so it costs no statement more.

        Raises :class:`DuplicateEvent` if ``seq`` is taken, :class:`TableStatusChanged` if the
        table is over (or not at ``expected_status``), :class:`TableNotFound`,
        :class:`TourNotRunning`, or :class:`ConstraintViolation` (e.g. a player id that was
        never upserted); nothing is written then.

        Nothing comes back (:meth:`events` reads the rows): no caller needs the row, and
        building it again cost every move a JSON parse and a validation (issue #17).
        """
        if table_status == "broken":
            raise ValueError("a broken table needs a reason: use mark_broken()")
        text = _json(payload)
        state = _json(checkpoint) if checkpoint is not None else None
        now = self._now()
        values: tuple[Any, ...] = (table_id, seq, kind, text, now, table_id)
        sql = _APPEND_EVENT
        if expected_status is not None:
            sql, values = _APPEND_EVENT_AT, (*values, expected_status)
        await self._own(table_id)

        async def work(tx: Tx) -> None:
            try:
                added = await tx.execute(sql, values)
            except ConstraintViolation as exc:
                if exc.kind == "unique":
                    raise DuplicateEvent(table_id, seq) from exc
                if exc.kind == "foreign_key":
                    raise TableNotFound(table_id) from exc
                raise
            if added == 0:  # no such table, or one over (or not as expected): read only then
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
                if table_status in ("finished", "abandoned"):
                    await _drop_moves(tx, table_id)  # what its moves left (migration 0025)
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
        timed_out: dict[int, dict[int, bool]] = {}  # each seat's last change's (0021)
        away_since: dict[int, dict[int, int | None]] = {}  # likewise (0026)
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
            "SELECT table_id, seq, seat, player_id, computer_level, display_name, timed_out, "
            f"away_since FROM seat_changes WHERE table_id IN {unfinished} "
            "ORDER BY table_id, seq, seat"
        ):
            values = dict(row)
            table_id, seq = int(values.pop("table_id")), int(values.pop("seq"))
            timed_out.setdefault(table_id, {})[values["seat"]] = values.pop("timed_out") == 1
            away_since.setdefault(table_id, {})[values["seat"]] = values.pop("away_since")
            changes.setdefault(table_id, []).append((seq, SeatAssignment.model_validate(values)))
        return {
            table_id: RestoredTable(
                table_seats,
                checkpoints.get(table_id),
                logs.get(table_id, []),
                tours.get(table_id),
                from_db(last_at[table_id]) if table_id in last_at else None,
                tuple(changes.get(table_id, ())),
                frozenset(s for s, by_timer in timed_out.get(table_id, {}).items() if by_timer),
                {
                    s: int(since)
                    for s, since in away_since.get(table_id, {}).items()
                    if since is not None
                },
            )
            for table_id, table_seats in seats.items()
        }

    async def log_head(self, table_id: int) -> tuple[int, TableStatus] | None:
        """The highest seq in the table's log (0 when it is empty) and the table's status, in
        one read; None where there is no such table. What a process whose copy of the table
        may be older (a rolling deploy's overlap) reads before answering from it: another
        process's move shows in the first, its pause, resume or cancel (no event) in the
        second."""
        if not _storable(table_id):
            return None
        rows = await self._fetch(
            "SELECT (SELECT COALESCE(MAX(seq), 0) FROM events WHERE table_id = ?), status "
            "FROM tables WHERE id = ?",
            (table_id, table_id),
        )
        if not rows:
            return None
        return int(rows[0][0]), cast(TableStatus, str(rows[0][1]))

    async def last_seq(self, table_id: int) -> int:
        """The highest seq in the table's log; 0 when it is empty."""
        if not _storable(table_id):
            return 0
        rows = await self._fetch(
            "SELECT COALESCE(MAX(seq), 0) FROM events WHERE table_id = ?", (table_id,)
        )
        return int(rows[0][0])
