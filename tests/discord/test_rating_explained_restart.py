"""What the rating is, said once a day per person, across a restart: the day is kept with the
person's player row (migration 0015, ``Database.explain_rating``), so a deploy or a crash does
not make ``/boston stats`` or ``/boston leaderboard`` say it again the same day. A person who
never sat at a table has no row, and is remembered in memory only. A failed write still
answers, with the explanation."""

from __future__ import annotations

import logging
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from db import StorageUnavailable
from tests.discord.driver import boston, bot_of
from tests.discord.test_boston_stats_club import _tour  # pyright: ignore[reportPrivateUsage]
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeUser

EXPLAINED = "Rating: everyone starts at 1500."


async def stats(harness: BotHarness, user: FakeUser) -> str:
    return (await (await harness.fake.slash(user, "boston stats")).message()).text


async def board(harness: BotHarness, user: FakeUser) -> str:
    return (await (await harness.fake.slash(user, "boston leaderboard")).message()).text


async def test_a_restart_does_not_explain_the_rating_again_the_same_day(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        users = [fake.user(name) for name in ("north", "east", "south", "west")]
        await _tour(bot_of(harness).db, fake.guild.id, users, [60, 20, -30, -50], [1, 2, 3, 4])
        north = users[0]
        assert EXPLAINED in await stats(harness, north)
        fake.add_user("kim")  # looks on, never sat at a table: no player row
        kim = fake.user("kim")
        assert EXPLAINED in await board(harness, kim)
        assert EXPLAINED not in await board(harness, kim)
        await harness.restart_bot()
        # Before: a new process told North again. Now his row says he was told today.
        again = await stats(harness, north)
        assert again.startswith("**North**\nRating 15") and EXPLAINED not in again
        assert EXPLAINED not in await board(harness, north)
        # East had not been told: his first answer of the day says it, once.
        assert EXPLAINED in await stats(harness, users[1])
        assert EXPLAINED not in await stats(harness, users[1])
        # Kim is remembered in memory only: the new process tells him once more.
        assert EXPLAINED in await board(harness, kim)
        assert EXPLAINED not in await board(harness, kim)
        await harness.stop_bot()
        with sqlite3.connect(path) as conn:
            told = dict(conn.execute("SELECT id, rating_explained_on FROM players").fetchall())
        today = told[north.id]
        assert today is not None and date.fromisoformat(today) >= date(2025, 1, 1)
        assert told[users[1].id] == today and told[users[2].id] is None
        assert kim.id not in told
        # A new day (yesterday's mark): told again.
        with sqlite3.connect(path) as conn:
            conn.execute("UPDATE players SET rating_explained_on = '2000-01-01'")
        await harness.start_bot()
        assert EXPLAINED in await stats(harness, north)
        assert EXPLAINED not in await stats(harness, north)


async def test_a_failed_write_still_answers_with_the_explanation(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """Twice in a day is better than no answer: a database that cannot keep the day is
    logged as a warning, and the answer comes with the explanation."""
    caplog.set_level(logging.WARNING, logger="cogs")
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(name) for name in ("north", "east", "south", "west")]
        db = bot_of(harness).db
        await _tour(db, fake.guild.id, users, [60, 20, -30, -50], [1, 2, 3, 4])

        async def locked(player_id: int, day: date) -> bool:
            raise StorageUnavailable("the database is locked")

        monkeypatch.setattr(db, "explain_rating", locked)
        first = await stats(harness, users[0])
        assert first.startswith("**North**\nRating 15") and EXPLAINED in first
        assert "the day the rating was explained not kept" in caplog.text
        # This process remembers having told him.
        assert EXPLAINED not in await stats(harness, users[0])
