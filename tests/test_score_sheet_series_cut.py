"""A phone's Dawson score sheet headed its computers' columns "2 Co 2  3 Co 3" and named them
"Comp 3:" in its rows: the same seat cut two ways. A computer numbered by its seat is headed
by its name alone where "2 Comp 2" is too wide ("Comp 2", the seat's number said once), and
a series' name in the rows is the heading's or the whole name, never another cut; no sheet is
wider for it."""

from __future__ import annotations

import re

import pytest

from bot.i18n import Lang
from bot.score_sheet import score_sheet
from bot.sheet import PHONE_WIDTH, heading_name
from bot.simulate import simulate
from bot.wrapping import display_width

COMPUTERS = {
    "en": ["North", "Computer 2 (heuristic)", "Computer 3 (heuristic)", "Computer 4 (heuristic)"],
    "sv": ["Anna", "Dator 2 (heuristisk)", "Dator 3 (heuristisk)", "Dator 4 (heuristisk)"],
}


def _headings(sheet: str) -> list[str]:
    head = sheet.splitlines()[0]
    shown = re.split(r"\s{2,}", re.split(r"│ ?", head, maxsplit=1)[1].strip())[:4]
    return [heading_name(h, seat) for seat, h in enumerate(shown, start=1)]


def _said_names(sheet: str) -> set[str]:
    """Who each row's words name ("Comp 3: Six ♣" → Comp 3), sides split; a declaration's
    maker too ("made; Comp 4: chicane +30")."""
    said = re.findall(r"^ +([^:\n]+?):", sheet, re.MULTILINE)
    return {name for side in said for name in side.split("; ")[-1].split(" + ")}


def test_a_dawson_phone_sheet_heads_and_names_a_computer_alike() -> None:
    """The playtest's sheet: Dawson, North and three computers, a pool's hundreds."""
    game = simulate(8, seed=1, variant="dawson")
    sheet = score_sheet(game, COMPUTERS["en"])
    head = sheet.splitlines()[0]
    assert head == "Deal │ 1 North  Comp 2  Comp 3  Comp 4  Pool", sheet
    assert "Comp 3" in _said_names(sheet)
    assert max(display_width(line) for line in sheet.splitlines()) <= PHONE_WIDTH


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", ["dawson", "nantes", "fontainebleau", "russian", "american"])
@pytest.mark.parametrize("names", ["en", "sv"])
def test_a_computer_is_cut_one_way_in_head_and_rows(lang: Lang, variant: str, names: str) -> None:
    """However the heading shortens a computer's name, its rows say that or the whole name
    ("Computer 3", "Dator 3"): never "Co 3" above and "Comp 3" below."""
    players = COMPUTERS[names]
    for seed in (1, 5):
        game = simulate(20, seed=seed, variant=variant)
        sheet = score_sheet(game, players, lang)
        headings = _headings(sheet)
        said = _said_names(sheet)
        for seat in (2, 3, 4):
            whole = players[seat - 1].split(" (")[0]
            ways = {name for name in said if name.endswith(f" {seat}")}
            assert ways <= {whole, headings[seat - 1]}, (headings, ways, sheet)
        assert max(display_width(line) for line in sheet.splitlines()) <= PHONE_WIDTH
