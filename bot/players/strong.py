"""The strong level: card play by sampling the unseen cards and rolling each candidate card
out with the heuristic at every seat; everything else is the heuristic's decision.

A decision is a pure function of the seed and the view (see :func:`view_rng`), synchronous and
bounded: the work is capped in simulated card plays, so late decisions use more samples.
"""

from __future__ import annotations

from bot.engine.actions import PLAYS, Action, Play
from bot.engine.cards import Card
from bot.engine.views import SeatView
from bot.players.cardplay import choose_card
from bot.players.claim import claim_if_certain
from bot.players.heuristic import HeuristicPlayer, declaration
from bot.players.player import view_rng
from bot.players.rollout import Stakes, rollout
from bot.players.sampling import Sampler
from bot.players.table import equivalent_low, mask_of, state_from_view

MAX_SAMPLES = 64
MIN_SAMPLES = 8
PLAY_BUDGET = 40_000
"""Simulated card plays per decision; about 0.5 s on the benchmark machine (see the docs)."""


class StrongPlayer:
    def __init__(
        self,
        seed: int,
        max_samples: int = MAX_SAMPLES,
        min_samples: int = MIN_SAMPLES,
        budget: int = PLAY_BUDGET,
    ) -> None:
        self.seed = seed
        self.max_samples = max_samples
        self.min_samples = min_samples
        self.budget = budget
        self._heuristic = HeuristicPlayer()

    def choose(self, view: SeatView) -> Action:
        if len(view.legal) == 1 or not isinstance(view.legal[0], Play):
            return self._heuristic.choose(view)  # claim answers included
        claim = declaration(view) or claim_if_certain(view)
        if claim is not None:
            return claim
        return PLAYS[view.seat][self._best_card(view)]

    def _best_card(self, view: SeatView) -> Card:
        st = state_from_view(view)
        hand = mask_of(view.hand)
        # Cards with only played cards between them are worth the same: try one of each.
        candidates = sorted(
            {
                equivalent_low(a.card, hand, st.played, st.top)
                for a in view.legal
                if isinstance(a, Play)
            }
        )
        default = equivalent_low(choose_card(st, view.seat, hand), hand, st.played, st.top)
        if len(candidates) == 1:
            return candidates[0]
        stakes = Stakes.of(view)
        plays_left = (st.tricks_to_play - st.tricks_done) * 4 - len(st.trick)
        samples = self.budget // (len(candidates) * plays_left)
        samples = max(self.min_samples, min(self.max_samples, samples))
        rng = view_rng(self.seed, view)
        sampler = Sampler(view, st)
        totals = dict.fromkeys(candidates, 0)
        for _ in range(samples):
            hands = sampler.sample(rng)
            for card in candidates:
                totals[card] += rollout(st, hands, view.seat, card, stakes)
        # Ties go to the heuristic's own choice, then to the lower card.
        return max(candidates, key=lambda c: (totals[c], c == default, -c))
