"""The terminal's auction says what a bid or a pass is beyond its name: a bid taking over an
equal one *i förhand* (SV-B4, SV-B5) in the menu, in the person's echo, in a computer's bid as
it is made and in the bids so far on resume; and a second pass at Le Whisch Bostonien, which
declines to support the demande (WB-B2), as such.

Swedish, seed 11 with heuristic computers: Dator 4 deals, the person is förhand, bids 5 spel
(``2``), and Dator 4 bids 5 spel i färg, which the person may take over. Swedish, seed 5 with
random computers: after ``3``, ``2``, ``2``, Dator 2 (förhand) takes over 13 spel. Le Whisch
Bostonien, seed 3: the computers pass, the person bids Demande (``2``), and each computer is
asked to support it.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.engine.actions import Bid, Pass
from bot.engine.describe import action_text, declines_support
from bot.engine.variants import new_game
from bot.engine.words import Lang
from bot.terminal import main


def play(db: Path, script: str, *args: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", str(db), "--name", "Anna", *args], io.StringIO(script)) == 0
    return out.getvalue()


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_sv_b5_the_person_s_takeover_is_said_i_forhand(tmp_path: Path, lang: Lang) -> None:
    db = tmp_path / "p.sqlite3"
    args = ("--seed", "11", "--lang", lang)
    out = play(db, "2\n2\nq\n", *args)
    menus = [line for line in out.splitlines() if line.startswith("   2. 5 spel")]
    assert len(menus) == 2, menus
    assert "(i förhand)" not in menus[0]  # the first bid takes over nothing
    assert menus[1].startswith("   2. 5 spel (liten boston) i färg (i förhand)"), menus[1]
    echo = {"en": "  You bid", "sv": "  Du bjuder"}[lang]
    assert f"{echo} 5 spel (liten boston) i färg (i förhand)\n" in out
    resumed = play(db, "q\n", *args)
    joined = " ".join(resumed.split())  # the bids so far, wrapped
    listed = echo.strip().replace("Y", "y").replace("D", "d")  # one of a list: "…; you bid"
    assert f"; {listed} 5 spel (liten boston) i färg (i förhand);" in joined, resumed


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_sv_b5_a_computer_s_takeover_is_said_i_forhand(tmp_path: Path, lang: Lang) -> None:
    db = tmp_path / "p.sqlite3"
    args = ("--seed", "5", "--level", "random", "--lang", lang)
    out = play(db, "3\n2\n2\n2\nq\n", *args)
    name, verb = {"en": ("Computer 2 (random)", "bids"), "sv": ("Dator 2 (slump)", "bjuder")}[lang]
    # One bracket: after the nickname's, the takeover follows a comma.
    said = f"  {name} {verb} 13 spel (concordia), i förhand\n"
    assert said in out, out
    resumed = " ".join(play(db, "q\n", *args).split())
    assert said.strip() + ";" in resumed


WHISCH = ("--seed", "3", "--variant", "whisch")


@pytest.mark.parametrize(
    ("lang", "passes", "declines"),
    [
        ("en", "Computer 2 (heuristic) passes", "Computer 2 (heuristic) does not support"),
        ("sv", "Dator 2 (heuristisk) passar", "Dator 2 (heuristisk) stöder inte"),
    ],
)
def test_wb_b2_a_second_pass_declines_to_support(
    tmp_path: Path, lang: Lang, passes: str, declines: str
) -> None:
    db = tmp_path / "p.sqlite3"
    out = play(db, "2\nq\n", *WHISCH, "--lang", lang)
    lines = [line.strip() for line in out.splitlines()]
    bid = lines.index({"en": "You bid Demande", "sv": "Du bjuder Demande"}[lang])
    assert passes in lines[:bid] and passes not in lines[bid:]
    assert lines[bid + 1] == declines, lines[bid : bid + 4]
    resumed = " ".join(play(db, "q\n", *WHISCH, "--lang", lang).split())
    assert f"{passes}; " in resumed and f"{declines}; " in resumed, resumed


def test_the_engine_phrases_a_takeover_and_a_support_declined() -> None:
    game = new_game("swedish", {}, ["A", "B", "C", "D"])
    words, ladder = game.words, game.rules.ladder
    bid = Bid(2, "5")
    said = action_text(bid, "ABCD", ladder, words, "sv", takeover=True)
    assert said.endswith("5 spel (liten boston), i förhand"), said
    assert "förhand" not in action_text(bid, "ABCD", ladder, words, "sv")
    # Swedish Boston has no demande: a pass is a pass, however many the seat made (none).
    assert not declines_support((Pass(2), Pass(3), Pass(2)), 2, words)
    whisch = new_game("whisch", {}, ["A", "B", "C", "D"]).words
    auction = (Pass(2), Bid(3, "demande"), Pass(2))
    assert not declines_support(auction, 0, whisch)
    assert declines_support(auction, 2, whisch)


@pytest.mark.parametrize(
    ("lang", "offered", "echo"),
    [
        ("en", "   1. do not support (pass)", "  You do not support"),
        ("sv", "   1. inte stödja (passa)", "  Du stöder inte"),
    ],
)
def test_wb_b2_the_person_asked_again_declines_to_support(
    tmp_path: Path, lang: Lang, offered: str, echo: str
) -> None:
    """Le Whisch Bostonien, seed 36 with random computers: the person passes, Dator 2 bids
    Demande, and the person, who may not bid again, is asked only whether to support it."""
    args = ("--seed", "36", "--level", "random", "--variant", "whisch", "--lang", lang)
    out = play(tmp_path / "p.sqlite3", "1\n1\nq\n", *args)
    lines = out.splitlines()
    first = {"en": "  You pass", "sv": "  Du passar"}[lang]
    assert lines.index(first) < lines.index(offered) < lines.index(echo)
