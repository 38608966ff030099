"""Properties over random legal deals (hypothesis): conservation, turn order, replay, privacy."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.actions import Play
from bot.engine.deal import Deal
from bot.engine.record import game_from_record, game_to_record
from bot.engine.variants import new_game
from tests.engine.helpers import RULES

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def random_deal(seed: int) -> tuple[Deal, list[dict[int, frozenset[int]]]]:
    """Play a random legal deal; return it and each seat's view of hidden cards at every step."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    deal = Deal.from_deck(RULES, rng.randint(1, 4), deck, rng.randrange(52))
    seen: list[dict[int, frozenset[int]]] = []
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        legal = deal.legal_actions(seat)
        assert legal, "legal actions are never empty before the end"
        for other in (1, 2, 3, 4):
            if other != seat:
                assert deal.legal_actions(other) == []
        seen.append({s: frozenset(_visible_foreign_cards(deal, s)) for s in (1, 2, 3, 4)})
        deal.apply(rng.choice(legal))
    return deal, seen


def _visible_foreign_cards(deal: Deal, seat: int) -> set[int]:
    """Unplayed cards of other seats that appear anywhere in ``seat``'s view."""
    view = deal.view(seat)
    shown = set(view.hand) | set(view.exposed or ()) | {view.own_discard or -1}
    shown |= {a.card for a in view.legal if isinstance(a, Play)}
    unplayed_elsewhere = set().union(*(deal.play.hands[s - 1] for s in (1, 2, 3, 4) if s != seat))
    if deal.discarded is not None and seat != deal.declarer:
        unplayed_elsewhere.add(deal.discarded)
    return shown & unplayed_elsewhere


@settings(max_examples=150, deadline=None)
@given(SEEDS)
def test_52_cards_are_conserved_and_one_card_per_seat_per_trick(seed: int) -> None:
    deal, _ = random_deal(seed)
    held = [c for hand in deal.play.hands for c in hand]
    played = [c for t in deal.play.tricks for _, c in t.cards]
    discarded = [deal.discarded] if deal.discarded is not None else []
    assert sorted(held + played + discarded) == list(range(52))
    for trick in deal.play.tricks:
        assert sorted(s for s, _ in trick.cards) == [1, 2, 3, 4]
    result = deal.result()
    if not result.all_pass and not result.conceded:
        assert result.contract is not None
        assert sum(result.tricks or ()) == result.contract.tricks_played


@settings(max_examples=150, deadline=None)
@given(SEEDS)
def test_a_view_never_shows_another_seats_unplayed_cards(seed: int) -> None:
    deal, seen = random_deal(seed)
    for step in seen:
        for seat, foreign in step.items():
            if deal.contract is not None and deal.contract.exposed_after_first:
                # SV-C4: the declarer's exposed hand is the one allowed exception.
                assert deal.declarer is not None
                foreign = foreign - set(deal.dealt[deal.declarer - 1])
            assert not foreign, f"seat {seat} sees {sorted(foreign)}"


@settings(max_examples=60, deadline=None)
@given(SEEDS, st.integers(min_value=1, max_value=6))
def test_replaying_the_record_reproduces_state_and_views(seed: int, deals: int) -> None:
    rng = random.Random(seed)
    game = new_game("swedish", {}, ["A", "B", "C", "D"], first_dealer=rng.randint(1, 4))
    for _ in range(deals):
        deck = list(range(52))
        rng.shuffle(deck)
        game.start_deal(deck, rng.randrange(52))
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
    for seat in (1, 2, 3, 4):
        assert again.view(seat) == game.view(seat)
        assert again.legal_actions(seat) == game.legal_actions(seat)
