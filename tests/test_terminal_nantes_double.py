"""The terminal says a Nantes double deal (NT-G2, NT-P8: every amount and deposit twice) under
the deal's head, from its start, in the engine's words; an ordinary deal says nothing of it.
The terminal plays Nantes' 40 deals, so ``--doubles 40`` makes the first a double."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.terminal import main

ARGS = ["--seed", "5", "--level", "random", "--name", "Anna", "--variant", "nantes"]


def first_deal(db: Path, *extra: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", str(db), *ARGS, *extra], io.StringIO("q\n")) == 0
    return out.getvalue()


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "Double deal (stakes doubled)."), ("sv", "Dubbel giv (dubbla insatser).")],
)
def test_a_double_is_said_under_its_head(tmp_path: Path, lang: str, said: str) -> None:
    out = first_deal(tmp_path / "p.sqlite3", "--lang", lang, "--doubles", "40")
    lines = out.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith(("Deal 1:", "Giv 1:")))
    assert said in lines[head + 1 : head + 3], lines[head : head + 3]


def test_an_ordinary_deal_says_nothing_of_doubles(tmp_path: Path) -> None:
    out = first_deal(tmp_path / "p.sqlite3")  # the last 8 of 40 are doubles
    assert "Deal 1:" in out
    assert "double" not in out.lower()
