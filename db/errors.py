"""The errors db/ raises: typed, so callers react to a case instead of parsing SQLite messages.

Every error is a :class:`StorageError`; the driver's exception (SQLite or PostgreSQL), when
there is one, is chained as ``__cause__``, except a PostgreSQL server error's: its text carries
the server's ``DETAIL`` (a failing row's every value), which a logged traceback would print.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

ConstraintKind = Literal["unique", "foreign_key", "other"]
LobbyCap = Literal["host", "guild"]
ProblemCode = Literal[
    "missing_folder",
    "folder_not_writable",
    "not_a_file",
    "too_new",
    "unknown",
    "damaged",
    "unusable",
    "unreachable",
]


@dataclass(frozen=True)
class DatabaseProblem:
    """Why a database cannot be used, found before anything opens it (the start-up check).

    Not raised: each frontend words it in its reader's language from ``code``. ``detail`` is
    what SQLite or the server said, in their own words; ``found`` and ``supported`` are the
    schema versions of a database too new."""

    code: ProblemCode
    detail: str = ""
    found: int = 0
    supported: int = 0


class StorageError(Exception):
    """Base class of every error raised by db/."""


class DatabaseTooNew(StorageError):
    """The database was written by a newer version of the program; refused, never downgraded."""

    def __init__(self, found: int, supported: int) -> None:
        self.found = found
        self.supported = supported
        super().__init__(
            f"database schema version {found} is newer than this program supports "
            f"(version {supported}); upgrade the program or use a backup made by this version"
        )


class DatabaseUnknown(StorageError):
    """The file holds tables but no schema version: not a database this program wrote (or one
    from before versioning). Refused and left exactly as it is."""


class MigrationError(StorageError):
    """The migration files shipped with the program are malformed (a packaging bug)."""


class DuplicateEvent(StorageError):
    """An event with this (table_id, seq) is already in the log; nothing was written."""

    def __init__(self, table_id: int, seq: int) -> None:
        self.table_id = table_id
        self.seq = seq
        super().__init__(f"table {table_id} already has an event with seq {seq}")


class TableNotFound(StorageError):
    """No table row has this id."""

    def __init__(self, table_id: int) -> None:
        self.table_id = table_id
        super().__init__(f"no table with id {table_id}")


class TableStatusChanged(StorageError):
    """A write meant for a table in some status found it in another (``status``, as stored):
    another process started, ended or cancelled it meanwhile, e.g. the old process of a
    rolling deploy. Nothing was written."""

    def __init__(self, table_id: int, status: str) -> None:
        self.table_id = table_id
        self.status = status
        super().__init__(f"table {table_id} is {status} now")


class SeatChanged(StorageError):
    """A seat write meant for a seat held as the writer saw it (its holder, empty, or who is
    owed it) found it changed: another process gave or emptied the seat meanwhile, e.g. the
    old process of a rolling deploy. Nothing was written."""

    def __init__(self, table_id: int, seat: int) -> None:
        self.table_id = table_id
        self.seat = seat
        super().__init__(f"table {table_id}'s seat {seat} was changed elsewhere")


class TourNotRunning(StorageError):
    """A tour was to be ended but is unknown, of another table, or already ended."""

    def __init__(self, tour_id: int) -> None:
        self.tour_id = tour_id
        super().__init__(f"tour {tour_id} is not a running tour of this table")


class LobbyLimit(StorageError):
    """A new lobby would pass a cap on open lobbies (``kind``: of its host, of its server);
    nothing was written."""

    def __init__(self, kind: LobbyCap, limit: int) -> None:
        self.kind: LobbyCap = kind
        self.limit = limit
        super().__init__(f"{kind} already has {limit} open lobbies")


class StorageUnavailable(StorageError):
    """SQLite could not do it now: the database stayed locked past ``busy_timeout``, the disk is
    full, or the file could not be written. Nothing was written; the same call may succeed later.
    """


class ReadUnavailable(StorageUnavailable):
    """A read could not be done now (the database locked, unreadable, closed, or its server
    unreachable): nothing was asked to change, and the same call may succeed later. Raised by
    the read paths only (``Connection._fetch`` and ``_read``), so an answer can say "could not
    be read" where a write's says "could not be saved"."""


class ConstraintViolation(StorageError):
    """A write broke a schema rule (CHECK, foreign key, uniqueness); nothing was written.

    This is a caller bug rather than a condition to handle, e.g. a seat naming a player that
    was never upserted. ``kind`` says which rule, whichever database refused it: the
    repositories turn a ``"unique"`` event key into :class:`DuplicateEvent` and a
    ``"foreign_key"`` one into :class:`TableNotFound`.
    """

    def __init__(self, message: str, kind: ConstraintKind = "other") -> None:
        self.kind: ConstraintKind = kind
        super().__init__(message)


class TableBusy(StorageError):
    """Another process serves this table (PostgreSQL only: its advisory lock is held by
    another connection); nothing was written. Two processes never act on one table."""

    def __init__(self, table_id: int) -> None:
        self.table_id = table_id
        super().__init__(f"table {table_id} is served by another process")
