"""The players' rules pages (``/boston help``, :mod:`bot.guide`) read by a newcomer alone.

A playtest by players new to the French games found: Russian Boston's "Everything is as in
Boston de Fontainebleau: the deposit into the pool, the 4-4-5 deal …" named rules without
saying where they are explained; Boston de Nantes' auction was one block of some 330 words
mixing the rule with the project's reasons and a remark about old game records; the price list
of Boston de Fontainebleau read "Chelem (Table No. 2): ♣ ♠ 400 (250)", as if the row were Table
No. 2, with nothing saying the bracketed figures are played only with ``slam_table=american``;
the Swedish pages said "han" of a player where the game says "hen"; and the glossary's
"chicane (carte blanche)" read as a translation, where card players know *carte blanche* as a
hand without court cards (it is Foster's name for chicane).
"""

from __future__ import annotations

import re

import pytest

from bot import guide
from bot.i18n import Lang

AS_IN_FONTAINEBLEAU = {"en": "as in Boston de Fontainebleau", "sv": "som i Boston de Fontainebleau"}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_russian_boston_says_where_fontainebleaus_rules_are_read(lang: Lang) -> None:
    """RU-2: everything not said on Russian Boston's page is Fontainebleau's; the paragraph
    saying so points a Discord reader to that guide, and the terminal, which cannot run the
    command, shows that guide's section there (as the payments part does)."""
    discord = guide.section("play", lang, "russian", "discord")
    paragraph = next(p for p in discord.split("\n\n") if "(RU-2)" in p)
    assert AS_IN_FONTAINEBLEAU[lang] in paragraph
    assert "`/boston help variant:fontainebleau`" in paragraph
    terminal = guide.section("play", lang, "russian", "terminal")
    assert "/boston" not in terminal
    assert "(FB-W1…W4)" in terminal and "(FB-W1…W4)" not in discord


NANTES_AUCTION_IDS = ("NT-B1", "NT-B2", "NT-B3", "NT-B4", "NT-B5", "NT-B6", "NT-B7", "NT-B8")


@pytest.mark.parametrize(("lang", "record"), [("en", "older record"), ("sv", "äldre protokoll")])
def test_the_nantes_auction_is_told_in_short_parts_without_the_projects_reasons(
    lang: Lang, record: str
) -> None:
    """NT-B: the auction as a player follows it, each rule in a part of its own; why the
    project decided so (and what an old record may hold) is for contributors, kept in the
    page outside what the help shows."""
    text = guide.section("play", lang, "nantes")
    start = text.index("(NT-B).")
    auction = text[start : text.index("(NT-K1).")]
    assert record not in text
    assert "Foster" not in auction  # the source's words and the reasons are kept apart
    for rule in (*NANTES_AUCTION_IDS, "NT-C3", "NT-G3"):
        assert rule in auction, rule
    lines = [line for line in auction.split("\n") if line.strip()]
    assert len(lines) >= 6, auction
    assert max(len(line) for line in lines) < 450, auction
    page = guide.guide_file("nantes.md", lang).read_text(encoding="utf-8")
    outside = page[page.index("<!-- /help -->", page.index("<!-- help:payments -->")) :]
    assert "NT-B5" in outside and "NT-C3" in outside and "NT-B8" in outside  # the reasons


SLAM_ROW = re.compile(r"^- (?:Chelem|chelem)\b.*$", re.MULTILINE)
TABLE_NO_2 = {"en": "(in brackets: Table No. 2)", "sv": "(inom parentes: tabell nr 2)"}
SETTING = {"discord": "`slam_table=american`", "terminal": "`--slam-table american`"}


@pytest.mark.parametrize("frontend", ["discord", "terminal"])
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_bracketed_slam_prices_say_which_table_setting_plays_them(
    lang: Lang, frontend: guide.Frontend
) -> None:
    """FB-S1: the slam rows give Table No. 1's price, the default, and Table No. 2's in
    brackets, played only at a table with ``slam_table=american``; the list says which figure
    is which, and the paragraph above it which setting plays the bracketed one."""
    text = guide.section("payments", lang, "fontainebleau", frontend)
    rows = SLAM_ROW.findall(text)
    assert len(rows) == 2, text
    for row in rows:
        assert "400 (250)" in row or "600 (350)" in row
        assert TABLE_NO_2[lang] in row, row
    above = text[: text.index(rows[0])].split("\n\n")[-2]
    assert SETTING[frontend] in above, above


QUOTED = re.compile(r"`[^`]*`|\"[^\"]*\"|<!--.*?-->", re.DOTALL)
"""Code, a source's words in quotation marks, and marks: not the page's own words."""


@pytest.mark.parametrize("name", sorted(p.name for p in (guide.RULES_DIR / "sv").glob("*.md")))
def test_the_swedish_rules_pages_say_hen_of_a_player(name: str) -> None:
    """The game says "hen" of a player; its rules pages do too, outside a source's words."""
    text = QUOTED.sub("", guide.guide_file(name, "sv").read_text(encoding="utf-8"))
    found = re.findall(r"[^.\n]*\b(?:[Hh]an|[Hh]onom)\b[^.\n]*", text)
    assert found == []


@pytest.mark.parametrize(
    ("lang", "word"),
    [
        ("en", "**chicane (Foster's carte blanche)**"),
        ("sv", "- **chicane** (eng. *carte blanche* hos Foster)"),
    ],
)
def test_carte_blanche_is_named_as_fosters_word_for_chicane(lang: Lang, word: str) -> None:
    """RU-C1: Foster calls chicane *carte blanche* ("no trump in the hand"); the glossary
    names it as his word, not as a translation a card player reads as a hand without court
    cards."""
    if lang == "en":
        assert guide.explain(["chicane"], lang, "more").startswith(word)
    else:
        assert word in guide.guide_file("glossary.md", lang).read_text(encoding="utf-8")


FRENCH_ORDER = {"en": "♥ ♦ ♣ ♠", "sv": "hjärter, ruter, klöver, spader"}
SUIT_SETTING = {"en": "table setting", "sv": "bordsinställning"}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_russian_guide_offers_no_suit_order_setting(lang: Lang) -> None:
    """RU-1: Russian Boston's suit order is fixed, with no ``suit_order`` setting; the
    terminal shows Fontainebleau's play section in the Russian guide (RU-2) without its
    clause on the French order a Fontainebleau table may choose (FB-B4), which its own
    guide keeps."""
    russian = guide.section("play", lang, "russian", "terminal")
    assert "(FB-B4)" in russian  # the section is there, its clause left out
    assert FRENCH_ORDER[lang] not in russian, russian
    assert not re.search(rf"{SUIT_SETTING[lang]}[^.]*(?:French|fransk)", russian), russian
    own = guide.section("play", lang, "fontainebleau", "terminal")
    assert FRENCH_ORDER[lang] in own and "(FB-B4;" in own


DECISION = {"en": "decision", "sv": "beslut"}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_each_nantes_decision_names_its_own_rule_first(lang: Lang) -> None:
    """A **decision** in Boston de Nantes' play section follows the id of the rule decided,
    one the rule table marks a decision (NT-B5 decides the overcalled demander's nine tricks;
    NT-C2, the reason, comes after), or opens a reason of the rule named just before."""
    page = guide.guide_file("nantes.md", "en").read_text(encoding="utf-8")
    decided = set(re.findall(r"^\| (NT-\w+) \|.*\bdecision\b", page, re.MULTILINE))
    text = guide.section("play", lang, "nantes")
    marks = re.findall(rf"\((?:(NT-\w+), )?\*\*{DECISION[lang]}\*\*(.)", text)
    assert len(marks) == text.count(f"**{DECISION[lang]}**") >= 9, text
    for rule, after in marks:
        assert rule in decided if rule else after == ":", (rule, after)


TYPED = {
    "discord": ("`rotation=left`", "`boston_jack=foster`"),
    "terminal": ("`--rotation=left`", "`--boston-jack=foster`"),
}


@pytest.mark.parametrize("frontend", ["discord", "terminal"])
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_nantes_settings_are_named_as_typed(lang: Lang, frontend: guide.Frontend) -> None:
    """NT-D2 and NT-S4: the play section names each setting as the reader types it, a
    Discord ``rules:`` pair or a terminal flag (one word, so a narrow screen keeps the flag
    with its value), never as ``boston_jack: foster``, which neither place takes."""
    text = guide.section("play", lang, "nantes", frontend)
    for typed in TYPED[frontend]:
        assert typed in text, typed
    assert "boston_jack: " not in text
