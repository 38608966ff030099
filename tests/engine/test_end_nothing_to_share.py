"""A game ended by agreement whose pool the deal just finished emptied (a Misère Partout's
takers, a made contract): its final settlement says there is nothing to share, where the
share-out would stand (FB-G3, RU-2, NT-G4), instead of saying nothing after the thread was
promised a settlement. A Fontainebleau game over after its ``deals`` deals says nothing more:
its last deal emptied the pool and said so (FB-G2, FB-G3)."""

from __future__ import annotations

import pytest

from bot.engine.cards import Suit, parse_card
from bot.engine.fontainebleau.result import all_pass_result
from bot.engine.nantes.ladder import NANTES_LADDER
from bot.engine.nantes.ledger import NantesLedger
from bot.engine.result import DealResult
from bot.engine.scoring import Settlement
from bot.engine.variants import new_game

NAMES = ["Anna", "Bengt", "Cissi", "David"]
EMPTY_EN = ("nothing to share, the pool is empty",)
EMPTY_SV = ("inget att dela, potten är tom",)


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
def test_an_agreed_end_after_the_pool_was_taken_says_nothing_is_shared(variant: str) -> None:
    game = new_game(variant, {"deals": 4}, NAMES, 4)
    # Dealer 4's Misère Partout: Bengt took no trick and takes the pool, the deposit.
    game.add_scored(all_pass_result(4, (4, 0, 4, 5)))
    assert game.pool_now() == (0, 0)
    assert not game.tour_over
    before = dict(game.balances)
    final = game.close()
    assert final.payments == ()
    assert final.text("en") == EMPTY_EN
    assert final.text("sv") == EMPTY_SV
    assert "pool_fb" in final.terms
    assert game.balances == before


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
def test_the_games_own_end_adds_nothing_to_its_last_deal(variant: str) -> None:
    game = new_game(variant, {"deals": 1}, NAMES, 4)
    game.add_scored(all_pass_result(4, (4, 0, 4, 5)))
    assert game.tour_over
    assert game.close() == Settlement()


def test_nantes_an_agreed_end_after_a_contract_took_the_pool() -> None:
    ledger = NantesLedger(doubles=0, deals=4, names=tuple(NAMES))
    ledger.settle(DealResult(dealer=4, all_pass=True, turned=parse_card("2C")))
    demande = NANTES_LADDER.get("demande")
    assert demande is not None
    made = DealResult(
        dealer=3,
        contract=demande,
        declarer=3,
        trump=Suit.CLUBS,
        turned=parse_card("2C"),
        declarer_tricks=6,
        side_target=demande.target,
        declarer_target=demande.target,
    )
    ledger.settle(made)
    assert ledger.pool == 0
    final = ledger.final_settlement()
    assert final.payments == ()
    assert final.text("en") == EMPTY_EN
    assert final.text("sv") == EMPTY_SV
    assert final.terms == ("pool_nt",)


def test_nothing_is_said_before_any_deal() -> None:
    assert new_game("fontainebleau", {"deals": 4}, NAMES, 4).close() == Settlement()
    assert NantesLedger(doubles=0).final_settlement() == Settlement()
