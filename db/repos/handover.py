"""The restart handover: what a graceful close knows of live turn notices and open hand views,
kept for the next process (migration 0008).

Written once, at close, in one transaction; read back once, at start-up, in a transaction
that deletes what it reads (a view's row holds an interaction token, a secret worth keeping
no longer than needed). Several processes may share a PostgreSQL database (shards): each
takes the rows of the tables it serves only, and any start-up deletes every view whose token
has expired, which nobody could use.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from db.clock import to_db
from db.connection import Connection, Tx
from db.models import Handover, SavedNotice, SavedView

_NOTICE = (
    "INSERT INTO handover_notices (table_id, channel_id, message_id, seat, turn) "
    "VALUES (:table_id, :channel_id, :message_id, :seat, :turn) "
    "ON CONFLICT (table_id) DO UPDATE SET channel_id = excluded.channel_id, "
    "message_id = excluded.message_id, seat = excluded.seat, turn = excluded.turn"
)
_VIEW = (
    "INSERT INTO handover_views (table_id, user_id, message_id, application_id, token, "
    "guild_id, language, expires_at) VALUES (:table_id, :user_id, :message_id, "
    ":application_id, :token, :guild_id, :language, :expires_at) "
    "ON CONFLICT (table_id, user_id) DO UPDATE SET message_id = excluded.message_id, "
    "application_id = excluded.application_id, token = excluded.token, "
    "guild_id = excluded.guild_id, language = excluded.language, "
    "expires_at = excluded.expires_at"
)


class HandoverRepo(Connection):
    """Saving and taking back the restart handover."""

    async def save_handover(
        self, notices: Sequence[SavedNotice], views: Sequence[SavedView]
    ) -> None:
        """Keep ``notices`` and ``views`` for the next process, in one transaction; a row of
        the same table (and person) left by an earlier close is replaced."""
        notice_rows = [notice.model_dump() for notice in notices]
        view_rows = [{**view.model_dump(), "expires_at": to_db(view.expires_at)} for view in views]

        async def work(tx: Tx) -> None:
            if notice_rows:
                await tx.executemany(_NOTICE, notice_rows)
            if view_rows:
                await tx.executemany(_VIEW, view_rows)

        await self._write(work)

    async def take_handover(self, table_ids: Collection[int]) -> Handover:
        """The saved notices and views of ``table_ids`` (the tables this process serves),
        deleted in the transaction that reads them; every expired view goes with them."""
        served = set(table_ids)
        now = self._now()

        async def work(tx: Tx) -> Handover:
            notices = [
                SavedNotice.model_validate(dict(row))
                for row in await tx.fetch("SELECT * FROM handover_notices ORDER BY table_id")
                if int(row["table_id"]) in served
            ]
            views = [
                SavedView.model_validate(dict(row))
                for row in await tx.fetch(
                    "SELECT * FROM handover_views WHERE expires_at > ? ORDER BY table_id, user_id",
                    (now,),
                )
                if int(row["table_id"]) in served
            ]
            # Read whole and filtered here: a handful of rows, and no list of ids in the SQL.
            if notices:
                await tx.executemany(
                    "DELETE FROM handover_notices WHERE table_id = ?",
                    [(notice.table_id,) for notice in notices],
                )
            if views:
                await tx.executemany(
                    "DELETE FROM handover_views WHERE table_id = ? AND user_id = ?",
                    [(view.table_id, view.user_id) for view in views],
                )
            await tx.execute("DELETE FROM handover_views WHERE expires_at <= ?", (now,))
            return Handover(notices=tuple(notices), views=tuple(views))

        return await self._write(work)
