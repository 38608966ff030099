"""A checkpoint between deals and the events after it rebuild the same game as replaying the
whole log, for every registered variant and every setting that changes play (hypothesis over
seeded random games of several deals); and the checkpoint's codec refuses what it must."""

from __future__ import annotations

import json
import random
from typing import cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.actions import Level
from bot.engine.cards import Suit
from bot.engine.checkpoint import CheckpointError, checkpoint, decode, encode, restore
from bot.engine.history import ForgottenDeal
from bot.engine.record import game_to_record
from bot.engine.variants import get_variant, new_game
from bot.tables import log
from bot.tables.log import Event
from tests.engine.toy_variant import TOY, toy_registered
from tests.support.game_state import game_state
from tests.variants import Config, params

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
NAMES = ["Ada", "Bo", "Cy", "Di"]


MORE_DEALS = 2
"""A game whose pool must be played out (NT ``play_out_pool``) goes on after its ``deals``;
random play can keep the pool up for hundreds of deals, and every checkpoint is replayed to
every later end, so such a game stops after this many times ``deals``. The property holds at
any deal; a game that does play its pool out within the cap is checked on its own below."""


def play(config: Config, seed: int, deals: int) -> tuple[list[Event], dict[int, object]]:
    """A random game of up to ``deals`` deals (``MORE_DEALS`` times as many where the pool is
    played out) as its event log, and the checkpoint (JSON text, as stored) taken after each
    event that ended a deal, by the number of events so far."""
    name, rules = config
    rng = random.Random(seed)
    game = new_game(name, {**rules, "deals": deals}, NAMES, rng.randint(1, 4))
    events: list[Event] = [
        (log.START, log.start_payload(name, game.settings, NAMES, game.first_dealer))
    ]
    checkpoints: dict[int, object] = {}
    while not game.tour_over and len(checkpoints) < MORE_DEALS * deals:
        deck = list(range(52))
        rng.shuffle(deck)
        game.start_deal(deck, rng.randrange(52))
        events.append((log.DEAL, log.deal_payload(game)))
        while game.current is not None:
            seat = game.to_act
            assert seat is not None
            action = rng.choice(game.legal_actions(seat))
            game.apply(action)
            events.append((log.ACTION, log.action_payload(action)))
        checkpoints[len(events)] = json.loads(json.dumps(checkpoint(game)))
    return events, checkpoints


def assert_checkpoints_replay(config: Config, seed: int, deals: int) -> None:
    events, checkpoints = play(config, seed, deals)
    rng = random.Random(seed)
    for at, state in checkpoints.items():
        # The end of every later deal, one point inside a later deal, and the end of the log.
        ends = {end for end in checkpoints if end >= at} | {len(events)}
        ends.add(rng.randint(at, len(events)))
        for end in sorted(ends):
            rebuilt = log.game_from_checkpoint(state, events[at:end])  # type: ignore[arg-type]
            full = log.game_from_events(events[:end])
            assert game_state(rebuilt) == game_state(full), f"checkpoint {at}, end {end}"
        # Both go on to the same betdelning.
        rebuilt, full = log.game_from_checkpoint(state, events[at:]), log.game_from_events(events)  # type: ignore[arg-type]
        assert rebuilt.close().net() == full.close().net()
        assert rebuilt.balances == full.balances


@pytest.mark.parametrize("config", params())
@settings(max_examples=4, deadline=None)
@given(SEEDS)
def test_checkpoint_and_tail_equal_a_full_replay(config: Config, seed: int) -> None:
    assert_checkpoints_replay(config, seed, deals=4)


def test_a_game_that_plays_its_pool_out_checkpoints_to_its_end() -> None:
    """NT ``play_out_pool``: the game ends only once the pool is empty, after its deals."""
    config: Config = ("nantes", {"play_out_pool": True})
    ended = [
        seed for seed in range(12) if log.game_from_events(play(config, seed, deals=4)[0]).tour_over
    ]
    assert ended  # some of these games end within the cap
    assert_checkpoints_replay(config, ended[0], deals=4)


def test_a_variant_registered_from_outside_the_engine_checkpoints_too() -> None:
    with toy_registered():
        for seed in range(3):
            assert_checkpoints_replay((TOY.name, {}), seed, deals=4)


def test_scored_deals_checkpoint_like_played_ones() -> None:
    """A scorekeeping table's deals (the record's scored form) cross a checkpoint too."""
    events, _ = play(("swedish", {}), 11, deals=6)
    played = log.game_from_events(events)
    with pytest.raises(ForgottenDeal):  # a restored game cannot write a played deal's record
        game_to_record(restore(checkpoint(played)))
    variant = get_variant("swedish")
    scored: list[Event] = [events[0]]
    for entry in played.deals:
        assert entry.result is not None
        form = variant.scored_to_record(entry.result, entry.merge)
        scored.append((log.SCORE, {"result": form}))
    whole = log.game_from_events(scored)
    assert whole.balances == played.balances
    for at in range(1, len(scored)):
        state = json.loads(json.dumps(checkpoint(log.game_from_events(scored[:at]))))
        rebuilt = log.game_from_checkpoint(state, scored[at:])
        assert game_state(rebuilt) == game_state(whole)


def test_the_words_first_used_are_kept_across_a_checkpoint() -> None:
    """Each deal names the glossary terms its settlement is the game's first to use (the
    result explains those in full); the game's set of terms crosses a checkpoint, and one
    written before it was kept restores as not known (None), not as none seen."""
    events, checkpoints = play(("swedish", {}), 5, deals=6)
    game = log.game_from_events(events)
    seen: set[str] = set()
    for entry in game.deals:
        assert entry.settlement is not None and entry.new_terms is not None
        terms = list(dict.fromkeys(entry.settlement.terms))
        assert list(entry.new_terms) == [k for k in terms if k not in seen]
        seen |= set(terms)
    assert game.deals[0].new_terms and game.terms_seen == frozenset(seen)
    state = json.loads(json.dumps(checkpoint(game)))
    assert restore(state).terms_seen == game.terms_seen
    assert restore(state).deals[-1].new_terms == game.deals[-1].new_terms
    stored = checkpoints[min(checkpoints)]  # after deal 1: the game goes on
    assert isinstance(stored, dict)
    first = cast(dict[str, object], dict(stored))  # pyright: ignore[reportUnknownArgumentType]
    assert restore(first).terms_seen == frozenset(game.deals[0].new_terms)
    del first["terms_seen"]
    older = restore(first)
    assert older.terms_seen is None
    # Playing on from an older checkpoint: the new deal's first words are not known either.
    rng = random.Random(1)
    deck = list(range(52))
    rng.shuffle(deck)
    older.start_deal(deck, 0)
    while older.current is not None:
        seat = older.to_act
        assert seat is not None
        older.apply(rng.choice(older.legal_actions(seat)))
    assert older.deals[-1].new_terms is None and older.terms_seen is None


def test_the_last_trick_crosses_a_checkpoint() -> None:
    """The last deal's last trick is kept (the table shows it while the next deal is played);
    a checkpoint written before it was kept restores without it, and a claimed-out or scored
    deal has none."""
    events, checkpoints = play(("swedish", {}), 7, deals=3)
    game = log.game_from_events(events)
    trick = game.deals[-1].last_trick
    assert trick is not None and len(trick.cards) == 4
    state = cast(dict[str, object], json.loads(json.dumps(checkpoint(game))))
    restored = restore(state)
    assert restored.deals[-1].deal is None and restored.deals[-1].last_trick == trick
    last = cast(dict[str, dict[str, object]], state["last"])
    del last["state"]["final_trick"]
    assert restore(state).deals[-1].last_trick is None
    assert checkpoints  # one per deal played


def test_no_checkpoint_in_the_middle_of_a_deal_or_after_the_close() -> None:
    events, _ = play(("swedish", {}), 3, deals=2)
    with pytest.raises(CheckpointError):
        checkpoint(log.game_from_events(events[:5]))
    game = log.game_from_events(events)
    game.close()
    with pytest.raises(CheckpointError):
        checkpoint(game)


def test_a_new_game_checkpoints_and_forgets_nothing() -> None:
    game = new_game("dawson", {}, NAMES, 3)
    again = restore(json.loads(json.dumps(checkpoint(game))))
    assert game_state(again) == game_state(game) and len(again.deals) == 0


def test_a_restored_game_keeps_only_the_last_deal() -> None:
    events, checkpoints = play(("swedish", {}), 5, deals=5)
    last = max(checkpoints)
    game = restore(checkpoints[last])  # type: ignore[arg-type]
    assert len(game.deals) == 5 and len(game.deals.kept()) == 1
    with pytest.raises(ForgottenDeal):
        game.deals[0]
    with pytest.raises(ForgottenDeal):
        list(game.deals)
    assert game.deals[4].result == log.game_from_events(events).deals[4].result


def test_a_live_game_forgets_old_deals_but_not_their_count() -> None:
    events, _ = play(("mariland", {}), 8, deals=5)
    full = log.game_from_events(events)
    forgetful = log.game_from_events(events)
    forgetful.forget(2)
    assert len(forgetful.deals.kept()) == 2 and forgetful.deals.offset == 3
    assert game_state(forgetful) == game_state(full)  # the first turned card (MA-D2) too


@pytest.mark.parametrize(
    "data",
    [
        {"format": "boston-checkpoint/1"},
        {"format": "boston-checkpoint/2"},
        {"format": "boston-checkpoint/2", "variant": "swedish"},
    ],
)
def test_a_checkpoint_that_is_not_one_is_refused(data: dict[str, object]) -> None:
    with pytest.raises(CheckpointError):
        restore(data)


def test_a_checkpoint_with_another_variants_ledger_is_refused() -> None:
    swedish = checkpoint(new_game("swedish", {}, NAMES))
    swedish["ledger"] = checkpoint(new_game("dawson", {}, NAMES))["ledger"]
    with pytest.raises(CheckpointError, match="ledger"):
        restore(swedish)


def test_the_codec_names_no_class_outside_the_engine() -> None:
    with pytest.raises(CheckpointError):
        decode({"$object": "subprocess:Popen", "state": {}})
    with pytest.raises(CheckpointError):
        decode({"$enum": "os:sep", "value": 1})
    with pytest.raises(CheckpointError):
        encode(lambda: None)
    with pytest.raises(CheckpointError):
        encode(random.Random(1))


def test_the_codec_keeps_key_types_and_containers() -> None:
    value = {1: (2, [3, {"a": frozenset({4})}]), "1": {5}, None: 0.5, Suit.CLUBS: Level.FIRST}
    again = decode(json.loads(json.dumps(encode(value))))
    assert again == value and isinstance(again[1], tuple)
    # Enums that are also ints or strings come back as the enum, not as the plain value.
    assert [type(k) for k in again] == [int, str, type(None), Suit]
    assert type(again[Suit.CLUBS]) is Level
