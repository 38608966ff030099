"""A seat whose only call is a pass is passed by the table at once (``Game.forced_action``,
SV-B3, SV-B4): a view drawn in the moment before that pass (the bidder's own answer, a table
message) said "<@West> to bid.", naming someone who has nothing to decide. It says that the
seat passes, and why, as a ruled whist answer's line does."""

from __future__ import annotations

import random

import pytest

from bot.engine.actions import Bid, Level, Pass
from bot.engine.variants import new_game
from bot.i18n import Lang
from cogs.boston.table_message import play_text
from tests.render.tables import NAMES, live_table


@pytest.mark.parametrize(
    ("lang", "said", "not_said"),
    [
        ("en", "passes: no bid is left to make", "to bid"),
        ("sv", "passar: inget bud finns kvar att göra", "ska bjuda"),
    ],
)
def test_sv_b4_the_line_after_the_top_bid_says_the_pass(
    lang: Lang, said: str, not_said: str
) -> None:
    game = new_game("swedish", {}, NAMES)
    deck = list(range(52))
    random.Random(0).shuffle(deck)
    game.start_deal(deck, deck[-1])
    forhand = game.to_act
    assert forhand is not None
    game.apply(Bid(forhand, "13", Level.FIRST))
    seat = game.to_act
    assert seat is not None and game.forced_action() == Pass(seat)
    lines = play_text(live_table(game), lang).splitlines()
    turn = next(line for line in lines if f"<@{10 + seat}>" in line)
    assert said in turn and not_said not in turn, lines
