"""Migration 0019, on both backends: whether the table's thread was told of each seat change
(``seat_changes.said``: written 0 with the change, 1 once its line is marked said, only while
the row still holds the holder said; a second change at the same ``seq`` is to be said again,
a new name of the same person is not), and the person a saved turn notice calls
(``handover_notices.user_id``). A database of the version before keeps its rows, not known
either way (NULL)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from db import Database, SavedNotice, SeatAssignment
from tests.db.test_db_handover import T0, new_table
from tests.db.test_db_seat_changes import _table  # pyright: ignore[reportPrivateUsage]

BO = SeatAssignment(seat=2, player_id=2, display_name="Bo")
EVE = SeatAssignment(seat=2, player_id=5, display_name="Eve")
KEEPER = SeatAssignment(seat=2, computer_level="heuristic", display_name="Bo (computer)")


async def _started(db: Database) -> int:
    table = await _table(db)
    await db.append_event(table, 1, "start", {"players": ["Anna", "Bo", "Cia", "Dan"]})
    return table


async def test_a_change_is_unsaid_until_marked(db: Database) -> None:
    table = await _started(db)
    await db.set_seat(table, EVE, guild_id=100)
    assert await db.seats_said(table) == {(0, 2): True, (1, 2): False}
    await db.mark_seats_said(table, [(1, EVE)])
    assert await db.seats_said(table) == {(0, 2): True, (1, 2): True}


async def test_a_mark_of_a_holder_written_over_since_leaves_the_change_unsaid(
    db: Database,
) -> None:
    """Bo steps away and Eve is given the seat before the next event: the keeper's notice
    taken by Discord afterwards does not make Eve's line said."""
    table = await _started(db)
    await db.set_seat(table, KEEPER)
    await db.mark_seats_said(table, [(1, KEEPER)])
    await db.set_seat(table, EVE, guild_id=100)
    assert (await db.seats_said(table))[(1, 2)] is False
    await db.mark_seats_said(table, [(1, KEEPER)])  # the keeper's line, late
    assert (await db.seats_said(table))[(1, 2)] is False
    await db.mark_seats_said(table, [(1, EVE)])
    assert (await db.seats_said(table))[(1, 2)] is True


async def test_a_new_name_of_the_same_person_keeps_the_change_said(db: Database) -> None:
    table = await _started(db)
    await db.set_seat(table, EVE, guild_id=100)
    await db.mark_seats_said(table, [(1, EVE)])
    await db.set_seat(table, EVE.model_copy(update={"display_name": "Eva"}), guild_id=100)
    assert (await db.seats_said(table))[(1, 2)] is True
    await db.set_seat(table, KEEPER)  # another holder: to be said
    assert (await db.seats_said(table))[(1, 2)] is False


async def test_the_computer_keeping_a_seat_renamed_later_keeps_its_change_said(
    db: Database,
) -> None:
    """A table drawn before its server's language is known names the computer keeping Bo's
    seat in English, then in Swedish, each a write at the table's latest event: no change
    to tell the thread of, so a step-away notice said is not said again at the next start."""
    table = await _started(db)
    await db.set_seat(table, KEEPER)
    await db.mark_seats_said(table, [(1, KEEPER)])
    await db.append_event(table, 2, "bid", {"seat": 1})
    for name in ("Bo (dator)", "Bo (computer)", "Bo (dator)"):
        await db.set_seat(table, KEEPER.model_copy(update={"display_name": name}))
    assert (await db.seats_said(table))[(2, 2)] is True
    await db.set_seat(table, EVE, guild_id=100)  # another holder: to be said
    assert (await db.seats_said(table))[(2, 2)] is False


async def test_a_notice_s_row_names_whom_it_calls(db: Database) -> None:
    table = await new_table(db)
    notice = SavedNotice(table_id=table, channel_id=1, message_id=2, seat=3, turn=4, user_id=7)
    await db.keep_notice(notice)
    assert (await db.take_handover([table])).notices == (notice,)
    stale = notice.model_copy(update={"message_id": 3, "seat": None, "user_id": None})
    await db.save_handover([stale], [])
    assert (await db.take_handover([table])).notices == (stale,)


async def test_0019_leaves_the_rows_before_it_not_known(tmp_path: Path) -> None:
    path = tmp_path / "boston.db"
    async with await Database.open(path, clock=lambda: T0) as database:
        table = await _started(database)
        await database.set_seat(table, EVE, guild_id=100)
        await database.keep_notice(
            SavedNotice(table_id=table, channel_id=1, message_id=2, seat=3, turn=4)
        )
    with sqlite3.connect(path) as conn:  # as the version before 0019 left it
        conn.execute("ALTER TABLE seat_changes DROP COLUMN notice_id")  # 0020's, made again
        conn.execute("ALTER TABLE seat_changes DROP COLUMN said")
        conn.execute("ALTER TABLE handover_notices DROP COLUMN user_id")
        conn.execute("ALTER TABLE seat_changes DROP COLUMN timed_out")  # 0021's, made again
        conn.execute("ALTER TABLE tables DROP COLUMN seats_unrecorded")  # 0024's, made again
        conn.execute("ALTER TABLE seat_changes DROP COLUMN away_since")  # 0026's, made again
        conn.execute("PRAGMA user_version = 18")
    async with await Database.open(path, clock=lambda: T0) as database:
        assert await database.seats_said(table) == {(0, 2): None, (1, 2): None}
        [notice] = (await database.take_handover([table])).notices
        assert notice.user_id is None
        await database.mark_seats_said(table, [(1, EVE)])
        assert (await database.seats_said(table))[(1, 2)] is True
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] >= 19
