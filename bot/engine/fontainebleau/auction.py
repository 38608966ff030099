"""The Fontainebleau auction (FB-B1…B6): announcements naming their trump suit, equal ranks
ordered by the fixed suit order, a passed player out of the bidding for good, an overcalled
player free to raise on his next turn, and Misère Partout when all four pass.

Its shape is the engine's ``Auction`` protocol (history, to_speak, finished, winner, legal,
check, apply) with :class:`SuitBid` in place of ``Bid``: a bid here carries a suit, not a level.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.engine.actions import ActionFormatError, Pass
from bot.engine.cards import CardError, Suit
from bot.engine.contracts import Contract
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.fontainebleau.ladder import FB_LADDER, bid_key
from bot.engine.seats import Seat, check_seat, left_of


@dataclass(frozen=True, slots=True)
class SuitBid:
    """An announcement: ``suit`` is the trump suit it names, None for a misère-type one."""

    seat: Seat
    contract: str
    suit: Suit | None = None


@dataclass(frozen=True, slots=True)
class FbWinner:
    """The auction's outcome: the contract, its trump suit (None for a misère) and declarer."""

    contract: Contract
    suit: Suit | None
    declarer: Seat


def bid_to_dict(action: Pass | SuitBid) -> dict[str, object]:
    """The record form (FB-R): ``{"seat": n, "bid": "7", "suit": "H"}`` or a pass."""
    if isinstance(action, Pass):
        return {"seat": action.seat, "pass": True}
    out: dict[str, object] = {"seat": action.seat, "bid": action.contract}
    if action.suit is not None:
        out["suit"] = action.suit.char
    return out


def bid_from_dict(data: Mapping[str, object]) -> Pass | SuitBid:
    """Read a pass or a bid of the record form; ``ActionFormatError`` says what is wrong. A
    suit must be one of S H D C: ``"NT"`` is refused here (FB-C5)."""
    try:
        seat = check_seat(data.get("seat"))
    except ValueError as exc:
        raise ActionFormatError(str(exc)) from None
    if data.get("pass") is True and set(data) == {"seat", "pass"}:
        return Pass(seat)
    contract_id = data.get("bid")
    if not isinstance(contract_id, str) or not set(data) <= {"seat", "bid", "suit"}:
        raise ActionFormatError('a bid is {"seat": n, "bid": "7", "suit": "H"} or a pass')
    text = data.get("suit")
    if text is None:
        return SuitBid(seat, contract_id)
    if not isinstance(text, str) or len(text.strip()) != 1:
        raise ActionFormatError('"suit" must be S, H, D or C (there is no no-trump bid)')
    try:
        return SuitBid(seat, contract_id, Suit.parse(text))
    except CardError as exc:
        raise ActionFormatError(str(exc)) from None


class FontainebleauAuction:
    """Bidding for one deal, from eldest (FB-D8). ``suits`` is the suit order, best first."""

    def __init__(self, eldest: Seat, suits: tuple[Suit, ...]) -> None:
        self.suits = suits
        self.history: list[Pass | SuitBid] = []
        self._turn = eldest
        self._passed: set[Seat] = set()
        self._high: tuple[Contract, Suit | None, Seat] | None = None
        self._done = False

    @property
    def to_speak(self) -> Seat:
        return self._turn

    @property
    def finished(self) -> bool:
        return self._done

    @property
    def passed(self) -> frozenset[Seat]:
        """FB-B2: out of the bidding, though still free to be whister (FB-W2)."""
        return frozenset(self._passed)

    @property
    def winner(self) -> FbWinner | None:
        """The final announcement once finished; None for Misère Partout (FB-B6)."""
        if not self._done or self._high is None:
            return None
        return FbWinner(*self._high)

    @property
    def all_passed(self) -> bool:
        return self._done and self._high is None

    def _floor(self) -> tuple[int, int]:
        if self._high is None:
            return (0, 0)
        contract, suit, _ = self._high
        return bid_key(contract, suit, self.suits)

    def legal(self, seat: Seat) -> list[Pass | SuitBid]:
        if self._done or seat != self._turn:
            return []
        floor = self._floor()
        out: list[Pass | SuitBid] = [Pass(seat)]
        for c in FB_LADDER:
            for suit in (None,) if c.misere else self.suits[::-1]:
                if bid_key(c, suit, self.suits) > floor:
                    out.append(SuitBid(seat, c.id, suit))
        return out

    def check(self, action: Pass | SuitBid) -> None:
        if self._done:
            raise IllegalAction(Refusal.WRONG_PHASE, "The bidding is over.")
        if action.seat != self._turn:
            raise IllegalAction(Refusal.NOT_YOUR_TURN, "It is not your turn to bid.")
        if isinstance(action, Pass):
            return
        contract = FB_LADDER.get(action.contract)
        if contract is None:
            raise IllegalAction(Refusal.UNKNOWN_CONTRACT, f"No announcement {action.contract!r}.")
        if contract.misere and action.suit is not None:
            raise IllegalAction(
                Refusal.TRUMP_NOT_ALLOWED, f"{contract.name} is played without trumps."
            )
        if not contract.misere and action.suit is None:
            raise IllegalAction(
                Refusal.TRUMP_NOT_ALLOWED, f"Name the trump suit of your {contract.name}."
            )
        if bid_key(contract, action.suit, self.suits) <= self._floor():
            assert self._high is not None
            raise IllegalAction(
                Refusal.BID_TOO_LOW, f"Your announcement must be higher than {self._describe()}."
            )

    def _describe(self) -> str:
        assert self._high is not None
        contract, suit, _ = self._high
        return contract.name if suit is None else f"{contract.name} in {suit.symbol}"

    def apply(self, action: Pass | SuitBid) -> None:
        self.history.append(action)
        if isinstance(action, Pass):
            self._passed.add(action.seat)
        else:
            contract = FB_LADDER.get(action.contract)
            assert contract is not None
            self._high = (contract, action.suit, action.seat)
        # FB-B6: three passed and the fourth holds the highest bid, or all four passed.
        if len(self._passed) == 4 or (len(self._passed) == 3 and self._high is not None):
            self._done = True
            return
        # FB-B2: the turn skips the passed players; FB-B5: it can never come back to the
        # holder of the standing bid, because the auction would already be over.
        turn = left_of(self._turn)
        while turn in self._passed:
            turn = left_of(turn)
        self._turn = turn
