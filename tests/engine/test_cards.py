"""Cards, the deal pattern and the suit classes (SV-D1…D5)."""

from __future__ import annotations

import pytest

from bot.engine.cards import (
    CardError,
    Suit,
    card_label,
    card_str,
    parse_card,
    parse_cards,
    sort_hand,
)
from bot.engine.contracts import SuitClass, suit_class
from bot.engine.deal import deal_hands
from tests.engine.helpers import RULES, make_deal


def test_sv_d1_every_card_round_trips_and_ace_is_high() -> None:
    for card in range(52):
        assert parse_card(card_str(card)) == card
    assert parse_card("AS") > parse_card("KS") > parse_card("2S")
    assert parse_card("10h") == parse_card("TH")
    assert card_label(parse_card("TD")) == "10♦"


@pytest.mark.parametrize("text", ["", "1S", "AX", "ASS", "K", "11H"])
def test_bad_cards_are_refused_with_a_reason(text: str) -> None:
    with pytest.raises(CardError, match="card"):
        parse_card(text)


def test_sv_d2_deal_is_3_3_3_4_clockwise_from_the_dealers_left() -> None:
    deck = list(range(52))
    hands = deal_hands(deck, dealer=2, pattern=RULES.deal_pattern)
    # Seat 3 (left of dealer 2) gets cards 0-2, seat 4 gets 3-5, seat 1 6-8, seat 2 9-11 …
    assert hands[2][:3] == [0, 1, 2]
    assert hands[3][:3] == [3, 4, 5]
    assert hands[0][:3] == [6, 7, 8]
    assert hands[1][:3] == [9, 10, 11]
    # … and the last round is of four cards: seat 3 gets 36-39.
    assert hands[2][9:] == [36, 37, 38, 39]
    assert hands[1][9:] == [48, 49, 50, 51]
    assert all(len(h) == 13 for h in hands)


def test_deal_refuses_a_deck_that_is_not_a_pack() -> None:
    with pytest.raises(CardError):
        deal_hands([0] * 52, dealer=1, pattern=RULES.deal_pattern)


@pytest.mark.parametrize(
    ("turned", "first", "second"),
    [
        ("7H", Suit.HEARTS, Suit.DIAMONDS),
        ("2S", Suit.SPADES, Suit.CLUBS),
        ("KD", Suit.DIAMONDS, Suit.HEARTS),
        ("AC", Suit.CLUBS, Suit.SPADES),
    ],
)
def test_sv_d3_turned_card_sets_first_second_and_plain_suits(
    turned: str, first: Suit, second: Suit
) -> None:
    deal = make_deal(turned=turned)
    assert deal.first_suit is first
    assert deal.first_suit is not None
    assert suit_class(first, deal.first_suit) is SuitClass.FIRST
    assert suit_class(second, deal.first_suit) is SuitClass.SECOND
    plains = [s for s in Suit if s not in (first, second)]
    assert all(suit_class(s, deal.first_suit) is SuitClass.PLAIN for s in plains)
    # The plain suits are the other colour: the second suit is the first's partner, and the
    # two plain suits each other's.
    assert second is first.partner and {s.partner for s in plains} == set(plains)


def test_sv_d5_forhand_is_left_of_dealer_and_speaks_first() -> None:
    deal = make_deal(dealer=4)
    assert deal.forhand == 1
    assert deal.to_act == 1
    assert make_deal(dealer=1).to_act == 2


def test_hand_sorts_by_suit_then_rank_high_first() -> None:
    hand = sort_hand(parse_cards("2S AH KS 3D AS"))
    assert [card_str(c) for c in hand] == ["AS", "KS", "2S", "AH", "3D"]
    # The whole pack: ♠ ♥ ♣ ♦, each from the ace down to the two.
    ranks = "AKQJT98765432"
    pack = [f"{rank}{suit}" for suit in "SHCD" for rank in ranks]
    assert [card_str(c) for c in sort_hand(range(51, -1, -1))] == pack


@pytest.mark.parametrize(
    ("text", "code", "fields"),
    [
        ("K", "not_card", {"text": "K"}),
        ("ZZ", "rank", {"text": "ZZ", "rank": "Z"}),
        ("11H", "rank", {"text": "11H", "rank": "11"}),
        ("AX", "card_suit", {"text": "AX", "suit": "X"}),
    ],
)
def test_a_bad_card_names_its_problem_by_code(
    text: str, code: str, fields: dict[str, object]
) -> None:
    """A frontend translates the refusal from its code and fields (the catalogue's card.*)."""
    with pytest.raises(CardError) as caught:
        parse_card(text)
    assert (caught.value.code, caught.value.fields) == (code, fields)
    with pytest.raises(CardError) as caught:
        Suit.parse("X")
    assert (caught.value.code, caught.value.fields) == ("suit", {"text": "X"})
    with pytest.raises(CardError) as caught:
        deal_hands([0] * 52, dealer=1, pattern=RULES.deal_pattern)
    assert caught.value.code == "deck"
