"""``python -m bot play`` names the person the same way in every line of a result: by the
name the rules' payment sentences use ("Ann betalar varje försvarare 20", SV-P7's "Ann sätter
två betar"), in the summary, the tricks and the balances around them too, which said "du
(Ann)" and "med dig (Ann) som whistare" beside "Ann betalar …" in the same result. Those
sentences name every seat ("du (Ann) betalar" would not do: "bara du missade sitt eget mål"
is not Swedish, "you (Ann) pays" not English), so the terminal's own lines follow them; the
table's first line says which name is the person's ("du spelar som Ann"), and the protocol's
column is still headed "Du (Ann)".

Seed 2 with heuristic computers: Computer 3 deals and plays 5 spel i färg, the person (seat 1)
passes and says whist; the deal is lost by two, and only the person missed their own target.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.engine.words import Lang
from bot.terminal import main

ARGS = ["--seed", "2", "--level", "heuristic", "--name", "Ann"]
HEAD = {"en": "Deal 1 · dealer", "sv": "Giv 1 · givare"}
NEXT = {"en": "Press Enter for the next deal", "sv": "Tryck Enter för nästa giv"}


def play(db: Path, script: str, lang: Lang) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", str(db), *ARGS, "--lang", lang], io.StringIO(script)) == 0
    return out.getvalue()


def first_result(out: str, lang: Lang) -> str:
    """The first deal's result, from its summary to the question before the next deal, its
    broken lines joined."""
    return " ".join(out[out.index(HEAD[lang]) : out.index(NEXT[lang])].split())


@pytest.mark.parametrize(
    ("lang", "summary", "tricks", "payment", "balances"),
    [
        (
            "en",
            "Deal 1 · dealer and spelförare Computer 3 (heuristic) with Ann as whister,",
            "Tricks: Ann (0 tricks),",
            "only Ann missed their own target: Ann pays each defender 20",
            "Balances: Ann -40,",
        ),
        (
            "sv",
            "Giv 1 · givare och spelförare Dator 3 (heuristisk) med Ann som whistare,",
            "Stick: Ann (0 stick),",
            "bara Ann missade sitt eget mål: Ann betalar varje försvarare 20",
            "Ställning: Ann -40,",
        ),
    ],
)
def test_a_result_names_the_person_as_its_payment_lines_do(
    lang: Lang, summary: str, tricks: str, payment: str, balances: str, tmp_path: Path
) -> None:
    # Pass, whist, then the first card offered each time; the first result is read.
    out = play(tmp_path / "p.sqlite3", "1\n" * 40, lang)
    result = first_result(out, lang)
    assert result.startswith(summary), result
    assert tricks in result and payment in result and balances in result, result
    assert not re.search(r"\b(you|You|du|Du|dig) \(Ann\)", result), result


@pytest.mark.parametrize(
    ("lang", "new_table", "resumed"),
    [
        (
            "en",
            "New table 1: you play as Ann in seat 1, computers in seats 2–4.",
            "Resuming table 1, where you play as Ann.",
        ),
        (
            "sv",
            "Nytt bord 1: du spelar som Ann på plats 1, datorer på plats 2–4.",
            "Fortsätter bord 1, där du spelar som Ann.",
        ),
    ],
)
def test_the_table_says_which_name_is_the_persons(
    lang: Lang, new_table: str, resumed: str, tmp_path: Path
) -> None:
    db = tmp_path / "p.sqlite3"
    assert new_table in play(db, "q\n", lang)
    assert resumed in play(db, "q\n", lang)


@pytest.mark.parametrize(
    ("lang", "heading", "listed"),
    [("en", "1 You (Ann)", "Balances: Ann "), ("sv", "1 Du (Ann)", "Ställning: Ann ")],
)
def test_the_protocol_heads_the_persons_column_and_names_them_under_it(
    lang: Lang, heading: str, listed: str, tmp_path: Path
) -> None:
    out = play(tmp_path / "p.sqlite3", "p\nq\n", lang)
    assert heading in out and listed in out
    assert not re.search(r"(Balances|Ställning): (you|du) \(Ann\)", out)
