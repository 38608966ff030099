"""A Swedish phrase that reads as one stays on one line of a narrow terminal (and of a phone's
line, which the same wrapper breaks): a verb and its particle ("gav upp", "betalar in",
"lagt bort"), the turned card with its card ("vänt kort Q♠"), the second pack ("en andra
kortlek"); and a no-break space (the thousands of "1 442,50 kr") is never a place to break.

At 40 columns a deal's head read "Giv 2: Dator 2 (heuristisk) ger; vänt" / "kort Q♠ —
superpreferens ♣,", a concession "Giv 4 · givare Dator 3 (stark): Bo gav" / "upp 5 spel
(liten boston) …", Nantes' pool "… von Essen betalar" / "in 10"; and the phone's wrapper broke
"+1 442 point" at its no-break space, writing a plain space in its place.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.terminal import main
from bot.wrapping import HELD, fill, fill_at_commas

WIDTHS = range(30, 61)

LINES = {
    "gav upp": "Giv 4 · givare Dator 3 (stark): Bo gav upp 5 spel (liten boston) i färg ♦, "
    "högsta färg",
    "vänt kort Q♠": "Giv 2: Dator 2 (heuristisk) ger; vänt kort Q♠ — superpreferens ♣, "
    "preferens ♠, vanliga färger ♥ ♦.",
    "betalar in": "pott: Cecilia betalar 120 i potten och Anna-Karin von Essen betalar in 10",
    "lagt bort": "Chelem: alla stick utan trumf, sedan alla fyra lagt bort ett kort",
    "en andra kortlek": "Giv 2: Dator 2 (slump) ger; lyft ur en andra kortlek: 6♣ — trumf ♣.",
    "ger upp": "Bara om ingen whistar: spelföraren spelar ensam eller ger upp och betalar",
    "ett kort dolt": "  Dator 2 (stark) lägger bort ett kort dolt",
}


def kept(phrase: str, lines: list[str]) -> bool:
    return any(phrase in line for line in lines)


@pytest.mark.parametrize("phrase", LINES)
@pytest.mark.parametrize("width", WIDTHS)
def test_a_phrase_is_kept_on_one_line(phrase: str, width: int) -> None:
    text = LINES[phrase]
    terminal = fill(text, width, later="    ").splitlines()
    phone = fill_at_commas(text, width, later="    ").splitlines()
    for lines in (terminal, phone):
        assert kept(phrase, lines), lines
        assert all(len(line) <= width for line in lines), lines


def test_the_phrases_are_whole_words_only() -> None:
    """ "vänt kort" is no part of "det vända kortet", "ger upp" none of "tiger uppåt"."""
    assert {"gav upp", "vänt kort", "betalar in"} <= set(HELD)
    text = "spelaren tiger uppåt och det vända kortet ligger kvar"
    assert fill(text, 14) == "spelaren tiger\nuppåt och det\nvända kortet\nligger kvar"


@pytest.mark.parametrize("width", WIDTHS)
def test_a_no_break_space_is_no_break(width: int) -> None:
    text = "1. Anna-Karin von Essen +1\u00a0442 point = +1\u00a0442,50 kr, Bo -1\u00a0442 point"
    for lines in (
        fill(text, width).splitlines(),
        fill_at_commas(text, width, later="  ").splitlines(),
    ):
        said = "\n".join(lines)
        assert said.count("\u00a0") == 3, lines  # never made a plain space
        assert all(not line.startswith(("442", "  442")) for line in lines), lines


def test_a_mariland_deal_head_at_40_columns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game as it was seen: seed 1, heuristic computers, "1" at every prompt."""
    monkeypatch.setenv("COLUMNS", "40")
    out = io.StringIO()
    argv = ["--db", str(tmp_path / "p.sqlite3"), "--lang", "sv", "--variant", "mariland"]
    argv += ["--seed", "1", "--level", "heuristic", "--name", "Anna", "--deals", "2"]
    with contextlib.redirect_stdout(out):
        assert main(argv, io.StringIO("1\n" * 3000)) == 0
    lines = out.getvalue().splitlines()
    assert "    vänt kort Q♠ — superpreferens ♣," in lines, "\n".join(lines[300:320])
    assert not [line for line in lines if line.endswith("vänt")]
    # Every line within the width, but the table's file: a path is never broken.
    assert all(len(line) <= 40 for line in lines if str(tmp_path) not in line)
