"""AM-S3 and AM-S4: every cell of Foster's default card (``card: foster``), typed from the
rules' table (docs/rules/american.md) and not copied from ``card.py``, as a price and as the
payout vector of a scored deal (the declarer's side against the other, summing to zero).
Before, only two of its cells were pinned: any other could change without a test failing."""

from __future__ import annotations

import pytest

from bot.engine.american.card import price_card
from tests.engine.american.test_american_rules import scored_game, vector

# AM-S3's default card, typed from docs/rules/american.md (Foster's tables), not from card.py.
FOSTERS_MADE = {
    5: (12, 12, 13, 13, 14, 14, 14, 15, 15),
    6: (15, 16, 16, 17, 18, 19, 20, 20),
    7: (18, 20, 21, 22, 23, 24, 26),
    8: (23, 24, 26, 28, 29, 31),
    9: (32, 34, 36, 39, 41),
    10: (42, 45, 48, 52),
    11: (63, 68, 72),
    12: (106, 114),
    13: (166,),
}
FOSTERS_FAILED = {
    5: (11, 21, 31, 41, 50),
    6: (15, 24, 35, 45, 55, 66),
    7: (19, 29, 40, 50, 60, 72, 82),
    8: (23, 34, 46, 56, 67, 78, 89, 110),
    9: (33, 44, 57, 68, 82, 92, 103, 115, 127),
    10: (44, 56, 70, 82, 94, 107, 119, 132, 145, 157),
    11: (67, 80, 95, 109, 123, 138, 151, 165, 180, 194, 208),
    12: (113, 130, 148, 165, 182, 200, 217, 234, 252, 270, 286, 304),
    13: (177, 198, 222, 241, 262, 284, 305, 326, 348, 369, 390, 412, 433),
}


@pytest.mark.parametrize("bid", range(5, 14))
def test_am_s3_s4_every_cell_of_fosters_card(bid: int) -> None:
    held = price_card("foster")
    for side, x_ in enumerate(FOSTERS_MADE[bid], start=bid):
        assert held.made_price(bid, side) == x_, (bid, side)
        result = {"contract": str(bid), "declarer": 1, "turned": "5D", "tricks": {"side": side}}
        assert vector(scored_game("foster", result)) == (x_, -x_, x_, -x_), (bid, side)
    for short, x_ in enumerate(FOSTERS_FAILED[bid], start=1):
        assert held.failed_price(bid, short) == x_, (bid, short)
        result = {
            "contract": str(bid),
            "declarer": 2,
            "turned": "5D",
            "tricks": {"side": bid - short},
        }
        assert vector(scored_game("foster", result)) == (x_, -x_, x_, -x_), (bid, short)
