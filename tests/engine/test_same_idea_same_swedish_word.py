"""One Swedish word for one idea in every variant: a deal's verdict read "gick hem" / "bet med
2" in Swedish Boston and "vunnet" / "förlorat med 2" in every other, and the side's count
"försvararna: 3" against "motspelarna: 3", though no rule of the others needs another word.
The club's words (Swedish Boston's, as its source says them: *går hem*, *bet*, *försvarare*)
are every variant's now. English keeps each variant's own ("failed", AM-S6; the other side
its payments' word: "adversaries", "opponents", "defenders")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.contracts import SuitClass
from bot.engine.describe import deal_verdict
from bot.engine.result import DealResult
from bot.engine.swedish.ladder import SWEDISH_LADDER
from bot.engine.variants import get_variant, variant_names
from bot.i18n import side_tally


def lost_by_two() -> DealResult:
    contract = SWEDISH_LADDER.get("7")
    assert contract is not None
    return DealResult(
        dealer=1,
        contract=contract,
        declarer=3,
        trump_class=SuitClass.PLAIN,
        declarer_tricks=5,
        side_target=7,
        declarer_target=7,
    )


@pytest.mark.parametrize("variant", variant_names())
def test_a_deals_verdict_is_said_alike_in_swedish(variant: str) -> None:
    words = get_variant(variant).words
    lost = lost_by_two()
    assert not lost.made and lost.penalty_tricks == 2
    assert deal_verdict(lost, words, "sv") == "bet med 2"
    made = replace(lost, declarer_tricks=8)
    assert made.made
    assert deal_verdict(made, words, "sv") == "gick hem"


OTHER_SIDE_EN = {
    # The word each variant's payment lines say ("each adversary pays", "each opponent pays",
    # "each defender pays"): its count of the other side's tricks says the same.
    "swedish": "defenders",
    "fontainebleau": "adversaries",
    "russian": "adversaries",
    "whisch": "adversaries",
    "nantes": "adversaries",
    "mariland": "adversaries",
    "american": "opponents",
    "dawson": "opponents",
}


@pytest.mark.parametrize("variant", variant_names())
def test_the_other_side_is_named_alike_in_swedish(variant: str) -> None:
    words = get_variant(variant).words
    line = side_tally(words, "sv", side="Anna", won=4, target=7, misere=None, defenders=3)
    assert line == "Anna: 4 stick, mål 7 · försvararna: 3"


@pytest.mark.parametrize("variant", variant_names())
def test_the_other_side_is_named_in_english_as_the_variants_payments_name_it(
    variant: str,
) -> None:
    """Whisch's payments said "each adversary pays" and its count "defenders: 0"."""
    words = get_variant(variant).words
    english = side_tally(words, "en", side="Anna", won=4, target=7, misere=None, defenders=3)
    assert english == f"Anna: 4 taken, target 7 · {OTHER_SIDE_EN[variant]}: 3"
