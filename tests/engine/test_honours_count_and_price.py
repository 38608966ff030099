"""A payment's honours say how many were held and what they add (playtest of the French games
on a Swedish server): "4×(4 + överstick 0 + honnörer 3) = 28" meant three honours worth 3,
and a petite indépendance's "honnörer 6" read as six honours where three or four are priced 4
or 6 (NT-P6). Nantes, Le Whisch Bostonien (WB-P1) and Swedish Boston's direct payment
(SV-S3: "honnörer 2" for three honours) now name the count too. A later playtest read
"3×(4 + extra tricks 3 + 4 honours 4) = 33" as hard to parse (a count jammed between two
numbers): the term is now said as the others are, its label then its value, and the count
after it in brackets: "honours 4 (4 held)", "honnörer 4 (4 på hand)".
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
    "en": "made: 4×(6 + honours 4 (3 held)) = 40",
    "sv": "plats 1 gick hem: 4×(6 + honnörer 4 (3 på hand)) = 40",
}
"""NT-P6: a petite indépendance ♥ (the belle column, ×4) made exactly with three honours,
priced 4."""


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_nt_p6_the_honours_say_their_count_and_their_price(lang: Lang) -> None:
    o = outcome("petite-independance", 1, 6, trump="H", honours=3, boston=2)
    assert amount(o)[1][lang] == PETITE[lang]
    four = outcome("petite-independance", 1, 6, trump="H", honours=4, boston=2)
    assert {"en": "honours 6 (4 held)", "sv": "honnörer 6 (4 på hand)"}[lang] in amount(four)[1][
        lang
    ]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "made: 3×(8 + honours 8 (4 held)) = 48"),
        ("sv", "3×(8 + honnörer 8 (4 på hand)) = 48"),
    ],
)
def test_wb_p1_the_honours_say_their_count_and_their_price(lang: Lang, said: str) -> None:
    r = whisch_result("independance", 1, 8, turned="9D", honours=4)
    assert whisch_amount(r, lang)[1] == said


def test_sv_s3_the_honours_say_their_count_and_their_price() -> None:
    s = direct_payment(swedish_result("7", 3, 7, trump=SuitClass.PLAIN, honours=3), marks=0)
    assert s.text("sv")[0].startswith("grund 18, codille 2, honnörer 2 (3 på hand) = 22;"), s.text(
        "sv"
    )
    assert s.lines[0].startswith("base 18, codille 2, honours 2 (3 held) = 22;"), s.lines


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "made: 3×(4 + extra tricks 3 + honours 4 (4 held)) = 33"),
        ("sv", "3×(4 + överstick 3 + honnörer 4 (4 på hand)) = 33"),
    ],
)
def test_wb_p1_the_honours_term_is_its_label_then_its_price(lang: Lang, said: str) -> None:
    """The playtest's Demande (×3, base 4, three extra tricks, four honours priced 4): the
    honours term reads as "extra tricks 3" does, never "4 honours 4"."""
    r = whisch_result("demande", 1, 6, turned="9D", partner=2, partner_tricks=5, honours=4)
    working = whisch_amount(r, lang)[1]
    assert working == said
    assert honours_priced(4, 4, lang) in working
    assert not any(f"{n} {word}" in working for n in range(5) for word in ("honours", "honnörer"))


def test_the_count_follows_the_price_in_both_languages() -> None:
    assert honours_priced(1, 0, "en") == "honours 0 (1 held)"
    assert honours_priced(1, 0, "sv") == "honnörer 0 (1 på hand)"
    assert honours_priced(0, 0, "sv") == "honnörer 0 (0 på hand)"


def test_fontainebleau_has_its_own_name_in_swedish() -> None:
    fontainebleau = get_variant("fontainebleau").words
    assert fontainebleau.variant_name("sv") == "Boston de Fontainebleau"
    names = [get_variant(v).words.variant_name("sv").lower() for v in variant_names()]
    assert len(set(names)) == len(names), names
    assert not any("fransk" in name for name in names), names
