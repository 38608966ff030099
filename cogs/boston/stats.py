"""The Stats cog: ``/boston leaderboard`` and ``/boston stats`` for one server, with the club
rating (:mod:`bot.rating`) computed from the server's finished tours. Answers are private.

A finished game whose rules keep no tours (the French family, Dawson, the simplified payment)
is stored as a tour of its own (:class:`db.models.TourEnd`), marked a game: its final
settlement counts in the points as betdelning does, and it rates like a tour. People are told
"tour" or "game" as the table's rules kept them (the stored counts and marks say which), so a
Swedish game on the simplified payment is a game; so is a tour stopped by agreement before its
betar were played off (SV-M2, :data:`db.stats.AS_GAME`): it completed no tour, though it rates
by the betar it played off.

Points are never summed across variants (each rule system counts in its own units): the
leaderboard is one variant's, by default (in a table's thread) that table's or (elsewhere) the
one played here most recently, with a line naming the others played, and a player's stats
give each variant's totals on a line of its own. The rating, from places in tours and
games, spans them all. Tours and games are named by their number in this server, counted
together (:meth:`db.Database.server_tours`); in a table's thread, by their number at that
table (its first is 1), which is what ``tour:`` means there. What the rating is, is said to
each person once a day, kept with their player row so that a restart does not say it again
(:meth:`StatsCog.explains`)."""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, date, datetime
from fractions import Fraction
from time import monotonic
from typing import Protocol

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.engine.actions import stored_role
from bot.engine.describe import whister_word
from bot.engine.rules import partner_possible as rules_partner_possible
from bot.engine.settings import SettingsError
from bot.engine.variants import VARIANTS, get_variant, unknown_variant
from bot.i18n import Lang, settings_reason, signed, t, tn
from bot.rating import Ratings, TourOutcome, compute, tour_weight
from bot.standings import points_text
from bot.tables.options import engine_settings
from cogs.boston.common import (
    attach_to_boston,
    bot_of,
    bot_of_cog,
    choice_name,
    detach_from_boston,
    lang,
    server_only,
    tell,
    variant_names,
)
from db.errors import StorageError
from db.models import LeaderboardRow, PlayerProfile, ServerPlayer, ServerTour

logger = logging.getLogger(__name__)

COMMANDS = ("leaderboard", "stats")

PLAYER_TYPED = 100
"""The longest ``player`` typed: Discord's longest choice value, and longer than any name."""

PLAYERS_FRESH = 30.0
"""Seconds a server's players read for the ``player`` option's suggestions are used again."""


class StatsCog(commands.Cog, name="Stats"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self._explained: set[int] = set()
        """Who has read what the rating is today, as this process knows (:meth:`explains`):
        the database is asked about each person once a day at most."""
        self._today: date | None = None
        self._players_seen: dict[int, tuple[float, list[ServerPlayer]]] = {}
        """Each server's players as :meth:`server_players` last read them, and when."""

    async def server_players(self, guild_id: int) -> list[ServerPlayer]:
        """The server's players (:meth:`db.repos.leaderboard.StatsRepo.server_players`), read
        again at most every :data:`PLAYERS_FRESH` seconds: the ``player`` option asks at
        every key typed, and the query reads all the server's deals under the lock every
        table's moves wait on (SQLite). A player of a game settled meanwhile is offered a
        little later; the command itself reads them afresh."""
        now = monotonic()
        seen = self._players_seen.get(guild_id)
        if seen is not None and now - seen[0] < PLAYERS_FRESH:
            return seen[1]
        players = await bot_of_cog(self).db.server_players(guild_id)
        # Servers whose players were read long ago are let go: no list is kept for good.
        self._players_seen = {
            guild: seen
            for guild, seen in self._players_seen.items()
            if now - seen[0] < PLAYERS_FRESH
        }
        self._players_seen[guild_id] = (now, players)
        return players

    async def explains(self, user_id: int) -> bool:
        """Whether an answer showing a rating to ``user_id`` says what the rating is: the
        first one of the day (UTC) only. Three lines on every leaderboard and stats answer
        would bury the figures on a phone. The day is kept with the person's player row, so
        a restart does not say it again; a person with no row (who never sat at a table) is
        remembered in memory only, and told again after a restart. Where the database fails,
        the answer still comes, and says it: twice in a day is better than no answer."""
        today = datetime.now(UTC).date()
        if today != self._today:  # a new day: everyone is told once again
            self._today = today
            self._explained.clear()
        if user_id in self._explained:
            return False
        self._explained.add(user_id)
        try:
            return await bot_of_cog(self).db.explain_rating(user_id, today)
        except StorageError as exc:
            logger.warning("the day the rating was explained not kept (%s)", exc)
            return True

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
            "A tour's or game's number; in a table's thread, that table's "
            "(with period: tour, the latest)",
            key="cmd.leaderboard.tour",
        ),
        variant=_(
            "Which rules' points (default: a table's own in its thread, "
            "else the one played here last)",
            key="cmd.leaderboard.variant",
        ),
    )
    @app_commands.autocomplete(variant=variant_names)
    @app_commands.choices(
        period=[
            app_commands.Choice(name=_("All time", key="choice.all"), value="all"),
            app_commands.Choice(name=_("This month", key="choice.month"), value="month"),
            app_commands.Choice(name=_("One tour or game", key="choice.tour"), value="tour"),
        ]
    )
    @server_only()
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        period: str = "all",
        tour: int | None = None,
        variant: str | None = None,
    ) -> None:
        language = lang(interaction)
        guild_id = interaction.guild_id
        if guild_id is None:
            return
        if variant is not None and variant not in VARIANTS:
            reason = settings_reason(language, unknown_variant(variant))
            await tell(interaction, t(language, "refused.bad_setting", reason=reason))
            return
        db = bot_of(interaction).db
        # Asked in a table's thread, with no variant or number: that table's board, its
        # variant's points and its own latest tour or game, whatever another table of the
        # server settled since (two tables of two variants at once: the board read there
        # turned with each of the other's results). A number there counts that table's tours
        # and games (its first is 1), as its players know them: `tour:2` in the thread of a
        # table that has played two was another table's tour, the server's second.
        here = interaction.channel_id
        thread = await db.table_of_thread(guild_id, here) if here is not None else None
        table = thread if variant is None and tour is None else None
        if table is not None:
            variant = table.variant
        since: datetime | None = None
        tour_id: int | None = None
        number: int | None = None
        by_game = False  # the tour asked for is a game (written as one, or stopped early)
        named_table: int | None = None  # in a thread: the table whose count ``number`` is
        every: list[ServerTour] = []
        if tour is not None:  # a tour's number means that tour, whatever the period said
            period = "tour"
        if period == "month":
            since = datetime.now(UTC).replace(day=1, hour=0, minute=0, second=0, microsecond=0)
        if period == "tour":
            # Tours by their number in this server, never the database's id (shared by all).
            every = await db.server_tours(guild_id)
            own = [] if thread is None else [f for f in every if f.table_id == thread.id]
            if tour is not None and thread is not None:  # the table's own number
                finished = own[tour - 1 : tour] if tour >= 1 else []
            elif tour is not None:
                finished = [found for found in every if found.number == tour]
            elif table is not None:  # the latest of the table whose thread this is
                finished = [found for found in every if found.table_id == table.id]
            else:  # the latest, of the variant asked for where one was
                finished = [found for found in every if variant in (None, found.variant)]
            if not finished:
                if tour is not None and thread is not None and own:  # say which it has
                    numbers = number_runs(list(range(1, len(own) + 1)))
                    await tell(
                        interaction,
                        t(
                            language,
                            "stats.unknown_table_tour",
                            tour=tour,
                            table=thread.id,
                            tours=numbers,
                        ),
                    )
                elif tour is not None and thread is not None:
                    await tell(interaction, t(language, "stats.no_table_tour", table=thread.id))
                elif tour is not None and every:  # no finished tour here: say which are
                    numbers = number_runs(sorted({found.number for found in every}))
                    await tell(
                        interaction, t(language, "stats.unknown_tour", tour=tour, tours=numbers)
                    )
                elif table is not None:
                    await tell(interaction, t(language, "stats.no_tour_at_table", table=table.id))
                elif every and variant is not None:
                    name = variant_name(variant, language)
                    # Nothing of it finished: named by its default rules' unit.
                    key = unit_key("stats.no_tour_of", variant)
                    await tell(interaction, t(language, key, variant=name))
                else:
                    await tell(interaction, t(language, "stats.no_tour"))
                return
            chosen = finished[-1]
            tour_id, number, variant = chosen.tour_id, chosen.number, chosen.variant
            if thread is not None:  # in a thread, named by its table's own count
                at_table = [found for found in every if found.table_id == chosen.table_id]
                number = at_table.index(chosen) + 1
                named_table = chosen.table_id
            # Named as its own table played it: a Swedish game on the simplified payment
            # keeps no tours, though its variant's default rules do, and a tour stopped
            # before its end completed none.
            by_game = chosen.game
        # One variant's points: two rule systems' points are not the same unit. Unasked,
        # outside a table's thread, the variant played here most recently (in the period):
        # the game people have just played, whatever the server's default for new tables;
        # that default where nothing was played.
        played = await db.played_variants(guild_id, since=since)
        shown = variant or next(iter(played), None) or (await db.guild_settings(guild_id)).variant
        rows = await db.leaderboard(guild_id, since=since, tour_id=tour_id, variant=shown, limit=20)
        if not rows:
            others = [name for name in played if name != shown] if tour_id is None else []
            if others:  # others played another variant: name them, and how to see theirs
                await tell(
                    interaction,
                    t(
                        language,
                        "stats.empty_variant",
                        variant=variant_name(shown, language),
                        played=_variant_list(others, language),
                    ),
                )
            elif since is not None and await db.played_variants(guild_id):
                await tell(interaction, t(language, "stats.empty_month"))
            else:
                await tell(interaction, t(language, "stats.empty"))
            return
        ratings = await self._ratings(interaction, guild_id)
        if tour_id is None:
            head_key = f"stats.board_{period}"
        elif named_table is not None:
            head_key = "stats.board_table_tour_game" if by_game else "stats.board_table_tour"
        else:
            head_key = "stats.board_tour_game" if by_game else "stats.board_tour"
        head = t(
            language,
            "stats.board_variant",
            board=t(language, head_key, tour=number, table=named_table),
            variant=variant_name(shown, language),
        )
        lines = [head]
        lines.extend(board_line(place, row, ratings, language) for place, row in ranked(rows))
        # The other variants' boards are not hidden: each variant played here (in the period;
        # for the latest tour or game, those with a finished one) is named, with how to see
        # it. A tour asked for by its number is that one: `variant:` would not change it.
        if tour_id is None:
            others = [name for name in played if name != shown]
        elif tour is None:  # the most recently finished first, as played_variants gives them
            latest_first = (found.variant for found in reversed(every))
            others = [name for name in dict.fromkeys(latest_first) if name != shown]
        else:
            others = []
        if others:
            lines.append(
                t(language, "stats.other_variants", played=_variant_list(others, language))
            )
        rated = any(row.player_id in ratings.players for row in rows)
        if rated and await self.explains(interaction.user.id):
            lines.append(t(language, "stats.rating_explained"))
        await tell(interaction, "\n".join(lines))

    @app_commands.command(
        name="stats",
        description=_(
            "A player's statistics here, also of one who has left the server", key="cmd.stats"
        ),
    )
    @app_commands.describe(
        member=_("Whose statistics: a member (default: yours)", key="cmd.stats.member"),
        player=_(
            "Or a player of this server's games by name, also one who has left",
            key="cmd.stats.player",
        ),
    )
    @server_only()
    async def stats(
        self,
        interaction: discord.Interaction,
        # A user, not a member: Discord sends someone named by id who has left as a user
        # only, and their statistics here are kept all the same.
        member: discord.User | None = None,
        player: app_commands.Range[str, 1, PLAYER_TYPED] | None = None,
    ) -> None:
        """A player's statistics in this server: by ``member`` (Discord's own picker, of the
        server's members), by ``player`` (the server's players by the name they played under
        here, offered as they type, those who have left among them: :meth:`_players`), or
        the asker's own. The figures and the name are this server's alone."""
        language = lang(interaction)
        guild_id = interaction.guild_id
        if guild_id is None:
            return
        db = bot_of(interaction).db
        if player is not None:
            players = await db.server_players(guild_id)
            player_id, who = named_player(player, players)
            several = [] if player_id is not None else players_matching(player, players)
            if len(several) > 1:  # part of a name several players here have
                shown = [discord.utils.escape_markdown(p.display_name) for p in several]
                names = ", ".join(shown[:SEVERAL_SHOWN] + ["…"] * (len(shown) > SEVERAL_SHOWN))
                await tell(interaction, t(language, "stats.several", typed=who, names=names))
                return
            if several:
                player_id, who = several[0].player_id, several[0].display_name
            if member is not None and member.id != player_id:
                await tell(interaction, t(language, "stats.one_player"))
                return
        else:
            asked = member or interaction.user
            player_id, who = asked.id, asked.display_name
        profile = (
            None if player_id is None else await db.player_profile(guild_id, player_id, stored_role)
        )
        # One who bid a contract and handed the seat on in that deal has its bid, not its
        # money: their record is shown all the same.
        if profile is None or not (
            profile.deals_played
            or profile.deals_handed_on
            or profile.contracts
            or profile.whists_played
        ):
            if profile is not None:  # a name they sat down with here, none played out
                who = profile.display_name
            await tell(interaction, t(language, "stats.nothing", who=who))
            return
        ratings = await self._ratings(interaction, guild_id)
        # Asked only where a rating is shown: an unrated answer says what ratings come from.
        explain = profile.player_id in ratings.players and await self.explains(interaction.user.id)
        await tell(interaction, profile_text(profile, ratings, language, explain=explain))

    @stats.autocomplete("player")
    async def _players(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The players of this server's deals whose name here holds what was typed, the most
        recently played first, each with the day they last played (two of one name told
        apart, a departed regular recognised): the value is their id, which
        :func:`named_player` reads. Another server's players are never offered."""
        guild_id = interaction.guild_id
        if guild_id is None:
            return []
        try:
            players = await self.server_players(guild_id)
        except StorageError as exc:  # no suggestions; the command itself will say what fails
            logger.warning("players not suggested (%s)", exc)
            return []
        language = lang(interaction)
        typed = current.strip().casefold()
        return [
            app_commands.Choice(
                name=choice_name(
                    t(
                        language,
                        "stats.player_choice",
                        name=found.display_name,
                        day=found.last_played.date().isoformat(),
                    )
                ),
                value=str(found.player_id),
            )
            for found in players
            if typed in found.display_name.casefold()
        ][:25]


_MENTION = re.compile(r"<@!?(\d+)>|(\d+)")


def named_player(typed: str, players: Sequence[ServerPlayer]) -> tuple[int | None, str]:
    """Whom ``typed`` (a ``player`` option's value) names among this server's ``players``,
    and what to call them: a suggestion's value (an id), a mention or an id pasted, or a name
    as typed, matched without regard to case (the most recently played of two alike). An id
    no player here has, and no name, is still looked up (someone who sat down here but
    played no deal is named by their name here); a name none has: no one, called as it was
    typed."""
    text = typed.strip()
    known = {found.player_id: found.display_name for found in players}
    matched = _MENTION.fullmatch(text)
    player_id = None if matched is None else int(matched.group(1) or matched.group(2))
    if player_id in known:
        return player_id, known[player_id]
    wanted = text.casefold()
    for found in players:  # the most recently played first; a name of digits too
        if found.display_name.casefold() == wanted:
            return found.player_id, found.display_name
    if player_id is not None:
        return player_id, f"<@{player_id}>"
    return None, discord.utils.escape_markdown(text)


SEVERAL_SHOWN = 10
"""Players named at most where part of a name typed fits several."""


def players_matching(typed: str, players: Sequence[ServerPlayer]) -> list[ServerPlayer]:
    """The players whose name here holds ``typed`` (without regard to case, a leading ``@``
    let go), as the suggestions offer them: someone who pressed Enter on "anna" without
    picking "Anna Åberg" means her where she is the only one; the most recently played
    first, at most one more than :data:`SEVERAL_SHOWN` (one more says there are more)."""
    wanted = typed.strip().removeprefix("@").strip().casefold()
    if not wanted:
        return []
    return [p for p in players if wanted in p.display_name.casefold()][: SEVERAL_SHOWN + 1]


def ranked(rows: list[LeaderboardRow]) -> list[tuple[int, LeaderboardRow]]:
    """The rows with their places, as the final standings give them: equal totals share a
    place and the next total takes the place after all of them (1, 1, 3)."""
    places: list[tuple[int, LeaderboardRow]] = []
    for index, row in enumerate(rows, start=1):
        same = places and places[-1][1].net_point == row.net_point
        places.append((places[-1][0] if same else index, row))
    return places


@functools.cache
def keeps_tours(variant: str) -> bool:
    """Whether ``variant``'s games, as its rules stand by default, are played in tours
    (Swedish Boston's protocol, SV-P11); elsewhere the whole game is the unit that finishes,
    is won and rates. A variant no longer registered: games. Only for naming what nothing
    finished of: what did finish is counted as its own table's rules said (``games_played``),
    a Swedish game on the simplified payment among games."""
    if variant not in VARIANTS:
        return False
    rules_of = get_variant(variant)
    return rules_of.features(rules_of.settings({})).tour_length is not None


def unit_key(key: str, variant: str) -> str:
    """``key`` as said of ``variant``'s unit: the key itself for tours, its ``_game`` twin
    ("stats.no_tour_of_game") where the whole game is the unit (:func:`keeps_tours`)."""
    return key if keeps_tours(variant) else f"{key}_game"


def variant_name(variant: str, language: Lang) -> str:
    """A variant's name in ``language`` ("svensk boston"); an id no variant has (an old
    database's) as it is."""
    return get_variant(variant).words.variant_name(language) if variant in VARIANTS else variant


def _variant_list(variants: Sequence[str], language: Lang) -> str:
    """``variants`` named for a sentence, in their order: "Dawson's Boston, Boston de Nantes"."""
    return ", ".join(_capitalised(variant_name(v, language)) for v in variants)


def _capitalised(text: str) -> str:
    """``text`` to begin a line ("Svensk boston: …")."""
    return text[:1].upper() + text[1:]


def board_line(place: int, row: LeaderboardRow, ratings: Ratings, language: Lang) -> str:
    """One player's line of a leaderboard: points as the final standings say them, and the
    tours and the games won where some finished (" · tours won 1/2 · games won 1/1")."""
    return t(
        language,
        "stats.board_line",
        place=place,
        who=f"<@{row.player_id}>",
        points=points_text(row.net_point, language),
        tours=_finished(language, "stats.board_tours", row),
        deals=tn(language, "stats.board_deals", row.deals_played),
        # A rating only for the rated: everyone starts at the same figure, which would read
        # as a result where no tour has finished.
        rating=(
            t(language, "stats.board_rating", rating=round(ratings.of(row.player_id)))
            if row.player_id in ratings.players
            else ""
        ),
    )


class Finished(Protocol):
    """Tours and games finished and won: a leaderboard row's, a variant's or a profile's."""

    @property
    def tours_played(self) -> int: ...
    @property
    def tours_won(self) -> int: ...
    @property
    def games_played(self) -> int: ...
    @property
    def games_won(self) -> int: ...


def _finished_texts(language: Lang, key: str, counts: Finished) -> list[str]:
    """``key``'s text for the tours, then its ``_game`` twin's for the games, each only where
    some finished: deals of a game still going, or of one abandoned, finish none, and "0/0"
    says nothing. A Swedish player at tables of both payments reads both."""
    units = (
        (key, counts.tours_played, counts.tours_won),
        (f"{key}_game", counts.games_played, counts.games_won),
    )
    return [t(language, unit, tours=played, won=won) for unit, played, won in units if played]


def _finished(language: Lang, key: str, counts: Finished) -> str:
    """:func:`_finished_texts` run together, for a leaderboard line."""
    return "".join(_finished_texts(language, key, counts))


class Totals(Finished, Protocol):
    """Points over some deals: one variant's (:class:`VariantTotals`), or a profile's own."""

    @property
    def deals_played(self) -> int: ...
    @property
    def net_point(self) -> int: ...
    @property
    def settlement_point(self) -> int: ...
    @property
    def deals_by_others(self) -> int: ...
    @property
    def average_per_deal(self) -> float | None: ...
    @property
    def biggest_win(self) -> int | None: ...


def _points_lines(totals: Totals, language: Lang) -> list[str]:
    """The player's net, then, where final settlements count, its split between the deals
    and them: the average per deal is the deals' alone, so the total must say it holds more.
    Where someone else played some of the deals in the seat (a computer keeping it while the
    player was away, or its holder before them in a game whose end gave them the seat's
    balance), how many, under the average and the biggest win (:func:`_totals_lines_of`):
    the points are the player's, the contracts below are not."""
    lines = [
        tn(
            language,
            "stats.totals",
            totals.deals_played,
            points=points_text(totals.net_point, language),
        )
    ]
    if totals.settlement_point:
        deals = totals.net_point - totals.settlement_point
        lines.append(t(language, "stats.split_deals", deals=signed(deals)))
        lines.append(t(language, "stats.split_settled", settled=signed(totals.settlement_point)))
    return lines


EXACT_FROM = 10**12
"""An average per deal this large or larger is told from the exact sums, not the float: a float
holds 53 bits, so past about 10^15 its tenths, and past 2^53 its units, are made up (two games
near a 64-bit column's limit average +9223372036854775807, which a float says ...808)."""


def _average(totals: Totals) -> str:
    """The average per deal to a tenth, sign first (``+2.5``), "–" over no deal. A large one
    is the deals' exact sum (the total less the final settlements) over their number."""
    average = totals.average_per_deal
    if average is None:
        return "–"
    if abs(average) < EXACT_FROM or not totals.deals_played:
        return f"{average:+.1f}"
    exact = Fraction(totals.net_point - totals.settlement_point, totals.deals_played)
    whole, tenth = divmod(abs(round(exact * 10)), 10)
    return f"{'-' if exact < 0 else '+'}{whole}.{tenth}"


def _totals_lines_of(totals: Totals, language: Lang, *, finished: bool = False) -> list[str]:
    """One variant's points, deals, average, biggest win and, with ``finished``, its tours
    and its games played and won where some finished: a fact per line, each short enough to
    read on a phone."""
    average = _average(totals)
    if language == "sv":  # a decimal comma, as the kronor are written
        average = average.replace(".", ",")
    return [
        *_points_lines(totals, language),
        t(
            language,
            "stats.average",
            average=average,
            # The average leaves the final settlements out (db/models.py): where the total
            # holds some, say so, or it reads as the total over the deals.
            deals_only=t(language, "stats.deals_only") if totals.settlement_point else "",
        ),
        t(
            language,
            "stats.biggest",
            biggest=signed(totals.biggest_win) if totals.biggest_win is not None else "–",
        ),
        # The seat's points are its owner's, whoever played them: said under the figures
        # that hold them, above the contracts that do not.
        *([tn(language, "stats.by_others", others)] if (others := totals.deals_by_others) else []),
    ] + (_finished_texts(language, "stats.tours", totals) if finished else [])


def _totals_lines(profile: PlayerProfile, language: Lang) -> list[str]:
    """The totals, a block per variant played, each under its name: each rule system counts
    in its own units, so one sum over two would mean nothing. A profile without them (one
    built by hand) gives its one total unnamed."""
    if not profile.variants:
        return _totals_lines_of(profile, language)
    lines: list[str] = []
    for totals in profile.variants:
        name = _capitalised(variant_name(totals.variant, language))
        lines.append(t(language, "stats.in_variant", variant=name))
        lines += _totals_lines_of(totals, language, finished=True)
    return lines


def partner_possible(variant: str, settings: Mapping[str, object]) -> bool:
    """Whether a table of ``variant`` with the stored ``settings`` (its own options among
    them) can put a second player on the declarer's side, as its rules say
    (:func:`~bot.engine.rules.partner_possible`: a whister or a supporter). Settings its
    rules no longer accept: the variant's defaults."""
    return rules_partner_possible(get_variant(variant).rules(_stored_rules(variant, settings)))


def _stored_rules(variant: str, settings: Mapping[str, object]) -> dict[str, object]:
    """A table's stored ``settings`` as ``variant``'s rules read them; settings its rules no
    longer accept (an older table's): the variant's defaults."""
    rules_of = get_variant(variant)
    try:
        return rules_of.settings(engine_settings(settings))
    except SettingsError:
        return rules_of.settings({})


def sat_in(profile: PlayerProfile) -> dict[str, list[Mapping[str, object]]]:
    """The variants ``profile``'s member sat in, most played first, each with the settings
    of its tables known: its totals' (deals played by someone else in their seat among
    them), then the tables where they held a seat whose deals' points went on with it
    (:attr:`~db.models.PlayerProfile.sat_at`), then their contracts' (a seat handed on during
    the deal). A variant whose tables are unknown (totals built by hand) has none. Each
    settings document once: the stored totals' are among :attr:`sat_at`'s. Read once per
    reply and handed to the helpers below, each of which reads the rules of every table."""
    found: dict[str, list[Mapping[str, object]]] = {}
    known = [(totals.variant, totals.rule_settings) for totals in profile.variants]
    known += [(table.variant, (table.settings,)) for table in profile.sat_at]
    for variant, documents in known:
        tables = found.setdefault(variant, [])
        for settings in documents:
            if settings not in tables:
                tables.append(settings)
    for contract in profile.contracts:
        found.setdefault(contract.variant, [])
    return found


def partner_variants(played: Mapping[str, Sequence[Mapping[str, object]]]) -> list[str]:
    """The variants a member sat in (``played``: :func:`sat_in`) whose rules, at the tables
    played, had a partner for the declarer (:func:`partner_possible`), most played first.
    Where no table is known (built by hand), by the variant's default settings."""
    return [
        variant
        for variant, tables in played.items()
        if variant in VARIANTS
        and any(partner_possible(variant, settings) for settings in tables or ({},))
    ]


def _miseres_possible(variant: str, tables: Sequence[Mapping[str, object]]) -> bool:
    """Whether ``variant``'s rules, at one of ``tables`` (none known: its defaults), let a
    player bid a misère (:attr:`~bot.engine.contracts.Ladder.has_miseres`)."""
    rules_of = get_variant(variant)
    return any(
        rules_of.rules(_stored_rules(variant, settings)).ladder.has_miseres
        for settings in tables or ({},)
    )


def counted_roles(
    profile: PlayerProfile,
    played: Mapping[str, Sequence[Mapping[str, object]]],
    partners: Sequence[str],
) -> tuple[bool, bool]:
    """Whether ``profile``'s statistics count misères and whists: where a variant the member
    sat in (``played``: :func:`sat_in`) has them
    (:attr:`~bot.engine.contracts.Ladder.has_miseres`, and for whists ``partners``:
    :func:`partner_variants`, by the settings of the tables played), or where the count is
    not 0 all the same (a variant no longer registered, a table's settings changed
    since). The rules decide, not the player's luck: a Swedish player who never bid a misère
    reads "misères 0/0", a choice they had and did not make, and a line that came and went
    with their record would read as a fault; a Mariland player, who could never bid one
    (MA-C4), reads no such line, though their only deals went on with their seat, nor a
    Dawson player who only sat at tables without the whister (DW-P4). The lines count over
    every variant sat in, so one variant with misères shows them. Where no variant is known
    (a profile built by hand without one), a count shows only where it is not 0: a role
    nothing says they could take is not one they declined."""
    miseres = profile.miseres_bid > 0 or any(
        _miseres_possible(variant, tables)
        for variant, tables in played.items()
        if variant in VARIANTS
    )
    whisters = profile.whists_played > 0 or bool(partners)
    return miseres, whisters


def partner_role(partners: Sequence[str], language: Lang) -> str:
    """What the declarer's partner is called in the variants a profile counts partners in
    (``partners``: :func:`partner_variants`), by
    :func:`~bot.engine.describe.whister_word` (a whister at Swedish Boston, a supporter at
    Boston de Nantes, NT-B1): where they call it differently, each word ("whister or
    supporter"), as the one count holds both; where none is known (a variant no longer
    registered), the whister."""
    words: list[str] = []
    for variant in partners:
        word = whister_word(get_variant(variant).words, language)
        if word not in words:
            words.append(word)
    if not words:
        return t(language, "stats.whister_role")
    if len(words) == 1:
        return words[0]
    return t(language, "stats.roles_or", roles=", ".join(words[:-1]), last=words[-1])


def declarer_role(played: Iterable[str], language: Lang) -> str:
    """What the one who bid and plays the contract is called in the variants a profile
    played (``played``: :func:`sat_in`), by their words' ``declarer`` term: the soloist at
    Dawson (DW-B3), the spelförare at Swedish Boston in every language, the declarer
    elsewhere. Where the one count holds variants that call it differently, or one whose
    word is unknown (a variant no longer registered), the neutral word
    (``stats.declarer_role``)."""
    words: set[str] = set()
    for variant in played:
        known = get_variant(variant).words if variant in VARIANTS else None
        if known is None or not known.has_term("declarer"):
            return t(language, "stats.declarer_role")
        words.add(known.term("declarer", language))
    if len(words) == 1:
        return words.pop()
    return t(language, "stats.declarer_role")


def rated_from(count: int, profile: PlayerProfile, language: Lang) -> str:
    """What ``count`` rated finishes were, by the tours and games ``profile``'s variants
    finished (a profile built by hand without them names neither): "1 game", "3 tours", "2
    tours and 1 game". "1 tour or game" read as a hedge, and "1 tours and games" does not
    agree. The rating counts only finishes with another rated player at the table, so where
    the profile's own counts do not add up to ``count`` and both units are among them, the
    two are named together ("3 tours and games")."""
    tours = sum(v.tours_played for v in profile.variants)
    games = sum(v.games_played for v in profile.variants)
    if tours and not games:
        return tn(language, "stats.count_tours", count)
    if games and not tours:
        return tn(language, "stats.count_games", count)
    if tours and games and tours + games == count:
        return t(
            language,
            "stats.count_both",
            tours=tn(language, "stats.count_tours", tours),
            games=tn(language, "stats.count_games", games),
        )
    return tn(language, "stats.count_either", count)


def _unrated_key(profile: PlayerProfile) -> str:
    """Why there is no rating: a seat of theirs handed on before a game's end is its last
    holder's in the standings a rating comes from, which "ratings come from games with other
    people" alone leaves unsaid (they did play with other people)."""
    if profile.deals_handed_on or profile.roles_handed_on:
        return "stats.unrated_handed_on"
    return "stats.unrated"


def profile_text(
    profile: PlayerProfile, ratings: Ratings, language: Lang, *, explain: bool = True
) -> str:
    """A player's statistics, contract by contract, with the rating; a fact per line, for a
    phone. ``explain``: what the rating is, below (:meth:`StatsCog.explains`)."""
    rated = ratings.players.get(profile.player_id)
    lines = [
        t(language, "stats.head", who=profile.display_name),
        (
            t(
                language,
                "stats.rating",
                rating=round(rated.rating),
                count=rated_from(rated.tours, profile, language),
            )
            if rated is not None
            else t(language, _unrated_key(profile))
        ),
    ]
    # No points at all (their only record a bid or a whist in a seat then handed on, the
    # deal's points its next holder's): "0 points in 0 deals, average –" says nothing.
    pointless = not (profile.variants or profile.deals_played or profile.net_point)
    if not pointless:
        lines += _totals_lines(profile, language)
    if not profile.variants and not pointless:
        # A profile built by hand, with no variant's block to hold its tours and games.
        lines += _finished_texts(language, "stats.tours", profile)
    if len(profile.variants) > 1:
        # The blocks above are each a variant's; the counts below are over them all, and
        # under the last block's heading a phone would read them as that variant's.
        lines.append(t(language, "stats.all_variants"))
    if profile.deals_handed_on:  # their points went with the seat to its holder at the end
        lines.append(tn(language, "stats.handed_on", profile.deals_handed_on))
    if profile.roles_handed_on:  # counted below, their points someone else's
        lines.append(tn(language, "stats.roles_handed_on", profile.roles_handed_on))
    in_person = profile.deals_played - profile.deals_by_others + profile.deals_handed_on
    own = profile.contracts or profile.whists_played  # bid or whisted before stepping away
    if in_person <= 0 and profile.deals_by_others and not own:
        # Every deal in the seat was someone else's play (a computer kept it from the first
        # deal, or its earlier holder played the deals before it was given to them): rows of
        # "0/0 made" read as a player who bid nothing and lost every whist.
        lines.append(t(language, "stats.none_in_person"))
        if rated is not None and explain:
            lines.append(t(language, "stats.rating_explained"))
        return "\n".join(lines)
    played = sat_in(profile)  # once: each helper below reads the rules of every table in it
    partners = partner_variants(played)
    lines += [
        t(language, "stats.declarer", role=declarer_role(played, language)),
        t(
            language,
            "stats.trick_contracts",
            made=profile.trick_contracts_made,
            bid=profile.trick_contracts_bid,
        ),
    ]
    miseres, whisters = counted_roles(profile, played, partners)
    if miseres:
        lines.append(
            t(language, "stats.miseres", made=profile.miseres_made, bid=profile.miseres_bid)
        )
    if whisters:
        lines.append(
            t(
                language,
                "stats.whister",
                role=partner_role(partners, language),
                made=profile.whists_made,
                played=profile.whists_played,
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
    if profile.roles_unrecorded:
        # Tables started before the bot recorded who held each seat (migration 0024): a computer
        # keeping the seat then may have bid some of these, and nothing says which. Said,
        # not guessed either way.
        lines.append(tn(language, "stats.unrecorded", profile.roles_unrecorded))
    if rated is not None and explain:  # what the number is, last: the unrated line says it
        lines.append(t(language, "stats.rating_explained"))
    return "\n".join(lines)


RUNS_SHOWN = 20
"""The runs of numbers an answer lists at most: a club's finished games number in the
hundreds, and a private answer must stay within Discord's 2,000 characters."""


def number_runs(numbers: Sequence[int]) -> str:
    """Sorted numbers as runs ("1–12, 14, 16–18"), the latest :data:`RUNS_SHOWN` of them
    after "…" where there are more."""
    runs: list[tuple[int, int]] = []
    for n in numbers:
        if runs and n == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], n)
        else:
            runs.append((n, n))
    shown = [str(a) if a == b else f"{a}–{b}" for a, b in runs[-RUNS_SHOWN:]]
    return ("…, " if len(runs) > RUNS_SHOWN else "") + ", ".join(shown)


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
