"""What the deal and play of Fontainebleau decide beyond the generic trick rules: the 4-4-5
packets (FB-D4), when the result is already decided so the hands are thrown up (FB-T3), the
honours held by the declaring side (FB-H1…H3) and whether a player may declare chicane
(RU-C1…C4).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from bot.engine.actions import ActionFormatError
from bot.engine.cards import ACE, JACK, Card, Suit, rank_of, suit_of
from bot.engine.contracts import Contract
from bot.engine.fontainebleau.ladder import is_exact_one
from bot.engine.fontainebleau.settings import FbSettings
from bot.engine.seats import Seat, check_seat

DEAL_PATTERN = (4, 4, 5)
"""FB-D4: "four cards twice around, and then five", clockwise from the dealer's left."""


@dataclass(frozen=True, slots=True)
class Chicane:
    """RU-C: ``{"seat": n, "chicane": true}``, a void in trumps declared before one's first card."""

    seat: Seat

    def to_dict(self) -> dict[str, object]:
        return {"seat": self.seat, "chicane": True}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Chicane:
        """Read the RU-R action; ``ActionFormatError`` says what is wrong."""
        if set(data) != {"seat", "chicane"} or data["chicane"] is not True:
            raise ActionFormatError('chicane is {"seat": n, "chicane": true}')
        try:
            return cls(check_seat(data["seat"]))
        except ValueError as exc:
            raise ActionFormatError(str(exc)) from None


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


def honours_held(hands: Sequence[Iterable[Card]], trump: Suit, side: Iterable[Seat]) -> int:
    """FB-H1, FB-H2: trump A K Q J in the declaring side's hands as dealt (``hands[seat - 1]``);
    the adversaries' honours never count."""
    return sum(
        1
        for seat in set(side)
        for card in hands[seat - 1]
        if suit_of(card) is trump and JACK <= rank_of(card) <= ACE
    )


def honour_tricks(held: int) -> int:
    """FB-H3, as at Whist: three honours are "two by honours", four are four; fewer count 0."""
    return {3: 2, 4: 4}.get(held, 0)


def chicane_allowed(
    settings: FbSettings,
    c: Contract | None,
    trump: Suit | None,
    dealt: Iterable[Card],
    *,
    first_card_played: bool,
    declared: bool,
) -> bool:
    """RU-C1…C4: whether the seat on turn may declare chicane now. Only in Russian Boston, only
    with a trump suit, only for a hand that held no trump as dealt, once, and only before the
    seat's own first card (the caller asks when that seat is to play in trick 1)."""
    if not settings.russian or c is None or c.misere or trump is None:
        return False
    if first_card_played or declared:
        return False
    return all(suit_of(card) is not trump for card in dealt)
