"""A payment line's clauses, each on a line of its own on Discord and in the terminal, cut at a
"; " outside brackets only (``bot.wrapping.clauses``): the lot's aside ("(the last turned
card, 10♣; ♠ ♥ ♣ ♦ draw seats 1–4)") stays whole. Cut inside it, the card ended one line and
the suits began the next, without the ";" between them, read as "10♣ ♠ ♥ ♣ ♦"."""

from __future__ import annotations

import argparse
import io

import pytest

from bot.engine.words import Lang
from bot.terminal import Terminal
from bot.wrapping import clauses
from cogs.boston.results import payment_block
from tests.engine.swedish.test_sv_p12_lot import NAMES, shortfall_game

ASIDE: dict[Lang, tuple[str, str]] = {
    "en": ("the lot (the last turned card, K♥;", "♠ ♥ ♣ ♦ draw seats 1–4) falls to seat 2"),
    "sv": ("lotten (det senast vända kortet, K♥;", "♠ ♥ ♣ ♦ lottar plats 1–4) faller på plats 2"),
}


def test_clauses_cut_outside_brackets_only() -> None:
    assert clauses("Bob pays 40; Al pays each 10") == ["Bob pays 40", "Al pays each 10"]
    assert clauses("a (b; c) d; e") == ["a (b; c) d", "e"]
    assert clauses("one clause (with; an aside)") == ["one clause (with; an aside)"]
    assert clauses("no mark at all") == ["no mark at all"]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_lot_line_is_kept_whole_on_discord(lang: Lang) -> None:
    final = shortfall_game("lot").close()
    block = payment_block(final, lang, NAMES)
    said = " ".join(block.split())
    card, suits = ASIDE[lang]
    assert f"{card} {suits}" in said, block


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_lot_line_is_kept_whole_in_the_terminal(lang: Lang) -> None:
    final = shortfall_game("lot").close()
    out = io.StringIO()
    terminal = Terminal(argparse.Namespace(), io.StringIO(), out, lang=lang)
    terminal.names = tuple(NAMES)
    terminal.say_payments(final, lang)
    said = " ".join(out.getvalue().split())
    card, suits = ASIDE[lang]
    assert f"{card} {suits}" in said, out.getvalue()
