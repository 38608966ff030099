"""What sets a deal apart from the game's others, said with the deal's head from its start: a
Nantes double (NT-G2: every amount and deposit twice, NT-P8), which its players must know
before they bid, not only from its result.

A ledger that has such deals says so through :class:`DealNotes` (an optional protocol, as
:class:`~bot.engine.scoring.Deposits` is), in keys of the variant's vocabulary; a frontend
asks :func:`deal_notes` and shows the words, never which variant it is.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from bot.engine.game import Game
from bot.engine.optional import offers
from bot.engine.words import Lang


@runtime_checkable
class DealNotes(Protocol):
    """Optional for a :class:`~bot.engine.scoring.Ledger`: the vocabulary terms (keys of
    ``Vocabulary.terms``) qualifying deal ``number`` of the game (counted from 1), such as
    ``"double"``; empty for an ordinary deal."""

    def deal_terms(self, number: int) -> tuple[str, ...]: ...


def deal_notes(game: Game, number: int, lang: Lang) -> list[str]:
    """The words qualifying deal ``number`` in ``lang`` (``double deal (stakes doubled)``),
    as the game's ledger names them; none where the ledger has no such deals."""
    ledger = game.ledger
    if not offers(ledger, DealNotes):
        return []
    return [game.words.term(key, lang) for key in ledger.deal_terms(number)]
