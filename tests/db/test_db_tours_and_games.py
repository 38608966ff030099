"""Tours and games counted apart, on both backends: a Swedish game on the simplified payment
keeps no tours, so its end, written as a tour of its own (:class:`db.models.TourEnd` with no tour
id), is marked a game (``tours.game``, migration 0016) and counted among the player's games, not
among the Swedish tours that its variant's default rules keep. Migration 0016 marks the rows
written before it the same way, read from each table's variant and settings."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import asyncpg
import pytest

import db.schema
from bot.engine.actions import stored_role
from db import Database, TourEnd
from db import TourSeatResult as Result
from db.schema import load_migrations
from tests.db.settled import seven_spel

SetTime = Callable[[datetime], None]
GUILD = 400
ANNA, BO, CAI, DAG = 21, 22, 23, 24
PLAYERS = (ANNA, BO, CAI, DAG)


def _results(balances: tuple[int, ...], ranks: tuple[int, ...]) -> tuple[Result, ...]:
    return tuple(
        Result(seat=seat, player_id=PLAYERS[seat - 1], balance=balances[seat - 1], rank=rank)
        for seat, rank in zip((1, 2, 3, 4), ranks, strict=True)
    )


async def _swedish_tour_and_game(db: Database, set_time: SetTime) -> tuple[int, int]:
    """Table A: a Swedish tour on the traditional payment, won by Anna. Table B: a Swedish
    game on the simplified payment, won by Bo. The two tables' ids."""
    for player_id, name in zip(PLAYERS, ("Anna", "Bo", "Cai", "Dag"), strict=True):
        await db.upsert_player(player_id, name, GUILD)
    toured = await db.create_table(
        guild_id=GUILD,
        channel_id=1,
        host_player_id=ANNA,
        variant="swedish",
        settings={"payment": "traditional", "tour_length": 1},
    )
    set_time(datetime(2025, 6, 1, 20, tzinfo=UTC))
    tour = await db.start_tour(toured.id, 1, 1)
    won = _results((30, -10, -10, -10), (1, 2, 2, 2))
    end = TourEnd(tour_id=tour.id, played_off=1, results=won)
    await db.append_event(
        toured.id,
        1,
        "deal",
        {"deal": 1},
        settled=seven_spel(PLAYERS, (30, -10, -10, -10), tour_id=tour.id),
        tour_end=end,
        table_status="finished",
    )
    simplified = await db.create_table(
        guild_id=GUILD,
        channel_id=1,
        host_player_id=ANNA,
        variant="swedish",
        settings={"payment": "simplified"},
    )
    set_time(datetime(2025, 6, 2, 20, tzinfo=UTC))
    await db.append_event(
        simplified.id,
        1,
        "deal",
        {"deal": 1},
        settled=seven_spel(PLAYERS, (-30, 10, 10, 10), payment="simplified"),
    )
    game = TourEnd(
        tour_id=None,
        length=1,
        played_off=1,
        results=_results((-30, 10, 10, 10), (4, 1, 1, 1)),
    )
    set_time(datetime(2025, 6, 2, 21, tzinfo=UTC))
    await db.append_event(simplified.id, 2, "close", {}, tour_end=game, table_status="finished")
    return toured.id, simplified.id


async def test_a_simplified_swedish_game_counts_as_a_game(db: Database, set_time: SetTime) -> None:
    toured, simplified = await _swedish_tour_and_game(db, set_time)
    assert [t.game for t in await db.tours(toured)] == [False]
    assert [t.game for t in await db.tours(simplified)] == [True]
    # The server numbers both together; each says which it is (``period: tour`` names it).
    assert [(found.number, found.game) for found in await db.server_tours(GUILD)] == [
        (1, False),
        (2, True),
    ]
    rows = {row.player_id: row for row in await db.leaderboard(GUILD, variant="swedish")}
    counts = {
        player: (row.tours_played, row.tours_won, row.games_played, row.games_won)
        for player, row in rows.items()
    }
    # Bo, Cai and Dag share first place in the game above Anna: each won it.
    assert counts == {ANNA: (1, 1, 1, 0), BO: (1, 0, 1, 1), CAI: (1, 0, 1, 1), DAG: (1, 0, 1, 1)}
    anna = await db.player_profile(GUILD, ANNA, stored_role)
    assert anna is not None
    assert (anna.tours_played, anna.tours_won, anna.games_played, anna.games_won) == (1, 1, 1, 0)
    [swedish] = anna.variants
    assert (swedish.tours_played, swedish.tours_won) == (1, 1)
    assert (swedish.games_played, swedish.games_won) == (1, 0)
    bo = await db.player_profile(GUILD, BO, stored_role)
    assert bo is not None
    assert [(v.tours_played, v.tours_won, v.games_played, v.games_won) for v in bo.variants] == [
        (1, 0, 1, 1)
    ]
    # The game alone: its leaderboard counts it as a game.
    [_, game] = await db.server_tours(GUILD)
    board = await db.leaderboard(GUILD, tour_id=game.tour_id, variant="swedish")
    assert {(r.player_id, r.tours_played, r.games_played, r.games_won) for r in board} == {
        (ANNA, 0, 1, 0),
        (BO, 0, 1, 1),
        (CAI, 0, 1, 1),
        (DAG, 0, 1, 1),
    }


NOW = "2025-01-01T00:00:00.000000Z"
BEFORE = 15
"""The schema version before tours were marked games."""

TABLES = (
    (1, "swedish", '{"payment": "traditional", "tour_length": 24}'),
    (2, "swedish", '{"payment": "simplified", "deals": 8}'),
    (3, "nantes", "{}"),
    (4, "swedish", "{}"),
)
"""Tables written before 0016, with a finished row each: a tour only at 1 (the traditional
payment) and at 4 (no payment stored: the default, traditional)."""


def _rows_before() -> list[str]:
    """The SQL both dialects write the tables of :data:`TABLES` and their rows with."""
    statements = [
        "INSERT INTO players (id, display_name, created_at, updated_at) "
        f"VALUES (1, 'Anna', '{NOW}', '{NOW}')"
    ]
    for table_id, variant, settings in TABLES:
        statements.append(
            "INSERT INTO tables (id, guild_id, channel_id, host_player_id, status, variant, "
            f"settings, created_at, updated_at) VALUES ({table_id}, 7, 1, 1, 'finished', "
            f"'{variant}', '{settings}', '{NOW}', '{NOW}')"
        )
        statements.append(
            "INSERT INTO tours (id, table_id, tour_no, length, status, started_at, ended_at) "
            f"VALUES ({table_id}, {table_id}, 1, 8, 'finished', '{NOW}', '{NOW}')"
        )
    return statements


async def _marks(database: Database) -> list[bool]:
    return [tour.game for table_id, _, _ in TABLES for tour in await database.tours(table_id)]


async def test_0016_marks_the_games_written_before_on_sqlite(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "boston.db"
    older = load_migrations()[:BEFORE]
    monkeypatch.setattr(db.schema, "load_migrations", lambda: older)
    async with await Database.open(path):
        pass
    monkeypatch.undo()
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA foreign_keys = ON")
        for statement in _rows_before():
            conn.execute(statement)
    async with await Database.open(path) as database:
        assert await _marks(database) == [False, True, True, False]


async def test_0016_marks_the_games_written_before_on_postgresql(postgres_url: str) -> None:
    conn = await asyncpg.connect(postgres_url)
    try:
        await conn.execute(
            f"CREATE TABLE schema_version (version INTEGER NOT NULL);"
            f"INSERT INTO schema_version VALUES ({BEFORE})"
        )
        for migration in load_migrations("postgresql")[:BEFORE]:
            await conn.execute(migration.sql)
        for statement in _rows_before():
            await conn.execute(statement)
    finally:
        await conn.close()
    async with await Database.open(postgres_url) as database:
        assert await _marks(database) == [False, True, True, False]
