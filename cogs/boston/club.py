"""The Club cog: running a table over days and keeping it going — ``/boston pause``,
``/boston resume``, ``/boston end``, ``/boston abandon``, ``/boston replace`` — and the
server's defaults, ``/boston settings``.

The host of a table, or anyone with Manage Server, may pause, resume, end (the agreed stop,
SV-M2), abandon and replace. Ending, abandoning and giving away a present person's seat are
asked first, privately; only the asker's button answers, and only for the table as it was
asked about.
Discord lets only top-level commands carry ``default_permissions``, and ``/boston`` is shared
by everyone, so ``/boston settings`` checks Manage Server itself on every use.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands
from pydantic import ValidationError

from bot.engine.end_notes import end_notes, end_pool_words
from bot.engine.game import Game
from bot.engine.phrasing import listed
from bot.engine.settings import SettingsError
from bot.engine.variants import VARIANTS, get_variant, unknown_variant
from bot.i18n import Lang, computer_name, settings_reason, t, tn
from bot.routing import RoutedInteraction
from bot.standings import money_text
from bot.tables import Refused
from bot.tables.live import EndPreview
from bot.tables.service import LiveTable
from cogs.boston.common import (
    Told,
    attach_to_boston,
    bot_of,
    bot_of_cog,
    detach_from_boston,
    for_host_or_admin,
    host_named,
    is_admin,
    lang,
    no_table_text,
    refusal_text,
    rule_names,
    rules_reason,
    rules_text,
    server_only,
    server_rules,
    table_here,
    table_here_or_told,
    tell,
    typed_rules,
    variant_names,
)
from cogs.boston.components import DANGER, SECONDARY, button, row, text
from cogs.boston.errors import answered
from cogs.boston.play import clicked_message
from cogs.boston.results import ends_with_settlement, settled_at_end
from cogs.boston.seat_names import said_in, seat_name
from cogs.boston.wire import send_components, update_components
from db.models import GuildSettings, SeatAssignment

if TYPE_CHECKING:
    from bot.discord_app import BostonBot
    from cogs.boston.table import TableCog

logger = logging.getLogger(__name__)

COMMANDS = ("pause", "resume", "end", "abandon", "replace", "settings")
TABLE_OPTION = _("The table's number (default: the table here)", key="cmd.opt.table")
ABANDON_TEMPLATE = (
    r"boston:abandon:(?P<table>\d+):(?P<user>\d+)(?::(?P<lobby>lobby))?:(?P<verb>yes|no)"
)
"""The buttons of ``/boston abandon``'s private question: the table, who asked, whether it
was asked of a lobby (to cancel it; left out by a question asked before it was said), the
answer."""


def abandon_id(table_id: int, user_id: int, verb: Literal["yes", "no"], *, lobby: bool) -> str:
    return f"boston:abandon:{table_id}:{user_id}{':lobby' if lobby else ''}:{verb}"


END_TEMPLATE = (
    r"boston:end:(?P<table>\d+):(?P<user>\d+):(?P<deal>\d+):(?P<when>now|after)"
    r":(?P<verb>yes|no)"
)
"""The buttons of ``/boston end``'s private question: the table, who asked, what the stop
would do when asked (end ``now`` or ``after`` the deal ``deal``, 0: none; a press finds the
game as it was, or is stale), the answer."""


def end_id(table_id: int, user_id: int, preview: EndPreview, verb: Literal["yes", "no"]) -> str:
    when = "now" if preview.now else "after"
    return f"boston:end:{table_id}:{user_id}:{preview.deal or 0}:{when}:{verb}"


REPLACE_TEMPLATE = (
    r"boston:replace:(?P<table>\d+):(?P<user>\d+):(?P<seat>[1-4]):(?P<holder>\d+)"
    r":(?P<member>\d+):(?P<verb>yes|no)"
)
"""The buttons of ``/boston replace``'s private question, asked where a person present holds
the seat: the table, who asked, the seat, its holder when asked (a press finds the seat as it
was, or is stale), the member to give it to (0: a computer), the answer."""


def replace_id(
    table_id: int,
    user_id: int,
    seat: int,
    holder: int,
    member: int | None,
    verb: Literal["yes", "no"],
) -> str:
    return f"boston:replace:{table_id}:{user_id}:{seat}:{holder}:{member or 0}:{verb}"


class ClubCog(commands.Cog, name="Club"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        attach_to_boston(self)
        bot_of_cog(self).router.add(ABANDON_TEMPLATE, self._on_abandon_button)
        bot_of_cog(self).router.add(REPLACE_TEMPLATE, self._on_replace_button)
        bot_of_cog(self).router.add(END_TEMPLATE, self._on_end_button)

    async def cog_unload(self) -> None:
        bot_of_cog(self).router.remove(END_TEMPLATE)
        bot_of_cog(self).router.remove(REPLACE_TEMPLATE)
        bot_of_cog(self).router.remove(ABANDON_TEMPLATE)
        detach_from_boston(self, COMMANDS)

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """The bot was removed from a server (not an outage: discord.py tells that apart):
        its tables in play are paused and its lobbies cancelled (``TableService.leave_server``).
        Nobody there can see or click them any more, and a turn timer would hand every seat
        to a computer and play the evening out unseen. Once the bot is back, the host or an
        admin resumes each with ``/boston resume``. A removal while the bot was down is found
        at start-up instead (``BostonBot.on_ready``)."""
        await bot_of_cog(self).tables.leave_server(guild.id)

    async def _table(
        self, interaction: discord.Interaction, table_id: int | None
    ) -> LiveTable | None:
        # Every command here is the host's or an admin's, and is named as its refusal's action
        # (refused.not_host_or_admin.<name>): someone with neither right is refused at once.
        action = interaction.command.name if interaction.command is not None else ""
        live = await table_here_or_told(interaction, table_id, needs="host", action=action)
        if live is not None:
            _not_being_moved(interaction, live.id)
        return live

    async def _table_now(
        self, interaction: discord.Interaction, table_id: int | None
    ) -> LiveTable | None:
        """:meth:`_table`, first read again from its log where another process moved it on
        since this one read it (a rolling deploy's overlap): the question is asked of the
        table as it stands, and of none where that process ended it."""
        live = await self._table(interaction, table_id)
        if live is None:
            return None
        tables = bot_of(interaction).tables
        if await tables.catch_up_if_behind(live.id) and tables.find(live.id) is None:
            await tell(interaction, await no_table_text(interaction, live.id))
            return None
        return live

    # --- pause and resume -----------------------------------------------------------------

    @app_commands.command(
        name="pause", description=_("Put a table aside to go on another day", key="cmd.pause")
    )
    @app_commands.describe(table=TABLE_OPTION)
    @server_only()
    async def pause(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await self._pause_or_resume(interaction, table, "pause")

    @app_commands.command(
        name="resume", description=_("Take a paused table up again", key="cmd.resume")
    )
    @app_commands.describe(table=TABLE_OPTION)
    @server_only()
    async def resume(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await self._pause_or_resume(interaction, table, "resume")

    async def _pause_or_resume(
        self,
        interaction: discord.Interaction,
        table_id: int | None,
        verb: Literal["pause", "resume"],
    ) -> None:
        language = lang(interaction)
        table = await self._table(interaction, table_id)
        if table is None:
            return
        moved = False
        cog = _table_cog(interaction)
        channel_id = table.row.channel_id
        if verb == "resume" and cog is not None and await cog.place_gone(table):
            # Played on there, nobody would see it (a turn timer would play it out unseen):
            # the host or an admin moves it to the channel the resume was typed in. Claimed
            # first, until it is resumed there: a second resume (a double tap, another admin)
            # or any other command meanwhile is refused, not made half-way through the move.
            # One not put aside yet (this resume found the deletion first) is put aside now.
            await _put_aside_first(interaction, cog, table)
            if interaction.user.id != table.row.host_player_id and not is_admin(interaction):
                # Said to anyone else who asks, with who may move or end it: a non-host told
                # only "ask the host" would not know a resume elsewhere moves it.
                message = "The table's channel was deleted."
                raise Told("not_playing", "refused.place_gone", message, id=table.id)
            if not cog.claim_move(table.id):
                raise _moving(table.id)
            try:
                if table.row.channel_id == channel_id:  # else moved meanwhile: resumed there
                    moved = await _move_here(interaction, cog, table)
                try:
                    await self._pause_or_resume_now(interaction, table, verb)
                except Exception as exc:
                    if not moved or table.status != "paused":
                        raise
                    # Moved all the same: "nothing changed" would send them looking in the
                    # deleted channel. Said where it is, and how it plays on.
                    logger.warning("table %s: moved, not resumed (%r)", table.id, exc)
                    message = "The table moved but is still paused."
                    where = f"<#{table.row.channel_id}>"
                    raise Told(
                        "not_playing", "refused.moved_paused", message, id=table.id, channel=where
                    ) from None
            finally:
                cog.release_move(table.id)
        else:
            await self._pause_or_resume_now(interaction, table, verb)
        done = "club.moved" if moved else f"club.{verb}d"
        # The channel named: typed in a thread (another table's, say), it moved to the channel
        # the thread is in, not "here".
        where = f"<#{table.row.channel_id}>"
        await tell(interaction, t(language, done, id=table.id, channel=where))

    async def _pause_or_resume_now(
        self, interaction: discord.Interaction, table: LiveTable, verb: Literal["pause", "resume"]
    ) -> None:
        tables = bot_of(interaction).tables
        try:
            if verb == "pause":
                await tables.pause(table.id, interaction.user.id, admin=is_admin(interaction))
            else:
                await tables.resume(table.id, interaction.user.id, admin=is_admin(interaction))
        except Refused as exc:
            if exc.code == "not_host_or_admin":
                raise await host_named(interaction, exc, table, verb) from None
            if exc.code != "not_playing":
                raise
            # The service's code covers every other status: say which one it is.
            status = table.status
            key = {
                ("pause", "paused"): "refused.already_paused",
                ("resume", "playing"): "refused.not_paused",
            }.get((verb, status))
            if key is None:
                raise
            raise Told(exc.code, key, exc.message, id=table.id) from None

    # --- ending by agreement ----------------------------------------------------------------

    @app_commands.command(
        name="end",
        description=_("End the game by agreement (host or Manage Server)", key="cmd.end"),
    )
    @app_commands.describe(table=TABLE_OPTION)
    @server_only()
    async def end(self, interaction: discord.Interaction, table: int | None = None) -> None:
        """The agreed stop (SV-M2): between deals the game ends at once and its thread gets the
        final settlement where the rules make one (betdelning; none in SV-F3, WB-P5) and the
        final balances, a deal dealt but untouched not played; during a deal it ends when that
        deal is over, and the thread is told so. Asked first, privately, as
        abandon is: it cannot be undone, and the question says what it will do (:func:`end_text`).
        Its buttons answer only the person who asked, and only while the stop would still do
        what they read (the deal it names neither dealt nor begun since). During the game's
        last deal nothing is asked, nor done by a question asked before it: the game ends
        when that deal is over anyway (:func:`end_refusal_text`). Every text promises a final
        settlement only where the game has one (:func:`ends_with_settlement`), and the answer
        to an ended game says it is in the thread only where it shared something out
        (:func:`settled_at_end`)."""
        language = lang(interaction)
        live = await self._table_now(interaction, table)
        if live is None:
            return
        user = interaction.user.id
        try:
            preview = await bot_of(interaction).tables.preview_end(
                live.id, user, admin=is_admin(interaction)
            )
        except Refused as exc:
            if exc.code == "not_host_or_admin":
                raise await host_named(interaction, exc, live, "end") from None
            await tell(interaction, end_refusal_text(live, exc, language))
            return
        buttons = [
            button(
                end_id(live.id, user, preview, "yes"),
                t(language, "club.end_yes", id=live.id),
                DANGER,
            ),
            button(end_id(live.id, user, preview, "no"), t(language, "club.end_no"), SECONDARY),
        ]
        await send_components(interaction, [text(end_text(live, preview, language)), row(buttons)])

    async def _on_end_button(self, interaction: RoutedInteraction, match: re.Match[str]) -> None:
        deal = int(match["deal"]) or None
        preview = EndPreview(now=match["when"] == "now", deal=deal)
        work = self._end_answered(
            interaction, int(match["table"]), int(match["user"]), preview, match["verb"] == "yes"
        )
        await answered(interaction, work)

    async def _end_answered(
        self,
        interaction: discord.Interaction,
        table_id: int,
        asker: int,
        preview: EndPreview,
        yes: bool,
    ) -> None:
        language = lang(interaction)
        _own_question(interaction, asker)
        _not_being_moved(interaction, table_id)
        live = table_here(interaction, table_id)  # this server's table, still there
        if not yes:
            await update_components(interaction, [text(t(language, "club.end_kept", id=table_id))])
            return
        try:
            # Made only while the stop does what the question said: a deal dealt or begun
            # since would be dropped, or played out, unasked.
            ended = await bot_of(interaction).tables.end_game(
                table_id, asker, admin=is_admin(interaction), expected=preview
            )
        except Refused as exc:
            if exc.code == "stale":
                told = t(language, "refused.end_stale", id=table_id)
            else:  # no longer host nor admin, ended or asked to end meanwhile, or the last deal
                told = end_refusal_text(live, exc, language)
            await update_components(interaction, [text(told)])
            return
        if ended:
            place = f"<#{live.row.thread_id or live.row.channel_id}>"
            key = "club.ended" if settled_at_end(live) else "club.ended_plain"
            done = t(language, key, id=table_id, place=place)
        else:
            done = t(language, "club.ending", id=table_id)
        await update_components(interaction, [text(done)])

    # --- abandon and replace ----------------------------------------------------------------

    @app_commands.command(
        name="abandon", description=_("Abandon a table (host or Manage Server)", key="cmd.abandon")
    )
    @app_commands.describe(table=TABLE_OPTION)
    @server_only()
    async def abandon(self, interaction: discord.Interaction, table: int | None = None) -> None:
        """Asks first, privately: a game abandoned is gone. Only the host or an admin is
        asked; the question's buttons answer only the person who asked (forged ids too)."""
        language = lang(interaction)
        live = await self._table_now(interaction, table)
        if live is None:
            return
        user = interaction.user.id
        if user != live.row.host_player_id and not is_admin(interaction):
            refused = Refused(
                "not_host_or_admin", "Only the host or a member with Manage Server can do that."
            )
            told = await host_named(interaction, refused, live, "abandon")
            if isinstance(told, Told) and live.status == "lobby" and live.seat_of(user):
                # Seated in a lobby, they may mean to go: the way to give up their seat.
                told.more.append(("refused.leave_instead", {"id": live.id}))
            raise told
        # A lobby has no game to stop and nothing to settle: it is cancelled, as its own
        # Cancel button and its message say, not abandoned.
        lobby = live.status == "lobby"
        kind = "cancel" if lobby else "abandon"
        buttons = [
            button(
                abandon_id(live.id, user, "yes", lobby=lobby),
                t(language, f"club.{kind}_yes", id=live.id),
                DANGER,
            ),
            button(
                abandon_id(live.id, user, "no", lobby=lobby),
                t(language, f"club.{kind}_no"),
                SECONDARY,
            ),
        ]
        question = t(language, f"club.{kind}_question", id=live.id)
        await send_components(interaction, [text(question), row(buttons)])

    async def _on_abandon_button(
        self, interaction: RoutedInteraction, match: re.Match[str]
    ) -> None:
        asked = match["lobby"] is not None
        work = self._abandon_answered(
            interaction, int(match["table"]), int(match["user"]), match["verb"] == "yes", asked
        )
        await answered(interaction, work)

    async def _abandon_answered(
        self,
        interaction: discord.Interaction,
        table_id: int,
        asker: int,
        yes: bool,
        asked_of_lobby: bool,
    ) -> None:
        language = lang(interaction)
        _own_question(interaction, asker)
        _not_being_moved(interaction, table_id)
        # This server's table, still there (either answer); a lobby's is said as cancelled.
        lobby = table_here(interaction, table_id).status == "lobby"
        if yes:
            try:
                # Asked to cancel a lobby: a game started from it since is not abandoned.
                await bot_of(interaction).tables.cancel(
                    table_id, asker, admin=is_admin(interaction), lobby_only=asked_of_lobby
                )
            except Refused as exc:
                if asked_of_lobby and exc.code == "not_playing":
                    raise Told(exc.code, "club.cancel_started", exc.message, id=table_id) from None
                # No longer host nor admin since the question was asked.
                raise for_host_or_admin(exc, "abandon") from None
        if lobby:
            done = "club.cancelled" if yes else "club.cancel_kept"
        else:
            done = "club.abandoned" if yes else "club.abandon_kept"
        await update_components(interaction, [text(t(language, done, id=table_id))])

    @app_commands.command(
        name="replace",
        description=_("Give an absent player's seat to someone or a computer", key="cmd.replace"),
    )
    @app_commands.describe(
        seat=_("The seat to fill (1-4)", key="cmd.replace.seat"),
        member=_("The member who takes the seat (none: a computer)", key="cmd.replace.member"),
        table=TABLE_OPTION,
    )
    @server_only()
    async def replace(
        self,
        interaction: discord.Interaction,
        seat: app_commands.Range[int, 1, 4],
        member: discord.Member | None = None,
        table: int | None = None,
    ) -> None:
        """A seat a person holds and plays (not stepped away) is given only once the asker says
        so, privately: they may not have vanished after all (with no turn timer, nothing tells
        the host). A computer's seat, or one a computer keeps for someone away, goes at once."""
        language = lang(interaction)
        live = await self._table(interaction, table)
        if live is None:
            return
        if interaction.user.id != live.row.host_player_id and not is_admin(interaction):
            # As pause, end and abandon: the host, or anyone with Manage Server.
            refused = Refused(
                "not_host_or_admin", "Only the host or a member with Manage Server can do that."
            )
            raise await host_named(interaction, refused, live, "replace")
        _not_a_bot(member)
        current = live.seats.get(seat)
        holder = current.player_id if current is not None else None
        if holder is None or (member is not None and member.id == holder):
            assignment = await self._give(interaction, live, seat, member)
            who = _given_to(assignment, language)
            await tell(interaction, t(language, "club.replaced", seat=seat, who=who, id=live.id))
            return
        # What the service would refuse is said now, not after the question's answer.
        _would_take(live, seat, member)
        user = interaction.user.id
        member_id = member.id if member is not None else None
        buttons = [
            button(
                replace_id(live.id, user, seat, holder, member_id, "yes"),
                t(language, "club.replace_yes"),
                DANGER,
            ),
            button(
                replace_id(live.id, user, seat, holder, member_id, "no"),
                t(language, "club.replace_no"),
                SECONDARY,
            ),
        ]
        was = discord.utils.escape_markdown(seat_name(live, seat, language))
        # In a lobby nobody plays yet, nor can have stepped away: the seat is only held.
        lobby = live.status == "lobby"
        if member is None:
            key = (
                "club.replace_question_computer_lobby"
                if lobby
                else "club.replace_question_computer"
            )
            question = t(language, key, was=was, seat=seat, id=live.id)
        else:
            who = discord.utils.escape_markdown(member.display_name)
            key = "club.replace_question_lobby" if lobby else "club.replace_question"
            question = t(language, key, was=was, seat=seat, who=who, id=live.id)
        await send_components(interaction, [text(question), row(buttons)])

    async def _on_replace_button(
        self, interaction: RoutedInteraction, match: re.Match[str]
    ) -> None:
        member = int(match["member"])
        work = self._replace_answered(
            interaction,
            int(match["table"]),
            int(match["user"]),
            int(match["seat"]),
            int(match["holder"]),
            member or None,
            match["verb"] == "yes",
        )
        await answered(interaction, work)

    async def _replace_answered(
        self,
        interaction: discord.Interaction,
        table_id: int,
        asker: int,
        seat: int,
        holder: int,
        member_id: int | None,
        yes: bool,
    ) -> None:
        language = lang(interaction)
        _own_question(interaction, asker)
        _not_being_moved(interaction, table_id)
        live = table_here(interaction, table_id)  # this server's table, still there
        if not yes:
            kept = t(language, "club.replace_kept", seat=seat, id=table_id)
            await update_components(interaction, [text(kept)])
            return
        if asker != live.row.host_player_id and not is_admin(interaction):
            # No longer host nor admin since the question was asked.
            await tell(interaction, t(language, "refused.not_host_or_admin.replace"))
            return
        current = live.seats.get(seat)
        given = _given_already(live, seat, member_id)
        if given is not None:
            # The seat is the member's (or a computer's of its own) already: this very
            # question gave it, its answer lost (a stop right after the change was saved), or
            # pressed twice, or another gave it meanwhile. Said as given, not "changed since
            # you asked: nothing was given".
            who = _given_to(given, language)
            done = t(language, "club.replaced", seat=seat, who=who, id=live.id)
            await update_components(interaction, [text(done)])
            return
        if current is None or current.player_id != holder:
            # The seat changed hands meanwhile (its person stepped away, or it was given):
            # the question asked of another seat than there is now gives nothing.
            stale = t(language, "refused.replace_stale", seat=seat, id=table_id)
            await update_components(interaction, [text(stale)])
            return
        # The member rides in the button's custom id, which a modified client can change: the
        # command's checks of them are made again (in the server still, no bot, no other seat).
        try:
            member = await _member(interaction, member_id) if member_id is not None else None
            _not_a_bot(member)
            _would_take(live, seat, member)
            assignment = await self._give(interaction, live, seat, member)
        except Refused as exc:
            given = _given_already(live, seat, member_id)
            if exc.code not in ("stale", "already_seated") or given is None:
                raise
            # Given as asked while this press waited (for the member, for the table): the
            # same question's other press (a double click) went first. Said as done, above.
            assignment = given
        who = _given_to(assignment, language)
        done = t(language, "club.replaced", seat=seat, who=who, id=live.id)
        await update_components(interaction, [text(done)])

    async def _give(
        self,
        interaction: discord.Interaction,
        live: LiveTable,
        seat: int,
        member: discord.Member | None,
    ) -> SeatAssignment:
        """Give ``seat`` to ``member`` (None: a computer); the assignment given. Raises
        :class:`Refused` (the member seated elsewhere named), nothing changed then."""
        current = live.seats.get(seat)
        if (
            member is None
            and current is not None
            and current.computer_level is not None
            and seat not in live.options.away
        ):
            # A computer of its own plays the seat already (seated in the lobby, or given the
            # seat before): it keeps it, as it is.
            assignment = current
        elif member is None:
            # A computer given the seat for good: its own, named as the lobby's Computer
            # buttons name one ("Computer 2 (heuristic)"), never after whoever held the seat
            # ("East (computer)" reads as kept for East, who lost it). So too the computer
            # that was keeping the seat for someone away: same level, its own name now. In the
            # public messages' language, where the name is read, not in the asker's.
            level = current.computer_level if current is not None else None
            level = level or "heuristic"
            public = await bot_of(interaction).public_lang(live.row.guild_id)
            name = computer_name(public, level)(seat)
            assignment = SeatAssignment(seat=seat, computer_level=level, display_name=name)
        else:
            name = live.distinct_name(seat, member.display_name, member.name)
            assignment = SeatAssignment(seat=seat, player_id=member.id, display_name=name)
        try:
            # Given only if the seat is still as it was when this was decided: a come-back or
            # another replace that went first, while this one waited for the table, wins.
            await bot_of(interaction).tables.set_seat(live.id, assignment, expected=current)
        except Refused as exc:
            if exc.code == "stale":
                raise Told(
                    exc.code, "refused.replace_stale", exc.message, seat=seat, id=live.id
                ) from None
            held = live.claimed_seat_of(member.id) if member is not None else None
            if exc.code != "already_seated" or member is None or held is None:
                raise
            # Not the caller's seat: the member's, named.
            raise Told(
                exc.code, "refused.member_seated", exc.message, who=member.mention, seat=held
            ) from None
        return assignment

    # --- server settings ---------------------------------------------------------------------

    @app_commands.command(
        name="settings",
        description=_("The server's defaults for new tables (Manage Server)", key="cmd.settings"),
    )
    @app_commands.describe(
        variant=_("The rules to play", key="cmd.new.variant"),
        rules=_(
            "Rule settings as name=value, e.g. payment=simplified deals=24",
            key="cmd.new.rules",
        ),
        price=_("Price per point in öre (0: for honour)", key="cmd.settings.price"),
        timer=_("Minutes per turn before a computer steps in (0: off)", key="cmd.new.timer"),
        language=_(
            "The language of public table messages (tables already open too)",
            key="cmd.settings.language",
        ),
    )
    @app_commands.choices(
        language=[
            app_commands.Choice(name="English", value="en"),
            app_commands.Choice(name="Svenska", value="sv"),
        ],
    )
    @app_commands.autocomplete(variant=variant_names, rules=rule_names)
    # Not sent: Discord takes default permissions on top-level commands only, and this is
    # /boston's sub-command, so every member sees it (a server can restrict only /boston as a
    # whole, in Integrations). The Manage Server check below is what guards a change.
    @app_commands.default_permissions(manage_guild=True)
    @server_only()
    async def settings(
        self,
        interaction: discord.Interaction,
        variant: str | None = None,
        rules: str | None = None,
        price: app_commands.Range[int, 0, 1_000_000] | None = None,
        timer: app_commands.Range[int, 0, 60] | None = None,
        language: str | None = None,
    ) -> None:
        answer = lang(interaction)
        guild_id = interaction.guild_id
        # Any member may look (every lobby shows the same rules); only Manage Server may change.
        looks = all(option is None for option in (variant, rules, price, timer, language))
        if guild_id is None or not (looks or is_admin(interaction)):
            await tell(interaction, t(answer, "club.admin_only"))
            return
        bot = bot_of(interaction)
        if variant is not None and variant not in VARIANTS:
            reason = settings_reason(answer, unknown_variant(variant))
            await tell(interaction, t(answer, "refused.bad_setting", reason=reason))
            return
        current = await bot.db.guild_settings(guild_id)
        if current.updated_at is None:  # never stored: the language its tables speak now
            current = current.model_copy(update={"language": await bot.public_lang(guild_id)})
        changes: dict[str, object] = {
            key: value
            for key, value in (
                ("variant", variant),
                ("price_per_point_ore", price),
                ("turn_timer_minutes", timer),
                ("language", language),
            )
            if value is not None
        }
        try:
            updated = GuildSettings.model_validate(
                {**current.model_dump(exclude={"updated_at"}), **changes}
            )
        except ValidationError:
            await tell(interaction, t(answer, "refused.illegal"))
            return
        # The rules document of the variant named (else the server's default variant): what
        # the server chose before, the command's settings over it, checked by the model.
        rules_variant = variant or updated.variant
        stored = await bot.db.guild_rules(guild_id, rules_variant)
        chosen: dict[str, object] = dict(stored.settings)
        try:
            chosen.update(typed_rules(rules_variant, rules, chosen))
            checked = get_variant(rules_variant).settings(chosen)
        except SettingsError as exc:
            reason = rules_reason(answer, rules_variant, exc)
            await tell(interaction, t(answer, "refused.bad_setting", reason=reason))
            return
        # Both in one transaction: a failed write leaves neither (a refusal changes nothing).
        document = stored.model_copy(update={"settings": chosen}) if rules else None
        if changes or document is not None:  # a look writes nothing
            saved, _ = await bot.db.save_guild_choices(updated if changes else None, document)
            if saved is not None:
                updated = saved
                bot.forget_lang(guild_id)
                if updated.language != current.language:
                    # The tables already open speak it too, at once, not at their next move:
                    # the Table cog draws each again (``TableCog.on_public_lang_changed``).
                    bot.dispatch("public_lang_changed", guild_id)
        if not rules:
            checked = await server_rules(bot, guild_id, rules_variant)
        text = settings_text(updated, answer) + "\n" + rules_text(rules_variant, checked, answer)
        if updated.language != current.language:  # the tables already open change too
            spoken = t(answer, f"club.language.{updated.language}")
            text = t(answer, "club.language_changed", language=spoken) + "\n" + text
        # What a table agrees at ``/boston new`` and keeps: said where it really changed.
        terms_moved = (updated.price_per_point_ore, updated.turn_timer_minutes) != (
            current.price_per_point_ore,
            current.turn_timer_minutes,
        )
        rules_moved = rules_variant if rules and chosen != stored.settings else None
        kept = _open_tables_keep(bot, guild_id, terms_moved, rules_moved, answer)
        if kept is not None:
            text = kept + "\n" + text
        if updated.variant != current.variant:  # `variant` chose the rules and the default
            before, after = (variant_title(v, answer) for v in (current.variant, updated.variant))
            text = t(answer, "club.variant_changed", before=before, after=after) + "\n" + text
        await tell(interaction, text)


def _open_tables_keep(
    bot: BostonBot, guild_id: int, terms_moved: bool, rules_moved: str | None, answer: Lang
) -> str | None:
    """Where the price or the turn timer changed (``terms_moved``), or the rules of variant
    ``rules_moved``, while tables of the server are open (a lobby's included; for rules,
    those of that variant): they keep what they were opened with (a table's agreement is
    made at ``/boston new``), which the answer says, naming them; an admin who raised the
    price mid-tour read only the new defaults and took them for the running table's.
    ``None`` where nothing of the kind changed, or no such table is open."""
    if not terms_moved and rules_moved is None:
        return None
    open_ids = sorted(
        table.id
        for table in bot.tables.tables()
        if table.row.guild_id == guild_id and (terms_moved or table.row.variant == rules_moved)
    )
    if not open_ids:
        return None
    numbers = listed([str(table_id) for table_id in open_ids], answer)
    return tn(answer, "club.open_tables_keep", len(open_ids), tables=numbers)


def _table_cog(interaction: discord.Interaction) -> TableCog | None:
    from cogs.boston.table import TableCog  # loaded after this module, as an extension

    cog = bot_of(interaction).get_cog(TableCog.__cog_name__)
    return cog if isinstance(cog, TableCog) else None


def _moving(table_id: int) -> Told:
    """The refusal of any command of a table a ``/boston resume`` is moving now: tried
    again in a moment, it is made at the table where it is then."""
    message = "That table is being moved; try again in a moment."
    return Told("not_playing", "refused.being_moved", message, id=table_id)


def _not_being_moved(interaction: discord.Interaction, table_id: int) -> None:
    """Refuse a command of a table being moved now (:func:`_moving`)."""
    cog = _table_cog(interaction)
    if cog is not None and cog.being_moved(table_id):
        raise _moving(table_id)


async def _put_aside_first(
    interaction: discord.Interaction, cog: TableCog, table: LiveTable
) -> None:
    """A resume found the table's channel deleted before the bot had put it aside (it heard
    of no deletion, or is putting it aside right now): it is put aside now
    (``TableCog.put_aside_now``), so that what the resume answers is true. A lobby is
    cancelled then, and told so."""
    if table.status == "paused":
        return
    await cog.put_aside_now(table)
    if bot_of(interaction).tables.find(table.id) is None:
        message = "The table's channel was deleted: its lobby is cancelled."
        raise Told("not_playing", "gone.cancelled", message, id=table.id)


async def _move_here(interaction: discord.Interaction, cog: TableCog, table: LiveTable) -> bool:
    """``/boston resume`` of a table whose channel was deleted, typed by its host or a member
    with Manage Server in a text channel of its server (or a thread of one: its channel, as
    for ``/boston new``): the table moves there (``TableCog.move``), to be resumed by the
    caller, which claimed it (``TableCog.claim_move``). Refused where it cannot move,
    changing nothing: not a text channel (``refused.move_wrong_place``), the bot may not
    post there (``refused.move_failed``) or see it (``refused.move_unseen``), or any other
    failure (``refused.move_later``): it stays paused, in no channel."""
    if table.status != "paused":
        # Not put aside after all (a write refused, or resumed or ended by another process).
        message = "The table could not be moved just now."
        raise Told("not_playing", "refused.move_later", message, id=table.id)
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        channel = channel.parent
    # A table belongs to its server (``_table`` refused another server's already).
    if not isinstance(channel, discord.TextChannel) or channel.guild.id != table.row.guild_id:
        message = "A table moves to a text channel of its server only."
        raise Told("not_playing", "refused.move_wrong_place", message, id=table.id)
    # The table message and its thread are posted before the answer: it may take seconds.
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    moved = await cog.move(table, channel)
    if moved == "forbidden":
        message = "The table could not be moved to this channel: missing permissions."
        raise Told("not_playing", "refused.move_failed", message, id=table.id)
    if moved == "unseen":
        message = "The table could not be moved to this channel: the bot may not see it."
        raise Told("not_playing", "refused.move_unseen", message, id=table.id)
    if moved == "later":
        message = "The table could not be moved just now."
        raise Told("not_playing", "refused.move_later", message, id=table.id)
    return True


def _own_question(interaction: discord.Interaction, asker: int) -> None:
    """Refuse an answer to a confirmation (abandon, end, replace) unless it is its asker's
    own private question: the answer redraws the message clicked, and the custom id can be
    forged onto a public message (the table's, a lobby, a result post), whose buttons everyone
    needs. Only its asker sees an ephemeral one."""
    _, private = clicked_message(interaction)
    if interaction.user.id != asker or not private:
        raise Told("not_host", "refused.not_your_question", "That question is not yours.")


def end_refusal_text(live: LiveTable, exc: Refused, language: Lang) -> str:
    """Why ``/boston end`` (or its question's **End table N**) did nothing. The service's
    ``end_requested`` with no stop asked: the deal in progress is the game's last anyway
    (``Game.on_last_deal``), so the game ends when it is over (with its own final settlement,
    where it has one), which is what the host is told."""
    if exc.code == "end_requested" and not live.row.end_requested:
        key = (
            "refused.end_last_deal" if ends_with_settlement(live) else "refused.end_last_deal_plain"
        )
        return t(language, key, id=live.id)
    return refusal_text(language, for_host_or_admin(exc, "end"))


def end_text(live: LiveTable, preview: EndPreview, language: Lang) -> str:
    """``/boston end``'s question: what ending the game now does — the deal dealt but not
    yet played that is dropped, or the deal under way played out first; how far the game
    has come (the tour's betar played off, in the variant's own word, or the deals played);
    and the final settlement made from the balances as they stand, where the game has one
    (none in SV-F3, WB-P5: there the balances as they stand are final), with where the pool
    goes, where the game keeps one (the engine's :func:`end_pool_words`: FB-G2 gives the whole
    of it to the adversaries of a deal just lost, deposits and all, which the host must know
    before ending)."""
    key = "club.end_question_now" if preview.now else "club.end_question_after"
    lines = [t(language, key, id=live.id, n=preview.deal)]
    if preview.deal is not None:
        key = "club.end_drops" if preview.now else "club.end_plays_out"
        lines.append(t(language, key, n=preview.deal))
    game = live.game
    if game is not None:
        lines.append(progress_text(game, language))
    if ends_with_settlement(live):
        key = "club.end_settles_now" if preview.now else "club.end_settles_after"
    else:
        key = "club.end_final_now" if preview.now else "club.end_final_after"
    lines.append(t(language, key))
    if game is not None:  # what that settlement draws on, known before deciding (SV-P12)
        lines += end_pool_words(game, language)
        lines += end_notes(game, language)
    return "\n".join(lines)


def progress_text(game: Game, language: Lang) -> str:
    """How far the game has come: the tour's betar played off (SV-P11), named as the
    variant names them; else the deals played, of the agreed number where there is one."""
    tour = game.features.tour_length
    played_off = game.played_off if tour else None
    if tour and played_off is not None and game.words.has_term("betar"):
        betar = game.words.term("betar", language)
        return tn(language, "club.end_tour", played_off, tour=tour, betar=betar)
    played = game.deals.settled
    limit = game.agreed_deals
    if limit is not None:
        return tn(language, "club.end_deals_of", played, limit=limit)
    return tn(language, "club.end_deals", played)


def _given_to(assignment: SeatAssignment, language: Lang) -> str:
    """Who ``/boston replace`` gave the seat to, as its asker's reply names them: a computer
    the bot named said in the asker's language (:func:`~cogs.boston.seat_names.said_in`:
    "Computer 2 (heuristic)" at a server whose messages say "Dator 2 (heuristisk)")."""
    level = assignment.computer_level
    if level is None:
        return assignment.display_name
    return said_in(language, assignment.display_name, level, assignment.seat)


def _not_a_bot(member: discord.Member | None) -> None:
    """Refuse giving a seat to a bot: it would never move, and the table would wait on it."""
    if member is not None and member.bot:
        raise Told("illegal", "refused.bot_member", "A bot cannot take a seat.")


def _would_take(live: LiveTable, seat: int, member: discord.Member | None) -> None:
    """Raise what the table service would refuse giving ``seat`` to ``member`` (None: a
    computer) with (``TableService.set_seat``), before the question is asked: its answer
    would otherwise be a refusal. The service checks again when the seat is given."""
    if member is None and live.options.mode == "score":
        raise Refused("people_only", "A scorekeeping table seats four people with real cards.")
    held = live.claimed_seat_of(member.id) if member is not None else None
    if member is not None and held not in (None, seat):
        raise Told(
            "already_seated",
            "refused.member_seated",
            "That player already has a seat at this table.",
            who=member.mention,
            seat=held,
        )


def _given_already(live: LiveTable, seat: int, member_id: int | None) -> SeatAssignment | None:
    """The seat's holder where it is already what ``/boston replace`` asked it be given to:
    the member, or (``member_id`` None) a computer of its own, not one keeping the seat for
    someone away. None where it is not."""
    current = live.seats.get(seat)
    if current is None:
        return None
    if member_id is not None:
        return current if current.player_id == member_id else None
    own = current.computer_level is not None and seat not in live.options.away
    return current if own else None


async def _member(interaction: discord.Interaction, member_id: int) -> discord.Member:
    """The member a question named, as the server knows them now (their name may have
    changed since). Raises :class:`Told` where they left the server."""
    guild = interaction.guild
    if guild is None:  # a server's table is answered in its server (``table_here``)
        raise Told("illegal", "refused.member_left", "Not in this server.", who=f"<@{member_id}>")
    member = guild.get_member(member_id)
    if member is not None:
        return member
    try:
        return await guild.fetch_member(member_id)
    except discord.NotFound:
        raise Told(
            "illegal", "refused.member_left", "Not in this server.", who=f"<@{member_id}>"
        ) from None


def variant_title(variant: str, language: Lang) -> str:
    """A variant's name in ``language``; an id no variant has (an old database's) as it is."""
    return get_variant(variant).words.variant_name(language) if variant in VARIANTS else variant


def settings_text(settings: GuildSettings, language: Literal["en", "sv"]) -> str:
    ore = settings.price_per_point_ore
    # A price, not a gain: no sign; nothing to pay is said in words.
    price = (
        t(language, "club.price", money=money_text(ore, signed=False))
        if ore
        else t(language, "club.price_none")
    )
    return t(
        language,
        "club.settings",
        variant=variant_title(settings.variant, language),
        price=price,
        timer=(
            t(language, "club.timer", n=settings.turn_timer_minutes)
            if settings.turn_timer_minutes
            else t(language, "club.timer_none")
        ),
        language=t(language, f"club.language.{settings.language}"),
    )


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(ClubCog(bot))
