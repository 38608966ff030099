"""Computer players only ever answer with one of the view's legal actions (all levels), in
every registered variant and every setting that changes play."""

from __future__ import annotations

import pytest

from bot.engine.actions import Action, Play
from bot.engine.views import SeatView
from bot.i18n import COMPUTER_LEVELS
from bot.players import make_player
from bot.players.random_player import RandomPlayer
from bot.players.strong import StrongPlayer
from bot.simulate import simulate
from tests.players.support import play_until, shuffled_deal
from tests.variants import Config, params, rules_of

CONFIGS = params()


@pytest.mark.parametrize("config", CONFIGS)
@pytest.mark.parametrize("level", ["random", "heuristic"])
def test_cheap_levels_play_many_deals_legally(level: str, config: Config) -> None:
    rules = rules_of(config)
    for seed in range(40):
        deal = shuffled_deal(seed, rules)
        players = {s: make_player(level, seed * 4 + s) for s in (1, 2, 3, 4)}
        play_until(deal, lambda v, players=players: players[v.seat].choose(v), 200)
        assert deal.is_over


@pytest.mark.parametrize("config", CONFIGS)
def test_heuristic_card_play_is_legal_in_random_contracts(config: Config) -> None:
    """Random bidding reaches every contract, misères, ouverte and spreads included."""
    bidder = RandomPlayer(7)
    heuristic = make_player("heuristic", 0)
    rules = rules_of(config)

    def choose(view: SeatView) -> Action:
        return (heuristic if isinstance(view.legal[0], Play) else bidder).choose(view)

    for seed in range(80):
        deal = shuffled_deal(1000 + seed, rules)
        play_until(deal, choose, 200)
        assert deal.is_over


@pytest.mark.parametrize("config", CONFIGS)
def test_strong_card_play_is_legal_in_random_contracts(config: Config) -> None:
    bidder = RandomPlayer(3)
    strong = StrongPlayer(11, max_samples=2, min_samples=2, budget=1)
    rules = rules_of(config)

    def choose(view: SeatView) -> Action:
        return (strong if isinstance(view.legal[0], Play) else bidder).choose(view)

    for seed in range(6):
        deal = shuffled_deal(2000 + seed, rules)
        play_until(deal, choose, 200)
        assert deal.is_over


@pytest.mark.parametrize("config", CONFIGS)
def test_a_whole_game_of_strong_players_is_legal(config: Config) -> None:
    """Through ``Game``: the ledger's questions (SV-P9 merges) are the players' too."""
    name, settings = config
    game = simulate(1, seed=4, variant=name, settings=settings, level="strong")
    assert all(entry.settled for entry in game.deals)


def test_unknown_level_is_refused() -> None:
    assert COMPUTER_LEVELS == ("random", "heuristic", "strong")
    with pytest.raises(ValueError, match="unknown player level"):
        make_player("grandmaster", 1)
