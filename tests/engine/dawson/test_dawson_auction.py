"""The Dawson auction: DW-B1…B4."""

from __future__ import annotations

from bot.engine.actions import Bid, Level, Pass
from bot.engine.errors import Refusal
from bot.engine.phase import Phase
from tests.engine.dawson.helpers import make_deal
from tests.engine.helpers import refusal, run

KEEP, KEEP_OVER = Level.COLOUR, Level.FIRST


def test_dw_b1_eldest_speaks_first_then_clockwise() -> None:
    deal = make_deal(dealer=1)
    assert deal.to_act == 2
    assert refusal(deal, Pass(1)) is Refusal.NOT_YOUR_TURN
    run(deal, [Pass(2), Bid(3, "5")])
    assert deal.to_act == 4


def test_dw_b2_bids_must_be_strictly_higher_in_ladder_order() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Bid(1, "7")])
    assert refusal(deal, Bid(2, "7")) is Refusal.BID_TOO_LOW
    assert refusal(deal, Bid(2, "6")) is Refusal.BID_TOO_LOW
    assert Bid(2, "little-misere") in deal.legal_actions(2)  # Little Misère ranks above Seven
    run(deal, [Bid(2, "little-misere")])
    assert refusal(deal, Bid(3, "7", KEEP)) is Refusal.BAD_LEVEL
    assert Bid(3, "8") in deal.legal_actions(3)


def test_dw_b2_i_keep_over_a_plain_bid_and_i_keep_over_you_over_i_keep() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Bid(1, "6")])
    assert Bid(2, "6", KEEP) in deal.legal_actions(2)
    # Keeps are on the same number only.
    assert refusal(deal, Bid(2, "7", KEEP)) is Refusal.BAD_LEVEL
    assert refusal(deal, Bid(2, "7", KEEP_OVER)) is Refusal.BAD_LEVEL
    run(deal, [Bid(2, "6", KEEP)])
    assert refusal(deal, Bid(3, "6", KEEP)) is Refusal.BAD_LEVEL
    assert Bid(3, "6", KEEP_OVER) in deal.legal_actions(3)
    run(deal, [Bid(3, "6", KEEP_OVER)])
    legal = deal.legal_actions(4)
    assert not [a for a in legal if isinstance(a, Bid) and a.contract == "6"]
    assert Bid(4, "7") in legal  # the next number is always open
    run(deal, [Pass(4), Pass(1), Pass(2)])
    winner = deal.auction.winner
    assert winner is not None and (winner.declarer, winner.level) == (3, KEEP_OVER)


def test_dw_b2_misere_cannot_be_kept() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Bid(1, "grand-misere")])
    assert refusal(deal, Bid(2, "grand-misere", KEEP)) is Refusal.BAD_LEVEL
    assert all(a.level is Level.PLAIN for a in deal.legal_actions(2) if isinstance(a, Bid))


def test_dw_b1_a_passed_player_may_bid_a_misere_but_no_trick_bid() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Pass(1), Bid(2, "5"), Pass(3), Bid(4, "6")])
    assert deal.to_act == 1  # a passed player keeps their turn
    assert refusal(deal, Bid(1, "8")) is Refusal.PASSED
    legal = deal.legal_actions(1)
    assert {a.contract for a in legal if isinstance(a, Bid)} == {
        "little-misere",
        "grand-misere",
        "little-spread",
        "grand-spread",
    }
    run(deal, [Bid(1, "little-misere")])
    # The bid reopened the auction: three more passes are needed, and seat 2 may overbid.
    run(deal, [Pass(2), Pass(3)])
    assert not deal.auction.finished
    run(deal, [Bid(4, "8"), Pass(1), Pass(2), Pass(3)])
    winner = deal.auction.winner
    assert winner is not None and winner.declarer == 4 and winner.contract.id == "8"


def test_dw_b1_a_passed_player_may_not_keep() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Pass(1), Pass(2), Pass(3), Bid(4, "5")])
    assert refusal(deal, Bid(1, "5", KEEP)) is Refusal.PASSED


def test_dw_b3_three_passes_in_turn_after_the_last_bid_end_the_auction() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Bid(1, "5"), Pass(2), Pass(3)])
    assert not deal.auction.finished
    run(deal, [Pass(4)])
    winner = deal.auction.winner
    assert winner is not None and winner.declarer == 1 and deal.phase is Phase.TRUMP


def test_dw_b3_an_outbid_player_may_bid_again() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Bid(1, "5"), Bid(2, "6"), Pass(3), Pass(4), Bid(1, "7"), Pass(2), Pass(3)])
    assert not deal.auction.finished
    run(deal, [Pass(4)])
    winner = deal.auction.winner
    assert winner is not None and (winner.declarer, winner.contract.id) == (1, "7")


def test_dw_b4_four_passes_without_a_bid_make_misere_partout() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Pass(1), Pass(2), Pass(3)])
    assert not deal.auction.finished
    run(deal, [Pass(4)])
    assert deal.auction.finished and deal.auction.winner is None
    assert deal.phase is Phase.PLAY


def test_unknown_contracts_and_bids_after_the_auction_are_refused() -> None:
    deal = make_deal(dealer=4)
    assert refusal(deal, Bid(1, "petite-misere")) is Refusal.UNKNOWN_CONTRACT
    run(deal, [Bid(1, "13"), Pass(2), Pass(3), Pass(4)])
    assert refusal(deal, Bid(2, "grand-spread")) is Refusal.WRONG_PHASE


def test_dw_b2_fosters_auction_i_keep_over_you_answers_a_plain_bid() -> None:
    """Foster's worked auction: "B then bids seven tricks … If A should bid seven tricks by
    keeping over B, … A's bid, being in first preference, will always outrank B's for the
    same number of tricks." Keep over you answers a plain bid as well as an I keep."""
    deal = make_deal(dealer=4)
    run(deal, [Bid(1, "6"), Bid(2, "7")])
    legal = deal.legal_actions(3)
    assert Bid(3, "7", KEEP) in legal and Bid(3, "7", KEEP_OVER) in legal
    run(deal, [Pass(3), Pass(4), Bid(1, "7", KEEP_OVER), Pass(2), Pass(3), Pass(4)])
    winner = deal.auction.winner
    assert winner is not None and (winner.declarer, winner.level) == (1, KEEP_OVER)
    assert winner.contract.id == "7"
