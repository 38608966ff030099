"""The strong player's samples agree with everything the seat knows."""

from __future__ import annotations

import random

from bot.engine.deal import Phase
from bot.players import make_player
from bot.players.sampling import Sampler
from bot.players.table import SUIT_MASK, cards_in, mask_of, state_from_view
from tests.players.support import play_until, shuffled_deal

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
