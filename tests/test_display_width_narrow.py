"""``display_width`` counts a text of one-column characters that are not ASCII (a suit, a
dot, a dash, Swedish letters: every line of a deal) by its length without a look-up per
character, and gives the same width as the look-up would, for each such character alone
and beside the ones that change a neighbour's width (the emoji style, a joiner, a skin tone,
a combining mark)."""

from __future__ import annotations

import unicodedata

from bot import wrapping
from bot.wrapping import display_width


def _looked_up(text: str) -> int:
    """The width by the look-up per character, as the loop counts it (no fast path)."""
    return display_width("\u200b" + text) - display_width("\u200b")  # U+200B: Cf, 0 columns


def test_a_deal_s_line_is_as_wide_as_it_is_long() -> None:
    for line in (
        "North J♦ · West A♥ · South 10♥ · East 3♣",
        "högsta färg ♥ · andra färg ♦ · simpla färger ♠ ♣",
        "belle – bästa färg ♦ · petite – andra färg: ingen",
        "Last trick of deal 1: South took it — “Åsa” …",
    ):
        assert display_width(line) == len(line) == _looked_up(line), line


def test_every_character_taken_as_narrow_is_one_column_by_the_look_up() -> None:
    for code in wrapping._NARROW:  # pyright: ignore[reportPrivateUsage]
        char = chr(code)
        if unicodedata.category(char) == "Cc":
            continue  # control characters: one column either way, as ASCII is counted
        assert _looked_up(char) == 1, hex(code)
    assert 0xAD not in wrapping._NARROW  # pyright: ignore[reportPrivateUsage]  # soft hyphen


def test_characters_that_change_a_neighbour_still_take_the_look_up() -> None:
    assert display_width("♥\ufe0f") == 2  # the emoji style: two columns
    assert display_width("a\u0301") == 1  # a combining accent draws on the letter
    assert display_width("👍🏽 ♠") == 4
    assert display_width("å♠\u200d") == 2
