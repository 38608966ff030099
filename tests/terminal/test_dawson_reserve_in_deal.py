"""DW-P3 in the terminal: with a pool cap, the antes are put in before the deal and what the
cap keeps out of the pool waits in the reserve. Under a deal's head the terminal said "Pool:
30 (this deal's ante of 30 in it)." (the ante is 50) and then "Pool: 30." with no reserve at
all, while the results said "pool now 30, reserve 20": the antes above the cap were nowhere
until the deal's result. The line under the head now says the pool and the reserve as they
lie while the deal is played, each with what of the deal's antes it holds, as Discord's table
message does; the deal's result says the same numbers where the deal does not touch the pool.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.terminal import main


def play(db: Path, lang: str, answers: int) -> list[str]:
    """Dawson with a cap of 30 (the antes are 50: 10 each, the dealer's 20), the first choice
    taken at ``answers`` prompts."""
    out = io.StringIO()
    argv = ["--db", str(db), "--seed", "3", "--name", "Anna", "--variant", "dawson"]
    argv += ["--pool-cap", "30", "--lang", lang]
    with contextlib.redirect_stdout(out):
        assert main(argv, io.StringIO("1\n" * answers + "q\n")) == 0
    return out.getvalue().splitlines()


def test_dw_p3_the_deal_head_says_the_reserve_with_the_deals_antes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "100")  # each line whole
    lines = play(tmp_path / "p.sqlite3", "en", 60)
    said = [line.strip() for line in lines if line.startswith("Pool") or "pool now" in line]
    assert said[:8] == [
        # Deal 1: 30 of the antes fill the pool, the other 20 go to the reserve.
        "Pool: 30 (30 of this deal's ante of 50 in it) · reserve 20 (the other 20 in it).",
        "pool now 30, reserve 20",  # Six made: the pool is not touched
        # Deal 2: the pool is full, so all of its antes lie in the reserve.
        "Pool: 30 · reserve 70 (this deal's ante of 50 in it).",
        "pool now 30, reserve 70",  # Boston made: as the head said
        "Pool: 30 · reserve 120 (this deal's ante of 50 in it).",
        # Seven made takes the pool, 30; the reserve refills it with 30 of its 120.
        "pool now 30, reserve 90",
        "Pool: 30 · reserve 140 (this deal's ante of 50 in it).",
        "pool now 30, reserve 140",
    ]


def test_dw_p3_the_deal_head_in_swedish(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    lines = play(tmp_path / "p.sqlite3", "sv", 20)
    said = [line for line in lines if line.startswith("Pott")]
    assert said[:2] == [
        "Pott: 30 (med 30 av den här givens insats på 50) · reserv 20 (med de övriga 20).",
        "Pott: 30 · reserv 70 (med den här givens insats på 50).",
    ]
