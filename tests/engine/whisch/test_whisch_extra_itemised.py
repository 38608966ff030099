"""The payment line itemises the extra tricks as tricks × rate (WB-P1): "extra tricks 5×4", so
the reader sees the five tricks over eight at 4 each, where a bare "extra 20" hid them."""

from __future__ import annotations

import pytest

from bot.engine.result import DealResult
from bot.engine.whisch.ledger import whisch_amount
from bot.engine.words import Lang
from tests.engine.whisch.test_whisch import result as whisch_result


def result(
    contract: str, tricks: int, turned: str, *, partner_tricks: int | None = None, honours: int = 0
) -> DealResult:
    """Seat 1's ``contract`` (with seat 2 supporting where ``partner_tricks`` is given)."""
    partner = None if partner_tricks is None else 2
    return whisch_result(
        contract,
        1,
        tricks,
        turned=turned,
        partner=partner,
        partner_tricks=partner_tricks or 0,
        honours=honours,
    )


@pytest.mark.parametrize(
    ("r", "lang", "working"),
    [
        # WB-X2: indépendance, chelem, 4 honours, turned ♠: five tricks over eight at 4.
        (
            result("independance", 13, "2S", honours=4),
            "en",
            "made: 1×(8 + extra tricks 5×4 + honours 8 (4 held)) + chelem 100 = 136",
        ),
        (
            result("independance", 13, "2S", honours=4),
            "sv",
            "1×(8 + överstick 5×4 + honnörer 8 (4 på hand)) + chelem 100 = 136",
        ),
        # WB-X7: indépendance, 9 tricks, 3 honours, turned ♥.
        (
            result("independance", 9, "5H", honours=3),
            "en",
            "made: 4×(8 + extra tricks 1×4 + honours 6 (3 held)) = 72",
        ),
        # WB-X1: supported demande, 9 tricks together (8 needed), 3 honours, turned ♦: at a
        # rate of one the trick alone says it.
        (
            result("demande", 5, "9D", partner_tricks=4, honours=3),
            "en",
            "made: 3×(4 + extra tricks 1 + honours 3 (3 held)) = 24",
        ),
        # Made exactly: no extra trick, no term (WB-P1); the base named, as lost.
        (result("independance", 8, "5C"), "en", "made: 2×(base 8) = 16"),
        (result("independance", 8, "5C"), "sv", "2×(bas 8) = 16"),
        # WB-X8 lost (WB-P2): the base only, nothing to itemise.
        (result("independance", 7, "9D", honours=4), "en", "lost: 3×(base 8) = 24"),
    ],
)
def test_the_extra_tricks_are_itemised(r: DealResult, lang: Lang, working: str) -> None:
    assert whisch_amount(r, lang)[1] == working


def test_every_extra_trick_count_is_itemised() -> None:
    """WB-P1: each trick over eight at 4; the itemised figure is the one paid for."""
    for tricks in range(9, 14):
        r = result("independance", tricks, "2H")
        over = tricks - 8
        amount, working = whisch_amount(r)
        assert f" + extra tricks {over}×4)" in working
        chelem = 4 * 100 if tricks == 13 else 0  # WB-P3
        assert amount == 4 * (8 + over * 4) + chelem
