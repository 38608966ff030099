"""What each answer to the merge question books (SV-P9: two bets set in one deal, merged or
kept apart; SV-P7: a bet is the gående bet plus the marks times 32) is broken between phrases
as a result's payment lines are, a sum whole where it fits: "Om du behåller två betar: du
sätter två betar om 96" / "+ 3 × 32 = 192" read the first term as the bet.

Swedish Boston seed 21, the person answering "1" at every prompt: deal 3 asks the person
whether to merge their two bets.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import re
from pathlib import Path

import pytest

from bot.terminal import main


def test_a_merge_outcome_keeps_its_sum_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "60")
    out = io.StringIO()
    argv = ["--db", str(tmp_path / "p.sqlite3"), "--variant", "swedish", "--seed", "21"]
    argv += ["--name", "Pat", "--lang", "sv"]
    with contextlib.redirect_stdout(out):
        assert main(argv, io.StringIO("1\n" * 60)) == 0
    text = out.getvalue()
    asked = text.split("Om du slår ihop:")[1].split("Välj ett nummer")[0]
    lines = asked.splitlines()
    assert "Om du behåller två betar" in asked
    sums = [line for line in lines if re.search(r"\d+ \+ \d+ × \d+ = \d+", line)]
    assert sums, asked  # "96 + 3 × 32 = 192" on one line
    for above, below in itertools.pairwise(lines):
        # no line ends with a figure that the next line's sign goes on from
        assert not (re.search(r"\d$", above) and re.match(r"\s*[+×=−]", below)), asked
    assert all(len(line) <= 58 for line in lines)
