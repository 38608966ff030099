"""DW-P7: at the game's end the pool and the reserve are divided equally among the four (Foster's
"any counters remaining in the pool or pools must be divided among the players"), the odd
points one each clockwise from the last deal's eldest; with DW-P6 the whole game then sums to
zero over the players. Also M3 and L10 of the Swedish review: a lost bid pays "två gånger
potten", and Misère Partout says "sang" as the contract line does."""

from __future__ import annotations

import json

import pytest

from bot.engine.checkpoint import CheckpointError, checkpoint, restore
from bot.engine.dawson.ledger import DawsonLedger
from bot.engine.dawson.words import DAWSON_WORDS
from bot.engine.scoring import POOL, Settlement
from bot.engine.variants import new_game
from bot.i18n import t
from tests.engine.dawson.helpers import contract_result

NAMES = ("Ann", "Bo", "Cy", "Di")


def capped_ledger() -> DawsonLedger:
    """Three deals at a cap of 100 leave the pool 100 and the reserve 250: deal 1 (Ann deals)
    antes 50; deal 2 (Bo deals) antes 50 and Cy's lost Seven pays twice the pool, 200, all
    of it above the cap; deal 3 (Cy deals) antes 50, above the cap too. Di is its eldest."""
    ledger = DawsonLedger(pool_cap=100, names=NAMES)
    ledger.settle(contract_result("5", 2, 5, dealer=1))
    ledger.settle(contract_result("7", 3, 5, dealer=2))
    ledger.settle(contract_result("5", 4, 6, dealer=3))
    assert (ledger.pool.content, ledger.pool.reserve) == (100, 250)
    return ledger


def test_dw_p7_the_pool_and_the_reserve_are_divided_with_the_odd_points_from_eldest() -> None:
    """DW-P7: 350 is 87 each and 2 over, one each to Di (eldest of Cy's deal) and Ann; the
    payments and the pool's change sum to zero (DW-P6), and both are empty afterwards."""
    ledger = capped_ledger()
    final = ledger.final_settlement()
    assert final.net() == {1: 88, 2: 87, 3: 87, 4: 88}
    assert {p.payer for p in final.payments} == {POOL}
    assert sum(final.net().values()) - 350 == 0
    assert (ledger.pool.content, ledger.pool.reserve) == (0, 0)
    assert final.text("en") == (
        "the pool and the reserve, 100 + 250 = 350, are divided equally, the odd points one "
        "each clockwise from the last deal's eldest: Di 88, Ann 88, Bo 87, Cy 87",
    )
    assert final.text("sv") == (
        "potten och reserven, 100 + 250 = 350, delas lika, de point som blir över går en var "
        "medsols från sista givens förhand: Di 88, Ann 88, Bo 87, Cy 87",
    )
    assert "reserve" in final.terms
    again = ledger.final_settlement()  # nothing left to share twice: said, nothing paid
    assert again.payments == () and again.text("en") == ("nothing to share, the pool is empty",)


def test_dw_p7_a_pool_without_a_reserve_that_divides_by_four() -> None:
    ledger = DawsonLedger(names=NAMES)
    ledger.settle(contract_result("5", 2, 5, dealer=1))
    ledger.settle(contract_result("6", 3, 6, dealer=2))  # 100 in the pool
    final = ledger.final_settlement()
    assert final.net() == {1: 25, 2: 25, 3: 25, 4: 25}
    assert final.text("en") == ("the pool, 100, is divided equally: Cy 25, Di 25, Ann 25, Bo 25",)
    assert final.text("sv") == ("potten, 100, delas lika: Cy 25, Di 25, Ann 25, Bo 25",)


def test_dw_p7_nothing_to_share_before_any_deal_or_after_the_pool_was_taken() -> None:
    """Before any deal there is no game to settle; after a contract took the pool, the final
    settlement the game's end promises says there is nothing to share (it said nothing)."""
    assert DawsonLedger().final_settlement() == Settlement()
    ledger = DawsonLedger()
    ledger.settle(contract_result("7", 2, 7, dealer=1))  # Bo takes the pool with the ante
    final = ledger.final_settlement()
    assert final.payments == () and final.net() == {1: 0, 2: 0, 3: 0, 4: 0}
    assert final.text("en") == ("nothing to share, the pool is empty",)
    assert final.text("sv") == ("inget att dela, potten är tom",)


@pytest.mark.parametrize("settings", [{"pool_cap": 100}, {"pool_cap": 100, "deals": 3}])
def test_dw_p6_p7_a_whole_game_sums_to_zero_over_the_players_at_its_end(
    settings: dict[str, object],
) -> None:
    """Agreed stop or the agreed number of deals: after the share-out the balances sum to
    zero, where before the antes and penalties left in the pool and reserve were lost."""
    game = new_game("dawson", settings, list(NAMES), 1)
    game.add_scored(contract_result("5", 2, 5, dealer=1))
    game.add_scored(contract_result("7", 3, 5, dealer=2))
    game.add_scored(contract_result("5", 4, 6, dealer=3))
    assert sum(game.balances.values()) == -350
    final = game.close()
    assert final.net() == {1: 88, 2: 87, 3: 87, 4: 88}
    assert sum(game.balances.values()) == 0
    assert game.pool_now() == (0, 0)


def test_dw_p7_a_restored_checkpoint_shares_out_as_the_live_game() -> None:
    """The ledger keeps its last dealer across a checkpoint, so a rebuilt table's end shares
    the odd points from the same eldest."""
    game = new_game("dawson", {"pool_cap": 100}, list(NAMES), 1)
    game.add_scored(contract_result("5", 2, 5, dealer=1))
    game.add_scored(contract_result("7", 3, 5, dealer=2))
    game.add_scored(contract_result("5", 4, 6, dealer=3))
    rebuilt = restore(json.loads(json.dumps(checkpoint(game))))
    assert rebuilt.close().net() == game.close().net() == {1: 88, 2: 87, 3: 87, 4: 88}


def test_review_m3_a_lost_bid_pays_twice_the_pool_in_both_languages() -> None:
    """DW-P3: Swedish says "två gånger potten"; "dubbla potten" is Foster's rule in the help."""
    ledger = DawsonLedger(names=NAMES)
    ledger.settle(contract_result("5", 2, 5, dealer=1))  # 50 in the pool
    lost = ledger.settle(contract_result("7", 3, 5, dealer=2))  # 100 after the ante
    assert "twice the pool, 200, is paid in: Cy 200" in lost.text("en")
    assert "två gånger potten, 200, betalas in: Cy 200" in lost.text("sv")


def test_dw_p7_a_checkpoint_from_before_the_last_dealer_is_refused() -> None:
    """A format-2 checkpoint's Dawson ledger has no last dealer, so its end could not share
    the odd points: it is refused, and the table is replayed from its log instead."""
    game = new_game("dawson", {}, list(NAMES), 1)
    game.add_scored(contract_result("5", 2, 5, dealer=1))
    data = json.loads(json.dumps(checkpoint(game)))
    data["format"] = "boston-checkpoint/2"
    data["ledger"]["state"].pop("last_dealer")
    with pytest.raises(CheckpointError):
        restore(data)


def test_review_l10_misere_partout_says_sang_as_the_contract_line_does() -> None:
    """DW-P5 in Swedish: the Misère Partout line says "sang", the word the contract line of a
    misère or spread uses for no trumps, not "ingen trumf" beside it."""
    partout = DAWSON_WORDS.term("partout_play", "sv")
    assert f" · {t('sv', 'contract.no_trumps')} · " in partout
    assert "ingen trumf" not in partout
