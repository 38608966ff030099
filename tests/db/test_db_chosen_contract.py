"""Migration 0017: an open view's row carries the contract chosen in its select, handed from a
graceful close to the next process on SQLite and PostgreSQL alike; a later row without one (the
Live cog's worker's) clears it, and an empty or overlong value is refused."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from db import Database, Handover
from tests.db.test_db_handover import T0, SetTime, new_table, view


async def test_the_chosen_contract_round_trips_with_its_view(
    db: Database, set_time: SetTime
) -> None:
    set_time(T0)
    table = await new_table(db)
    chosen = view(table, 5).model_copy(update={"chosen": "grande-misere"})
    await db.save_handover((), [chosen, view(table, 6)])
    taken = await db.take_handover([table])
    assert [v.chosen for v in taken.views] == ["grande-misere", None]
    assert taken == Handover(views=(chosen, view(table, 6)))


async def test_a_row_written_without_a_choice_clears_it(db: Database, set_time: SetTime) -> None:
    set_time(T0)
    table = await new_table(db)
    await db.save_handover((), [view(table, 5).model_copy(update={"chosen": "7"})])
    await db.keep_views([view(table, 5, token="newer")])
    [taken] = (await db.take_handover([table])).views
    assert taken.chosen is None and taken.token == "newer"


@pytest.mark.parametrize("value", ["", "x" * 101])
def test_an_empty_or_overlong_choice_is_refused(value: str) -> None:
    with pytest.raises(ValidationError):
        type(view(1, 5)).model_validate({**view(1, 5).model_dump(), "chosen": value})
