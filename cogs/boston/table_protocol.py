"""The protocol, privately (the Table cog's **Protocol** button and ``/boston protocol``): the
picture and the text sheet, or the score sheet, drawn in a worker thread from the live game or
the table's log, and the answer's files; at a table playing a deal, that deal so far under the
sheet (its dealer, bids and contract: it has no row yet)."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Collection, Iterable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import discord

from bot.engine.actions import Role
from bot.engine.game import Game
from bot.engine.in_play import MoveNamesSaid
from bot.engine.record import RecordError, SeatChange
from bot.i18n import Lang, t
from bot.tables import log
from bot.tables.commit import scratch_copy
from bot.tables.options import options_of
from bot.tables.seat_history import holders
from cogs.boston.common import bot_of, lang, tell
from cogs.boston.protocol_parts import ProtocolAnswer, lists_deals, protocol_parts
from cogs.boston.seat_names import MoveNames, held_said_in, names
from cogs.boston.table_outbox import Outbox
from db.models import SeatAssignment

if TYPE_CHECKING:
    from bot.discord_app import BostonBot
    from bot.tables.service import LiveTable

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
    playing = False  # a deal in play is told under the sheet (an ended table's is not)
    said: MoveNamesSaid | None = None  # its moves, each by who made it
    seated: Sequence[SeatAssignment] = ()  # the seats' holders now: who is a person
    if table is not None and here:
        # The thread gets a copy: the live game is the loop's to replace meanwhile.
        game = scratch_copy(table.game) if table.game is not None else None
        seat_names = names(table)
        seated = list(table.seats.values())
        given = table.options.given
        playing = table.status in ("playing", "paused")
        if playing:
            said = move_names_said(table, language)
        if game is not None and lists_deals(game):
            events = await bot.db.event_log(table_id)
    else:
        game, seat_names = None, []
        row = await bot.db.table(table_id)
        here = row is not None and row.guild_id == interaction.guild_id
        if row is not None and here:
            events = await bot.db.event_log(table_id)
            given = options_of(row.settings).given
            seated = await bot.db.seats(table_id)
            seats = {a.seat: a.display_name for a in seated}
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
            _protocol_answer,
            game,
            events,
            seat_names,
            language,
            title,
            changes,
            given,
            playing,
            said,
            people(seated, changes),
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


def move_names_said(table: LiveTable, language: Lang) -> MoveNamesSaid | None:
    """Who made each move of the table's deal in play, as its table message names them
    (:class:`~cogs.boston.seat_names.MoveNames`: a seat handed over during the deal, or kept
    by a computer for someone away, by who made the move), drawn here on the event loop where
    the table's state is, for the worker thread's answer; None between deals. A deal over
    whose merge question waits too: its result's head names each seat as it played its part
    (its dealer, declarer, partner and whister), as the table's result does."""
    game = table.game
    entry = game.current if game is not None else None
    deal = entry.deal if entry is not None else None
    if entry is None or deal is None:
        return None
    view = deal.public_view()
    moves = MoveNames(table, language)

    def role(seat: int | None, taken: Role) -> str:
        return "" if seat is None else moves.role(seat, taken)

    partner = view.declarer_partner  # fixed by the seating (AM-T2): each who played it
    return MoveNamesSaid(
        dealer=moves.start(entry.dealer),
        calls=tuple(moves.call(at, call.seat) for at, call in enumerate(view.auction)),
        declarer=role(view.declarer, "declarer"),
        partner="" if partner is None else moves.whole(table, partner),
        whister=role(view.whister, "whister"),
    )


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
    playing: bool = False,
    said_moves: MoveNamesSaid | None = None,
    persons: Collection[tuple[int, str]] = (),
) -> ProtocolAnswer:
    """In a worker thread: the game replayed from ``events`` where it is needed (a finished
    table, or a live one whose game no longer holds every deal its sheet lists), then the
    protocol's answer (:func:`protocol_parts`), naming who played each seat when where any
    seat changed hands (``changes``, placed by ``events``, the table's whole log); at a table
    ``playing``, its deal in play under the sheet, each move by who made it (``said_moves``,
    drawn on the event loop by :func:`move_names_said`). ``persons``: the ``(seat, name)`` of
    the table's people (:func:`people`), whose names are kept as they are."""
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
    # A person's name is theirs, though it reads as a computer's (taken before such names
    # were kept for computers: ``LiveTable.distinct_name``).
    def named(seat: int, name: str) -> str:
        return name if (seat, name) in persons else held_said_in(language, name, seat)

    seat_names = [named(s, n) for s, n in enumerate(seat_names, 1)]
    said = [replace(c, name=named(c.seat, c.name)) for c in said]
    return protocol_parts(
        game,
        seat_names,
        language,
        title,
        said,
        in_play=playing and in_play,
        in_play_said=said_moves,
    )


def people(
    seated: Iterable[SeatAssignment], changes: Sequence[tuple[int, SeatAssignment]] = ()
) -> frozenset[tuple[int, str]]:
    """The ``(seat, name)`` of each person who holds a seat now (``seated``) or held one
    during the game (``changes``, as ``SeatsRepo.seat_changes`` gives them), which the
    protocol names as they are (:func:`_protocol_answer`): a game's record and log name a
    seat without saying whether a computer played it, and a computer's name is said in the
    reader's language. A name a computer held at the same seat too is left out: it is read
    as the computer's, as before."""
    every = [*seated, *(holder for _, holder in changes)]
    computers = {(a.seat, a.display_name) for a in every if a.computer_level is not None}
    return frozenset(
        (a.seat, a.display_name)
        for a in every
        if a.computer_level is None and (a.seat, a.display_name) not in computers
    )
