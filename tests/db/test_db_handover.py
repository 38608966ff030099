"""The restart handover (migration 0008): the live turn notices and open hand views a closing
process saves in one transaction, read back once by the next and deleted as they are read."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest

from db import ConstraintViolation, Database, Handover, SavedNotice, SavedView

SetTime = Callable[[datetime], None]
T0 = datetime(2025, 1, 1, tzinfo=UTC)
SNOWFLAKE = 1_234_567_890_123_456_789
"""Discord ids are 64-bit: both backends must keep one whole."""


async def new_table(database: Database) -> int:
    await database.upsert_player(1, "Anna", 100)
    row = await database.create_table(
        guild_id=100, channel_id=10, host_player_id=1, variant="swedish", settings={}
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
    assert await db.take_handover([first, second]) == Handover()  # read once: deleted


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
    assert await db.take_handover([mine, theirs]) == Handover()


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
