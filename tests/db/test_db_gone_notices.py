"""The direct messages owed about a deleted channel (migration 0023, ``TableCog._send_gone``):
kept before any is sent, each taken once (a second take, another sender's, finds it gone),
read back by a start-up for its own servers, dropped when the table moves (in the move's own
write: ``set_table_messages(channel_id=…)``); and a channel change kept with the table's
other Discord ids."""

from __future__ import annotations

from db import Database
from db.models import Shards
from db.repos.gone import GoneNotice
from tests.db.test_db_handover import SNOWFLAKE, new_table


async def test_gone_notices_are_taken_once(db: Database) -> None:
    table, other = await new_table(db), await new_table(db)
    # Guild 0 is in shard 0 of 2, guild 1 << 22 in shard 1.
    kept = [
        GoneNotice(table, SNOWFLAKE, 0, lobby=False),
        GoneNotice(table, 7, 0, lobby=False),
        GoneNotice(other, 7, 1 << 22, lobby=True),
    ]
    await db.keep_gone_notices(kept)
    await db.keep_gone_notices(kept[:1])  # kept again: still one
    assert await db.gone_notices() == sorted(kept, key=lambda n: (n.table_id, n.user_id))
    assert await db.gone_notices(shards=Shards(count=2, ids=(1,))) == [kept[2]]
    assert await db.take_gone_notice(table, SNOWFLAKE)
    assert not await db.take_gone_notice(table, SNOWFLAKE)  # sent already: not twice
    await db.drop_gone_notices(other)
    assert await db.gone_notices() == [kept[1]]


async def test_a_moved_tables_channel_is_kept_and_its_owed_messages_dropped(db: Database) -> None:
    """Dropped in the move's write, not after it: before, a crash between the two left the
    next start-up to tell everyone the table was paused in a deleted channel, moved already."""
    table, other = await new_table(db), await new_table(db)
    owed = [GoneNotice(table, 7, 0, lobby=False), GoneNotice(other, 7, 0, lobby=False)]
    await db.keep_gone_notices(owed)
    await db.set_table_messages(table, thread_id=None)  # no move: still owed
    assert await db.gone_notices() == owed
    await db.set_table_messages(table, channel_id=SNOWFLAKE, thread_id=None)
    row = await db.table(table)
    assert row is not None and (row.channel_id, row.thread_id) == (SNOWFLAKE, None)
    assert await db.gone_notices() == owed[1:]  # another table's stay
