"""NT-G4 with ``play_out_pool``: after the agreed deals the game plays on until a contract takes
the pool. Each extra deal says so under its head, in the table message, the hand view and the
terminal alike (the engine's deal notes), each line within a phone's 50 columns. Before, the
extra deals showed "Deal 2 · Boston de Nantes" and nothing else: only the game's end post
explained them."""

from __future__ import annotations

import argparse
import io
import random

import pytest

from bot.engine.cards import parse_card
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.i18n import Lang
from bot.terminal.table_view import TableView
from bot.wrapping import PHONE_LINE, display_width
from cogs.boston.hand_header import hand_text
from cogs.boston.table_message import play_text
from tests.render.tables import NAMES, live_table

SAID: dict[Lang, tuple[str, str]] = {
    "en": ("past the 1 agreed deal", "playing on until a contract takes the pool"),
    "sv": ("utöver den 1 avtalade given", "spelet fortsätter tills ett kontrakt tar potten"),
}


def _extra_deal() -> Game:
    """One agreed deal, played out at random (seed 0) without a contract taking the pool, then
    the first extra deal dealt."""
    rng = random.Random(0)
    game = new_game(
        "nantes", {"deals": 1, "doubles": 0, "play_out_pool": True}, NAMES, first_dealer=1
    )
    game.start_deal(list(range(52)), parse_card("KC"))
    while game.current is not None:
        seat = game.to_act
        assert seat is not None
        game.apply(rng.choice(game.legal_actions(seat)))
    assert not game.tour_over  # NT-G4: the pool is still there, so the game plays on
    game.start_deal(list(range(52)), parse_card("KC"))
    assert game.current is not None and game.current.number == 2
    return game


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_an_extra_deal_says_why_it_is_played(lang: Lang) -> None:
    game = _extra_deal()
    table = live_table(game, "nantes")
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    past, why = SAID[lang]
    for said in (past, why):
        assert display_width(said) <= PHONE_LINE
    head = play_text(table, lang).splitlines()
    # "Deal 2 · Boston de Nantes · past the 1 agreed deal", or the note on a line of its own
    # where the head's line would be wider than a phone's
    at = next(i for i, line in enumerate(head) if line == past or line.endswith(" · " + past))
    assert head[at + 1] == why, head
    assert all(display_width(line) <= PHONE_LINE for line in head[: at + 2]), head
    hand = hand_text(table, view, lang, None).splitlines()
    capital = [s[:1].upper() + s[1:] for s in (past, why)]
    assert all(line in hand for line in capital), hand


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_terminal_says_the_extra_deal_too(lang: Lang, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")  # each line whole
    game = _extra_deal()
    out = io.StringIO()
    screen = TableView(argparse.Namespace(), io.StringIO(), out, lang=lang)
    screen._show_deal_head(live_table(game, "nantes"))  # pyright: ignore[reportPrivateUsage]
    lines = out.getvalue().splitlines()
    past, why = SAID[lang]
    assert f"{past[:1].upper()}{past[1:]}." in lines, lines
    assert f"{why[:1].upper()}{why[1:]}." in lines, lines
