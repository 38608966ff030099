"""The terminal explains the words under a payment as the table plays (its deposit, not the
default 50), as Discord does: ``--deposit 30`` at a Fontainebleau table."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.terminal import main

ARGS = ["--seed", "5", "--level", "random", "--name", "Anna", "--variant", "fontainebleau"]
STOPS = ("q = stop).", "q = gå ur).")


class FirstChoice(io.StringIO):
    """Answers 1 (or Enter) to every question; q at the prompt after the first result."""

    def __init__(self, out: io.StringIO) -> None:
        super().__init__()
        self.out = out
        self.lines = 0

    def readline(self, size: int | None = -1, /) -> str:
        self.lines += 1
        if self.lines > 400 or self.out.getvalue().rstrip().endswith(STOPS):
            return "q\n"
        return "1\n"


@pytest.mark.parametrize(
    ("lang", "said", "default"),
    [
        ("en", "deposit: What each dealer pays into the pool before the deal, 30", "deal, 50"),
        ("sv", "insats: det givaren betalar i potten före given, 30", "given, 50"),
    ],
)
def test_the_deposit_explained_is_the_table_s(
    tmp_path: Path, lang: str, said: str, default: str
) -> None:
    out = io.StringIO()
    argv = ["--db", str(tmp_path / "p.sqlite3"), *ARGS, "--lang", lang, "--deposit", "30"]
    with contextlib.redirect_stdout(out):
        assert main(argv, FirstChoice(out)) == 0
    flat = " ".join(out.getvalue().split())
    assert said in flat and default not in flat, out.getvalue()[-1500:]
