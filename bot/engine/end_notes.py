"""What a game's final settlement will draw on that its players must know before an agreed
end is decided, not only from the settlement: SV-P12's lot (``remainder=lot``), drawn by the
last turned card of a deal that counts. A deal dealt but not acted on, which the stop takes
back, does not count (nor does its card, which the record does not keep); a deal the stop
lets finish first does.

A ledger with such a thing says it through :class:`EndNotes` (an optional protocol, as
:class:`~bot.engine.deal_notes.DealNotes` is); a frontend asking the host whether to end the
game asks :func:`end_notes` and shows the lines, never which variant it is.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from bot.engine.cards import Card
from bot.engine.game import Game
from bot.engine.optional import offers
from bot.engine.phrasing import Texts
from bot.engine.words import Lang


@runtime_checkable
class EndNotes(Protocol):
    """Optional for a :class:`~bot.engine.scoring.Ledger`: the lines an agreed end's question
    says of the final settlement to come, in every language; ``turned`` is the turned card of
    the deal in progress where the end lets it finish first (None where there is none, or it
    is taken back)."""

    def end_notes(self, turned: Card | None) -> list[Texts]: ...


def end_notes(game: Game, lang: Lang) -> list[str]:
    """What an agreed end asked now would settle by, in ``lang``: the deal in progress is
    played out first where someone has acted in it (its card then counts), else taken back
    (:meth:`~bot.engine.game.Game.drop_untouched_deal`); none where the ledger has nothing to
    say, or the game is over."""
    ledger = game.ledger
    if game.finished or not offers(ledger, EndNotes):
        return []
    current = game.current
    deal = current.deal if current is not None else None
    turned = deal.turned if deal is not None and deal.actions else None
    return [line[lang] for line in ledger.end_notes(turned)]
