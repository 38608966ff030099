"""The imports still being read (migration 0014), so that a crash leaves nobody "thinking…".

``/boston import`` defers its answer while a child process reads, replays and draws the
record (``cogs/boston/records.py``). Before the defer goes the cog writes a row
(:meth:`PendingRepo.keep_pending`): the interaction's webhook token, which edits the deferred
answer for 15 minutes, its application, the server and the asker's language; the row is deleted
once the import is answered, its failure too (:meth:`PendingRepo.drop_pending`). A graceful
close answers the imports still working itself and deletes their rows; a crash leaves them,
and start-up takes them (:meth:`PendingRepo.take_pending`) to tell each person that nothing
was imported.

A token is a secret worth keeping no longer than needed: each row is deleted in the
transaction that reads it back, and any start-up deletes every row whose token has expired,
which nobody could use. Several processes may share a PostgreSQL database (shards): each takes
the rows of its own servers only, as another process may still be reading those of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from db.clock import from_db, to_db
from db.connection import Connection, Tx
from db.models import Shards


@dataclass(frozen=True, slots=True)
class PendingImport:
    """An import whose deferred answer was not sent yet: what edits that answer."""

    interaction_id: int
    application_id: int
    token: str = field(repr=False)
    """A secret (anyone holding it may answer as the bot until it expires): kept out of the
    row's repr, so it never reaches a log line through one."""
    guild_id: int | None
    language: str
    expires_at: datetime
    """When Discord stops taking the token (15 minutes after the interaction)."""


class PendingRepo(Connection):
    """The rows of the imports still being read."""

    async def keep_pending(self, pending: PendingImport) -> None:
        """``pending`` is being read: its row, replacing one of the same interaction."""
        values = {
            "interaction_id": pending.interaction_id,
            "application_id": pending.application_id,
            "token": pending.token,
            "guild_id": pending.guild_id,
            "language": pending.language,
            "expires_at": to_db(pending.expires_at),
        }

        async def work(tx: Tx) -> None:
            await tx.execute(
                "INSERT INTO pending_imports (interaction_id, application_id, token, guild_id, "
                "language, expires_at) VALUES (:interaction_id, :application_id, :token, "
                ":guild_id, :language, :expires_at) ON CONFLICT (interaction_id) DO UPDATE SET "
                "application_id = excluded.application_id, token = excluded.token, "
                "guild_id = excluded.guild_id, language = excluded.language, "
                "expires_at = excluded.expires_at",
                values,
            )

        await self._write(work)

    async def drop_pending(self, interaction_id: int) -> None:
        """The import of ``interaction_id`` is answered: its row goes (none: nothing)."""

        async def work(tx: Tx) -> None:
            await tx.execute(
                "DELETE FROM pending_imports WHERE interaction_id = ?", (interaction_id,)
            )

        await self._write(work)

    async def take_pending(
        self, *, shards: Shards | None = None, expiring_by: datetime | None = None
    ) -> list[PendingImport]:
        """The imports a previous process left unanswered in ``shards``' servers (None: every
        server's) whose token has not expired, oldest first; their rows are deleted in the
        transaction that reads them, with every expired row, whichever server's. With
        ``expiring_by``, only rows whose token expires by then: those written long enough ago
        that no live process can still be reading their import (a rolling deploy's old process
        may be, for a few seconds)."""
        now = self._now()

        async def work(tx: Tx) -> list[PendingImport]:
            taken = [
                PendingImport(
                    interaction_id=int(row["interaction_id"]),
                    application_id=int(row["application_id"]),
                    token=str(row["token"]),
                    guild_id=None if row["guild_id"] is None else int(row["guild_id"]),
                    language=str(row["language"]),
                    expires_at=from_db(str(row["expires_at"])),
                )
                for row in await tx.fetch(
                    "SELECT * FROM pending_imports WHERE expires_at > ? ORDER BY interaction_id",
                    (now,),
                )
                if (shards is None or row["guild_id"] is None or shards.owns(int(row["guild_id"])))
                and (expiring_by is None or from_db(str(row["expires_at"])) <= expiring_by)
            ]
            # Read whole and filtered here: a handful of rows, and no list of ids in the SQL.
            if taken:
                await tx.executemany(
                    "DELETE FROM pending_imports WHERE interaction_id = ?",
                    [(pending.interaction_id,) for pending in taken],
                )
            await tx.execute("DELETE FROM pending_imports WHERE expires_at <= ?", (now,))
            return taken

        return await self._write(work)
