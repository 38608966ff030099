"""The protocol, privately (the Table cog's **Protocol** button and ``/boston protocol``): the
picture and the text sheet, or the score sheet, drawn in a worker thread from the live game or
the table's log, and the answer's files."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Collection, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import discord

from bot.engine.game import Game
from bot.engine.record import RecordError, SeatChange
from bot.i18n import Lang, t
from bot.tables import log
from bot.tables.commit import scratch_copy
from bot.tables.options import options_of
from bot.tables.seat_history import holders
from cogs.boston.common import bot_of, lang, tell
from cogs.boston.protocol_parts import ProtocolAnswer, lists_deals, protocol_parts
from cogs.boston.seat_names import held_said_in, names
from cogs.boston.table_outbox import Outbox
from db.models import SeatAssignment

if TYPE_CHECKING:
    from bot.discord_app import BostonBot

logger = logging.getLogger(__name__)

DRAWING_SLOTS = 2
"""Protocol answers drawn at once, each in a worker thread: a 24-betar tour's picture takes
about 0.1–0.4 s, which on the event loop would stop every table meanwhile."""


async def show_protocol(
    bot: BostonBot,
    interaction: discord.Interaction,
    table_id: int,
    box: Outbox | None,
    drawing: asyncio.Semaphore,
) -> None:
    """The protocol privately: the picture (traditional payment) and the text sheet, or
    the score sheet; the whole score sheet as a file where the message cannot hold it
    (every deal: read from the log where the live game forgot some). Where a seat changed
    hands during the game (RF-2.6), a line per such seat says who played it when."""
    language = lang(interaction)
    table = bot_of(interaction).tables.find(table_id) or (box.table if box else None)
    events: Sequence[log.Event] = ()
    here = table is not None and table.row.guild_id == interaction.guild_id
    given: list[tuple[int, int]] = []  # the computers the host gave seats to
    if table is not None and here:
        # The thread gets a copy: the live game is the loop's to replace meanwhile.
        game = scratch_copy(table.game) if table.game is not None else None
        seat_names = names(table)
        given = table.options.given
        if game is not None and lists_deals(game):
            events = await bot.db.event_log(table_id)
    else:
        game, seat_names = None, []
        row = await bot.db.table(table_id)
        here = row is not None and row.guild_id == interaction.guild_id
        if row is not None and here:
            events = await bot.db.event_log(table_id)
            given = options_of(row.settings).given
            seats = {a.seat: a.display_name for a in await bot.db.seats(table_id)}
            seat_names = [seats.get(s, str(s)) for s in (1, 2, 3, 4)]
    if not here:  # none, or another server's: the same answer, which tells nothing
        await tell(interaction, t(language, "refused.no_table"))
        return
    if game is None and not events:
        await tell(interaction, t(language, "protocol.none"))
        return
    if not interaction.response.is_done():  # /boston protocol has deferred already
        await interaction.response.defer(ephemeral=True, thinking=True)
    # Who held a seat when is placed by the log, as the table's export places it.
    changes = await bot.db.seat_changes(table_id)
    if changes and not events:
        events = await bot.db.event_log(table_id)
    title = t(language, "table.title", id=table_id)
    async with drawing:
        answer = await asyncio.to_thread(
            _protocol_answer, game, events, seat_names, language, title, changes, given
        )
    files = protocol_files(answer.picture, answer.sheet, f"{table_id}", language)
    # Which table's it is, first: a member at two tables may ask for either (PROTOCOL_LIMIT
    # leaves room for the line).
    text = f"**{title}**\n{answer.text}"
    if not files:
        await tell(interaction, text)
    elif interaction.response.is_done():
        await interaction.followup.send(text, files=files, ephemeral=True)
    else:
        await interaction.response.send_message(text, files=files, ephemeral=True)


def protocol_files(
    picture: bytes | None, sheet: str | None, stem: str, language: Lang
) -> list[discord.File]:
    """The protocol's picture and the whole score sheet, as the answer's files (see
    :class:`~cogs.boston.protocol_parts.ProtocolAnswer`), named in the reader's language;
    ``stem`` tells tables' files apart."""
    files: list[discord.File] = []
    if picture is not None:
        name = t(language, "file.protocol", stem=stem)
        files.append(discord.File(io.BytesIO(picture), filename=name))
    if sheet is not None:
        data = io.BytesIO(sheet.encode())
        files.append(discord.File(data, filename=t(language, "file.sheet", stem=stem)))
    return files


def _protocol_answer(
    game: Game | None,
    events: Sequence[log.Event],
    seat_names: list[str],
    language: Lang,
    title: str,
    changes: Sequence[tuple[int, SeatAssignment]] = (),
    given: Collection[tuple[int, int]] = (),
) -> ProtocolAnswer:
    """In a worker thread: the game replayed from ``events`` where it is needed (a finished
    table, or a live one whose game no longer holds every deal its sheet lists), then the
    protocol's answer (:func:`protocol_parts`), naming who played each seat when where any
    seat changed hands (``changes``, placed by ``events``, the table's whole log)."""
    in_play = game is not None and game.current is not None  # a live table's deal (RF-2.6)
    if events and (game is None or lists_deals(game)):
        game = log.every_deal(events) or game
    if game is None:
        return ProtocolAnswer(t(language, "protocol.none"), None, None)
    said: list[SeatChange] = []
    if changes and events:
        # Each seat's first player and the later ones, from the deal (and move) they took
        # over, as the game's record names them (RF-2.6): from these the protocol names each
        # deal by who played it and the columns and balances by the seat's holder at the end,
        # the earlier holders beside them as the final standings say it (bot.sheet's
        # SeatPlayers), so it reads the same during the game, after it and imported.
        try:
            record = log.record_from_events(events)
            first, later = holders(record, events, changes, given, in_play=in_play)
        except RecordError as exc:  # the columns as the seats name them now, no lines
            logger.warning("a table's log does not place its seat changes (%s)", exc)
        else:
            if len(first) == len(seat_names):
                seat_names, said = first, later
    # A computer's name the bot made, stored in the server's language, said in the asker's
    # (a hand view does the same): "Computer 2 (heuristic)" beside "Balances:", not "Dator 2".
    seat_names = [held_said_in(language, n, s) for s, n in enumerate(seat_names, 1)]
    said = [replace(c, name=held_said_in(language, c.name, c.seat)) for c in said]
    return protocol_parts(game, seat_names, language, title, said)
