"""Players: display names, their turn-notice preference, the language they click in and the
day they were last told what the rating is."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date

from db.connection import Connection, Tx, _storable  # pyright: ignore[reportPrivateUsage]
from db.models import (
    PlayerRow,
)


async def _upsert_player(
    tx: Tx, player_id: int, display_name: str, guild_id: int, now: str
) -> None:
    """Record a person and the name they go by in this server (``guild_players``): a
    server's leaderboard shows that name, never one given in another server."""
    await tx.execute(
        "INSERT INTO players (id, display_name, created_at, updated_at) "
        "VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET "
        "display_name = excluded.display_name, updated_at = excluded.updated_at",
        (player_id, display_name, now, now),
    )
    await tx.execute(
        "INSERT INTO guild_players (guild_id, player_id, display_name, updated_at) "
        "VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, player_id) DO UPDATE SET "
        "display_name = excluded.display_name, updated_at = excluded.updated_at",
        (guild_id, player_id, display_name, now),
    )


class PlayersRepo(Connection):
    """Reads and writes of players."""

    async def upsert_player(self, player_id: int, display_name: str, guild_id: int) -> None:
        """Record a human player, or refresh the name they go by in server ``guild_id``."""
        now = self._now()

        async def work(tx: Tx) -> None:
            await _upsert_player(tx, player_id, display_name, guild_id, now)

        await self._write(work)

    async def player(self, player_id: int) -> PlayerRow | None:
        if not _storable(player_id):
            return None
        # The row's own columns by name: a column kept for one feature alone (the day the
        # rating was explained) is not part of a player as the rest of the program sees one.
        rows = await self._fetch(
            "SELECT id, display_name, created_at, updated_at, turn_notices, language "
            "FROM players WHERE id = ?",
            (player_id,),
        )
        return PlayerRow.model_validate(dict(rows[0])) if rows else None

    async def set_turn_notices(self, player_id: int, on: bool) -> None:
        """Mute (``on=False``) or unmute a player's turn notices; a player not yet recorded
        is left alone (only seated players, who are recorded, see the switch)."""
        now = self._now()

        async def work(tx: Tx) -> None:
            await tx.execute(
                "UPDATE players SET turn_notices = ?, updated_at = ? WHERE id = ?",
                (int(on), now, player_id),
            )

        await self._write(work)

    async def set_languages(self, languages: Mapping[int, str]) -> None:
        """The language each of these players clicks in now, in one transaction; a person not
        recorded as a player (who never sat at a table) is left alone."""
        now = self._now()
        rows = [(language, now, player_id) for player_id, language in languages.items()]

        async def work(tx: Tx) -> None:
            await tx.executemany(
                "UPDATE players SET language = ?, updated_at = ? WHERE id = ?", rows
            )

        await self._write(work)

    async def languages(self, limit: int) -> dict[int, str]:
        """Each player's language, for at most ``limit`` players: those whose row changed
        last, oldest first (the order a bounded memory of them keeps)."""
        rows = await self._fetch(
            "SELECT id, language FROM players WHERE language IS NOT NULL "
            "ORDER BY updated_at DESC, id DESC LIMIT ?",
            (limit,),
        )
        return {int(row[0]): str(row[1]) for row in reversed(rows)}

    async def turn_notices(self, player_id: int) -> bool:
        """Whether the player wants turn notices (yes for players not recorded)."""
        if not _storable(player_id):
            return True
        rows = await self._fetch("SELECT turn_notices FROM players WHERE id = ?", (player_id,))
        return bool(rows[0][0]) if rows else True

    async def explain_rating(self, player_id: int, day: date) -> bool:
        """Whether the player is to be told what the rating is on ``day`` (UTC): yes the first
        time that day, which is then written down, so that a restart does not tell them again;
        no once it has been. A person with no row (who never sat at a table) is not recorded:
        always yes here, and the caller remembers them itself. Reads first, so the usual
        answer after the first of the day writes nothing."""
        if not _storable(player_id):
            return True
        today = day.isoformat()
        rows = await self._fetch(
            "SELECT rating_explained_on FROM players WHERE id = ?", (player_id,)
        )
        if not rows:
            return True
        if rows[0][0] == today:
            return False

        async def work(tx: Tx) -> int:
            # Not updated_at: that orders the languages kept (:meth:`languages`), and being
            # told what the rating is changes nothing of the player. The condition keeps a
            # second process, which told them first, from being told again by this one.
            return await tx.execute(
                "UPDATE players SET rating_explained_on = ? WHERE id = ? "
                "AND (rating_explained_on IS NULL OR rating_explained_on <> ?)",
                (today, player_id, today),
            )

        return await self._write(work) > 0
