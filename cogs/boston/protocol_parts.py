"""The protocol as an answer: balances and the text sheet cut to fit a Discord message, the
picture of the Swedish protocol where the game keeps one, and the whole score sheet of every
deal (``bot/score_sheet.py``) as a text file where the message could not hold it all; where a
seat changed hands during the game (an imported record's ``seat_changes``, or a table's as
``bot/tables/seat_history.py`` places them, RF-2.6), a line per such seat in each of them
(:func:`bot.sheet.seat_change_lines`), and the seat named as the table's final standings name
it (:class:`bot.sheet.SeatPlayers`): its column and balance by its holder at the end, who held
it before said beside the balance, each deal by who played it; at a live table, its deal in
play below the sheet (:func:`bot.score_sheet.in_play_lines`). Free of discord.py, so the
import worker's child process starts quickly."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.game import Game
from bot.engine.in_play import MoveNamesSaid
from bot.engine.record import SeatChange
from bot.engine.scoring import Settlement
from bot.i18n import Lang, t
from bot.render.protocol_png import render_protocol
from bot.score_sheet import Played, in_play_lines, score_sheet
from bot.sheet import (
    PHONE_WIDTH,
    SeatPlayers,
    balances_lines,
    column_sums,
    fitted_protocol_sheet,
    holder_balance_lines,
    seat_change_lines,
)
from bot.wrapping import item_lines

PROTOCOL_LIMIT = 1900
"""Discord allows 2000 characters in a message; the sheet keeps its newest rows."""
IN_PLAY_ROOM = 400
"""Characters of a message the deal in play takes at most (its head, bids and contract): its
newest bids kept, the earliest counted, so that a long auction with long names does not push
the answer past Discord's limit; the sheet's room shrinks by at most this."""
SEAT_LINES_ROOM = 600
"""Characters of a message the seat changes take at most: fewer changes a seat are said (the
rest counted) until they fit, so that the sheet keeps its room."""
SEAT_CHANGES_SAID = (8, 4, 2, 1, 0)
"""The changes a seat's line in a message says at most, tried in turn until the lines fit
:data:`SEAT_LINES_ROOM`."""
PICTURE_SEAT_CHANGES = 8
"""The changes a seat's note in the picture says at most (the picture's notes are cut too)."""
FILE_SEAT_CHANGES = 100
"""The changes a seat's line in the score sheet's file says at most."""


@dataclass(frozen=True, slots=True)
class ProtocolAnswer:
    """What a Protocol click or an import answers: ``text`` fits one message; ``picture`` is
    the Swedish protocol's (PNG), where the game keeps one; ``sheet`` is the score sheet of
    every deal, for a file beside the message where the message does not show it whole: beside
    a Swedish protocol's message (which shows the protocol) once a deal is settled, and beside
    a long game's sheet cut to its newest deals. None where the game no longer holds every
    deal (a live game whose log could not be replayed): a file said to be whole would not be."""

    text: str
    picture: bytes | None
    sheet: str | None


def lists_deals(game: Game) -> bool:
    """The game no longer holds some of its deals (a live table keeps its last few), which the
    answer's score sheet lists one by one: replay the table's log for the answer."""
    return game.deals.offset > 0


def protocol_parts(
    game: Game,
    seat_names: list[str],
    language: Lang,
    title: str,
    seat_changes: Sequence[SeatChange] = (),
    *,
    in_play: bool = False,
    in_play_said: MoveNamesSaid | None = None,
) -> ProtocolAnswer:
    """The balances and text sheet (cut to fit a message), and the picture when the game keeps
    a protocol (traditional payment); else the score sheet, a row per deal. The whole score
    sheet comes too wherever the message does not hold it. ``seat_names``: each seat's first
    player; ``seat_changes``: who took a seat over during the game (RF-2.6). A line under the
    balances, under the picture's title and under the file's title then says who played the
    seat when, and the seat is named as the final standings name it: its column and balance
    by its holder at the end (whose result it is), the balance adding who held it before and
    until which deal; a deal's words by who played it. Without any, the answer is as it
    was. ``in_play``: a live table's game, whose deal in play (no row yet) is said last, under
    the sheet: its dealer, the bids so far and the contract once settled
    (:func:`~bot.score_sheet.in_play_lines`), as the table message tells them, each move by
    who made it (``in_play_said``, where given), within :data:`IN_PLAY_ROOM`; an ended
    table's or an imported game's last deal is not "in progress"."""
    first = seat_names
    if seat_changes:
        held = SeatPlayers(first, seat_changes, game)
        seat_names, played = list(held.now), held.by_part
        balances = holder_balance_lines(game.balances, held, language)
    else:
        played = None
        balances = balances_lines(game.balances, first, language)
    # Broken between seats for a phone as the table message's are, each seat's part whole.
    parts = ["\n".join(balances)]
    parts += _said_changes(first, seat_changes, language, game)
    head = len("\n".join(parts))
    # The deal in play, last: outside the sheet's code block, as wide as a message's line,
    # after a blank line (the legend's paragraph above it is another matter).
    lines = (
        in_play_lines(game, seat_names, language, said=in_play_said, room=IN_PLAY_ROOM)
        if in_play
        else []
    )
    playing = "\n".join(["", *lines]) if lines else ""
    below = len(playing) + 1 if playing else 0
    complete = game.deals.offset == 0  # every deal held: a file of the sheet is whole
    file_notes = seat_change_lines(first, seat_changes, language, most=FILE_SEAT_CHANGES, game=game)
    if not game.features.protocol:
        room = PROTOCOL_LIMIT - head - len("\n```\n\n```") - below
        whole = score_sheet(game, seat_names, language, played=played)
        fits = len(whole) <= room  # else its newest rows, drawn again to fit
        sheet_now = whole if fits else score_sheet(game, seat_names, language, room, played=played)
        parts.append(f"```\n{sheet_now}\n```")
        if playing:
            parts.append(playing)
        cut = complete and sheet_now != whole
        sheet = _file_text(title, game, seat_names, language, file_notes, played) if cut else None
        return ProtocolAnswer("\n".join(parts), None, sheet)
    snapshot = game.ledger.snapshot()
    # The strokes' notation (the source's Figure 1) said once, under the sheet that uses it.
    # Once the game is closed a bare stroke is no longer a bet to win: betdelning settled it.
    legend = t(language, "sheet.legend_closed" if game.finished else "sheet.legend")
    # A closed game's protocol ends as a paper one: the columns' sums under the last row and
    # betdelning's lines under them (SV-P12), as the game's end post says them.
    closing = _closing_items(game.final, language)
    settled = _closing_block(closing, seat_names)
    room = PROTOCOL_LIMIT - 200 - len(legend) - (head - len(parts[0])) - len(settled) - below
    tour = game.features.tour_length
    sheet, dropped = fitted_protocol_sheet(
        snapshot, seat_names, language, room, tour_length=tour, sums=bool(closing)
    )
    # The sums end the sheet, betdelning's lines follow after a blank line.
    parts.append(f"```\n{sheet}\n{settled}```" if settled else f"```\n{sheet}\n```")
    if dropped:  # said, not silent: the picture has every row
        parts.append(t(language, "sheet.rows_left_out", n=dropped))
    if "─" in sheet:
        parts.append(legend)
    if playing:
        parts.append(playing)
    notes = seat_change_lines(first, seat_changes, language, most=PICTURE_SEAT_CHANGES, game=game)
    sums = column_sums(snapshot) if closing else []
    picture = render_protocol(
        snapshot, seat_names, title=title, notes=notes, sums=sums, closing=closing
    )
    every = complete and game.deals.settled
    sheet = _file_text(title, game, seat_names, language, file_notes, played) if every else None
    return ProtocolAnswer("\n".join(parts), picture, sheet)


def _closing_items(final: Settlement | None, language: Lang) -> tuple[str, ...]:
    """Betdelning's lines of a closed game (SV-P12: the columns, the mean, who pays and who
    takes what), in ``language``; none while the game goes on or where it settled nothing."""
    if final is None or not final.lines:
        return ()
    return final.text(language)


def _closing_block(items: Sequence[str], names: Sequence[str]) -> str:
    """Betdelning's ``items`` laid out for a phone as the game's end post lays them out
    (:func:`~bot.wrapping.item_lines`), for the sheet's code block after a blank line; empty
    without items."""
    if not items:
        return ""
    return "\n" + "\n".join(item_lines(items, PHONE_WIDTH, names)) + "\n"


def _said_changes(
    seat_names: Sequence[str], seat_changes: Sequence[SeatChange], language: Lang, game: Game
) -> list[str]:
    """The seat changes' lines for a message: as many changes a seat as fit
    :data:`SEAT_LINES_ROOM` (:data:`SEAT_CHANGES_SAID`), the others counted; each placed in
    its deal by ``game`` (:func:`bot.sheet.change_moment`)."""
    lines: list[str] = []
    for most in SEAT_CHANGES_SAID:
        lines = seat_change_lines(seat_names, seat_changes, language, most=most, game=game)
        if len("\n".join(lines)) <= SEAT_LINES_ROOM:
            break
    return lines


def _file_text(
    title: str,
    game: Game,
    seat_names: list[str],
    language: Lang,
    notes: Sequence[str] = (),
    played: Played | None = None,
) -> str:
    """The whole score sheet as a file, which a phone shows as it shows a message: the
    message's columns, every deal, and a key naming each column's player in full; under the
    title, who took a seat over (``notes``), where anyone did, each deal then naming who
    played it (``played``)."""
    sheet = score_sheet(game, seat_names, language, key=True, played=played)
    return "\n".join([title, "", *notes, *([""] if notes else []), sheet]) + "\n"
