"""The terminal says how far the tour has come under each deal's head, as the Discord table
message does (SV-P2, SV-P6, SV-P11): the marks standing, the gående bet and the betar played
off of the tour's, and with one bet left that the next contract made ends the tour (SV-P3)."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.terminal import main

PROGRESS = re.compile(r"(?:Streck: \d+ · )?[Gg]ående bet \d+ · avspelade (\d+) av 3\.")


def test_a_short_tour_s_progress_is_said_under_the_deal_heads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "100")  # each line whole, for the patterns below
    out = io.StringIO()
    answers = io.StringIO("1\n" * 600)  # the first choice, whatever is asked, to the end
    args = ["--db", str(tmp_path / "t.sqlite3"), "--lang", "sv", "--seed", "3"]
    with contextlib.redirect_stdout(out):
        main([*args, "--tour-length", "3", "--level", "heuristic"], answers)
    text = out.getvalue()
    played_off = [int(n) for n in PROGRESS.findall(text)]
    assert played_off and played_off == sorted(played_off), text
    assert "Sista beten: nästa hemgång avslutar turen." in text
    # The warning comes once two of the three betar are played off, not before.
    warning = text.index("Sista beten")
    assert "avspelade 2 av 3." in text[:warning]
