"""``python -m bot play`` takes its options as written in full: argparse's abbreviations
(``--car`` for ``--card``, ``--play`` for ``--play-out-pool``, ``--honours`` for
``--honours-on-failure``) chose a rule setting by a prefix nobody promised, so a slip of the
keyboard set another setting than the one meant without a word."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.simulate import main as simulate_main
from bot.terminal import main


def run(tmp_path: Path, *flags: str) -> str:
    out = io.StringIO()
    argv = ["--db", str(tmp_path / "t.sqlite3"), "--seed", "1", "--level", "random", *flags]
    with contextlib.redirect_stdout(out):
        assert main(argv, io.StringIO("q\n")) == 0
    return out.getvalue()


@pytest.mark.parametrize(
    "flags",
    [
        ("--variant", "american", "--car", "foster"),
        ("--variant", "russian", "--honours", "off"),
        ("--variant", "nantes", "--play", "on"),
        ("--lan", "sv"),
    ],
)
def test_an_abbreviated_option_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], flags: tuple[str, ...]
) -> None:
    with pytest.raises(SystemExit) as exited:
        run(tmp_path, *flags)
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert f"unrecognized arguments: {flags[-2]} {flags[-1]}" in err, err
    assert not (tmp_path / "t.sqlite3").exists()


def test_am_s1_the_full_option_chooses_the_card(tmp_path: Path) -> None:
    """AM-S1: ``--card foster`` sets the table's card of prices."""
    said = run(tmp_path, "--variant", "american", "--card", "foster")
    assert "Card of prices: Foster's card (foster)" in said, said


def test_simulate_refuses_an_abbreviated_option_too(capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m bot simulate`` takes the same rule flags, and the same full names."""
    with pytest.raises(SystemExit) as exited:
        simulate_main(["--deals", "1", "--seed", "1", "--variant", "russian", "--honours", "off"])
    assert exited.value.code == 2
    assert "unrecognized arguments: --honours off" in capsys.readouterr().err
