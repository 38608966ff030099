"""The guide as a phone shows it (``/boston help``, ``bot/guide.py``): no Markdown table
(Discord draws none: its pipes came through as lines of 100 characters and more), every
paragraph and list item on one line (Discord keeps the editors' line breaks), no word lost or
added outside the tables, and no page cut inside a paragraph."""

from __future__ import annotations

import re

import pytest

from bot import guide
from bot.engine.variants import variant_names
from bot.i18n import Lang
from cogs.boston.help import PAGE_LIMIT

SECTIONS = [
    (topic, lang, variant)
    for lang in ("en", "sv")
    for variant in variant_names()
    for topic in guide.TOPICS
]


def raw(topic: guide.Topic, lang: Lang, variant: str) -> str:
    """The marked section as written in its file."""
    name = "glossary" if topic == "glossary" else "commands" if topic == "commands" else variant
    text = guide.guide_file(f"{name}.md", lang).read_text(encoding="utf-8")
    found = re.search(rf"<!-- help:{topic} -->\n(.*?)<!-- /help -->", text, re.DOTALL)
    assert found is not None
    # What only the terminal shows (its flags) is not Discord's help, which these sections are.
    return re.sub(r"<!-- only:terminal -->.*?<!-- /only -->", "", found[1], flags=re.DOTALL)


@pytest.mark.parametrize(("topic", "lang", "variant"), SECTIONS)
def test_a_section_has_no_table_and_no_line_broken_inside_a_paragraph(
    topic: guide.Topic, lang: Lang, variant: str
) -> None:
    shown = guide.section(topic, lang, variant)
    lines = shown.split("\n")
    assert not any(line.startswith("|") for line in lines)
    assert guide.unwrapped(shown) == shown  # nothing left to join
    for block in shown.split("\n\n"):
        assert len(block) <= PAGE_LIMIT  # a page is never cut inside a paragraph
    source = raw(topic, lang, variant)
    if "\n|" not in source:  # outside the tables every word is kept, in its order
        words = re.sub(r"<!--.*?-->|\[([^\]]+)\]\([^)]+\)", r"\1", source).split()
        assert shown.split() == words


def test_a_table_becomes_one_item_a_row_with_its_headers() -> None:
    table = (
        "Before.\n\n| contract | ♣ ♠ | ♦ |\n| --- | --- | --- |\n| 7 | 50 | 70 |\n| misère | | 75 |"
    )
    assert guide.tables_as_lists(table) == (
        "Before.\n\n*contract*\n- 7: ♣ ♠ 50 · ♦ 70\n- misère: ♦ 75"
    )


def test_paragraphs_and_items_are_joined_but_blocks_are_kept_apart() -> None:
    text = (
        "**Heading**\n- an item\n  that goes on\n- another\n\nA paragraph\nwrapped here.\n"
        "*italic line*\n## Title\nNext"
    )
    assert guide.unwrapped(text) == (
        "**Heading**\n- an item that goes on\n- another\n\nA paragraph wrapped here. "
        "*italic line*\n## Title\nNext"
    )


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("payment", ["traditional", "simplified"])
@pytest.mark.parametrize("topic", guide.TOPICS)
def test_a_section_as_a_table_plays_it_keeps_its_paragraphs_and_words(
    topic: guide.Topic, lang: Lang, payment: str
) -> None:
    """The parts marked ``<!-- if:payment=… -->`` in Swedish Boston's guide (SV-F3) stand
    within paragraphs too ("(SV-B5). If all four pass …"): at a table, what it plays and what
    it does not are each laid out as a phone shows them, no paragraph run into the next
    ("… pay the same (SV-F3). **The auction.** …"), and between the two every word of the
    section without a table."""
    played, rest = guide.played_apart(topic, lang, "swedish", {"payment": payment})
    for shown in (played, rest):
        assert guide.unwrapped(shown) == shown
        assert not re.search(r"[^\n]\*\*[^*\n]+\.\*\* ", shown), shown  # "**The auction.** …"
        assert "<!--" not in shown and "  " not in shown and " ." not in shown
        assert all(len(block) <= PAGE_LIMIT for block in shown.split("\n\n"))
    if topic in ("play", "contracts", "payments"):  # the glossary leaves out entries, too
        whole = guide.section(topic, lang, "swedish")
        assert sorted((played + " " + rest).split()) == sorted(whole.split())
