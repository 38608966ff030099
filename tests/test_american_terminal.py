"""American Boston in the terminal (``python -m bot play --variant american``): the deal's
head names the trumps the cut fixed (AM-D4) without listing one plain suit apart, the hand
says "trumps" once, and a deal's line counts the side's tricks with the partner (AM-T2)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from bot.terminal import main as play_main


def test_an_american_deal_in_the_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--db", str(tmp_path / "play.sqlite3"), "--seed", "2", "--variant", "american"]
    assert play_main(argv, io.StringIO("3\n" + "1\n" * 40 + "q\n")) == 0
    out = capsys.readouterr().out
    assert "Deal 1: Computer 3 (heuristic) deals; cut from a second pack: 4♠ — trumps ♠.\n" in out
    assert "(trumps)  ← trumps" not in out and "♠ 8♠ 4♠  (trumps)\n" in out
    # The summary is broken between words (no name cut); read it as one line.
    summary = re.search(r"^Deal 1 · dealer .*\n(?:    .*\n)*", out, re.MULTILINE)
    assert summary is not None
    assert " ".join(summary.group(0).split()).endswith(
        "Computer 2 (heuristic) with Computer 4 (heuristic) as partner, I go 11 ♠, 12 tricks, made"
    )
