"""Running ``python -m bot play`` again once the game kept in the file is over says why that
game ended, in the words its end said it (and Discord's end post says it,
:func:`bot.standings.over_words`), between the line that a new table starts and the finished
game's final balances.

Before, the next run said only "The game at table 1 is over; a new table starts with the same
rules (American Boston)." and the balances: not whether its agreed deals were played (SV-F3),
its tour played off (SV-P11), or it was ended by agreement (SV-M2) or by the table, its scores
outgrowing the database.

Seed 5, random computers, the person answering "1" at every prompt (Enter between deals).
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.engine.dawson import ledger as dawson_ledger
from bot.engine.dawson.pool import Pool
from bot.i18n import Lang, t
from bot.terminal import main
from bot.wrapping import display_width
from tests.test_terminal import Prompted

ARGS = ["--seed", "5", "--level", "random", "--name", "Anna"]
STOP = {"en": "q = stop).", "sv": "q = gå ur)."}
YES = {"en": ("(y/n)", "y"), "sv": ("(j/n)", "j")}


def play(
    db: Path, *extra: str, typed: io.StringIO | None = None, out: io.StringIO | None = None
) -> str:
    out = out or io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", str(db), *ARGS, *extra], typed or io.StringIO("1\n" * 3000)) == 0
    return out.getvalue()


def rerun(db: Path, lang: Lang) -> list[str]:
    """The next run's lines up to the new table's first line, the finished game's said."""
    return play(db, "--lang", lang, typed=io.StringIO("q\n")).splitlines()


def said_between(lines: list[str], lang: Lang) -> str:
    """What the next run says between "The game at table 1 is over; …" and "Final balances at
    table 1:" (or the new table's first line, where no balances are kept), joined again."""
    over = {"en": "The game at table 1 is over", "sv": "Partiet vid bord 1 är slut"}[lang]
    first = next(n for n, line in enumerate(lines) if line.startswith(over))
    heads = (
        "Final balances at table 1:",
        "Slutställning vid bord 1:",
        "New table 2",
        "Nytt bord 2",
    )
    last = next(n for n, line in enumerate(lines) if n > first and line.startswith(heads))
    # The first line's own sentence, wrapped, ends with the variant's name and its ")."
    start = next(n for n in range(first, last) if lines[n].endswith((").", "börjar.", "starts.")))
    return " ".join(" ".join(lines[start + 1 : last]).split())


@pytest.mark.parametrize(
    ("lang", "why"),
    [
        ("en", "The game is over: all 12 deals are played."),
        ("sv", "Spelet är slut: alla 12 givar är spelade."),
    ],
)
def test_sv_f3_the_agreed_deals_played(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang, why: str
) -> None:
    monkeypatch.setenv("COLUMNS", "60")
    db = tmp_path / "p.sqlite3"
    first = play(db, "--variant", "american", "--lang", lang)
    assert why in first.splitlines()  # as the game's end said it
    lines = rerun(db, lang)
    assert said_between(lines, lang) == why, lines[:12]
    assert all(display_width(line) <= 58 for line in lines if len(line.split()) > 1), lines


def test_sv_p11_the_tour_played_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "60")
    db = tmp_path / "p.sqlite3"
    play(db, "--variant", "swedish", "--tour-length", "1", "--level", "heuristic")
    lines = rerun(db, "en")
    assert said_between(lines, "en") == "The tour is over: its one bet is played off.", lines[:12]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_sv_m2_ended_by_agreement(tmp_path: Path, lang: Lang) -> None:
    """``e`` at the first "Press Enter for the next deal", confirmed."""
    db = tmp_path / "p.sqlite3"
    out = io.StringIO()
    typed = Prompted(out, [(STOP[lang], "e"), YES[lang]])
    first = play(db, "--variant", "american", "--lang", lang, typed=typed, out=out)
    assert t(lang, "terminal.over_agreed") in first.splitlines()  # as the game's end said it
    lines = rerun(db, lang)
    assert said_between(lines, lang) == t(lang, "terminal.over_agreed"), lines[:12]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_ended_by_the_table_its_scores_outgrowing_the_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang
) -> None:
    """Dawson's pool (DW-P3, no cap) a little under four times what the database keeps: the
    first contract played for it does not fit, and the table ends the game."""

    def full_pool(cap: int | None = None) -> Pool:
        return Pool(cap=cap, content=4 * (2**63 - 1 - 1000))

    monkeypatch.setattr(dawson_ledger, "Pool", full_pool)
    db = tmp_path / "p.sqlite3"
    play(db, "--variant", "dawson", "--lang", lang)
    lines = rerun(db, lang)
    assert said_between(lines, lang) == " ".join(t(lang, "notice.outgrown").split()), lines[:12]
