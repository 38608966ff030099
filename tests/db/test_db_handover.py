"""The restart handover (migration 0008): the live turn notices and open hand views a closing
process saves in one transaction, read back by the next; a view's row is deleted as it is
read, a notice's stays until its notice is deleted. A notice's row is also written as the
notice is posted, and never moved back to an earlier turn. And which turn a table's timer
reminded (migration 0011)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest

from db import ConstraintViolation, Database, Handover, SavedNotice, SavedView
from db.models import Shards

SetTime = Callable[[datetime], None]
T0 = datetime(2025, 1, 1, tzinfo=UTC)
SNOWFLAKE = 1_234_567_890_123_456_789
"""Discord ids are 64-bit: both backends must keep one whole."""


async def new_table(database: Database, guild_id: int = 100) -> int:
    await database.upsert_player(1, "Anna", guild_id)
    row = await database.create_table(
        guild_id=guild_id, channel_id=10, host_player_id=1, variant="swedish", settings={}
    )
    return row.id


def view(table_id: int, user_id: int, *, token: str = "tok", minutes: float = 10) -> SavedView:
    return SavedView(
        table_id=table_id,
        user_id=user_id,
        message_id=SNOWFLAKE + user_id,
        application_id=SNOWFLAKE,
        token=token,
        guild_id=100,
        language="sv",
        expires_at=T0 + timedelta(minutes=minutes),
    )


async def test_the_handover_round_trips_and_is_deleted_once_read(
    db: Database, set_time: SetTime
) -> None:
    set_time(T0)
    first, second = await new_table(db), await new_table(db)
    notices = [
        SavedNotice(table_id=first, channel_id=SNOWFLAKE, message_id=SNOWFLAKE + 1, seat=3, turn=7),
        SavedNotice(table_id=second, channel_id=11, message_id=12, seat=None, turn=0),
    ]
    views = [view(first, 5), view(first, 6, token="secret-6"), view(second, 5)]
    await db.save_handover(notices, views)
    taken = await db.take_handover([first, second])
    assert taken == Handover(notices=tuple(notices), views=tuple(views))
    assert taken.views[1].token == "secret-6"
    assert taken.views[0].expires_at == T0 + timedelta(minutes=10)
    # The views are read once (deleted); the notices stay until they are deleted.
    assert await db.take_handover([first, second]) == Handover(notices=tuple(notices))
    for notice in notices:
        await db.drop_notice(notice.table_id, notice.message_id)
    assert await db.take_handover([first, second]) == Handover()


async def test_a_process_takes_only_its_own_tables_and_expired_views_go(
    db: Database, set_time: SetTime
) -> None:
    """Shards share a PostgreSQL database: each takes the tables it serves. A view whose
    token has expired is useless to anyone, so any start-up deletes it."""
    set_time(T0)
    mine, theirs = await new_table(db), await new_table(db)
    notice = SavedNotice(table_id=theirs, channel_id=1, message_id=2, seat=1, turn=3)
    fresh, stale = view(theirs, 5, minutes=10), view(theirs, 6, minutes=1)
    await db.save_handover([notice], [view(mine, 5, minutes=1), fresh, stale])
    set_time(T0 + timedelta(minutes=2))
    assert await db.take_handover([mine]) == Handover()  # its one view had expired
    assert await db.take_handover([theirs]) == Handover(notices=(notice,), views=(fresh,))
    assert await db.take_handover([mine, theirs]) == Handover(notices=(notice,))


async def test_a_later_close_replaces_the_rows_of_the_same_table_and_person(
    db: Database, set_time: SetTime
) -> None:
    set_time(T0)
    table = await new_table(db)
    old = SavedNotice(table_id=table, channel_id=1, message_id=2, seat=1, turn=3)
    await db.save_handover([old], [view(table, 5, token="old")])
    new = old.model_copy(update={"message_id": 9, "seat": 2, "turn": 4})
    await db.save_handover([new], [view(table, 5, token="new")])
    taken = await db.take_handover([table])
    assert taken.notices == (new,) and [v.token for v in taken.views] == ["new"]


async def test_a_row_of_no_table_is_refused_and_nothing_is_saved(
    db: Database, set_time: SetTime
) -> None:
    set_time(T0)
    table = await new_table(db)
    with pytest.raises(ConstraintViolation):  # one transaction: the good view is not kept
        await db.save_handover([], [view(table, 5), view(table + 99, 5)])
    assert await db.take_handover([table, table + 99]) == Handover()


def test_a_saved_views_token_never_shows_in_its_repr() -> None:
    saved = view(1, 5, token="interaction-token-secret")
    assert "interaction-token-secret" not in repr(saved)
    assert "interaction-token-secret" not in str(saved)


async def test_a_notice_s_row_never_goes_back_to_an_earlier_turn(
    db: Database, set_time: SetTime
) -> None:
    """Written as each notice is posted: a late write of an earlier turn's notice (its answer
    came after the table moved on) keeps the newer notice's row; a deleted notice drops its
    own row only."""
    set_time(T0)
    table = await new_table(db)
    newer = SavedNotice(table_id=table, channel_id=1, message_id=20, seat=2, turn=9)
    await db.keep_notice(newer)
    await db.keep_notice(newer.model_copy(update={"message_id": 10, "seat": 1, "turn": 7}))
    assert (await db.take_handover([table])).notices == (newer,)
    await db.drop_notice(table, 10)  # the earlier one deleted: the newer's row stays
    assert (await db.take_handover([table])).notices == (newer,)
    # The same turn again (a close writing it stale, a post made again): the last write wins.
    stale = newer.model_copy(update={"seat": None})
    await db.save_handover([stale], [])
    assert (await db.take_handover([table])).notices == (stale,)
    await db.drop_notice(table, 20)
    assert await db.take_handover([table]) == Handover()


async def test_an_ended_table_s_notice_goes_to_the_process_of_its_server(
    db: Database, set_time: SetTime
) -> None:
    """A crash between a game's end and its notice's deletion leaves a row no process serves
    (an ended table is not rebuilt): the process whose shards hold the table's server takes
    it, to delete the notice; the other shards' processes leave it."""
    set_time(T0)
    first, second = 1 << 22, 2 << 22  # servers of shards 1 and 0 of two
    ended, playing = await new_table(db, first), await new_table(db, second)
    await db.abandon_table(ended, None)
    notices = [
        SavedNotice(table_id=ended, channel_id=1, message_id=2, seat=1, turn=3),
        SavedNotice(table_id=playing, channel_id=1, message_id=4, seat=1, turn=3),
    ]
    for notice in notices:
        await db.keep_notice(notice)
    one, zero = Shards(count=2, ids=(1,)), Shards(count=2, ids=(0,))
    assert (await db.take_handover([], shards=one)).notices == (notices[0],)
    assert (await db.take_handover([], shards=zero)).notices == ()
    assert (await db.take_handover([playing], shards=zero)).notices == (notices[1],)


async def test_the_turn_reminded_is_kept_per_table(db: Database, set_time: SetTime) -> None:
    set_time(T0)
    table, other = await new_table(db), await new_table(db)
    assert await db.reminded(table, 5) is None
    await db.mark_reminded(table, 5, SNOWFLAKE)
    assert await db.reminded(table, 5) == SNOWFLAKE
    assert await db.reminded(other, 5) is None
    await db.mark_reminded(table, 9, 7)  # the next turn's replaces it
    assert await db.reminded(table, 5) is None and await db.reminded(table, 9) == 7
