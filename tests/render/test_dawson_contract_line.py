"""DW-B2: the live contract line names an "I keep" contract as the deal's result does — "Six
♣ (I keep, first preference)" — not "Six (I keep) · soloist … · trumps ♣ (first
preference)", two brackets for one contract the result then names otherwise. A plain bid
keeps its trumps apart ("trumps ♥ (plain suit)"), as every variant's does."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Level, NameTrump, Pass
from bot.engine.cards import Suit, parse_card
from bot.engine.describe import result_contract
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.i18n import Lang
from cogs.boston.deal_lines import contract_text
from cogs.boston.table_message import play_text
from tests.render.tables import NAMES, live_table


def bid_and_name(level: Level, suit: Suit) -> Game:
    """K♣ turned (first preference ♣, second ♠): East bids Six, South overcalls it at
    ``level``, the others pass, and South names ``suit``."""
    game = new_game("dawson", {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    game.apply(Bid(2, "6"))
    game.apply(Bid(3, "6", level=level) if level is not Level.PLAIN else Bid(3, "7"))
    for seat in (4, 1, 2):
        game.apply(Pass(seat))
    game.apply(NameTrump(3, suit))
    return game


def finish(game: Game) -> None:
    while game.to_act is not None:
        game.apply(game.legal_actions(game.to_act)[0])


@pytest.mark.parametrize(
    ("level", "suit", "lang", "named"),
    [
        (Level.COLOUR, Suit.CLUBS, "en", "Contract: Six ♣ (I keep, first preference) · soloist"),
        (Level.COLOUR, Suit.SPADES, "sv", "Spel: Six ♠ (I keep, andra preferens) · solist"),
        (Level.FIRST, Suit.CLUBS, "en", "Contract: Six ♣ (I keep over you) · soloist"),
    ],
)
def test_dw_b2_the_live_line_names_i_keep_as_the_result_does(
    level: Level, suit: Suit, lang: Lang, named: str
) -> None:
    game = bid_and_name(level, suit)
    table = live_table(game, "dawson")
    view = game.view(1)
    assert view is not None
    line = contract_text(table, view, lang)
    assert line is not None and line.startswith(named), line
    assert "trumps" not in line and "trumf" not in line, line
    assert named.split(": ", 1)[1].split(" · ")[0] in play_text(table, lang)
    finish(game)
    result = game.deals[-1].result
    assert result is not None
    assert named.split(": ", 1)[1].split(" · ")[0] == result_contract(result, game.words, lang)


def test_a_plain_bid_names_its_trumps_apart() -> None:
    game = bid_and_name(Level.PLAIN, Suit.HEARTS)
    view = game.view(1)
    assert view is not None
    line = contract_text(live_table(game, "dawson"), view, "en")
    assert line is not None and line.startswith("Contract: Seven · soloist"), line
    assert line.endswith("trumps ♥ (plain suit)"), line
