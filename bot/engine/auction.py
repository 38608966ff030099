"""What every variant's auction keeps: the history, whose turn it is, who has passed, the
standing bid, and the outcome once the bidding is over. Variants add the bidding rules."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar, Self

from bot.engine.actions import AuctionEntry, Bid, Level, Pass, Support
from bot.engine.contracts import Contract, Ladder
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.immutable import deep_copy_fields
from bot.engine.rules import Winner
from bot.engine.seats import Seat, left_of


class AuctionState:
    """The state every auction keeps. ``takeovers`` marks, per history entry, a bid equal to
    the standing one (a Swedish *i förhand* takeover; never true where equal bids are not
    allowed)."""

    names_suits: ClassVar[bool] = False
    """Whether a bid may name a trump suit (FB-C1, MA-B1; the auction checks which bids must).
    Where none does, a bid naming one is no contract of the game and refused here."""
    lays_cards: ClassVar[bool] = False
    """Whether a bid may lay a card (NT-B2's demande; the auction checks which card). Where
    none does, a bid laying one is refused here."""

    def __init__(self, ladder: Ladder, first: Seat) -> None:
        self.ladder = ladder
        self.history: list[AuctionEntry] = []
        self._turn = first
        self._passed: set[Seat] = set()
        self._high: tuple[Contract, Level, Seat] | None = None
        self._high_bid: Bid | None = None
        self._done = False
        self.takeovers: list[bool] = []
        self.lenient = False
        """Set while a table's own log is replayed (:func:`bot.engine.record.replay_deals`'s
        ``logged``): a bid carrying a suit or a card its game's bids do not carry, which an
        older bot took (and played: a Swedish bid's suit as trumps), is taken again, so the
        table rebuilds as it was played rather than being lost."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        return deep_copy_fields(self, memo)  # the scratch copy of every move: quick

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
        return Winner(contract, level, seat, self._high_bid.suit if self._high_bid else None)

    @property
    def high(self) -> tuple[Contract, Level, Seat] | None:
        """The standing bid: contract, level and bidder."""
        return self._high

    def check_turn(self, action: Pass | Bid, *, passes_final: bool = False) -> Contract | None:
        """The checks every auction opens with: the bidding is on, it is the seat's turn (and,
        with ``passes_final``, the seat has not passed) and a bid names a contract of the
        ladder, which is returned (None for a pass)."""
        if self._done:
            raise IllegalAction(Refusal.WRONG_PHASE, "The bidding is over.")
        if passes_final and action.seat in self._passed:
            raise IllegalAction(Refusal.PASSED, "You have passed and may not bid again.")
        if action.seat != self._turn:
            raise IllegalAction(Refusal.NOT_YOUR_TURN, "It is not your turn to bid.")
        if isinstance(action, Pass):
            return None
        contract = self.ladder.get(action.contract)
        if contract is None:
            raise IllegalAction(Refusal.UNKNOWN_CONTRACT, f"No contract {action.contract!r}.")
        # A bid is a value a frontend sends back: one carrying what no bid of this game
        # carries (a suit on a Swedish bid, a card outside Nantes) is no bid of it.
        if not self.lenient and (
            (action.suit is not None and not self.names_suits)
            or (action.card is not None and not self.lays_cards)
        ):
            raise IllegalAction(Refusal.UNKNOWN_CONTRACT, "No such bid in this game.")
        return contract

    def end_or_skip_passed(self) -> None:
        """After an action where a pass is final (SV-B6/B7): four passes, or three after a
        bid, end the auction; otherwise the turn goes to the next seat that has not passed."""
        if len(self._passed) == 4 or (len(self._passed) == 3 and self._high is not None):
            self._done = True
            return
        nxt = left_of(self._turn)
        while nxt in self._passed:
            nxt = left_of(nxt)
        self._turn = nxt

    def check_support(self, action: Support) -> None:
        """Most auctions know no *je soutiens*; the demande auctions (``demande.py``) do."""
        raise IllegalAction(Refusal.NOT_ALLOWED, "There is no bid to support in this game.")

    def apply_support(self, action: Support) -> None:
        raise AssertionError("check_support refuses every support here")

    def record(self, action: Pass | Bid) -> None:
        """Append ``action`` to the history and keep the standing bid and the passes."""
        high = self._high
        self.history.append(action)
        if isinstance(action, Pass):
            self._passed.add(action.seat)
            self.takeovers.append(False)
            return
        contract = self.ladder.get(action.contract)
        assert contract is not None
        equal = high is not None and (high[0], high[1]) == (contract, action.level)
        suit = self._high_bid.suit if self._high_bid is not None else None
        self.takeovers.append(equal and suit == action.suit)
        self._high = (contract, action.level, action.seat)
        self._high_bid = action

    def same_tricks_detail(
        self, field: str, contract: Contract, better: bool, beating: Iterable[Bid]
    ) -> dict[str, str] | None:
        """What a refusal of ``contract`` as too low adds where it is the standing bid's
        contract (MA-C2, FB-B3, NT-S2, SV-B3): ``field`` (its tricks: "the same number of
        tricks needs a better suit / colour level") where a bid of it by this seat in a
        better suit or at a better level (``better``) would still beat the standing bid;
        else ``more_than`` where every bid that does (``beating``) is one of more tricks,
        not a misère and not the same tricks under another name (a spread slam over a
        slam, a neuf en belle over a neuf); else nothing, the plain "too low", rather than
        send the player looking for a bid that is not there."""
        tricks = str(contract.target)
        if better:
            return {field: tricks}
        ladder = self.ladder
        found = [ladder.get(b.contract) for b in beating]
        if found and all(
            c is not None and not c.misere and c.target > contract.target for c in found
        ):
            return {"more_than": tricks}
        return None
