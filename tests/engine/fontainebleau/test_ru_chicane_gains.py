"""What each chicane brought its declarer, as a line of a deal's results says it
(:func:`~bot.engine.describe.declared_gains`): his net of the deal's payments for it (RU-C5),
each declarer's own (RU-C6), a scored deal's as a played one's; nothing before the deal is
settled."""

from __future__ import annotations

from dataclasses import replace

from bot.engine.cards import Suit
from bot.engine.describe import declared_gains
from bot.engine.fontainebleau.result import contract_result
from bot.engine.fontainebleau.settings import russian
from bot.engine.variants import get_variant, new_game


def test_ru_c6_a_scored_deal_s_chicanes_are_its_declarations() -> None:
    result = contract_result("5", 1, 8, suit=Suit.SPADES, chicane=(4, 2), settings=russian())
    assert result.declared == ((4, "chicane"), (2, "chicane"))  # as a played deal's, in order


def test_ru_c5_c6_each_declarer_s_net_in_the_variant_s_word() -> None:
    game = new_game("russian", {}, ["North", "East", "South", "West"])
    deal = {"contract": "5", "declarer": 1, "suit": "S", "tricks": {"declarer": 8}}
    game.add_scored(get_variant("russian").scored_result({**deal, "chicane": [4]}, 1))
    game.add_scored(get_variant("russian").scored_result({**deal, "chicane": [4, 2]}, 2))
    game.add_scored(get_variant("russian").scored_result(deal, 3))
    first, second, third = game.deals
    assert declared_gains(first, game.words, "en") == [(4, "chicane +30")]  # 3 × 10
    # Each receives 10 from the three others and pays the other 10.
    assert declared_gains(second, game.words, "sv") == [(4, "chicane +20"), (2, "chicane +20")]
    assert declared_gains(third, game.words, "en") == []


def test_nothing_is_said_of_a_deal_not_yet_settled() -> None:
    game = new_game("russian", {}, ["North", "East", "South", "West"])
    deal = {"contract": "5", "declarer": 1, "suit": "S", "tricks": {"declarer": 8}}
    game.add_scored(get_variant("russian").scored_result({**deal, "chicane": [4]}, 1))
    unsettled = replace(game.deals[0], settlement=None)
    assert declared_gains(unsettled, game.words, "en") == []
