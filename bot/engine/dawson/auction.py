"""The Dawson auction (DW-B1…B4): strictly higher bids, *I keep* and *I keep over you*, misères
after a pass, and Misère Partout when nobody bids.

Every seat keeps its turn to the end (the DW-B1 decision), so the auction is a plain clockwise
rotation: it ends after three passes in a row following a bid, or four passes with no bid at
all. A seat that has passed may afterwards only pass again or bid a misère or spread.
"""

from __future__ import annotations

from bot.engine.actions import PASSES, Bid, Level, Pass
from bot.engine.auction import AuctionState
from bot.engine.contracts import Ladder
from bot.engine.dawson.words import DAWSON_WORDS
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.seats import Seat, left_of

_ANSWERS: dict[Level, tuple[Level, ...]] = {
    Level.PLAIN: (Level.COLOUR, Level.FIRST),
    Level.COLOUR: (Level.FIRST,),
}
"""DW-B2: the colour levels that may answer the standing bid's level on the same number
(plain < *I keep* < *I keep over you*). *I keep over you* answers a plain bid too: the seed
says only that it may be said "against" a keep bid, and Foster's worked auction has A keep
over B's plain seven ("A's bid, being in first preference, will always outrank B's")."""


class DawsonAuction(AuctionState):
    """Bidding for one Dawson deal, starting with eldest (the dealer's left)."""

    def __init__(self, ladder: Ladder, eldest: Seat) -> None:
        super().__init__(ladder, eldest)
        self._passes_in_row = 0

    def _keeps(self) -> list[Bid]:
        """The *I keep* / *I keep over you* the seat on turn may say now."""
        if self._high is None:
            return []
        contract, level, _ = self._high
        if contract.misere:
            return []
        return [Bid(self._turn, contract.id, answer) for answer in _ANSWERS.get(level, ())]

    def legal(self, seat: Seat) -> list[Pass | Bid]:
        if self._done or seat != self._turn:
            return []
        floor = self._high[0].rank if self._high is not None else 0
        passed = seat in self._passed
        out: list[Pass | Bid] = [PASSES[seat]]
        if not passed:
            out.extend(self._keeps())
        out.extend(
            Bid(seat, c.id)
            for c in self.ladder
            if c.rank > floor and (c.misere or not passed)  # DW-B1: after a pass, misères only
        )
        return out

    def check(self, action: Pass | Bid) -> None:
        contract = self.check_turn(action)
        if contract is None or isinstance(action, Pass):
            return
        if contract.misere and action.level is not Level.PLAIN:
            raise IllegalAction(Refusal.BAD_LEVEL, "A misère or spread has no trumps to keep.")
        if action.seat in self._passed and not contract.misere:
            raise IllegalAction(
                Refusal.PASSED, "You have passed: you may only pass or bid a misère or spread."
            )
        if action.level is not Level.PLAIN:
            if action not in self._keeps():
                raise IllegalAction(Refusal.BAD_LEVEL, self._keep_reason(action.level))
            return
        if self._high is not None and contract.rank <= self._high[0].rank:
            raise IllegalAction(
                Refusal.BID_TOO_LOW, f"Your bid must be higher than {self._high[0].name}."
            )

    def _keep_reason(self, level: Level) -> str:
        word = DAWSON_WORDS.level(level, "en").strip(" ()")
        if level is Level.FIRST:
            return f"{word} may only answer a trick bid or an I keep, on the same number of tricks."
        return f"{word} may only answer a plain trick bid, on the same number of tricks."

    def apply(self, action: Pass | Bid) -> None:
        self.record(action)
        self._passes_in_row = self._passes_in_row + 1 if isinstance(action, Pass) else 0
        # DW-B3/B4: three passes after the last bid, or four with none, end the auction.
        if self._passes_in_row == (4 if self._high is None else 3):
            self._done = True
            return
        self._turn = left_of(self._turn)
