"""At the narrowest width the README promises (``COLUMNS=40``: a phone's terminal), every line
``python -m bot play`` prints fits 40 columns, but for a word that cannot be broken (the
table's file, by its path) standing alone on its line: the file's line, "New table 1: you are
seat 1, computers in seats 2–4.", a hand's suit with its notes ("  ♣ A♣ Q♣ J♣ 10♣ 8♣ 7♣ 5♣
4♣ 2♣  (andra färg)  ← trumps"), a long menu choice ("2. support the demande: Je soutiens (I
support)"), the agreed stop's question and its answer.

Before, those lines were printed whole, up to 72 columns. A hand's row broken keeps the suit's
cards together where they fit, its notes on the line under them.

Each variant with seed 5 and random computers: the glossary, the rules and the protocol asked
for at the first menu, the first card each turn, then the game ended by agreement between
deals. Swedish Boston is played with its protocol too (the traditional payment): the sheet of
ålar and betar was drawn for Discord's phone width (44 columns) whatever the terminal's, its
headings 42 to 44 columns wide at 40; it is drawn for the terminal's width now.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.engine.words import Lang
from bot.terminal import main
from bot.terminal.table_view import hand_rows
from bot.wrapping import display_width
from tests.test_terminal import Prompted

WIDTH = 40
VARIANTS = [
    ("swedish",),
    ("swedish", "--payment", "simplified"),
    ("nantes",),
    ("whisch",),
    ("mariland",),
    ("american",),
    ("dawson",),
    ("fontainebleau",),
]
MENU = {"en": "q = stop):", "sv": "q = gå ur):"}
NEXT = {"en": "q = stop).", "sv": "q = gå ur)."}
YES = {"en": ("(y/n)", "y"), "sv": ("(j/n)", "j")}


def too_wide(out: str) -> list[str]:
    """The lines wider than :data:`WIDTH`, but for one word alone (a path, unbreakable)."""
    return [
        line for line in out.splitlines() if display_width(line) > WIDTH and len(line.split()) > 1
    ]


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "-".join(v))
def test_every_line_fits_forty_columns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, variant: tuple[str, ...], lang: Lang
) -> None:
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    # A folder's name long enough that the file's line must break around it.
    db = tmp_path / ("a-folder-with-a-long-name-for-the-table" * 2) / "p.sqlite3"
    db.parent.mkdir()
    argv = ["--db", str(db), "--seed", "5", "--level", "random", "--name", "Anna"]
    argv += ["--lang", lang, "--variant", *variant]
    answers = [(MENU[lang], "?"), (MENU[lang], "r"), (MENU[lang], "p")]
    answers += [(NEXT[lang], "p"), (NEXT[lang], "e"), YES[lang]]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv, Prompted(out, answers)) == 0
    text = out.getvalue()
    over = "The game is over" if lang == "en" else "Spelet är slut"
    assert over in text and not answers, text[-2000:]  # every key was pressed, and it ended
    assert too_wide(text) == []
    assert str(db.resolve()) in text.splitlines()  # the path whole, on a line of its own


def test_a_hand_row_keeps_its_cards_together_and_its_notes_under_them() -> None:
    cards = ["A♣", "Q♣", "J♣", "10♣", "8♣", "7♣", "5♣", "4♣", "2♣"]
    notes = ["(andra färg)", "← trumps"]
    assert hand_rows("♣", cards, notes, 78) == [
        "  ♣ A♣ Q♣ J♣ 10♣ 8♣ 7♣ 5♣ 4♣ 2♣  (andra färg)  ← trumps"
    ]
    assert hand_rows("♣", cards, notes, 40) == [
        "  ♣ A♣ Q♣ J♣ 10♣ 8♣ 7♣ 5♣ 4♣ 2♣",
        "    (andra färg)  ← trumps",
    ]
    # Thirteen cards of a suit are wider than a line: broken between cards, under them.
    long = ["A♠", "K♠", "Q♠", "J♠", "10♠", "9♠", "8♠", "7♠", "6♠", "5♠", "4♠", "3♠", "2♠"]
    rows = hand_rows("♠", long, ["(andra färg)"], 40)
    assert all(display_width(row) <= 40 for row in rows), rows
    assert rows[0].startswith("  ♠ A♠ K♠") and rows[1].startswith("    ")
    assert " ".join(" ".join(rows).split()) == "♠ " + " ".join(long) + " (andra färg)"
