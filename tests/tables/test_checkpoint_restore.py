"""Start-up from checkpoints: a table is rebuilt from its last checkpoint and the events after
it, equal to a replay of its whole log; a checkpoint that is missing, unreadable or does not
fit its log is not trusted — the table is replayed from its whole log (the log is the truth)
and a warning says so. The checkpoint is written in the transaction of a deal's last event."""

from __future__ import annotations

import logging
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.tables import NotSaved, TableService
from bot.tables.log import game_from_events
from bot.tables.service import LiveTable
from db.errors import StorageError
from tests.support.game_state import game_state
from tests.tables.support import (
    human_table,
    open_service,
    play_random_human_move,
    table_moves_made,
)


async def table_after_deals(path: Path, deals: int, seed: int = 3) -> tuple[TableService, int]:
    """A table of four people that has settled ``deals`` deals and is part-way into the next."""
    service = await open_service(path)
    table = await human_table(service)
    rng = random.Random(seed)
    while table.game is not None and table.game.deals.settled < deals:
        await play_random_human_move(service, table, rng)
    for _ in range(5):
        await play_random_human_move(service, table, rng)
    await table_moves_made(service, table)  # at rest: a rebuilt table has nothing to make
    return service, table.id


async def restart(service: TableService, path: Path) -> TableService:
    await service.close()
    await service.db.close()
    return await open_service(path)


async def full_replay(service: TableService, table_id: int) -> dict[str, object]:
    return game_state(game_from_events(await service.db.event_log(table_id)))


def expect_same(table: LiveTable, expected: dict[str, object], seq: int) -> None:
    assert table.game is not None
    assert table.seq == seq
    assert game_state(table.game) == expected


async def test_a_checkpoint_is_written_with_each_deals_last_event(tmp_path: Path) -> None:
    service, table_id = await table_after_deals(tmp_path / "b.sqlite3", deals=3)
    saved = await service.db.checkpoint(table_id)
    assert saved is not None
    seq, state = saved
    events = await service.db.events(table_id)
    # The checkpoint follows the event that settled deal 3: the next one is its deal 4.
    assert next(e.kind for e in events if e.seq > seq) == "deal"
    assert state["deals"] == 3
    settled = await service.db.leaderboard(100)
    assert settled  # the deal results went in with it
    await service.db.close()


async def test_start_up_replays_only_the_events_after_the_checkpoint(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    service, table_id = await table_after_deals(path, deals=4)
    seq = service.get(table_id).seq
    restored = (await service.db.restore_state())[table_id]
    assert restored.checkpoint is not None
    assert len(restored.events) == seq - restored.checkpoint[0] < seq // 2
    expected = await full_replay(service, table_id)
    again = await restart(service, path)
    table = again.get(table_id)
    expect_same(table, expected, seq)
    assert table.game is not None and len(table.game.deals.kept()) <= 2
    # Play goes on from there, and a record is still written from the log.
    await play_random_human_move(again, table, random.Random(9))
    assert table.seq == seq + 1
    await again.db.close()


@pytest.mark.parametrize(
    "damage",
    [
        "DELETE FROM checkpoints",
        'UPDATE checkpoints SET state = \'{"format": "boston-checkpoint/2"}\'',
        "UPDATE checkpoints SET state = json_set(state, '$.ledger', json('[1, 2]'))",
        "UPDATE checkpoints SET state = json_set(state, '$.deals', 1)",
        "UPDATE checkpoints SET state = json_set(state, '$.variant', 'nope')",
        "UPDATE checkpoints SET state = json_set(state, '$.ledger',"
        ' json(\'{"$object": "subprocess:Popen", "state": {}}\'))',
    ],
)
async def test_a_missing_or_bad_checkpoint_falls_back_to_the_whole_log(
    tmp_path: Path, damage: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "b.sqlite3"
    service, table_id = await table_after_deals(path, deals=3)
    seq = service.get(table_id).seq
    expected = await full_replay(service, table_id)
    await service.close()
    await service.db.close()
    with sqlite3.connect(path) as conn:
        conn.execute(damage)
    caplog.set_level(logging.WARNING)
    again = await open_service(path)
    expect_same(again.get(table_id), expected, seq)
    if damage.startswith("UPDATE"):
        assert "replaying the whole log" in caplog.text
    await again.db.close()


async def test_a_finished_table_keeps_no_checkpoint(tmp_path: Path) -> None:
    service, table_id = await table_after_deals(tmp_path / "b.sqlite3", deals=2)
    table = service.get(table_id)
    rng = random.Random(4)
    while table.game is not None and table.game.deals.settled < 3:
        await play_random_human_move(service, table, rng)
    # Between deals the next hand is dealt at once; it is untouched, so the host may end.
    await service.end_game(table_id, 1)
    assert await service.db.checkpoint(table_id) is None
    assert (await service.record(table_id))["deals"]  # the record comes from the log
    await service.db.close()


async def test_a_settling_move_that_is_not_saved_leaves_the_ledger_as_it_was() -> None:
    """The ledger is lent to the scratch copy and copied only when a deal settles on it: a
    failed commit of that move must leave the live ledger (and everything else) unchanged."""
    service = await open_service()
    table = await human_table(service)
    real = service.db.append_event

    async def fail_settling(*args: Any, **kwargs: Any) -> Any:
        if kwargs.get("settled") is not None:
            raise StorageError("disk full (simulated)")
        return await real(*args, **kwargs)

    service.db.append_event = fail_settling  # type: ignore[method-assign]
    rng = random.Random(2)
    for _ in range(400):
        assert table.game is not None
        before = game_state(table.game)
        try:
            await play_random_human_move(service, table, rng)
        except NotSaved:
            assert game_state(table.game) == before
            assert table.game.deals.settled == 0
            break
    else:
        pytest.fail("no deal reached its end")
    service.db.append_event = real  # type: ignore[method-assign]
    await service.db.close()
