"""Properties over random legal deals of every registered variant and every setting that
changes play (hypothesis): conservation, turn order, replay, and privacy of seat views and of
the public view."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.actions import Action, Play
from bot.engine.deal import Deal
from bot.engine.phase import Phase
from bot.engine.record import game_from_record, game_to_record
from bot.engine.rules import Tally
from bot.engine.variants import new_game
from bot.engine.views import PublicView
from tests.variants import Config, params, rules_of
from tests.variants import random_deal as new_deal

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
CONFIGS = params()


def random_deal(config: Config, seed: int) -> tuple[Deal, list[dict[int, frozenset[int]]]]:
    """Play a random legal deal; return it and each seat's view of hidden cards at every step
    (seats 1–4, and 0 for the public view)."""
    rng = random.Random(seed)
    deal = new_deal(rules_of(config), rng)
    seen: list[dict[int, frozenset[int]]] = []
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        legal = deal.legal_actions(seat)
        assert legal, "legal actions are never empty before the end"
        for other in (1, 2, 3, 4):
            if other != seat:
                assert deal.legal_actions(other) == []
        step = {s: frozenset(_visible_foreign_cards(deal, s)) for s in (1, 2, 3, 4)}
        step[0] = frozenset(_public_hidden_cards(deal))
        seen.append(step)
        deal.apply(rng.choice(legal))
    return deal, seen


def _visible_foreign_cards(deal: Deal, seat: int) -> set[int]:
    """Unplayed cards of other seats that appear anywhere in ``seat``'s view."""
    view = deal.view(seat)
    shown = set(view.hand) | set(view.exposed or ()) | {view.own_discard or -1}
    shown |= {a.card for a in view.legal if isinstance(a, Play)}
    unplayed_elsewhere = set().union(*(deal.play.hands[s - 1] for s in (1, 2, 3, 4) if s != seat))
    unplayed_elsewhere |= {card for s, card in deal.discards.items() if s != seat}
    return shown & unplayed_elsewhere


def _public_cards(view: PublicView) -> set[int]:
    """Every card the public view names, wherever it is."""
    shown = set(view.exposed or ()) | set(view.claim_hand or ())
    shown |= {c for t in view.tricks for _, c in t.cards} | {c for _, c in view.current_trick}
    return shown


def _public_hidden_cards(deal: Deal) -> set[int]:
    """Unplayed cards (or discards) in the public view, beyond the declarer's hand where it
    lies face up: a spread, an ouverte after the first trick, or a claim (SV-C4, SV-T4)."""
    allowed: set[int] = set()
    contract, declarer = deal.contract, deal.declarer
    if contract is not None and declarer is not None:
        face_up = contract.exposed_before_play and deal.phase is not Phase.DISCARD
        face_up |= contract.exposed_after_first and bool(deal.play.tricks)
        if face_up or deal.phase is Phase.CLAIM or deal.claimed:
            allowed = set(deal.play.hands[declarer - 1])
    unplayed = set().union(*deal.play.hands) | set(deal.discards.values())
    return (_public_cards(deal.public_view()) & unplayed) - allowed


@pytest.mark.parametrize("config", CONFIGS)
@settings(max_examples=40, deadline=None)
@given(SEEDS)
def test_52_cards_are_conserved_and_one_card_per_seat_per_trick(config: Config, seed: int) -> None:
    deal, _ = random_deal(config, seed)
    held = [c for hand in deal.play.hands for c in hand]
    played = [c for t in deal.play.tricks for _, c in t.cards]
    discarded = list(deal.discards.values())
    assert sorted(held + played + discarded) == list(range(52))
    for trick in deal.play.tricks:
        assert sorted(s for s, _ in trick.cards) == [1, 2, 3, 4]
    result = deal.result()
    if not result.all_pass and not result.conceded:
        assert result.contract is not None
        taken = sum(result.tricks or ())
        assert taken == len(deal.play.tricks) + deal.claimed
        if taken < result.contract.tricks_played:  # FB-T3: only a decided deal ends early
            tally = Tally(
                result.declarer_tricks, result.side_tricks, len(deal.play.tricks), result.with_whist
            )
            assert deal.rules.result_decided(result.contract, tally)


@pytest.mark.parametrize("config", CONFIGS)
@settings(max_examples=40, deadline=None)
@given(SEEDS)
def test_no_view_shows_an_unplayed_card_it_may_not_see(config: Config, seed: int) -> None:
    """Seat views (seats 1–4) and the public view (0): only the declarer's face-up hand
    (SV-C4 ouverte, DW spread) and a claimed hand (SV-T4) are ever shown."""
    deal, seen = random_deal(config, seed)
    exposing = deal.contract is not None and (
        deal.contract.exposed_after_first or deal.contract.exposed_before_play
    )
    for step in seen:
        for seat, foreign in step.items():
            if seat and (exposing or deal.claimed or deal.claim_answers):
                # The declarer's exposed or claimed hand is the one allowed exception.
                assert deal.declarer is not None
                foreign = foreign - set(deal.dealt[deal.declarer - 1])
            assert not foreign, f"seat {seat} sees {sorted(foreign)}"


@pytest.mark.parametrize("config", CONFIGS)
@settings(max_examples=20, deadline=None)
@given(SEEDS, st.integers(min_value=1, max_value=6))
def test_replaying_the_record_reproduces_state_and_views(
    config: Config, seed: int, deals: int
) -> None:
    rng = random.Random(seed)
    name, rule_settings = config
    game = new_game(name, rule_settings, ["A", "B", "C", "D"], first_dealer=rng.randint(1, 4))
    for _ in range(deals):
        deck = list(range(52))
        rng.shuffle(deck)
        turned = rng.randrange(52)
        game.start_deal(deck, turned if game.rules.turns_card else None)
        # Stop somewhere inside the last deal to replay an unfinished one too.
        stop = rng.randrange(80) if _ == deals - 1 else 10**9
        while game.to_act is not None and stop > 0:
            seat = game.to_act
            game.apply(rng.choice(game.legal_actions(seat)))
            stop -= 1
        if game.current is not None and _ < deals - 1:
            break
    record = game_to_record(game)
    again = game_from_record(record)
    assert game_to_record(again) == record
    assert again.balances == game.balances
    assert again.to_act == game.to_act
    assert again.public_view() == game.public_view()
    for seat in (1, 2, 3, 4):
        assert again.view(seat) == game.view(seat)
        assert again.legal_actions(seat) == game.legal_actions(seat)


@pytest.mark.parametrize("config", CONFIGS)
@settings(max_examples=8, deadline=None)
@given(SEEDS)
def test_views_drawn_once_per_state_are_never_those_of_an_earlier_state(
    config: Config, seed: int
) -> None:
    """The public fields are drawn once per state and shared (issue #17): at every step, the
    views of a deal that was asked for them all along equal those of the same deal replayed
    to that step and asked for the first time."""
    rng = random.Random(seed)
    deal = new_deal(rules_of(config), rng)
    played: list[Action] = []

    def views(of: Deal) -> list[object]:
        return [of.public_view(), *(of.view(seat) for seat in (1, 2, 3, 4))]

    while True:
        fresh = new_deal(rules_of(config), random.Random(seed))
        for action in played:
            fresh.apply(action)
        assert views(deal) == views(fresh)
        if deal.is_over:
            break
        seat = deal.to_act
        assert seat is not None
        action = rng.choice(deal.legal_actions(seat))
        deal.apply(action)
        played.append(action)


@pytest.mark.parametrize("config", CONFIGS)
@settings(max_examples=4, deadline=None)
@given(SEEDS)
def test_every_view_holds_exactly_its_fields_as_init_would_set_them(
    config: Config, seed: int
) -> None:
    """Views are filled without the dataclass's ``__init__`` (``views.filled``, issue #17): at
    every step of random deals, each view has every field of its class and nothing else (a
    defaulted field left out would read as the class's default, so only this catches it),
    equals the view ``__init__`` makes from those fields (``replace`` calls it), and stays
    frozen."""
    rng = random.Random(seed)
    deal = new_deal(rules_of(config), rng)
    while True:
        for view in (deal.public_view(), *(deal.view(seat) for seat in (1, 2, 3, 4))):
            names = {field.name for field in dataclasses.fields(view)}
            assert set(vars(view)) == names
            assert dataclasses.replace(view) == view
            with pytest.raises(dataclasses.FrozenInstanceError):
                view.phase = Phase.OVER  # type: ignore[misc]
        if deal.is_over:
            break
        seat = deal.to_act
        assert seat is not None
        deal.apply(rng.choice(deal.legal_actions(seat)))
