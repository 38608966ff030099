"""Limits per person and per server, so one member cannot crowd out everyone else.

* :class:`Limits` — how many lobbies one person, and one server, may have open at once (the
  service refuses ``/boston new`` beyond them).
* :class:`ClickLimiter` — a token bucket per user for clicks: ``burst`` clicks at once, then
  ``rate`` a second. Checked before a click queues for its table's lock, so a flood of one
  user's clicks is answered at once ("too fast") instead of delaying everybody's.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Limits:
    lobbies_per_user: int = 3
    lobbies_per_server: int = 25


class ClickLimiter:
    """``allow(user)`` is False when the user has clicked faster than a person can."""

    def __init__(
        self, *, burst: int = 20, rate: float = 10.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.burst = burst
        self.rate = rate
        self._clock = clock
        self._buckets: dict[int, tuple[float, float]] = {}

    def allow(self, user_id: int) -> bool:
        now = self._clock()
        tokens, then = self._buckets.get(user_id, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - then) * self.rate)
        if tokens < 1.0:
            self._buckets[user_id] = (tokens, now)
            return False
        self._buckets[user_id] = (tokens - 1.0, now)
        if len(self._buckets) > 10_000:
            self._forget_idle(now)
        return True

    def _forget_idle(self, now: float) -> None:
        """Drop buckets that have filled up again: they hold nothing a new one would not."""
        full = self.burst / self.rate
        for user_id, (_, then) in list(self._buckets.items()):
            if now - then >= full:
                del self._buckets[user_id]
