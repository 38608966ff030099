"""The table service: live tables, one asyncio lock per table, composed of three layers.

:mod:`bot.tables.commit` holds the one commit primitive (apply to a scratch copy, commit,
then swap) and the play path; :mod:`bot.tables.scheduling` the computer turns, turn timers
and retries; :mod:`bot.tables.lobby` the lobby, seats and start-up. :mod:`bot.tables.live`
defines a live table and the service's vocabulary. Nothing is acknowledged that is not on disk.
"""

from __future__ import annotations

from bot.tables.commit import scratch_copy
from bot.tables.live import (
    ActOutcome,
    ComputerFactory,
    LiveTable,
    NotSaved,
    RefusalCode,
    Refused,
    Subscriber,
    TableChange,
    default_computers,
)
from bot.tables.lobby import Lobby
from bot.tables.scheduling import MAX_COMPUTER_FAILURES, MAX_RETRY_DELAY

__all__ = [
    "MAX_COMPUTER_FAILURES",
    "MAX_RETRY_DELAY",
    "ActOutcome",
    "ComputerFactory",
    "LiveTable",
    "NotSaved",
    "RefusalCode",
    "Refused",
    "Subscriber",
    "TableChange",
    "TableService",
    "default_computers",
    "scratch_copy",
]


class TableService(Lobby):
    """Owns every live table. ``computer_delay`` spaces computer moves so people can follow
    them (0 in tests); ``seed`` makes computer decisions reproducible (``seat_seed`` maps a
    table and seat to a computer player's seed, by default derived from ``seed``); ``sleep`` is
    how turn timers wait (tests pass one they control); ``retry_delay`` is the first wait before
    a computer move or a new deal that could not be saved is tried again (doubling, at most
    :data:`MAX_RETRY_DELAY`), so a table never stays stuck after the disk comes back, and
    ``retry_sleep`` how those waits are made (tests pass one that does not wait); ``clock``
    gives the time now, against which a turn rebuilt at start-up counts the time it has
    already run (tests pass one they move by hand)."""
