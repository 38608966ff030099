"""``python -m bot play`` names who plays the contract as a sentence says it: "by Computer 3
with you as whister, trumps ♣" (Swedish "av Dator 3 med dig som whistare, trumf ♣"), "with
Computer 4 as partner" at American Boston (AM-P1); before, "trumps ♣, whister you" / "trumf ♣,
whistare du" / "partner you" read as a form's fields. The side is the engine's
(``result_side``), in the words the results say it in: the terminal had its own catalogue keys
for them (``terminal.contract_whister``, ``terminal.contract_partner``), now gone.

Swedish Boston, seed 2, heuristic computers: Computer 3 plays 5 spel i färg with ♣ trumps, and
the person, asked, says whist (SV-W2). American Boston, seed 1: Computer 2 goes Boston in ♦
with Computer 4, its partner.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.engine.words import Lang
from bot.terminal import main


def play(db: Path, script: str, *args: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert (
            main(
                ["--db", str(db), "--level", "heuristic", "--name", "Ada", *args],
                io.StringIO(script),
            )
            == 0
        )
    return " ".join(out.getvalue().split())


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "en",
            "Contract: 5 spel (liten boston) i färg by Computer 3 (heuristic) with you as "
            "whister, trumps ♣",
        ),
        (
            "sv",
            "Kontrakt: 5 spel (liten boston) i färg av Dator 3 (heuristisk) med dig som "
            "whistare, trumf ♣",
        ),
    ],
)
def test_the_whister_is_named_in_a_phrase(tmp_path: Path, lang: Lang, line: str) -> None:
    out = play(tmp_path / "p.sqlite3", "1\n1\nq\n", "--seed", "2", "--lang", lang)
    assert line in out


def test_the_american_partner_is_named_in_a_phrase(tmp_path: Path) -> None:
    """AM-P1: the declarer's partner sits opposite."""
    out = play(tmp_path / "p.sqlite3", "1\nq\n", "--seed", "1", "--variant", "american")
    line = "Contract: I go Boston by Computer 2 (heuristic) with Computer 4 (heuristic)"
    assert f"{line} as partner, trumps ♦" in out
