"""Honours that score nothing are not said in a payment's working: fewer than three held count
0 (NT-P6's hA/hB/hC "0 otherwise", WB-P1 prices three and four, SV-S3 likewise). A playtest
read "2×(4 + överstick 1 + 2 honnörer 0) = 10" (Nantes) and "4×(4 + extra tricks 1 + 2
honours 0) = 20" (Whisch) as noise; three or four held are still said with their count and
price (``phrasing.plus_honours``). Swedish Boston's direct payment already leaves them out."""

from __future__ import annotations

import pytest

from bot.engine.contracts import SuitClass
from bot.engine.nantes.ledger import amount
from bot.engine.phrasing import plus_honours
from bot.engine.swedish.direct import direct_payment
from bot.engine.whisch.ledger import whisch_amount
from bot.engine.words import Lang
from tests.engine.helpers import swedish_result
from tests.engine.nantes.test_nantes_payments import outcome
from tests.engine.whisch.test_whisch import result as whisch_result


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "made: 1×(6 + extra tricks 1×2) = 8"),
        ("sv", "plats 1 gick hem: 1×(6 + överstick 1×2) = 8"),
    ],
)
@pytest.mark.parametrize("held", [0, 1, 2])
def test_nt_p6_honours_below_three_are_not_said(held: int, lang: Lang, said: str) -> None:
    o = outcome("petite-independance", 1, 7, trump="S", honours=held)
    assert amount(o)[0] == 8
    assert amount(o)[1][lang] == said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "made: 3×(base 8) = 24"),
        ("sv", "3×(bas 8) = 24"),
    ],
)
@pytest.mark.parametrize("held", [0, 2])
def test_wb_p1_honours_below_three_are_not_said(held: int, lang: Lang, said: str) -> None:
    r = whisch_result("independance", 1, 8, turned="9D", honours=held)
    assert whisch_amount(r, lang) == (24, said)


def test_sv_s3_the_direct_payment_says_no_honours_below_three() -> None:
    s = direct_payment(swedish_result("7", 3, 7, trump=SuitClass.PLAIN, honours=2), marks=0)
    assert "honours" not in s.lines[0] and "honnör" not in s.text("sv")[0], s.lines


def test_three_and_four_are_said_with_count_and_price() -> None:
    assert plus_honours(3, 4, "en") == " + honours 4 (3 held)"
    assert plus_honours(4, 8, "sv") == " + honnörer 8 (4 på hand)"
    assert plus_honours(2, 0, "en") == ""
