"""Properties of random legal Mariland games (MA-B, MA-P): every bid overcalls the standing
one, the declarer's net is ±3 × the reconstructed amount for the trumps' class, each deal sums
to zero, and the superpreference never changes within a game."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid
from bot.engine.contracts import SuitClass
from bot.engine.mariland.ladder import CLASS_ORDER, amount
from bot.simulate import simulate


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("level", ["random", "heuristic"])
def test_random_games_keep_the_rules(seed: int, level: str) -> None:
    game = simulate(12, seed=seed, variant="mariland", settings={}, level=level)
    supers: set[int] = set()
    for entry in game.deals:
        deal, settlement = entry.deal, entry.settlement
        assert deal is not None and settlement is not None
        view = deal.public_view()
        assert view.suit_classes is not None
        supers.add(view.suit_classes.index(SuitClass.FIRST))
        assert view.suit_classes.count(SuitClass.SECOND) <= 1
        keys: list[tuple[int, int]] = []
        for action in deal.actions:
            if isinstance(action, Bid):
                contract = view.ladder.get(action.contract)
                assert contract is not None and action.suit is not None
                keys.append((contract.target, CLASS_ORDER[view.suit_classes[action.suit]]))
        assert keys == sorted(set(keys))  # MA-C2: each bid strictly higher
        net = settlement.net()
        assert sum(net.values()) == 0  # MA-P5
        result = deal.result()
        if result.all_pass:
            assert settlement.payments == ()  # MA-B3
            continue
        assert result.contract is not None and result.declarer is not None
        assert result.trump_class is not None
        due = amount(result.contract.target, result.declarer_tricks, result.trump_class)
        assert net[result.declarer] == (3 if result.made else -3) * due
        assert result.made == (result.declarer_tricks >= result.contract.target)
    assert len(supers) == 1  # MA-D2: one superpreference for the session
