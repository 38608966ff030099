"""The Swedish auction: SV-B1…B9."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Level, NameTrump, Pass
from bot.engine.cards import Suit
from bot.engine.errors import Refusal
from bot.engine.phase import Phase
from tests.engine.helpers import make_deal, refusal, run

COLOUR, FIRST = Level.COLOUR, Level.FIRST


def test_sv_b1_forhand_speaks_first_then_clockwise() -> None:
    deal = make_deal(dealer=2)  # förhand is seat 3
    assert refusal(deal, Pass(1)) is Refusal.NOT_YOUR_TURN
    run(deal, [Pass(3), Bid(4, "5")])
    assert deal.to_act == 1


def test_sv_b1_a_passed_player_may_not_bid_again() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Pass(1), Bid(2, "5"), Bid(3, "6"), Bid(4, "7")])
    # Seat 1 passed: its turn is skipped, and trying to bid is refused for that reason.
    assert deal.to_act == 2
    assert refusal(deal, Bid(1, "8")) is Refusal.PASSED


def test_sv_b4_first_round_bids_must_be_strictly_higher() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Bid(1, "5")])
    assert refusal(deal, Bid(2, "5")) is Refusal.BID_TOO_LOW
    assert Bid(2, "5") not in deal.legal_actions(2)
    run(deal, [Bid(2, "6")])
    # Seat 3 speaks after seat 2: junior, so an equal bid is never enough for it.
    assert refusal(deal, Bid(3, "6")) is Refusal.BID_TOO_LOW


def test_sv_b3_ladder_order_misere_between_trick_contracts() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Bid(1, "6")])
    assert Bid(2, "petite-misere") in deal.legal_actions(2)
    run(deal, [Bid(2, "petite-misere")])
    assert refusal(deal, Bid(3, "6", FIRST)) is Refusal.BID_TOO_LOW
    run(deal, [Bid(3, "7")])
    assert Bid(4, "grande-misere") in deal.legal_actions(4)


def test_sv_b2_misere_has_no_colour_level() -> None:
    deal = make_deal(dealer=4)
    assert refusal(deal, Bid(1, "grande-misere", COLOUR)) is Refusal.BAD_LEVEL
    assert Bid(1, "grande-misere", COLOUR) not in deal.legal_actions(1)


def test_sv_b2_colour_level_may_open_the_bidding() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Bid(1, "5", FIRST)])
    assert deal.auction.winner is None  # not finished yet
    assert refusal(deal, Bid(2, "5", COLOUR)) is Refusal.BID_TOO_LOW


def test_sv_b5_forhand_two_options_example() -> None:
    """The source: förhand bids 5 spel, someone bids 5 i färg. Förhand may take it over i
    förhand (at the same colour level) or go to 6 spel; 5 spel plain i förhand does not beat
    5 i färg, because better colour goes before better hand."""
    deal = make_deal(dealer=4)  # förhand = seat 1
    run(deal, [Bid(1, "5"), Bid(2, "5", COLOUR), Pass(3), Pass(4)])
    assert deal.to_act == 1
    legal = deal.legal_actions(1)
    assert Bid(1, "5", COLOUR) in legal  # "förhand": the equal bid, taken over
    assert Bid(1, "6") in legal
    assert Bid(1, "5") not in legal
    assert refusal(deal, Bid(1, "5")) is Refusal.BID_TOO_LOW
    run(deal, [Bid(1, "5", COLOUR)])
    # Seat 2 is junior to seat 1: to stay in it must bid higher, e.g. 5 i högsta färg.
    assert refusal(deal, Bid(2, "5", COLOUR)) is Refusal.BID_TOO_LOW
    run(deal, [Bid(2, "5", FIRST), Bid(1, "5", FIRST), Pass(2)])
    winner = deal.auction.winner
    assert winner is not None and (winner.declarer, winner.contract.id) == (1, "5")
    assert winner.level is FIRST


def test_sv_b3_better_colour_beats_better_hand_at_any_seat() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Bid(1, "7", COLOUR), Pass(2), Pass(3), Bid(4, "7", FIRST)])
    # Seat 1 is senior, but an equal bid at a lower colour level never takes over.
    assert Bid(1, "7", COLOUR) not in deal.legal_actions(1)
    assert Bid(1, "7", FIRST) in deal.legal_actions(1)


def test_sv_b5_seniority_counts_from_forhand_not_seat_number() -> None:
    deal = make_deal(dealer=2)  # förhand = 3, then 4, 1, 2
    run(deal, [Bid(3, "5"), Bid(4, "6"), Bid(1, "7"), Pass(2)])
    # Seat 3 spoke before seat 1 in the first round: it may take over 7 spel i förhand.
    assert Bid(3, "7") in deal.legal_actions(3)
    run(deal, [Pass(3)])
    # Seat 4 also spoke before seat 1.
    assert Bid(4, "7") in deal.legal_actions(4)


def test_sv_b6_all_pass_ends_the_deal_at_once() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Pass(1), Pass(2), Pass(3), Pass(4)])
    assert deal.phase is Phase.OVER
    result = deal.result()
    assert result.all_pass and result.contract is None


def test_sv_b7_three_passes_end_the_auction_and_the_last_bid_wins() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Pass(1), Pass(2), Pass(3)])
    assert deal.phase is Phase.AUCTION  # the fourth may still bid
    run(deal, [Bid(4, "6")])
    assert deal.phase is Phase.TRUMP and deal.declarer == 4
    assert deal.contract is not None and deal.contract.id == "6"


def test_sv_b8_an_overcalled_player_may_bid_again() -> None:
    deal = make_deal(dealer=4)
    run(deal, [Bid(1, "5"), Bid(2, "6"), Pass(3), Pass(4), Bid(1, "7"), Pass(2)])
    assert deal.declarer == 1 and deal.contract is not None and deal.contract.id == "7"


@pytest.mark.parametrize(
    ("level", "allowed"),
    [
        (Level.PLAIN, {Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS}),
        (Level.COLOUR, {Suit.HEARTS, Suit.DIAMONDS}),
        (Level.FIRST, {Suit.HEARTS}),
    ],
)
def test_sv_b9_trumps_are_named_within_the_level(level: Level, allowed: set[Suit]) -> None:
    deal = make_deal(dealer=4, turned="7H")  # hearts first, diamonds second
    run(deal, [Bid(1, "7", level), Pass(2), Pass(3), Pass(4)])
    legal = {a.suit for a in deal.legal_actions(1) if isinstance(a, NameTrump)}
    assert legal == allowed
    for suit in set(Suit) - allowed:
        assert refusal(deal, NameTrump(1, suit)) is Refusal.TRUMP_NOT_ALLOWED


def test_unknown_contract_is_refused() -> None:
    deal = make_deal()
    assert refusal(deal, Bid(1, "14")) is Refusal.UNKNOWN_CONTRACT
