"""The cards a deal offers are the cards it accepts (hypothesis), in every registered variant
and every setting that changes play.

The follow-suit rule is written out in three places for speed: the deal's list of legal
actions, ``TrickPlay.check`` and ``TrickPlay.legal_cards``. At every card of random legal deals
these must agree: the cards offered to the seat on turn are exactly the cards of its hand that
the deal accepts, in the order ``legal_cards`` gives them, and every other card of the hand is
refused for not following suit."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.actions import Play
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.phase import Phase
from tests.variants import Config, params, rules_of
from tests.variants import random_deal as new_deal

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


@pytest.mark.parametrize("config", params())
@settings(max_examples=30, deadline=None)
@given(SEEDS)
def test_the_cards_offered_are_exactly_the_cards_accepted(config: Config, seed: int) -> None:
    rng = random.Random(seed)
    deal = new_deal(rules_of(config), rng)
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        legal = deal.legal_actions(seat)
        if deal.phase is Phase.PLAY:
            offered = [a.card for a in legal if isinstance(a, Play)]
            assert offered == deal.play.legal_cards(seat)
            for card in deal.play.hands[seat - 1]:
                try:
                    deal.check(Play(seat, card))
                except IllegalAction as refused:
                    assert refused.code is Refusal.MUST_FOLLOW_SUIT
                    assert card not in offered
                else:
                    assert card in offered
        deal.apply(rng.choice(legal))
