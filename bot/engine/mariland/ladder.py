"""Mariland's bids (MA-C1) and what they pay (MA-P1…P4, a reconstruction).

Contract ids are the number of tricks, ``"4"`` to ``"13"``; the suit a bid names is its
trumps, and its class (plain, preference, superpreference) ranks equal numbers (MA-C2) and
multiplies the payment (MA-P1).
"""

from __future__ import annotations

from bot.engine.cards import Suit
from bot.engine.contracts import Contract, Ladder, SuitClass

LOWEST, HIGHEST = 4, 13

_NAMES = {
    4: "Four",
    5: "Five",
    6: "Six",
    7: "Seven",
    8: "Eight",
    9: "Nine",
    10: "Ten",
    11: "Eleven",
    12: "Twelve",
    13: "Thirteen",
}

MARILAND_LADDER = Ladder(
    tuple(
        Contract(id=str(n), rank=n - LOWEST + 1, target=n, name=_NAMES[n])
        for n in range(LOWEST, HIGHEST + 1)
    )
)

CLASS_ORDER: dict[SuitClass, int] = {SuitClass.PLAIN: 0, SuitClass.SECOND: 1, SuitClass.FIRST: 2}
"""MA-C2/C3: plain < preference (``SECOND``) < superpreference (``FIRST``); plain suits tie."""

MULTIPLIER: dict[SuitClass, int] = {SuitClass.PLAIN: 1, SuitClass.SECOND: 2, SuitClass.FIRST: 4}
"""MA-P1 (reconstruction): plain 1, preference 2, superpreference 4."""

STEP = 10
"""MA-P2 (reconstruction): 10 per bid level above three tricks."""
PER_TRICK = 5
"""MA-P3/P4 (reconstruction): 5 per trick over or short."""


def suit_class(suit: Suit, preference: Suit | None, superpreference: Suit) -> SuitClass:
    """MA-D2/D3: superpreference (``FIRST``), preference (``SECOND``) or plain."""
    if suit == superpreference:
        return SuitClass.FIRST
    if suit == preference:
        return SuitClass.SECOND
    return SuitClass.PLAIN


def base(target: int) -> int:
    """MA-P2: 10 × (n − 3) for a bid of n tricks."""
    return STEP * (target - 3)


def amount(target: int, tricks: int, suit_class: SuitClass) -> int:
    """MA-P3/P4: what each adversary pays the declarer (made) or the declarer pays each
    adversary (lost): m × (base + 5 × tricks over or short)."""
    return MULTIPLIER[suit_class] * (base(target) + PER_TRICK * abs(tricks - target))
