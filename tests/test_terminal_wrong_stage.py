"""``python -m bot play``: a move of another stage of the deal is answered with the stage the deal
is at and what comes next (``illegal.wrong_phase.<phase>``), as Discord answers it, from the one
place both say it (:func:`~bot.i18n.refusal_reason`); a card typed in the auction or at the
whist question goes to the rules, which refuse it so.

Before, the terminal answered a typed card in the auction with "Type a number …", and a
refusal of the wrong stage, wherever it came, with the general "That cannot be done at this
stage of the deal."

Seed 2 with heuristic computers: Computer 4 opens with 5 spel, the person passes, Computer 3
plays 5 spel i färg with ♣ trumps and invites whist, Computer 4 declines and the person is
asked; Computer 4 leads A♦.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.engine.errors import IllegalAction, Refusal
from bot.engine.words import Lang
from bot.i18n import refusal_reason, t
from bot.terminal import main

ARGS = ["--seed", "2", "--level", "heuristic", "--name", "Ada"]


def play(db: Path, script: str, lang: Lang) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", str(db), *ARGS, "--lang", lang], io.StringIO(script)) == 0
    return out.getvalue()


def said(text: str) -> str:
    """A text with its lines joined, as a sentence broken within the width reads."""
    return " ".join(text.split())


def not_allowed(lang: Lang, key: str) -> str:
    return said(t(lang, "terminal.not_allowed", reason=t(lang, key)))


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_card_typed_in_the_auction_and_at_the_whist_question_is_told_the_stage(
    lang: Lang, tmp_path: Path
) -> None:
    # 2♣ in the auction, then pass; 2♣ at the whist question, then whist; 5♥ on A♦ led.
    out = play(tmp_path / "p.sqlite3", "2c\n1\n2c\n1\n5h\nq\n", lang)
    text = said(out)
    auction = not_allowed(lang, "illegal.wrong_phase.auction")
    whist = not_allowed(lang, "illegal.wrong_phase.whist_answer")
    assert auction in text and whist in text
    assert text.index(auction) < text.index(t(lang, "terminal.did.pass")) < text.index(whist)
    assert said(t(lang, "illegal.wrong_phase")) not in text  # never the general sentence
    assert said(t(lang, "terminal.retype", n=31, card="")) not in text
    # In play a card is refused for the rules' own reason (follow suit), as before.
    follow = t(lang, "illegal.must_follow_suit.suit", suit="♦")
    assert said(t(lang, "terminal.not_allowed", reason=follow)) in text
    # Within the width, but for the file's path, as long as it is, on a line of its own.
    assert all(len(line) <= 78 or len(line.split()) == 1 for line in out.splitlines())


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize(
    "phase",
    [
        "auction",
        "trump",
        "whist_offer",
        "whist_answer",
        "whist_declined",
        "discard",
        "play",
        "claim",
        "merge",
    ],
)
def test_refusal_reason_says_the_stage_for_discord_and_the_terminal_alike(
    phase: str, lang: Lang
) -> None:
    refused = IllegalAction(Refusal.WRONG_PHASE, "", {"phase": phase})
    assert refusal_reason(lang, refused) == t(lang, f"illegal.wrong_phase.{phase}")
    unknown = IllegalAction(Refusal.WRONG_PHASE, "", {"phase": "elsewhere"})
    assert refusal_reason(lang, unknown) == t(lang, "illegal.wrong_phase")
