"""A deal's heading names its dealer without brackets of its own, so a name that has some
("South (computer)", "du (Anna)") does not end in nested ones: "**Deal 3** (dealer South
(computer)): …" read as a typo on a phone. One form in the engine's summary (the terminal,
the score sheet) and in the Discord result post."""

from __future__ import annotations

from bot.engine.describe import deal_summary, result_head
from bot.engine.game import DealEntry
from bot.engine.result import DealResult
from bot.engine.variants import get_variant

NAMES = ("North", "East (computer)", "South", "West")


def test_the_engines_summary_names_the_dealer_without_nested_brackets() -> None:
    entry = DealEntry(number=3, dealer=2, scored=DealResult(dealer=2, all_pass=True))
    words = get_variant("nantes").words
    en = deal_summary(entry, NAMES, words, "en")
    sv = deal_summary(entry, ("Nora", "Erik (dator)", "Sara", "Vera"), words, "sv")
    assert en.startswith("Deal 3 · dealer East (computer): "), en
    assert sv.startswith("Giv 3 · givare Erik (dator): "), sv


def test_the_result_posts_heading_names_the_dealer_without_nested_brackets() -> None:
    words = get_variant("nantes").words
    en = DealEntry(number=3, dealer=2, scored=DealResult(dealer=2, all_pass=True))
    sv = DealEntry(number=5, dealer=1, scored=DealResult(dealer=1, all_pass=True))
    assert result_head(en, "South (computer)", None, words, "en", bold=True) == (
        "**Deal 3** · dealer South (computer):",
        "",
    )
    assert result_head(sv, "Anna (dator)", None, words, "sv", bold=True) == (
        "**Giv 5** · givare Anna (dator):",
        "",
    )
