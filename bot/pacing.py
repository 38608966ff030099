"""How busy the bot's event loop is, and how far apart the edits that can wait are spaced.

Every click is answered at once, and a person's hand view is redrawn at once when their turn
comes, whatever the load. Two kinds of edit can wait: the table message (at most once per
``TABLE_EDIT_INTERVAL``) and the hand view of a seat that is waiting for others
(``HAND_FOLLOW_INTERVAL``). At 400 tables on two cores those edits kept the event loop
saturated, and every click queued behind them (issue #17). So while the loop is busy, the
intervals of the edits that can wait are stretched, up to :data:`MOST` times. The bot's CPU
then goes to answering people first, and a quiet evening keeps the intervals as configured.

The load is the share of wall time the loop's thread spends on the CPU
(``time.thread_time``), sampled every :data:`PERIOD` seconds and smoothed. The stretch is 1
up to :data:`LOW`, rises linearly to :data:`MOST` at :data:`HIGH`, and stays there above it.
Stretching lowers the load, and a lower load shrinks the stretch again: the two settle where
the bot keeps up. Only the process running the bot measures (``python -m bot``); tests run
many bots in one interpreter and set the load themselves.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable

PERIOD = 1.0
"""Seconds between two samples of the loop's CPU time."""
SMOOTHING = 0.5
"""Weight of the newest sample: a burst of a second moves the stretch only halfway."""
LOW = 0.5
"""Up to this busy share the intervals are as configured."""
HIGH = 0.8
"""From this busy share on the intervals are :data:`MOST` times as long."""
MOST = 3.0
"""The longest stretch: the table message at most 3 s behind, a waiting hand view 9 s (with
the default intervals of 1 and 3 s)."""


class Pace:
    """The event loop's smoothed busy share and the stretch of the intervals that can wait."""

    def __init__(
        self,
        *,
        cpu: Callable[[], float] = time.thread_time,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._cpu = cpu
        self._clock = clock
        self.busy = 0.0
        """The smoothed share of wall time the loop's thread was on the CPU (0 to 1)."""
        self._last: tuple[float, float] | None = None
        self._task: asyncio.Task[None] | None = None

    @property
    def stretch(self) -> float:
        """How many times the configured interval an edit that can wait waits now."""
        share = (self.busy - LOW) / (HIGH - LOW)
        return 1.0 + (MOST - 1.0) * min(1.0, max(0.0, share))

    def sample(self) -> None:
        """Take one sample of the thread's CPU time (call it from the loop's thread)."""
        now = (self._clock(), self._cpu())
        if self._last is not None:
            wall = now[0] - self._last[0]
            if wall > 0:
                share = min(1.0, max(0.0, (now[1] - self._last[1]) / wall))
                self.busy += SMOOTHING * (share - self.busy)
        self._last = now

    def start(self) -> None:
        """Sample every :data:`PERIOD` seconds from now on, in the running loop."""
        if self._task is None:
            self.sample()
            self._task = asyncio.get_running_loop().create_task(self._run(), name="bot:pace")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(PERIOD)
            self.sample()
