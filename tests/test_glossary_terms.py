"""The short explanations of payment words (issue #14) come from the glossary itself, lose
their marks in /boston help, and shorten to fit the room a message has left."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import guide
from bot.i18n import Lang

KEYS = ("base", "codille", "mark", "andra_farg")


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_help_shows_no_term_marks_and_each_entry_is_in_the_help(lang: Lang) -> None:
    shown = guide.section("glossary", lang)
    assert "<!--" not in shown
    for word, text in guide.glossary_terms(lang).values():
        assert word.split(" (")[0] in shown and text in shown


def test_the_explanation_is_the_glossary_s_first_sentence() -> None:
    line = guide.explain(["codille", "mark"], "en", "more")
    assert line == (
        "**codille**: 2 points every made contract earns · **streck (mark)**: One for each "
        "all-pass deal or lost contract; they raise new betar and are struck when a contract "
        "is made — more"
    )
    assert guide.explain(["codille"], "sv", "mer", markdown=False) == (
        "codille: 2 point som varje vunnet kontrakt ger — mer"
    )
    assert guide.explain([], "en", "more") == ""


def test_shortening_drops_explanations_from_the_last_then_keeps_only_the_pointer() -> None:
    full = guide.explain(KEYS, "en", "more")
    assert guide.explain(KEYS, "en", "more", limit=len(full)) == full
    shorter = guide.explain(KEYS, "en", "more", limit=len(full) - 1)
    assert shorter.endswith("· **andra färg (second suit)** — more")
    assert "**codille**: 2 points" in shorter
    words_only = "**grund (base)** · **codille** · **streck (mark)** · **andra färg (second suit)**"
    assert guide.explain(KEYS, "en", "more", limit=len(words_only) + 7) == words_only + " — more"
    assert guide.explain(KEYS, "en", "more", limit=10) == "more"
    assert guide.explain(KEYS, "en", "more", limit=3) == ""


def test_not_explained_names_the_words_and_shortens_the_same_way() -> None:
    """A later deal's result post (``explained=False``): the words and the pointer, and where
    even they have no room, the pointer alone, as a full explanation shortens."""
    words_only = "**grund (base)** · **codille** · **streck (mark)** · **andra färg (second suit)**"
    assert guide.explain(KEYS, "en", "more", explained=False) == words_only + " — more"
    assert guide.explain(KEYS, "en", "more", limit=10, explained=False) == "more"
    assert guide.explain(KEYS, "en", "more", limit=3, explained=False) == ""
    assert guide.explain([], "en", "more", explained=False) == ""


def test_a_rule_id_of_any_variant_is_left_out_of_an_explanation(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A glossary entry citing its rules, whatever the variant's prefix (one the guide has not
    met before too), explains its word without them: rule ids are for the docs' readers."""
    glossary = (
        "- **pott** (pool) — What the antes make (XY-P1, SV-P9); shared at the end. "
        "<!-- term:pool -->\n"
    )
    (tmp_path / "glossary.md").write_text(glossary, encoding="utf-8")
    monkeypatch.setattr(guide, "RULES_DIR", tmp_path)
    guide.term_entries.cache_clear()
    try:
        assert guide.glossary_terms.__wrapped__("en") == {
            "pool": ("pott (pool)", "What the antes make; shared at the end")
        }
    finally:
        guide.term_entries.cache_clear()
