"""A contract made exactly says no extra tricks in its working (NT-P6, WB-P1): the term is left
out, as honours that score nothing are (``phrasing.plus_honours``). Before, "made: 2×(8 +
extra tricks 0) = 16" and Swedish "överstick 0" read as noise; with nothing beside the base,
the base is named, as the lost line names it (NT-P7, WB-P2: "2×(base 8)"), not a bare "2×(8)".
The figures are unchanged, and a working with extra tricks is said as before."""

from __future__ import annotations

import pytest

from bot.engine.nantes.ledger import amount
from bot.engine.whisch.ledger import whisch_amount
from bot.engine.words import Lang
from tests.engine.nantes.test_nantes_payments import outcome
from tests.engine.whisch.test_whisch import result as whisch_result


@pytest.mark.parametrize(
    ("honours", "lang", "said"),
    [
        (0, "en", "made: 4×(base 6) = 24"),
        (0, "sv", "plats 1 gick hem: 4×(bas 6) = 24"),
        (3, "en", "made: 4×(6 + honours 4 (3 held)) = 40"),
        (3, "sv", "plats 1 gick hem: 4×(6 + honnörer 4 (3 på hand)) = 40"),
    ],
)
def test_nt_p6_a_contract_made_exactly_says_no_extra_tricks(
    honours: int, lang: Lang, said: str
) -> None:
    """A petite indépendance ♥ (belle, ×4) with its 6 tricks: f(6 + 2(t − 6) + hB)."""
    o = outcome("petite-independance", 1, 6, trump="H", honours=honours, boston=2)
    assert amount(o)[1][lang] == said


@pytest.mark.parametrize(
    ("honours", "lang", "said"),
    [
        (0, "en", "made: 2×(base 8) = 16"),
        (0, "sv", "2×(bas 8) = 16"),
        (4, "en", "made: 2×(8 + honours 8 (4 held)) = 32"),
        (4, "sv", "2×(8 + honnörer 8 (4 på hand)) = 32"),
    ],
)
def test_wb_p1_a_contract_made_exactly_says_no_extra_tricks(
    honours: int, lang: Lang, said: str
) -> None:
    """An indépendance with its 8 tricks, turned ♣ (×2): base + extra tricks × rate + honours."""
    r = whisch_result("independance", 1, 8, turned="5C", honours=honours)
    assert whisch_amount(r, lang)[1] == said


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_nt_p6_and_wb_p1_extra_tricks_are_still_said(lang: Lang) -> None:
    extra = {"en": "extra tricks", "sv": "överstick"}[lang]
    o = outcome("petite-independance", 1, 7, trump="S")
    assert f"1×(6 + {extra} 1×2) = 8" in amount(o)[1][lang]
    r = whisch_result("independance", 1, 9, turned="5C")
    assert whisch_amount(r, lang)[1].endswith(f"2×(8 + {extra} 1×4) = 24")
