"""The table service: live tables, their event log, computer turns and subscribers.

It knows nothing of Discord, so the terminal frontend and the tests use it unchanged.
"""

from bot.tables.service import (
    ActOutcome,
    NotSaved,
    Refused,
    TableChange,
    TableService,
)
from bot.tables.shuffle import SeededShuffler, SystemShuffler

__all__ = [
    "ActOutcome",
    "NotSaved",
    "Refused",
    "SeededShuffler",
    "SystemShuffler",
    "TableChange",
    "TableService",
]
