"""The game's end in the terminal reads in Discord's order: why the game ended, then the final
settlement (SV-P12's betdelning, NT-G4's pool), then the sheets and the final standings; and a
closed Swedish protocol ends as a paper one and as Discord's does, each column's standing ålar
and betar summed under its last row (SV-P12).

Before, the settlement came first and "The tour is over: …" only after it, and the closed
protocol showed its columns without their sums.

The person answers "1" at every prompt, the computers play as the heuristic plays: a Swedish
tour of one bet (SV-P11), played off in the first deal.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.i18n import Lang
from bot.terminal import main
from bot.wrapping import display_width

ARGS = ["--seed", "5", "--level", "heuristic", "--name", "Anna"]
TOUR = ["--variant", "swedish", "--tour-length", "1"]

WORDS = {
    "en": (
        "The tour is over: its one bet is played off.",
        "betdelning: columns",
        "Sums of the standing ålar and betar:",
        "Final balances:",
    ),
    "sv": (
        "Turen är slut: dess enda bet är avspelad.",
        "betdelning: kolumner",
        "Summor av stående ålar och betar:",
        "Slutställning:",
    ),
}


def play(db: Path, lang: Lang) -> list[str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        argv = ["--db", str(db), *ARGS, *TOUR, "--lang", lang]
        assert main(argv, io.StringIO("1\n" * 3000)) == 0
    return out.getvalue().splitlines()


def at(lines: list[str], start: str) -> int:
    return next(n for n, line in enumerate(lines) if line.strip().startswith(start))


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_end_says_why_then_the_settlement_then_the_standings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang
) -> None:
    monkeypatch.setenv("COLUMNS", "60")
    lines = play(tmp_path / "p.sqlite3", lang)
    why, settlement, sums, standings = WORDS[lang]
    assert why in lines, lines[-60:]
    end = lines[lines.index(why) :]
    # SV-P12's betdelning after SV-P11's why, the protocol's sums after it, then the standings.
    assert 0 < at(end, settlement) < at(end, sums) < at(end, standings), end
    assert sum(line.strip().startswith(settlement) for line in lines) == 1  # said once


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_closed_protocol_sums_its_columns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang
) -> None:
    """SV-P12: under the last row, each column's standing ålar and betar added up; here every
    column's 96 stands but the one played off (the betdelning's columns: 96, 96, 96, 0)."""
    monkeypatch.setenv("COLUMNS", "60")
    lines = play(tmp_path / "p.sqlite3", lang)
    why, _, sums, _ = WORDS[lang]
    end = lines[lines.index(why) :]
    head = end.index(sums)
    assert end[head + 1].split() == ["96", "96", "96", "0"], end
    header = next(line for line in end[:head] if line.startswith("1 "))  # the seats' heads
    columns = [header.index(f"{seat} ") for seat in range(1, 5)]
    assert [cell.start() for cell in re.finditer(r"\S+", end[head + 1])] == columns, end
    # but for a word that cannot be broken (the record's command names the file by its path)
    assert all(display_width(line) <= 58 for line in end if len(line.split()) > 1), end
