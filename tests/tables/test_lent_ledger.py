"""The live game's ledger lent to a scratch copy offers what the ledger offers and answers as
it would, in every rule system; a Nantes game playing on for its pool past the agreed deals
(NT-G4) deals the next deal through the commit path's scratch copy."""

from __future__ import annotations

import inspect
from typing import Any

import pytest

from bot.engine import deal_notes, end_notes, scoring
from bot.engine.game import Game
from bot.engine.optional import offers
from bot.engine.scoring import PlaysOn
from bot.engine.seats import SEATS
from bot.engine.variants import new_game
from bot.players import make_player
from bot.simulate import NAMES, deck_for, game_settings, play_step, seat_seed
from bot.tables.commit import scratch_copy, unshare_ledger
from bot.tables.lent_ledger import OPTIONAL, lend
from tests.variants import Config, params


def _optional_protocols() -> set[type]:
    """Every optional ledger protocol the engine declares (all but :class:`Ledger` itself)."""
    found: set[type] = set()
    for module in (scoring, deal_notes, end_notes):
        for _, value in inspect.getmembers(module, inspect.isclass):
            if value.__module__ != module.__name__ or value is scoring.Ledger:
                continue
            if getattr(value, "_is_protocol", False) and getattr(
                value, "_is_runtime_protocol", False
            ):
                found.add(value)
    return found


def test_every_optional_ledger_protocol_is_passed_through() -> None:
    # A protocol added to the engine and not to OPTIONAL would be offered by no lent ledger.
    assert _optional_protocols() == set(OPTIONAL)


def _played(name: str, settings: dict[str, object], deals: int, seed: int) -> Game:
    players = {s: make_player("random", seat_seed(seed, s)) for s in SEATS}
    game = new_game(name, game_settings(settings, deals), NAMES)
    number = 0
    while number < deals and not game.tour_over:
        number += 1
        deck, turned = deck_for(seed, number)
        game.start_deal(deck, turned)
        while game.current is not None:
            play_step(game, players)
    return game


@pytest.mark.parametrize("config", params())
def test_a_lent_ledger_offers_and_answers_as_its_ledger(config: Config) -> None:
    name, settings = config
    game = _played(name, settings, 2, 3)
    ledger: Any = game.ledger
    lent: Any = lend(game.ledger)
    for protocol, (members, writes) in OPTIONAL.items():
        assert offers(lent, protocol) == offers(ledger, protocol), protocol
        if not offers(ledger, protocol) or writes:
            continue
        for member in members:
            value = getattr(ledger, member)
            if not callable(value):
                assert getattr(lent, member) == value, member
            elif member in ("deposit_due", "reserve_due"):
                assert getattr(lent, member)() == value(), member
    assert lent.tour_over == ledger.tour_over
    assert lent.snapshot() == ledger.snapshot()


def test_nt_g4_a_game_playing_on_for_its_pool_deals_through_a_scratch_copy() -> None:
    """NT-G4: the agreed deal is played and the pool stands: the game plays on. The commit
    path deals on a scratch copy lending the live ledger; it was refused as "The tour is
    over." (the lent ledger offered no :class:`PlaysOn`), and the table stood still."""
    settings: dict[str, object] = {"play_out_pool": True}
    standing = [
        game
        for seed in range(1, 40)
        if not (game := _played("nantes", settings, 1, seed)).tour_over
        and offers(game.ledger, PlaysOn)
    ]
    assert standing, "no seed left the pool standing after the agreed deal"
    for game in standing[:3]:
        assert game.deals.settled == 1
        after = scratch_copy(game, share_ledger=True)
        deck, turned = deck_for(99, 2)
        after.start_deal(deck, turned)
        assert not unshare_ledger(after)  # dealing writes no ledger
        assert after.current is not None and after.current.number == 2
