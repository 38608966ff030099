"""American Boston's ladder, auction and deal rules (AM-D, AM-P, AM-B, AM-T).

Every bid is for the declaring side (AM-T2): the declarer and the partner opposite must take
the bid number of tricks together; trumps are the cut card's suit (AM-D4), dealt 5-5-3
(AM-D3). A pass is final (AM-B3); any player may overbid, the partner included (AM-B2).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.actions import Bid, Level, Pass
from bot.engine.american.card import BIDS, PriceCard
from bot.engine.auction import AuctionState
from bot.engine.cards import Suit
from bot.engine.contracts import Contract, Ladder
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.rules import StandardDeal
from bot.engine.seats import Seat

_NAMES = {5: "Boston"} | {n: f"I go {n}" for n in range(6, 14)}

AMERICAN_LADDER = Ladder(
    tuple(
        Contract(id=str(n), rank=n - 4, target=n, name=_NAMES[n], trump_turned=True) for n in BIDS
    ),
    partnerships=True,
)
"""AM-B: ``5`` ("I go Boston") to ``13``, the side's tricks; partners opposite (AM-P1)."""


class AmericanAuction(AuctionState):
    """AM-B1…B5: eldest first, clockwise; pass or bid more tricks; a pass is final; three
    passes after a bid end it, four passes throw the hands in."""

    def legal(self, seat: Seat) -> list[Pass | Bid]:
        if self._done or seat != self._turn:
            return []
        floor = self._high[0].rank if self._high is not None else 0
        return [Pass(seat), *(Bid(seat, c.id) for c in self.ladder if c.rank > floor)]

    def check(self, action: Pass | Bid) -> None:
        contract = self.check_turn(action, passes_final=True)
        if contract is None or isinstance(action, Pass):
            return
        if action.level is not Level.PLAIN:  # a suit on a bid check_turn refuses already
            raise IllegalAction(Refusal.BAD_LEVEL, "A bid names only its number of tricks.")
        if self._high is not None and contract.rank <= self._high[0].rank:
            raise IllegalAction(
                Refusal.BID_TOO_LOW, f"Your bid must be more than {self._high[0].target} tricks."
            )

    def apply(self, action: Pass | Bid) -> None:
        self.record(action)
        self.end_or_skip_passed()


@dataclass(frozen=True, slots=True)
class AmericanRules(StandardDeal):
    """``card`` prices the contracts for the players' weighing (:meth:`contract_value`)."""

    card: PriceCard

    @property
    def variant(self) -> str:
        return "american"

    @property
    def ladder(self) -> Ladder:
        return AMERICAN_LADDER

    @property
    def deal_pattern(self) -> tuple[int, ...]:
        return (5, 5, 3)  # AM-D3

    @property
    def all_pass_is_played(self) -> bool:
        return False  # AM-B5: thrown in

    def new_auction(self, forhand: Seat) -> AmericanAuction:
        return AmericanAuction(AMERICAN_LADDER, forhand)

    def trump_choices(self, level: Level, first: Suit | None) -> tuple[Suit, ...]:
        return (first,) if first is not None else tuple(Suit)  # never asked (AM-D4)

    def side_target(self, contract: Contract, with_whist: bool) -> int:
        return contract.target  # AM-T2: the side's tricks

    def contract_value(self, contract: Contract, with_whist: bool) -> tuple[int, int]:
        """AM-S4 per opponent: the card's price made exactly and the step to one more."""
        row = self.card.made[contract.target]
        return row[0], (row[1] - row[0]) if len(row) > 1 else 0
