"""Whole-database copies: every stored row out of one database and into another, whichever
backends they are (``python -m bot db copy``), and the row counts that verify a copy."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from typing import Any

from db.connection import Connection, Tx
from db.errors import StorageError

COPIED: dict[str, tuple[str, ...]] = {
    "players": ("id",),
    "guild_players": ("guild_id", "player_id"),
    "guild_settings": ("guild_id",),
    "guild_rules": ("guild_id", "variant"),
    "tables": ("id",),
    "table_posts": ("table_id",),
    "turn_reminders": ("table_id",),
    "handover_notices": ("table_id",),
    "seats": ("table_id", "seat"),
    "seat_changes": ("table_id", "seq", "seat"),
    "events": ("table_id", "seq"),
    "checkpoints": ("table_id",),
    "tours": ("id",),
    "tour_results": ("tour_id", "seat"),
    "deal_results": ("table_id", "deal_no"),
    "deal_payments": ("table_id", "deal_no", "seat"),
}
"""Every table of the schema with its primary key, each after the tables its foreign keys
name. A migration that adds a table adds it here (a test compares this with the schema)."""

NOT_COPIED: dict[str, str] = {
    "handover_views": "interaction tokens (secrets) handed to the next process at a restart",
    "handover_drawn": "how one process drew its table messages, read back and deleted",
    "pending_imports": "interaction tokens (secrets) of imports a crash left unanswered",
    "gone_notices": "direct messages still owed about a deleted channel, sent by a start-up",
    "moved_calls": "a moved table's call to its people in its new thread, owed until resumed",
    "move_places": "channels a move posted in before its save, looked through once it is made",
}
"""The tables of the schema a copy leaves out, and why: none holds anything a game, a record
or a statistic needs, and a token must never leave the database it was saved in."""


class CopyRepo(Connection):
    """Reading and writing whole tables, for copies between databases."""

    async def row_counts(self) -> dict[str, int]:
        """How many rows each table of :data:`COPIED` holds."""
        return {
            name: int((await self._fetch(f"SELECT COUNT(*) FROM {name}"))[0][0]) for name in COPIED
        }

    async def dump_rows(
        self, name: str, *, batch: int = 2000
    ) -> AsyncIterator[list[dict[str, Any]]]:
        """The rows of table ``name`` (one of :data:`COPIED`) in key order, ``batch`` at a
        time, each as a column → value dict."""
        order = ", ".join(COPIED[name])
        offset = 0
        while True:
            rows = await self._fetch(
                f"SELECT * FROM {name} ORDER BY {order} LIMIT ? OFFSET ?", (batch, offset)
            )
            if not rows:
                return
            yield [dict(row) for row in rows]
            offset += len(rows)

    async def load_rows(self, name: str, rows: Sequence[dict[str, Any]]) -> None:
        """Insert ``rows`` (as :meth:`dump_rows` gives them) into table ``name`` as they are,
        ids included, in one transaction; then move the ids the database hands out past them."""
        if not rows:
            return
        if name not in COPIED:
            raise ValueError(f"not a table of the schema: {name!r}")
        columns = list(rows[0])

        async def work(tx: Tx) -> None:
            await tx.executemany(
                f"INSERT INTO {name} ({', '.join(columns)}) "
                f"VALUES ({', '.join(':' + c for c in columns)})",
                rows,
            )
            for statement in self._ID_RESETS.get(name, ()):
                await tx.fetch(statement)

        await self._write(work)

    async def require_empty(self) -> None:
        """Refuse (:class:`~db.errors.StorageError`) a database that holds any row: a copy
        goes into a new database only."""
        counts = await self.row_counts()
        filled = [name for name, count in counts.items() if count]
        if filled:
            raise StorageError(f"the target database is not empty (it has {', '.join(filled)})")
