"""Persistence: the only package with SQL.

It owns the SQLite schema and its numbered migrations (``db/migrations/``), the connection
(WAL, foreign keys, one writer), the append-only event log every live table is rebuilt from,
the settled deal and tour rows, and the statistics queried from them. Callers see
:class:`Database`, the typed rows of :mod:`db.models` and the errors of :mod:`db.errors`.
"""

from db.database import UNSET, Database, Synchronous
from db.errors import (
    ConstraintViolation,
    DatabaseTooNew,
    DatabaseUnknown,
    DuplicateEvent,
    MigrationError,
    StorageError,
    StorageUnavailable,
    TableNotFound,
    TourNotRunning,
)
from db.models import (
    ConnectionInfo,
    ContractStats,
    EventRow,
    GuildRules,
    GuildSettings,
    LeaderboardRow,
    PlayerProfile,
    PlayerRow,
    SeatAssignment,
    SeatPayment,
    SettledDeal,
    TableRow,
    TourEnd,
    TourRow,
    TourSeatResult,
)

__all__ = [
    "UNSET",
    "ConnectionInfo",
    "ConstraintViolation",
    "ContractStats",
    "Database",
    "DatabaseTooNew",
    "DatabaseUnknown",
    "DuplicateEvent",
    "EventRow",
    "GuildRules",
    "GuildSettings",
    "LeaderboardRow",
    "MigrationError",
    "PlayerProfile",
    "PlayerRow",
    "SeatAssignment",
    "SeatPayment",
    "SettledDeal",
    "StorageError",
    "StorageUnavailable",
    "Synchronous",
    "TableNotFound",
    "TableRow",
    "TourEnd",
    "TourNotRunning",
    "TourRow",
    "TourSeatResult",
]
