"""A score sheet keeps a player's name whole where its line has room (``bot/score_sheet.py``):
a playtest's phone sheet headed Bertil's column "2 Ber…" where one space instead of two
between two headings left room for "2 Bertil", and said "Bert…:" on a line of its own, or
"Ber…: Petite misère sur table," where "Bertil" fit, to spare another deal's words a line.
The deals' words name a player whole wherever the name fits a line; a heading keeps a name of
ordinary length whole with a single space before it where two would cut it, never before the
pool's heading, nor between names of more than a word or ending in a figure ("2 Comp 2 3 …")."""

from __future__ import annotations

import re
from functools import cache

import pytest

from bot.engine.game import Game
from bot.engine.variants import variant_names
from bot.i18n import Lang
from bot.score_sheet import score_sheet
from bot.sheet import PHONE_WIDTH
from bot.simulate import simulate
from bot.wrapping import display_width
from tests.test_score_sheet import deal_words

PLAYERS = ["Anna", "Bertil", "Cilla", "David"]
POOLED = ["dawson", "fontainebleau", "nantes", "russian"]


@cache
def _game(variant: str, deals: int = 12) -> Game:
    return simulate(deals, seed=0, variant=variant)


def _head(sheet: str) -> str:
    return sheet.splitlines()[0]


def test_a_name_on_a_line_of_its_own_is_whole() -> None:
    """Nantes on a phone said "Bert…:" alone on a line, then the contract under it: the
    words say "Bertil:" there, and "Bertil:" on every deal Bertil played."""
    sheet = score_sheet(_game("nantes"), PLAYERS)
    words = deal_words(sheet)
    assert words[5] == "Bertil: Petite indépendance ♠ (plain suit), made (2 claimed)", words[5]
    assert words[11].startswith("Bertil: Grande indépendance ♣ (petite – second suit)"), words[11]
    lines = sheet.splitlines()
    assert "      Bertil:" in lines and not [line for line in lines[1:] if "…" in line]
    assert max(display_width(line) for line in lines) <= PHONE_WIDTH


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", variant_names())
def test_short_names_are_never_cut_in_a_deal_s_words(variant: str, lang: Lang) -> None:
    """In every variant, on a phone and on terminals of 50 to 80 columns, the words of who
    played what name Anna, Bertil, Cilla and David whole, within the sheet's width."""
    game = _game(variant)
    for width in (None, 50, 60, 80):
        sheet = score_sheet(game, PLAYERS, lang, width=width)
        lines = sheet.splitlines()
        assert max(display_width(line) for line in lines) <= (width or PHONE_WIDTH), sheet
        # Below the head (its headings may be cut where the line has no room): no name cut.
        assert not [line for line in lines[1:] if "…" in line], (width, sheet)
    said = " ".join(deal_words(score_sheet(game, PLAYERS, lang)).values())
    assert len(set(re.findall(r"\b(?:Anna|Bertil|Cilla|David)\b", said))) >= 2, said


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", POOLED)
def test_a_heading_keeps_a_six_letter_name_whole_beside_a_pool(variant: str, lang: Lang) -> None:
    """ "Deal│ 1 Anna  2 Ber…  3 Cilla  4 David  Pool" on a phone: one space before a heading
    where two would cut a name, as few as the line needs, two before the pool's heading."""
    sheet = score_sheet(_game(variant, 6), PLAYERS, lang)
    head = _head(sheet)
    assert re.search(r"│ ?1 Anna 2 Bertil\s+3 Cilla\s+4 David  (Pool|Pott)$", head), head
    assert max(display_width(line) for line in sheet.splitlines()) <= PHONE_WIDTH


def test_the_head_keeps_two_spaces_where_one_would_not_buy_a_whole_name() -> None:
    """Headings that fit with two spaces keep them; names of more than a word or a series'
    ("Comp 2") keep two spaces between them however they are cut."""
    assert _head(score_sheet(_game("dawson", 6), ["North", "East", "Sven", "West"])) == (
        "Deal │ 1 North  2 East  3 Sven  4 West  Pool"
    )
    names = ["Anna", "Computer 2 (heuristic)", "Computer 3 (heuristic)", "Computer 4 (heuristic)"]
    head = _head(score_sheet(_game("dawson", 6), names))
    assert head.endswith(("  Comp 2  Comp 3  Comp 4  Pool", "2 Comp 2  3 Comp 3  4 Comp 4  Pool"))
    for names in (["Maria", "Maria Lind", "Per P", "Ed"], ["Anna Lind", "Anna Lund", "Bo", "Li"]):
        head = _head(score_sheet(_game("fontainebleau", 6), names))
        assert re.search(r"1 .+  2 .+  3 .+  4 .+  Pool$", head), head


def test_a_name_too_long_for_the_words_is_cut_no_further_than_its_line_needs() -> None:
    """A narrow terminal (42 columns) said "Chri…" for Christopher to spare deals a line: he
    is named whole, a pair on a line of its own ("Christopher + Bartholomew-Maximili…:",
    never "Christopher" / "+ Bartholomew…:"), and only the name longer than a deal's words
    take (WORDS_MOST) is cut, as little as that line allows; no line wider than 42."""
    names = ["Bartholomew-Maximilian-Fitzgerald", "Xi", "Christopher", "Alexandrina"]
    sheet = score_sheet(_game("nantes", 20), names, width=42)
    lines = sheet.splitlines()
    assert max(display_width(line) for line in lines) <= 42
    assert "      Christopher + Bartholomew-Maximili…:" in lines, sheet
    assert not [line for line in lines if line.strip().startswith("+ ")], sheet
    cut = {found for line in lines[1:] for found in re.findall(r"\S+…", line)}
    assert cut == {"Bartholomew-Maximili…"}, cut
