"""A deal's summary under its result is broken between phrases, as the payment lines under it
are: a bracket whole where it fits, a count with the word it counts. At 60 columns Dawson's
read "Computer 2 (heuristic), Boston ♥ (I keep," / "second preference), 7 tricks, made" and
"Computer 2 (heuristic), Boston ♣ (I keep over you), 5" / "tricks, made".

Dawson seed 12, the person answering "1" at every prompt: deal 1 and deal 3 are Bostons made
(DW-P1), deal 2 a Misère Partout (DW-P5).
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.terminal import main


def test_a_summary_keeps_its_brackets_and_counts_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "60")
    out = io.StringIO()
    argv = ["--db", str(tmp_path / "p.sqlite3"), "--variant", "dawson", "--seed", "12"]
    argv += ["--name", "Margaretha Söderberg", "--lang", "en"]
    with contextlib.redirect_stdout(out):
        assert main(argv, io.StringIO("1\n" * 80)) == 0
    lines = out.getvalue().splitlines()
    heads = [n for n, line in enumerate(lines) if re.match(r"Deal \d+ · ", line)]
    summaries = [
        lines[n : lines.index(next(x for x in lines[n:] if x.startswith("Tricks:")))] for n in heads
    ]
    assert len(summaries) >= 3, heads
    for summary in summaries:
        said = " ".join(line.strip() for line in summary)
        for bracket in re.findall(r"\([^()]*\)", said):
            assert any(bracket in line for line in summary), summary
        for count in re.findall(r"\d+ tricks", said):
            assert any(count in line for line in summary), summary
        assert all(len(line) <= 58 for line in summary)
