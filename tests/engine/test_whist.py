"""Whist, the partner in 5 and 6 spel: SV-W1…W6."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Concede, NameTrump, Pass, Whist
from bot.engine.cards import Suit
from bot.engine.errors import Refusal
from bot.engine.phase import Phase
from bot.engine.swedish.rules import SwedishRules
from tests.engine.helpers import auction_to, make_deal, play_out, refusal, run


def test_sv_w1_declarer_is_asked_about_whist_after_naming_trumps_in_5_and_6() -> None:
    for contract in ("5", "6"):
        deal = make_deal(dealer=4)
        auction_to(deal, 2, contract)
        assert deal.phase is Phase.TRUMP
        deal.apply(NameTrump(2, Suit.HEARTS))
        assert deal.phase is Phase.WHIST_OFFER and deal.to_act == 2
        assert set(deal.legal_actions(2)) == {Whist(2, "invite"), Whist(2, "alone")}


def test_sv_w1_no_whist_question_from_7_spel() -> None:
    deal = make_deal(dealer=4)
    auction_to(deal, 2, "7")
    deal.apply(NameTrump(2, Suit.HEARTS))
    assert deal.phase is Phase.PLAY
    assert refusal(deal, Whist(2, "invite")) is Refusal.NOT_YOUR_TURN  # seat 1 leads


def test_sv_w2_asked_in_turn_from_declarers_left_first_whist_wins() -> None:
    deal = make_deal(dealer=4)
    auction_to(deal, 2, "5")
    run(deal, [NameTrump(2, Suit.HEARTS), Whist(2, "invite")])
    assert deal.to_act == 3
    assert refusal(deal, Whist(4, "accept")) is Refusal.NOT_YOUR_TURN
    run(deal, [Whist(3, "decline")])
    assert deal.to_act == 4
    # Seat 1 passed in the auction but may still whist; seat 4 accepts first, asking stops.
    run(deal, [Whist(4, "accept")])
    assert deal.whister == 4 and deal.phase is Phase.PLAY
    assert deal.to_act == deal.forhand == 1  # SV-D5: förhand leads whoever declares


def test_sv_w2_a_passed_player_may_whist() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Pass(1), Pass(2), Bid(3, "6"), Pass(4)])
    run(deal, [NameTrump(3, Suit.CLUBS), Whist(3, "invite"), Whist(4, "decline")])
    run(deal, [Whist(1, "accept")])
    assert deal.whister == 1


def test_sv_w4_all_decline_then_play_alone() -> None:
    deal = make_deal(dealer=4)
    auction_to(deal, 2, "6")
    run(deal, [NameTrump(2, Suit.SPADES), Whist(2, "invite")])
    run(deal, [Whist(3, "decline"), Whist(4, "decline"), Whist(1, "decline")])
    assert deal.phase is Phase.WHIST_DECLINED and deal.to_act == 2
    assert set(deal.legal_actions(2)) == {Whist(2, "alone"), Concede(2)}
    run(deal, [Whist(2, "alone")])
    assert deal.phase is Phase.PLAY and deal.whister is None
    play_out(deal)
    assert deal.result().side_target == 6


def test_sv_w4_all_decline_then_concede_loses_one_penalty_trick_without_play() -> None:
    deal = make_deal(dealer=4)
    auction_to(deal, 2, "5")
    run(deal, [NameTrump(2, Suit.DIAMONDS), Whist(2, "invite")])
    run(deal, [Whist(3, "decline"), Whist(4, "decline"), Whist(1, "decline"), Concede(2)])
    assert deal.is_over
    result = deal.result()
    assert result.conceded and not result.made and result.penalty_tricks == 1
    assert result.tricks == (0, 0, 0, 0)


def test_concede_is_refused_before_everyone_declined() -> None:
    deal = make_deal(dealer=4)
    auction_to(deal, 2, "5")
    run(deal, [NameTrump(2, Suit.DIAMONDS)])
    assert refusal(deal, Concede(2)) is Refusal.CONCEDE_NOT_ALLOWED


@pytest.mark.parametrize(("contract", "side", "whister_target"), [("5", 8, 3), ("6", 10, 4)])
def test_sv_w3_side_and_individual_targets(contract: str, side: int, whister_target: int) -> None:
    deal = make_deal(dealer=4)
    auction_to(deal, 2, contract)
    run(deal, [NameTrump(2, Suit.HEARTS), Whist(2, "invite"), Whist(3, "accept")])
    play_out(deal)
    result = deal.result()
    assert result.side_target == side
    assert result.whister_target == whister_target
    assert result.declarer_target == int(contract)


def test_sv_w5_compulsory_whist_in_5_spel() -> None:
    rules = SwedishRules(whist_compulsory_in_5=True)
    deal = make_deal(dealer=4, rules=rules)
    auction_to(deal, 2, "5")
    run(deal, [NameTrump(2, Suit.HEARTS)])
    assert deal.legal_actions(2) == [Whist(2, "invite")]
    assert refusal(deal, Whist(2, "alone")) is Refusal.WHIST_NOT_ALLOWED
    run(deal, [Whist(2, "invite"), Whist(3, "decline"), Whist(4, "decline")])
    # The last player asked must accept when nobody else has.
    assert deal.legal_actions(1) == [Whist(1, "accept")]
    assert refusal(deal, Whist(1, "decline")) is Refusal.WHIST_NOT_ALLOWED
    run(deal, [Whist(1, "accept")])
    assert deal.whister == 1


def test_sv_w5_compulsory_setting_does_not_touch_6_spel() -> None:
    deal = make_deal(dealer=4, rules=SwedishRules(whist_compulsory_in_5=True))
    auction_to(deal, 2, "6")
    run(deal, [NameTrump(2, Suit.HEARTS)])
    assert Whist(2, "alone") in deal.legal_actions(2)


def test_sv_w6_declarer_and_whister_keep_tricks_apart() -> None:
    # Seat 2 holds all hearts (trumps), seat 3 all clubs. Seat 1 leads spades throughout.
    deal = make_deal(dealer=4)
    auction_to(deal, 2, "5")
    run(deal, [NameTrump(2, Suit.HEARTS), Whist(2, "invite"), Whist(3, "accept")])
    play_out(deal)
    result = deal.result()
    assert result.tricks is not None
    assert result.declarer_tricks == result.tricks[1]
    assert result.whister_tricks == result.tricks[2]
    assert result.side_tricks == result.declarer_tricks + result.whister_tricks
