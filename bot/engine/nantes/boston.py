"""The carte de boston (NT-S3, NT-S4): which card it is in a deal, and its place in trick play —
the highest trump in every contract with trumps, a member of the trump suit for following and
winning; an ordinary card in a misère."""

from __future__ import annotations

from bot.engine.cards import JACK, SUIT_OF, Card, Suit

JACK_OF_DIAMONDS: Card = Suit.DIAMONDS * 13 + JACK
JACK_OF_HEARTS: Card = Suit.HEARTS * 13 + JACK


def boston_card(turned: Card | None, *, foster: bool = False) -> Card:
    """NT-S4: the J♦ (the seed); with ``foster``, the J♥ when a diamond is turned."""
    if foster and turned is not None and SUIT_OF[turned] is Suit.DIAMONDS:
        return JACK_OF_HEARTS
    return JACK_OF_DIAMONDS


def suit_in_play(card: Card, trump: Suit | None, boston: Card) -> Suit:
    """The suit a card belongs to in play: the carte de boston is a trump (NT-S3)."""
    return trump if trump is not None and card == boston else SUIT_OF[card]


def power(card: Card, trump: Suit | None, boston: Card) -> int:
    """Rank within its suit in play; the carte de boston beats the ace of trumps."""
    return 13 if trump is not None and card == boston else card % 13


def trick_winner(cards: list[tuple[int, Card]], trump: Suit | None, boston: Card) -> int:
    """The seat winning a trick (NT-T1): the highest trump, else the highest of the suit led."""
    best_seat, best = cards[0]
    for seat, card in cards[1:]:
        suit = suit_in_play(card, trump, boston)
        best_suit = suit_in_play(best, trump, boston)
        higher = suit is best_suit and power(card, trump, boston) > power(best, trump, boston)
        if higher or (suit is trump and best_suit is not trump):
            best_seat, best = seat, card
    return best_seat


def playable(hand: list[Card], led: Card | None, trump: Suit | None, boston: Card) -> list[Card]:
    """Follow the suit led if able, the carte de boston counting as a trump (NT-T1, NT-X17)."""
    if led is None:
        return hand[:]
    suit = suit_in_play(led, trump, boston)
    same = [c for c in hand if suit_in_play(c, trump, boston) is suit]
    return same or hand[:]
