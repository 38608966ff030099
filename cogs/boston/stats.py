"""The Stats cog: ``/boston leaderboard`` and ``/boston stats`` for one server, with the club
rating (:mod:`bot.rating`) computed from the server's finished tours. Answers are private."""

from __future__ import annotations

from datetime import UTC, datetime

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.engine.settings import SettingsError
from bot.engine.variants import get_variant
from bot.i18n import Lang, signed, t, tn
from bot.rating import Ratings, TourOutcome, compute, tour_weight
from cogs.boston.common import attach_to_boston, bot_of, detach_from_boston, lang, server_only, tell
from cogs.boston.render import points_text
from db.models import LeaderboardRow, PlayerProfile

COMMANDS = ("leaderboard", "stats")


class StatsCog(commands.Cog, name="Stats"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        attach_to_boston(self)

    async def cog_unload(self) -> None:
        detach_from_boston(self, COMMANDS)

    async def _ratings(self, interaction: discord.Interaction, guild_id: int) -> Ratings:
        tours = await bot_of(interaction).db.finished_tours(guild_id)
        return compute(
            TourOutcome(
                tour_weight(tour.length, tour.played_off),
                {r.player_id: r.rank for r in results if r.player_id is not None},
            )
            for tour, results in tours
        )

    @app_commands.command(
        name="leaderboard", description=_("The server's best players", key="cmd.leaderboard")
    )
    @app_commands.describe(
        period=_("Which games count", key="cmd.leaderboard.period"),
        tour=_(
            "A tour's number (that tour alone; with period: tour, the latest)",
            key="cmd.leaderboard.tour",
        ),
    )
    @app_commands.choices(
        period=[
            app_commands.Choice(name=_("All time", key="choice.all"), value="all"),
            app_commands.Choice(name=_("This month", key="choice.month"), value="month"),
            app_commands.Choice(name=_("One tour", key="choice.tour"), value="tour"),
        ]
    )
    @server_only()
    async def leaderboard(
        self, interaction: discord.Interaction, period: str = "all", tour: int | None = None
    ) -> None:
        language = lang(interaction)
        guild_id = interaction.guild_id
        if guild_id is None:
            return
        db = bot_of(interaction).db
        since: datetime | None = None
        tour_id: int | None = None
        if tour is not None:  # a tour's number means that tour, whatever the period said
            period = "tour"
        if period == "month":
            since = datetime.now(UTC).replace(day=1, hour=0, minute=0, second=0, microsecond=0)
        elif period == "tour":
            every = [found for found, _ in await db.finished_tours(guild_id)]
            finished = [found for found in every if tour is None or found.id == tour]
            if not finished:
                if every:  # that number is no finished tour here: say which are
                    numbers = ", ".join(str(found.id) for found in every)
                    await tell(
                        interaction, t(language, "stats.unknown_tour", tour=tour, tours=numbers)
                    )
                else:
                    await tell(interaction, t(language, "stats.no_tour"))
                return
            tour_id = finished[-1].id
        rows = await db.leaderboard(guild_id, since=since, tour_id=tour_id, limit=20)
        if not rows:
            await tell(interaction, t(language, "stats.empty"))
            return
        ratings = await self._ratings(interaction, guild_id)
        head_key = "stats.board_tour" if tour_id is not None else f"stats.board_{period}"
        lines = [t(language, head_key, tour=tour_id)]
        lines.extend(
            board_line(place, row, ratings, language) for place, row in enumerate(rows, start=1)
        )
        await tell(interaction, "\n".join(lines))

    @app_commands.command(name="stats", description=_("A player's statistics", key="cmd.stats"))
    @app_commands.describe(member=_("Whose statistics (default: yours)", key="cmd.stats.member"))
    @server_only()
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        language = lang(interaction)
        guild_id = interaction.guild_id
        if guild_id is None:
            return
        who = member or interaction.user
        profile = await bot_of(interaction).db.player_profile(guild_id, who.id)
        if profile is None or profile.deals_played == 0:
            await tell(interaction, t(language, "stats.nothing", who=who.display_name))
            return
        ratings = await self._ratings(interaction, guild_id)
        await tell(interaction, profile_text(profile, ratings, language))


def board_line(place: int, row: LeaderboardRow, ratings: Ratings, language: Lang) -> str:
    """One player's line of the leaderboard: points as the final standings say them."""
    return t(
        language,
        "stats.board_line",
        place=place,
        who=f"<@{row.player_id}>",
        points=points_text(row.net_point, language),
        # Tours only where some were played: a table without a protocol (the simplified
        # payment) has none, and "0/0" says nothing.
        tours=(
            t(language, "stats.board_tours", won=row.tours_won, tours=row.tours_played)
            if row.tours_played
            else ""
        ),
        deals=row.deals_played,
        # A rating only for the rated: everyone starts at the same figure, which would read
        # as a result where no tour has finished.
        rating=(
            t(language, "stats.board_rating", rating=round(ratings.of(row.player_id)))
            if row.player_id in ratings.players
            else ""
        ),
    )


def _total(profile: PlayerProfile, language: Lang) -> str:
    """The player's net, split into the deals and the final settlements where these count:
    the average per deal is the deals' alone, so the total must say it holds more."""
    total = points_text(profile.net_point, language)
    if not profile.settlement_point:
        return total
    deals = profile.net_point - profile.settlement_point
    split = t(
        language, "stats.split", deals=signed(deals), settled=signed(profile.settlement_point)
    )
    return f"{total} {split}"


def profile_text(profile: PlayerProfile, ratings: Ratings, language: Lang) -> str:
    """A player's statistics, contract by contract, with the rating."""
    rated = ratings.players.get(profile.player_id)
    average = "–"
    if profile.average_per_deal is not None:
        average = f"{profile.average_per_deal:+.1f}"
        if language == "sv":  # a decimal comma, as the kronor are written
            average = average.replace(".", ",")
    lines = [
        t(language, "stats.head", who=profile.display_name),
        (
            tn(language, "stats.rating", rated.tours, rating=round(rated.rating))
            if rated is not None
            else t(language, "stats.unrated")
        ),
        tn(
            language,
            "stats.totals",
            profile.deals_played,
            points=_total(profile, language),
            average=average,
            # The average leaves the final settlements out (db/models.py): where the total
            # holds some, say so, or it reads as the total over the deals.
            deals_only=t(language, "stats.deals_only") if profile.settlement_point else "",
            biggest=signed(profile.biggest_win) if profile.biggest_win is not None else "–",
        ),
    ]
    if profile.tours_played:
        # Left out where no tour was played (the simplified payment keeps no protocol), as
        # the leaderboard leaves out its "0/0".
        lines.append(t(language, "stats.tours", tours=profile.tours_played, won=profile.tours_won))
    lines.append(
        t(
            language,
            "stats.kinds",
            bid=profile.trick_contracts_bid,
            made=profile.trick_contracts_made,
            miseres=profile.miseres_bid,
            miseres_made=profile.miseres_made,
            whists=profile.whists_played,
            whists_made=profile.whists_made,
        )
    )
    if profile.contracts:
        lines.append(t(language, "stats.contracts"))
        lines += [
            t(
                language,
                "stats.contract_line",
                contract=contract_name(c.variant, c.contract_id, language),
                bid=c.bid,
                made=c.made,
            )
            for c in profile.contracts
        ]
    return "\n".join(lines)


def contract_name(variant: str, contract_id: str, language: Lang) -> str:
    """The contract's name in its variant's words ("7 spel"), else its id (a variant no
    longer registered, or a contract it no longer has)."""
    try:
        rules_of = get_variant(variant)
    except SettingsError:
        return contract_id
    found = rules_of.rules(rules_of.settings({})).ladder.get(contract_id)
    return rules_of.words.contract(found, language) if found is not None else contract_id


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(StatsCog(bot))
