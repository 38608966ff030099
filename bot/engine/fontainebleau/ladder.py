"""The fifteen announcements of Boston de Fontainebleau, lowest first (FB-C table), and the
facts about them that the generic :class:`~bot.engine.contracts.Contract` does not carry: who
discards (FB-C3), which are made by taking exactly one trick (piccolissimo), and the rank of a
bid that names its trump suit (FB-B3, FB-B4).
"""

from __future__ import annotations

from dataclasses import replace

from bot.engine.cards import Suit
from bot.engine.contracts import Contract, Ladder
from bot.engine.dawson import ladder as dawson
from bot.engine.seats import Seat, clockwise_from

WHIST_RANKS = frozenset({1, 2, 4, 6, 8, 10})
"""FB-C1: the seed's "announcements number 1, 2, 4, 6, 8 and 10" may call for a whister."""


def _tricks(n: int, rank: int) -> Contract:
    """A trick announcement: Dawson's contract of the same number at Fontainebleau's rank."""
    base = dawson.DAWSON_LADDER.get(str(n))
    assert base is not None
    return replace(base, rank=rank, whist_allowed=rank in WHIST_RANKS)


# FB-C6: the misères and spreads behave as Dawson's (spread face up before the first lead), so
# they are Dawson's contracts at Fontainebleau's ranks. ``discard`` here means FB-C3's discard
# by all four players (see :func:`everyone_discards`).
LITTLE_MISERE = replace(dawson.LITTLE_MISERE, rank=3)
PICCOLISSIMO = replace(
    dawson.LITTLE_MISERE, id="piccolissimo", rank=5, target=1, name="Piccolissimo"
)
"""Made with exactly one trick: ``target`` is that one trick, ``misere`` means no trumps."""
GRAND_MISERE = replace(dawson.GRAND_MISERE, rank=7)
LITTLE_SPREAD = replace(dawson.LITTLE_SPREAD, rank=9)
GRAND_SPREAD = replace(dawson.GRAND_SPREAD, rank=11)
SLAM = _tricks(13, 14)
SPREAD_SLAM = Contract(
    id="spread-slam", rank=15, target=13, name="Spread Slam", exposed_before_play=True
)

FB_LADDER = Ladder(
    (
        _tricks(5, 1),
        _tricks(6, 2),
        LITTLE_MISERE,
        _tricks(7, 4),
        PICCOLISSIMO,
        _tricks(8, 6),
        GRAND_MISERE,
        _tricks(9, 8),
        LITTLE_SPREAD,
        _tricks(10, 10),
        GRAND_SPREAD,
        _tricks(11, 12),
        _tricks(12, 13),
        SLAM,
        SPREAD_SLAM,
    )
)


def contract(contract_id: str) -> Contract:
    """The announcement with this id; ``KeyError`` for an unknown one."""
    found = FB_LADDER.get(contract_id)
    if found is None:
        raise KeyError(contract_id)
    return found


def is_exact_one(c: Contract) -> bool:
    """Piccolissimo: made by taking exactly one trick (FB-S2)."""
    return c.misere and c.target == 1


def everyone_discards(c: Contract) -> bool:
    """FB-C3: in little misère, piccolissimo and the little spread all four players discard."""
    return c.discard


def discarders(c: Contract, eldest: Seat) -> tuple[Seat, ...]:
    """The seats that discard one card face down before the first lead, in the record's order
    (from eldest, FB-R); none outside FB-C3's three announcements."""
    return tuple(clockwise_from(eldest)) if everyone_discards(c) else ()


def bid_key(c: Contract, suit: Suit | None, suits: tuple[Suit, ...]) -> tuple[int, int]:
    """FB-B3: rank first, then the named suit (best suit highest); a misère has no suit and
    sorts below every suit of its rank, which it alone occupies."""
    if suit is None:
        return (c.rank, 0)
    return (c.rank, len(suits) - suits.index(suit))
