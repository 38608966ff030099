"""Persistence: the only package with SQL.

It owns the schema and its numbered migrations (``db/migrations/``, and the same in
PostgreSQL's dialect in ``db/migrations/postgresql/``), the two backends behind one facade
(SQLite, the default: WAL, foreign keys, one writer; PostgreSQL for several processes), the
append-only event log every live table is rebuilt from, the settled deal and tour rows, and
the statistics queried from them. Callers see :class:`Database`, the typed rows of
:mod:`db.models` and the errors of :mod:`db.errors`.
"""

from db.database import Database, Synchronous
from db.errors import (
    ConstraintViolation,
    DatabaseProblem,
    DatabaseTooNew,
    DatabaseUnknown,
    DuplicateEvent,
    MigrationError,
    StorageError,
    StorageUnavailable,
    TableBusy,
    TableNotFound,
    TourNotRunning,
)
from db.models import (
    ConnectionInfo,
    ContractStats,
    EventRow,
    GuildRules,
    GuildSettings,
    Handover,
    LeaderboardRow,
    PlayerProfile,
    PlayerRow,
    SavedNotice,
    SavedView,
    SeatAssignment,
    SeatPayment,
    SettledDeal,
    Shards,
    TableRow,
    TourEnd,
    TourRow,
    TourSeatResult,
)

__all__ = [
    "ConnectionInfo",
    "ConstraintViolation",
    "ContractStats",
    "Database",
    "DatabaseProblem",
    "DatabaseTooNew",
    "DatabaseUnknown",
    "DuplicateEvent",
    "EventRow",
    "GuildRules",
    "GuildSettings",
    "Handover",
    "LeaderboardRow",
    "MigrationError",
    "PlayerProfile",
    "PlayerRow",
    "SavedNotice",
    "SavedView",
    "SeatAssignment",
    "SeatPayment",
    "SettledDeal",
    "Shards",
    "StorageError",
    "StorageUnavailable",
    "Synchronous",
    "TableBusy",
    "TableNotFound",
    "TableRow",
    "TourEnd",
    "TourNotRunning",
    "TourRow",
    "TourSeatResult",
]
