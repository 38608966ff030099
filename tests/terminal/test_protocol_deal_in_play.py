"""``p`` in the middle of a deal shows that deal under the sheets and their balances (it has no
row yet), after a blank line: its dealer, the bids so far and the contract under its label, as
Discord's Protocol answer says them, within the terminal's width; never a card. Before, the
sheets said nothing of it until it was over; then it came between the sheet's Total row and the
balances.

Seed 5 with random computers (as in test_terminal.py): the person deals and passes, Computer 2
bids and declares 13 spel in ♦ trumps, and ``p`` at the person's first card shows it."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.terminal import main

HEAD = {"en": ("dealer Anna", "in progress"), "sv": ("givare Anna", "pågår")}
BIDS = {"en": "Bids: Computer 2 (random) ", "sv": "Bud: Dator 2 (slump) "}
CONTRACT = {"en": "Contract: 13 spel (concordia)", "sv": "Spel: 13 spel (concordia)"}
DECLARER = {"en": "spelförare Computer 2 (random)", "sv": "spelförare Dator 2 (slump)"}


def played(db: Path, lang: str, script: str) -> str:
    out = io.StringIO()
    argv = ["--db", str(db), "--seed", "5", "--level", "random", "--name", "Anna"]
    with contextlib.redirect_stdout(out):
        assert main([*argv, "--lang", lang], io.StringIO(script)) == 0
    return out.getvalue()


@pytest.mark.parametrize("columns", ["80", "50"])
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_p_mid_deal_shows_the_deal_in_play(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, columns: str
) -> None:
    monkeypatch.setenv("COLUMNS", columns)
    out = played(tmp_path / "p.sqlite3", lang, "1\np\nq\n")  # pass, then p at the first card
    balances = "Balances:" if lang == "en" else "Ställning:"
    # The balances right after the sheet, as before; then a blank line and the deal in play.
    block = (balances + out.rsplit(balances, 1)[1]).split("\n\n")
    assert all(x.startswith((balances, " ")) for x in block[0].splitlines()), block[0]
    lines = block[1].splitlines()
    shown = "\n".join(lines)
    assert HEAD[lang][1] in lines[0], lines
    assert lines[1].startswith(BIDS[lang]), lines
    assert all(len(line) <= int(columns) - 2 for line in lines), lines
    assert not re.search(r"(?:10|[2-9AKQJ])[♠♥♦♣]", shown), shown  # never a card
    # The contract last, under its label (not read as one more bid), its trumps named.
    last = next(n for n, line in enumerate(lines) if line.startswith(CONTRACT[lang]))
    told = " ".join(lines[last:])
    assert DECLARER[lang] in told and "♦" in told, lines


def test_no_deal_in_play_at_the_question_between_deals(tmp_path: Path) -> None:
    """Between deals (``p`` at "Enter deals the next hand"), nothing is in progress."""
    out = played(tmp_path / "p.sqlite3", "en", "1\n9c\n\n" + "1\n" * 11 + "p\nq\n")
    assert "Press Enter for the next deal" in out.rsplit("Played off:", 1)[0]
    assert "in progress" not in out.rsplit("Played off:", 1)[-1]
