"""What a restart must know of the Discord frontend's live messages and of the turn timers:
the live turn notices (with the person each calls, migration 0019) and open hand views
(migration 0008), which turn each table's timer has reminded (migration 0011), and how a
graceful close left each table's message drawn (migration 0012).

A turn notice's row is written once Discord has accepted the notice (``keep_notice``, off any
click's path) and deleted once the notice is (``drop_notice``); a graceful close writes them
all again (``save_handover``). A post Discord did not answer may have made a notice: its row
is written at once with ``message_id`` 0 (no message has that id), telling the next process
to look for it in ``channel_id``; the notice's own row replaces it once it is known. So a
crash leaves the rows of the notices still up, and the next process adopts them as after a
close. A row is never moved back to an older turn: a late write of a notice whose turn is
over must not replace the row of a newer one. The rows are read at start-up
(``take_handover``) and stay while their notices do.

An open view's row holds an interaction token, a secret worth keeping no longer than needed,
and the contract chosen in its select, its bid not yet made (migration 0017), with the
table's sequence number it was chosen at (migration 0018): the worker's rows hold it as a
close's do, so a crash keeps the choice, and the next process gives it back only where the
table is still at that number.
The Live cog writes the rows of its open views as they open (and again now and then with a
newer token) and deletes those of the views it let go, a few at a time in one transaction
(``keep_views``, off any click's path), so a crash leaves the next process the views open a
moment before; a graceful close writes them all (``save_handover``, deleting the rows of
views closed since). Each row is deleted in the transaction that reads it back.

Several processes may share a PostgreSQL database (shards): each takes the rows of the tables
it serves only (and of the ended tables of its servers, whose notices are to go), and any
start-up deletes every view whose token has expired, which nobody could use.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from db.clock import to_db
from db.connection import Connection, Tx
from db.models import UNFINISHED_STATUSES, Handover, SavedNotice, SavedView, Shards

_NOTICE = (
    "INSERT INTO handover_notices (table_id, channel_id, message_id, seat, turn, user_id) "
    "VALUES (:table_id, :channel_id, :message_id, :seat, :turn, :user_id) "
    "ON CONFLICT (table_id) DO UPDATE SET channel_id = excluded.channel_id, "
    "message_id = excluded.message_id, seat = excluded.seat, turn = excluded.turn, "
    "user_id = excluded.user_id "
    # Only ever forward: the late write of an older turn's notice keeps a newer one's row.
    "WHERE excluded.turn >= handover_notices.turn"
)
_VIEW = (
    "INSERT INTO handover_views (table_id, user_id, message_id, application_id, token, "
    "guild_id, language, expires_at, chosen, chosen_seq) VALUES (:table_id, :user_id, "
    ":message_id, :application_id, :token, :guild_id, :language, :expires_at, :chosen, "
    ":chosen_seq) "
    "ON CONFLICT (table_id, user_id) DO UPDATE SET message_id = excluded.message_id, "
    "application_id = excluded.application_id, token = excluded.token, "
    "guild_id = excluded.guild_id, language = excluded.language, "
    "expires_at = excluded.expires_at, chosen = excluded.chosen, "
    "chosen_seq = excluded.chosen_seq"
)
_REMINDED = (
    "INSERT INTO turn_reminders (table_id, seq, player_id) VALUES (:table_id, :seq, :player_id) "
    "ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, player_id = excluded.player_id"
)


class HandoverRepo(Connection):
    """The rows a restart takes over: turn notices, open views, turn reminders, drawn messages."""

    async def keep_notice(self, notice: SavedNotice) -> None:
        """Discord accepted ``notice``: its row replaces the table's (unless that one is of a
        later turn), so that a crash leaves it known to the next process."""
        await self._own(notice.table_id)  # the table's process only (a shard's lock)
        values = notice.model_dump()

        async def work(tx: Tx) -> None:
            await tx.execute(_NOTICE, values)

        await self._write(work)

    async def drop_notice(self, table_id: int, message_id: int) -> None:
        """The notice ``message_id`` of ``table_id`` is deleted: its row goes (a newer
        notice's row stays)."""
        values = {"table_id": table_id, "message_id": message_id}

        async def work(tx: Tx) -> None:
            await tx.execute(
                "DELETE FROM handover_notices "
                "WHERE table_id = :table_id AND message_id = :message_id",
                values,
            )

        await self._write(work)

    async def save_handover(
        self,
        notices: Sequence[SavedNotice],
        views: Sequence[SavedView],
        *,
        gone: Collection[tuple[int, int]] = (),
    ) -> None:
        """Keep ``notices`` and ``views`` for the next process, in one transaction; a row of
        the same table (and person) is replaced (a notice's, unless it is of a later turn),
        and the views' rows of ``gone`` (table, person) are deleted."""
        notice_rows = [notice.model_dump() for notice in notices]
        view_rows = [{**view.model_dump(), "expires_at": to_db(view.expires_at)} for view in views]
        gone_rows = [{"table_id": table_id, "user_id": user_id} for table_id, user_id in gone]

        async def work(tx: Tx) -> None:
            if notice_rows:
                await tx.executemany(_NOTICE, notice_rows)
            if gone_rows:
                await tx.executemany(
                    "DELETE FROM handover_views WHERE table_id = :table_id AND user_id = :user_id",
                    gone_rows,
                )
            if view_rows:
                await tx.executemany(_VIEW, view_rows)

        await self._write(work)

    async def keep_views(
        self, views: Sequence[SavedView], *, gone: Collection[tuple[int, int]] = ()
    ) -> None:
        """The open views' rows as they changed (the Live cog's worker, off any click's path):
        ``views`` replace the rows of the same table and person, the rows of ``gone`` (table,
        person) are deleted, in one transaction."""
        await self.save_handover((), views, gone=gone)

    async def take_handover(
        self, table_ids: Collection[int], *, shards: Shards | None = None
    ) -> Handover:
        """The notices of ``table_ids`` (the tables this process serves) and of the tables
        of ``shards``' servers that have ended (None: every server's), whose notices are only
        to be deleted; and the saved views of ``table_ids``. The notices' rows stay (each goes
        with its notice, :meth:`drop_notice`); the views' are deleted in the transaction that
        reads them, and every expired view with them."""
        served = set(table_ids)
        now = self._now()

        async def work(tx: Tx) -> Handover:
            notices: list[SavedNotice] = []
            for row in await tx.fetch(
                "SELECT n.*, tb.guild_id AS guild_id, tb.status AS status "
                "FROM handover_notices AS n JOIN tables AS tb ON tb.id = n.table_id "
                "ORDER BY n.table_id"
            ):
                data = dict(row)
                guild_id, status = int(data.pop("guild_id")), data.pop("status")
                ended = status not in UNFINISHED_STATUSES
                mine = shards is None or shards.owns(guild_id)
                if int(data["table_id"]) in served or (ended and mine):
                    notices.append(SavedNotice.model_validate(data))
            views = [
                SavedView.model_validate(dict(row))
                for row in await tx.fetch(
                    "SELECT * FROM handover_views WHERE expires_at > ? ORDER BY table_id, user_id",
                    (now,),
                )
                if int(row["table_id"]) in served
            ]
            # Read whole and filtered here: a handful of rows, and no list of ids in the SQL.
            if views:
                await tx.executemany(
                    "DELETE FROM handover_views WHERE table_id = ? AND user_id = ?",
                    [(view.table_id, view.user_id) for view in views],
                )
            await tx.execute("DELETE FROM handover_views WHERE expires_at <= ?", (now,))
            return Handover(notices=tuple(notices), views=tuple(views))

        return await self._write(work)

    async def notice_of(self, table_id: int) -> SavedNotice | None:
        """The notice row of ``table_id`` as it stands now, read again after the table was
        rebuilt from a log another process moved on (a rolling deploy's overlap): that
        process's last notice may have been written after :meth:`take_handover` read the
        rows. The row stays (it goes with its notice, :meth:`drop_notice`)."""
        rows = await self._fetch(
            "SELECT table_id, channel_id, message_id, seat, turn, user_id "
            "FROM handover_notices WHERE table_id = ?",
            (table_id,),
        )
        return SavedNotice.model_validate(dict(rows[0])) if rows else None

    async def mark_reminded(self, table_id: int, seq: int, player_id: int) -> None:
        """The turn timer reminds ``player_id`` of the turn at ``seq`` (written before the
        reminder goes out; it replaces the table's earlier turn's row)."""
        await self._own(table_id)
        values = {"table_id": table_id, "seq": seq, "player_id": player_id}

        async def work(tx: Tx) -> None:
            await tx.execute(_REMINDED, values)

        await self._write(work)

    async def reminded(self, table_id: int, seq: int) -> int | None:
        """The person the turn timer reminded of the table's turn at ``seq``, if any."""
        rows = await self._fetch(
            "SELECT player_id FROM turn_reminders WHERE table_id = ? AND seq = ?", (table_id, seq)
        )
        return int(rows[0][0]) if rows else None

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
