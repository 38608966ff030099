"""The glossary's short notes say what they promise, and a game's glossary has the words
its table shows on every deal."""

from __future__ import annotations

import re

import pytest

from bot import guide
from bot.engine.contracts import SuitClass
from bot.engine.variants import get_variant
from bot.i18n import Lang

CUT_OFF = re.compile(r"\b(?:pays?|paid|betalar|betala|betalas|takes?|tar|gets?|får)$")
"""A note ending on its verb: "whoever takes the most tricks pays", but pays what, to whom."""


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_no_short_note_stops_at_its_verb(lang: Lang) -> None:
    for key, entries in guide.term_entries(lang).items():
        for entry in entries:
            assert not CUT_OFF.search(entry.text), (lang, key, entry.text)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "pays each other player 10 for each trick more than that player took"),
        ("sv", "betalar varje annan spelare 10 för varje stick mer än den spelaren tog"),
    ],
)
def test_misere_partout_note_says_what_is_paid_and_to_whom(lang: Lang, said: str) -> None:
    """DW-P5: the most tricks pays 10 per trick of difference to each other player; the note
    under a result post is the entry's first sentence."""
    line = guide.explain(["misere_partout"], lang, "more", one_per_line=True)
    assert said in line, line
    assert len(line.split("\n")[0]) <= 160  # short enough for a phone's small print


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_nantes_glossary_has_the_words_every_deal_shows(lang: Lang) -> None:
    """A Nantes table shows "je soutiens" and "supporter" in the auction (NT-B1, NT-B4), the
    plain suits in the deal's head and on the suit buttons (NT-S1), and honours in a made
    contract's payment (NT-H2): /boston help topic:glossary at that table explains each."""
    words = get_variant("nantes").words
    text = guide.variant_glossary(guide.section("glossary", lang, "nantes"), "nantes", lang=lang)
    own = {
        line.split("**")[1].lower(): line
        for line in text.split("\n")
        if line.startswith("- **") and "Nantes" in line.split(" — ")[0]
    }
    shown = [
        words.term("support", lang).split(" (")[0].lower(),
        words.term("supporter", lang).lower(),
        words.suit_class(SuitClass.PLAIN, lang).lower(),
        {"en": "honours", "sv": "honnörer"}[lang],
    ]
    for word in shown:
        assert word in own, (lang, word, sorted(own))
    plain = own[words.suit_class(SuitClass.PLAIN, lang).lower()]
    assert "belle" in plain and "petite" in plain and "NT-S1" in plain
    assert "NT-H2" in own[shown[3]] and "NT-B4" in own[shown[1]] and "NT-B1" in own[shown[0]]


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("jack", ["diamond", "foster"])
def test_the_carte_de_boston_note_says_what_its_holder_receives(lang: Lang, jack: str) -> None:
    """NT-J1: the holder as dealt receives the table's bonus (``boston_bonus``, 2 by
    default) from each other player; the note said only "a bonus"."""
    settings = get_variant("nantes").settings({"boston_bonus": 3, "boston_jack": jack})
    [(_, note)] = guide.term_notes(["carte_de_boston"], lang, settings)
    assert note.endswith(
        {"en": "receives 3 from each other player", "sv": "får 3 av varje annan spelare"}[lang]
    ), note
    [(_, default)] = guide.term_notes(["carte_de_boston"], lang)
    assert " 2 " in default, default
