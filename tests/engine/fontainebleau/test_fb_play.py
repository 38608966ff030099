"""The early end of play (FB-T3), honours (FB-H1…H5, FB-X23) and chicane (RU-C1…C6, RU-X4,
RU-X5)."""

from __future__ import annotations

import pytest

from bot.engine.actions import ActionFormatError
from bot.engine.cards import FULL_DECK, Suit, parse_cards
from bot.engine.deal import deal_hands
from bot.engine.fontainebleau.ladder import contract
from bot.engine.fontainebleau.payments import amount
from bot.engine.fontainebleau.play import (
    DEAL_PATTERN,
    Chicane,
    chicane_allowed,
    honour_tricks,
    honours_held,
    play_ends_early,
)
from bot.engine.fontainebleau.result import contract_result
from bot.engine.fontainebleau.settings import FbSettings, russian

FB = FbSettings()
RU = russian()


def test_fb_d4_four_four_five_from_the_dealers_left() -> None:
    hands = deal_hands(FULL_DECK, 2, DEAL_PATTERN)
    assert [len(h) for h in hands] == [13, 13, 13, 13]
    assert hands[2][:4] == [0, 1, 2, 3]  # seat 3, left of dealer 2, gets the first packet
    assert hands[1][-5:] == list(range(47, 52))  # the dealer the last five


@pytest.mark.parametrize("cid", ["little-misere", "grand-misere", "little-spread", "grand-spread"])
def test_fb_t3_a_misere_ends_at_the_declarers_first_trick(cid: str) -> None:
    c = contract(cid)
    assert not play_ends_early(c, 0, 0, 6)
    assert play_ends_early(c, 0, 1, 0)


def test_fb_t3_piccolissimo_ends_at_the_second_trick() -> None:
    c = contract("piccolissimo")
    assert not play_ends_early(c, 1, 1, 6)
    assert play_ends_early(c, 1, 2, 4)


def test_fb_t3_slams_end_at_the_first_trick_lost_other_bids_play_out() -> None:
    assert play_ends_early(contract("13"), 13, 8, 1)
    assert play_ends_early(contract("spread-slam"), 13, 0, 1)
    assert play_ends_early(contract("10"), 13, 4, 1)  # a ten with whister
    assert not play_ends_early(contract("10"), 10, 4, 3)  # a ten alone: tricks short are paid
    assert not play_ends_early(contract("12"), 12, 5, 5)
    assert not play_ends_early(contract("13"), 13, 12, 0)


def test_fb_s3_a_lost_slam_is_one_trick_short() -> None:
    # FB-X12's shape: lost at trick 9 with 8 tricks, still paid as one short.
    result = contract_result("13", 1, 8, suit=Suit.SPADES)
    assert amount(result, FB) == (405, "400 + 5×1 short = 405")


def test_fb_h3_two_by_honours_and_four_by_honours() -> None:
    assert [honour_tricks(n) for n in range(5)] == [0, 0, 0, 2, 4]


def test_fb_x23_honours_of_the_declaring_side_as_dealt() -> None:
    """FB-H1, FB-H2: `6` ♠ by 1 with whister 3."""
    hands = [
        parse_cards("AS KS 2H"),
        parse_cards("JS 3H"),
        parse_cards("QS 4H"),
        parse_cards("5H TS"),
    ]
    assert honours_held(hands, Suit.SPADES, (1, 3)) == 3
    assert honour_tricks(honours_held(hands, Suit.SPADES, (1, 3))) == 2
    hands[1], hands[2] = parse_cards("QS JS 3H"), parse_cards("4H")
    assert honours_held(hands, Suit.SPADES, (1, 3)) == 2
    assert honour_tricks(honours_held(hands, Suit.SPADES, (1, 3))) == 0


def test_fb_h4_honours_never_make_a_contract() -> None:
    result = contract_result("8", 3, 7, suit=Suit.CLUBS, honours=4)
    assert not result.made


def test_fb_h5_honours_count_on_a_slam() -> None:
    assert amount(contract_result("13", 1, 13, suit=Suit.DIAMONDS, honours=3), FB)[0] == 510


NO_HEART = parse_cards("AS KS QS JS TS 9S 8S AC KC QC AD KD QD")
ONE_HEART = parse_cards("2H KS QS JS TS 9S 8S AC KC QC AD KD QD")


def test_ru_c1_c3_chicane_offered_only_to_a_hand_without_trumps() -> None:
    seven = contract("7")
    kw = {"first_card_played": False, "declared": False}
    assert chicane_allowed(RU, seven, Suit.HEARTS, NO_HEART, **kw)
    assert not chicane_allowed(RU, seven, Suit.HEARTS, ONE_HEART, **kw)
    assert not chicane_allowed(RU, seven, Suit.SPADES, NO_HEART, **kw)
    assert not chicane_allowed(FB, seven, Suit.HEARTS, NO_HEART, **kw)  # not in Fontainebleau


def test_ru_c2_x4_no_chicane_without_trumps() -> None:
    kw = {"first_card_played": False, "declared": False}
    for cid in ("little-misere", "piccolissimo", "grand-misere", "little-spread", "grand-spread"):
        assert not chicane_allowed(RU, contract(cid), None, NO_HEART, **kw)
    assert not chicane_allowed(RU, None, None, NO_HEART, **kw)  # Misère Partout


def test_ru_c4_x5_only_before_the_players_first_card_and_once() -> None:
    seven = contract("7")
    assert not chicane_allowed(
        RU, seven, Suit.HEARTS, NO_HEART, first_card_played=True, declared=False
    )
    assert not chicane_allowed(
        RU, seven, Suit.HEARTS, NO_HEART, first_card_played=False, declared=True
    )


def test_ru_r_the_chicane_action() -> None:
    assert Chicane(3).to_dict() == {"seat": 3, "chicane": True}
    assert Chicane.from_dict({"seat": 3, "chicane": True}) == Chicane(3)
    for bad in ({"seat": 3, "chicane": False}, {"seat": 0, "chicane": True}, {"seat": 1}):
        with pytest.raises(ActionFormatError):
            Chicane.from_dict(bad)
