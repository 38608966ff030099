"""In the terminal, a game whose scores outgrow what the database can hold (2^63 − 1) ends
there, as an agreed stop (SV-M2) at the last deal saved, and says why in the person's
language, instead of dying with ``OverflowError`` and resuming at the same deal forever.

Dawson's pool (DW-P3, no cap) starts a little under four times the limit: its share at the
close (DW-P7) still fits, but the first contract played for it, won or lost (DW-P6), does not.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.engine.dawson import ledger as dawson_ledger
from bot.engine.dawson.pool import Pool
from bot.i18n import Lang, t
from bot.terminal import main

LIMIT = 2**63 - 1


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_game_ends_with_why_instead_of_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang
) -> None:
    def full_pool(cap: int | None = None) -> Pool:
        return Pool(cap=cap, content=4 * (LIMIT - 1000))

    monkeypatch.setattr(dawson_ledger, "Pool", full_pool)
    monkeypatch.setenv("COLUMNS", "60")
    db = tmp_path / "p.sqlite3"
    args = ["--db", str(db), "--seed", "5", "--level", "random", "--name", "Anna"]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        rc = main([*args, "--variant", "dawson", "--lang", lang], io.StringIO("1\n" * 3000))
    text = out.getvalue()
    assert rc == 0
    assert " ".join(t(lang, "notice.outgrown").split()) in " ".join(text.split()), text[-2000:]
    assert "Traceback" not in text and "OverflowError" not in text
    # The table is over: the next run starts a new one rather than the same deal again.
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main([*args, "--lang", lang], io.StringIO("q\n")) == 0
    said = " ".join(out.getvalue().split())
    over = t(lang, "terminal.finished_new", id=1).split(";")[0]
    assert over in said, said[:600]
