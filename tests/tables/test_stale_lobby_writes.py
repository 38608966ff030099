"""Writes of a process whose copy of a table is older than the database's (a rolling deploy's
overlap, as in :mod:`tests.tables.test_log_ahead_end_start`) that add no event, so no log found
ahead can stop them: they are written only while the table's status (and, for the agreed stop,
its log) is what this process saw.

* A lobby's **Start**, where the other process cancelled the lobby: refused as ``no_table``,
  the lobby left cancelled and let go of. Before, the Start was saved and brought the
  cancelled lobby back as a game.
* The agreed stop asked during a deal, where the other process finished or abandoned the
  game: refused as ``no_table``, the finished row left as it is. Before, the request was
  written on that row and the host told the game was ending. Where the other process only
  played on, the table is rebuilt first (``rebuilt``), then the end asked of it as it is.

On SQLite (two connections to one file) and on PostgreSQL."""

from __future__ import annotations

import random

import pytest

from bot.tables import Refused, TableService
from bot.tables.live import LiveTable
from tests.tables.overlap import Overlap, lobby, old_moves, the_log
from tests.tables.support import human_table, play_random_human_move
from tests.tables.test_agreed_stop import finish_deal


async def test_a_start_of_a_lobby_the_old_process_cancelled_is_refused(
    shared_target: str,
) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await lobby(old)
    new = await run.open_new()
    await old.cancel(table.id, 1, lobby_only=True)
    await run.stop_old()
    try:
        assert new.get(table.id).status == "lobby"  # this process's copy is older
        with pytest.raises(Refused) as refused:
            await new.start(table.id, 1)
        assert refused.value.code == "no_table"
        assert new.find(table.id) is None  # let go of, as the other process cancelled it
        row = await new.db.table(table.id)
        assert row is not None and row.status == "abandoned"
        assert await new.db.event_log(table.id) == []  # no game began
        assert await new.db.running_tour(table.id) is None
        assert await new.db.tours(table.id) == []
        assert run.kinds == ["rebuilt"]  # let go of, announced
    finally:
        await run.close()


async def _mid_deal(run: Overlap) -> tuple[TableService, LiveTable, TableService]:
    """Both processes hold the table with a deal under way (two moves played)."""
    old = await run.open_old()
    table = await human_table(old)
    await old_moves(old, table, 2)
    new = await run.open_new()
    return old, table, new


async def test_an_end_asked_of_a_game_the_old_process_finished_is_refused(
    shared_target: str,
) -> None:
    run = Overlap(shared_target)
    old, table, new = await _mid_deal(run)
    assert await old.end_game(table.id, 1) is False  # asked there, after this deal
    await finish_deal(old, table)  # and over there
    await run.stop_old()
    try:
        stale = new.get(table.id)
        assert stale.status == "playing" and not stale.row.end_requested
        with pytest.raises(Refused) as refused:
            await new.end_game(table.id, 1)
        assert refused.value.code == "no_table"
        assert new.find(table.id) is None
        row = await new.db.table(table.id)
        assert row is not None and row.status == "finished"
        kinds, game = await the_log(new.db, table.id)
        assert kinds[-1] == "close" and kinds.count("close") == 1 and game.finished
        assert "ending" not in run.kinds
    finally:
        await run.close()


async def test_an_end_asked_of_a_game_the_old_process_abandoned_is_refused(
    shared_target: str,
) -> None:
    run = Overlap(shared_target)
    old, table, new = await _mid_deal(run)
    await old.cancel(table.id, 1)  # /boston abandon there
    await run.stop_old()
    try:
        with pytest.raises(Refused) as refused:
            await new.end_game(table.id, 1)
        assert refused.value.code == "no_table"
        assert new.find(table.id) is None
        row = await new.db.table(table.id)
        assert row is not None and row.status == "abandoned" and not row.end_requested
        kinds, _ = await the_log(new.db, table.id)
        assert kinds == ["start", "deal", "action", "action"]  # nothing written
        assert run.kinds == ["rebuilt"]  # let go of, announced
    finally:
        await run.close()


async def test_an_end_asked_of_a_deal_the_old_process_played_on_is_asked_of_it_now(
    shared_target: str,
) -> None:
    run = Overlap(shared_target)
    old, table, new = await _mid_deal(run)
    await old_moves(old, table, 1)  # the same deal, further on
    await run.stop_old()
    try:
        stale = new.get(table.id)
        assert await new.end_game(table.id, 1) is False  # after the deal in progress
        kinds, game = await the_log(new.db, table.id)
        assert kinds == ["start", "deal", "action", "action", "action"]
        # Rebuilt before it was asked: the table in memory is the log's, not the older copy.
        assert new.get(table.id) is stale and stale.seq == len(kinds)
        assert stale.game is not None and stale.game.public_view() == game.public_view()
        assert stale.row.end_requested
        row = await new.db.table(table.id)
        assert row is not None and row.end_requested and row.status == "playing"
        assert run.kinds == ["rebuilt", "ending"]

        # The person on turn goes on from there, and the game ends with that deal.
        rng = random.Random(6)
        while stale.status != "finished":
            await play_random_human_move(new, stale, rng)
        kinds, game = await the_log(new.db, table.id)
        assert kinds.count("deal") == 1 and kinds[-1] == "close" and game.finished
    finally:
        await run.close()
