"""Whether a deal can put a second player on the declarer's side, as the rules say it
(:func:`bot.engine.rules.partner_possible`): the statistics count a whister's or supporter's
deals only where one can be. A whist question (SV-W1, FB-W1; DW-P4 only at a table that
allows a whister), a support in the auction (WB-B1, NT-B1); never where every bid is solo
(MA-C4) or the partners are fixed by the seating (AM-P1)."""

from __future__ import annotations

import pytest

from bot.engine.rules import partner_possible
from bot.engine.variants import get_variant, variant_names

EXPECTED = {
    "swedish": True,
    "dawson": False,  # DW-P4: the whister is a table's option, off by default
    "fontainebleau": True,
    "russian": True,
    "mariland": False,
    "whisch": True,
    "american": False,
    "nantes": True,
}


@pytest.mark.parametrize("variant", variant_names())
def test_each_variant_by_its_default_rules(variant: str) -> None:
    rules = get_variant(variant)
    assert partner_possible(rules.rules(rules.settings({}))) is EXPECTED[variant]


def test_dw_p4_a_table_with_a_whister_has_one() -> None:
    dawson = get_variant("dawson")
    assert partner_possible(dawson.rules(dawson.settings({"whister": True})))


def test_wb_b1_nt_b1_a_partner_from_the_auction_not_a_whist_question() -> None:
    for variant in ("whisch", "nantes"):
        rules = get_variant(variant).rules(get_variant(variant).settings({}))
        assert rules.supports
        assert not any(rules.whist_possible(c) for c in rules.ladder)
