"""The Mariland auction (MA-B1…B3, MA-C2/C3): every bid names its suit; a bid must beat the
standing one by more tricks or by the same tricks in a better class of suit; a pass is final.
"""

from __future__ import annotations

from bot.engine.actions import PASSES, Bid, Level, Pass
from bot.engine.auction import AuctionState
from bot.engine.cards import Suit
from bot.engine.contracts import Contract, Ladder, SuitClass
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.mariland.ladder import CLASS_ORDER
from bot.engine.seats import Seat


class MarilandAuction(AuctionState):
    """Bidding for one deal; ``classes`` gives each suit's class (indexed by ``Suit``)."""

    names_suits = True  # MA-C1: every bid names its suit (checked below)

    def __init__(self, ladder: Ladder, eldest: Seat, classes: tuple[SuitClass, ...]) -> None:
        super().__init__(ladder, eldest)
        self.classes = classes

    def _key(self, contract: Contract, suit: Suit) -> tuple[int, int]:
        return contract.target, CLASS_ORDER[self.classes[suit]]

    def _beats(self, contract: Contract, suit: Suit) -> bool:
        high = self._high_bid
        if high is None or high.suit is None:
            return True
        standing = self.ladder.get(high.contract)
        assert standing is not None
        return self._key(contract, suit) > self._key(standing, high.suit)

    def _suits(self) -> list[Suit]:
        """Suits from the lowest class up, so the legal bids run lowest first."""
        return sorted(Suit, key=lambda s: CLASS_ORDER[self.classes[s]])

    def legal(self, seat: Seat) -> list[Pass | Bid]:
        if self._done or seat != self._turn or seat in self._passed:
            return []
        out: list[Pass | Bid] = [PASSES[seat]]
        suits = self._suits()
        for contract in self.ladder:
            out += [Bid(seat, contract.id, suit=s) for s in suits if self._beats(contract, s)]
        return out

    def check(self, action: Pass | Bid) -> None:
        contract = self.check_turn(action, passes_final=True)
        if contract is None or isinstance(action, Pass):
            return
        if action.level is not Level.PLAIN or action.suit is None:
            raise IllegalAction(Refusal.BAD_LEVEL, "A Mariland bid names its trump suit.")
        if not self._beats(contract, action.suit):
            # MA-C2/C3: as many tricks as the standing bid, in a suit no better: said, or
            # "too low" reads as a count of tricks that is not low; over the superpreference
            # no suit is better, and only more tricks beat it.
            same = self._high is not None and self._high[0].id == contract.id
            raise IllegalAction(
                Refusal.BID_TOO_LOW,
                "Bid more tricks, or the same number in a better suit "
                "(plain < preference < superpreference).",
                self.same_tricks_detail(
                    "tricks",
                    contract,
                    any(self._beats(contract, s) for s in Suit),
                    (b for b in self.legal(action.seat) if isinstance(b, Bid)),
                )
                if same
                else None,
            )

    def apply(self, action: Pass | Bid) -> None:
        self.record(action)
        self.end_or_skip_passed()
