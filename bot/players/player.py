"""The computer-player interface: a player sees only its seat's view and answers one of
``view.legal``. Also the per-decision random generator, so a seeded player's answer is a pure
function of its seed and the view (the same after a restart and replay as before).
"""

from __future__ import annotations

import random
from typing import Protocol

from bot.engine.actions import Action
from bot.engine.cards import cards_str
from bot.engine.views import SeatView


class Player(Protocol):
    """A computer player. ``choose`` is synchronous and touches no shared state, so the table
    service may run it off the event loop (``asyncio.to_thread``)."""

    def choose(self, view: SeatView) -> Action: ...


def view_rng(seed: int, view: SeatView) -> random.Random:
    """A generator seeded by ``seed`` and the point of the deal ``view`` shows."""
    played = sum(len(t.cards) for t in view.tricks) + len(view.current_trick)
    key = (
        f"{seed}|{view.seat}|{view.dealer}|{view.turned}|{cards_str(view.hand)}|"
        f"{view.phase}|{len(view.auction)}|{len(view.whist_answers)}|{played}"
    )
    return random.Random(key)
