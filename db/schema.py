"""Schema migrations: the numbered files in ``db/migrations/`` and applying them at start-up.

A migration is ``NNNN_name.sql``, numbered from 0001 without gaps; the number of the last one
applied is kept in ``PRAGMA user_version``. ``db/migrations/postgresql/`` holds the same
migrations, number for number, in PostgreSQL's dialect (applied by :mod:`db.postgres`); a
number means the same schema in both. All pending migrations run in one transaction, so a
failure leaves the database as it was. Files are read with :mod:`importlib.resources`, so an
installed package works the same as a checkout.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from importlib import resources
from typing import Literal

import aiosqlite

from db.errors import DatabaseTooNew, DatabaseUnknown, MigrationError

_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str


Dialect = Literal["sqlite", "postgresql"]


def load_migrations(dialect: Dialect = "sqlite") -> list[Migration]:
    folder = resources.files("db") / "migrations"
    if dialect == "postgresql":
        folder = folder / "postgresql"
    found: list[Migration] = []
    for entry in folder.iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append(Migration(int(match[1]), entry.name, entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.version)
    versions = [m.version for m in found]
    if versions != list(range(1, len(found) + 1)):
        raise MigrationError(f"migrations must be numbered 1, 2, … without gaps; found {versions}")
    if dialect != "sqlite" and versions != [m.version for m in load_migrations()]:
        raise MigrationError(
            f"the {dialect} migrations {versions} are not SQLite's, number for number"
        )
    return found


def latest_version() -> int:
    return len(load_migrations())


def split_statements(script: str) -> list[str]:
    """Split a script into statements, keeping ``;`` inside strings, comments and triggers.

    Needed because ``executescript`` commits any open transaction first, which would break
    the all-or-nothing upgrade.
    """
    statements: list[str] = []
    pending = ""
    *terminated, rest = script.split(";")
    for piece in terminated:
        pending += piece + ";"
        if sqlite3.complete_statement(pending):
            if _has_code(pending):
                statements.append(pending.strip())
            pending = ""
    if _has_code(pending + rest):
        raise MigrationError(f"statement without its closing ';': {(pending + rest)[:60]!r}")
    return statements


def _has_code(text: str) -> bool:
    """Whether ``text`` holds more than ``--`` comment lines, blanks and semicolons."""
    lines = (line for line in text.splitlines() if not line.strip().startswith("--"))
    return bool("".join(lines).replace(";", "").strip())


async def migrate(conn: aiosqlite.Connection) -> int:
    """Bring the schema to the latest version; return it. A no-op when already there.

    ``conn`` must be in autocommit mode (``isolation_level=None``). The version is read inside
    the write transaction, so two processes starting at once cannot both apply a migration.
    """
    migrations = load_migrations()
    supported = migrations[-1].version if migrations else 0
    try:
        await conn.execute("BEGIN IMMEDIATE")
        rows = list(await conn.execute_fetchall("PRAGMA user_version"))
        current = int(rows[0][0])
        if current > supported:
            raise DatabaseTooNew(current, supported)
        if current == 0:
            found = list(
                await conn.execute_fetchall(
                    "SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' LIMIT 1"
                )
            )
            if found:
                raise DatabaseUnknown(
                    f"the file has tables (such as {found[0][0]!r}) but no schema version: "
                    "not a database of this program; give a new file or a backup"
                )
        for migration in migrations:
            if migration.version <= current:
                continue
            for statement in split_statements(migration.sql):
                await conn.execute(statement)
            # PRAGMA takes no bound parameters; the value is an int from the file name.
            await conn.execute(f"PRAGMA user_version = {migration.version:d}")
        await conn.execute("COMMIT")
    except BaseException:
        await rollback(conn)
        raise
    return supported


async def rollback(conn: aiosqlite.Connection) -> None:
    """Roll back the open transaction, if SQLite has not ended it already.

    It may have: some errors (disk full, I/O) roll back by themselves, and a COMMIT whose
    awaiting task was cancelled still runs, ahead of this ROLLBACK in the connection's queue.
    """
    try:
        await conn.execute("ROLLBACK")
    except sqlite3.OperationalError:
        if conn.in_transaction:
            raise
