"""A figure that ends a sentence stays with the word before it when a line is broken: Swedish
Boston's list of contracts under the terminal's ``r`` at ``COLUMNS=40`` read "- 10 spel (stor
philadelphia): 10. Base" / "48. 11 spel (liten souveraine): 11.", and "- Grande misère: no
trick in 13. Base" / "96.": a line beginning "48." or "96." reads as a numbered list's item
(SV-C1's bases). A numbered item inside a line (Fontainebleau's "· 11. Grand Spread", FB-C)
keeps its number with its name, not at the end of the line before."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.engine.words import Lang
from bot.terminal import main
from bot.wrapping import fill
from tests.test_terminal import Prompted

LIST_ITEM = re.compile(r"^\s*\d+[.)](?:\s|$)")
"""A line that begins as a numbered list's item does ("48. 11 spel", "  96.")."""


def test_sv_c1_a_base_stays_with_its_word() -> None:
    line = "- 10 spel (stor philadelphia): 10. Base 48. 11 spel (liten souveraine): 11. Base 72."
    rows = fill(line, 40, later="  ").splitlines()
    assert not any(LIST_ITEM.match(row) for row in rows[1:]), rows
    assert all(any(base in row for row in rows) for base in ("Base 48.", "Base 72.")), rows
    assert fill("- Grande misère: no trick in 13. Base 96.", 40, later="  ") == (
        "- Grande misère: no trick in 13.\n  Base 96."
    )


def test_fb_c_an_item_s_number_stays_with_its_name() -> None:
    text = fill("12. 11 levées · 13. 12 levées · 14. Chelem — all 13 tricks", 40, later="  ")
    assert not any(row.rstrip().endswith("14.") for row in text.splitlines()), text
    assert "14. Chelem" in text
    # Its own number still begins the line it starts (the item is the list's).
    assert fill("3. Little Misère — no trick in 12", 20).startswith("3. Little")


def test_other_figures_break_as_before() -> None:
    """Only a figure with a full stop after it is kept: a decimal, a version, a figure mid-
    sentence break as any word."""
    assert (
        fill("the factor is 2.5 here and 1.2 there", 16) == "the factor is\n2.5 here and 1.2\nthere"
    )
    assert fill("aaaa bbbb cccc 12 dddd", 14) == "aaaa bbbb cccc\n12 dddd"


MENU = {"en": "q = stop):", "sv": "q = gå ur):"}
HAND = {"en": "\nYour hand", "sv": "\nDin hand"}


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("payment", ["traditional", "simplified"])
def test_sv_c1_no_rules_line_at_forty_columns_reads_as_a_numbered_item(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang, payment: str
) -> None:
    """``r`` at the first menu of a Swedish table (seed 5), at the narrowest width the README
    promises: the guide has no numbered list, so no line of it may begin as one."""
    monkeypatch.setenv("COLUMNS", "40")
    argv = ["--db", str(tmp_path / "p.sqlite3"), "--seed", "5", "--level", "random"]
    argv += ["--name", "Anna", "--lang", lang, "--variant", "swedish", "--payment", payment]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv, Prompted(out, [(MENU[lang], "r"), (MENU[lang], "q")])) == 0
    text = out.getvalue()
    rules = text[text.index(MENU[lang]) + len(MENU[lang]) :]
    rules = rules[: rules.index(HAND[lang])]
    assert "souveraine" in rules  # the contracts' list was shown
    assert [row for row in rules.splitlines() if LIST_ITEM.match(row)] == []
