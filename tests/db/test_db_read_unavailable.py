"""A read the database cannot do now is told from a write it cannot do: both are
:class:`~db.errors.StorageUnavailable` (every caller that retries or answers "try again" still
takes them), and a read's is :class:`~db.errors.ReadUnavailable` too, so an answer can say
"could not be read" rather than "could not be saved" for a question that saves nothing."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.engine.actions import stored_role
from db.database import Database
from db.errors import ReadUnavailable, StorageUnavailable
from tests.db.test_db_events import GUILD, new_table
from tests.support.db_faults import StorageFaults


def _selects(sql: str, params: object) -> bool:
    return sql.lstrip().upper().startswith(("SELECT", "WITH"))


async def test_a_closed_database_refuses_reads_as_reads(database_target: str) -> None:
    database = await Database.open(database_target)
    table_id = await new_table(database)
    await database.close()
    for read in (database.table(table_id), database.player_profile(GUILD, 1, stored_role)):
        with pytest.raises(ReadUnavailable):
            await read  # one plain read (``_fetch``), one of several reads together (``_read``)
    with pytest.raises(StorageUnavailable) as refused:
        await database.append_event(table_id, 1, "start", {})
    assert not isinstance(refused.value, ReadUnavailable)


async def test_sqlite_failing_under_a_read_or_a_write(tmp_path: Path) -> None:
    async with await Database.open(tmp_path / "boston.db") as database:
        table_id = await new_table(database)
        faults = StorageFaults.install(database)
        faults.fail(times=2, match=_selects)
        with pytest.raises(ReadUnavailable) as unread:
            await database.table(table_id)
        assert isinstance(unread.value.__cause__, sqlite3.OperationalError)
        with pytest.raises(ReadUnavailable):
            await database.player_profile(GUILD, 1, stored_role)
        assert faults.raised == 2
        faults.fail(times=1)  # the next COMMIT: a write's
        with pytest.raises(StorageUnavailable) as unsaved:
            await database.append_event(table_id, 1, "start", {})
        assert not isinstance(unsaved.value, ReadUnavailable)
        assert (await database.table(table_id)) is not None  # the disk is back


async def test_a_read_s_bug_is_not_said_as_a_database_that_cannot_be_read(tmp_path: Path) -> None:
    # A query's own mistake (here, a parameter too few) is a bug, for the "something went
    # wrong" answer and a logged traceback, not "could not be read now; try again".
    async with await Database.open(tmp_path / "boston.db") as database:
        with pytest.raises(sqlite3.ProgrammingError):
            await database._fetch("SELECT ?", ())  # pyright: ignore[reportPrivateUsage]
