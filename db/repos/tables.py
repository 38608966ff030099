"""Tables: their rows and their status (a lobby opened; a game paused, ended, abandoned or
broken; its settings and Discord messages). The transaction steps that hold a table's status
and write its seats are here too, shared with :mod:`db.repos.seats`."""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any

from db.connection import UNSET, Connection, Tx, _json, _storable, _Unset  # pyright: ignore[reportPrivateUsage]
from db.errors import (
    DuplicateEvent,
    LobbyCap,
    LobbyLimit,
    StorageError,
    TableNotFound,
    TableStatusChanged,
)
from db.models import (
    UNFINISHED_STATUSES,
    SeatAssignment,
    Shards,
    TableRow,
    TableStatus,
    TourEnd,
    Variant,
)
from db.repos.gone import _drop_moves  # pyright: ignore[reportPrivateUsage]
from db.repos.players import _upsert_player  # pyright: ignore[reportPrivateUsage]
from db.repos.tours import _end_tour, _status_refusal  # pyright: ignore[reportPrivateUsage]


def _table(row: Any) -> TableRow:
    return TableRow.model_validate({**dict(row), "settings": json.loads(row["settings"])})


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


class TablesRepo(Connection):
    """Reads and writes of tables."""

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
    ) -> bool:
        """Change the status; for ``"broken"`` use :meth:`mark_broken`, which needs a reason.
        With ``expected`` (a pause: ``("playing",)``) only from one of those, raising
        :class:`TableStatusChanged` and writing nothing otherwise: a game another process
        ended is not brought back as a paused one.

        ``"playing"`` (a resume) takes the moved table's call in the same write (migration
        0025, owed since its move: ``set_table_messages``), and returns whether this write
        took it (its row was there and is deleted now); False for any other status. The
        resume's change carries that (``TableChange.called``), and only then does the Table
        cog post the call: whichever process's write takes the row calls the people, once,
        however many processes try (a rolling deploy's overlap); a restart after this write
        never calls them again; a write refused leaves it owed, with the table paused; and a
        write that commits but reports an error loses it (commit, then publish; at most
        once). An end (``"finished"``, ``"abandoned"``) drops what its moves left
        (``db.repos.gone._drop_moves``). A pause of a table playing (``expected`` without
        ``"paused"``: the service's) drops any call still owed to it in its own write: one
        there is stale (a call is owed only from a move saved while the table was paused,
        and its resume takes it), and its resume would make it as if the table had just
        moved."""
        if status == "broken":
            raise ValueError("a broken table needs a reason: use mark_broken()")
        stale_call = status == "paused" and expected is not None and "paused" not in expected
        if status not in ("playing", "finished", "abandoned") and not stale_call:
            await self._update_table(table_id, {"status": status, "broken_reason": None}, expected)
            return False
        changes = {"status": status, "broken_reason": None, "updated_at": self._now()}
        await self._own(table_id)

        async def work(tx: Tx) -> bool:
            if expected is not None:
                await _hold_status(tx, table_id, expected, changes)
            else:
                sets = ", ".join(f"{column} = :{column}" for column in changes)
                sql = f"UPDATE tables SET {sets} WHERE id = :id"
                if await tx.execute(sql, {**changes, "id": table_id}) == 0:
                    raise TableNotFound(table_id)
            sql = "DELETE FROM moved_calls WHERE table_id = ?"
            if stale_call:  # a pause: the table was playing, no call is owed to it
                await tx.execute(sql, (table_id,))
                return False
            if status != "playing":
                await _drop_moves(tx, table_id)
                return False
            return bool(await tx.execute(sql, (table_id,)))

        return await self._write(work)

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
            await _drop_moves(tx, table_id)  # what its moves left (migration 0025)

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
        """Take a table out of play because it cannot be rebuilt (e.g. its log fails replay);
        what its moves left is dropped with it (``db.repos.gone._drop_moves``)."""
        changes = {"status": "broken", "broken_reason": reason, "updated_at": self._now()}
        await self._own(table_id)

        async def work(tx: Tx) -> None:
            sql = (
                "UPDATE tables SET status = :status, broken_reason = :broken_reason, "
                "updated_at = :updated_at WHERE id = :id"
            )
            if await tx.execute(sql, {**changes, "id": table_id}) == 0:
                raise TableNotFound(table_id)
            await _drop_moves(tx, table_id)

        await self._write(work)

    async def set_table_messages(
        self,
        table_id: int,
        *,
        channel_id: int | _Unset = UNSET,
        thread_id: int | _Unset | None = UNSET,
        message_id: int | _Unset | None = UNSET,
        lobby_message_id: int | _Unset | None = UNSET,
    ) -> None:
        """Change the given Discord ids, leave the others as they are. ``channel_id``: the
        table moved to another channel of its server (its own deleted: ``TableCog.move``);
        the direct messages still owed about the deleted one (``db.repos.gone``, migration
        0023) are no longer true, and are dropped in the same write, so that a crash right
        after the move sends none of them; and the call of its people in the new thread is
        owed from that same write (migration 0025), until its resume's write takes it
        (:meth:`set_table_status`): only where the table is paused as saved, judged in that
        write. A table playing (another process resumed it meanwhile: a rolling deploy's
        overlap) has no resume to take it, and a row left to it would call its people at
        its next pause and resume, as if it had just moved; nor is one owed to a table over
        or a lobby."""
        given = {
            "channel_id": channel_id,
            "thread_id": thread_id,
            "message_id": message_id,
            "lobby_message_id": lobby_message_id,
        }
        changes = {column: value for column, value in given.items() if value is not UNSET}
        if not changes:
            return
        if channel_id is UNSET:
            await self._update_table(table_id, changes)
            return
        assignments = ", ".join(f"{column} = :{column}" for column in changes)
        values = {**changes, "updated_at": self._now(), "id": table_id}
        await self._own(table_id)

        async def work(tx: Tx) -> None:
            sql = f"UPDATE tables SET {assignments}, updated_at = :updated_at WHERE id = :id"
            if await tx.execute(sql, values) == 0:
                raise TableNotFound(table_id)
            await tx.execute("DELETE FROM gone_notices WHERE table_id = ?", (table_id,))
            # Its people are owed the call in the new thread at its resume (migration 0025),
            # restart or not; a paused table's only, as saved: the UPDATE above holds its row
            # (PostgreSQL) until the commit, so no resume commits between this read and it.
            await tx.execute(
                "INSERT INTO moved_calls (table_id, guild_id) "
                "SELECT id, guild_id FROM tables WHERE id = ? AND status = 'paused' "
                "ON CONFLICT (table_id) DO NOTHING",
                (table_id,),
            )

        await self._write(work)
