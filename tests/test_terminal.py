"""``python -m bot play`` driven by a scripted stdin: play, quit, resume, finish."""

from __future__ import annotations

import io
import sqlite3
from pathlib import Path

import pytest

from bot.terminal import main


def run_play(db: Path, script: str, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["--db", str(db), "--seed", "5", "--level", "random"], io.StringIO(script)) == 0
    return capsys.readouterr().out


def actions_in(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT COUNT(*) FROM events WHERE kind = 'action'").fetchone()[0]


def test_play_shows_the_hand_and_menu_and_quitting_saves(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "play.sqlite3"
    out = run_play(db, "1\nq\n", capsys)
    assert "New table 1" in out
    assert "Your hand:" in out and "♠" in out
    assert "Choose a number" in out
    assert "Saved. Run the same command again to resume." in out
    saved = actions_in(db)
    assert saved >= 1

    out = run_play(db, "p\nx\nq\n", capsys)
    assert "Resuming table 1." in out
    assert "Marks:" in out and "Balances:" in out  # p shows the protocol
    assert "Please type a number" in out  # x is not a choice
    assert actions_in(db) == saved  # nothing moved while we only looked


def test_a_whole_deal_can_be_played_to_its_payment(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "play.sqlite3"
    # Always the first choice: pass or the lowest legal card; enough lines for several deals.
    out = run_play(db, "1\n" * 60 + "q\n", capsys)
    assert "Deal 1:" in out
    assert "Balances:" in out
    assert "Deal 2:" in out, "the next deal starts after the first is paid"
