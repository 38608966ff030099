"""``python -m bot play`` asking again after an answer it cannot take, at a phone's width: the
question again right under why (a mistyped choice: its prompt line; a card the rules refuse,
SV-T1: the choices and the prompt), and not the whole hand again, which pushed the reason up
out of sight, nor nothing at all, which left the player scrolling up for the question.

The deal comes from seed 5 with random computers (as in test_terminal.py): seat 1 passes,
Computer 2 declares with ♦ trumps and clubs are led, so seat 1 (holding 9♣ 6♣ and K♠) must
follow suit.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.terminal import main

ARGS = ["--seed", "5", "--level", "random", "--name", "Anna"]
PROMPT = "Choose a number or a card (KC, K♣, 10h)\n(?, r, p, e, q = stop):"
MENU = "   1. 9♣    2. 6♣"


def play(db: Path, script: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", str(db), *ARGS], io.StringIO(script)) == 0
    return out.getvalue()


@pytest.fixture(autouse=True)
def _phone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "50")


def test_a_mistyped_choice_is_followed_by_the_prompt_again(tmp_path: Path) -> None:
    out = play(tmp_path / "play.sqlite3", "1\nx\n9c\nq\n")
    retype = "Please type a number from 1 to 2, a card such as\nKC, ?, r, p, e or q.\n"
    assert f"{retype}{PROMPT}\n  You play 9♣" in out
    assert out.count("Your hand:") == 3  # the bid, the first card, the next: not redrawn


def test_a_refused_card_is_followed_by_the_choices_and_the_prompt_not_the_hand(
    tmp_path: Path,
) -> None:
    out = play(tmp_path / "play.sqlite3", "1\nKS\n9c\nq\n")
    refused = "Not allowed: You must follow suit (♣).\n"  # SV-T1, the engine's reason
    assert f"{PROMPT}\n{refused}{MENU}\n{PROMPT}\n  You play 9♣" in out
    assert out.count("Your hand:") == 3


def test_the_whole_view_is_drawn_again_after_the_glossary(tmp_path: Path) -> None:
    """Where something else was shown between (the glossary's words), the table is drawn again:
    it scrolled away."""
    out = play(tmp_path / "play.sqlite3", "1\n?\n9c\nq\n")
    assert out.count("Your hand:") == 4
