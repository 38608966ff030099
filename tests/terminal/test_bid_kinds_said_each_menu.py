"""Every bid list the terminal draws says what each kind of bid commits to, once: a playtest
of Mariland in Swedish at 60 columns saw "– Minst n stick ensam; budets färg är trumf" under
every one of the opening list's ten levels, none under the list after an overcall, and under
Sex and Sju alone in the next deal's (each contract's description was said once a run, and
each Mariland level is a contract of its own). Now Four to Twelve are said together under
Twelve ("Fyra–Tolv: minst 4–12 stick ensam; …"), Thirteen, which differs, under itself, in
every list, whatever was said before.

The person bids Four at their first turn (Mariland, seed 1, heuristic computers), then answers
"1" (pass, the first card) to every prompt, Enter between deals, over two deals."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from bot.engine.variants import new_game
from bot.engine.words import Lang
from bot.terminal import main
from bot.wrapping import display_width
from tests.render.tables import NAMES

ARGS = ["--seed", "1", "--level", "heuristic", "--name", "Anna", "--variant", "mariland"]
SCRIPT = "2\n" + "1\n" * 40 + "\n" + "1\n" * 40 + "q\n"
PASS = {"en": "   1. pass\n", "sv": "   1. passa\n"}
CHOOSE = {"en": "Choose a number", "sv": "Välj ett nummer"}
LEAD = "      – "
"""A description's first line, under its bids (``menu_lines``)."""
HEAD = re.compile(r"\d+\. (\w+) [♠♥♣♦]")
"""A level's first bid in the list ("2. Fyra ♠"): its name."""
SAID = {
    "en": (
        "{low}–{high}: at least {lo}–{hi} tricks alone; the suit you bid is trumps",
        "At least {lo} tricks alone; the suit you bid is trumps",
        "All 13 tricks alone; the suit you bid is trumps",
    ),
    "sv": (
        "{low}–{high}: minst {lo}–{hi} stick ensam; budets färg är trumf",
        "Minst {lo} stick ensam; budets färg är trumf",
        "Alla 13 stick ensam; budets färg är trumf",
    ),
}
"""What a list says of its levels: Four to Twelve together (or one of them alone), then
Thirteen."""


def _lists(out: str, lang: Lang) -> list[str]:
    """Each bid list as printed: from its pass to its prompt."""
    return [block.split(CHOOSE[lang])[0] for block in out.split(PASS[lang])[1:]]


def _descriptions(menu: str) -> list[str]:
    """The list's descriptions, each joined from its lines."""
    said: list[str] = []
    for line in menu.splitlines():
        if line.startswith(LEAD):
            said.append(line.removeprefix(LEAD))
        elif said and line.startswith(" " * len(LEAD)) and not line.strip()[:1].isdigit():
            said[-1] += " " + line.strip()
    return said


def _expected(menu: str, lang: Lang) -> list[str]:
    """What the list should say of the levels it offers."""
    game = new_game("mariland", {}, NAMES, first_dealer=1)
    target = {game.words.contract(c, lang): c.target for c in game.rules.ladder}
    name = {n: word for word, n in target.items()}
    levels = [target[word] for word in HEAD.findall(menu)]
    assert levels == sorted(set(levels)), (levels, menu)
    ranged, one, thirteen = SAID[lang]
    low = [n for n in levels if n < 13]
    said: list[str] = []
    if len(low) > 1:
        lo, hi = low[0], low[-1]
        said.append(ranged.format(low=name[lo], high=name[hi], lo=lo, hi=hi))
    elif low:
        said.append(one.format(lo=low[0]))
    if 13 in levels:
        said.append(thirteen)
    return said


@pytest.mark.parametrize(("lang", "columns"), [("sv", 60), ("en", 80)])
def test_each_list_says_each_kind_of_bid_once(
    lang: Lang, columns: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    out = io.StringIO()
    monkeypatch.setattr("sys.stdout", out)
    argv = ["--db", str(tmp_path / "t.sqlite3"), "--lang", lang, *ARGS]
    assert main(argv, io.StringIO(SCRIPT)) == 0
    lists = [menu for menu in _lists(out.getvalue(), lang) if HEAD.search(menu)]
    # the run met an opening list (from Four) and one after a bid (from higher): else the
    # test says nothing of a later list
    firsts = [HEAD.findall(menu)[0] for menu in lists]
    four = {"en": "Four", "sv": "Fyra"}[lang]
    assert four in firsts and any(first != four for first in firsts), firsts
    for menu in lists:
        said = _descriptions(menu)
        assert said == _expected(menu, lang), menu
        assert all(display_width(line) <= columns - 2 for line in menu.splitlines()), menu
