"""``python -m bot play`` labels each suit so it reads on its own:

- the trump suit's row of the hand is not called a plain suit: "♥ 9♥  (plain suit)  ← trumps"
  read as a contradiction (a plain suit is one that is not trumps); a belle or a petite
  keeps its class beside the mark (NT-S1: it prices the contract);
- in the bidding menu every suit choice of a contract says its class, not only the first
  bid of that suit in the menu (MA-C2, NT-S1: the class decides the overcall and the price):
  "6. Grande indépendance ♠ (plain suit)    7. ♣" / "8. ♦    9. ♥" left the reader to look
  three rows up.

Boston de Nantes, seed 5, heuristic computers, the person taking the first choice at every
prompt for some deals: its bidding menus offer several contracts in each suit, and some
contracts are played with a plain suit as trumps.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.terminal import main

ARGS = ["--variant", "nantes", "--seed", "5", "--level", "heuristic", "--name", "Ann"]
CLASSES = ("plain suit", "belle – best suit", "petite – second suit")
SUIT_CHOICE = re.compile(r"\d+\. (?:[^\d♠♥♦♣]* )?[♠♥♦♣](?P<after> \([^)]*\))?")
"""A numbered bid of a suit in the menu ("7. ♣", "2. Grande indépendance ♠ (plain suit)")."""


def play(db: Path, script: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", str(db), *ARGS], io.StringIO(script)) == 0
    return out.getvalue()


def menus(out: str) -> list[str]:
    """Each bidding menu the person was shown (one offering a bid of a suit)."""
    found = re.findall(r"\n   1\. pass\n(.*?)\nChoose a number", out, re.DOTALL)
    return [menu for menu in found if SUIT_CHOICE.search(menu)]


@pytest.mark.parametrize("columns", ["60", "100"])
def test_every_suit_bid_in_the_menu_says_its_class(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, columns: str
) -> None:
    monkeypatch.setenv("COLUMNS", columns)
    out = play(tmp_path / "p.sqlite3", "1\n" * 150 + "q\n")
    shown = menus(out)
    # Menus of several contracts in the four suits: a suit's second bid is in each.
    assert shown and max(len(SUIT_CHOICE.findall(menu)) for menu in shown) >= 8
    for menu in shown:
        for choice in SUIT_CHOICE.finditer(menu):
            after = choice["after"]
            assert after is not None and after[2:-1] in CLASSES, (choice[0], menu)


def test_the_trump_row_is_not_called_a_plain_suit(tmp_path: Path) -> None:
    out = play(tmp_path / "p.sqlite3", "1\n" * 150 + "q\n")
    rows = [line for line in out.splitlines() if line.endswith("← trumps")]
    assert rows, out
    for row in rows:
        assert "(plain suit)" not in row, row
    # Plain trumps are seen in these deals: their row says trumps alone.
    assert any("(" not in row for row in rows), rows
