"""A table whose log another process moved on after this one loaded it (a rolling deploy's
overlap: the new process starts while the old one still plays the table, then the old one
stops). The next write finds the log ahead (``DuplicateEvent``): the table is rebuilt from the
log under its lock and announced (``rebuilt``), a person's move is refused as ``stale`` (they
see the table as it is now, and their next move is saved), and the computers go on from the
rebuilt state instead of retrying the stale one for ever. On SQLite (two connections to one
file) and on PostgreSQL (the old process's advisory lock freed when it closes)."""

from __future__ import annotations

import asyncio

import pytest

from bot.engine.game import Game
from bot.tables import SeededShuffler, TableChange, TableService
from bot.tables.live import LiveTable, Refused
from bot.tables.log import game_from_events
from db.database import Database
from tests.tables.support import GUILD, computer_table, human_table, random_computers


def _service(db: Database) -> TableService:
    async def no_wait(delay: float) -> None:
        tries.append(delay)
        # Before the fix the stale move was retried for ever: fail instead of hanging.
        assert len(tries) < 5, "the stale move was retried again and again"

    tries: list[float] = []
    return TableService(
        db, shuffler=SeededShuffler(3), seed=3, computers=random_computers, retry_sleep=no_wait
    )


async def _old_moves(old: TableService, table: LiveTable, count: int) -> None:
    """The old process plays ``count`` moves (whoever is on turn, its first legal one)."""
    for _ in range(count):
        game = table.game
        assert game is not None and game.to_act is not None
        seat = game.to_act
        await old.act(table.id, seat, game.legal_actions(seat)[0], table.seq)


async def _the_log(db: Database, table_id: int) -> tuple[int, Game]:
    events = await db.event_log(table_id)
    return len(events), game_from_events(events)


async def test_a_persons_move_on_a_table_the_old_process_moved_on(shared_target: str) -> None:
    old_db = await Database.open(shared_target)
    old = _service(old_db)
    table = await human_table(old)
    await _old_moves(old, table, 1)  # the old process owns the table (PostgreSQL's lock)

    new_db = await Database.open(shared_target)
    new = _service(new_db)
    await new.load()
    changes: list[TableChange] = []

    async def seen(change: TableChange) -> None:
        changes.append(change)

    new.subscribe(seen)
    stale = new.get(table.id)
    stale_seq = stale.seq
    assert stale.game is not None and stale.game.to_act is not None
    seat = stale.game.to_act
    action = stale.game.legal_actions(seat)[0]

    await _old_moves(old, table, 2)  # after the new process loaded it
    await old.close()
    await old_db.close()  # the old process stops: its lock is freed
    try:
        with pytest.raises(Refused) as refused:
            await new.act_as_player(table.id, seat, action, stale_seq)
        assert refused.value.code == "stale"

        # The table in memory is the log's, and its views and message were told to redraw.
        seq, game = await _the_log(new_db, table.id)
        live = new.get(table.id)
        assert live is stale  # rebuilt in place: every holder sees the new state
        assert live.seq == seq == stale_seq + 2
        assert live.game is not None and live.game.public_view() == game.public_view()
        assert [(c.kind, c.seq) for c in changes] == [("rebuilt", seq)]

        # The person now on turn, looking at the rebuilt table, is saved at once.
        assert game.to_act is not None
        now = game.to_act
        await new.act_as_player(table.id, now, game.legal_actions(now)[0], live.seq)
        # (Saved: the log grew, by more where the table then made a forced move itself.)
        assert seq < (await _the_log(new_db, table.id))[0] == live.seq
    finally:
        await new.close()
        await new_db.close()


async def test_computers_go_on_from_the_log_the_old_process_moved_on(shared_target: str) -> None:
    old_db = await Database.open(shared_target)
    old = _service(old_db)
    table = await computer_table(old, settings={"tour_length": 1})
    await old.close()  # its computers stop: the test moves the table for the old process
    await old.start(table.id, 1)
    assert table.game is not None
    while table.game.to_act == 1:  # stop at a computer's turn
        await _old_moves(old, table, 1)

    new_db = await Database.open(shared_target)
    new = _service(new_db)
    await new.load(hold=True)  # nothing moves until the server is known
    await _old_moves(old, table, 2)  # after the new process loaded it
    while table.game.to_act == 1:  # and on to a computer's turn again
        await _old_moves(old, table, 1)
    await old_db.close()
    try:
        await new.release(GUILD)
        await asyncio.wait_for(new.wait_idle(table.id), 30)

        # The computers played from the rebuilt table to the host's turn (or the end), and
        # every move they made is in the log, right after the old process's.
        seq, game = await _the_log(new_db, table.id)
        live = new.find(table.id)
        if live is not None:
            assert live.seq == seq > table.seq
            assert live.game is not None and live.game.public_view() == game.public_view()
            assert game.to_act == 1
        else:
            assert game.finished or game.tour_over
    finally:
        await new.close()
        await new_db.close()
