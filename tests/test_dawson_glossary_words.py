"""The glossary's Dawson entries, which result posts show as short explanations: the pool
says what a lost bid pays into it (DW-P3), and the ante says the dealer's share in a sentence."""

from __future__ import annotations

from bot import guide


def test_dw_p3_the_pool_explanation_says_a_lost_bid_pays_twice_the_pool() -> None:
    terms = {lang: guide.glossary_terms(lang) for lang in ("en", "sv")}
    assert "a lost one pays twice the pool into it" in terms["en"]["pool"][1]
    assert "ett förlorat betalar in två gånger potten" in terms["sv"]["pool"][1]


def test_dw_p3_the_ante_explanation_is_not_clipped() -> None:
    _, text = guide.glossary_terms("en")["ante"]
    assert (
        text
        == "What each player puts into the pool before a deal; the dealer puts in twice as much"
    )
