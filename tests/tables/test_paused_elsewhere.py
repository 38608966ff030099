"""A game another process paused (or resumed, or cancelled) after this one loaded it (a rolling
deploy's overlap: the old process takes ``/boston pause``, then stops). A pause writes no
event, only the table's status, so the log's unique seq does not stop this process's copy.
Its game's events are written only while the table's status is the one its copy has: a
person's move is refused as ``paused`` (nothing is played on a paused table) and the table
rebuilt as it stands, paused; a computer's move is dropped quietly, the turn timer hands no
seat over, and a person's look at the table (their hand, the agreed stop's question) reads the
status with the log's head. Before, the move was saved at the paused table (its status still
``paused``, its log one move longer), and this process's people, computers and timer played
on. On SQLite (two connections to one file) and on PostgreSQL."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

import pytest

from bot.tables import Refused
from db.database import Database
from db.models import TableStatus
from tests.tables.overlap import Overlap, old_moves, the_log
from tests.tables.support import human_table
from tests.tables.test_timer_restart import HALF, Clock, ManualSleep, seated, start


async def _paused_elsewhere(shared_target: str) -> tuple[Overlap, int]:
    """A game the old process plays, the new one loads, then the old one pauses and stops."""
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await human_table(old)
    await old_moves(old, table, 1)
    await run.open_new()
    await old.pause(table.id, 1)  # no event: the new process's copy still plays
    await run.stop_old()
    return run, table.id


async def test_a_persons_move_at_a_game_paused_elsewhere_is_refused_as_paused(
    shared_target: str,
) -> None:
    run, table_id = await _paused_elsewhere(shared_target)
    new = run.new
    try:
        live = new.get(table_id)
        game = live.game
        assert live.status == "playing" and game is not None and game.to_act is not None
        seat, seq = game.to_act, live.seq
        kinds, _ = await the_log(new.db, table_id)
        with pytest.raises(Refused) as refused:
            await new.act_as_player(table_id, seat, game.legal_actions(seat)[0], seq)
        # Told the table is paused (refused.paused), not that the move could not be saved.
        assert refused.value.code == "paused"
        assert new.get(table_id) is live and live.status == "paused" and live.seq == seq
        assert (await the_log(new.db, table_id))[0] == kinds  # nothing appended
        row = await new.db.table(table_id)
        assert row is not None and row.status == "paused"
        assert run.kinds == ["rebuilt"]  # views and the table message drawn again, paused
        assert live.timer_task is None and live.computer_task is None

        # Resumed (here), the same move is saved: nothing half-applied was left behind.
        await new.resume(table_id, 1)
        game = live.game
        assert game is not None and game.to_act == seat
        await new.act_as_player(table_id, seat, game.legal_actions(seat)[0], live.seq)
        assert (await the_log(new.db, table_id))[0] == [*kinds, "action"]
    finally:
        await run.close()


async def test_a_computers_move_at_a_game_paused_elsewhere_is_dropped_quietly(
    shared_target: str, caplog: pytest.LogCaptureFixture
) -> None:
    run, table_id = await _paused_elsewhere(shared_target)
    new = run.new
    try:
        live = new.get(table_id)
        game = live.game
        assert game is not None and game.to_act is not None
        seat = game.to_act
        player = live.seats[seat].player_id
        assert player is not None
        kinds, _ = await the_log(new.db, table_id)
        with caplog.at_level(logging.WARNING, logger="bot.tables.scheduling"):
            # A seat may be handed to a computer while paused; the computer then tries the
            # move this copy thinks is due.
            await new.step_away(table_id, player)
            await new.wait_idle(table_id)
        assert live.status == "paused"
        assert (await the_log(new.db, table_id))[0] == kinds  # the computer saved nothing
        assert run.kinds == ["away", "rebuilt"]
        assert live.away_seat_of(player) == seat  # the step away stands: allowed while paused
        assert not [r for r in caplog.records if r.name == "bot.tables.scheduling"]
    finally:
        await run.close()


async def test_a_game_paused_elsewhere_is_read_as_paused_before_a_person_is_answered(
    shared_target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    run, table_id = await _paused_elsewhere(shared_target)
    new = run.new
    try:
        live = new.get(table_id)
        assert live.status == "playing"
        assert await new.catch_up_if_behind(table_id) is True
        assert new.get(table_id) is live and live.status == "paused"
        assert run.kinds == ["rebuilt"]

        # Caught up, it costs one read (the log's head with the status) and rebuilds nothing.
        db = new.db
        reads: list[str] = []
        fetch = db._fetch  # pyright: ignore[reportPrivateUsage]

        async def counted(sql: str, *args: Any, **kwargs: Any) -> Any:
            reads.append(sql)
            return await fetch(sql, *args, **kwargs)

        monkeypatch.setattr(db, "_fetch", counted)
        assert await new.catch_up_if_behind(table_id) is False
        assert len(reads) == 1 and "MAX(seq)" in reads[0] and "status" in reads[0]
        assert run.kinds == ["rebuilt"]
    finally:
        await run.close()


async def test_a_pause_asked_at_a_game_paused_elsewhere_says_it_is_paused(
    shared_target: str,
) -> None:
    run, table_id = await _paused_elsewhere(shared_target)
    try:
        with pytest.raises(Refused) as refused:
            await run.new.pause(table_id, 1)
        # As asked of a table paused here: the frontend says "paused already".
        assert refused.value.code == "not_playing"
        assert run.new.get(table_id).status == "paused"
    finally:
        await run.close()


async def test_a_game_resumed_elsewhere_is_read_as_playing(shared_target: str) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await human_table(old)
    await old.pause(table.id, 1)
    new = await run.open_new()
    await old.resume(table.id, 1)
    await run.stop_old()
    try:
        live = new.get(table.id)
        assert live.status == "paused"
        assert await new.catch_up_if_behind(table.id) is True
        assert live.status == "playing" and run.kinds == ["rebuilt"]
        game = live.game
        assert game is not None and game.to_act is not None
        seat = game.to_act
        await new.act_as_player(table.id, seat, game.legal_actions(seat)[0], live.seq)
        assert (await the_log(new.db, table.id))[0] == ["start", "deal", "action"]
    finally:
        await run.close()


async def test_a_game_cancelled_elsewhere_is_let_go_before_a_person_is_answered(
    shared_target: str,
) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await human_table(old)
    new = await run.open_new()
    await old.cancel(table.id, 1)  # /boston abandon there: no event written
    await run.stop_old()
    try:
        assert await new.catch_up_if_behind(table.id) is True
        assert new.find(table.id) is None  # nothing to answer from: it has ended
        assert run.kinds == ["rebuilt"]  # let go of, announced
    finally:
        await run.close()


async def test_a_pause_of_its_own_read_before_the_lock_rebuilds_nothing(
    shared_target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The status is read before the table's lock is taken; a pause this process writes in
    # between is no pause elsewhere: read again with the lock, nothing is rebuilt.
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await human_table(old)
    new = await run.open_new()
    await run.stop_old()
    try:
        live = new.get(table.id)
        read = new.db.log_head

        async def before_the_pause(table_id: int) -> tuple[int, TableStatus] | None:
            found = await read(table_id)
            if live.status == "playing":  # the first read, then this process's own pause
                await new.pause(table.id, 1)
                assert found is not None and found[1] == "playing"
            return found

        monkeypatch.setattr(new.db, "log_head", before_the_pause)
        assert await new.catch_up_if_behind(table.id) is False
        assert live.status == "paused" and run.kinds == ["paused"]
    finally:
        await run.close()


async def test_the_turn_timer_hands_no_seat_over_at_a_game_paused_elsewhere(
    tmp_path: Path,
) -> None:
    path, clock, sleep = tmp_path / "b.sqlite3", Clock(), ManualSleep()
    bot = await start(path, clock, sleep)
    table_id, seat = await seated(bot)
    live = bot.service.get(table_id)
    person = live.seats[seat].player_id
    assert await sleep.next_waiter() == HALF
    other = await Database.open(path)  # the other process pauses it: no event written
    try:
        await other.set_table_status(table_id, "paused", expected=("playing",))
    finally:
        await other.close()
    kinds, _ = await the_log(bot.service.db, table_id)
    clock.advance(HALF)
    sleep.release()  # the reminder (this copy still plays), then the rest of the turn
    assert await sleep.next_waiter() == HALF
    clock.advance(HALF)
    sleep.release()
    for _ in range(500):  # the hand-over goes through the database's thread
        if live.status == "paused":
            break
        await asyncio.sleep(0.01)
    await bot.service.wait_idle(table_id)
    assert live.status == "paused"
    assert live.seats[seat].player_id == person  # not handed to a computer
    assert not bot.kinds("away") and [c.kind for c in bot.kinds("rebuilt")] == ["rebuilt"]
    assert (await the_log(bot.service.db, table_id))[0] == kinds
    stored = {s.seat: s.player_id for s in await bot.service.db.seats(table_id)}
    assert stored[seat] == person
    assert not sleep.pending() and live.timer_task is None
    await bot.stop()
