"""Cards, suits and the deck: the 52-card pack, ace high (SV-D1), and text forms of cards.

A card is a plain ``int`` 0..51 (``suit * 13 + rank``, rank 0 = two … 12 = ace) so the hot
paths of trick play stay cheap; every conversion to and from text lives here.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

from bot.engine.errors import CodedError

Card = int
"""A card, 0..51: ``suit * 13 + rank`` with rank 0 = two and 12 = ace."""

RANK_CHARS = "23456789TJQKA"
ACE, KING, QUEEN, JACK = 12, 11, 10, 9


class Suit(IntEnum):
    """The four suits, in the order used for sorting hands (black and red alternate)."""

    SPADES = 0
    HEARTS = 1
    CLUBS = 2
    DIAMONDS = 3

    # Indexed by the suit itself (an int): ``self.value`` goes through enum's descriptor,
    # which cost more than the rest of a card's label on a hand view.
    @property
    def char(self) -> str:
        return "SHCD"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♣♦"[self]

    @property
    def partner(self) -> Suit:
        """The other suit of the same colour (SV-D3: högsta färg → andra färg)."""
        return _PARTNER[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        try:
            return _SUIT_BY_CHAR[text.strip().upper()]
        except KeyError:
            raise CardError(
                f"unknown suit {text!r} (use S, H, D or C)", code="suit", fields={"text": text}
            ) from None


_PARTNER = {
    Suit.SPADES: Suit.CLUBS,
    Suit.CLUBS: Suit.SPADES,
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
}
_SUIT_BY_CHAR = {s.char: s for s in Suit} | {s.symbol: s for s in Suit}

SUIT_OF: tuple[Suit, ...] = tuple(Suit(c // 13) for c in range(52))
"""``SUIT_OF[card]``: a lookup is cheaper than a division plus an enum call in the hot loop."""


class CardError(CodedError):
    """A card or suit written in a form the game does not know, or hands that are no pack,
    said in English.

    ``code`` and ``fields`` name the problem for a translated message (a frontend's catalogue
    key ``card.<code>`` filled with ``fields``), as :class:`~bot.engine.settings.SettingsError`
    does: ``suit`` (text), ``not_card`` (text), ``rank`` (text, rank), ``card_suit`` (text,
    suit), ``deck``, ``pack``, ``turned_card``, ``turned_dealer``. An empty code means the
    reason exists in English only."""


_CARD_STR: tuple[str, ...] = tuple(RANK_CHARS[c % 13] + "SHCD"[c // 13] for c in range(52))
CARD_LABELS: tuple[str, ...] = tuple(
    ("10" if RANK_CHARS[c % 13] == "T" else RANK_CHARS[c % 13]) + "♠♥♣♦"[c // 13] for c in range(52)
)
"""Every card's two spellings, made once: a hand view spells each card twice per drawing."""


def card_str(card: Card) -> str:
    """``AS``, ``TH``, ``2C`` — the record format's spelling."""
    return _CARD_STR[card]


def card_label(card: Card) -> str:
    """A human label such as ``A♠`` or ``10♥``."""
    return CARD_LABELS[card]


def parse_card(text: str) -> Card:
    """Read ``AS``, ``10H``, ``th`` or ``Q♦``; raise :class:`CardError` with the reason."""
    card = _BY_TEXT.get(text)
    if card is not None:
        return card
    t = text.strip().upper()
    if len(t) < 2:
        raise CardError(f"not a card: {text!r}", code="not_card", fields={"text": text})
    rank_text, suit_text = t[:-1], t[-1]
    if rank_text == "10":
        rank_text = "T"
    if len(rank_text) != 1 or rank_text not in RANK_CHARS:
        raise CardError(
            f"not a card: {text!r} (unknown rank {rank_text!r})",
            code="rank",
            fields={"text": text, "rank": rank_text},
        )
    try:
        suit = Suit.parse(suit_text)
    except CardError:
        raise CardError(
            f"not a card: {text!r} (unknown suit {suit_text!r})",
            code="card_suit",
            fields={"text": text, "suit": suit_text},
        ) from None
    return suit * 13 + RANK_CHARS.index(rank_text)


_BY_TEXT: dict[str, Card] = {text: c for c, text in enumerate(_CARD_STR)}
"""The record's own spelling, looked up before any slower parsing (replays read thousands)."""


def parse_cards(text: str) -> list[Card]:
    return [parse_card(part) for part in text.split()]


def cards_str(cards: Iterable[Card]) -> str:
    return " ".join(card_str(c) for c in cards)


_HAND_ORDER: tuple[int, ...] = tuple(
    suit * 13 + 12 - rank for suit in range(4) for rank in range(13)
)
"""Each card's place in a sorted hand, looked up in C by ``sorted`` (hands are sorted on every
view: a Python key function per card was a tenth of drawing one, issue #17)."""


def sort_hand(cards: Iterable[Card]) -> list[Card]:
    """Suit by suit (♠ ♥ ♣ ♦, colours alternating), high cards first within a suit."""
    return sorted(cards, key=_HAND_ORDER.__getitem__)


def by_suit(cards: Iterable[Card]) -> dict[Suit, list[Card]]:
    """The hand split by suit, each suit high to low; suits with no card are present and empty."""
    out: dict[Suit, list[Card]] = {s: [] for s in Suit}
    for c in sort_hand(cards):
        out[SUIT_OF[c]].append(c)
    return out
