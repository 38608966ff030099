"""The heuristic level: hand evaluation for the auction and rules of thumb for the play.

Deterministic: the same view always gives the same action, so it needs no seed.
"""

from __future__ import annotations

from bot.engine.actions import (
    PLAYS,
    Action,
    Bid,
    ClaimAnswer,
    Concede,
    Declare,
    Discard,
    Merge,
    NameTrump,
    Pass,
    Whist,
)
from bot.engine.views import SeatView
from bot.players.bidding import (
    choose_bid,
    choose_discard,
    choose_merge,
    choose_trump,
    choose_whist,
)
from bot.players.cardplay import choose_card
from bot.players.claim import answer_claim, claim_if_certain
from bot.players.table import mask_of, state_from_view


def heuristic_play(view: SeatView) -> Action:
    """The heuristic's card for a view in the play phase."""
    card = choose_card(state_from_view(view), view.seat, mask_of(view.hand))
    return PLAYS[view.seat][card]


def declaration(view: SeatView) -> Action | None:
    """A declaration the rules offer now (RU-C's chicane), always taken: it only collects."""
    return next((a for a in view.legal if isinstance(a, Declare)), None)


class HeuristicPlayer:
    """Rules of thumb for every decision; see ``docs/players.md``."""

    def choose(self, view: SeatView) -> Action:
        first = view.legal[0]
        match first:
            case Pass() | Bid():
                return choose_bid(view)
            case NameTrump():
                return choose_trump(view)
            case Whist() | Concede():
                return choose_whist(view)
            case Discard():
                return choose_discard(view)
            case Merge():
                return choose_merge(view)
            case ClaimAnswer():
                return answer_claim(view)
            case _:
                return declaration(view) or claim_if_certain(view) or heuristic_play(view)
