"""The game's end in the terminal says why the game is over and ranks its final balances, as
Discord's end post does (``Final balances: 1. … 4. …``); the next run, starting a new table,
ranks the finished game's again; and the game's length is said with its rules from the start.

Before, a game played to its end said only "The game is over.", then the score sheet and the
balances line a second time (it already followed the last deal); the next run said "The game
at table 1 is over; a new table starts…" without what it came to; and a game's length showed
only at its last deal's head ("The last of 12 deals.").

The person answers "1" at every prompt (Enter between deals), the computers play at random:
twelve deals of American Boston (AM-P1: partners end level, so places are shared, 1, 1, 3, 3).
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

ARGS = ["--seed", "5", "--level", "random", "--name", "Anna"]


def play(db: Path, *extra: str, typed: str = "1\n" * 3000) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", str(db), *ARGS, *extra], io.StringIO(typed)) == 0
    return out.getvalue()


def ranked(lines: list[str], head: str) -> list[str]:
    """The four lines under ``head`` ("Final balances:"), each a place and a seat."""
    at = lines.index(head)
    return lines[at + 1 : at + 5]


END = {
    "en": ("The game is over: all 12 deals are played.", "Final balances:", "Balances:"),
    "sv": ("Spelet är slut: alla 12 givar är spelade.", "Slutställning:", "Ställning:"),
}


@pytest.mark.parametrize("columns", [60, 100])
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_end_says_why_and_ranks_the_final_balances(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang, columns: int
) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    text = play(tmp_path / "p.sqlite3", "--variant", "american", "--lang", lang)
    why, head, balances = END[lang]
    assert why in text.splitlines(), text[-3000:]
    end = text.split(why, 1)[1].splitlines()
    assert not any(line.startswith(balances) for line in end)  # said after the last deal
    places = ranked(end, head)
    assert [line.split(" ", 1)[0] for line in places] == ["1.", "1.", "3.", "3."], places
    points = [int(found) for line in places for found in re.findall(r" ([-+]?\d+) point", line)]
    assert len(points) == 4 and points == sorted(points, reverse=True)
    assert points[0] == -points[-1] != 0  # AM-P1: the sides end level, opposite
    assert end[-1] == places[-1]  # the ranking closes the game's end
    # but for a word that cannot be broken (the record's command names the file by its path)
    assert all(display_width(line) <= columns - 2 for line in end if len(line.split()) > 1), end


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_next_run_ranks_the_finished_games_final_balances(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang
) -> None:
    monkeypatch.setenv("COLUMNS", "60")
    db = tmp_path / "p.sqlite3"
    first = play(db, "--variant", "american", "--lang", lang).splitlines()
    _, head, _ = END[lang]
    said = ranked(first, head)
    again = play(db, "--lang", lang, typed="q\n").splitlines()
    at = {"en": "Final balances at table 1:", "sv": "Slutställning vid bord 1:"}[lang]
    assert ranked(again, at) == said, again
    over = {"en": "The game at table 1 is over", "sv": "Partiet vid bord 1 är slut"}[lang]
    new = {"en": "New table 2:", "sv": "Nytt bord 2:"}[lang]
    lines = [line.split(";")[0] for line in again]
    assert (
        lines.index(over)
        < again.index(at)
        < next(n for n, line in enumerate(again) if line.startswith(new))
    )
    assert all(display_width(line) <= 58 for line in again if len(line.split()) > 1), again


def test_a_tour_played_off_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """SV-P11: a tour ends once its betar are played off, said in Discord's words."""
    monkeypatch.setenv("COLUMNS", "60")
    argv = ["--variant", "swedish", "--tour-length", "1", "--level", "heuristic"]
    text = play(tmp_path / "p.sqlite3", *argv)
    assert "The tour is over: its one bet is played off." in text.splitlines(), text[-3000:]
    assert "Final balances:" in text.split("The tour is over")[1].splitlines()


def rules_line(text: str, first: str) -> str:
    """The rules' parts under the table's first line, joined again (said on lines of 60)."""
    lines = text.splitlines()
    at = next(n for n, line in enumerate(lines) if line.startswith(first))
    at = next(n for n, line in enumerate(lines) if n > at and line.startswith(("Rules", "Regler")))
    end = next(n for n, line in enumerate(lines) if line.startswith(("Type ?", "Skriv ?")))
    return " · ".join(line.strip() for line in lines[at:end])


@pytest.mark.parametrize(
    ("lang", "extra", "length"),
    [
        ("en", ["--variant", "american"], "Rules: American Boston · 12 deals"),
        ("sv", ["--variant", "american"], "Regler: Amerikansk boston · 12 givar"),
        ("en", ["--variant", "nantes"], "Rules: Boston de Nantes · 40 deals"),
        ("en", ["--variant", "whisch"], " · 12 deals"),
        (
            "en",
            ["--variant", "swedish"],
            "Rules: Swedish Boston · traditional payment (protocol) · a tour of 24 betar",
        ),
        (
            "sv",
            ["--variant", "swedish", "--tour-length", "6"],
            "Regler: Svensk boston · traditionell betalning (protokoll) · en tur om 6 betar",
        ),
    ],
)
def test_the_games_length_is_said_with_its_rules(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang, extra: list[str], length: str
) -> None:
    """SV-F3, SV-P11, NT-G2: the agreed deals, or the tour's betar, at a new table and at a
    resumed one, once (not "Betar in a tour: 6" besides)."""
    monkeypatch.setenv("COLUMNS", "60")
    db = tmp_path / "p.sqlite3"
    new = {"en": "New table 1", "sv": "Nytt bord 1"}[lang]
    resumed = {"en": "Resuming table 1", "sv": "Fortsätter bord 1"}[lang]
    for text, first in [
        (play(db, "--lang", lang, *extra, typed="q\n"), new),
        (play(db, "--lang", lang, typed="q\n"), resumed),
    ]:
        said = rules_line(text, first)
        assert length in said, said
        assert "tour:" not in said and "tur:" not in said, said


def test_a_game_of_no_agreed_length_says_none(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Dawson plays until its players stop (its deals 0): no length is made up."""
    monkeypatch.setenv("COLUMNS", "60")
    text = play(tmp_path / "p.sqlite3", "--variant", "dawson", typed="q\n")
    assert rules_line(text, "New table 1") == "Rules: Dawson's Boston"
