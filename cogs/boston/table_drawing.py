"""The table message as Discord gets it: its buttons, its payload drawn and edited (posted
again where a moderator deleted it), a refused edit drawn again later.

The table message is drawn as a raw payload and compared with the one last sent: an edit that
would show a reader nothing new is not sent (``cogs/boston/wire.py`` sends the others without
parsing Discord's echo). A graceful close hands the next process a digest of each message's
last drawing (migration 0012), so a restart's redraw of every table sends only the messages
that would look different (:meth:`TableCog.hand_over_drawn`).

The names the bot gave a table's computers follow its server's language: a message drawn in
another language than they were made in says them anew first (:func:`edit`,
:func:`~bot.i18n.computer_said_in`).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import secrets
from typing import TYPE_CHECKING

import discord

from bot.i18n import Lang, computer_said_in, t
from bot.tables import Refused
from bot.tables.service import LiveTable
from cogs.boston import ids, retrying, wire
from cogs.boston.components import PRIMARY, SECONDARY, Component, button, row
from cogs.boston.lobby import lobby_view
from cogs.boston.table_message import (
    LinesOf,
    closed_text,
    lobby_text,
    play_text,
    protocol_label,
)
from cogs.boston.table_outbox import Outbox
from cogs.boston.table_words import table_title
from cogs.boston.wire import Payload
from db.errors import StorageError

if TYPE_CHECKING:
    from bot.discord_app import BostonBot

logger = logging.getLogger(__name__)

MAX_EDIT_RETRIES = 3
"""Attempts to redraw a closed table's message after Discord refused an edit (a table in
play is redrawn until an edit goes through: it must not keep naming the wrong person)."""
UNKNOWN_MESSAGE = 10008
"""Discord's code for a message that is gone (a moderator deleted the table message)."""
UNKNOWN_CHANNEL = 10003
"""Discord's code for a channel that is gone (a moderator deleted the table's thread)."""


def table_components(table: LiveTable, language: Lang) -> list[Component]:
    """The table message's buttons: **My hand** (a table that deals) and **Protocol** (or
    **Score sheet**, where the game keeps no protocol: :func:`protocol_label`)."""
    buttons: list[Component] = []
    if table.options.mode == "play":  # a scorekeeping table deals no hands
        buttons.append(button(ids.hand_id(table.id), t(language, "table.my_hand"), PRIMARY))
    buttons.append(protocol_button(table, language))
    return [row(buttons)]


def table_payload(title: str, text: str, components: list[Component]) -> Payload:
    """The table message as posted and edited: one embed, its buttons."""
    return {
        "embeds": [{"type": "rich", "title": title, "description": text}],
        "components": components,
    }


def drawing_digest(payload: Payload) -> str:
    """A table message's drawing in a few bytes, to tell whether a restart would draw it
    anew (:meth:`TableCog.hand_over_drawn`)."""
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def computers_said_otherwise(table: LiveTable, language: Lang) -> bool:
    """Whether a name the bot gave one of the table's computers is in another language than
    ``language`` (:func:`~bot.i18n.computer_said_in`)."""
    return any(
        computer_said_in(language, a.display_name, a.computer_level, a.seat) is not None
        for a in table.seats.values()
        if a.computer_level is not None
    )


def protocol_button(table: LiveTable, language: Lang) -> Component:
    return button(ids.protocol_id(table.id), protocol_label(table, language), SECONDARY)


def _public_lines(bot: BostonBot) -> LinesOf | None:
    """The hand views' cache of the deal's public lines, shared with this message."""
    from cogs.boston.play import PlayCog  # the module its extension loaded

    play = bot.get_cog(PlayCog.__cog_name__)
    return play.hands.public_lines if isinstance(play, PlayCog) else None


async def edit(bot: BostonBot, box: Outbox, retry_first: float, closing: asyncio.Event) -> None:
    """Edit the table message to the table's latest state (the worker's, ``table.py``).
    ``retry_first`` and ``closing`` are the cog's: a refused edit's first back-off, and
    the bot closing, after which a refused edit is not tried again (:func:`_draw_later`)."""
    table = box.table
    message_id = table.row.message_id
    if message_id is None:
        box.drawn_closed = box.closed is not None
        return
    if table.status != "lobby":
        # In the lobby this edit is what a click (Join, Start) shows: it does not wait.
        await bot.router.after_clicks()
    language = await bot.public_lang(table.row.guild_id)
    if (
        box.closed is None
        and _language_known(bot, table.row.guild_id)
        and computers_said_otherwise(table, language)
    ):
        await _name_computers(bot, table, language)
    title = table_title(table, language)
    components: list[Component]
    if box.closed is not None:
        text = closed_text(table, language, cancelled=box.closed == "cancelled")
        # A played game's protocol stays one press away (read from its log).
        played = table.game is not None
        components = [row([protocol_button(table, language)])] if played else []
    elif table.status == "lobby":
        text = lobby_text(table, language)
        components = lobby_view(table, language).to_components()
    else:
        text = play_text(table, language, _public_lines(bot))
        components = table_components(table, language)
    payload = table_payload(title, text, components)
    if payload == box.last_sent:
        box.drawn_closed = box.closed is not None
        return  # nothing a reader would see changed (a timer, a computer's think)
    handed, box.handed = box.handed, None
    if handed is not None and handed == (message_id, drawing_digest(payload)):
        # Drawn just so by the last process (a restart): Discord shows it already.
        box.last_sent, box.sent_to = payload, message_id
        box.drawn_closed = box.closed is not None
        return
    try:
        await wire.edit_channel_message(bot.http, table.row.channel_id, message_id, payload)
    except discord.HTTPException as exc:
        if exc.code == UNKNOWN_MESSAGE and box.closed is None:
            await post_again(bot, box, payload, retry_first, closing)
            return
        if exc.code in (UNKNOWN_MESSAGE, UNKNOWN_CHANNEL):
            # Gone for good: nothing left to draw closed, no later start-up tries again.
            box.drawn_closed = box.closed is not None
        logger.warning(
            "table %s: could not edit its message (%s %s)", table.id, exc.status, exc.code
        )
        _draw_later(box, exc, retry_first, closing)
        return
    box.last_sent, box.sent_to = payload, message_id
    box.handed = None  # an edit sent since is what the message shows
    box.failed_edits = 0
    box.retry_at = float("-inf")
    box.drawn_closed = box.closed is not None


def _language_known(bot: BostonBot, guild_id: int) -> bool:
    """Whether the server's language is known, not guessed: its settings say it, or the
    gateway has brought the server whose locale it follows. Until then (a start-up) the
    tables are drawn in English, and their computers keep the names they have: naming them
    in English, then in the server's language once it comes, wrote two seat changes for a
    plain restart (the server's arrival draws its tables again, naming them then)."""
    if not bot.follows_locale(guild_id):
        return True
    guild = bot.get_guild(guild_id)
    return guild is not None and not guild.unavailable


async def _name_computers(bot: BostonBot, table: LiveTable, language: Lang) -> None:
    """The server's language changed since the table's computers sat down: the names the
    bot gave them are said in the new one (stored with the seats, so the protocol, the
    hand views and a restart say them so too), before the message names them."""
    try:
        await bot.tables.name_computers(table.id, language)
    except (Refused, StorageError) as exc:  # ended meanwhile, or not saved: as they were
        logger.warning("table %s: its computers not named anew (%r)", table.id, exc)


def _draw_later(
    box: Outbox, exc: discord.HTTPException, retry_first: float, closing: asyncio.Event
) -> None:
    """Discord's passing trouble (503 is not retried by discord.py, a request it did not
    answer) or a permission taken away for a while: draw again later, or once the trouble
    is over the message keeps naming the wrong person on turn. A table in play tries
    until an edit goes through, backing off; a gone channel (404) is not tried again."""
    retry = retrying.worth_retrying(exc) and not closing.is_set()
    if retry and (box.closed is None or box.failed_edits < MAX_EDIT_RETRIES):
        box.failed_edits += 1
        delay = retrying.back_off(retry_first, box.failed_edits)
        box.retry_at = asyncio.get_running_loop().time() + delay
        box.dirty = True


async def post_again(
    bot: BostonBot, box: Outbox, payload: Payload, retry_first: float, closing: asyncio.Event
) -> None:
    """The table message is gone (a moderator deleted it): post it again in its channel,
    so the table keeps its buttons (My hand, Protocol), and keep the new one's id."""
    table = box.table
    if box.repost_nonce is None:
        box.repost_nonce = str(secrets.randbits(64))
    posted = {**payload, "nonce": box.repost_nonce, "enforce_nonce": True}
    try:
        message_id = await wire.post_channel_message(bot.http, table.row.channel_id, posted)
    except discord.HTTPException as exc:
        logger.warning(
            "table %s: its message is gone and could not be posted again (%s %s)",
            table.id,
            exc.status,
            exc.code,
        )
        # Tried again, its edit finds it gone and posts it.
        _draw_later(box, exc, retry_first, closing)
        return
    box.repost_nonce = None
    try:
        await bot.tables.set_messages(table.id, message_id=message_id)
    except StorageError:
        # Not saved, so not kept: the next change posts it again once a write goes through.
        with contextlib.suppress(discord.HTTPException):
            await bot.http.delete_message(table.row.channel_id, message_id)
        logger.warning("table %s: its message posted again was not saved", table.id)
        return
    logger.info("table %s: its message was deleted; posted again", table.id)
    box.last_sent, box.sent_to = payload, message_id
    box.handed = None
    box.failed_edits = 0
    box.retry_at = float("-inf")
