"""``Game.on_last_deal``: the deal in progress is the game's last whatever its result (the
agreed number of deals reached once it is settled, and no extra deals possible, NT-G4), so an
agreed stop asked during it would change nothing (``/boston end`` says so and asks nothing).
A game without an agreed number of deals, or one that may play on for its pool, has no deal
known to be its last before it is played."""

from __future__ import annotations

import random

import pytest

from bot.engine.game import Game
from bot.engine.variants import new_game, variant_names

NAMES = ["Anna", "Bengt", "Cissi", "David"]


def _start(game: Game, rng: random.Random) -> None:
    deck = list(range(52))
    rng.shuffle(deck)
    game.start_deal(deck, rng.randrange(52))


def _finish(game: Game, rng: random.Random) -> None:
    while game.current is not None:
        seat = game.to_act
        assert seat is not None
        game.apply(rng.choice(game.legal_actions(seat)))


@pytest.mark.parametrize("variant", variant_names())
def test_the_second_of_two_agreed_deals_is_the_last(variant: str) -> None:
    rng = random.Random(7)
    game = new_game(variant, {"deals": 2}, NAMES)
    assert not game.on_last_deal  # no deal in progress
    _start(game, rng)
    assert not game.on_last_deal  # deal 1 of 2
    _finish(game, rng)
    assert not game.tour_over  # seed 7 ends no tour early (SV-P11): deal 2 is asked about
    assert not game.on_last_deal  # between deals
    _start(game, rng)
    assert game.on_last_deal  # deal 2 of 2, dealt
    assert game.current is not None and game.current.number == 2


@pytest.mark.parametrize("variant", ["swedish", "dawson", "american"])
def test_no_agreed_number_no_last_deal(variant: str) -> None:
    rng = random.Random(3)
    game = new_game(variant, {"deals": 0}, NAMES)
    _start(game, rng)
    assert not game.on_last_deal


def test_nantes_playing_on_for_the_pool_has_no_last_deal_known() -> None:
    """NT-G4: with ``play_out_pool`` the game goes on past its deals while the pool holds
    anything, which the last agreed deal decides: it is not known to be the last."""
    rng = random.Random(5)
    game = new_game("nantes", {"deals": 1, "doubles": 1, "play_out_pool": True}, NAMES)
    _start(game, rng)
    assert not game.on_last_deal
    plain = new_game("nantes", {"deals": 1, "doubles": 1}, NAMES)
    _start(plain, rng)
    assert plain.on_last_deal
