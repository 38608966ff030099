"""Properties over random legal Dawson games played through ``Game`` (hypothesis): DW-P6 in
every deal, and the record's round trip with played, scored and unfinished deals."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.dawson.ladder import DAWSON_LADDER
from bot.engine.dawson.ledger import DawsonLedger
from bot.engine.dawson.variant import DAWSON
from bot.engine.game import Game
from bot.engine.record import game_from_record, game_to_record
from bot.engine.report import replay_output
from bot.engine.variants import new_game
from tests.engine.dawson.helpers import play_random_deal

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def random_settings(rng: random.Random) -> dict[str, object]:
    return {
        "ante": rng.choice([1, 5, 10, 11]),
        "pool_cap": rng.choice([None, 40, 100, 250]),
        "whister": rng.random() < 0.7,
        "whister_single_fault": rng.random() < 0.5,
    }


def pool_total(game: Game) -> int:
    ledger = game.ledger
    assert isinstance(ledger, DawsonLedger)
    return ledger.pool.content + ledger.pool.reserve


def random_scored(rng: random.Random, with_whister: bool = True) -> object:
    """A random outcome in the record's scored form, as entered from a game with real cards;
    with a whister only where the table's ``whister`` setting allows one (DW-P4)."""
    if rng.random() < 0.3:
        cuts = sorted(rng.randint(0, 13) for _ in range(3))
        counts = [b - a for a, b in zip([0, *cuts], [*cuts, 13], strict=True)]
        return {"misere_partout": {str(s): counts[s - 1] for s in (1, 2, 3, 4)}}
    contract = rng.choice(DAWSON_LADDER.contracts)
    declarer = rng.randint(1, 4)
    whister = None
    if with_whister and contract.whist_allowed and rng.random() < 0.5:
        whister = rng.choice([s for s in (1, 2, 3, 4) if s != declarer])
    taken = rng.randint(0, contract.tricks_played)
    whister_taken = rng.randint(0, 13 - taken) if whister is not None else None
    return {
        "contract": contract.id,
        "declarer": declarer,
        "trump_class": None if contract.misere else rng.choice(["plain", "second", "first"]),
        "whister": whister,
        "tricks": {"declarer": taken, "whister": whister_taken},
    }


@settings(max_examples=40, deadline=None)
@given(SEEDS)
def test_dw_p6_payments_and_pool_sum_to_zero_in_every_deal(seed: int) -> None:
    rng = random.Random(seed)
    game = new_game("dawson", random_settings(rng), ["A", "B", "C", "D"], rng.randint(1, 4))
    for _ in range(4):
        before = pool_total(game)
        settlement = play_random_deal(game, rng)
        assert settlement is not None
        assert sum(settlement.net().values()) + pool_total(game) - before == 0
        assert len(settlement.lines) >= 3  # ante, the deal, where the pool stands
        assert all(p.amount > 0 for p in settlement.payments)
    assert sum(game.balances.values()) + pool_total(game) == 0


@settings(max_examples=30, deadline=None)
@given(SEEDS, st.integers(min_value=1, max_value=5))
def test_random_dawson_games_round_trip_through_the_record(seed: int, deals: int) -> None:
    rng = random.Random(seed)
    game = new_game("dawson", random_settings(rng), ["A", "B", "C", "D"], rng.randint(1, 4))
    for _ in range(deals):
        if rng.random() < 0.3:
            scored = random_scored(rng, game.settings["whister"] is True)
            game.add_scored(DAWSON.scored_result(scored, game.next_dealer))
        else:
            play_random_deal(game, rng)
    # An unfinished deal last: its first few actions only.
    deck = list(range(52))
    rng.shuffle(deck)
    game.start_deal(deck, rng.randrange(52))
    for _ in range(rng.randrange(20)):
        seat = game.to_act
        if seat is None:
            break  # an accepted claim (SV-T4) can end a deal within 20 actions
        game.apply(rng.choice(game.legal_actions(seat)))
    data = game_to_record(game)
    again = game_from_record(data)
    assert game_to_record(again) == data
    assert again.balances == game.balances
    assert replay_output(again) == replay_output(game)
    assert again.to_act == game.to_act
    for seat in (1, 2, 3, 4):
        assert again.view(seat) == game.view(seat)
