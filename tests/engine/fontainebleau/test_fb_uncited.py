"""Fontainebleau rules no other test cites by id: the pack and its ranks (FB-D1), the first
dealer (FB-D2), every deal dealt from its own deck order (FB-D3) and Misère Partout played to
the last trick (FB-A4)."""

from __future__ import annotations

import random

import pytest

from bot.engine.actions import Claim, Pass, Play
from bot.engine.cards import parse_card
from bot.engine.game import Game
from bot.engine.record import game_from_record, game_to_record
from bot.engine.seats import Seat
from bot.engine.variants import new_game
from tests.engine.fontainebleau.helpers import NAMES, act, fill, table
from tests.engine.scripted import deal_of


def shuffled(seed: int) -> list[int]:
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    return deck


def all_pass(game: Game) -> None:
    for _ in range(4):
        seat = game.to_act
        assert seat is not None
        game.apply(Pass(seat))


# -- FB-D1 -----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(3))
def test_fb_d1_one_pack_of_52_thirteen_cards_to_each_of_four(seed: int) -> None:
    """FB-D1: one 52-card pack, four players, 13 cards each."""
    game = new_game("fontainebleau", {}, NAMES, first_dealer=2)
    deal = game.start_deal(shuffled(seed), None)
    assert [len(h) for h in deal.dealt] == [13, 13, 13, 13]
    assert sorted(c for h in deal.dealt for c in h) == list(range(52))


def test_fb_d1_ace_high_two_low_as_at_whist() -> None:
    """FB-D1: ace high, two low. In Misère Partout (no trumps; dealer 4, so seat 1 leads):
    the A♠ wins over K♠, Q♠ and 2♠; the 5♣ over 4♣, 3♣ and 2♣; the K♥ over 4♥, 3♥ and 2♥."""
    hands = fill(s1="2S 3C KH", s2="KS 2C 2H", s3="AS 4C 3H", s4="QS 5C 4H")
    game = table(hands)
    all_pass(game)
    act(game, Play(1, parse_card("2S")), Play(2, parse_card("KS")))
    act(game, Play(3, parse_card("AS")), Play(4, parse_card("QS")))
    deal = deal_of(game)
    assert deal.play.tricks[-1].winner == 3
    act(game, Play(3, parse_card("4C")), Play(4, parse_card("5C")))
    act(game, Play(1, parse_card("3C")), Play(2, parse_card("2C")))
    assert deal.play.tricks[-1].winner == 4  # the five beats the four, three and two
    act(game, Play(4, parse_card("4H")), Play(1, parse_card("KH")))
    act(game, Play(2, parse_card("2H")), Play(3, parse_card("3H")))
    assert deal.play.tricks[-1].winner == 1  # the king over the four, three and two


# -- FB-D2 -----------------------------------------------------------------------------------


@pytest.mark.parametrize("first", [1, 2, 3, 4])
def test_fb_d2_any_seat_may_be_the_first_dealer_and_the_record_keeps_it(first: Seat) -> None:
    """FB-D2: the first dealer is drawn (any seat may be it) or taken from the record's
    ``first_dealer``; the first deal is his, eldest is his left, and the record keeps it."""
    game = new_game("fontainebleau", {"deals": 4}, NAMES, first_dealer=first)
    deal = game.start_deal(shuffled(first), None)
    assert deal.dealer == first
    assert deal.forhand == first % 4 + 1 and deal.to_act == first % 4 + 1
    all_pass(game)
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        game.apply(deal.legal_actions(seat)[0])
    record = game_to_record(game)
    assert isinstance(record, dict) and record["first_dealer"] == first
    again = game_from_record(record)
    assert again.first_dealer == first and again.deals[0].dealer == first
    assert again.next_dealer == first % 4 + 1


# -- FB-D3 -----------------------------------------------------------------------------------


def test_fb_d3_each_deal_is_dealt_from_the_deck_it_is_given() -> None:
    """FB-D3: every deal is an independent shuffle given to the engine as a deck order; the
    engine gathers no tricks into the next deal, so the same deck deals the same hands
    whatever was played before, and another deck other hands."""
    deck_a, deck_b = shuffled(10), shuffled(11)
    hands_after: list[tuple[tuple[int, ...], ...]] = []
    for first_deck in (shuffled(1), shuffled(2)):
        game = new_game("fontainebleau", {}, NAMES, first_dealer=4)
        game.start_deal(first_deck, None)
        all_pass(game)
        deal = deal_of(game)
        while not deal.is_over:  # a Misère Partout played out: its tricks are gathered
            seat = deal.to_act
            assert seat is not None
            game.apply(deal.legal_actions(seat)[0])
        second = game.start_deal(deck_a, None)
        assert second.dealer == 1
        hands_after.append(tuple(tuple(sorted(h)) for h in second.dealt))
    assert hands_after[0] == hands_after[1]
    # 4-4-5 from the dealer's left (FB-D4): seat 2 receives the deck's first four cards.
    assert set(deck_a[:4]) <= set(hands_after[0][1])
    other = new_game("fontainebleau", {}, NAMES, first_dealer=1).start_deal(deck_b, None)
    assert tuple(tuple(sorted(h)) for h in other.dealt) != hands_after[0]


# -- FB-A4 -----------------------------------------------------------------------------------


def test_fb_a4_misere_partout_is_played_to_the_last_trick() -> None:
    """FB-A4: in Misère Partout every trick is played, even once seat 1 (holding every spade
    and leading, so winning every trick) can no longer take the fewest; nobody may claim."""
    game = table(fill())  # dealer 4: seat 1 leads and wins every trick
    all_pass(game)
    deal = deal_of(game)
    settlement = None
    while settlement is None:
        assert not deal.is_over, "the deal must not end before the thirteenth trick"
        seat = deal.to_act
        assert seat is not None
        legal = deal.legal_actions(seat)
        assert all(isinstance(a, Play) for a in legal) and not any(
            isinstance(a, Claim) for a in legal
        )
        settlement = game.apply(legal[0])
    assert len(deal.play.tricks) == 13
    assert deal.play.won == [13, 0, 0, 0]
    result = deal.result()
    assert result.all_pass
