"""The Fontainebleau auction (FB-B1…B6): announcements naming their trump suit (``Bid.suit``),
equal ranks ordered by the fixed suit order, a passed player out of the bidding for good, an
overcalled player free to raise on his next turn, and Misère Partout when all four pass.
"""

from __future__ import annotations

from bot.engine.actions import PASSES, Bid, Level, Pass
from bot.engine.auction import AuctionState
from bot.engine.cards import Suit
from bot.engine.contracts import Ladder
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.fontainebleau.ladder import bid_key
from bot.engine.seats import Seat


class FontainebleauAuction(AuctionState):
    """Bidding for one deal, from eldest (FB-D8). ``suits`` is the suit order, best first."""

    names_suits = True  # FB-C1: a trick bid names its trumps, a misère none (checked below)

    def __init__(self, ladder: Ladder, eldest: Seat, suits: tuple[Suit, ...]) -> None:
        super().__init__(ladder, eldest)
        self.suits = suits

    @property
    def passed(self) -> frozenset[Seat]:
        """FB-B2: out of the bidding, though still free to be whister (FB-W2)."""
        return frozenset(self._passed)

    def _floor(self) -> tuple[int, int]:
        bid = self._high_bid
        if self._high is None or bid is None:
            return (0, 0)
        return bid_key(self._high[0], bid.suit, self.suits)

    def legal(self, seat: Seat) -> list[Pass | Bid]:
        if self._done or seat != self._turn:
            return []
        floor = self._floor()
        out: list[Pass | Bid] = [PASSES[seat]]
        for c in self.ladder:
            for suit in (None,) if c.misere else self.suits[::-1]:
                if bid_key(c, suit, self.suits) > floor:
                    out.append(Bid(seat, c.id, suit=suit))
        return out

    def check(self, action: Pass | Bid) -> None:
        contract = self.check_turn(action, passes_final=True)  # FB-B2
        if contract is None or isinstance(action, Pass):
            return
        if action.level is not Level.PLAIN:
            raise IllegalAction(Refusal.BAD_LEVEL, "Announcements have no colour levels.")
        if contract.misere and action.suit is not None:
            raise IllegalAction(
                Refusal.TRUMP_NOT_ALLOWED, f"{contract.name} is played without trumps."
            )
        if not contract.misere and action.suit is None:
            raise IllegalAction(
                Refusal.TRUMP_NOT_ALLOWED, f"Name the trump suit of your {contract.name}."
            )
        floor = self._floor()
        if bid_key(contract, action.suit, self.suits) <= floor:
            # FB-B3: as many tricks as the standing announcement, in a suit no better in the
            # suit order: said, or "too low" reads as a count of tricks that is not low. In
            # the first suit none is better; a spread slam still beats a slam there.
            same = self._high is not None and self._high[0].id == contract.id
            raise IllegalAction(
                Refusal.BID_TOO_LOW,
                f"Your announcement must be higher than {self._describe()}.",
                self.same_tricks_detail(
                    "tricks",
                    contract,
                    any(bid_key(contract, s, self.suits) > floor for s in self.suits),
                    (b for b in self.legal(action.seat) if isinstance(b, Bid)),
                )
                if same and not contract.misere
                else None,
            )

    def _describe(self) -> str:
        assert self._high is not None and self._high_bid is not None
        contract, suit = self._high[0], self._high_bid.suit
        return contract.name if suit is None else f"{contract.name} in {suit.symbol}"

    def apply(self, action: Pass | Bid) -> None:
        self.record(action)
        # FB-B6: three passed and the fourth holds the highest bid, or all four passed;
        # FB-B2: the turn skips the passed players; FB-B5: it never comes back to the holder
        # of the standing bid, because the auction would already be over.
        self.end_or_skip_passed()
