"""``python -m bot play`` names the person "you (Ada)" in the lines it writes around a result, in
the case the sentence needs: "with you (Ada) as whister", Swedish "med dig (Ada) som whistare"
(the object form after a preposition), "Tricks: you (Ada) 0", "Ställning: du (Ada) -40"; the
protocol's sheets keep "You (Ada)" as a column's heading, and the bids so far on resume say
"…; you pass; …" within their list.

Before, the summary said "Computer 3 (heuristic) with You (Ada) as whister" and Swedish "Dator
3 (heuristisk) med Du (Ada) som whistare", and the lists "Tricks: You (Ada)".

Seed 2 with heuristic computers: Computer 3 deals and plays 5 spel i färg, the person (seat 1)
passes and says whist; the deal is lost by two.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.engine.words import Lang
from bot.terminal import main

ARGS = ["--seed", "2", "--level", "heuristic", "--name", "Ada"]
NEXT = {"en": "Press Enter for the next deal", "sv": "Tryck Enter för nästa giv"}


def play(db: Path, script: str, lang: Lang) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", str(db), *ARGS, "--lang", lang], io.StringIO(script)) == 0
    return out.getvalue()


def first_result(out: str, lang: Lang) -> str:
    """The first deal's result, from its summary to the question before the next deal, its
    broken lines joined."""
    head = {"en": "Deal 1 · dealer", "sv": "Giv 1 · givare"}[lang]
    return " ".join(out[out.index(head) : out.index(NEXT[lang])].split())


@pytest.mark.parametrize(
    ("lang", "summary", "tricks", "balances"),
    [
        (
            "en",
            "Deal 1 · dealer Computer 3 (heuristic): Computer 3 (heuristic) with you (Ada) as "
            "whister,",
            "Tricks: you (Ada) 0,",
            "Balances: you (Ada) -40,",
        ),
        (
            "sv",
            "Giv 1 · givare Dator 3 (heuristisk): Dator 3 (heuristisk) med dig (Ada) som whistare,",
            "Stick: du (Ada) 0,",
            "Ställning: du (Ada) -40,",
        ),
    ],
)
def test_the_whister_is_named_after_with_in_the_object_case(
    lang: Lang, summary: str, tricks: str, balances: str, tmp_path: Path
) -> None:
    # Pass, whist, then the first card offered each time; the first result is read.
    out = play(tmp_path / "p.sqlite3", "1\n" * 40, lang)
    result = first_result(out, lang)
    assert result.startswith(summary), result
    assert tricks in result and balances in result
    # The capital form is a sheet's heading only; no "Du" after "med" (nor "med du").
    assert not re.search(r"\b(You|Du) \(Ada\)", result), result
    assert not re.search(r"\bmed (du|Du)\b", result), result


@pytest.mark.parametrize(
    ("lang", "heading", "listed"),
    [("en", "1 You (Ada)", "Balances: you (Ada) "), ("sv", "1 Du (Ada)", "Ställning: du (Ada) ")],
)
def test_the_protocol_heads_its_column_you_and_says_you_under_it(
    lang: Lang, heading: str, listed: str, tmp_path: Path
) -> None:
    out = play(tmp_path / "p.sqlite3", "p\nq\n", lang)
    assert heading in out and listed in out
