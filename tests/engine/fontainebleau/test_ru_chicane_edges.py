"""Russian Boston's chicane at its edges: a hand dealt one trump is no chicane hand (RU-C1,
RU-C3), and two declarers of chicane each receive from every other player, each other too
(RU-C5, RU-C6: RU-X2's payments, not only its balances)."""

from __future__ import annotations

from bot.engine.actions import Bid, Declare, Pass, Play, Whist
from bot.engine.cards import Suit, parse_card
from bot.engine.fontainebleau.result import contract_result
from bot.engine.fontainebleau.settings import russian
from bot.engine.scoring import Payment
from tests.engine.fontainebleau.helpers import act, fill, ledger_with, settle, table
from tests.engine.fontainebleau.test_fb_play import chicanes


def test_ru_c1_one_trump_is_no_chicane() -> None:
    # Hearts trumps: seat 1 all spades, seat 2 twelve hearts and a club, seat 3 the 2H and
    # twelve clubs, seat 4 all diamonds.
    game = table(fill(s3="2H"), "russian")
    act(game, Bid(1, "7", suit=Suit.HEARTS), Pass(2), Pass(3), Pass(4), Whist(1, "alone"))
    act(game, Play(1, parse_card("2S")), Play(2, parse_card("3H")))
    assert game.to_act == 3 and chicanes(game) == []  # one trump as dealt: no chicane
    act(game, Play(3, parse_card("3C")))
    assert chicanes(game) == [Declare(4, "chicane")]


def test_ru_c5_c6_two_declarers_of_chicane_pay_each_other() -> None:
    result = contract_result(
        "5",
        1,
        7,
        suit=Suit.SPADES,
        whister=3,
        whister_tricks=6,
        honours=4,
        chicane=(2, 4),
        settings=russian(),
    )  # RU-X2
    nets, _, settlement = settle(ledger_with(0, russian()), result)
    assert nets == (120, -95, 120, -145)
    chicane = {p for p in settlement.payments if p.item == "chicane"}
    assert Payment(2, 4, 10, "chicane") in chicane and Payment(4, 2, 10, "chicane") in chicane
    assert len(chicane) == 6
