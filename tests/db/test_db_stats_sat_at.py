"""A profile's ``sat_at`` (:func:`db.stats._sat_at`): the rules of every table of the server
where the member held a seat, on both backends, and how SQLite finds them.

Eve is paid a deal at a Swedish table of server 100; she holds a seat at a Dawson table of
server 100 only through its seat changes (given the seat, then handed it to a computer before
any deal was settled); and she is paid a deal at a table of server 200. Server 100's profile
names the first two, each document once, and not server 200's; each variant's totals carry
their tables' rules from the same rows.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from bot.engine.actions import stored_role
from db import Database, SeatAssignment
from db.models import TableRules
from db.stats import _SAT_AT  # pyright: ignore[reportPrivateUsage]
from tests.db.settled import seven_spel

EVE, ANNA, BO = 5, 1, 2
HERE, ELSEWHERE = 100, 200


NAMES = {EVE: "Eve", ANNA: "Anna", BO: "Bo"}


async def _table(
    db: Database, guild_id: int, variant: str, settings: dict[str, Any], seat_1: int
) -> int:
    """A started table of ``guild_id``: Anna hosts, ``seat_1`` sits in seat 1, Bo in seat 2."""
    row = await db.create_table(
        guild_id=guild_id, channel_id=1, host_player_id=ANNA, variant=variant, settings=settings
    )
    for seat, player_id in ((1, seat_1), (2, BO)):
        held = SeatAssignment(seat=seat, player_id=player_id, display_name=NAMES[player_id])
        await db.set_seat(row.id, held, guild_id=guild_id)
    await db.append_event(row.id, 1, "start", {"players": [NAMES[seat_1], "Bo", None, None]})
    return row.id


async def _paid(db: Database, table_id: int, player_id: int) -> None:
    """Deal 1 of ``table_id`` settled, ``player_id`` paid in seat 1."""
    settled = seven_spel([player_id, BO, None, None], [30, -10, -10, -10])
    seq = await db.last_seq(table_id) + 1
    await db.append_event(table_id, seq, "deal", {"deal": 1}, settled=settled)


async def test_sat_at_holds_the_tables_of_the_server_where_the_member_held_a_seat(
    db: Database,
) -> None:
    for guild_id in (HERE, ELSEWHERE):
        await db.upsert_player(ANNA, "Anna", guild_id)
        await db.upsert_player(EVE, "Eve", guild_id)
    swedish = await _table(db, HERE, "swedish", {}, EVE)
    await _paid(db, swedish, EVE)
    # Eve at a Dawson table through its seat changes only: seated after the start, then her
    # seat handed to a computer before any deal was settled (no payment names her).
    dawson = await _table(db, HERE, "dawson", {"whister": True}, ANNA)
    await db.set_seat(dawson, SeatAssignment(seat=3, player_id=EVE, display_name="Eve"))
    await db.append_event(dawson, 2, "action", {"seat": 1, "pass": True})
    kept = SeatAssignment(seat=3, computer_level="heuristic", display_name="Computer")
    await db.set_seat(dawson, kept)
    other = await _table(db, ELSEWHERE, "swedish", {"payment": "simplified"}, EVE)
    await _paid(db, other, EVE)

    eve = await db.player_profile(HERE, EVE, stored_role)
    assert eve is not None
    assert eve.sat_at == (
        TableRules(variant="dawson", settings={"whister": True}),
        TableRules(variant="swedish", settings={}),
    )
    [totals] = eve.variants  # the Dawson seat paid her nothing: no totals of its own
    assert (totals.variant, totals.rule_settings) == ("swedish", ({},))
    there = await db.player_profile(ELSEWHERE, EVE, stored_role)
    assert there is not None
    assert there.sat_at == (TableRules(variant="swedish", settings={"payment": "simplified"}),)
    assert [v.rule_settings for v in there.variants] == [({"payment": "simplified"},)]


async def test_sat_at_starts_from_the_member_s_rows_not_the_server_s_tables(
    tmp_path: Path,
) -> None:
    """SQLite's planner has no statistics: given ``tables.guild_id = ?`` it starts at every
    table of the server (``tables_by_guild``), a cost that grows with the server. The query
    starts from the member's own rows and finds each table by its key."""
    path = tmp_path / "plan.sqlite3"
    async with await Database.open(str(path)):
        pass  # the schema, migrated
    with sqlite3.connect(path) as conn:
        plan = [
            str(row[3])
            for row in conn.execute(
                "EXPLAIN QUERY PLAN " + _SAT_AT, {"guild_id": 1, "player_id": 2}
            )
        ]
    assert not any("tables_by_guild" in step for step in plan), plan
    assert any("USING INTEGER PRIMARY KEY" in step for step in plan), plan
    assert any("deal_payments_by_player" in step for step in plan), plan
    assert any("seat_changes_by_player" in step for step in plan), plan
