"""Migration 0020, on both backends: a step-away notice's message kept with its seat change
(``seat_changes.notice_id``), written with the change's mark once Discord took the notice,
kept whoever holds the seat since at the same ``seq``, and let go once the notice was edited.
A database of the version before keeps its rows, with no notice saved."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from db import Database
from tests.db.test_db_handover import T0
from tests.db.test_db_seat_news_said import BO, KEEPER, _started  # pyright: ignore[reportPrivateUsage]


async def test_a_notice_is_saved_with_its_change_and_let_go_once_edited(db: Database) -> None:
    table = await _started(db)
    await db.set_seat(table, KEEPER)
    assert await db.away_notices(table) == []
    await db.mark_seats_said(table, [(1, KEEPER)], notice_id=1234567890123456789)
    assert (await db.seats_said(table))[(1, 2)] is True
    assert await db.away_notices(table) == [1234567890123456789]
    await db.set_seat(table, BO, guild_id=100)  # Bo takes it back before the next event
    assert await db.away_notices(table) == [1234567890123456789]  # still to be edited
    await db.mark_seats_said(table, [(1, BO)])  # a line of no notice lets none go
    assert await db.away_notices(table) == [1234567890123456789]
    await db.away_notice_done(table, 1234567890123456789)
    assert await db.away_notices(table) == []


async def test_notices_come_newest_first(db: Database) -> None:
    table = await _started(db)
    await db.set_seat(table, KEEPER)
    await db.mark_seats_said(table, [(1, KEEPER)], notice_id=10)
    await db.set_seat(table, BO, guild_id=100)
    await db.append_event(table, 2, "bid", {"seat": 1})
    await db.set_seat(table, KEEPER)
    await db.mark_seats_said(table, [(2, KEEPER)], notice_id=20)
    assert await db.away_notices(table) == [20, 10]
    await db.away_notice_done(table, 20)
    assert await db.away_notices(table) == [10]


async def test_0020_leaves_the_rows_before_it_with_no_notice(tmp_path: Path) -> None:
    path = tmp_path / "boston.db"
    async with await Database.open(path, clock=lambda: T0) as database:
        table = await _started(database)
        await database.set_seat(table, KEEPER)
    with sqlite3.connect(path) as conn:  # as the version before 0020 left it
        conn.execute("ALTER TABLE seat_changes DROP COLUMN notice_id")
        conn.execute("ALTER TABLE seat_changes DROP COLUMN timed_out")  # 0021's, made again
        conn.execute("ALTER TABLE tables DROP COLUMN seats_unrecorded")  # 0024's, made again
        conn.execute("ALTER TABLE seat_changes DROP COLUMN away_since")  # 0026's, made again
        conn.execute("PRAGMA user_version = 19")
    async with await Database.open(path, clock=lambda: T0) as database:
        assert await database.away_notices(table) == []
        await database.mark_seats_said(table, [(1, KEEPER)], notice_id=5)
        assert await database.away_notices(table) == [5]
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] >= 20
