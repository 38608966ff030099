"""Dawson's deal and play: DW-D1…D3, DW-B4…B5, DW-T1…T3, and the whister's seat (DW-P4)."""

from __future__ import annotations

import pytest

from bot.engine.actions import Action, Bid, Discard, Level, NameTrump, Pass, Play, Whist
from bot.engine.cards import Suit, parse_card
from bot.engine.contracts import SuitClass, suit_class
from bot.engine.dawson.rules import DawsonRules
from bot.engine.deal import Deal
from bot.engine.errors import Refusal
from bot.engine.phase import Phase
from tests.engine.dawson.helpers import RULES, make_deal
from tests.engine.helpers import auction_to, play_out, refusal, run


def test_dw_d1_deals_4_4_5_from_the_dealers_left() -> None:
    deck = list(range(52))
    deal = Deal.from_deck(RULES, 2, deck, 0)  # seat 3 is on the dealer's left
    order = [3, 4, 1, 2]
    for i, seat in enumerate(order):
        expected = deck[4 * i : 4 * i + 4] + deck[16 + 4 * i : 20 + 4 * i]
        expected += deck[32 + 5 * i : 37 + 5 * i]
        assert list(deal.dealt[seat - 1]) == expected
    assert all(len(h) == 13 for h in deal.dealt)


@pytest.mark.parametrize(
    ("turned", "first", "second"),
    [("7H", Suit.HEARTS, Suit.DIAMONDS), ("2C", Suit.CLUBS, Suit.SPADES)],
)
def test_dw_d2_turned_card_sets_first_and_second_preference(
    turned: str, first: Suit, second: Suit
) -> None:
    deal = make_deal(turned=turned)
    assert deal.first_suit is first
    assert suit_class(second, first) is SuitClass.SECOND
    plain = [s for s in Suit if s not in (first, second)]
    assert all(suit_class(s, first) is SuitClass.PLAIN for s in plain)


def test_dw_d3_eldest_bids_first_and_leads_whoever_is_soloist() -> None:
    deal = make_deal(dealer=2)
    assert deal.to_act == 3
    run(deal, [Pass(3), Pass(4), Bid(1, "6"), Pass(2), Pass(3), Pass(4)])
    run(deal, [NameTrump(1, Suit.SPADES)])
    assert deal.phase is Phase.PLAY and deal.to_act == 3


@pytest.mark.parametrize(
    ("level", "allowed"),
    [
        (Level.PLAIN, set(Suit)),
        (Level.COLOUR, {Suit.HEARTS, Suit.DIAMONDS}),
        (Level.FIRST, {Suit.HEARTS}),
    ],
)
def test_dw_b5_trumps_within_the_bids_restriction(level: Level, allowed: set[Suit]) -> None:
    deal = make_deal(dealer=4, turned="7H")
    bids: list[Action] = [Bid(1, "6")]
    if level is not Level.PLAIN:
        bids.append(Bid(2, "6", Level.COLOUR))
    if level is Level.FIRST:
        bids.append(Bid(3, "6", Level.FIRST))
    run(deal, bids)
    while not deal.auction.finished:
        assert deal.to_act is not None
        deal.apply(Pass(deal.to_act))
    declarer = deal.declarer
    assert declarer is not None and deal.phase is Phase.TRUMP
    assert {a.suit for a in deal.legal_actions(declarer) if isinstance(a, NameTrump)} == allowed
    barred = [s for s in Suit if s not in allowed]
    if barred:
        assert refusal(deal, NameTrump(declarer, barred[0])) is Refusal.TRUMP_NOT_ALLOWED


def test_dw_b4_all_pass_plays_misere_partout_without_trumps() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Pass(1), Pass(2), Pass(3), Pass(4)])
    assert deal.phase is Phase.PLAY and deal.trump is None and deal.contract is None
    assert deal.to_act == 1
    play_out(deal)
    result = deal.result()
    assert result.all_pass and result.tricks is not None and sum(result.tricks) == 13


def test_dw_b5_misere_has_no_trumps_and_dw_t1_little_misere_discards_and_plays_12() -> None:
    deal = make_deal(dealer=4)
    auction_to(deal, 2, "little-misere")
    assert deal.phase is Phase.DISCARD and deal.trump is None
    run(deal, [Discard(2, parse_card("2H"))])
    assert not deal.exposed  # a misère is not spread
    play_out(deal)
    result = deal.result()
    assert result.tricks is not None and sum(result.tricks) == 12
    assert len(deal.play.hands[0]) == 1  # the others keep their thirteenth card


def test_dw_t2_a_spread_lies_face_up_before_the_first_lead() -> None:
    deal = make_deal(dealer=4)
    auction_to(deal, 3, "grand-spread")
    assert deal.phase is Phase.PLAY and deal.exposed
    view = deal.view(1)
    assert view.exposed is not None and len(view.exposed) == 13
    assert set(view.exposed) == set(deal.dealt[2])


def test_dw_t1_little_spread_discards_first_then_lies_face_up() -> None:
    deal = make_deal(dealer=4)
    auction_to(deal, 3, "little-spread")
    assert deal.phase is Phase.DISCARD and not deal.exposed
    run(deal, [Discard(3, parse_card("2C"))])
    view = deal.view(4)
    assert view.exposed is not None and len(view.exposed) == 12
    assert parse_card("2C") not in view.exposed


def test_dw_t3_follow_suit_and_highest_trump_wins() -> None:
    hands = {
        1: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2H",
        2: "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2S",
        3: "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
        4: "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
    }
    deal = make_deal(hands, dealer=4)
    auction_to(deal, 4, "5")
    run(deal, [NameTrump(4, Suit.DIAMONDS)])
    run(deal, [Play(1, parse_card("AS"))])
    assert refusal(deal, Play(2, parse_card("AH"))) is Refusal.MUST_FOLLOW_SUIT
    run(deal, [Play(2, parse_card("2S")), Play(3, parse_card("AC")), Play(4, parse_card("2D"))])
    assert deal.play.tricks[0].winner == 4


def test_dw_p4_whister_is_offered_in_5_to_10_only_when_the_table_plays_it() -> None:
    whister_rules = DawsonRules(whister=True)
    for contract, offered in (("5", True), ("10", True), ("11", False)):
        deal = make_deal(dealer=4, rules=whister_rules)
        auction_to(deal, 2, contract)
        run(deal, [NameTrump(2, Suit.HEARTS)])
        assert (deal.phase is Phase.WHIST_OFFER) is offered
    deal = make_deal(dealer=4)  # the table setting is off by default
    auction_to(deal, 2, "5")
    run(deal, [NameTrump(2, Suit.HEARTS)])
    assert deal.phase is Phase.PLAY


def test_dw_p4_first_to_accept_clockwise_joins_and_no_concession() -> None:
    deal = make_deal(dealer=4, rules=DawsonRules(whister=True))
    auction_to(deal, 2, "7")
    run(deal, [NameTrump(2, Suit.HEARTS), Whist(2, "invite"), Whist(3, "decline")])
    run(deal, [Whist(4, "accept")])
    assert deal.whister == 4 and deal.phase is Phase.PLAY
    play_out(deal)
    assert deal.result().side_target == 10

    deal = make_deal(dealer=4, rules=DawsonRules(whister=True))
    auction_to(deal, 2, "6")
    run(deal, [NameTrump(2, Suit.HEARTS), Whist(2, "invite")])
    run(deal, [Whist(3, "decline"), Whist(4, "decline"), Whist(1, "decline")])
    assert deal.legal_actions(2) == [Whist(2, "alone")]
    run(deal, [Whist(2, "alone")])
    play_out(deal)
    assert deal.result().side_target == 6 and deal.whister is None
