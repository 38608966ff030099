"""The day a person was last told what the rating is (migration 0015,
``players.rating_explained_on``), on both backends: the first ask of a day is yes and writes
the day, the next ones that day are no, a new day is yes again; a person with no row is always
yes and gets none. A database made before 0015 keeps its players, with no day yet."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

import asyncpg
import pytest

from db import Database
from db.schema import load_migrations
from tests.db.test_db_migrations import NOW, database_at

TODAY = date(2025, 3, 9)
TOMORROW = date(2025, 3, 10)


async def test_told_once_a_day_and_again_the_next(db: Database) -> None:
    await db.upsert_player(1, "Anna", 100)
    await db.upsert_player(2, "Bo", 100)
    before = await db.player(1)
    assert await db.explain_rating(1, TODAY)
    assert not await db.explain_rating(1, TODAY)
    assert await db.explain_rating(2, TODAY)  # each person their own
    assert await db.explain_rating(1, TOMORROW)
    assert not await db.explain_rating(1, TOMORROW)
    # Nothing else of the player changes (updated_at orders the languages kept).
    assert await db.player(1) == before


async def test_a_person_without_a_row_is_not_recorded(db: Database) -> None:
    assert await db.explain_rating(99, TODAY)
    assert await db.explain_rating(99, TODAY)
    assert await db.player(99) is None
    assert await db.explain_rating(2**70, TODAY)  # no id can name it: no row either


async def test_0015_keeps_the_players_with_no_day_yet_on_sqlite(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "boston.db"
    await database_at(path, 14, monkeypatch)
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO players (id, display_name, created_at, updated_at, language) "
            "VALUES (1, 'Anna', ?, ?, 'sv')",
            (NOW, NOW),
        )
    async with await Database.open(path) as database:
        player = await database.player(1)
        assert player is not None and (player.display_name, player.language) == ("Anna", "sv")
        assert await database.explain_rating(1, TODAY)
        assert not await database.explain_rating(1, TODAY)
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT rating_explained_on FROM players").fetchall() == [
            ("2025-03-09",)
        ]
        with pytest.raises(sqlite3.IntegrityError):  # a day, not any text
            conn.execute("UPDATE players SET rating_explained_on = 'today'")


async def test_0015_keeps_the_players_with_no_day_yet_on_postgresql(postgres_url: str) -> None:
    conn = await asyncpg.connect(postgres_url)
    try:
        await conn.execute(
            "CREATE TABLE schema_version (version INTEGER NOT NULL);"
            "INSERT INTO schema_version VALUES (14)"
        )
        for migration in load_migrations("postgresql")[:14]:
            await conn.execute(migration.sql)
        await conn.execute(
            "INSERT INTO players (id, display_name, created_at, updated_at, language) "
            "VALUES (1, 'Anna', $1, $1, 'sv')",
            NOW,
        )
    finally:
        await conn.close()
    async with await Database.open(postgres_url) as database:
        player = await database.player(1)
        assert player is not None and (player.display_name, player.language) == ("Anna", "sv")
        assert await database.explain_rating(1, TODAY)
        assert not await database.explain_rating(1, TODAY)
    conn = await asyncpg.connect(postgres_url)
    try:
        assert await conn.fetchval("SELECT rating_explained_on FROM players") == "2025-03-09"
        with pytest.raises(asyncpg.CheckViolationError):
            await conn.execute("UPDATE players SET rating_explained_on = 'today'")
    finally:
        await conn.close()
