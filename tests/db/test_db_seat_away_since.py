"""Migration 0026, on both backends: since when a computer keeps a seat for its person
(``seat_changes.away_since``), saved with the step away's change so that a restart reads it
back rather than guesses it from the seat's changes. A second change at the same event
replaces the first one's mark; a new name of that computer keeps it; any other change takes
it off. A database of the version before keeps its rows, with no mark (NULL: the restart
infers it then)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from db import Database
from tests.db.test_db_handover import T0
from tests.db.test_db_seat_news_said import BO, EVE, KEEPER, _started  # pyright: ignore[reportPrivateUsage]


async def _restored_since(db: Database) -> dict[int, int]:
    [restored] = (await db.restore_state()).values()
    return dict(restored.away_since)


async def test_a_step_away_saves_since_when_and_a_rename_keeps_it(db: Database) -> None:
    table = await _started(db)
    assert await db.away_since_seats(table) == {}
    await db.set_seat(table, KEEPER, away_since=1)
    assert await db.away_since_seats(table) == {2: 1}
    assert await _restored_since(db) == {2: 1}
    # Renamed after a move (the server's language known since): still kept since then.
    await db.append_event(table, 2, "bid", {"seat": 2})
    await db.rename_seats(table, [KEEPER.model_copy(update={"display_name": "Bo (dator)"})])
    await db.set_seat(table, KEEPER.model_copy(update={"display_name": "Bo (computer)"}))
    assert await db.away_since_seats(table) == {2: 1}
    assert await _restored_since(db) == {2: 1}
    await db.set_seat(table, BO, away_since=None)  # back
    assert await db.away_since_seats(table) == {}
    assert await _restored_since(db) == {}


async def test_a_change_at_the_same_event_replaces_the_mark(db: Database) -> None:
    """Bo is back and away again, or Eve is given the seat and steps away, before anyone
    moves: the seat is kept since that event, not since the first step away."""
    table = await _started(db)
    await db.set_seat(table, KEEPER, away_since=1)
    await db.append_event(table, 2, "bid", {"seat": 2})  # the computer's, for Bo
    await db.set_seat(table, EVE, guild_id=100)  # given to Eve
    assert await db.away_since_seats(table) == {}
    await db.set_seat(table, KEEPER, away_since=2)  # Eve steps away at once
    assert await db.away_since_seats(table) == {2: 2}
    assert await _restored_since(db) == {2: 2}
    await db.set_seat(table, KEEPER, away_since=None)  # given to that computer for good
    assert await db.away_since_seats(table) == {}


async def test_0026_leaves_the_rows_before_it_with_no_mark(tmp_path: Path) -> None:
    path = tmp_path / "boston.db"
    async with await Database.open(path, clock=lambda: T0) as database:
        table = await _started(database)
        await database.set_seat(table, KEEPER, away_since=1)
    with sqlite3.connect(path) as conn:  # as the version before 0026 left it
        conn.execute("ALTER TABLE seat_changes DROP COLUMN away_since")
        conn.execute("PRAGMA user_version = 25")
    async with await Database.open(path, clock=lambda: T0) as database:
        assert await database.away_since_seats(table) == {}
        assert await _restored_since(database) == {}
        await database.set_seat(table, BO, away_since=None)
        await database.set_seat(table, KEEPER, away_since=1)
        assert await _restored_since(database) == {2: 1}
    with sqlite3.connect(path) as conn:
        rows = conn.execute(
            "SELECT seq, seat, away_since FROM seat_changes ORDER BY seq"
        ).fetchall()
        assert rows == [(0, 2, None), (1, 2, 1)]
