"""The direct messages still owed about a table's deleted channel (migration 0023).

A moderator deleted a table's channel: the game is paused (a lobby cancelled) and each person
at it is told by a direct message (``TableCog.places_gone``). Those messages are kept here,
in one write before any table is paused (:meth:`GoneRepo.keep_gone_notices`), so that a
close or a crash before they are all sent leaves the next start-up the rest
(:meth:`GoneRepo.gone_notices`). Each row is taken (deleted) just before its message is sent
(:meth:`GoneRepo.take_gone_notice`): at most once per person and table. A crash between the
take and the send loses that one message; a row kept until after the send would instead send
it twice, which a person who got it would see, and Discord's nonce (minutes) would not cover
a restart an hour later. A row gone stale is dropped unsent (:meth:`GoneRepo.drop_gone_notices`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from db.connection import Connection, Tx
from db.models import Shards


@dataclass(frozen=True, slots=True)
class GoneNotice:
    """A person not yet told that their table's channel was deleted."""

    table_id: int
    user_id: int
    guild_id: int
    lobby: bool
    """The table was a lobby (cancelled); else a game (paused)."""


class GoneRepo(Connection):
    """The rows of the deleted-channel messages not yet sent."""

    async def keep_gone_notices(self, notices: Sequence[GoneNotice]) -> None:
        """Keep ``notices`` owed (one already kept for the same person and table stays)."""
        rows = [(n.table_id, n.user_id, n.guild_id, int(n.lobby)) for n in notices]
        if not rows:
            return

        async def work(tx: Tx) -> None:
            await tx.executemany(
                "INSERT INTO gone_notices (table_id, user_id, guild_id, lobby) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (table_id, user_id) DO NOTHING",
                rows,
            )

        await self._write(work)

    async def take_gone_notice(self, table_id: int, user_id: int) -> bool:
        """Whether the message to ``user_id`` about ``table_id`` is still owed; its row is
        deleted, so no other sender (a start-up's, another task's) sends it too. Also how a
        row gone stale, or refused for good by Discord, is dropped unsent."""

        async def work(tx: Tx) -> bool:
            return bool(
                await tx.execute(
                    "DELETE FROM gone_notices WHERE table_id = ? AND user_id = ?",
                    (table_id, user_id),
                )
            )

        return await self._write(work)

    async def gone_notices(self, *, shards: Shards | None = None) -> list[GoneNotice]:
        """The messages still owed in ``shards``' servers (None: every server's), by table
        and person."""
        rows = await self._fetch(
            "SELECT table_id, user_id, guild_id, lobby FROM gone_notices ORDER BY table_id, user_id"
        )
        return [
            GoneNotice(int(r["table_id"]), int(r["user_id"]), int(r["guild_id"]), bool(r["lobby"]))
            for r in rows
            if shards is None or shards.owns(int(r["guild_id"]))
        ]

    async def drop_gone_notices(self, table_id: int) -> None:
        """What is owed about the table's deleted channel is stale, and is not sent: the
        table moved to another channel (``TableCog.move``, once the move is saved), was
        abandoned, or its channel is there after all; or nothing was done to it."""

        async def work(tx: Tx) -> None:
            await tx.execute("DELETE FROM gone_notices WHERE table_id = ?", (table_id,))

        await self._write(work)
