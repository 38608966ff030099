"""Fixtures for the db/ tests: a database of each backend whose clock the test sets."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime

import pytest

from db import Database


class FakeClock:
    """Stands still until the test moves it, so stored timestamps are known exactly."""

    def __init__(self) -> None:
        self.now = datetime(2025, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def set(self, moment: datetime) -> None:
        self.now = moment


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def set_time(clock: FakeClock) -> Callable[[datetime], None]:
    """Move the clock of ``db``: every timestamp written afterwards is ``moment``."""
    return clock.set


@pytest.fixture
async def db(clock: FakeClock, database_target: str) -> AsyncIterator[Database]:
    """The database every test here runs against: SQLite and PostgreSQL (tests/conftest.py)."""
    async with await Database.open(database_target, clock=clock) as database:
        yield database
