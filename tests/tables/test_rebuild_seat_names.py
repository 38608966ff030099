"""A table rebuilt from its whole log (no checkpoint, or one that cannot be read) names the
seats' holders in its last deals as a table rebuilt from its checkpoint does: each deal's
lines as they were settled, under the names of the seats' holders then (a seat handed to
someone else, a person renamed, a computer keeping a seat for someone away).

Before: the whole log's replay settled every deal under the start event's names, so the last
deal shown after the rebuild named the seats' first holders until the next deal was settled
(:meth:`LiveTable.follow_holders` renames the seats only from the rebuild on)."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from bot.tables import TableService
from bot.tables.service import LiveTable
from tests.tables.support import open_service
from tests.tables.test_seat_names import (
    DAVID,
    ledger_names,
    lines_of,
    named,
    people_table,
    play_until,
    replace_with_david,
)

Shown = tuple[tuple[str, ...], tuple[str, ...], list[tuple[int, list[str]]]]


def shown(table: LiveTable) -> Shown:
    """The seats' names, the ledger's, and every deal in memory's lines in both languages."""
    game = table.game
    assert game is not None
    deals = [
        (entry.number, lines_of([entry.settlement]))
        for entry in game.deals.kept()
        if entry.settlement is not None
    ]
    return game.players, ledger_names(table), deals


async def restarted(path: Path, table_id: int, *, checkpoint: bool) -> Shown:
    if not checkpoint:
        with sqlite3.connect(path) as conn:
            conn.execute("DELETE FROM checkpoints")
    service = await open_service(path)
    table = service.get(table_id)
    found = shown(table)
    await service.close()
    await service.db.close()
    return found


async def stop(service: TableService) -> None:
    await service.close()
    await service.db.close()


async def test_the_last_deal_names_the_holders_after_a_rebuild_from_the_whole_log(
    tmp_path: Path,
) -> None:
    path = tmp_path / "t.sqlite3"
    service = await open_service(path)
    table = await people_table(service)
    rng = random.Random(5)
    await play_until(service, table, 1, rng)
    await replace_with_david(service, table)  # from deal 2 on
    # Deals until the last one settled names seat 4 (its new holder, David).
    assert table.game is not None
    for _ in range(12):
        await play_until(service, table, table.game.deals.settled + 1, rng)
        last = table.game.deals[-1]
        if last.settlement is None:
            last = table.game.deals[-2]
        assert last.settlement is not None
        if named(lines_of([last.settlement]), "David"):
            break
    else:
        raise AssertionError("no deal named seat 4")
    await service.rename(table.id, 2, "Bob", "bo")  # after the last deal: named from the next
    await stop(service)

    from_checkpoint = await restarted(path, table.id, checkpoint=True)
    from_log = await restarted(path, table.id, checkpoint=False)
    assert from_log == from_checkpoint
    players, ledger, deals = from_log
    assert players == ledger == ("Ada", "Bob", "Cy", "David")
    number, lines = deals[-1]
    assert number > 1 and named(lines, "David") and not named(lines, "Di")
    assert named(lines, "Bo") or not named(lines, "Bob")  # settled before the rename


async def test_a_seat_kept_for_someone_away_is_theirs_in_the_last_deal_too(
    tmp_path: Path,
) -> None:
    path = tmp_path / "t.sqlite3"
    service = await open_service(path)
    table = await people_table(service)
    await replace_with_david(service, table)
    await service.step_away(table.id, DAVID)  # the computer keeping it plays for David
    rng = random.Random(2)
    assert table.game is not None
    for _ in range(12):
        await play_until(service, table, table.game.deals.settled + 1, rng)
        entry = next(e for e in reversed(table.game.deals.kept()) if e.settlement is not None)
        assert entry.settlement is not None
        if named(lines_of([entry.settlement]), "David"):
            break
    else:
        raise AssertionError("no deal named seat 4")
    await stop(service)

    from_checkpoint = await restarted(path, table.id, checkpoint=True)
    from_log = await restarted(path, table.id, checkpoint=False)
    assert from_log == from_checkpoint
    keeper_free = all("(computer)" not in line for _, lines in from_log[2] for line in lines)
    assert keeper_free and named(from_log[2][-1][1], "David")
