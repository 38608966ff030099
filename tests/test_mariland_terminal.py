"""Mariland in the terminal (``python -m bot play --variant mariland``): the deal's head names
the superpreference, the hand labels each suit by Mariland's classes (MA-D2/D3), and the bid
menu lists only bids that overcall (MA-C2/C3)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.terminal import main as play_main


def test_a_mariland_deal_in_the_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--db", str(tmp_path / "play.sqlite3"), "--seed", "2", "--variant", "mariland"]
    assert play_main(argv, io.StringIO("3\n" + "1\n" * 80 + "q\n")) == 0
    out = capsys.readouterr().out
    # Deal 1 turned Q♣: clubs are the superpreference, and deal 1 has no preference.
    assert "Deal 1: Computer 3 (heuristic) deals; turned Q♣ — superpreference ♣." in out
    assert "♣ J♣ 10♣ 8♣ 2♣  (superpreference)" in out
    assert "♠ K♠ 4♠  (plain suit)" in out and "(preference)" not in out.split("Deal 2")[0]
    # Over Computer 4's Four ♦ (plain) only Four ♣ overcalls among the fours.
    assert "   2. Four ♣\n   3. Five ♠" in out
    assert "You bid Five ♠" in out
