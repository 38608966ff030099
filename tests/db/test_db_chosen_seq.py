"""Migration 0018: an open view's row carries the table's sequence number its chosen contract
was chosen at (``handover_views.chosen_seq``), written by the Live cog's worker as by a
graceful close, on SQLite and PostgreSQL alike; a later row without a choice clears both, a
negative number is refused, and a row a close wrote before 0018 keeps its choice, with no
number."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from pydantic import ValidationError

from db import Database
from tests.db.test_db_handover import T0, SetTime, new_table, view


async def test_the_choices_seq_round_trips_with_it(db: Database, set_time: SetTime) -> None:
    set_time(T0)
    table = await new_table(db)
    seven = view(table, 5).model_copy(update={"chosen": "7", "chosen_seq": 12})
    await db.keep_views([seven, view(table, 6)])  # the worker's write
    taken = await db.take_handover([table])
    assert [(v.chosen, v.chosen_seq) for v in taken.views] == [("7", 12), (None, None)]
    assert taken.views[0] == seven


async def test_a_row_written_without_a_choice_clears_its_seq(
    db: Database, set_time: SetTime
) -> None:
    set_time(T0)
    table = await new_table(db)
    await db.keep_views([view(table, 5).model_copy(update={"chosen": "7", "chosen_seq": 3})])
    await db.keep_views([view(table, 5, token="newer")])
    [taken] = (await db.take_handover([table])).views
    assert (taken.chosen, taken.chosen_seq, taken.token) == (None, None, "newer")


def test_a_negative_seq_is_refused() -> None:
    with pytest.raises(ValidationError):
        type(view(1, 5)).model_validate({**view(1, 5).model_dump(), "chosen_seq": -1})


async def test_0018_keeps_a_choice_a_close_wrote_before_it(tmp_path: Path) -> None:
    path = tmp_path / "boston.db"
    async with await Database.open(path, clock=lambda: T0) as database:
        table = await new_table(database)
        await database.save_handover((), [view(table, 5).model_copy(update={"chosen": "7"})])
    with sqlite3.connect(path) as conn:  # as the version before 0018 left it
        conn.execute("ALTER TABLE handover_views DROP COLUMN chosen_seq")
        conn.execute("ALTER TABLE seat_changes DROP COLUMN notice_id")  # 0020's, likewise
        conn.execute("ALTER TABLE seat_changes DROP COLUMN said")  # 0019's, made again
        conn.execute("ALTER TABLE handover_notices DROP COLUMN user_id")  # 0019's, likewise
        conn.execute("ALTER TABLE seat_changes DROP COLUMN timed_out")  # 0021's, likewise
        conn.execute("ALTER TABLE tables DROP COLUMN seats_unrecorded")  # 0024's, made again
        conn.execute("ALTER TABLE seat_changes DROP COLUMN away_since")  # 0026's, made again
        conn.execute("PRAGMA user_version = 17")
    async with await Database.open(path, clock=lambda: T0) as database:
        [taken] = (await database.take_handover([table])).views
    assert (taken.chosen, taken.chosen_seq) == ("7", None)
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] >= 18
        with pytest.raises(sqlite3.IntegrityError):  # a sequence number, never negative
            conn.execute(
                "INSERT INTO handover_views (table_id, user_id, message_id, application_id, "
                "token, language, expires_at, chosen, chosen_seq) "
                "VALUES (?, 6, 1, 1, 't', 'sv', '2099-01-01T00:00:00.000000Z', '7', -1)",
                (table,),
            )
