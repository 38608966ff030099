"""A payment's honours say how many were held and what they add (playtest of the French games
on a Swedish server): "4×(4 + överstick 0 + honnörer 3) = 28" meant three honours worth 3,
and a petite indépendance's "honnörer 6" read as six honours where three or four are priced 4
or 6 (NT-P6). Nantes, Le Whisch Bostonien (WB-P1) and Swedish Boston's direct payment
(SV-S3: "honnörer 2" for three honours) now name the count, then the price: "3 honnörer 4".
Fontainebleau and Russian Boston already say "5×2 by honours" (two honour-tricks at 5), and
Dawson's, American Boston and Mariland pay no honours.

Also the Swedish name of Boston de Fontainebleau: "fransk boston" stood next to "Boston de
Nantes", which Foster's chapter *French Boston* describes; a Swede could not tell the two
apart. A name is a display word: a table and a record keep the variant's id."""

from __future__ import annotations

import pytest

from bot.engine.contracts import SuitClass
from bot.engine.nantes.ledger import amount
from bot.engine.phrasing import honours_priced
from bot.engine.swedish.direct import direct_payment
from bot.engine.variants import get_variant, variant_names
from bot.engine.whisch.ledger import whisch_amount
from bot.engine.words import Lang
from tests.engine.helpers import swedish_result
from tests.engine.nantes.test_nantes_payments import outcome
from tests.engine.whisch.test_whisch import result as whisch_result

PETITE = {
    "en": "made: 4×(6 + extra tricks 0 + 3 honours 4) = 40",
    "sv": "plats 1 gick hem: 4×(6 + överstick 0 + 3 honnörer 4) = 40",
}
"""NT-P6: a petite indépendance ♥ (the belle column, ×4) made exactly with three honours,
priced 4."""


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_nt_p6_the_honours_say_their_count_and_their_price(lang: Lang) -> None:
    o = outcome("petite-independance", 1, 6, trump="H", honours=3, boston=2)
    assert amount(o)[1][lang] == PETITE[lang]
    four = outcome("petite-independance", 1, 6, trump="H", honours=4, boston=2)
    assert {"en": "4 honours 6", "sv": "4 honnörer 6"}[lang] in amount(four)[1][lang]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "made: 3×(8 + extra tricks 0 + 4 honours 8) = 48"),
        ("sv", "3×(8 + överstick 0 + 4 honnörer 8) = 48"),
    ],
)
def test_wb_p1_the_honours_say_their_count_and_their_price(lang: Lang, said: str) -> None:
    r = whisch_result("independance", 1, 8, turned="9D", honours=4)
    assert whisch_amount(r, lang)[1] == said


def test_sv_s3_the_honours_say_their_count_and_their_price() -> None:
    s = direct_payment(swedish_result("7", 3, 7, trump=SuitClass.PLAIN, honours=3), marks=0)
    assert s.text("sv")[0].startswith("grund 18, codille 2, 3 honnörer 2 = 22;"), s.text("sv")
    assert s.lines[0].startswith("base 18, codille 2, 3 honours 2 = 22;"), s.lines


def test_one_honour_is_singular() -> None:
    assert honours_priced(1, 0, "en") == "1 honour 0"
    assert honours_priced(1, 0, "sv") == "1 honnör 0"
    assert honours_priced(0, 0, "sv") == "0 honnörer 0"


def test_fontainebleau_has_its_own_name_in_swedish() -> None:
    fontainebleau = get_variant("fontainebleau").words
    assert fontainebleau.variant_name("sv") == "Boston de Fontainebleau"
    names = [get_variant(v).words.variant_name("sv").lower() for v in variant_names()]
    assert len(set(names)) == len(names), names
    assert not any("fransk" in name for name in names), names
