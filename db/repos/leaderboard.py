"""Statistics: the leaderboard and a player's profile, queried through :mod:`db.stats`."""

from __future__ import annotations

from datetime import datetime

from db import stats
from db.clock import to_db
from db.connection import Connection
from db.models import (
    LeaderboardRow,
    PlayerProfile,
)


class StatsRepo(Connection):
    """Statistics, each read as one work (no write between its queries)."""

    async def leaderboard(
        self,
        guild_id: int,
        *,
        since: datetime | None = None,
        until: datetime | None = None,
        tour_id: int | None = None,
        limit: int = 20,
    ) -> list[LeaderboardRow]:
        """Human players ranked by net point, best first.

        Deals count when ``since <= played_at < until``, tours when they ended in that range;
        with ``tour_id``, only that tour's deals and result. Computers never appear.
        """
        return await self._read(
            lambda tx: stats.leaderboard(
                tx,
                guild_id,
                since=None if since is None else to_db(since),
                until=None if until is None else to_db(until),
                tour_id=tour_id,
                limit=limit,
            )
        )

    async def player_profile(self, guild_id: int, player_id: int) -> PlayerProfile | None:
        """A player's statistics in the guild; None if the player was never recorded."""
        return await self._read(lambda tx: stats.player_profile(tx, guild_id, player_id))
