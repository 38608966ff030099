"""Dawson's bids, lowest first, and the numbers they pay: the trick table (DW-P1), the misère and
spread amounts (DW-P2), the pool threshold (DW-P3) and the whister's share (DW-P4).
"""

from __future__ import annotations

from bot.engine.contracts import Contract, Ladder

WHISTER_TARGET = 3
"""DW-P4: with a whister the side needs the bid + 3, the whister alone 3."""

_NAMES = {
    5: "Boston",
    6: "Six",
    7: "Seven",
    8: "Eight",
    9: "Nine",
    10: "Ten",
    11: "Eleven",
    12: "Twelve",
    13: "Grand Slam",
}


def _tricks(n: int, rank: int) -> Contract:
    # DW-P4: a whister is only possible where bid + 3 tricks still exist.
    return Contract(
        id=str(n), rank=rank, target=n, name=_NAMES[n], whist_allowed=n + WHISTER_TARGET <= 13
    )


LITTLE_MISERE = Contract(
    id="little-misere", rank=4, target=0, name="Little Misère", misere=True, discard=True
)
GRAND_MISERE = Contract(id="grand-misere", rank=7, target=0, name="Grand Misère", misere=True)
LITTLE_SPREAD = Contract(
    id="little-spread",
    rank=10,
    target=0,
    name="Little Spread",
    misere=True,
    discard=True,
    exposed_before_play=True,
)
GRAND_SPREAD = Contract(
    id="grand-spread",
    rank=12,
    target=0,
    name="Grand Spread",
    misere=True,
    exposed_before_play=True,
)

SEVEN = _tricks(7, 3)

DAWSON_LADDER = Ladder(
    (
        _tricks(5, 1),
        _tricks(6, 2),
        SEVEN,
        LITTLE_MISERE,
        _tricks(8, 5),
        _tricks(9, 6),
        GRAND_MISERE,
        _tricks(10, 8),
        _tricks(11, 9),
        LITTLE_SPREAD,
        _tricks(12, 11),
        GRAND_SPREAD,
        _tricks(13, 13),
    )
)

TRICK_TABLE: dict[int, tuple[int, ...]] = {
    5: (-50, -41, -31, -21, -11, 12, 12, 13, 13, 14, 14, 14, 15, 15),
    6: (-66, -55, -45, -34, -25, -15, 15, 16, 16, 17, 18, 19, 20, 20),
    7: (-82, -72, -60, -50, -40, -29, -19, 18, 20, 21, 22, 23, 24, 26),
    8: (-110, -89, -78, -67, -56, -46, -34, -23, 23, 24, 26, 28, 29, 31),
    9: (-127, -115, -103, -92, -82, -68, -57, -44, -33, 32, 34, 36, 39, 41),
    10: (-157, -145, -132, -119, -107, -94, -82, -70, -56, -44, 42, 45, 48, 52),
    11: (-208, -194, -180, -165, -151, -138, -123, -109, -95, -80, -67, 63, 68, 72),
    12: (-304, -286, -270, -252, -234, -217, -200, -182, -165, -148, -130, -113, 106, 114),
    13: (-433, -412, -390, -369, -348, -326, -305, -284, -262, -241, -222, -193, -177, 166),
}
"""DW-P1: bid → what the soloist receives from each other player by tricks taken (0…13);
negative where the soloist pays."""

MISERE_AMOUNT: dict[str, int] = {
    LITTLE_MISERE.id: 20,
    GRAND_MISERE.id: 40,
    LITTLE_SPREAD.id: 80,
    GRAND_SPREAD.id: 160,
}
"""DW-P2 (Foster): received from each other player when made, paid to each when lost."""


def plays_for_pool(contract: Contract) -> bool:
    """DW-P3: bids of Seven and above, misères and spreads included, win or feed the pool."""
    return contract.rank >= SEVEN.rank
