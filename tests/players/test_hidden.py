"""Players decide from the view alone: the same view gives the same decision whatever the
other seats hold, a player keeps no memory between calls, and a seed fixes the choices."""

from __future__ import annotations

import pytest

from bot.engine.actions import Action
from bot.engine.views import SeatView
from bot.players import make_player
from bot.players.strong import StrongPlayer
from tests.players.support import play_until, shuffled_deal, with_other_hidden_cards
from tests.variants import Config, params, rules_of

heuristic = make_player("heuristic", 0)


@pytest.mark.parametrize("config", params())
def test_other_seats_unplayed_cards_do_not_change_the_decision(config: Config) -> None:
    rules = rules_of(config)
    checked = 0
    # 40 deals: where four passes throw a deal in (WB-B7), about half end in the auction.
    for seed in range(40):
        deal = shuffled_deal(seed, rules)
        # Stop at various points of the auction and the play.
        play_until(deal, heuristic.choose, 3 + seed % 37)
        if deal.is_over:
            continue
        other = with_other_hidden_cards(deal, seed)
        if other is None:
            continue
        seat = deal.to_act
        assert seat is not None
        view = deal.view(seat)
        assert other.view(seat) == view, "the re-dealt deal must look the same to the seat"
        assert other.dealt != deal.dealt
        players = (
            make_player("heuristic", seed),
            make_player("random", seed),
            StrongPlayer(seed, max_samples=3, min_samples=3, budget=1),
        )
        for player in players:
            assert player.choose(other.view(seat)) == player.choose(view)
        checked += 1
    assert checked > 12


def _views(count: int) -> list[SeatView]:
    out: list[SeatView] = []
    for seed in range(count):
        deal = shuffled_deal(500 + seed)
        play_until(deal, heuristic.choose, 10 + seed * 3)
        if deal.to_act is not None:
            out.append(deal.view(deal.to_act))
    return out


def test_a_player_keeps_no_memory_between_decisions() -> None:
    views = _views(12)
    for level in ("random", "heuristic", "strong"):
        player = make_player(level, 9)
        if isinstance(player, StrongPlayer):
            player = StrongPlayer(9, max_samples=3, min_samples=3, budget=1)
        first = [player.choose(v) for v in views]
        again = [player.choose(v) for v in reversed(views)]
        assert first == list(reversed(again))


def test_the_same_seed_gives_the_same_choices() -> None:
    views = _views(12)

    def choices(level: str, seed: int) -> list[Action]:
        player = make_player(level, seed)
        if level == "strong":
            player = StrongPlayer(seed, max_samples=4, min_samples=4, budget=1)
        return [player.choose(v) for v in views]

    for level in ("random", "strong"):
        assert choices(level, 1) == choices(level, 1)
    assert choices("random", 1) != choices("random", 2)
