"""The protocol as an answer: balances and the text sheet cut to fit a Discord message, the
picture of the Swedish protocol where the game keeps one, and the whole score sheet of every
deal (``bot/score_sheet.py``) as a text file where the message could not hold it all. Free of
discord.py, so the import worker's child process starts quickly."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.game import Game
from bot.i18n import Lang, signed, t
from bot.render.protocol_png import render_protocol
from bot.score_sheet import score_sheet
from bot.sheet import fitted_protocol_sheet

PROTOCOL_LIMIT = 1900
"""Discord allows 2000 characters in a message; the sheet keeps its newest rows."""


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


def protocol_parts(game: Game, seat_names: list[str], language: Lang, title: str) -> ProtocolAnswer:
    """The balances and text sheet (cut to fit a message), and the picture when the game keeps
    a protocol (traditional payment); else the score sheet, a row per deal. The whole score
    sheet comes too wherever the message does not hold it."""
    balances = " · ".join(
        f"{seat_names[s - 1]} {signed(game.balances[s])}" for s in sorted(game.balances)
    )
    parts = [t(language, "balances", balances=balances)]
    complete = game.deals.offset == 0  # every deal held: a file of the sheet is whole
    if not game.features.protocol:
        room = PROTOCOL_LIMIT - len(parts[0]) - len("\n```\n\n```")
        whole = score_sheet(game, seat_names, language)
        fits = len(whole) <= room  # else its newest rows, drawn again to fit
        shown = whole if fits else score_sheet(game, seat_names, language, room)
        parts.append(f"```\n{shown}\n```")
        cut = complete and shown != whole
        sheet = _file_text(title, game, seat_names, language) if cut else None
        return ProtocolAnswer("\n".join(parts), None, sheet)
    snapshot = game.ledger.snapshot()
    # The strokes' notation (the source's Figure 1) said once, under the sheet that uses it.
    # Once the game is closed a bare stroke is no longer a bet to win: betdelning settled it.
    legend = t(language, "sheet.legend_closed" if game.finished else "sheet.legend")
    room = PROTOCOL_LIMIT - 200 - len(legend)
    tour = game.features.tour_length
    sheet, dropped = fitted_protocol_sheet(snapshot, seat_names, language, room, tour_length=tour)
    parts.append(f"```\n{sheet}\n```")
    if dropped:  # said, not silent: the picture has every row
        parts.append(t(language, "sheet.rows_left_out", n=dropped))
    if "─" in sheet:
        parts.append(legend)
    picture = render_protocol(snapshot, seat_names, title=title)
    every = complete and game.deals.settled
    sheet = _file_text(title, game, seat_names, language) if every else None
    return ProtocolAnswer("\n".join(parts), picture, sheet)


def _file_text(title: str, game: Game, seat_names: list[str], language: Lang) -> str:
    """The whole score sheet as a file, which a phone shows as it shows a message: the
    message's columns, every deal, and a key naming each column's player in full."""
    sheet = score_sheet(game, seat_names, language, key=True)
    return f"{title}\n\n{sheet}\n"
