"""The terminal's card menu lists the cards in the order the hand above it does: suit by suit,
each high to low ("  ♠ A♠ 4♠" over "1. A♠    2. 4♠"), the carte de boston first among the
trumps (NT-S3), so the menu reads as the hand does.

Before, the hand listed high to low and the menu low to high ("1. 4♠    2. A♠").

Swedish Boston, seed 11 with heuristic computers (as ``test_terminal_width.py``): the person
bids 5 spel, passes, whists, then plays the first card offered each turn to the deal's end;
Boston de Nantes, seed 5 with random computers, the first card each turn.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.engine.words import Lang
from bot.terminal import main

CARD = re.compile(r"(?:10|[2-9AKQJ])[♠♥♦♣]")
ROW = re.compile(r"^  [♠♥♦♣] ")
ENTRY = re.compile(r"(\d+)\. (\S+)")
HAND = {"en": "Your hand:", "sv": "Din hand:"}


def menus(out: str, lang: Lang) -> list[tuple[list[str], list[str]]]:
    """Each hand shown and the cards of the menu under it, as listed."""
    shown = []
    for part in out.split(HAND[lang])[1:]:
        lines = part.splitlines()[1:]
        hand = [card for line in lines if ROW.match(line) for card in CARD.findall(line)]
        entries = [
            (int(n), text)
            for line in lines
            if re.match(r"^\s+\d+\. ", line)
            for n, text in ENTRY.findall(line)
        ]
        entries = entries[: next((i for i, (n, _) in enumerate(entries) if n == 1 and i), None)]
        cards = [text for _, text in entries if CARD.fullmatch(text)]
        if cards:
            shown.append((hand, cards))
    return shown


def play(db: Path, argv: list[str], script: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", str(db), *argv], io.StringIO(script)) == 0
    return out.getvalue()


@pytest.mark.parametrize(
    ("argv", "script"),
    [
        (["--seed", "11", "--name", "Anna"], "2\n1\n1\n" + "1\n" * 13 + "q\n"),
        (["--seed", "5", "--level", "random", "--variant", "nantes"], "1\n" * 30 + "q\n"),
    ],
    ids=["swedish", "nantes"],
)
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_card_menu_follows_the_hand_s_order(
    tmp_path: Path, argv: list[str], script: str, lang: Lang
) -> None:
    out = play(tmp_path / "p.sqlite3", [*argv, "--lang", lang], script)
    shown = menus(out, lang)
    assert len(shown) >= 5, out[-2000:]  # card menus enough to judge by
    for hand, cards in shown:
        assert set(cards) <= set(hand), (hand, cards)
        assert cards == [card for card in hand if card in cards], (hand, cards)
    # A lead of a whole suit, at least once: "1. A♠    2. 4♠", high first.
    assert any(len(cards) > 1 for _, cards in shown)
