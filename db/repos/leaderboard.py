"""Statistics: the leaderboard and a player's profile, queried through :mod:`db.stats`."""

from __future__ import annotations

from datetime import datetime

from db import stats
from db.clock import from_db, to_db
from db.connection import Connection
from db.models import (
    LeaderboardRow,
    PlayerProfile,
    ServerPlayer,
    ServerTour,
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
        variant: str | None = None,
        limit: int = 20,
    ) -> list[LeaderboardRow]:
        """Human players ranked by net point, best first.

        Deals count when ``since <= played_at < until``, tours when they ended in that range;
        with ``tour_id``, only that tour's deals and result; with ``variant``, only that
        variant's deals and tours (its points alone: variants are never summed). Computers
        never appear.
        """
        return await self._read(
            lambda tx: stats.leaderboard(
                tx,
                guild_id,
                since=None if since is None else to_db(since),
                until=None if until is None else to_db(until),
                tour_id=tour_id,
                variant=variant,
                limit=limit,
            )
        )

    async def played_variants(self, guild_id: int, *, since: datetime | None = None) -> list[str]:
        """The variants whose deals were played in the guild (since ``since`` where given),
        the most recently played first: a leaderboard asked for no variant shows the first,
        the game people have just played, and one that finds nothing names the others."""
        where = "" if since is None else " AND played_at >= ?"
        params: list[object] = [guild_id] if since is None else [guild_id, to_db(since)]
        rows = await self._fetch(
            "SELECT variant, MAX(played_at) AS latest FROM deal_results "
            f"WHERE guild_id = ?{where} GROUP BY variant ORDER BY latest DESC, variant",
            params,
        )
        return [str(row["variant"]) for row in rows]

    async def server_tours(self, guild_id: int) -> list[ServerTour]:
        """The guild's finished tours in the order they ended, each with its number in this
        server (1 for the first): people are shown that number, never the database's id,
        which counts every server's tours (a club's first tour would read "tour 57"). A
        finished game whose rules keep no tours is one of them (:class:`db.models.TourEnd`),
        marked a game, as is a tour stopped by agreement before its end
        (:data:`db.stats.AS_GAME`); one that settled no deal is none
        (:data:`db.stats.PLAYED_TOUR`)."""
        rows = await self._fetch(
            "SELECT ROW_NUMBER() OVER (ORDER BY t.ended_at, t.id) AS number, "
            "t.id AS tour_id, t.table_id, tb.variant, "
            f"CASE WHEN {stats.AS_GAME} THEN 1 ELSE 0 END AS game "
            "FROM tours AS t JOIN tables AS tb ON tb.id = t.table_id "
            f"WHERE tb.guild_id = ? AND {stats.PLAYED_TOUR} ORDER BY number",
            (guild_id,),
        )
        return [ServerTour.model_validate(dict(row)) for row in rows]

    async def server_players(self, guild_id: int) -> list[ServerPlayer]:
        """The people who played a deal in the guild, each by the name they go by there (a
        name from another server never shows), the most recently played first. Those who
        have left the server are among them: ``/boston stats player:`` offers them by name.
        Computers are not."""
        rows = await self._fetch(
            "SELECT gp.player_id, gp.display_name, latest.played_at AS last_played "
            "FROM (SELECT p.player_id, MAX(d.played_at) AS played_at "
            "      FROM deal_results AS d "
            "      JOIN deal_payments AS p ON p.table_id = d.table_id AND p.deal_no = d.deal_no "
            "      WHERE d.guild_id = ? AND p.player_id IS NOT NULL "
            "      GROUP BY p.player_id) AS latest "
            "JOIN guild_players AS gp ON gp.guild_id = ? AND gp.player_id = latest.player_id "
            "ORDER BY latest.played_at DESC, gp.player_id",
            (guild_id, guild_id),
        )
        return [
            ServerPlayer(
                player_id=int(row["player_id"]),
                display_name=str(row["display_name"]),
                last_played=from_db(str(row["last_played"])),
            )
            for row in rows
        ]

    async def player_profile(
        self, guild_id: int, player_id: int, role_of: stats.RoleOf
    ) -> PlayerProfile | None:
        """A player's statistics in the guild; None if the player was never recorded.
        ``role_of`` is the rules' answer to which stored move takes which role in a deal
        (:data:`db.stats.RoleOf`: ``bot.engine.actions.stored_role``)."""
        return await self._read(lambda tx: stats.player_profile(tx, guild_id, player_id, role_of))
