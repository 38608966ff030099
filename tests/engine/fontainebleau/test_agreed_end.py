"""A Fontainebleau or Russian game ended by agreement before its ``deals`` (FB-G1): the deal
just finished is its last, so FB-G3 divides what is left in the pool among all four, in
counters of 5, remainder counters one each clockwise from that deal's eldest (RU-2: Russian
Boston ends as Fontainebleau). The pool is then empty and the standings sum to zero. After a
deal its declaring side lost, the adversaries divide the whole pool instead (FB-G2):
test_agreed_end_lost_deal.py."""

from __future__ import annotations

import json

import pytest

from bot.engine.cards import Suit
from bot.engine.checkpoint import CheckpointError, checkpoint, restore
from bot.engine.fontainebleau.result import all_pass_result, contract_result
from bot.engine.fontainebleau.settings import russian
from bot.engine.game import Game
from bot.engine.scoring import POOL
from bot.engine.seats import SEATS
from bot.engine.variants import new_game

NAMES = ["Anna", "Bengt", "Cissi", "David"]


def game_after_a_lost_deal(variant: str) -> Game:
    """Dealer 4 (eldest 1); seat 1 announces 7 levées in ♥ alone and takes 6 tricks: the
    deposit 50 (FB-L1) and the lost X = 60 + 5×1 = 65 (FB-L3) fed into the pool, 115 in all."""
    game = new_game(variant, {"deals": 12}, NAMES, 4)
    settings = russian() if variant == "russian" else None
    result = contract_result("7", 1, 6, suit=Suit.HEARTS, dealer=4, settings=settings)
    game.add_scored(result)
    return game


def game_after_a_partout(variant: str) -> Game:
    """Dealer 4's seat 1 loses 7 levées in ♥ alone with 4 tricks (pool 50 + 75 = 125), then
    seat 1 deals a Misère Partout (eldest 2), tricks 4 / 3 / 3 / 3: with the deposit 175, 35
    counters, seats 2, 3, 4 take 11 each and 10 stays in the pool (FB-A3). A Misère Partout
    has no declarer, so an agreed end there divides what is left among all four (FB-G3)."""
    game = new_game(variant, {"deals": 12}, NAMES, 4)
    settings = russian() if variant == "russian" else None
    game.add_scored(contract_result("7", 1, 4, suit=Suit.HEARTS, dealer=4, settings=settings))
    game.add_scored(all_pass_result(1, (4, 3, 3, 3)))
    return game


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
def test_fb_g3_an_agreed_end_divides_the_pool(variant: str) -> None:
    game = game_after_a_partout(variant)
    left = game.pool_now()
    assert left is not None
    pool = left[0]
    assert pool > 0 and pool % 5 == 0
    before = dict(game.balances)
    assert sum(before.values()) == -pool  # the pool holds what the players are short
    final = game.close()
    assert final.payments, "FB-G3: the pool left is divided"
    assert all(p.payer == POOL and p.amount % 5 == 0 for p in final.payments)
    assert sum(p.amount for p in final.payments) == pool
    # Counters of 5, one each clockwise from the last deal's eldest (seat 2).
    counters = pool // 5
    each, rest = divmod(counters, 4)
    expected = [(each + (1 if i < rest else 0)) * 5 for i in range(4)]
    net = final.net()
    assert [net.get(s, 0) for s in (2, 3, 4, 1)] == expected
    assert sum(game.balances.values()) == 0
    assert game.pool_now() == (0, 0)
    assert any(str(pool) in line for line in final.text("en"))
    assert any(str(pool) in line for line in final.text("sv"))


def test_fb_g3_the_shares_of_an_agreed_end() -> None:
    """10 = 2 counters: one each to seats 2 and 3 (from eldest of the last deal, dealer 1)."""
    game = game_after_a_partout("fontainebleau")
    net = game.close().net()
    assert [net.get(s, 0) for s in SEATS] == [0, 5, 5, 0]
    assert game.close().text("sv") and game.close().text("en")


def test_fb_g3_the_eldest_is_the_last_deals_across_a_checkpoint() -> None:
    """The ledger written into a checkpoint keeps the last deal's dealer: seat 1 deals the
    second deal (eldest 2), so the odd counters go to 2 and 3."""
    game = game_after_a_partout("fontainebleau")
    pool = game.pool_now()
    assert pool is not None
    rebuilt = restore(json.loads(json.dumps(checkpoint(game))))
    assert rebuilt.close().net() == game.close().net()
    counters, net = pool[0] // 5, game.close().net()
    each, rest = divmod(counters, 4)
    order = [2, 3, 4, 1]
    assert [net.get(s, 0) for s in order] == [(each + (1 if i < rest else 0)) * 5 for i in range(4)]
    assert sum(rebuilt.balances.values()) == 0


def test_fb_g3_a_checkpoint_older_than_the_last_dealer_is_refused() -> None:
    """A checkpoint written before the ledger kept its last dealer (format 1) would restore a
    game whose agreed end divides nothing: it is refused, so the table is replayed from its
    log and its end divides the pool as the live game's does."""
    game = game_after_a_lost_deal("fontainebleau")
    data = json.loads(json.dumps(checkpoint(game)))
    data["format"] = "boston-checkpoint/1"
    data["ledger"]["state"].pop("last_dealer")
    with pytest.raises(CheckpointError):
        restore(data)


def test_fb_g1_a_full_game_leaves_nothing_to_divide() -> None:
    """The last of ``deals`` deals already empties the pool (FB-G2, FB-G3)."""
    game = new_game("fontainebleau", {"deals": 1}, NAMES, 4)
    game.add_scored(contract_result("6", 1, 4, suit=Suit.HEARTS, dealer=4))
    assert game.pool_now() == (0, 0)
    assert game.close().payments == ()
    assert sum(game.balances.values()) == 0
