"""Trick play shared by every variant: follow suit, trumps win, the winner leads (SV-T1, SV-T2,
DW-T3). Also keeps each seat's tricks apart (SV-W6) and the order of trick winners.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.engine.cards import SUIT_OF, Card, Suit, card_label
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.immutable import Immutable, deep_copy_fields
from bot.engine.seats import Seat, left_of


@dataclass(frozen=True, slots=True)
class Trick(Immutable):
    """A finished trick: who led, the cards in playing order, who won."""

    leader: Seat
    cards: tuple[tuple[Seat, Card], ...]
    winner: Seat


@dataclass(slots=True)
class TrickPlay:
    """The card-play phase of one deal.

    ``hands`` are indexed by seat − 1 and are the cards still held, kept sorted so that each
    suit is one contiguous run (cards are ``suit * 13 + rank``). Play stops after
    ``tricks_to_play`` tricks, leaving any remaining cards unplayed (petite misère, SV-C3).

    ``next_seat`` is the direction of play (NT-D2 plays to the right); ``top_trump`` a card
    that belongs to the trump suit and beats its ace (NT-S3), only while there are trumps;
    ``renouncer`` may play any card in the first ``renounce_tricks`` tricks (NT-C6).
    """

    hands: list[list[Card]]
    leader: Seat
    trump: Suit | None
    tricks_to_play: int
    current: list[tuple[Seat, Card]] = field(default_factory=lambda: [])
    tricks: list[Trick] = field(default_factory=lambda: [])
    won: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    to_play: Seat = 0
    next_seat: Callable[[Seat], Seat] = left_of
    top_trump: Card | None = None
    renouncer: Seat = 0
    renounce_tricks: int = 0

    def __deepcopy__(self, memo: dict[int, Any]) -> TrickPlay:
        return deep_copy_fields(self, memo)  # the scratch copy of every move: quick

    def __post_init__(self) -> None:
        self.to_play = self.leader
        for hand in self.hands:
            hand.sort()

    @property
    def finished(self) -> bool:
        return len(self.tricks) >= self.tricks_to_play

    def suit_of(self, card: Card) -> Suit:
        """The suit a card belongs to in play: a top trump is a trump (NT-S3)."""
        if card == self.top_trump and self.trump is not None:
            return self.trump
        return SUIT_OF[card]

    def may_renounce(self, seat: Seat) -> bool:
        """NT-C6: the seat may play any card to this trick."""
        return seat == self.renouncer and len(self.tricks) < self.renounce_tricks

    def legal_cards(self, seat: Seat) -> list[Card]:
        hand = self.hands[seat - 1]
        if self.current and (self.top_trump is not None or self.renouncer):
            if self.may_renounce(seat):
                return hand[:]
            led = self.suit_of(self.current[0][1])
            same = [c for c in hand if self.suit_of(c) is led]
            return same or hand[:]
        if self.current:
            lo, hi = _suit_run(hand, SUIT_OF[self.current[0][1]])
            if lo < hi:
                return hand[lo:hi]
        return hand[:]

    def check(self, seat: Seat, card: Card) -> None:
        """Raise :class:`IllegalAction` unless ``seat`` may play ``card`` now (SV-T1, SV-T3)."""
        if len(self.tricks) >= self.tricks_to_play:
            raise IllegalAction(Refusal.WRONG_PHASE, "All tricks have been played.")
        if seat != self.to_play:
            raise IllegalAction(Refusal.NOT_YOUR_TURN, "It is not your turn to play.")
        hand = self.hands[seat - 1]
        if card not in hand:
            raise IllegalAction(Refusal.CARD_NOT_IN_HAND, "That card is not in your hand.")
        current = self.current
        if not current:
            return  # a lead: any card
        if self.top_trump is None and not self.renouncer:
            # Without a top trump or a renouncer (every variant but Nantes) a card of the led
            # suit is always legal and another only from a hand void in it: asked from the
            # card's suit first, as most cards follow, instead of listing the legal cards (this
            # runs for every card played).
            led = SUIT_OF[current[0][1]]
            if SUIT_OF[card] is led:
                return
            lo, hi = _suit_run(hand, led)
            if lo == hi:
                return
        elif card in self.legal_cards(seat):
            return
        first = current[0][1]
        led = self.suit_of(first)  # a top trump led leads the trumps (NT-S3)
        # A diamond led asks for spades, and the same diamond played to a diamond lead is no
        # diamond: the refusal says why, or it reads as a mistake.
        odd = (
            first
            if led is not SUIT_OF[first]
            else card
            if self.suit_of(card) is not SUIT_OF[card]
            else None
        )
        if odd is not None:
            top = card_label(odd)
            raise IllegalAction(
                Refusal.MUST_FOLLOW_SUIT,
                f"You must follow suit ({led.symbol}): {top} is a trump here.",
                {"suit": led.symbol, "top_trump": top},
            )
        raise IllegalAction(
            Refusal.MUST_FOLLOW_SUIT, f"You must follow suit ({led.symbol}).", {"suit": led.symbol}
        )

    def play(self, seat: Seat, card: Card) -> Trick | None:
        """Play a card already checked; return the trick if this card completed it."""
        self.hands[seat - 1].remove(card)
        current = self.current
        current.append((seat, card))
        if len(current) < 4:
            self.to_play = self.next_seat(seat)
            return None
        if self.top_trump is not None and self.trump is not None:
            winner = _winner_with_top(current, self.trump, self.top_trump)
        else:
            winner = _winner(current, self.trump)
        trick = Trick(current[0][0], tuple(current), winner)
        self.tricks.append(trick)
        self.won[winner - 1] += 1
        self.current = []
        self.leader = self.to_play = winner
        return trick


def _winner(cards: list[tuple[Seat, Card]], trump: Suit | None) -> Seat:
    led = SUIT_OF[cards[0][1]]
    best_seat, best_card = cards[0]
    best_trump = trump is not None and led is trump
    for seat, card in cards[1:]:
        suit = SUIT_OF[card]
        if suit is trump and not best_trump:
            best_seat, best_card, best_trump = seat, card, True
        elif suit is SUIT_OF[best_card] and card > best_card:
            best_seat, best_card = seat, card
    return best_seat


def _winner_with_top(cards: list[tuple[Seat, Card]], trump: Suit, top: Card) -> Seat:
    """NT-T1 with NT-S3: the top trump is a trump above the ace."""

    def key(card: Card) -> tuple[Suit, int]:
        return (trump, 13) if card == top else (SUIT_OF[card], card % 13)

    best_seat, best = cards[0][0], key(cards[0][1])
    for seat, card in cards[1:]:
        suit, rank = key(card)
        if (suit is trump and best[0] is not trump) or (suit is best[0] and rank > best[1]):
            best_seat, best = seat, (suit, rank)
    return best_seat


def _suit_run(hand: list[Card], suit: Suit) -> tuple[int, int]:
    """Where ``suit``'s cards sit in a sorted hand: ``hand[lo:hi]``."""
    base = suit * 13
    return bisect_left(hand, base), bisect_left(hand, base + 13)
