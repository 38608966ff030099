"""Fixtures of the table-service tests."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.support.postgres import Server, drop_database, fresh_database


@pytest.fixture(params=["sqlite", "postgresql"])
async def shared_target(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """One database two processes open: a SQLite file, or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        yield str(tmp_path / "shared.sqlite3")
        return
    server: Server = request.getfixturevalue("postgres_server")
    url = await fresh_database(server)
    yield url
    await drop_database(server, url)
