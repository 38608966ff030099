"""Mariland's MA-D3, cited by no test of its own: the suits that are neither the
superpreference nor the preference are plain — in the deal's classes, in the auction (plain
below preference and superpreference, and equal among themselves) and in the payment."""

from __future__ import annotations

import itertools

import pytest

from bot.engine.actions import Bid
from bot.engine.cards import Suit, parse_card
from bot.engine.contracts import SuitClass
from bot.engine.mariland.ladder import MARILAND_LADDER
from bot.engine.mariland.ledger import MarilandLedger
from bot.engine.mariland.rules import MarilandRules
from bot.engine.result import DealResult


@pytest.mark.parametrize(("first", "turned"), list(itertools.product(Suit, Suit)))
def test_ma_d3_the_other_suits_are_plain(first: Suit, turned: Suit) -> None:
    """MA-D3: every suit but the superpreference (deal 1's turned suit) and the preference
    (this deal's turned suit, unless it is the superpreference) is plain: two plain suits, or
    three when the superpreference is turned again."""
    rules = MarilandRules().for_deal(parse_card(f"9{turned.char}"), parse_card(f"5{first.char}"))
    classes = rules.classes()
    for suit in Suit:
        expected = (
            SuitClass.FIRST
            if suit is first
            else SuitClass.SECOND
            if suit is turned
            else SuitClass.PLAIN
        )
        assert classes[suit] is expected, suit
    assert classes.count(SuitClass.PLAIN) == (3 if turned is first else 2)


def test_ma_d3_a_plain_suit_ranks_lowest_and_equal_to_the_other_plain() -> None:
    """MA-D3 with MA-C2/C3: superpreference ♥, preference ♣, ♠ and ♦ plain. Over 5 ♠ (plain)
    the plain 5 ♦ is not higher; 5 ♣ and 5 ♥ are."""
    rules = MarilandRules().for_deal(parse_card("9C"), parse_card("5H"))
    auction = rules.new_auction(1)
    auction.apply(Bid(1, "5", suit=Suit.SPADES))
    legal = auction.legal(2)
    assert Bid(2, "5", suit=Suit.DIAMONDS) not in legal
    assert Bid(2, "5", suit=Suit.CLUBS) in legal and Bid(2, "5", suit=Suit.HEARTS) in legal


@pytest.mark.parametrize(("suit", "x"), [("S", 30), ("D", 30), ("C", 60), ("H", 120)])
def test_ma_d3_a_plain_suit_pays_at_the_plain_multiplier(suit: str, x: int) -> None:
    """MA-D3 with MA-P1/P3: 6 made exactly pays 10 × 3 = 30 per adversary in either plain suit
    (× 1), twice in preference ♣, four times in superpreference ♥."""
    ledger = MarilandLedger()
    ledger.settle(DealResult(dealer=3, all_pass=True, turned=parse_card("5H")))  # deal 1
    contract = MARILAND_LADDER.get("6")
    assert contract is not None
    result = DealResult(
        dealer=4,
        contract=contract,
        declarer=2,
        trump=Suit.parse(suit),
        turned=parse_card("QC"),
        declarer_tricks=6,
        side_target=6,
        declarer_target=6,
    )
    assert ledger.settle(result).net() == {1: -x, 2: 3 * x, 3: -x, 4: -x}
