"""Deals of the unseen cards consistent with one seat's view, for the strong player.

The cards a seat cannot see are shared among the other hands by their known sizes, never
giving a seat a suit it has shown void in; a face-up ouverte hand is taken as it lies, and a
petite-misère discard the seat did not make stays one of the unseen cards, held by nobody.
"""

from __future__ import annotations

import random

from bot.engine.views import SeatView
from bot.players.table import FULL, PlayState, cards_in, mask_of

_ATTEMPTS = 30


class Sampler:
    """Draws full deals (four hand masks, index seat − 1) for the view's seat."""

    def __init__(self, view: SeatView, state: PlayState) -> None:
        self.fixed = [0, 0, 0, 0]
        self.fixed[view.seat - 1] = mask_of(view.hand)
        known = state.played | self.fixed[view.seat - 1]
        if view.own_discard is not None:
            known |= 1 << view.own_discard
        if state.exposed and view.seat != state.declarer:
            self.fixed[state.declarer - 1] = state.exposed
            known |= state.exposed
        self.need = [0, 0, 0, 0]
        for seat in (1, 2, 3, 4):
            if not self.fixed[seat - 1]:
                self.need[seat - 1] = view.hand_sizes[seat - 1]
        holder, turned = view.turned_holder, view.turned
        if holder is not None and turned is not None and not known >> turned & 1:
            # A turned card everyone knows the holder of (the dealer's own, MA-D1) is his.
            self.fixed[holder - 1] |= 1 << turned
            self.need[holder - 1] -= 1
            known |= 1 << turned
        unknown = list(cards_in(FULL & ~known))
        self.spare = len(unknown) - sum(self.need)
        self.voids = state.voids
        self.state = state
        self.unknown = unknown

    def _eligible(self, card: int) -> list[int]:
        suit_bit = 1 << self.state.suit_of(card)
        return [i for i in range(4) if self.need[i] and not self.voids[i] & suit_bit]

    def sample(self, rng: random.Random) -> list[int]:
        cards = list(self.unknown)
        rng.shuffle(cards)
        # Cards with the fewest possible holders go first so the void constraints rarely
        # paint the deal into a corner; a failed attempt starts again.
        eligible = {c: self._eligible(c) for c in cards}
        cards.sort(key=lambda c: len(eligible[c]))
        for _ in range(_ATTEMPTS):
            hands = self._try(cards, eligible, rng)
            if hands is not None:
                return hands
        return self._try(cards, {c: [0, 1, 2, 3] for c in cards}, rng) or list(self.fixed)

    def _try(
        self, cards: list[int], eligible: dict[int, list[int]], rng: random.Random
    ) -> list[int] | None:
        hands = list(self.fixed)
        room = list(self.need)
        spare = self.spare
        for card in cards:
            seats = [i for i in eligible[card] if room[i]]
            total = sum(room[i] for i in seats) + spare
            if not total:
                return None
            pick = rng.randrange(total)
            for i in seats:
                if pick < room[i]:
                    hands[i] |= 1 << card
                    room[i] -= 1
                    break
                pick -= room[i]
            else:
                spare -= 1  # the declarer's hidden discard
        return hands
