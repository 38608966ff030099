"""The connection is configured as promised: WAL, foreign keys, busy timeout, synchronous."""

from __future__ import annotations

from pathlib import Path

import pytest

from db import Database
from db.errors import StorageUnavailable


async def test_file_database_settings(tmp_path: Path) -> None:
    async with await Database.open(tmp_path / "boston.db") as database:
        info = await database.connection_info()
    assert info.journal_mode == "wal"
    assert info.foreign_keys is True
    assert info.busy_timeout_ms == 5000
    assert info.synchronous == "FULL"


async def test_synchronous_and_busy_timeout_are_parameters(tmp_path: Path) -> None:
    path = tmp_path / "boston.db"
    async with await Database.open(path, synchronous="NORMAL", busy_timeout_ms=250) as database:
        info = await database.connection_info()
    assert info.synchronous == "NORMAL"
    assert info.busy_timeout_ms == 250


async def test_memory_database_works_without_wal() -> None:
    async with await Database.open(":memory:") as database:
        info = await database.connection_info()
    # SQLite keeps an in-memory database in "memory" journal mode; WAL needs a file.
    assert info.journal_mode == "memory"
    assert info.foreign_keys is True


async def test_close_without_context_manager(tmp_path: Path) -> None:
    database = await Database.open(tmp_path / "boston.db")
    await database.close()
    # A storage failure its caller handles (a worker's write after a deploy's close), not
    # aiosqlite's bare ValueError, which no caller takes for one.
    with pytest.raises(StorageUnavailable):
        await database.last_seq(1)
    with pytest.raises(StorageUnavailable):
        await database.drop_notice(1, 2)
