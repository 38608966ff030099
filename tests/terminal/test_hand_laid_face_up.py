"""A declarer's own contract lays their hand face up: the terminal says so to the person once,
as it is laid down, in their language: a spread before the first lead (DW-T2), a misère
ouverte once the first trick is turned (SV-C4). A defender is shown the whole hand as it is
laid down, before the first card (DW-T2), and never before. Before, the declarer was never
told, and a defender saw the cards first at their own prompt, the lead already played.

The person bids the spread or ouverte where the menu offers it, else answers 1: Dawson seed 1
(heuristic computers: the person's Grand Spread stands), Swedish seed 1 (the person's grande
misère ouverte stands), Dawson seed 28 (random computers: Computer 4's Grand Spread).
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.terminal import main


class Picker(io.StringIO):
    """Types the number of the menu entry ``wanted`` names where the menu shows it, q at
    the prompt after the deal's result, else 1; the input ends after 200 lines."""

    def __init__(self, out: io.StringIO, wanted: str) -> None:
        super().__init__()
        self.out, self.wanted, self.seen, self.lines = out, re.compile(wanted), 0, 0

    def readline(self, size: int | None = -1, /) -> str:
        self.lines += 1
        if self.lines > 200:
            return ""
        text = self.out.getvalue()
        new, self.seen = text[self.seen :], len(text)
        found = self.wanted.search(new)
        if found:
            return found.group(1) + "\n"
        return "q\n" if ("Press Enter" in new or "Tryck Enter" in new) else "1\n"


def play(db: Path, variant: str, seed: int, lang: str, level: str, wanted: str) -> list[str]:
    out = io.StringIO()
    argv = ["--db", str(db), "--variant", variant, "--seed", str(seed), "--lang", lang]
    argv += ["--name", "Anna", "--level", level]
    with contextlib.redirect_stdout(out):
        assert main(argv, Picker(out, wanted)) == 0
    return out.getvalue().splitlines()


OWN = {
    "en": "  Your hand now lies face up on the table, for all to see.",
    "sv": "  Din hand ligger nu öppen på bordet, synlig för alla.",
}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_spread_is_said_laid_down_before_the_first_lead(tmp_path: Path, lang: str) -> None:
    """DW-T2: the auction's last pass, then the hand laid down, then the first card."""
    lines = play(tmp_path / "p.sqlite3", "dawson", 1, lang, "heuristic", r"(\d+)\. Grand Spread")
    assert lines.count(OWN[lang]) == 1, lines
    at = lines.index(OWN[lang])
    assert lines[at - 1].endswith(("passes", "passar")), lines[at - 3 : at + 2]
    assert re.search(r"(plays|spelar) \S+$", lines[at + 1]), lines[at - 3 : at + 2]
    assert not any(re.search(r"(You play|Du spelar) ", line) for line in lines[:at])


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_an_ouverte_is_said_laid_down_after_the_first_trick(tmp_path: Path, lang: str) -> None:
    """SV-C4: face up once the first trick is turned, not before."""
    wanted = r"(\d+)\. [Gg]rande misère ouverte"
    lines = play(tmp_path / "p.sqlite3", "swedish", 1, lang, "heuristic", wanted)
    assert lines.count(OWN[lang]) == 1, lines
    at = lines.index(OWN[lang])
    assert lines[at - 1].startswith(("  — trick 1 to", "  — stick 1 till")), lines[at - 2 : at]


def test_a_defender_sees_the_whole_spread_as_it_is_laid_down(tmp_path: Path) -> None:
    """DW-T2: all 13 cards, before the soloist's first lead; no open hand before that."""
    lines = play(tmp_path / "p.sqlite3", "dawson", 28, "en", "random", "(?!)")
    laid = [n for n, line in enumerate(lines) if "lays their hand face up:" in line]
    assert len(laid) == 1, lines
    at = laid[0]
    assert lines[at].startswith("  The soloist lays their hand face up: ")
    assert len(lines[at].split(": ", 1)[1].split()) == 13
    assert "bids Grand Spread" in "\n".join(lines[:at])
    assert re.search(r"plays \S+$", lines[at + 1]) and "You play" not in "\n".join(lines[:at])
    assert not any("open hand" in line for line in lines[:at])
    assert OWN["en"] not in lines
