"""The terminal's bid menu describes the bids it offers in every menu, not once a run: said
once a run, a later menu (an overcall's, the next deal's) left unexplained the bids an earlier
one had offered. It stays short as each kind of bid is said once a menu (Fontainebleau's
numbered levées together, :mod:`tests.terminal.test_bid_kinds_said_each_menu`). The menu shown
again after a key's page (``?``, ``r``, ``p``) and in a new run says them too."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.terminal import main

ARGS = ["--seed", "5", "--level", "random", "--name", "Anna", "--variant", "fontainebleau"]
DESCRIPTION = "\n      – "
"""A description's first line, under its contract's bids (``menu_lines``)."""


def _menus(out: str) -> list[str]:
    """Each bidding menu as printed: from its pass to its prompt."""
    menus: list[str] = []
    for block in out.split("   1. pass")[1:]:
        menus.append(block.split("Choose a number")[0])
    return menus


def _described(menu: str) -> bool:
    return DESCRIPTION in menu


def _descriptions(menu: str) -> list[str]:
    """The descriptions a menu says, each joined from its lines."""
    said: list[str] = []
    for part in menu.split(DESCRIPTION)[1:]:
        first, *rest = part.split("\n")
        later = []
        for line in rest:  # its later lines, under its text; a choice's line ends it
            if not line.startswith(" " * 8) or line.strip()[:1].isdigit():
                break
            later.append(line.strip())
        said.append(" ".join([first.strip(), *later]))
    return said


def test_every_menu_says_its_bids_kinds_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # pass at every bidding turn, play the first card offered, Enter between deals, then stop
    script = "1\n" * 120 + "q\n"
    assert main(["--db", str(tmp_path / "t.sqlite3"), *ARGS], io.StringIO(script)) == 0
    menus = _menus(capsys.readouterr().out)
    assert len(menus) >= 2, "the run met one bidding turn: the test says nothing"
    for menu in menus:
        said = _descriptions(menu)
        assert said and len(said) == len(set(said)), menu
        # the levées said together, once ("At least 5–12 tricks, trumps named in the bid")
        assert sum(text.startswith("At least") for text in said) <= 1, said


def test_said_again_after_a_keys_page(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--db", str(tmp_path / "t.sqlite3"), *ARGS], io.StringIO("?\nq\n")) == 0
    menus = _menus(capsys.readouterr().out)
    assert len(menus) == 2  # the menu, the glossary, the menu again
    assert _described(menus[0]) and _described(menus[1])


def test_said_again_in_a_new_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "t.sqlite3")
    assert main(["--db", db, *ARGS], io.StringIO("q\n")) == 0
    capsys.readouterr()
    assert main(["--db", db, *ARGS], io.StringIO("q\n")) == 0
    assert _described(_menus(capsys.readouterr().out)[0])
