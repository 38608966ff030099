"""What the deal and play of Fontainebleau decide beyond the generic trick rules: the 4-4-5
packets (FB-D4), when the result is already decided so the hands are thrown up (FB-T3), the
honour-tricks (FB-H3) and whether a player may declare chicane (RU-C1…C4).
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.cards import SUIT_OF, Card, Suit
from bot.engine.contracts import Contract
from bot.engine.fontainebleau.ladder import is_exact_one
from bot.engine.fontainebleau.settings import FbSettings

DEAL_PATTERN = (4, 4, 5)
"""FB-D4: "four cards twice around, and then five", clockwise from the dealer's left."""

CHICANE = "chicane"
"""RU-R: the record verb ``{"seat": n, "chicane": true}`` (a generic ``Declare``)."""


def play_ends_early(c: Contract, target: int, declarer_tricks: int, side_lost: int) -> bool:
    """FB-T3: the result is decided and the deal ends at once. ``target`` is the side's target;
    ``side_lost`` the tricks the adversaries have won so far. A misère is lost at the declarer's
    first trick, piccolissimo at his second, a 13-trick target at the side's first loss. Every
    other deal is played out, since over-tricks and tricks short are paid (FB-S1)."""
    if is_exact_one(c):
        return declarer_tricks >= 2
    if c.misere:
        return declarer_tricks >= 1
    return target == 13 and side_lost >= 1


def honour_tricks(held: int) -> int:
    """FB-H3, as at Whist: three honours are "two by honours", four are four; fewer count 0."""
    return {3: 2, 4: 4}.get(held, 0)


def chicane_possible(settings: FbSettings, c: Contract | None, trump: Suit | None) -> bool:
    """RU-C2: whether this deal allows chicane to some hand at all: only in Russian Boston,
    only with a trump suit. Public facts only, so saying it reveals no hand."""
    return settings.russian and c is not None and not c.misere and trump is not None


def chicane_allowed(
    settings: FbSettings, c: Contract | None, trump: Suit | None, dealt: Iterable[Card]
) -> bool:
    """RU-C1…C3: whether a seat whose hand as dealt was ``dealt`` may declare chicane: only in
    Russian Boston, only with a trump suit, only for a hand that held no trump. The deal asks
    only at the seat's turn in trick 1 before its first card, and offers it once (RU-C4); so
    the declarer may not claim in trick 1, which would take that turn away from the others."""
    if not chicane_possible(settings, c, trump):
        return False
    return all(SUIT_OF[card] is not trump for card in dealt)
