"""Under a result post, the words its payments use are explained one to a line in Discord's
small print ("-# **deposit**: …"), the words only named and the pointer to the glossary on a
last line of their own: five or eight explanations joined with " · " made a paragraph of
560–700 characters between a result's payments and its balances, a screenful on a phone. The
shortening is as before: explanations dropped from the last, then the words, then all but the
pointer."""

from __future__ import annotations

from bot import guide
from bot.engine.scoring import Settlement
from cogs.boston.results import terms_line

KEYS = ["base", "codille", "mark", "andra_farg"]


def test_each_explained_word_has_a_line_of_its_own() -> None:
    text = guide.explain(["codille", "mark"], "en", "more", one_per_line=True)
    assert text.split("\n") == [
        "-# **codille**: 2 points every made contract earns",
        "-# **streck (mark)**: One for each all-pass deal or lost contract; they raise new "
        "betar and are struck when a contract is made",
        "-# more",
    ]


def test_the_words_not_explained_share_the_pointer_s_line() -> None:
    full = guide.explain(KEYS, "en", "more", one_per_line=True)
    assert guide.explain(KEYS, "en", "more", limit=len(full), one_per_line=True) == full
    shorter = guide.explain(KEYS, "en", "more", limit=len(full) - 1, one_per_line=True)
    assert shorter.split("\n")[-1] == "-# **andra färg (second suit)** — more"
    assert shorter.split("\n")[0].startswith("-# **grund (base)**: ")
    named = guide.explain(KEYS, "en", "more", explained=False, one_per_line=True)
    assert named == (
        "-# **grund (base)** · **codille** · **streck (mark)** · **andra färg (second suit)** "
        "— more"
    )
    assert guide.explain(KEYS, "en", "more", limit=10, one_per_line=True) == "-# more"
    assert guide.explain(KEYS, "en", "more", limit=3, one_per_line=True) == ""


def test_a_result_post_s_words_are_one_to_a_line() -> None:
    line = terms_line(Settlement(terms=("codille", "mark")), "sv")
    lines = line.split("\n")
    assert len(lines) == 3 and all(x.startswith("-# ") for x in lines), line
    assert lines[0] == "-# **codille**: 2 point som varje vunnet kontrakt ger"
