"""The Lobby cog: ``/boston new`` and the lobby buttons (join, leave, computers, start, cancel).

A new table gets one public message, posted in the channel; the table's own thread hangs off
it when the bot may create threads, else the table plays in the channel. The message shows the
lobby until the game starts and the table from then on (the Table cog keeps it up to date).
"""

from __future__ import annotations

import contextlib
import logging
import re
import secrets
from collections.abc import Mapping
from typing import Any, cast

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot import rest
from bot.engine.settings import SettingsError
from bot.engine.variants import get_variant
from bot.i18n import COMPUTER_LEVELS, ComputerLevel, Lang, computer_name, t
from bot.names import plain_name
from bot.routing import RoutedInteraction
from bot.table_rules import left_out_text
from bot.tables import NotSaved, Refused
from bot.tables.live import person_name
from bot.tables.service import LiveTable
from cogs.boston import errors, ids, wire
from cogs.boston.common import (
    Told,
    bot_of,
    bot_of_cog,
    host_named,
    lang,
    refusal_text,
    rule_names,
    rules_reason,
    server_only,
    server_rules,
    table_here,
    table_here_or_told,
    tell,
    typed_rules,
    variant_names,
)
from cogs.boston.documents import documents, open_modal
from cogs.boston.errors import answered
from cogs.boston.table_message import lobby_text
from cogs.boston.table_words import table_title
from db.errors import StorageError

logger = logging.getLogger(__name__)

THREAD_EXISTS = 160004
"""Discord's code for a thread asked of a message that has one already."""

Button = discord.ui.Button[Any]
COMPUTER_TEMPLATE = (
    r"boston:lobby:(?P<table>\d+):(?P<seat>[1-4]):(?P<verb>cpu-(?:"
    + "|".join(COMPUTER_LEVELS)
    + "))"
)
"""A **Computer** button drawn with a seat free: ``boston:lobby:<table>:<seat>:cpu-<level>``,
the seat the computer takes (the first free one as drawn). A second press of the same
drawing finds a computer of that level there and seats nothing: a double click adds one
computer (a seat taken by someone else since, the first free one is given). The ids without
a seat (``ids.LOBBY_TEMPLATE``, drawn by an older version) seat one in the first free seat,
as they did."""


def computer_id(table: LiveTable, level: ComputerLevel) -> str:
    """The custom id of a **Computer** button: with the seat it fills where one is free."""
    free = next((seat for seat in (1, 2, 3, 4) if seat not in table.seats), None)
    if free is None:
        return ids.lobby_id(table.id, f"cpu-{level}")
    return f"boston:lobby:{table.id}:{free}:cpu-{level}"


def _button(
    table_id: int, verb: str, label: str, style: discord.ButtonStyle, *, enabled: bool = True
) -> Button:
    return Button(
        label=label, style=style, custom_id=ids.lobby_id(table_id, verb), disabled=not enabled
    )


def lobby_embed(table: LiveTable, language: Lang) -> discord.Embed:
    return discord.Embed(
        title=table_title(table, language), description=lobby_text(table, language)
    )


def lobby_view(table: LiveTable, language: Lang) -> discord.ui.View:
    full = len(table.seats) == 4
    view = discord.ui.View(timeout=None)
    view.add_item(
        _button(
            table.id,
            "join",
            t(language, "lobby.join"),
            discord.ButtonStyle.success,
            enabled=not full,
        )
    )
    view.add_item(
        _button(table.id, "leave", t(language, "lobby.leave"), discord.ButtonStyle.secondary)
    )
    view.add_item(
        _button(
            table.id, "start", t(language, "lobby.start"), discord.ButtonStyle.primary, enabled=full
        )
    )
    view.add_item(
        _button(table.id, "cancel", t(language, "lobby.cancel"), discord.ButtonStyle.danger)
    )
    # Document settings (a card of prices, AM-S1): the host edits each before Start.
    for spec in documents(table):
        label = t(language, "lobby.document", label=spec.label(language))
        button = _button(table.id, f"doc-{spec.name}", label, discord.ButtonStyle.secondary)
        button.row = 2
        view.add_item(button)
    # Scorekeeping tables are four people with real cards: no computer can sit there.
    for level in COMPUTER_LEVELS if table.options.mode == "play" else ():
        label = t(language, f"lobby.cpu.{level}")
        style = discord.ButtonStyle.secondary
        button = Button(
            label=label, style=style, custom_id=computer_id(table, level), disabled=full
        )
        button.row = 1
        view.add_item(button)
    # Routed by custom id (bot/routing.py): nothing to keep in discord.py's view store.
    view.stop()
    return view


class LobbyCog(
    commands.GroupCog,
    name="Lobby",
    group_name="boston",
    group_description=_("Play Boston, the 1770s card game", key="cmd.boston.description"),
):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    async def cog_load(self) -> None:
        errors.install(self.bot.tree)
        bot_of_cog(self).router.add(ids.LOBBY_TEMPLATE, self._on_lobby_button)
        bot_of_cog(self).router.add(COMPUTER_TEMPLATE, self._on_lobby_button)

    async def cog_unload(self) -> None:
        bot_of_cog(self).router.remove(ids.LOBBY_TEMPLATE)
        bot_of_cog(self).router.remove(COMPUTER_TEMPLATE)

    async def _on_lobby_button(self, interaction: RoutedInteraction, match: re.Match[str]) -> None:
        seat = match.groupdict().get("seat")
        work = self.on_button(
            interaction, int(match["table"]), match["verb"], seat=int(seat) if seat else None
        )
        await answered(interaction, work)

    @app_commands.command(
        name="new",
        description=_("Open a Boston table with its own thread", key="cmd.new.description"),
    )
    @app_commands.describe(
        variant=_("The rules to play", key="cmd.new.variant"),
        rules=_(
            "Rule settings as name=value, e.g. payment=simplified deals=24",
            key="cmd.new.rules",
        ),
        mode=_("Play here, or keep score of a game with real cards", key="cmd.new.mode"),
        timer=_("Minutes per turn before a computer steps in (0: off)", key="cmd.new.timer"),
    )
    @app_commands.choices(
        mode=[
            app_commands.Choice(
                name=_("Play with the bot's cards", key="choice.play"), value="play"
            ),
            app_commands.Choice(
                name=_("Keep score (real cards)", key="choice.score"), value="score"
            ),
        ],
    )
    @app_commands.autocomplete(variant=variant_names, rules=rule_names)
    @server_only()
    async def new(
        self,
        interaction: discord.Interaction,
        variant: str | None = None,
        rules: str | None = None,
        mode: str = "play",
        timer: app_commands.Range[int, 0, 60] | None = None,
    ) -> None:
        language = lang(interaction)
        channel = interaction.channel
        if interaction.guild_id is None or not isinstance(
            channel, discord.TextChannel | discord.Thread
        ):
            await tell(interaction, t(language, "new.wrong_place"))
            return
        if isinstance(channel, discord.Thread):
            # A thread holds one table (a table's own thread, most likely): the new table
            # opens in the channel the thread belongs to, with a thread of its own.
            if not isinstance(channel.parent, discord.TextChannel):
                await tell(interaction, t(language, "new.in_thread"))
                return
            channel = channel.parent
        await interaction.response.defer(ephemeral=True, thinking=True)
        bot = bot_of(interaction)
        defaults = await bot.db.guild_settings(interaction.guild_id)
        variant = variant or defaults.variant
        settings: dict[str, object] = {}
        typed: dict[str, object] = {}  # the rules she typed, over the server's
        try:  # an unknown variant is refused here too, with its reason
            # Before the server's stored rules are looked up: a typed name the bot does not
            # know has none (it is no stored rule gone bad), whatever its length.
            get_variant(variant)
            # The server's defaults (``/boston settings``); the command's rules win.
            settings.update(await server_rules(bot, interaction.guild_id, variant))
            typed = typed_rules(variant, rules, settings)
            settings.update(typed)
            get_variant(variant).settings(settings)  # checked here, to say what is wrong
        except SettingsError as exc:
            reason = rules_reason(language, variant, exc)
            await interaction.followup.send(
                t(language, "refused.bad_setting", reason=reason), ephemeral=True
            )
            return
        options: dict[str, object] = {
            "mode": mode,
            "timer_minutes": defaults.turn_timer_minutes if timer is None else timer,
            "price_per_point_ore": defaults.price_per_point_ore,
        }
        try:
            table = await bot.tables.create_table(
                guild_id=interaction.guild_id,
                channel_id=channel.id,
                host_id=interaction.user.id,
                # As distinct_name makes it: plain text, no computer's name (seat 1 is theirs).
                host_name=person_name(
                    plain_name(interaction.user.display_name), interaction.user.name
                ),
                variant=variant,
                settings=settings,
                options=options,
            )
        except Refused as exc:
            text = refusal_text(language, exc)
            if exc.code == "too_many_lobbies":
                text += await self._own_lobbies(interaction.user.id, language)
            await interaction.followup.send(text, ephemeral=True)
            return
        public = await bot.public_lang(interaction.guild_id)
        try:
            message = await self._post_lobby(channel, table, public)
        except discord.HTTPException as exc:
            # Nobody could see or join this lobby: it must not stay open, counting against
            # the person's lobbies. Then the reason, privately: no table was opened.
            logger.warning(
                "table %s: lobby message not posted (%s %s)", table.id, exc.status, exc.code
            )
            await bot.tables.cancel(table.id, interaction.user.id)
            if isinstance(exc, discord.Forbidden):
                reason = "new.cannot_post"
            elif isinstance(exc, rest.NoAnswer):
                reason = "new.no_answer"
            else:
                reason = "new.not_posted"
            await interaction.followup.send(t(language, reason), ephemeral=True)
            return
        thread_id = await open_thread(message, table.id, public)
        try:
            await bot.tables.set_messages(
                table.id, thread_id=thread_id, message_id=message.id, lobby_message_id=message.id
            )
        except StorageError:
            # A lobby whose message the bot cannot find again: take both back, and its thread,
            # which Discord keeps when the message it hangs off is deleted.
            with contextlib.suppress(discord.HTTPException):
                await message.delete()
            if thread_id is not None:
                with contextlib.suppress(discord.HTTPException):
                    await bot.http.delete_channel(thread_id, reason="lobby not saved")
            with contextlib.suppress(StorageError):
                await bot.tables.cancel(table.id, interaction.user.id)
            raise
        # The thread as a mention (a tap opens it, named); without one, the lobby's link.
        if thread_id is not None:
            text = t(language, "new.opened", id=table.id, link=f"<#{thread_id}>")
        else:
            text = t(language, "new.opened_here", id=table.id, link=message.jump_url)
        # What she typed that the table's rules leave out (the simplified payment's ål): the
        # lobby lists only the rules in effect, so she is told here, privately.
        left_out = left_out_text(table.row, typed, language)
        if left_out:
            text += "\n" + left_out
        await interaction.followup.send(text, ephemeral=True)

    @app_commands.command(
        name="leave",
        description=_("Give up your seat at a table not yet started", key="cmd.leave"),
    )
    @app_commands.describe(
        table=_("The table's number (default: the table here)", key="cmd.opt.table")
    )
    @server_only()
    async def leave(self, interaction: discord.Interaction, table: int | None = None) -> None:
        """The lobby's **Leave** as a command, for a lobby whose message is out of reach (a
        moderator deleted it; a redraw, this leave's own, posts it again). Without ``table``:
        the one lobby of this server where the person holds a seat and is not its host, else
        the table a command about a table means (:func:`find_table`)."""
        language = lang(interaction)
        live = _lobby_to_leave(interaction) if table is None else None
        if live is None and table is None and (gone := _lobby_left(interaction)) is not None:
            # Seated at no lobby here, and left one: the first leave did it (not "add
            # `table:`", which would only be refused again).
            message = "You are not seated at this table."
            raise Told("not_seated", "refused.already_left", message, id=gone)
        if live is None:
            # Seated nowhere here: told so now, not first sent to add `table:`.
            live = await table_here_or_told(interaction, table, needs="seat")
            if live is None:
                return
        try:
            await bot_of(interaction).tables.leave(live.id, interaction.user.id)
        except Refused as exc:
            raise _leave_refusal(interaction, live.id, exc, command=True) from None
        await tell(interaction, t(language, "lobby.left", id=live.id))

    async def _post_lobby(
        self, channel: discord.TextChannel, table: LiveTable, language: Lang
    ) -> discord.Message:
        """The lobby's message, posted. A post Discord did not answer (``rest.NoAnswer``) may
        be up all the same: it is sent once more with the same nonce, and Discord gives back
        the message it made, or makes it now."""
        nonce = secrets.randbits(64)
        embed, view = lobby_embed(table, language), lobby_view(table, language)
        try:
            return await channel.send(embed=embed, view=view, nonce=nonce)
        except rest.NoAnswer as exc:
            logger.info("table %s: lobby message not answered (%s); sent again", table.id, exc)
        return await channel.send(embed=embed, view=view, nonce=nonce)

    async def _own_lobbies(self, user_id: int, language: Lang) -> str:
        """Where the person's open lobbies are (a line to add to the refusal): someone who
        lost track of them finds them again."""
        rows = await bot_of_cog(self).db.tables_by_status(["lobby"], host_id=user_id)
        links = [
            f"[{t(language, 'new.lobby_link', id=row.id)}]"
            f"(https://discord.com/channels/{row.guild_id}/{row.channel_id}/{row.message_id})"
            for row in rows
            if row.message_id is not None
        ]
        return "\n" + t(language, "new.your_lobbies", links=", ".join(links)) if links else ""

    async def on_button(
        self,
        interaction: discord.Interaction,
        table_id: int,
        verb: str,
        *,
        seat: int | None = None,
    ) -> None:
        """A lobby button pressed; ``seat``: the seat a **Computer** button was drawn to fill
        (:data:`COMPUTER_TEMPLATE`)."""
        language = lang(interaction)
        tables = bot_of(interaction).tables
        user = interaction.user
        try:
            live = table_here(interaction, table_id)
            match verb:
                case "join":
                    await tables.join(table_id, user.id, user.display_name, user.name)
                case "leave":
                    try:
                        await tables.leave(table_id, user.id)
                    except Refused as exc:
                        raise _leave_refusal(interaction, table_id, exc) from None
                case "start":
                    # A lobby another process started since this one read it: read again
                    # first, the host shown the table as it stands (no_table: ended there).
                    moved = await tables.catch_up_if_behind(table_id)
                    if moved and tables.get(table_id).status != "lobby":
                        raise Refused(
                            "stale", "The table has moved on since you looked; here it is now."
                        )
                    try:
                        await tables.start(table_id, user.id)
                    except NotSaved:  # nothing started: said as a Start, not as a move
                        await tell(interaction, t(language, "lobby.start_not_saved"))
                        return
                    except Refused as exc:
                        if exc.code == "not_playing" and live.status in ("playing", "paused"):
                            # Started while this press waited (Start pressed twice).
                            key = "refused.already_started"
                            raise Told(exc.code, key, exc.message, id=table_id) from None
                        if exc.code != "not_host":
                            raise
                        # Not "only the host can do that": the action named, and the host,
                        # as a cancel's are.
                        told = Told(exc.code, "refused.not_host.start", exc.message)
                        raise await host_named(interaction, told, live, "start") from None
                case "cancel":
                    # table_here above: an admin of this server, for a table of this server.
                    admin = interaction.permissions.manage_guild
                    try:
                        await tables.cancel(table_id, user.id, admin=admin, lobby_only=True)
                    except Refused as exc:
                        raise await host_named(interaction, exc, live, "cancel") from None
                case _ if verb.startswith("doc-"):
                    await open_modal(interaction, tables.get(table_id), verb[4:])
                    return
                case _ if verb.startswith("cpu-") and verb[4:] in COMPUTER_LEVELS:
                    level = cast(ComputerLevel, verb[4:])
                    # Named in the public messages' language, which the name appears in.
                    public = await bot_of(interaction).public_lang(live.row.guild_id)
                    try:
                        await tables.add_computer(
                            table_id, user.id, level, computer_name(public, level), seat=seat
                        )
                    except Refused as exc:
                        taken = live.seats.get(seat) if seat is not None else None
                        again = taken is not None and taken.computer_level == level
                        if exc.code == "stale" and again and live.status == "lobby":
                            # Its seat given a computer of this level since the button was
                            # drawn (a double click's first press): nothing seated, said so.
                            assert taken is not None
                            who = discord.utils.escape_markdown(taken.display_name)
                            key = "refused.computer_seat_taken"
                            raise Told(exc.code, key, exc.message, seat=seat, who=who) from None
                        if exc.code != "not_seated":
                            raise
                        # The rule, and the way in: a free seat is there to take (the
                        # service refuses a full table first).
                        key = "refused.not_seated.computer"
                        raise Told(exc.code, key, exc.message) from None
                case _:
                    await tell(interaction, t(language, "illegal.not_allowed"))
                    return
        except Refused as exc:
            gone = exc.code == "no_table" and tables.find(table_id) is None
            cancelled = gone and await _cancelled_lobby(interaction, table_id)
            if cancelled:  # a second Cancel, or a Join a moment late: said as it is
                await tell(interaction, t(language, "club.cancelled", id=table_id))
            else:
                await tell(interaction, refusal_text(language, exc))
            if gone:
                await self._close_dead_lobby(interaction, table_id)
            return
        # The Table cog redraws the message; the click itself needs no visible answer.
        await interaction.response.defer()

    async def _close_dead_lobby(self, interaction: discord.Interaction, table_id: int) -> None:
        """A lobby message whose table is over shows that instead of its buttons.

        A post Discord made but confirmed to neither try leaves its table cancelled and the
        message up, with Join buttons that can only ever be refused; so can a table message
        whose last edit failed (the lobby's edit into the table at its start, say). The first
        click on one closes it, saying what became of the table: a lobby cancelled, a game
        that started and was given up, or a game over, with where it was played. A table not
        over (one the service has not taken up yet) is left alone. Only a message of the
        bot's own carrying this table's lobby buttons, in the table's server, is touched: a
        custom id can be forged onto any message, and must not blank another table's."""
        bot = bot_of(interaction)
        message_id = interaction.source_id if isinstance(interaction, RoutedInteraction) else None
        channel_id = interaction.channel_id
        if message_id is None or channel_id is None or bot.user is None:
            return
        row = await bot.db.table(table_id)
        if row is None or row.guild_id != interaction.guild_id:
            return
        if row.status not in ("finished", "abandoned"):
            return
        try:
            message = await bot.http.get_message(channel_id, message_id)
            if int(message["author"]["id"]) != bot.user.id or not _lobby_of(message, table_id):
                return
            language = await bot.public_lang(row.guild_id)
            embeds = message.get("embeds") or [{}]
            title = embeds[0].get("title")
            place = f"<#{row.thread_id or row.channel_id}>"
            if row.status == "finished":
                said = t(language, "hand.ended", place=place)
            elif await bot.db.last_seq(table_id) > 0:  # its start event: the game was played
                said = t(language, "table.abandoned_started", place=place)
            else:
                said = t(language, "table.cancelled")
            embed: dict[str, Any] = {"type": "rich", "description": said}
            if title:
                embed["title"] = title
            payload = {"embeds": [embed], "components": []}
            await wire.edit_channel_message(bot.http, channel_id, message_id, payload)
        except discord.HTTPException as exc:  # the next click tries again
            logger.info("table %s: dead lobby not closed (%s %s)", table_id, exc.status, exc.code)
        else:
            logger.info("table %s: a lobby message left without its table closed", table_id)


async def open_thread(
    message: discord.Message | discord.PartialMessage, table_id: int, language: Lang
) -> int | None:
    """The table's thread, hung off its message, or None where the bot may not create one
    (or the message is in a thread): the table plays in the channel then. A new table's
    (``/boston new``) and a moved one's (``TableCog.move``)."""
    if not isinstance(message.channel, discord.TextChannel):
        return None
    name = t(language, "thread.name", id=table_id)
    try:
        try:
            return (await message.create_thread(name=name)).id
        except rest.NoAnswer as exc:
            # It may have been made: asked again, Discord makes it or says it is there.
            logger.info("table %s: thread not answered (%s); asked again", table_id, exc)
            return (await message.create_thread(name=name)).id
    except discord.HTTPException as exc:
        if exc.code == THREAD_EXISTS:
            return message.id  # made by the request whose answer was lost: its id
        # Threads not allowed here: the table plays in the channel instead.
        logger.info("table %s: no thread (%s); playing in the channel", table_id, exc.status)
        return None


async def _cancelled_lobby(interaction: discord.Interaction, table_id: int) -> bool:
    """Whether ``table_id`` is a lobby of the interaction's server that was cancelled (its
    game never started): a press on its message is told so, not "does not exist"."""
    db = bot_of(interaction).db
    try:
        row = await db.table(table_id)
        if row is None or row.guild_id != interaction.guild_id or row.status != "abandoned":
            return False
        return await db.last_seq(table_id) == 0
    except StorageError:
        return False


def _lobby_to_leave(interaction: discord.Interaction) -> LiveTable | None:
    """The one lobby of the interaction's server where its user holds a seat and is not the
    host (the one who may leave), or None where there is no such lobby or more than one."""
    user = interaction.user.id
    lobbies = [
        table
        for table in bot_of(interaction).tables.tables()
        if table.row.guild_id == interaction.guild_id
        and table.status == "lobby"
        and table.seat_of(user) is not None
        and table.row.host_player_id != user
    ]
    return lobbies[0] if len(lobbies) == 1 else None


def _lobby_left(interaction: discord.Interaction) -> int | None:
    """The lobby of the interaction's server its user left last, where they hold a seat in
    none of its lobbies (a second ``/boston leave``); else None."""
    user, tables = interaction.user.id, bot_of(interaction).tables
    lobbies = [
        table
        for table in tables.tables()
        if table.row.guild_id == interaction.guild_id and table.status == "lobby"
    ]
    if any(table.seat_of(user) is not None for table in lobbies):
        return None
    left = [table.id for table in lobbies if tables.has_left(table.id, user)]
    return max(left) if left else None


def _leave_refusal(
    interaction: discord.Interaction, table_id: int, exc: Refused, *, command: bool = False
) -> Refused:
    """A Leave (the button or ``/boston leave``) refused, said as it is for the one who left:
    a second press is told the first one did it; someone who never sat there, that they
    hold no seat there (the table named, for the ``command``); the host, that the host may
    not leave (not "only the host can"); a player of a game under way, that its seats are
    the game's."""
    user = interaction.user.id
    if exc.code == "not_seated" and bot_of(interaction).tables.has_left(table_id, user):
        return Told(exc.code, "refused.already_left", exc.message, id=table_id)
    if exc.code == "not_seated" and command:  # "this table", typed away from it, named none
        return Told(exc.code, "refused.not_seated_at", exc.message, id=table_id)
    if exc.code == "not_host":
        return Told(exc.code, "refused.host_cannot_leave", exc.message)
    if exc.code == "not_playing":
        return Told(exc.code, "refused.leave_started", exc.message, id=table_id)
    return exc


def _lobby_of(message: Mapping[str, Any], table_id: int) -> bool:
    """Whether a message (Discord's JSON) carries table ``table_id``'s lobby buttons."""
    pattern = re.compile(ids.LOBBY_TEMPLATE)
    for action_row in message.get("components") or []:
        for component in action_row.get("components") or []:
            found = pattern.fullmatch(str(component.get("custom_id", "")))
            if found is not None and int(found["table"]) == table_id:
                return True
    return False


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(LobbyCog(bot))
