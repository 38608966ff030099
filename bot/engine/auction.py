"""What every variant's auction keeps: the history, whose turn it is, who has passed, the
standing bid, and the outcome once the bidding is over. Variants add the bidding rules."""

from __future__ import annotations

from bot.engine.actions import Bid, Level, Pass
from bot.engine.contracts import Contract, Ladder
from bot.engine.rules import Winner
from bot.engine.seats import Seat


class AuctionState:
    def __init__(self, ladder: Ladder, first: Seat) -> None:
        self.ladder = ladder
        self.history: list[Pass | Bid] = []
        self._turn = first
        self._passed: set[Seat] = set()
        self._high: tuple[Contract, Level, Seat] | None = None
        self._done = False

    @property
    def to_speak(self) -> Seat:
        return self._turn

    @property
    def finished(self) -> bool:
        return self._done

    @property
    def winner(self) -> Winner | None:
        """The final bid once finished; None for an all-pass."""
        if not self._done or self._high is None:
            return None
        contract, level, seat = self._high
        return Winner(contract, level, seat)
