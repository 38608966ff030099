"""The terminal fits its lines to the terminal's width (``COLUMNS``, else the size of the
terminal it writes to, within 40..100 and two columns short of the edge; 78 where it writes to
no terminal); a line is never broken before a piece that means nothing alone (a suit's symbol,
a seat's amount or card, a product's factor, a total); and the Swedish prompt names what every
key does where the line has room, as the English one does.

Swedish, seed 11 with heuristic computers, as ``test_terminal_auction_words.py``: the person
bids 5 spel, passes Dator 4's 5 spel i färg, whists, and plays the deal out to the
question of merging two betar (its lines name products: "96 + 1 × 16 = 112").
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.terminal import main
from bot.terminal.screen import WIDTHS, terminal_width
from bot.terminal_menu import MENU_WIDTH
from bot.wrapping import fill

ARGS = ["--seed", "11", "--name", "Anna", "--lang", "sv"]
CARDS = ("4♠", "9♥", "6♠", "K♥", "9♠", "3♣", "4♣", "A♥", "A♠", "8♣", "10♣", "Q♣", "A♣")
DEAL = "2\n1\n1\n" + "".join(f"{card}\n" for card in CARDS) + "1\nq\n"
"""5 spel, pass, whist, the person's cards typed, then merging at the merge question."""


def play(db: Path, script: str, *extra: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", str(db), *ARGS, *extra], io.StringIO(script)) == 0
    return out.getvalue()


@pytest.mark.parametrize(("columns", "width"), [("60", 58), ("80", 78), ("20", 40), ("300", 100)])
def test_the_width_follows_columns_within_bounds(
    columns: str, width: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", columns)
    assert terminal_width(io.StringIO()) == width
    assert width in WIDTHS


def test_without_a_terminal_the_width_is_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("COLUMNS", raising=False)
    assert terminal_width(io.StringIO()) == MENU_WIDTH == 78


def test_a_phone_s_terminal_gets_lines_it_can_show(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Termux on a phone: 60 columns. Every line (but the file's path, on a line of its own)
    fits 58, the bidding menu's lines too; before, they were fitted to 78."""
    monkeypatch.setenv("COLUMNS", "60")
    out = play(tmp_path / "p.sqlite3", DEAL)
    path = str((tmp_path / "p.sqlite3").resolve())
    lines = [line for line in out.splitlines() if line != path]
    assert "Dator 4 (heuristisk) bjuder 5 spel (liten boston) i färg" in out
    assert "slå ihop de två betarna" in out  # the deal was played to its end
    assert [line for line in lines if len(line) > 58] == []
    assert "   2. 5 spel (liten boston)    3. i färg" in lines  # the menu wrapped
    # No line a line broke onto (led by four spaces or more, or none) begins with a piece
    # that means nothing alone; the hand's rows ("  ♠ A♠ 9♠") begin with their suit.
    alone = re.compile(r"^(?: {4,})?(?:[♠♥♦♣]|[-+−]\d|× )")
    assert [line for line in lines if alone.match(line)] == []


def test_the_swedish_prompt_names_every_key_when_it_fits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 78 columns a Swedish bidding prompt says what ?, r, p and e do, as the English one
    does (before, only "(?, r, p, e, q = gå ur)"); where a card may be typed too, the line
    has no room for it, and the legend stands whole on a line of its own, in either language
    (the keys alone only where the legend is wider than a line)."""
    monkeypatch.delenv("COLUMNS", raising=False)
    out = play(tmp_path / "p.sqlite3", DEAL)
    legend = "Välj ett nummer (? = ord, r = regler, p = protokoll, e = avsluta, q = gå ur):"
    assert legend in out.splitlines()
    assert len(legend) <= MENU_WIDTH
    card = "Välj ett nummer eller ett kort (Qh/Dh, K♣, 10h)\n" + legend.split(" ", 3)[3]
    assert card in out


@pytest.mark.parametrize(
    ("text", "together"),
    [
        ("Giv 1: Dator 4 (heuristisk) ger; vänt kort 8♥ — högsta färg ♥, andra färg ♠.", "♠."),
        ("Contract: 6 spel by Computer 4 (heuristic), trumps ♣, whister you", "trumps ♣,"),
        (
            "Ställning: Du (Anna) 0, Dator 2 (heuristisk) −20, Dator 3 (heuristisk) +20, "
            "Dator 4 (heuristisk) 0",
            "Dator 3 (heuristisk) +20,",
        ),
        ("On the table: Computer 3 (heuristic) 8♠, Computer 4 (heuristic) 2♠", "(heuristic) 2♠"),
        ("Om du slår ihop: Root sätter två betar om 96 + 1 × 16 = 112, ihopslagna", "1 × 16"),
    ],
)
def test_small_pieces_stay_with_their_word(text: str, together: str) -> None:
    names = [
        "Du (Anna)",
        *(f"Dator {n} (heuristisk)" for n in (2, 3, 4)),
        *(f"Computer {n} (heuristic)" for n in (3, 4)),
    ]
    for width in range(30, 90):
        lines = fill(text, width, later="    ", whole=names).splitlines()
        assert any(together in line for line in lines), (width, lines)
        for line in lines[1:]:
            first = line.split()[0]
            assert first[0] not in "♠♥♦♣×" and not re.fullmatch(r"[-+−]\d+,?", first), (
                width,
                lines,
            )
