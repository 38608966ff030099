"""The strong player's samples agree with everything the seat knows."""

from __future__ import annotations

import random

import pytest

from bot.engine.phase import Phase
from bot.players import make_player
from bot.players.sampling import Sampler
from bot.players.table import SUIT_MASK, cards_in, mask_of, state_from_view
from tests.players.support import play_until, shuffled_deal
from tests.variants import rules_of

heuristic = make_player("heuristic", 0)


def test_samples_respect_hand_sizes_voids_and_visible_cards() -> None:
    checked = 0
    for seed in range(80):
        deal = shuffled_deal(seed)
        play_until(deal, heuristic.choose, 8 + seed % 40)
        seat = deal.to_act
        if seat is None or deal.phase is not Phase.PLAY:
            continue
        view = deal.view(seat)
        st = state_from_view(view)
        sampler = Sampler(view, st)
        rng = random.Random(seed)
        for _ in range(5):
            hands = sampler.sample(rng)
            assert hands[seat - 1] == mask_of(view.hand)
            seen = st.played | (1 << view.own_discard if view.own_discard is not None else 0)
            for s in (1, 2, 3, 4):
                assert hands[s - 1].bit_count() == view.hand_sizes[s - 1]
                assert not hands[s - 1] & seen
                for suit in range(4):
                    if st.voids[s - 1] >> suit & 1:
                        assert not hands[s - 1] & SUIT_MASK[suit]
            if view.exposed and seat != view.declarer:
                assert view.declarer is not None
                assert list(cards_in(hands[view.declarer - 1])) == sorted(view.exposed)
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("variant", ["whisch", "mariland"])
def test_samples_leave_the_turned_card_with_the_dealer_until_he_plays_it(variant: str) -> None:
    """WB-D2, MA-D1: the turned card is the dealer's own and everyone saw it, so every sample
    puts it in the dealer's hand while he still holds it."""
    rules = rules_of((variant, {}))
    checked = 0
    for seed in range(60):
        deal = shuffled_deal(seed, rules)
        play_until(deal, heuristic.choose, 4 + seed % 20)
        seat = deal.to_act
        turned = deal.turned
        if seat is None or seat == deal.dealer or deal.phase is not Phase.PLAY:
            continue
        assert turned is not None
        view = deal.view(seat)
        still_held = turned in deal.play.hands[deal.dealer - 1]
        assert view.turned_holder == (deal.dealer if still_held else None)
        if not still_held:
            continue
        sampler = Sampler(view, state_from_view(view))
        rng = random.Random(seed)
        for _ in range(5):
            assert sampler.sample(rng)[deal.dealer - 1] >> turned & 1
        checked += 1
    assert checked > 10
