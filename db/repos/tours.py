"""Tours: starting a game and its first tour, ending a tour with its results, finished tours."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from db.connection import Connection, Tx, _json, _storable  # pyright: ignore[reportPrivateUsage]
from db.errors import (
    ConstraintViolation,
    DuplicateEvent,
    StorageError,
    TableNotFound,
    TableStatusChanged,
    TourNotRunning,
)
from db.models import (
    SeatAssignment,
    TourEnd,
    TourRow,
    TourSeatResult,
)
from db.stats import PLAYED_TOUR


async def _end_tour(tx: Tx, end: TourEnd, now: str, *, table_id: int | None) -> TourRow:
    if end.tour_id is None:
        if table_id is None:
            raise ValueError("a game is written as a tour only with its table")
        return await _game_as_tour(tx, end, now, table_id)
    values = {
        "status": end.status,
        "now": now,
        "id": end.tour_id,
        "table_id": table_id,
        "played_off": end.played_off,
    }
    of_table = "" if table_id is None else "AND table_id = :table_id "
    rows = await tx.fetch(
        "UPDATE tours SET status = :status, ended_at = :now, played_off = :played_off "
        f"WHERE id = :id AND status = 'running' {of_table}RETURNING *",
        values,
    )
    if not rows:
        raise TourNotRunning(end.tour_id)
    await tx.executemany(
        "INSERT INTO tour_results (tour_id, seat, player_id, balance, settlement, rank) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [(end.tour_id, r.seat, r.player_id, r.balance, r.settlement, r.rank) for r in end.results],
    )
    return TourRow.model_validate(dict(rows[0]))


async def _game_as_tour(tx: Tx, end: TourEnd, now: str, table_id: int) -> TourRow:
    """A finished game whose rules keep no tours, written as one finished tour of its own:
    begun when the game began (its start event), ended now, and its deals made that tour's,
    so its final settlement, its ranks, the club rating and ``period: tour`` count it as a
    tour's (:class:`TourEnd`). Marked a game (:attr:`TourRow.game`): the statistics count it
    among games, as its table's rules say, whatever its variant's default rules keep."""
    rows = await tx.fetch(
        "INSERT INTO tours "
        "(table_id, tour_no, length, status, started_at, ended_at, played_off, game) "
        "VALUES (:table_id, "
        "COALESCE((SELECT MAX(tour_no) FROM tours WHERE table_id = :table_id), 0) + 1, "
        ":length, 'finished', "
        "COALESCE((SELECT created_at FROM events WHERE table_id = :table_id AND seq = 1), :now), "
        ":now, :played_off, 1) RETURNING *",
        {"table_id": table_id, "length": end.length, "now": now, "played_off": end.played_off},
    )
    tour = TourRow.model_validate(dict(rows[0]))
    await tx.execute(
        "UPDATE deal_results SET tour_id = ? WHERE table_id = ? AND tour_id IS NULL",
        (tour.id, table_id),
    )
    await tx.executemany(
        "INSERT INTO tour_results (tour_id, seat, player_id, balance, settlement, rank) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [(tour.id, r.seat, r.player_id, r.balance, r.settlement, r.rank) for r in end.results],
    )
    return tour


async def _status_refusal(tx: Tx, table_id: int) -> StorageError:
    """Why a write conditional on the table's status changed nothing, read on that failure
    path only: :class:`TableNotFound`, or :class:`TableStatusChanged` with the status now."""
    found = await tx.fetch("SELECT status FROM tables WHERE id = ?", (table_id,))
    if not found:
        return TableNotFound(table_id)
    return TableStatusChanged(table_id, str(found[0][0]))


class ToursRepo(Connection):
    """Reads and writes of tours and their results."""

    async def start_tour(self, table_id: int, tour_no: int, length: int) -> TourRow:
        """Start a tour of ``length`` betar; a table has at most one running tour."""
        now = self._now()
        await self._own(table_id)

        async def work(tx: Tx) -> list[Any]:
            return await tx.fetch(
                "INSERT INTO tours (table_id, tour_no, length, status, started_at) "
                "VALUES (?, ?, ?, 'running', ?) RETURNING *",
                (table_id, tour_no, length, now),
            )

        return TourRow.model_validate(dict((await self._write(work))[0]))

    async def start_game(
        self, table_id: int, payload: Mapping[str, Any] | None, tour_length: int | None
    ) -> int | None:
        """Start a lobby's game in one transaction: its first tour (``tour_length`` betar; none
        when None), its start event (seq 1, ``payload``) and the status ``playing``. Returns the
        running tour's id. A tour already running is kept, and ``payload=None`` writes no event:
        that completes a start an older version left half-done.

        Raises :class:`DuplicateEvent` if the table has a start event and ``payload`` is given,
        :class:`TableStatusChanged` if the table is no lobby any more (nothing is written).
        """
        text = None if payload is None else _json(payload)
        now = self._now()
        await self._own(table_id)

        async def work(tx: Tx) -> int | None:
            tour_id: int | None = None
            if tour_length is not None:
                found = await tx.fetch(
                    "SELECT id FROM tours WHERE table_id = ? AND status = 'running'", (table_id,)
                )
                if not found:
                    found = await tx.fetch(
                        "INSERT INTO tours (table_id, tour_no, length, status, started_at) "
                        "VALUES (?, 1, ?, 'running', ?) RETURNING id",
                        (table_id, tour_length, now),
                    )
                tour_id = int(found[0][0])
            if text is not None:
                try:
                    await tx.execute(
                        "INSERT INTO events (table_id, seq, kind, payload, created_at) "
                        "VALUES (?, ?, ?, ?, ?)",
                        (table_id, 1, "start", text, now),
                    )
                except ConstraintViolation as exc:
                    if exc.kind == "unique":
                        raise DuplicateEvent(table_id, 1) from exc
                    raise
            # Only a lobby starts: one another process cancelled (or started and ended) is
            # not brought back as a game by a process whose copy of it is older.
            changed = await tx.execute(
                "UPDATE tables SET status = 'playing', broken_reason = NULL, updated_at = ? "
                "WHERE id = ? AND status = 'lobby'",
                (now, table_id),
            )
            if changed == 0:
                raise await _status_refusal(tx, table_id)
            return tour_id

        return await self._write(work)

    async def finish_tour(self, tour_end: TourEnd) -> TourRow:
        """End a running tour and write its results (see also ``append_event(tour_end=...)``)."""
        now = self._now()
        return await self._write(lambda tx: _end_tour(tx, tour_end, now, table_id=None))

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
        """The guild's finished tours with their results, in the order they ended (ratings);
        a tour that settled no deal was not played and is left out (:data:`PLAYED_TOUR`)."""
        rows = await self._fetch(
            "SELECT t.* FROM tours AS t JOIN tables AS tb ON tb.id = t.table_id "
            f"WHERE tb.guild_id = ? AND {PLAYED_TOUR} ORDER BY t.ended_at, t.id",
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

    async def final_result(
        self, table_id: int, player_id: int
    ) -> tuple[TourSeatResult, SeatAssignment | None] | None:
        """``player_id``'s result of the finished game at ``table_id`` (its latest finished
        tour's: the one its close wrote) with who holds that seat at its end (None for a seat
        left empty): a hand view of the ended game, drawn once the table has left memory, gives
        its person's own line of the final standings from it. None where they have no result
        there (no seat at the end, or the game was not finished). One read, through the
        player's results (``tour_results_by_player``)."""
        if not (_storable(table_id) and _storable(player_id)):
            return None
        rows = await self._fetch(
            "SELECT r.seat, r.player_id, r.balance, r.settlement, r.rank, "
            "s.player_id AS holder_id, s.computer_level, s.display_name "
            "FROM tour_results AS r JOIN tours AS t ON t.id = r.tour_id "
            "LEFT JOIN seats AS s ON s.table_id = t.table_id AND s.seat = r.seat "
            "WHERE r.player_id = ? AND t.table_id = ? AND t.status = 'finished' "
            "ORDER BY t.tour_no DESC LIMIT 1",
            (player_id, table_id),
        )
        if not rows:
            return None
        data = dict(rows[0])
        held = {k: data.pop(k) for k in ("holder_id", "computer_level", "display_name")}
        holder = None
        if held["display_name"] is not None:
            holder = SeatAssignment(
                seat=data["seat"],
                player_id=held["holder_id"],
                computer_level=held["computer_level"],
                display_name=held["display_name"],
            )
        return TourSeatResult.model_validate(data), holder
