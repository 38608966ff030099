"""The card-play state a computer player reasons about: the public history plus its own hand.

A :class:`PlayState` is built from a :class:`~bot.engine.views.SeatView` for a real decision,
or advanced card by card inside the strong player's rollouts, so the heuristic policy and the
simulations share one cheap shape. Sets of cards are ``int`` bit masks (bit ``card``) because
rollouts copy and query them thousands of times per decision.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from bot.engine.cards import Card
from bot.engine.seats import Seat, left_of, right_of
from bot.engine.views import SeatView

FULL = (1 << 52) - 1
SUIT_MASK: tuple[int, ...] = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
ABOVE: tuple[int, ...] = tuple(SUIT_MASK[c // 13] & ~((2 << c) - 1) for c in range(52))
"""``ABOVE[card]``: the higher cards of the same suit."""
BELOW: tuple[int, ...] = tuple(SUIT_MASK[c // 13] & ((1 << c) - 1) for c in range(52))
"""``BELOW[card]``: the lower cards of the same suit."""
NO_TRUMP = -1
NO_TOP = -1
"""No card plays as the highest trump (every variant but Nantes' carte de boston, NT-S3)."""


def mask_of(cards: Iterator[Card] | tuple[Card, ...] | list[Card]) -> int:
    out = 0
    for c in cards:
        out |= 1 << c
    return out


def cards_in(mask: int) -> Iterator[Card]:
    """The cards of ``mask``, lowest first (a suit's cards come out in rank order)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def lowest(mask: int) -> Card:
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> Card:
    return mask.bit_length() - 1


def count(mask: int) -> int:
    return mask.bit_count()


def beats(card: Card, best: Card, trump: int, top: int = NO_TOP) -> bool:
    """Whether ``card`` would take the trick from ``best`` (the card winning it so far);
    ``top`` is a card that plays as the highest trump (NT-S3), else :data:`NO_TOP`."""
    if top >= 0:
        if card == top:
            return True
        if best == top:
            return False
    suit, best_suit = card // 13, best // 13
    if suit == best_suit:
        return card > best
    return suit == trump


def trick_winner(
    trick: list[tuple[Seat, Card]], trump: int, top: int = NO_TOP
) -> tuple[Seat, Card]:
    """The seat and card winning the (possibly unfinished) trick (SV-T2, NT-S3)."""
    best_seat, best = trick[0]
    for seat, card in trick[1:]:
        if beats(card, best, trump, top):
            best_seat, best = seat, card
    return best_seat, best


def equivalent_low(card: Card, hand: int, played: int, top: int = NO_TOP) -> Card:
    """The lowest card of ``hand`` worth as much as ``card``: only played cards lie between.
    The top trump (NT-S3) is worth more than any card of its printed suit, and is not in it."""
    if card == top:
        return card
    low = card
    below = BELOW[card]
    c = card - 1
    while c >= 0 and (1 << c) & below:
        bit = 1 << c
        if c == top:
            pass  # not of this suit in play: it neither joins nor separates
        elif bit & hand:
            low = c
        elif not bit & played:
            break
        c -= 1
    return low


@dataclass(slots=True)
class PlayState:
    """Trick play as one seat may know it. Seat-indexed lists use index seat − 1.

    ``played`` includes the current trick; ``voids`` are suit bits (``1 << suit``) a seat is
    known to lack because it did not follow; ``exposed`` is the declarer's face-up hand in an
    ouverte once the first trick is turned (0 while hidden); ``whister`` is 0 without whist.
    ``clockwise`` is the direction of play (False: to the right, NT-D2); ``top`` a card that
    plays as the highest trump (NT-S3), :data:`NO_TOP` where there is none.
    """

    trump: int
    misere: bool
    declarer: Seat
    whister: Seat
    side_target: int
    tricks_to_play: int
    exposes: bool
    trick: list[tuple[Seat, Card]]
    played: int
    voids: list[int]
    won: list[int]
    tricks_done: int
    exposed: int
    clockwise: bool = True
    top: int = NO_TOP

    def copy(self) -> PlayState:
        return PlayState(
            self.trump,
            self.misere,
            self.declarer,
            self.whister,
            self.side_target,
            self.tricks_to_play,
            self.exposes,
            list(self.trick),
            self.played,
            list(self.voids),
            list(self.won),
            self.tricks_done,
            self.exposed,
            self.clockwise,
            self.top,
        )

    def next(self, seat: Seat) -> Seat:
        return left_of(seat) if self.clockwise else right_of(seat)

    def suit_of(self, card: Card) -> int:
        """The suit a card belongs to in play: the top trump is a trump (NT-S3)."""
        return self.trump if card == self.top else card // 13

    def suit_cards(self, suit: int) -> int:
        """The mask of the cards that belong to ``suit`` in play."""
        if self.top < 0:
            return SUIT_MASK[suit]
        if suit == self.trump:
            return SUIT_MASK[suit] | 1 << self.top
        return SUIT_MASK[suit] & ~(1 << self.top)

    @property
    def over(self) -> bool:
        return self.tricks_done >= self.tricks_to_play

    def declaring(self, seat: Seat) -> bool:
        return seat == self.declarer or seat == self.whister

    def partners(self, a: Seat, b: Seat) -> bool:
        return self.declaring(a) == self.declaring(b)

    def side_tricks(self) -> int:
        out = self.won[self.declarer - 1]
        if self.whister:
            out += self.won[self.whister - 1]
        return out

    def play(self, seat: Seat, card: Card) -> Seat:
        """Record ``seat`` playing ``card``; return the seat to play next."""
        trick = self.trick
        if trick:
            led = self.suit_of(trick[0][1])
            if self.suit_of(card) != led:
                self.voids[seat - 1] |= 1 << led
        trick.append((seat, card))
        self.played |= 1 << card
        if len(trick) < 4:
            return self.next(seat)
        winner, _ = trick_winner(trick, self.trump, self.top)
        self.won[winner - 1] += 1
        self.tricks_done += 1
        self.trick = []
        return winner


def state_from_view(view: SeatView) -> PlayState:
    """The play state of a view in the play phase. An all-pass deal played out (Dawson's
    Misère Partout, FB-A1) has no contract: every seat then avoids tricks, so the seat plays
    it as the declarer of a misère of its own against the other three."""
    contract, declarer = view.contract, view.declarer
    # The declarer's second on its side: a whister, or a fixed partner (AM-T2).
    whister = view.whister or view.declarer_partner or 0
    if contract is None or declarer is None:
        return _state(view, NO_TRUMP, True, view.seat, 0, 0, 13, False)
    return _state(
        view,
        NO_TRUMP if view.trump is None else int(view.trump),
        contract.misere,
        declarer,
        whister,
        view.side_target,
        contract.tricks_played,
        contract.exposed_after_first or contract.exposed_before_play,
    )


def _state(
    view: SeatView,
    trump: int,
    misere: bool,
    declarer: Seat,
    whister: Seat,
    target: int,
    tricks_to_play: int,
    exposes: bool,
) -> PlayState:
    voids = [0, 0, 0, 0]
    played = 0
    top = view.top_trump if view.top_trump is not None and trump >= 0 else NO_TOP

    def suit_of(card: Card) -> int:
        return trump if card == top else card // 13

    for trick in (*(t.cards for t in view.tricks), view.current_trick):
        if not trick:
            continue
        led = suit_of(trick[0][1])
        for seat, card in trick:
            played |= 1 << card
            if suit_of(card) != led:
                voids[seat - 1] |= 1 << led
    return PlayState(
        trump=trump,
        misere=misere,
        declarer=declarer,
        whister=whister,
        side_target=target,
        tricks_to_play=tricks_to_play,
        exposes=exposes,
        trick=list(view.current_trick),
        played=played,
        voids=voids,
        won=list(view.won),
        tricks_done=len(view.tricks),
        exposed=mask_of(view.exposed) if view.exposed else 0,
        clockwise=view.clockwise,
        top=top,
    )
