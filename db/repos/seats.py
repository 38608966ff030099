"""A table's seats, with who held each seat when (migration 0013), and since when a computer
keeps a seat for its person (migration 0026)."""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from db.connection import UNSET, Connection, Tx, _json, _storable, _Unset  # pyright: ignore[reportPrivateUsage]
from db.errors import SeatChanged, TableNotFound
from db.models import SeatAssignment, TableStatus
from db.repos.players import _upsert_player  # pyright: ignore[reportPrivateUsage]
from db.repos.tables import _hold_status, _write_seats  # pyright: ignore[reportPrivateUsage]

_LAST_SEQ = "(SELECT MAX(e.seq) AS seq FROM events AS e WHERE e.table_id = :table_id) AS latest"
"""The table's last event, or a row with NULL before its first (a lobby)."""

_HOLDER_BEFORE = (
    "INSERT INTO seat_changes "
    "(table_id, seq, seat, player_id, computer_level, display_name, said) "
    "SELECT s.table_id, 0, s.seat, s.player_id, s.computer_level, s.display_name, 1 "
    f"FROM seats AS s, {_LAST_SEQ} "
    "WHERE s.table_id = :table_id AND s.seat = :seat AND latest.seq IS NOT NULL "
    "ON CONFLICT (table_id, seq, seat) DO NOTHING"
)
"""A started table's seat about to change for the first time: who held it until now."""

_HOLDER_NOW = (
    "INSERT INTO seat_changes "
    "(table_id, seq, seat, player_id, computer_level, display_name, said, timed_out, "
    "away_since) "
    "SELECT :table_id, latest.seq, :seat, :player_id, :computer_level, :display_name, :said, "
    ":timed_out, :away_since "
    f"FROM {_LAST_SEQ} WHERE latest.seq IS NOT NULL "
    "ON CONFLICT (table_id, seq, seat) DO UPDATE SET player_id = excluded.player_id, "
    "computer_level = excluded.computer_level, display_name = excluded.display_name, "
    "timed_out = excluded.timed_out, away_since = excluded.away_since, "
    # Another holder is a change the thread is still to be told of (migration 0019); the
    # same person under a new name is not.
    "said = CASE WHEN excluded.player_id IS NOT NULL "
    "AND seat_changes.player_id = excluded.player_id "
    "THEN seat_changes.said ELSE excluded.said END"
)
"""Who holds a started table's seat from its last event on (a second change before the next
event replaces the first: nobody played under it), not yet said in the table's thread
(migration 0019: :meth:`~db.repos.posted.PostedRepo.mark_seats_said`) unless the same holder
held it before (:func:`_said_before`), whether the turn timer handed it over (migration
0021: :func:`_timed_out_row`) and since when a computer keeps it for its person (migration
0026: :func:`_away_since_row`)."""

_LAST_CHANGES = (
    "SELECT c.seat, c.player_id, c.computer_level, c.said, c.timed_out, c.away_since "
    "FROM seat_changes AS c "
    "WHERE c.table_id = ? AND c.seq = (SELECT MAX(d.seq) FROM seat_changes AS d "
    "WHERE d.table_id = c.table_id AND d.seat = c.seat)"
)
"""Each seat's latest change of a table: who held it last, and whether that was said."""

_TIMED_OUT = (
    "SELECT c.seat FROM seat_changes AS c WHERE c.table_id = ? AND c.timed_out = 1 "
    "AND c.seq = (SELECT MAX(d.seq) FROM seat_changes AS d "
    "WHERE d.table_id = c.table_id AND d.seat = c.seat)"
)
"""The seats of a table whose latest change the turn timer made (migration 0021)."""

_AWAY_SINCE = (
    "SELECT c.seat, c.away_since FROM seat_changes AS c "
    "WHERE c.table_id = ? AND c.away_since IS NOT NULL "
    "AND c.seq = (SELECT MAX(d.seq) FROM seat_changes AS d "
    "WHERE d.table_id = c.table_id AND d.seat = c.seat)"
)
"""The seats of a table whose latest change says since when a computer keeps the seat for its
person (migration 0026), with that seq."""


def _said_before(last: Any, assignment: SeatAssignment) -> int | None:
    """A seat's new row's ``said``: its last change's where the holder is the same (the same
    person, or the same computer renamed: a table drawn before its server's language is
    known names the computer keeping a seat in English, then in the server's language; each
    write is no change to tell the thread of), else 0 (not said yet)."""
    if last is None:
        return 0
    same = (
        last["player_id"] == assignment.player_id
        if assignment.player_id is not None
        else last["player_id"] is None and last["computer_level"] == assignment.computer_level
    )
    return last["said"] if same else 0


def _timed_out_row(last: Any, assignment: SeatAssignment, timed_out: bool | None) -> int:
    """A seat's new row's ``timed_out`` (migration 0021): 1 where the turn timer hands the seat
    to the computer keeping it for its person, 0 where anything else does; not told (None),
    a new name of the same computer keeps its last change's mark (a keeper renamed is still
    the timer's), and any other holder is 0."""
    if timed_out is not None:
        return 1 if timed_out else 0
    if last is None or assignment.player_id is not None or last["player_id"] is not None:
        return 0
    return 1 if last["computer_level"] == assignment.computer_level and last["timed_out"] else 0


def _away_since_row(
    last: Any, assignment: SeatAssignment, away_since: int | _Unset | None
) -> int | None:
    """A seat's new row's ``away_since`` (migration 0026): the seq told (a computer takes the
    seat over for its person after that event), or None where told so (any other change);
    not told, a new name of the same computer keeps its last change's (a keeper renamed
    still keeps the seat since then), and any other holder has none."""
    if not isinstance(away_since, _Unset):
        return away_since
    if last is None or assignment.player_id is not None or last["player_id"] is not None:
        return None
    return last["away_since"] if last["computer_level"] == assignment.computer_level else None


async def _note_seat_changes(
    tx: Tx,
    table_id: int,
    assignments: Sequence[SeatAssignment],
    *,
    timed_out: bool | None = None,
    away_since: int | _Unset | None = UNSET,
) -> None:
    """Write down who holds each seat of ``assignments`` from now on, where the table has
    started (migration 0013): an exported record names who played each deal. Before the
    seats are written, so that a seat's first change keeps who held it before. In a lobby
    (no event yet) nothing is written."""
    await tx.executemany(
        _HOLDER_BEFORE, [{"table_id": table_id, "seat": a.seat} for a in assignments]
    )
    last = {row["seat"]: row for row in await tx.fetch(_LAST_CHANGES, (table_id,))}
    rows = [
        {
            **a.model_dump(),
            "table_id": table_id,
            "said": _said_before(last.get(a.seat), a),
            "timed_out": _timed_out_row(last.get(a.seat), a, timed_out),
            "away_since": _away_since_row(last.get(a.seat), a, away_since),
        }
        for a in assignments
    ]
    await tx.executemany(_HOLDER_NOW, rows)


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


class SeatsRepo(Connection):
    """Reads and writes of seats."""

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
        timed_out: bool | None = None,
        away_since: int | _Unset | None = UNSET,
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
        :class:`SeatChanged` is raised and nothing is written.

        ``timed_out``: whether the turn timer hands the seat to the computer keeping it for
        its person, not the person stepping away (saved with the change, migration 0021:
        :meth:`timed_out_seats`); not told, a new name of the same computer keeps what its
        last change said. ``away_since``: the seq after which the computer of ``assignment``
        keeps the seat for its person (a step away or the turn timer's hand-over), None for
        any other change (saved with the change, migration 0026: :meth:`away_since_seats`);
        not told, a new name of the same computer keeps its last change's."""
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
            await _note_seat_changes(
                tx, table_id, [assignment], timed_out=timed_out, away_since=away_since
            )
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

    async def timed_out_seats(self, table_id: int) -> frozenset[int]:
        """The seats whose last change was the turn timer handing the seat to the computer
        keeping it for its person (migration 0021), not that person stepping away."""
        if not _storable(table_id):
            return frozenset()
        rows = await self._fetch(_TIMED_OUT, (table_id,))
        return frozenset(int(row[0]) for row in rows)

    async def away_since_seats(self, table_id: int) -> dict[int, int]:
        """For each seat whose last change says so (migration 0026), the seq after which the
        computer holding it took it over for its person (:meth:`set_seat`'s ``away_since``).
        A seat with no such mark (another holder, or a change written before 0026) is left
        out: the caller infers it from the seat changes where it needs it."""
        if not _storable(table_id):
            return {}
        rows = await self._fetch(_AWAY_SINCE, (table_id,))
        return {int(row[0]): int(row[1]) for row in rows}
