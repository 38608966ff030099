"""DW-P3: the antes go in before the deal, and with a cap what the pool cannot take waits in
the reserve. The ledger books them with the deal's settlement, so the game says where they lie
while the deal is played: ``Game.pool_now`` the pool with its part, ``Game.reserve_now`` the
reserve with the rest. The two parts are the deal's whole antes, and the settlement books them
in the same places (the display only; what is settled does not change)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.actions import Pass
from bot.engine.cards import parse_card
from bot.engine.dawson.ledger import DawsonLedger
from bot.engine.dawson.pool import Pool
from bot.engine.game import Game
from bot.engine.scoring import POOL
from bot.engine.variants import new_game
from tests.engine.dawson.test_dawson_properties import random_settings

NAMES = ["A", "B", "C", "D"]


def capped(content: int, reserve: int, settings: dict[str, object]) -> Game:
    game = new_game("dawson", settings, NAMES)
    ledger = game.ledger
    assert isinstance(ledger, DawsonLedger)
    ledger.pool.content, ledger.pool.reserve = content, reserve
    return game


def test_dw_p3_the_antes_above_the_cap_lie_in_the_reserve_during_the_deal() -> None:
    game = capped(0, 0, {"pool_cap": 30})  # antes 50: 10 each, the dealer's 20
    assert game.reserve_now() == (0, 0)  # between deals: as the last result left it
    game.start_deal(list(range(52)), parse_card("KC"))
    assert game.pool_now() == (30, 30)
    assert game.reserve_now() == (20, 20)
    full = capped(30, 20, {"pool_cap": 30})
    assert full.reserve_now() == (20, 0)
    full.start_deal(list(range(52)), parse_card("KC"))
    assert full.pool_now() == (30, 0)
    assert full.reserve_now() == (70, 50)


def test_no_cap_no_reserve_and_other_games_keep_none() -> None:
    plain = capped(0, 0, {})
    plain.start_deal(list(range(52)), parse_card("KC"))
    assert plain.pool_now() == (50, 50)
    assert plain.reserve_now() == (0, 0)
    for variant in ("nantes", "fontainebleau", "swedish"):
        game = new_game(variant, {}, NAMES)
        game.start_deal(list(range(52)), parse_card("KC"))
        assert game.reserve_now() is None, variant


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_dw_p3_what_the_deal_shows_is_where_its_settlement_books_the_antes(seed: int) -> None:
    rng = random.Random(seed)
    game = new_game("dawson", random_settings(rng), NAMES, rng.randint(1, 4))
    ledger = game.ledger
    assert isinstance(ledger, DawsonLedger)
    for _ in range(5):
        before = Pool(ledger.pool.cap, ledger.pool.content, ledger.pool.reserve)
        deck = list(range(52))
        rng.shuffle(deck)
        game.start_deal(deck, rng.randrange(52))
        pool, reserve = game.pool_now(), game.reserve_now()
        assert pool is not None and reserve is not None
        antes = 5 * ledger.ante
        assert pool[1] + reserve[1] == antes  # all of the deal's antes, each in one place
        before.pay_in(antes)  # as the settlement books them, first of its items
        assert (pool[0], reserve[0]) == (before.content, before.reserve)
        settlement = None
        while game.to_act is not None:
            legal = game.legal_actions(game.to_act)
            passes = [a for a in legal if isinstance(a, Pass)]
            action = passes[0] if passes and rng.random() < 0.6 else rng.choice(legal)
            settlement = game.apply(action)
        assert settlement is not None
        paid = sum(p.amount for p in settlement.payments if p.item == "ante" and p.payee == POOL)
        assert paid == antes
        if not any(p.item != "ante" and POOL in (p.payer, p.payee) for p in settlement.payments):
            # a deal that leaves the pool alone: its result's "pool now" is what it showed
            assert ledger.snapshot() == {"pool": pool[0], "reserve": reserve[0]}
