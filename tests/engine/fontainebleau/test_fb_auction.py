"""The auction (FB-B1…B6, FB-C5) with the suit named in the bid, and FB-X22."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.actions import ActionFormatError, Bid, Level, Pass, action_from_dict, action_to_dict
from bot.engine.cards import Suit
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.fontainebleau.auction import FontainebleauAuction
from bot.engine.fontainebleau.ladder import FB_LADDER, bid_key, contract
from bot.engine.fontainebleau.settings import SUIT_ORDERS

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
DHCS = SUIT_ORDERS["DHCS"]


def run(auction: FontainebleauAuction, *actions: Pass | Bid) -> None:
    for action in actions:
        auction.check(action)
        auction.apply(action)


def refused(auction: FontainebleauAuction, action: Pass | Bid, code: Refusal) -> None:
    before = (list(auction.history), auction.to_speak)
    with pytest.raises(IllegalAction) as err:
        auction.check(action)
    assert err.value.code is code
    assert action not in auction.legal(action.seat)
    assert (list(auction.history), auction.to_speak) == before  # a refusal changes nothing


def test_fb_x22_the_worked_auction() -> None:
    a = FontainebleauAuction(FB_LADDER, 1, DHCS)
    run(a, Bid(1, "5", suit=C), Bid(2, "5", suit=D), Bid(3, "6", suit=S))
    run(a, Bid(4, "little-misere"))
    refused(a, Bid(1, "little-misere"), Refusal.BID_TOO_LOW)  # no equal misère (FB-B3)
    run(a, Bid(1, "7", suit=S))  # FB-B5: raising after being overcalled
    run(a, Pass(2), Bid(3, "7", suit=H))
    refused(a, Bid(4, "7", suit=C), Refusal.BID_TOO_LOW)  # ♣ ranks below ♥
    run(a, Pass(4))
    assert a.to_speak == 1  # FB-B2: seat 2 has passed and is skipped
    run(a, Bid(1, "7", suit=D))
    assert a.to_speak == 3
    refused(a, Bid(3, "7", suit=C), Refusal.BID_TOO_LOW)
    refused(a, Bid(3, "7", suit=H), Refusal.BID_TOO_LOW)
    refused(a, Bid(2, "8", suit=S), Refusal.PASSED)  # passed, never speaks again
    run(a, Pass(3))
    assert a.finished and a.passed == {2, 3, 4}
    assert a.legal(2) == []
    winner = a.winner
    assert winner is not None
    assert (winner.contract.id, winner.suit, winner.declarer) == ("7", D, 1)
    assert a.legal(1) == []


def test_fb_b1_eldest_first_then_clockwise() -> None:
    a = FontainebleauAuction(FB_LADDER, 3, DHCS)
    assert a.to_speak == 3
    refused(a, Pass(1), Refusal.NOT_YOUR_TURN)
    run(a, Pass(3))
    assert a.to_speak == 4


def test_fb_b3_over_little_misere_the_next_bid_is_seven_in_any_suit() -> None:
    a = FontainebleauAuction(FB_LADDER, 1, DHCS)
    run(a, Bid(1, "little-misere"))
    bids = [b for b in a.legal(2) if isinstance(b, Bid)]
    assert bids[:4] == [Bid(2, "7", suit=s) for s in (S, C, H, D)]
    # 7 to 13 and the spread slam in four suits each, and the four higher misère-type bids
    assert len(bids) == 8 * 4 + 4


def test_fb_b4_equal_bid_in_a_better_suit_and_the_french_order() -> None:
    a = FontainebleauAuction(FB_LADDER, 1, DHCS)
    run(a, Bid(1, "5", suit=H))
    refused(a, Bid(2, "5", suit=H), Refusal.BID_TOO_LOW)
    run(a, Bid(2, "5", suit=D))
    french = FontainebleauAuction(FB_LADDER, 1, SUIT_ORDERS["HDCS"])
    run(french, Bid(1, "5", suit=D))
    run(french, Bid(2, "5", suit=H))
    refused(french, Bid(3, "5", suit=D), Refusal.BID_TOO_LOW)


def test_fb_b5_a_standing_bid_is_not_raised_by_its_bidder() -> None:
    a = FontainebleauAuction(FB_LADDER, 1, DHCS)
    run(a, Bid(1, "5", suit=S), Pass(2), Pass(3), Pass(4))
    assert a.finished  # seat 1's turn would only come with his own bid standing
    winner = a.winner
    assert winner is not None and winner.declarer == 1


def test_fb_b6_the_last_speaker_may_still_bid_and_all_pass_is_misere_partout() -> None:
    a = FontainebleauAuction(FB_LADDER, 1, DHCS)
    run(a, Pass(1), Pass(2), Pass(3))
    assert not a.finished and a.to_speak == 4
    run(a, Pass(4))
    assert a.finished and a.winner is None  # no contract: a Misère Partout
    b = FontainebleauAuction(FB_LADDER, 1, DHCS)
    run(b, Pass(1), Pass(2), Pass(3), Bid(4, "grand-misere"))
    assert b.finished and b.winner is not None and b.winner.declarer == 4


def test_fb_c1_c2_trick_bids_name_a_suit_misères_none() -> None:
    a = FontainebleauAuction(FB_LADDER, 1, DHCS)
    refused(a, Bid(1, "7"), Refusal.TRUMP_NOT_ALLOWED)
    refused(a, Bid(1, "spread-slam"), Refusal.TRUMP_NOT_ALLOWED)
    refused(a, Bid(1, "grand-misere", suit=S), Refusal.TRUMP_NOT_ALLOWED)
    refused(a, Bid(1, "14", suit=S), Refusal.UNKNOWN_CONTRACT)
    refused(a, Bid(1, "7", Level.COLOUR, S), Refusal.BAD_LEVEL)  # FB-R: no level


def test_fb_c5_fb_r_record_form_and_no_trump_refused() -> None:
    bid = Bid(2, "7", suit=H)
    assert action_to_dict(bid) == {"seat": 2, "bid": "7", "suit": "H"}
    assert action_from_dict(action_to_dict(bid)) == bid
    assert action_from_dict({"seat": 1, "bid": "little-misere"}) == Bid(1, "little-misere")
    assert action_from_dict({"seat": 3, "pass": True}) == Pass(3)
    assert action_to_dict(Pass(3)) == {"seat": 3, "pass": True}
    for bad in (
        {"seat": 1, "bid": "7", "suit": "NT"},
        {"seat": 1, "bid": "7", "suit": "X"},
        {"seat": 5, "pass": True},
    ):
        with pytest.raises(ActionFormatError):
            action_from_dict(bad)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(["DHCS", "HDCS"]), st.integers(1, 4))
def test_fb_b_random_auctions_end_with_the_highest_bid(seed: int, order: str, eldest: int) -> None:
    """FB-B1…B6 over random legal bidding: at most one bid per turn, a passed seat never
    speaks again, the auction ends, and the winner is the highest bid made."""
    suits = SUIT_ORDERS["DHCS" if order == "DHCS" else "HDCS"]
    rng = random.Random(seed)
    a = FontainebleauAuction(FB_LADDER, eldest, suits)
    passed: set[int] = set()
    for _ in range(200):
        if a.finished:
            break
        seat = a.to_speak
        assert seat not in passed
        legal = a.legal(seat)
        action = legal[0] if rng.random() < 0.4 else rng.choice(legal)
        run(a, action)
        if isinstance(action, Pass):
            passed.add(seat)
    assert a.finished
    bids = [b for b in a.history if isinstance(b, Bid)]
    if not bids:
        assert a.winner is None and len(passed) == 4
        return
    last = bids[-1]
    keys = [bid_key(contract(b.contract), b.suit, suits) for b in bids]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    winner = a.winner
    assert winner is not None
    assert (winner.contract.id, winner.suit, winner.declarer) == (
        last.contract,
        last.suit,
        last.seat,
    )
    assert passed == {1, 2, 3, 4} - {last.seat}
