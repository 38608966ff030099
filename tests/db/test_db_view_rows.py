"""The open hand views' rows as the Live cog writes them while the bot runs (``keep_views``,
migration 0008's ``handover_views``): a row of the same table and person is replaced, the rows
named gone are deleted, in one transaction; a close's ``save_handover`` deletes those it is
told are gone as well. Rows so written are read back as a close's (a crash's rows)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest

from db import ConstraintViolation, Database, Handover
from tests.db.test_db_handover import new_table, view

SetTime = Callable[[datetime], None]
T0 = datetime(2025, 1, 1, tzinfo=UTC)


async def test_view_rows_are_replaced_and_deleted_as_views_change(
    db: Database, set_time: SetTime
) -> None:
    set_time(T0)
    table = await new_table(db)
    await db.keep_views([view(table, 5, token="a"), view(table, 6), view(table, 7)])
    # A newer token of 5's, 6's view let go: one transaction.
    await db.keep_views([view(table, 5, token="b")], gone=[(table, 6)])
    taken = await db.take_handover([table])
    assert taken == Handover(views=(view(table, 5, token="b"), view(table, 7)))
    assert await db.take_handover([table]) == Handover()  # deleted as they were read


async def test_a_close_deletes_the_rows_it_is_told_are_gone(
    db: Database, set_time: SetTime
) -> None:
    set_time(T0)
    table = await new_table(db)
    await db.keep_views([view(table, 5), view(table, 6)])
    await db.save_handover([], [view(table, 5, token="last")], gone=[(table, 6), (table, 9)])
    assert await db.take_handover([table]) == Handover(views=(view(table, 5, token="last"),))


async def test_a_refused_row_keeps_the_rows_as_they_were(db: Database, set_time: SetTime) -> None:
    set_time(T0)
    table = await new_table(db)
    await db.keep_views([view(table, 5)])
    with pytest.raises(ConstraintViolation):  # a view of no table: nothing of it is done
        await db.keep_views([view(table + 99, 6)], gone=[(table, 5)])
    assert await db.take_handover([table]) == Handover(views=(view(table, 5),))
