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
    """Statistics read under the connection's lock."""

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
        async with self._lock:
            return await stats.leaderboard(
                self._conn,
                guild_id,
                since=None if since is None else to_db(since),
                until=None if until is None else to_db(until),
                tour_id=tour_id,
                limit=limit,
            )

    async def player_profile(self, guild_id: int, player_id: int) -> PlayerProfile | None:
        """A player's statistics in the guild; None if the player was never recorded."""
        async with self._lock:
            return await stats.player_profile(self._conn, guild_id, player_id)
