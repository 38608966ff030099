"""Computer players take their rule facts from the view, never from one variant's tables:
the targets of a Dawson whister game (DW-P4) and the value of its contract."""

from __future__ import annotations

import random

import pytest

from bot.engine.actions import Bid, NameTrump, Pass, Play, Whist
from bot.engine.deal import Deal
from bot.engine.phase import Phase
from bot.engine.variants import get_variant
from bot.players import make_player
from bot.players.strong import StrongPlayer
from tests.variants import random_deal


def _whist_invited(contract: str, seed: int) -> Deal:
    """A Dawson deal, whister on, where eldest bids ``contract``, everyone else passes, and
    eldest names trumps and invites a whister."""
    dawson = get_variant("dawson")
    deal = random_deal(dawson.rules(dawson.settings({"whister": True})), random.Random(seed))
    eldest = deal.forhand
    deal.apply(Bid(eldest, contract))
    while deal.phase is Phase.AUCTION:
        seat = deal.to_act
        assert seat is not None
        deal.apply(Pass(seat))
    trump = deal.legal_actions(eldest)[0]
    assert isinstance(trump, NameTrump)
    deal.apply(trump)
    deal.apply(Whist(eldest, "invite"))
    return deal


def _dawson_whister_deal(contract: str, seed: int) -> Deal:
    """As :func:`_whist_invited`, and the seat on eldest's left accepts."""
    deal = _whist_invited(contract, seed)
    assert deal.whister is None and deal.to_act is not None
    deal.apply(Whist(deal.to_act, "accept"))
    return deal


@pytest.mark.parametrize("contract", ["7", "8", "9", "10"])
def test_dw_p4_a_dawson_whister_game_of_7_to_10_is_played_by_computers(contract: str) -> None:
    """Regression: players read the side's target from the Swedish whist table and crashed
    (``KeyError: '7'``) as soon as a computer decided in such a deal."""
    deal = _dawson_whister_deal(contract, seed=int(contract))
    seat = deal.to_act
    assert seat is not None and deal.phase is Phase.PLAY
    view = deal.view(seat)
    assert (view.side_target, view.declarer_target, view.whister_target) == (
        int(contract) + 3,
        int(contract),
        3,
    )
    for player in (make_player("heuristic", 1), StrongPlayer(1, 2, 2, 1)):
        assert isinstance(player.choose(view), Play)
    heuristic = make_player("heuristic", 1)
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        deal.apply(heuristic.choose(deal.view(seat)))
    assert deal.result().side_target == int(contract) + 3


def test_dw_p4_a_defender_weighs_the_whisters_own_target() -> None:
    """Asked to whist, a seat sees the whister's own target (3 in Dawson, DW-P4)."""
    deal = _whist_invited("6", seed=3)
    asked = deal.to_act
    assert asked is not None
    view = deal.view(asked)
    assert (view.whister_target, view.side_target) == (3, 6)
    assert view.contract_value == (15, 1)  # DW-P1: six made exactly, one overtrick
