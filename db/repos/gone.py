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

Once the table has moved to another channel, the call of its people in its new thread is owed
here too (migration 0025: :meth:`GoneRepo.moved_calls`), from the move's own write (of a
table paused only) until the write of its resume deletes it
(``db.repos.tables.set_table_status``, which says whether that write took it: only then is
it made), likewise at most once; a pause's write (from playing) drops one left stale;
and the channels a move posted in before its save (:meth:`GoneRepo.keep_move_place`), where a
crash may have left a table message that is not the table's. A table's end drops both in its
own write (:func:`_drop_moves`).
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


async def _drop_moves(tx: Tx, table_id: int) -> None:
    """The table ended (finished, abandoned, broken), in that write: its moved call is not
    owed any more and the channels its moves posted in are not looked through again (its
    message left behind by a crash, if any, is an orphan whose buttons are refused:
    ``table_orphans.py``)."""
    await tx.execute("DELETE FROM moved_calls WHERE table_id = ?", (table_id,))
    await tx.execute("DELETE FROM move_places WHERE table_id = ?", (table_id,))


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

    async def moved_calls(self, *, shards: Shards | None = None) -> list[tuple[int, int]]:
        """The tables (with their server) moved to another channel whose people are still
        owed their call in the new thread (migration 0025, written with the move:
        ``db.repos.tables.set_table_messages``), in ``shards``' servers (None: every
        server's). What is owed is only ever taken by a write (a resume's, an end's,
        :meth:`drop_stale_moved_calls`), never decided from this list: it says what is
        owed (to tests, to someone looking at the database)."""
        rows = await self._fetch("SELECT table_id, guild_id FROM moved_calls ORDER BY table_id")
        return [
            (int(r["table_id"]), int(r["guild_id"]))
            for r in rows
            if shards is None or shards.owns(int(r["guild_id"]))
        ]

    async def drop_stale_moved_calls(self) -> int:
        """Start-up: the calls owed to tables not paused now are stale, and are dropped
        unmade (how many): only a paused table's resume takes its call, and a row left to a
        table playing would call its people, as if it had just moved, at its next pause and
        resume. None is left that way as a rule: a move's write owes the call only to a
        table paused as saved, a resume's write takes the row, a pause's (from playing) and
        an end's drop it; an earlier version's move saved just as another process resumed
        the table (a rolling deploy's overlap) may have left one. One statement, judged by
        the table's status as saved, not by this process's copy of it, so that a call
        another process's move has just made owed is kept. The call itself is taken in its
        resume's write (``db.repos.tables.set_table_status``)."""

        async def work(tx: Tx) -> int:
            return await tx.execute(
                "DELETE FROM moved_calls WHERE table_id NOT IN "
                "(SELECT id FROM tables WHERE status = 'paused')"
            )

        return await self._write(work)

    async def keep_move_place(self, table_id: int, channel_id: int) -> bool:
        """A move of the table is about to post its message in ``channel_id``: kept, so that a
        message a crash leaves there before the move is saved can be found and taken down
        once a move is made (:meth:`move_places`). Whether the row is new (an earlier move's
        row stays: a post refused this time drops only its own, ``drop_move_places``)."""

        async def work(tx: Tx) -> bool:
            return bool(
                await tx.execute(
                    "INSERT INTO move_places (table_id, channel_id) VALUES (?, ?) "
                    "ON CONFLICT (table_id, channel_id) DO NOTHING",
                    (table_id, channel_id),
                )
            )

        return await self._write(work)

    async def move_places(self, table_id: int) -> list[int]:
        """The channels the table's moves posted in (:meth:`keep_move_place`), not yet
        looked through."""
        rows = await self._fetch(
            "SELECT channel_id FROM move_places WHERE table_id = ? ORDER BY channel_id",
            (table_id,),
        )
        return [int(r["channel_id"]) for r in rows]

    async def drop_move_places(self, table_id: int, channel_ids: Sequence[int]) -> None:
        """``channel_ids`` were looked through (:meth:`move_places`), or the post a move was
        about to make there was refused (nothing posted)."""
        rows = [(table_id, channel_id) for channel_id in channel_ids]
        if not rows:
            return

        async def work(tx: Tx) -> None:
            await tx.executemany(
                "DELETE FROM move_places WHERE table_id = ? AND channel_id = ?", rows
            )

        await self._write(work)
