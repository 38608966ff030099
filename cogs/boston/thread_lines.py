"""The lines a table's thread gets as the table changes (the Table cog's queue,
``cogs/boston/table.py``): a deal's result, the game's closing and who ended it, a seat given
to someone else, and the short notices (a timer, a pause, an agreed stop, a step away, a new
name)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import discord

from bot.engine.game import DealEntry, Game
from bot.engine.scoring import Settlement
from bot.i18n import Lang, t
from bot.sheet import HeldBefore
from bot.tables import TableChange, log
from bot.tables.options import options_of
from bot.tables.seat_history import handovers, placed_or_nowhere
from bot.tables.service import LiveTable
from cogs.boston import ids
from cogs.boston.components import SUCCESS, RawView, button, row
from cogs.boston.results import ends_with_settlement, final_text, result_text
from cogs.boston.seat_names import seat_mention, seat_name
from cogs.boston.table_drawing import protocol_button
from cogs.boston.table_outbox import (
    QUIET,
    Outbox,
    Owed,
    Post,
    Queued,
    closing_nonce,
    ended_by_nonce,
)
from db.errors import StorageError
from db.models import SeatAssignment, TableRow

if TYPE_CHECKING:
    from bot.discord_app import BostonBot

logger = logging.getLogger(__name__)

NOTICES = (
    "away",
    "back",
    "paused",
    "resumed",
    "ending",
    "attention",
    "renamed",
)
"""Changes that post a short line in the table's thread."""


def ended_by_text(ended: log.EndedBy, language: Lang) -> str:
    """Who ended the game by agreement (SV-M2), and the deal dealt but not played that the
    stop took back, which does not count: the line posted as the game closes, and posted again
    from its log by a start-up that finds the closing owed (:func:`closing_lines`)."""
    if ended.outgrown:
        return t(language, "notice.outgrown")
    who = f"<@{ended.by}>"
    if ended.dropped is not None:
        return t(language, "notice.ended_dropped", who=who, n=ended.dropped)
    return t(language, "notice.ended_by", who=who)


def result_line(
    table: LiveTable,
    game: Game,
    entry: DealEntry,
    settlement: Settlement,
    language: Lang,
    nonce: str,
) -> Queued:
    """A deal's result, with the protocol one press away."""
    text = result_text(table, game, entry, settlement, language)
    view = RawView([row([protocol_button(table, language)])])
    return text, view, None, Owed(entry.number, nonce)


def closing_lines(
    box: Outbox,
    table: LiveTable,
    finished: bool,
    settlement: Settlement | None,
    language: Lang,
    ended: log.EndedBy | None = None,
) -> list[Queued]:
    """The table ended (``finished``, or abandoned): its message is drawn as closed, and
    its thread gets the final settlement, or is told that a game in play was abandoned (a
    lobby cancelled has no thread to tell). ``ended``: who ended it by agreement, named
    first, on a line of its own (the closing line's text stays the same with or without
    it); for a game abandoned, who abandoned it, named in its line (None: a line posted
    again by start-up, which does not know who, says "its host or a member with Manage
    Server")."""
    box.owes_closing = True
    box.closing_failed = False
    owed = Owed(None, closing_nonce(table))
    if finished and ended is not None:
        named = Owed(None, ended_by_nonce(table), marked=False)
        return [
            (ended_by_text(ended, language), None, QUIET, named),
            *closing_lines(box, table, finished, settlement, language),
        ]
    if not finished:
        box.closed = "cancelled"
        if table.game is None:
            return []
        if ended is not None:
            # Named, not called: they abandoned it themselves.
            said = t(language, "notice.abandoned_by", who=f"<@{ended.by}>", id=table.id)
            return [(said, None, QUIET, owed)]
        return [(t(language, "notice.abandoned", id=table.id), None, None, owed)]
    box.closed = "finished"
    if settlement is not None and settlement.lines:
        return [(final_text(table, settlement, language), None, None, owed)]
    if table.game is not None:
        return [(final_text(table, None, language), None, None, owed)]
    return []


Reader = Callable[[int], Lang | None]
"""The language a person last clicked in, where known (``BostonBot.reader_of``)."""


def reader_line(
    text: str, language: Lang, reader: Reader | None, person: int | None, key: str, **values: object
) -> tuple[str, Lang]:
    """A public line that calls one ``person`` (or names them, on a button only theirs), as a
    turn notice does (``cogs/boston/notices.py``): ``text`` in the server's ``language``,
    which the channel reads, and where they click in another a second, small line in theirs
    (``key``, without the mention: the first line has it). The language of what is only
    theirs on the line (its button) is returned with it."""
    own = (reader(person) if reader is not None and person is not None else None) or language
    if own == language:
        return text, language
    return f"{text}\n-# {t(own, key, **values)}", own


def notice_line(
    table: LiveTable, change: TableChange, language: Lang, reader: Reader | None = None
) -> Post | None:
    """A short public line for a timer, a pause, an agreed stop or a new name; names and
    mentions only, no cards. A step away's notice, whose person it calls (or names) and
    whose button only they may press, says it in their language too (``reader``:
    :func:`reader_line`)."""
    if change.kind == "ending":
        # The final settlement is promised only where the rules make one (none in SV-F3,
        # WB-P5): elsewhere the thread gets the final balances.
        settles = ends_with_settlement(table)
        if change.by is not None:
            # Named, not called: they asked for it themselves.
            key = "notice.ending_by" if settles else "notice.ending_by_plain"
            return t(language, key, who=f"<@{change.by}>"), None, QUIET
        return t(language, "notice.ending" if settles else "notice.ending_plain"), None, None
    if change.kind in ("paused", "resumed"):
        return t(language, f"notice.{change.kind}"), None, None
    if change.kind == "renamed":
        if change.names is None:
            return None
        # Named, not called: earlier lines of the thread name the seat by its old name.
        # The line starts with a name its person chose: "# …" or "> …" must not make a
        # heading or a quote of it, nor brackets a link.
        old, new = (discord.utils.escape_markdown(name) for name in change.names)
        return t(language, "notice.renamed", old=old, new=new), None, QUIET
    seat = change.seat
    if seat is None:
        return None
    if change.kind == "attention":
        people = [seat_mention(table, s) for s in sorted(table.seats) if not table.is_computer(s)]
        owners = [f"<@{p}>" for p in table.options.away.values()]
        who = " ".join(people + owners) or t(language, "table.title", id=table.id)
        # The table's own move for the seat, which the rules leave no choice about (a
        # person's seat, perhaps): no computer failed, and replacing the seat would not help.
        key = "notice.attention_ruled" if change.ruled else "notice.attention"
        text = t(language, key, who=who, seat=seat, name=seat_name(table, seat))
        return text, None, None
    owner = table.options.away.get(seat)
    who = f"<@{owner}>" if owner is not None else seat_mention(table, seat)
    if change.kind == "away":
        key = "notice.timed_out" if change.timed_out else "notice.away"
        text, own = reader_line(t(language, key, who=who), language, reader, owner, f"{key}.own")
        back = button(ids.seat_id(table.id, "back"), t(own, "seat.back"), SUCCESS)
        if change.timed_out:  # called: they may not know yet, and may come back
            return text, RawView([row([back])]), None
        # Who stepped away themselves is named, not called.
        return text, RawView([row([back])]), QUIET
    # Who took their seat back is named, not called: they did it themselves.
    return t(language, "notice.back", who=seat_mention(table, seat)), None, QUIET


async def seat_line(
    bot: BostonBot, table: LiveTable, change: TableChange, language: Lang
) -> Post | None:
    """A seat given to someone else: its new holder called (a person may not know yet),
    and the person who held it called too (they lose a seat they may be playing); a
    computer before is named, so the thread ties its earlier lines to the new name, and
    where it was keeping the seat for someone who stepped away, that person is called as
    well: the seat was theirs, and they lose it (so too where that computer is given the
    seat for good). None where the same holder was named again, and in a lobby (no event
    yet, ``seq`` 0): nobody has played, and the game's thread, made at the start, would
    tell of seats that changed before it as if someone had taken over a game.

    A new holder whose turn it is now is named without a ping: their turn notice, posted
    right after the line, calls them (``cogs/boston/notices.py``), and one call is enough."""
    if change.seat is None or change.seq == 0:
        return None
    if change.names is None:
        kept = table.seats.get(change.seat)
        if change.owed_to is None or kept is None or kept.computer_level is None:
            return None  # the same holder named again
        # The computer keeping the seat of someone away, given it for good: they lose it.
        who, owner = discord.utils.escape_markdown(kept.display_name), f"<@{change.owed_to}>"
        said = t(language, "notice.seat_kept", seat=change.seat, who=who, owner=owner)
        reader = bot.reader_of
        text, _ = reader_line(
            said, language, reader, change.owed_to, "notice.seat_kept.own", seat=change.seat
        )
        return text, None, None
    was, new = change.names
    now = table.seats.get(change.seat)
    current = now is not None and now.display_name == new  # not changed again since
    if current and now is not None and now.player_id is not None:
        who = f"<@{now.player_id}>"
    else:  # a computer, or the seat changed hands again since
        who = discord.utils.escape_markdown(new)
    before = await _held_before(bot, table, now, change.seat) if current else None
    if before is not None and before.player_id is not None and before.display_name == was:
        old = f"<@{before.player_id}>"
    else:  # a computer (one keeping the seat for someone away too), or not known
        old = discord.utils.escape_markdown(was)
    mentions = None
    if current and now is not None and now.player_id is not None and _on_turn(table, now.seat):
        # Called by their turn notice: the line calls only the others it names.
        others = [p for p in (change.owed_to, before.player_id if before else None) if p]
        mentions = discord.AllowedMentions(
            everyone=False,
            roles=False,
            users=[discord.Object(id=p) for p in others if p != now.player_id],
        )
    if change.owed_to is not None:
        owner = f"<@{change.owed_to}>"
        notice = t(
            language, "notice.seat_given_away", seat=change.seat, who=who, was=old, owner=owner
        )
    else:
        notice = t(language, "notice.seat_given", seat=change.seat, who=who, was=old)
    # Where the line calls one person alone, it says it in their language too, as a turn
    # notice does: the one taking the seat over, or the one who lost it.
    taker = now.player_id if current and now is not None else None
    losers = [p for p in (change.owed_to, before.player_id if before else None) if p]
    called = [p for p in (taker, *losers) if p is not None and f"<@{p}>" in notice]
    if mentions is not None:
        allowed = (
            {user.id for user in mentions.users} if isinstance(mentions.users, list) else set()
        )
        called = [p for p in called if p in allowed]
    called = list(dict.fromkeys(called))
    if len(called) == 1:
        person = called[0]
        key = "notice.seat_taken.own" if person == taker else "notice.seat_lost.own"
        notice, _ = reader_line(notice, language, bot.reader_of, person, key, seat=change.seat)
    return notice, None, mentions


def _on_turn(table: LiveTable, seat: int) -> bool:
    """Whether the person at ``seat`` is on turn, to be called by a turn notice (as
    ``NoticeCog._on_turn`` has it): a table in play, not paused, whose game asks them."""
    game = table.game
    return (
        table.status == "playing"
        and game is not None
        and game.to_act == seat
        and not table.moves_for(seat)
    )


async def _held_before(
    bot: BostonBot, table: LiveTable, now: SeatAssignment | None, seat: int
) -> SeatAssignment | None:
    """Who held ``seat`` before its holder ``now``, as the table's seat changes wrote it
    down (the change tells names only): read on a seat's handover alone. None where the
    database does not say (a failed read: the line names them instead of calling)."""
    if now is None:
        return None
    changes = await seat_changes(bot, table.id)
    held = [holder for _, holder in changes if holder.seat == seat]
    same = (now.player_id, now.computer_level)
    return next((h for h in reversed(held) if (h.player_id, h.computer_level) != same), None)


async def seat_changes(bot: BostonBot, table_id: int) -> list[tuple[int, SeatAssignment]]:
    """The table's seat changes as the database wrote them down; none where they could
    not be read (logged): the lines then name the seats' holders now, rather than none."""
    try:
        return await bot.db.seat_changes(table_id)
    except StorageError as exc:
        logger.warning("table %s: seat changes not read (%s)", table_id, exc)
        return []


async def stored_earlier_holders(bot: BostonBot, row: TableRow, seat: int) -> list[HeldBefore]:
    """Who held ``seat`` of ``row``'s ended game before its holder at the end, read back once
    the table has left memory, as the end post's standings say it (``LiveTable
    .earlier_holders``, :func:`~cogs.boston.results.held_before`): the table's seat changes
    (:func:`seat_changes`), and only where this seat was handed to someone else, its log, to
    place each handover in its deals as a rebuild does
    (:func:`~bot.tables.seat_history.placed_or_nowhere`). Empty where nobody handed the seat
    over, or where the log cannot be read (logged: the line then leaves the note out)."""
    changes = await seat_changes(bot, row.id)
    handed = handovers(changes, options_of(row.settings).given)
    if not any(held == seat for _, held, _ in handed):
        return []  # nearly always: one read, no log
    try:
        events = await bot.db.event_log(row.id)
    except StorageError as exc:
        logger.info("table %s: earlier holders of seat %s not read (%s)", row.id, seat, exc)
        return []
    placed = await asyncio.to_thread(
        partial(placed_or_nowhere, row.id, handed, events, in_play=False)
    )
    table = LiveTable(row=row, seats={})
    table.place_holders(placed)
    return table.earlier_holders(seat)
