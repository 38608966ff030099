"""More writes of a process whose copy of a table is older than the database's (a rolling
deploy's overlap, as in :mod:`tests.tables.test_stale_lobby_writes`), each written only while
the table's status is what this process's copy says; refused, they change nothing, and the
table is rebuilt from the database:

* **Cancel** of a lobby the other process started: refused as ``not_playing`` (the lobby's
  button) or ``stale`` (``/boston abandon``), the game left playing with its tour running.
  Before, the game was abandoned by a copy that still thought it a lobby.
* **Join**, **Leave**, **add a computer** and a **rule change** on a lobby the other process
  cancelled (``no_table``, let go of) or started (``not_playing``, shown as the game). Before,
  they wrote seats and settings into a cancelled lobby, or into a game under way (a seat of
  it emptied, or taken by someone who never played in it).
* A **move** on a game the other process abandoned: refused as ``no_table``, the log left as
  it was. Before, the move was appended to the abandoned game (an abandonment writes no event,
  so the log's unique seq stopped nothing) and the table played on in memory.
* A **pause** of a game the other process finished: refused as ``no_table``. Before, the
  finished game was written back as paused (and so rebuilt at every start-up). The bot
  leaving the server of a lobby the other process started pauses that game (its Cancel is
  refused now) instead of leaving it to play on unseen.

On SQLite (two connections to one file) and on PostgreSQL."""

from __future__ import annotations

import pytest

from bot.tables import Refused, TableService
from bot.tables.live import LiveTable
from bot.tables.options import engine_settings
from tests.tables.overlap import Overlap, lobby, old_moves, the_log
from tests.tables.support import CHANNEL, GUILD, HUMANS, human_table


async def _started_there(run: Overlap) -> tuple[TableService, LiveTable]:
    """A full lobby both processes hold, which the old one then starts (and stops)."""
    old = await run.open_old()
    table = await lobby(old)
    new = await run.open_new()
    await old.start(table.id, 1)
    await run.stop_old()
    assert new.get(table.id).status == "lobby"  # this process's copy is older
    return new, table


async def _still_playing(new: TableService, table_id: int) -> None:
    """The game the other process started is as it left it, and shown here as the game."""
    row = await new.db.table(table_id)
    assert row is not None and row.status == "playing"
    tour = await new.db.running_tour(table_id)
    assert tour is not None
    kinds, game = await the_log(new.db, table_id)
    assert kinds == ["start", "deal"]
    live = new.get(table_id)  # rebuilt in place: the lobby's copy is the game now
    assert live.status == "playing" and live.tour_id == tour.id and live.seq == 2
    assert live.game is not None and live.game.public_view() == game.public_view()
    seats = await new.db.seats(table_id)
    assert [(s.seat, s.player_id) for s in seats] == [(1, 1), (2, 2), (3, 3), (4, 4)]


async def _settings(service: TableService, table_id: int) -> dict[str, object]:
    row = await service.db.table(table_id)
    assert row is not None
    return dict(row.settings)


async def test_a_cancel_of_a_lobby_the_old_process_started_abandons_nothing(
    shared_target: str,
) -> None:
    run = Overlap(shared_target)
    new, table = await _started_there(run)
    try:
        with pytest.raises(Refused) as refused:
            await new.cancel(table.id, 1, lobby_only=True)
        assert refused.value.code == "not_playing"
        await _still_playing(new, table.id)
        assert run.kinds == ["rebuilt"]
    finally:
        await run.close()


async def test_an_abandon_asked_of_a_lobby_the_old_process_started_is_refused_as_stale(
    shared_target: str,
) -> None:
    run = Overlap(shared_target)
    new, table = await _started_there(run)
    try:
        with pytest.raises(Refused) as refused:
            await new.cancel(table.id, 1)  # /boston abandon, asked of the lobby it saw
        assert refused.value.code == "stale"
        await _still_playing(new, table.id)
        # Asked again of the game as it is now, it is abandoned.
        await new.cancel(table.id, 1)
        row = await new.db.table(table.id)
        assert row is not None and row.status == "abandoned"
        assert [t.status for t in await new.db.tours(table.id)] == ["abandoned"]
    finally:
        await run.close()


@pytest.mark.parametrize("write", ["join", "leave", "computer", "rules"])
async def test_a_lobby_write_on_a_lobby_the_old_process_started_is_refused(
    shared_target: str,
    write: str,
) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await old.create_table(
        guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name=HUMANS[1]
    )
    for pid in (2, 3):
        await old.join(table.id, pid, HUMANS[pid])
    new = await run.open_new()
    await old.join(table.id, 4, HUMANS[4])
    await old.start(table.id, 1)
    await run.stop_old()
    try:
        settings_before = await _settings(new, table.id)
        with pytest.raises(Refused) as refused:
            if write == "join":
                await new.join(table.id, 5, "Ed")  # seat 4, as this copy sees it
            elif write == "leave":
                await new.leave(table.id, 2)
            elif write == "computer":
                await new.add_computer(table.id, 1, "random")
            else:
                await new.set_rules(table.id, 1, {"tour_length": 3})
        assert refused.value.code == "not_playing"
        await _still_playing(new, table.id)
        row = await new.db.table(table.id)
        assert row is not None and row.settings == settings_before
        assert run.kinds == ["rebuilt"]
    finally:
        await run.close()


@pytest.mark.parametrize("write", ["join", "leave", "computer", "rules"])
async def test_a_lobby_write_on_a_lobby_the_old_process_cancelled_is_refused(
    shared_target: str,
    write: str,
) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await old.create_table(
        guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name=HUMANS[1]
    )
    await old.join(table.id, 2, HUMANS[2])
    new = await run.open_new()
    await old.cancel(table.id, 1, lobby_only=True)
    await run.stop_old()
    try:
        settings_before = await _settings(new, table.id)
        with pytest.raises(Refused) as refused:
            if write == "join":
                await new.join(table.id, 3, HUMANS[3])
            elif write == "leave":
                await new.leave(table.id, 2)
            elif write == "computer":
                await new.add_computer(table.id, 1, "random")
            else:
                await new.set_rules(table.id, 1, {"tour_length": 3})
        assert refused.value.code == "no_table"
        assert new.find(table.id) is None  # let go of, as the other process cancelled it
        row = await new.db.table(table.id)
        assert row is not None and row.status == "abandoned"
        assert row.settings == settings_before
        assert engine_settings(row.settings).get("tour_length") != 3
        seats = await new.db.seats(table.id)
        assert [(s.seat, s.player_id) for s in seats] == [(1, 1), (2, 2)]
        assert run.kinds == ["rebuilt"]  # let go of, announced
    finally:
        await run.close()


async def test_a_move_on_a_game_the_old_process_abandoned_is_refused(
    shared_target: str,
) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await human_table(old)
    await old_moves(old, table, 2)
    new = await run.open_new()
    await old.cancel(table.id, 1)  # /boston abandon there: no event written
    await run.stop_old()
    try:
        live = new.get(table.id)
        game = live.game
        assert live.status == "playing" and game is not None and game.to_act is not None
        seat = game.to_act
        with pytest.raises(Refused) as refused:
            await new.act_as_player(table.id, seat, game.legal_actions(seat)[0], live.seq)
        assert refused.value.code == "no_table"
        assert new.find(table.id) is None  # let go of: nothing plays it on here
        kinds, _ = await the_log(new.db, table.id)
        assert kinds == ["start", "deal", "action", "action"]  # nothing appended
        row = await new.db.table(table.id)
        assert row is not None and row.status == "abandoned"
        assert [t.status for t in await new.db.tours(table.id)] == ["abandoned"]
        assert run.kinds == ["rebuilt"]  # let go of, announced
    finally:
        await run.close()


async def test_a_pause_of_a_game_the_old_process_ended_is_refused(
    shared_target: str,
) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await human_table(old)
    new = await run.open_new()
    assert await old.end_game(table.id, 1) is True  # finished there, between deals
    await run.stop_old()
    try:
        with pytest.raises(Refused) as refused:
            await new.pause(table.id, 1)
        assert refused.value.code == "no_table"
        assert new.find(table.id) is None
        row = await new.db.table(table.id)
        assert row is not None and row.status == "finished"  # not brought back as paused
        assert run.kinds == ["rebuilt"]  # let go of, announced
    finally:
        await run.close()


async def test_a_lobby_the_old_process_started_is_paused_when_the_bot_leaves_its_server(
    shared_target: str,
) -> None:
    run = Overlap(shared_target)
    new, table = await _started_there(run)
    try:
        await new.leave_server(GUILD)
        row = await new.db.table(table.id)
        assert row is not None and row.status == "paused"  # not abandoned, nor played on
        live = new.get(table.id)
        assert live.status == "paused" and live.computer_task is None
        assert run.kinds == ["rebuilt", "paused"]
    finally:
        await run.close()
