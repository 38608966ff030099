"""What of each table's public lines Discord has accepted (migration 0010): the number of the
last deal whose result was posted, and whether the table's closing (the final settlement or
the abandon notice, and its message drawn as closed) went out; and which of its seat changes
the thread was told of (migration 0019: ``seat_changes.said``), with where each step-away
notice is (migration 0020: ``seat_changes.notice_id``).

Written by the Discord frontend after Discord answered, off any click's path; read at start-up
to post from the log what a stop (a deploy, a crash) left owed. A table with no row has posted
nothing yet; every table made before 0010 counts as fully posted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from db.connection import Connection, Tx
from db.models import SeatAssignment, Shards, TableRow
from db.repos.tables import _table  # pyright: ignore[reportPrivateUsage]

_MARK = (
    "INSERT INTO table_posts (table_id, deals, closed) VALUES (:table_id, :deals, :closed) "
    "ON CONFLICT (table_id) DO UPDATE SET "
    # Only ever forward: a late answer of an earlier line must not take a mark back.
    "deals = CASE WHEN excluded.deals > table_posts.deals "
    "THEN excluded.deals ELSE table_posts.deals END, "
    "closed = CASE WHEN excluded.closed > table_posts.closed "
    "THEN excluded.closed ELSE table_posts.closed END"
)

_SAID = (
    "UPDATE seat_changes SET said = 1 "
    "WHERE table_id = :table_id AND seq = :seq AND seat = :seat "
    "AND COALESCE(player_id, 0) = :player AND COALESCE(computer_level, '') = :level "
    # A person is one holder under any name; a computer is told apart by its name too.
    "AND (player_id IS NOT NULL OR display_name = :name)"
)
"""A seat change said, where its row still holds the holder said: one written over it since
(the seat changed again before the next event) is still to be said."""

_NOTICE = (
    "UPDATE seat_changes SET notice_id = :notice "
    "WHERE table_id = :table_id AND seq = :seq AND seat = :seat"
)
"""A step-away notice posted (migration 0020), kept with the change it tells of: the row of
the computer keeping the seat, or of whoever holds it since at the same ``seq``."""

_DISPLACED = (
    "SELECT notice_id FROM seat_changes "
    "WHERE table_id = :table_id AND seq = :seq AND seat = :seat "
    "AND notice_id IS NOT NULL AND notice_id <> :notice"
)
"""Another step-away notice kept with the row a notice is about to be kept with: one of a
change before it at the same ``seq``, not edited (Discord refused)."""

CLOSING_POSTED = 1
"""The closing line (final settlement, abandon notice) went out; the message may not yet show
the table closed."""
CLOSED = 2
"""The closing line and the table message drawn as closed went out: nothing is owed."""


@dataclass(frozen=True, slots=True)
class PostedMark:
    """A table (its row as stored) and what of its lines Discord has accepted."""

    row: TableRow
    deals: int
    """The last deal whose result post went out (0: none)."""
    closed: int
    """How much of the table's closing went out: 0 none, :data:`CLOSING_POSTED` its closing
    line, :data:`CLOSED` that line and its message drawn as closed."""


class PostedRepo(Connection):
    """The per-table marks of the lines posted."""

    async def mark_posted(self, table_id: int, *, deal: int = 0, closed: int = 0) -> None:
        """Discord accepted deal ``deal``'s result (and every one before it), or ``closed``
        (:data:`CLOSING_POSTED`, :data:`CLOSED`) of the table's closing. Never moves a mark
        back."""
        values = {"table_id": table_id, "deals": deal, "closed": closed}

        async def work(tx: Tx) -> None:
            await tx.execute(_MARK, values)

        await self._write(work)

    async def unmark_deal(self, table_id: int, deal: int) -> None:
        """Deal ``deal`` was taken back (``/boston withdraw``): its result, entered again,
        is owed again, so the mark goes back to the deal before it (if it had reached it)."""
        values = {"table_id": table_id, "before": deal - 1, "deal": deal}

        async def work(tx: Tx) -> None:
            await tx.execute(
                "UPDATE table_posts SET deals = :before "
                "WHERE table_id = :table_id AND deals >= :deal",
                values,
            )

        await self._write(work)

    async def owed_posts(self, *, shards: Shards | None = None) -> list[PostedMark]:
        """The tables whose closing has not gone out (in play, or over with their closing
        owed), with their marks, oldest first; with ``shards``, of those shards' servers only.
        A broken table is left out: its log does not replay."""
        rows = await self._fetch(
            "SELECT tb.*, COALESCE(p.deals, 0) AS posted_deals, "
            "COALESCE(p.closed, 0) AS posted_closed "
            "FROM tables AS tb LEFT JOIN table_posts AS p ON p.table_id = tb.id "
            "WHERE tb.status <> 'broken' AND COALESCE(p.closed, 0) < 2 ORDER BY tb.id"
        )
        marks: list[PostedMark] = []
        for found in rows:
            data = dict(found)
            deals = int(data.pop("posted_deals"))
            closed = int(data.pop("posted_closed"))
            row = _table(data)
            if shards is None or shards.owns(row.guild_id):
                marks.append(PostedMark(row, deals, closed))
        return marks

    async def seats_said(self, table_id: int) -> dict[tuple[int, int], bool | None]:
        """Whether the table's thread was told of each of its seat changes (migration 0019),
        by ``(seq, seat)`` as :meth:`~db.repos.seats.SeatsRepo.seat_changes` gives them: True
        said, False not yet, None not known (a change written before the migration)."""
        rows = await self._fetch(
            "SELECT seq, seat, said FROM seat_changes WHERE table_id = ?", (table_id,)
        )
        return {
            (int(row[0]), int(row[1])): None if row[2] is None else bool(row[2]) for row in rows
        }

    async def mark_seats_said(
        self,
        table_id: int,
        said: Sequence[tuple[int, SeatAssignment]],
        *,
        notice_id: int | None = None,
    ) -> list[int]:
        """The table's thread was told of each seat change of ``said`` (``(seq, holder)``, as
        :meth:`~db.repos.seats.SeatsRepo.seat_changes` gives them): Discord accepted its
        line, or it was given up, or there was nothing to say. A change whose row holds
        another holder now (the seat changed again at the same ``seq``) is left unsaid.

        With ``notice_id``, the line was the step-away notice of those changes, posted as
        that message (migration 0020): kept with their rows, in the same transaction, whoever
        holds the seat by now, so that a later process edits it wherever it is in the thread
        (:meth:`away_notices`). The notices it takes the place of (another change of the seat
        at the same ``seq`` had one, never edited): no longer saved, for the caller to edit."""
        rows = [
            {
                "table_id": table_id,
                "seq": seq,
                "seat": holder.seat,
                "player": holder.player_id or 0,
                "level": holder.computer_level or "",
                "name": holder.display_name,
            }
            for seq, holder in said
        ]
        if not rows:
            return []
        notices = [
            {"table_id": table_id, "seq": seq, "seat": holder.seat, "notice": notice_id}
            for seq, holder in said
            if notice_id is not None
        ]

        async def work(tx: Tx) -> list[int]:
            await tx.executemany(_SAID, rows)
            displaced = [int(row[0]) for n in notices for row in await tx.fetch(_DISPLACED, n)]
            if notices:
                await tx.executemany(_NOTICE, notices)
            return displaced

        return await self._write(work)

    async def away_notices(self, table_id: int) -> list[int]:
        """The step-away notices saved for the table's seat changes (migration 0020) and not
        yet edited: their messages in its thread (or channel), newest first."""
        rows = await self._fetch(
            "SELECT DISTINCT notice_id FROM seat_changes "
            "WHERE table_id = ? AND notice_id IS NOT NULL",
            (table_id,),
        )
        return sorted((int(row[0]) for row in rows), reverse=True)

    async def away_notice_done(self, table_id: int, message_id: int) -> None:
        """The step-away notice ``message_id`` no longer offers **Take my seat back** (edited,
        or gone): no later process looks at it again."""

        async def work(tx: Tx) -> None:
            await tx.execute(
                "UPDATE seat_changes SET notice_id = NULL WHERE table_id = ? AND notice_id = ?",
                (table_id, message_id),
            )

        await self._write(work)
