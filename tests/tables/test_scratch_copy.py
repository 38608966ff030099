"""The scratch copy a change is applied to before its commit (commit, then publish): it shares
what cannot change (actions, contracts, rules, words) and copies what a move changes, so moves
applied to the copy leave the live game exactly as it was, in every rule system."""

from __future__ import annotations

import copy

import pytest

from bot.engine.actions import Bid
from bot.engine.contracts import Contract
from bot.engine.game import Game
from bot.engine.seats import SEATS
from bot.engine.variants import new_game
from bot.players import make_player
from bot.simulate import NAMES, deck_for, game_settings, play_step, seat_seed
from bot.tables.commit import scratch_copy
from tests.variants import Config, params


def game_in_play(config: Config, steps: int) -> Game:
    name, settings = config
    players = {s: make_player("random", seat_seed(3, s)) for s in SEATS}
    game = new_game(name, game_settings(settings, 4), NAMES)
    deck, turned = deck_for(3, 1)
    game.start_deal(deck, turned)
    for _ in range(steps):
        if game.current is None:
            break
        play_step(game, players)
    return game


def test_immutable_values_are_shared_not_copied() -> None:
    bid = Bid(1, "6")
    assert copy.deepcopy(bid) is bid and copy.copy(bid) is bid
    contract = Contract("6", 1, 6, "6")
    assert copy.deepcopy([contract])[0] is contract


def test_an_auctions_bid_tables_are_shared_by_the_copy() -> None:
    # Each seat's table of every bid it may make (SV-B1…B5) depends on the ladder alone; it was
    # two thirds of a copy's cost before it was shared.
    game = game_in_play(("swedish", {}), 1)
    assert game.current is not None and game.current.deal is not None
    auction = game.current.deal.auction
    copied = scratch_copy(game).current
    assert copied is not None and copied.deal is not None
    assert copied.deal.auction is not auction
    for seat in SEATS:
        assert copied.deal.auction._tables[seat] is auction._tables[seat]  # pyright: ignore[reportPrivateUsage,reportAttributeAccessIssue,reportUnknownMemberType]


@pytest.mark.parametrize("config", params())
def test_moves_on_the_copy_leave_the_live_game_as_it_was(config: Config) -> None:
    game = game_in_play(config, 3)
    assert game.current is not None
    before = (game.public_view(), game.to_act, [game.view(s) for s in SEATS])
    scratch = scratch_copy(game)
    assert scratch.rules is game.rules  # shared: it never changes
    players = {s: make_player("random", seat_seed(4, s)) for s in SEATS}
    moved = 0
    while scratch.current is not None and moved < 8:
        play_step(scratch, players)
        moved += 1
    assert moved == 8 or scratch.current is None
    assert scratch.public_view() != before[0]
    assert (game.public_view(), game.to_act, [game.view(s) for s in SEATS]) == before


@pytest.mark.parametrize("config", params())
def test_the_copy_plays_on_exactly_as_the_live_game_would(config: Config) -> None:
    """The engine's quick deep copy (``deep_copy_fields``) keeps everything a move reads: the
    same moves on the copy and on the game give the same views, seat by seat."""
    game = game_in_play(config, 5)
    scratch = scratch_copy(game)
    seed_players = {s: make_player("random", seat_seed(5, s)) for s in SEATS}
    copy_players = {s: make_player("random", seat_seed(5, s)) for s in SEATS}
    for _ in range(12):
        if game.current is None:
            break
        play_step(game, seed_players)
        play_step(scratch, copy_players)
        assert scratch.public_view() == game.public_view()
        assert [scratch.view(s) for s in SEATS] == [game.view(s) for s in SEATS]
    assert scratch.current is None or game.current is not None


def test_an_auction_that_sees_the_hands_sees_the_copys_hands() -> None:
    # NT-B2: the Nantes auction reads the hands the play holds; two fields holding one list
    # must hold one (new) list in the copy, or the copy's auction would see the live hands.
    game = game_in_play(("nantes", {}), 1)
    assert game.current is not None and game.current.deal is not None
    deal = game.current.deal
    copied = scratch_copy(game).current
    assert copied is not None and copied.deal is not None
    seen = copied.deal.auction._hands  # pyright: ignore[reportPrivateUsage,reportAttributeAccessIssue,reportUnknownMemberType]
    assert seen is copied.deal.play.hands
    assert seen is not deal.play.hands and seen == deal.play.hands
    assert all(a is not b for a, b in zip(seen, deal.play.hands, strict=True))  # pyright: ignore[reportUnknownArgumentType,reportUnknownVariableType]
