"""The fifteen announcements (FB-C table, FB-C1…C6) and the bid order (FB-B3, FB-B4)."""

from __future__ import annotations

from bot.engine.cards import Suit
from bot.engine.fontainebleau.ladder import (
    FB_LADDER,
    bid_key,
    contract,
    discarders,
    everyone_discards,
    is_exact_one,
)
from bot.engine.fontainebleau.settings import SUIT_ORDERS

# rank, id, target, cards played, trumps, whister allowed, all discard, face up before play
TABLE = [
    (1, "5", 5, 13, True, True, False, False),
    (2, "6", 6, 13, True, True, False, False),
    (3, "little-misere", 0, 12, False, False, True, False),
    (4, "7", 7, 13, True, True, False, False),
    (5, "piccolissimo", 1, 12, False, False, True, False),
    (6, "8", 8, 13, True, True, False, False),
    (7, "grand-misere", 0, 13, False, False, False, False),
    (8, "9", 9, 13, True, True, False, False),
    (9, "little-spread", 0, 12, False, False, True, True),
    (10, "10", 10, 13, True, True, False, False),
    (11, "grand-spread", 0, 13, False, False, False, True),
    (12, "11", 11, 13, True, False, False, False),
    (13, "12", 12, 13, True, False, False, False),
    (14, "13", 13, 13, True, False, False, False),
    (15, "spread-slam", 13, 13, True, False, False, True),
]


def test_fb_c_the_table_of_announcements() -> None:
    got = [
        (
            c.rank,
            c.id,
            c.target,
            c.tricks_played,
            c.has_trumps,
            c.whist_allowed,
            everyone_discards(c),
            c.exposed_before_play,
        )
        for c in FB_LADDER
    ]
    assert got == TABLE
    assert not any(c.exposed_after_first for c in FB_LADDER)  # FB-C6: not the Swedish ouverte


def test_fb_c3_all_four_discard_from_eldest() -> None:
    assert discarders(contract("little-misere"), 1) == (1, 2, 3, 4)
    assert discarders(contract("piccolissimo"), 3) == (3, 4, 1, 2)
    assert discarders(contract("little-spread"), 2) == (2, 3, 4, 1)
    assert discarders(contract("grand-misere"), 1) == ()
    assert discarders(contract("7"), 1) == ()


def test_fb_s2_only_piccolissimo_is_made_with_exactly_one() -> None:
    assert [c.id for c in FB_LADDER if is_exact_one(c)] == ["piccolissimo"]


def test_fb_b3_b4_rank_first_then_suit_diamonds_best() -> None:
    order = SUIT_ORDERS["DHCS"]
    seven = contract("7")
    keys = [bid_key(seven, s, order) for s in (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS)]
    assert keys == sorted(keys) and len(set(keys)) == 4
    # Any seven beats little misère, which beats any six.
    assert bid_key(contract("little-misere"), None, order) < bid_key(seven, Suit.SPADES, order)
    assert bid_key(contract("6"), Suit.DIAMONDS, order) < bid_key(
        contract("little-misere"), None, order
    )


def test_fb_b4_french_order_puts_hearts_first() -> None:
    order = SUIT_ORDERS["HDCS"]
    five = contract("5")
    assert bid_key(five, Suit.HEARTS, order) > bid_key(five, Suit.DIAMONDS, order)
    assert bid_key(five, Suit.CLUBS, order) > bid_key(five, Suit.SPADES, order)
