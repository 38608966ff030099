"""Fixtures shared by every test folder: the database backends a test can be run against.

``database_target`` is parametrised: ``sqlite`` (an in-memory SQLite database) and
``postgresql`` (a fresh database on a throwaway server, see :mod:`tests.support.postgres`).
Without PostgreSQL here the second half is skipped with the reason; ``BOSTON_REQUIRE_POSTGRES=1``
(set by ``.ci/run``) turns that into a failure.

Every test starts in an English-speaking locale (``LC_ALL``, ``LC_MESSAGES`` and ``LANG``
removed): the terminal and ``replay`` speak the reader's language, and a developer's Swedish
machine must not change what a test reads. A test of the locale sets its own.

Property tests are deterministic: hypothesis draws its examples from each test's own source
(``derandomize``) and keeps no database of earlier runs, so every run tries the same games
and takes the same time.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
from hypothesis import settings

from tests.support.postgres import (
    REQUIRE_ENV,
    Server,
    Unavailable,
    drop_database,
    fresh_database,
    required,
    start,
)

settings.register_profile("deterministic", derandomize=True, database=None)
settings.load_profile("deterministic")


@pytest.fixture(autouse=True)
def english_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    # COLUMNS too: the terminal fits its lines to it (tests that mean a width set it).
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "COLUMNS"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[Server]:
    context = start()
    try:
        server = context.__enter__()
    except Unavailable as exc:
        if required():
            pytest.fail(f"{REQUIRE_ENV} is set but PostgreSQL is unavailable: {exc}")
        pytest.skip(f"PostgreSQL tests skipped: {exc}")
    try:
        yield server
    finally:
        context.__exit__(None, None, None)


@pytest.fixture
async def postgres_url(postgres_server: Server) -> AsyncIterator[str]:
    """A new, empty PostgreSQL database for one test."""
    url = await fresh_database(postgres_server)
    yield url
    await drop_database(postgres_server, url)


@pytest.fixture(params=["sqlite", "postgresql"])
async def database_target(request: pytest.FixtureRequest) -> AsyncIterator[str]:
    """What ``Database.open`` is given: ``":memory:"`` or a fresh PostgreSQL URL."""
    if request.param == "sqlite":
        yield ":memory:"
        return
    server: Server = request.getfixturevalue("postgres_server")
    url = await fresh_database(server)
    yield url
    await drop_database(server, url)


@pytest.fixture
def crashes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every stop of the bot in the test is a crash: its close hands nothing over (the
    restart handover's ``save`` does nothing), as a process killed would leave it."""
    from cogs.boston import handover  # the Discord side, imported only by tests that use it

    async def nothing_saved(bot: object) -> None:
        return None

    monkeypatch.setattr(handover, "save", nothing_saved)
