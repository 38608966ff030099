"""A deal's heading names its dealer without brackets of its own, so a name that has some
("South (computer)", "du (Anna)") does not end in nested ones: "**Deal 3** (dealer South
(computer)): …" read as a typo on a phone. One form in the engine's summary (the terminal,
the score sheet) and in the Discord result post."""

from __future__ import annotations

from bot.engine.describe import deal_summary
from bot.engine.game import DealEntry
from bot.engine.result import DealResult
from bot.engine.variants import get_variant
from bot.i18n import t

NAMES = ("North", "East (computer)", "South", "West")


def test_the_engines_summary_names_the_dealer_without_nested_brackets() -> None:
    entry = DealEntry(number=3, dealer=2, scored=DealResult(dealer=2, all_pass=True))
    words = get_variant("nantes").words
    en = deal_summary(entry, NAMES, words, "en")
    sv = deal_summary(entry, ("Nora", "Erik (dator)", "Sara", "Vera"), words, "sv")
    assert en.startswith("Deal 3 · dealer East (computer): "), en
    assert sv.startswith("Giv 3 · givare Erik (dator): "), sv


def test_the_result_posts_heading_names_the_dealer_without_nested_brackets() -> None:
    assert t("en", "result.head", n=3, dealer="South (computer)") == (
        "**Deal 3** · dealer South (computer):"
    )
    assert t("sv", "result.head", n=5, dealer="Anna (dator)") == "**Giv 5** · givare Anna (dator):"
