"""How each table's message was last drawn, handed from a graceful close to the next process
(migration 0012, ``TableCog.hand_over_drawn``): saved in one transaction, read back once by
the tables' process and deleted as it is read; the rows of tables over go with any start-up."""

from __future__ import annotations

from db import Database
from tests.db.test_db_handover import SNOWFLAKE, new_table


async def test_drawn_messages_round_trip_once(db: Database) -> None:
    first, second, other = await new_table(db), await new_table(db), await new_table(db)
    await db.save_drawn({first: (SNOWFLAKE, "a" * 64), second: (12, "b"), other: (13, "c")})
    await db.save_drawn({second: (14, "d")})  # a later close replaces the row
    # This process serves two of them; the third is another's, and stays for it.
    assert await db.take_drawn([first, second]) == {first: (SNOWFLAKE, "a" * 64), second: (14, "d")}
    assert await db.take_drawn([first, second]) == {}
    assert await db.take_drawn([other]) == {other: (13, "c")}


async def test_a_tables_over_row_goes_with_any_start_up(db: Database) -> None:
    over, live = await new_table(db), await new_table(db)
    await db.save_drawn({over: (1, "x"), live: (2, "y")})
    await db.abandon_table(over, None)
    assert await db.take_drawn([]) == {}
    assert await db.take_drawn([over, live]) == {live: (2, "y")}
