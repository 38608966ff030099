"""How far a game's tour has come, said where the table is shown between results: the Swedish
protocol's marks standing (SV-P6), its gående bet (SV-P2) and its betar played off of the
tour's (SV-P11), and when the next contract made ends the tour (SV-P3, SV-P11). A game keeping
a pool says it through :func:`bot.table_lines.pool_lines`; the last of an agreed number of
deals is said with its head (:mod:`bot.engine.deal_notes`).

A ledger with a tour says it through :class:`~bot.engine.scoring.TourNotes` (an optional
protocol, as :class:`~bot.engine.end_notes.EndNotes` is); a frontend asks :func:`tour_lines`
and shows the lines, never which variant it is. Cheap enough for every move's redraw: the
ledger says it from its counts, never from the game's history.
"""

from __future__ import annotations

from bot.engine.game import Game
from bot.engine.optional import offers
from bot.engine.scoring import TourNotes
from bot.engine.words import Lang


def tour_lines(game: Game, lang: Lang) -> list[str]:
    """The tour's progress in ``lang``, a line each (``Streck: 5 · gående bet 128 ·
    avspelade 23 av 24``, then ``Sista beten: nästa hemgång avslutar turen``); none where
    the ledger keeps no tour, or the game is over."""
    ledger = game.ledger
    if game.finished or not offers(ledger, TourNotes):
        return []
    return [line[lang] for line in ledger.tour_notes()]
