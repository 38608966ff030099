"""Computer turns never die silently (issue 12, item 3): a computer whose decision raises is
logged with its table and a traceback, tried again after a growing wait, and after
``MAX_COMPUTER_FAILURES`` failures the table is marked as needing attention and its people
are told — never a table that waits in silence for a move nobody makes."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable

import pytest

from bot.engine.actions import Action
from bot.engine.views import SeatView
from bot.tables import SeededShuffler, TableChange, TableService
from bot.tables.service import MAX_COMPUTER_FAILURES, LiveTable
from db.database import Database
from db.models import SeatAssignment
from tests.tables.support import HUMANS


def broken_then(working_after: int | None) -> Callable[[str, int], Callable[[SeatView], Action]]:
    """Computers whose decision raises KeyError (a bug) — for ever, or ``working_after``
    times in all and then plays random legal moves."""
    calls = {"n": 0}

    def factory(level: str, seed: int) -> Callable[[SeatView], Action]:
        rng = random.Random(seed)

        def choose(view: SeatView) -> Action:
            calls["n"] += 1
            if working_after is None or calls["n"] <= working_after:
                raise KeyError("a bug in a computer player")
            return rng.choice(view.legal)

        return choose

    return factory


async def _table_with_computers(
    computers: Callable[[str, int], Callable[[SeatView], Action]],
) -> tuple[TableService, LiveTable, list[float], list[TableChange]]:
    waits: list[float] = []

    async def no_wait(seconds: float) -> None:
        waits.append(seconds)

    db = await Database.open(":memory:")
    service = TableService(
        db,
        shuffler=SeededShuffler(3),
        seed=3,
        computers=computers,
        retry_delay=0.5,
        retry_sleep=no_wait,
    )
    changes: list[TableChange] = []

    async def subscriber(change: TableChange) -> None:
        changes.append(change)

    service.subscribe(subscriber)
    table = await service.create_table(guild_id=1, channel_id=2, host_id=1, host_name=HUMANS[1])
    for _ in range(3):
        await service.add_computer(table.id, 1, "random")
    await service.set_seat(
        table.id, SeatAssignment(seat=1, computer_level="random", display_name="c")
    )
    await service.start(table.id, 1)
    await service.wait_idle(table.id)
    return service, table, waits, changes


async def test_a_computer_that_keeps_failing_marks_the_table_and_says_so(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.WARNING, logger="bot.tables.scheduling")
    service, table, waits, changes = await _table_with_computers(broken_then(None))
    table_id = table.id
    failures = [
        r
        for r in caplog.records
        if "failed (" in r.getMessage() and r.getMessage().startswith(f"table {table_id}:")
    ]
    assert len(failures) == MAX_COMPUTER_FAILURES
    assert all(r.exc_info is not None and r.exc_info[0] is KeyError for r in failures)
    assert waits == [0.5, 1.0, 2.0, 4.0]  # back-off between the attempts, none after the last
    assert table.needs_attention
    assert [c.kind for c in changes].count("attention") == 1
    assert any(
        r.levelno == logging.ERROR and f"table {table_id} needs attention" in r.getMessage()
        for r in caplog.records
    )
    await service.close()
    await service.db.close()


async def test_a_computer_that_fails_then_recovers_plays_on() -> None:
    service, table, waits, changes = await _table_with_computers(broken_then(2))
    assert waits[:2] == [0.5, 1.0]
    assert not table.needs_attention
    assert "attention" not in [c.kind for c in changes]
    assert table.seq > 3  # the computers played on
    await service.close()
    await service.db.close()
