"""Migration 0021, on both backends: whether the turn timer handed a seat to the computer
keeping it for its person (``seat_changes.timed_out``), so that a restart still tells that
person their time ran out rather than that they stepped away. A new name of that computer
keeps the mark; any other change of the seat takes it off. A database of the version before
keeps its rows, read as a step away (NULL)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from db import Database
from tests.db.test_db_handover import T0
from tests.db.test_db_seat_news_said import BO, EVE, KEEPER, _started  # pyright: ignore[reportPrivateUsage]


async def test_the_timer_s_keeper_is_saved_as_the_timer_s(db: Database) -> None:
    table = await _started(db)
    assert await db.timed_out_seats(table) == frozenset()
    await db.set_seat(table, KEEPER, timed_out=True)
    assert await db.timed_out_seats(table) == {2}
    # Renamed (the server's language known since): still the timer's.
    await db.append_event(table, 2, "bid", {"seat": 1})
    await db.rename_seats(table, [KEEPER.model_copy(update={"display_name": "Bo (dator)"})])
    await db.set_seat(table, KEEPER.model_copy(update={"display_name": "Bo (computer)"}))
    assert await db.timed_out_seats(table) == {2}
    await db.set_seat(table, BO, timed_out=False)  # back
    assert await db.timed_out_seats(table) == frozenset()


async def test_a_step_away_and_a_gift_are_not_the_timer_s(db: Database) -> None:
    table = await _started(db)
    await db.set_seat(table, KEEPER, timed_out=False)
    assert await db.timed_out_seats(table) == frozenset()
    await db.set_seat(table, BO, timed_out=False)
    await db.set_seat(table, KEEPER, timed_out=True)  # the timer, at the same event
    assert await db.timed_out_seats(table) == {2}
    await db.set_seat(table, KEEPER, timed_out=False)  # given to that computer for good
    assert await db.timed_out_seats(table) == frozenset()
    await db.set_seat(table, KEEPER, timed_out=True)
    await db.set_seat(table, EVE, guild_id=100)  # given to someone else
    assert await db.timed_out_seats(table) == frozenset()


async def test_0021_leaves_the_rows_before_it_not_known(tmp_path: Path) -> None:
    path = tmp_path / "boston.db"
    async with await Database.open(path, clock=lambda: T0) as database:
        table = await _started(database)
        await database.set_seat(table, KEEPER)
    with sqlite3.connect(path) as conn:  # as the version before 0021 left it
        conn.execute("ALTER TABLE seat_changes DROP COLUMN timed_out")
        conn.execute("ALTER TABLE tables DROP COLUMN seats_unrecorded")  # 0024's, made again
        conn.execute("ALTER TABLE seat_changes DROP COLUMN away_since")  # 0026's, made again
        conn.execute("PRAGMA user_version = 20")
    async with await Database.open(path, clock=lambda: T0) as database:
        assert await database.timed_out_seats(table) == frozenset()
        [(restored)] = (await database.restore_state()).values()
        assert restored.timed_out == frozenset()
        await database.set_seat(table, BO, timed_out=False)
        await database.set_seat(table, KEEPER, timed_out=True)
        [(restored)] = (await database.restore_state()).values()
        assert restored.timed_out == {2}
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT seq, seat, timed_out FROM seat_changes ORDER BY seq").fetchall()
        assert rows == [(0, 2, None), (1, 2, 1)]
