"""The turn notice row of one table, read again while the process runs (``notice_of``):
after a table is rebuilt from a log another process moved on (a rolling deploy's overlap),
that process's last notice may have been written after the start-up's ``take_handover``. The
row is read as it stands and stays (it goes with its notice, ``drop_notice``)."""

from __future__ import annotations

from db import Database, SavedNotice

SNOWFLAKE = 1_234_567_890_123_456_789
"""Discord ids are 64-bit: both backends must keep one whole."""


async def new_table(database: Database) -> int:
    await database.upsert_player(1, "Anna", 100)
    row = await database.create_table(
        guild_id=100, channel_id=10, host_player_id=1, variant="swedish", settings={}
    )
    return row.id


async def test_a_table_s_notice_row_is_read_as_it_stands_and_stays(db: Database) -> None:
    table, other = await new_table(db), await new_table(db)
    assert await db.notice_of(table) is None
    notice = SavedNotice(
        table_id=table,
        channel_id=SNOWFLAKE,
        message_id=SNOWFLAKE + 1,
        seat=3,
        turn=7,
        user_id=SNOWFLAKE + 2,
    )
    await db.keep_notice(notice)
    await db.keep_notice(notice.model_copy(update={"table_id": other, "message_id": 5}))
    assert await db.notice_of(table) == notice
    assert await db.notice_of(table) == notice  # read, not taken
    newer = notice.model_copy(update={"message_id": SNOWFLAKE + 3, "turn": 9})
    await db.keep_notice(newer)
    assert await db.notice_of(table) == newer
    await db.drop_notice(table, newer.message_id)
    assert await db.notice_of(table) is None
    assert (await db.notice_of(other)) == notice.model_copy(
        update={"table_id": other, "message_id": 5}
    )
