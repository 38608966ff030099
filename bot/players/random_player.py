"""The random level: a uniformly random legal action, for tests and as the weakest opponent.

Claims are legal actions like any other, so a random declarer sometimes claims at random and
random defenders accept or refuse at random (SV-T4); the engine allows one claim per trick,
so this never loops.
"""

from __future__ import annotations

import random

from bot.engine.actions import Action
from bot.engine.views import SeatView
from bot.players.player import view_rng


class RandomPlayer:
    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        rng: random.Random = view_rng(self.seed, view)
        return rng.choice(view.legal)
