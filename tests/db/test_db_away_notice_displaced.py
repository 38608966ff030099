"""A step-away notice saved with a seat change's row in place of another (migration 0020,
``seat_changes.notice_id``; on both backends): the one it takes the place of (an earlier
change of the seat at the same ``seq``, its notice never edited) is given back, for the
Discord frontend to edit before it is forgotten."""

from __future__ import annotations

from db import Database
from tests.db.test_db_seat_news_said import BO, KEEPER, _started  # pyright: ignore[reportPrivateUsage]


async def test_a_notice_saved_in_place_of_another_gives_it_back(db: Database) -> None:
    table = await _started(db)
    await db.set_seat(table, KEEPER)
    assert await db.mark_seats_said(table, [(1, KEEPER)], notice_id=10) == []
    await db.set_seat(table, BO, guild_id=100)  # Bo takes it back; the notice not edited
    assert await db.mark_seats_said(table, [(1, BO)]) == []
    await db.set_seat(table, KEEPER)  # and steps away again before the next event
    assert await db.mark_seats_said(table, [(1, KEEPER)], notice_id=20) == [10]
    assert await db.away_notices(table) == [20]
    # The same notice written again (a start-up finding it) takes no other's place.
    assert await db.mark_seats_said(table, [(1, KEEPER)], notice_id=20) == []


async def test_a_notice_edited_before_the_next_one_is_not_given_back(db: Database) -> None:
    table = await _started(db)
    await db.set_seat(table, KEEPER)
    await db.mark_seats_said(table, [(1, KEEPER)], notice_id=10)
    await db.away_notice_done(table, 10)
    await db.set_seat(table, BO, guild_id=100)
    await db.set_seat(table, KEEPER)
    assert await db.mark_seats_said(table, [(1, KEEPER)], notice_id=20) == []
    assert await db.away_notices(table) == [20]
