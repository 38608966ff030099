"""The *demande* and its support (*je soutiens*), shared by Boston de Nantes (NT-B1…B7) and Le
Whisch Bostonien (WB-B1…B6): an auction where a standing demande of one player may be joined
by another — even one who has passed — and the partnership payments that follow.

Auction rules kept here:

* On his turn a player may pass, bid higher (unless he has passed or supported: then he may
  not bid again), or support the standing demande of another player while nobody supports it
  (a contract with ``whist_allowed`` is a demande).
* A player who may not bid and has nothing to support is skipped; no action is recorded.
* A support lapses when its demande is overcalled.
* The auction ends when every player other than the highest bidder and his supporter has
  passed or been skipped since the last bid or support; four passes throw the deal in. A bid
  nothing can outrank and nobody can support ends it at once (WB-B4).

The supporter plays as the deal's whister (``Winner.partner``): the side needs
``side_target(contract, True)`` together, and the engine's claim and target rules treat him as
on the declarer's side.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from bot.engine.actions import AuctionEntry, Bid, Pass, Support
from bot.engine.auction import AuctionState
from bot.engine.contracts import Contract, Ladder
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.rules import Winner
from bot.engine.scoring import Payment
from bot.engine.seats import SEATS, Seat, left_of


class DemandeAuction(AuctionState):
    """The auction with a supportable demande. Subclasses list the bids a seat may make over
    the standing one (:meth:`bids`); ``next_seat`` is the direction of play (NT-D2)."""

    # A bid is checked against the very bids offered (:meth:`check`), its suit (NT-K) and
    # laid card (NT-B2) included.
    names_suits = True
    lays_cards = True

    def __init__(
        self, ladder: Ladder, first: Seat, next_seat: Callable[[Seat], Seat] = left_of
    ) -> None:
        super().__init__(ladder, first)
        self._next_seat = next_seat
        self.supporter: Seat | None = None
        self._blocked: set[Seat] = set()
        """Seats that passed or supported: they may not bid again (NT-B3, WB-B2)."""
        self._supported: set[Seat] = set()
        """Seats that supported a demande (NT-B3, WB-B2): told so when they bid, not "passed"."""
        self._since: set[Seat] = set()
        """Seats that passed or were skipped since the last bid or support (NT-B6, WB-B5)."""

    # --- what a variant says ------------------------------------------------------------

    def bids(self, seat: Seat) -> list[Bid]:
        """The bids ``seat`` may make now, lowest first (only called for a seat that may bid)."""
        raise NotImplementedError

    def bid_refusal(self, action: Bid) -> IllegalAction:
        """Why a bid not among :meth:`bids` is refused."""
        return IllegalAction(Refusal.BID_TOO_LOW, "Your bid must be higher than the standing one.")

    # --- the shared rules -----------------------------------------------------------------

    @property
    def standing(self) -> Contract | None:
        return self._high[0] if self._high is not None else None

    def may_support(self, seat: Seat) -> bool:
        """NT-B1, WB-B1: another player's demande stands and nobody supports it yet."""
        high = self._high
        return (
            high is not None
            and high[0].whist_allowed
            and self.supporter is None
            and high[2] != seat
        )

    def legal(self, seat: Seat) -> list[AuctionEntry]:
        if self._done or seat != self._turn:
            return []
        out: list[AuctionEntry] = [Pass(seat)]
        if self.may_support(seat):
            out.append(Support(seat))
        if seat not in self._blocked:
            out += self.bids(seat)
        return out

    def check(self, action: Pass | Bid) -> None:
        # NT-B3, WB-B2: a seat that passed or supported is told so, on its turn (to support)
        # or not, rather than only "not your turn": its own pass is no secret to it.
        if isinstance(action, Bid) and not self._done and action.seat in self._blocked:
            if action.seat in self._supported:
                raise IllegalAction(
                    Refusal.SUPPORTED, "You have supported a demande and may not bid again."
                )
            raise IllegalAction(Refusal.PASSED, "You have passed and may not bid again.")
        self.check_turn(action)
        if isinstance(action, Pass):
            return
        if action not in self.bids(action.seat):
            raise self.bid_refusal(action)

    def check_support(self, action: Support) -> None:
        if self._done:
            raise IllegalAction(Refusal.WRONG_PHASE, "The bidding is over.")
        if action.seat != self._turn:
            raise IllegalAction(Refusal.NOT_YOUR_TURN, "It is not your turn to bid.")
        if not self.may_support(action.seat):
            raise IllegalAction(
                Refusal.NOT_ALLOWED, "There is no unsupported demande of another player."
            )

    def apply(self, action: Pass | Bid) -> None:
        self.record(action)
        if isinstance(action, Pass):
            self._blocked.add(action.seat)
            self._since.add(action.seat)
            self._advance()
            return
        self.supporter = None  # NT-B4, WB-B4: an overcalled demande's support lapses
        self._since = set()
        if self._unbeatable(action):
            self._done = True
            return
        self._advance()

    def apply_support(self, action: Support) -> None:
        self.history.append(action)
        self.takeovers.append(False)
        self.supporter = action.seat
        self._blocked.add(action.seat)
        self._supported.add(action.seat)
        self._since = set()
        self._advance()

    @property
    def winner(self) -> Winner | None:
        won = super().winner
        return None if won is None else replace(won, partner=self.supporter)

    def _unbeatable(self, action: Bid) -> bool:
        """WB-B4: nothing outranks it and nobody may support it — the bidding is over."""
        contract = self.ladder.get(action.contract)
        assert contract is not None
        top = max(c.rank for c in self.ladder)
        return contract.rank == top and not contract.whist_allowed and action.suit is None

    def _advance(self) -> None:
        high = self._high
        side = {high[2], self.supporter} if high is not None else set[Seat | None]()
        others = {s for s in SEATS if s not in side}
        seat = self._turn
        while not others <= self._since:
            seat = self._next_seat(seat)
            if seat in side:
                continue  # the bidder and his supporter are not asked
            if seat in self._blocked and not self.may_support(seat):
                self._since.add(seat)  # skipped: nothing he may do (NT-B3, WB-B2)
                continue
            self._turn = seat
            return
        self._done = True


def paired_adversary(seat: Seat, partner: Seat) -> Seat:
    """FB-S6's pairing of partners with adversaries (NT-P9, WB-P4): the adversary on the
    seat's right, else the one on its left."""
    right = (seat - 2) % 4 + 1
    return right if right != partner else left_of(seat)


def partnership_payments(
    declarer: Seat, partner: Seat | None, amount: int, made: bool, item: str
) -> tuple[Payment, ...]:
    """Solo: each adversary pays the declarer ``amount`` (made) or the declarer pays each
    (lost). With a partner, each partner settles with his paired adversary (NT-P9, WB-P4)."""
    adversaries = [s for s in SEATS if s not in (declarer, partner)]
    if partner is None:
        if made:
            return tuple(Payment(s, declarer, amount, item) for s in adversaries)
        return tuple(Payment(declarer, s, amount, item) for s in adversaries)
    out: list[Payment] = []
    for seat in (declarer, partner):
        other = paired_adversary(seat, partner if seat == declarer else declarer)
        out.append(
            Payment(other, seat, amount, item) if made else Payment(seat, other, amount, item)
        )
    return tuple(out)
