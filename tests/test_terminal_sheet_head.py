"""The score sheet's head and its deals' words, as the terminal (``p``, and at a game's end) and
Discord's protocol show them (:func:`bot.score_sheet.score_sheet`):

- the head's first label is ruled off from the seats' headings, which begin with their
  numbers: "Deal   1 You (Ann)  2 Comp 2" read as "Deal 1"; now "Deal │ 1 You (Ann)  2 Comp 2"
  ("Giv │ 1 Du (Ann)"), in a terminal's sheet and a message's alike, a phone's still within
  its width ("Deal│ 1 Anna" where its line is tight, in the columns "Deal  1 Anna" took);
- a deal's words beside its figures (a wide terminal's) go on under the contract, further in
  than where they begin: level with it ("Dator 2 + Du: 6 levées ♠," / "bet med 1 (3 stick
  krävda)") the later line read as a row of its own.

Boston de Nantes simulated (seed 5, six deals) and Dawson's, as other sheet tests use them.
"""

from __future__ import annotations

import re
from functools import cache

import pytest

from bot.engine.game import Game
from bot.engine.words import Lang
from bot.score_sheet import score_sheet
from bot.sheet import PHONE_WIDTH
from bot.simulate import simulate
from bot.wrapping import display_width

NAMES = {
    "en": ["You (Ann)", *(f"Computer {n} (strong)" for n in (2, 3, 4))],
    "sv": ["Du (Ann)", *(f"Dator {n} (stark)" for n in (2, 3, 4))],
}
LABEL = {"en": "Deal", "sv": "Giv"}
ROW = re.compile(r" *\d+(?: +[-+]\d+)+  (?=\S)")
"""A deal's row up to its words beside the figures."""


@cache
def game(variant: str) -> Game:
    return simulate(6, seed=5, variant=variant)


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("width", [None, 58, 98])
@pytest.mark.parametrize("variant", ["nantes", "dawson", "american"])
def test_the_head_rules_its_label_off_from_the_seat_numbers(
    lang: Lang, width: int | None, variant: str
) -> None:
    sheet = score_sheet(game(variant), NAMES[lang], lang, width=width)
    head = sheet.splitlines()[0]
    # "Deal│ 1 Anna" where a phone's line is tight: the columns "Deal  1 Anna" took.
    assert head.startswith((f"{LABEL[lang]} │ 1 ", f"{LABEL[lang]}│ 1 ")), head
    assert not re.match(rf"{LABEL[lang]}\s+\d", head), head
    room = PHONE_WIDTH if width is None else width
    assert max(display_width(line) for line in sheet.splitlines()) <= room, sheet


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_words_beside_the_figures_go_on_further_in(lang: Lang) -> None:
    sheet = score_sheet(game("dawson"), NAMES[lang], lang, width=98).splitlines()
    rows = [found for line in sheet if (found := ROW.match(line)) is not None]
    assert rows, sheet
    column = rows[0].end()  # where a deal's words begin, beside its figures
    assert all(row.end() == column for row in rows)
    later = [line for line in sheet if line.startswith(" " * column) and line.strip()]
    assert later, "no deal's words were broken: nothing to check"
    for line in later:
        lead = len(line) - len(line.lstrip())
        assert lead > column, (line, column)
