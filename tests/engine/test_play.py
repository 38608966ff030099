"""Trick play and the shapes of the contracts: SV-T1…T4, SV-C1…C4, SV-S3/S4 inputs."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Discard, NameTrump, Pass, Play, Whist
from bot.engine.cards import Suit, parse_card
from bot.engine.errors import Refusal
from bot.engine.phase import Phase
from bot.engine.swedish.ladder import SWEDISH_LADDER
from tests.engine.helpers import (
    auction_to,
    make_deal,
    play_out,
    random_hands,
    refusal,
    run,
    trump_alone,
)

C = parse_card

MIXED = {
    1: "AS KS QS JS AH KH QH 2D 3D 4D 2C 3C 4C",
    2: "TS 9S 8S 7S JH TH 9H 5D 6D 7D 5C 6C 7C",
    3: "6S 5S 4S 3S 8H 7H 6H 8D 9D TD 8C 9C TC",
    4: "2S 5H 4H 3H 2H JD QD KD AD JC QC KC AC",
}


def test_sv_t1_must_follow_suit_when_able() -> None:
    deal = make_deal(MIXED, dealer=4)
    auction_to(deal, 1, "7")
    trump_alone(deal, 1, Suit.SPADES)
    run(deal, [Play(1, C("AH"))])
    assert refusal(deal, Play(2, C("TS"))) is Refusal.MUST_FOLLOW_SUIT
    assert {a.card for a in deal.legal_actions(2) if isinstance(a, Play)} == {
        C("JH"),
        C("TH"),
        C("9H"),
    }


def test_sv_t1_any_card_when_void_and_card_must_be_in_hand() -> None:
    deal = make_deal(MIXED, dealer=4)
    auction_to(deal, 1, "7")
    trump_alone(deal, 1, Suit.SPADES)
    assert refusal(deal, Play(1, C("TS"))) is Refusal.CARD_NOT_IN_HAND
    run(deal, [Play(1, C("2C")), Play(2, C("5C")), Play(3, C("8C"))])
    assert len(deal.legal_actions(4)) == 4  # four clubs; must follow
    run(deal, [Play(4, C("AC"))])
    assert deal.play.tricks[-1].winner == 4


def test_sv_t2_trump_beats_the_led_suit_and_winner_leads() -> None:
    hands = {
        1: "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
        2: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
        3: "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
        4: "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
    }
    deal = make_deal(hands, dealer=4, turned="2C")
    auction_to(deal, 3, "7")
    trump_alone(deal, 3, Suit.CLUBS)
    run(deal, [Play(1, C("AH")), Play(2, C("AS")), Play(3, C("2C")), Play(4, C("AD"))])
    assert deal.play.tricks[0].winner == 3
    assert deal.to_act == 3


def test_sv_t2_without_trump_the_highest_of_the_led_suit_wins() -> None:
    deal = make_deal(MIXED, dealer=4)
    auction_to(deal, 2, "grande-misere")
    run(deal, [Play(1, C("2D")), Play(2, C("7D")), Play(3, C("TD")), Play(4, C("AD"))])
    assert deal.play.tricks[0].winner == 4


def test_sv_d5_forhand_leads_even_when_someone_else_declares() -> None:
    deal = make_deal(dealer=1)
    auction_to(deal, 4, "8")
    trump_alone(deal, 4, Suit.DIAMONDS)
    assert deal.to_act == 2
    assert refusal(deal, Play(4, C("AD"))) is Refusal.NOT_YOUR_TURN


def test_sv_c2_grande_misere_is_played_sans_trumps_all_13_tricks() -> None:
    deal = make_deal(dealer=4)
    auction_to(deal, 2, "grande-misere")
    assert deal.phase is Phase.PLAY and deal.trump is None
    play_out(deal)
    assert len(deal.play.tricks) == 13
    result = deal.result()
    assert result.trump_class is None and result.honours == 0


def test_sv_c3_petite_misere_discard_12_tricks_defenders_keep_one() -> None:
    deal = make_deal(dealer=4)
    auction_to(deal, 3, "petite-misere")
    assert deal.phase is Phase.DISCARD and deal.to_act == 3
    assert refusal(deal, Play(1, C("AS"))) is Refusal.NOT_YOUR_TURN
    assert refusal(deal, Discard(3, C("AS"))) is Refusal.CARD_NOT_IN_HAND
    run(deal, [Discard(3, C("AC"))])
    assert deal.phase is Phase.PLAY and deal.to_act == 1
    # The discard is seen by the declarer only.
    assert deal.view(3).own_discard == C("AC")
    assert all(deal.view(s).own_discard is None for s in (1, 2, 4))
    play_out(deal)
    assert len(deal.play.tricks) == 12
    assert [len(h) for h in deal.play.hands] == [1, 1, 0, 1]


def test_sv_c4_ouverte_hand_is_exposed_once_the_first_trick_is_turned() -> None:
    deal = make_deal(MIXED, dealer=4)
    auction_to(deal, 2, "grande-misere-ouverte")
    assert deal.view(1).exposed is None
    run(deal, [Play(1, C("2D")), Play(2, C("5D")), Play(3, C("8D"))])
    assert deal.view(4).exposed is None  # not before the trick is complete
    run(deal, [Play(4, C("JD"))])
    exposed = deal.view(4).exposed
    assert exposed is not None and set(exposed) == set(deal.play.hands[1])
    assert len(exposed) == 12


def test_sv_c3_c4_petite_misere_ouverte_discards_then_exposes() -> None:
    deal = make_deal(MIXED, dealer=4)
    auction_to(deal, 2, "petite-misere-ouverte")
    run(deal, [Discard(2, C("TS"))])
    run(deal, [Play(1, C("2D")), Play(2, C("5D")), Play(3, C("8D")), Play(4, C("JD"))])
    exposed = deal.view(1).exposed
    assert exposed is not None and C("TS") not in exposed and len(exposed) == 11
    play_out(deal)
    assert len(deal.play.tricks) == 12


def test_sv_c1_every_trick_contract_can_be_declared_and_played() -> None:
    for contract in SWEDISH_LADDER:
        deal = make_deal(random_hands(contract.rank), dealer=3)
        auction_to(deal, 1, contract.id)
        if contract.has_trumps:
            trump_alone(deal, 1, Suit.SPADES)
        if contract.discard:
            deal.apply(deal.legal_actions(1)[0])
        play_out(deal)
        result = deal.result()
        assert result.contract == contract
        assert sum(result.tricks or ()) == contract.tricks_played


def test_sv_s3_honours_count_the_declaring_sides_dealt_hands() -> None:
    hands = {
        1: "AH KH 2H 3S 4S 5S 6S 7S 8S 9S TS JS QS",
        2: "QH JH 3H 4H 5H 6H 7H 8H 9H TH KS AS 2S",
        3: "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
        4: "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
    }
    deal = make_deal(hands, dealer=4)
    auction_to(deal, 1, "5")
    run(deal, [NameTrump(1, Suit.HEARTS), Whist(1, "invite"), Whist(2, "accept")])
    play_out(deal)
    assert deal.result().honours == 4  # A K with the declarer, Q J with the whister

    deal = make_deal(hands, dealer=4)
    auction_to(deal, 1, "5")
    trump_alone(deal, 1, Suit.HEARTS)
    play_out(deal)
    assert deal.result().honours == 2


def test_sv_s4_first_five_and_slam_flags() -> None:
    # Seat 1 holds all spades and declares 13 spel in spades: it takes every trick.
    deal = make_deal(dealer=4, turned="2S")
    auction_to(deal, 1, "13")
    trump_alone(deal, 1, Suit.SPADES)
    play_out(deal)
    result = deal.result()
    assert result.made and result.slam and result.first_five and result.honours == 4


def test_sv_t4_play_continues_to_the_last_trick_after_the_result_is_decided() -> None:
    deal = make_deal(dealer=4, turned="2S")
    auction_to(deal, 2, "13")  # seat 2 holds all trumps: the result is certain from trick one
    trump_alone(deal, 2, Suit.HEARTS)
    run(deal, [Play(1, C("AS"))])
    assert not deal.is_over
    play_out(deal)
    assert len(deal.play.tricks) == 13


@pytest.mark.parametrize("seat", [1, 2, 3, 4])
def test_a_finished_deal_refuses_everything(seat: int) -> None:
    deal = make_deal()
    run(deal, [Pass(1), Pass(2), Pass(3), Pass(4)])
    assert refusal(deal, Pass(seat)) is Refusal.GAME_OVER
    assert deal.legal_actions(seat) == []


def test_bids_are_refused_once_the_auction_is_over() -> None:
    deal = make_deal(dealer=4)
    auction_to(deal, 1, "7")
    assert refusal(deal, Bid(1, "8")) is Refusal.WRONG_PHASE
    assert refusal(deal, NameTrump(2, Suit.HEARTS)) is Refusal.NOT_YOUR_TURN
