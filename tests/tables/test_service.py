"""The table service: lobby, act (commit before state moves), stale and double clicks, failed
commits, restarts and broken logs, computer turns, settled rows."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from bot.engine.actions import Bid, Pass
from bot.engine.errors import IllegalAction, Refusal
from bot.tables import NotSaved, Refused, TableChange
from bot.tables.log import game_from_events
from bot.tables.service import default_computers
from db.errors import StorageError
from tests.support.game_state import game_state
from tests.tables.support import (
    GUILD,
    computer_table,
    human_table,
    open_service,
    play_random_human_move,
)


async def test_lobby_join_add_computer_and_start_rules() -> None:
    service = await open_service()
    table = await service.create_table(guild_id=GUILD, channel_id=1, host_id=1, host_name="Ada")
    with pytest.raises(Refused) as info:
        await service.start(table.id, 1)
    assert info.value.code == "not_full"
    assert await service.join(table.id, 2, "Bo") == 2
    with pytest.raises(Refused) as info:
        await service.join(table.id, 2, "Bo")
    assert info.value.code == "already_seated"
    with pytest.raises(Refused) as info:
        await service.add_computer(table.id, 99, "random")
    assert info.value.code == "not_seated"
    assert await service.add_computer(table.id, 2, "heuristic") == 3
    await service.leave(table.id, 2)
    assert sorted(table.seats) == [1, 3]
    await service.join(table.id, 5, "Ed")
    await service.join(table.id, 6, "Fi")
    with pytest.raises(Refused) as info:
        await service.join(table.id, 7, "Gus")
    assert info.value.code == "table_full"
    with pytest.raises(Refused) as info:
        await service.start(table.id, 5)
    assert info.value.code == "not_host"
    await service.start(table.id, 1)
    assert table.status == "playing" and table.game is not None
    assert table.game.current is not None  # the first deal is dealt at once
    await service.db.close()


async def test_bad_settings_are_refused_before_anything_is_written() -> None:
    service = await open_service()
    with pytest.raises(Refused, match="setting 'al'"):
        await service.create_table(
            guild_id=GUILD, channel_id=1, host_id=1, host_name="A", settings={"al": "x"}
        )
    assert await service.db.unfinished_tables() == []
    await service.db.close()


async def test_act_commits_then_moves_and_tells_subscribers() -> None:
    service = await open_service()
    changes: list[TableChange] = []

    async def listen(change: TableChange) -> None:
        # The event is on disk before anyone hears of it.
        assert await service.db.last_seq(change.table_id) == change.seq
        changes.append(change)

    service.subscribe(listen)
    table = await human_table(service)
    game = table.game
    assert game is not None
    seat = game.to_act
    assert seat is not None
    outcome = await service.act_as_player(table.id, seat, Pass(seat), table.seq)
    assert outcome.seq == table.seq == 3  # start, deal, the pass
    assert changes[-1].kind == "action" and changes[-1].action == Pass(seat)
    events = await service.db.events(table.id)
    assert [e.kind for e in events] == ["start", "deal", "action"]
    await service.db.close()


async def test_the_actors_answer_goes_first_once_the_move_is_saved() -> None:
    """``saved`` (the mover's own answer) runs once the move is on disk and applied, before
    any subscriber hears of it; if it fails, the subscribers are still told and the failure
    is the caller's."""
    service = await open_service()
    heard: list[str] = []

    async def listen(change: TableChange) -> None:
        heard.append(f"change {change.seq}")

    table = await human_table(service)
    service.subscribe(listen)

    async def answer() -> None:
        assert await service.db.last_seq(table.id) == table.seq  # saved, and applied
        heard.append(f"answer {table.seq}")

    seat = table.game.to_act if table.game else None
    assert seat is not None
    await service.act_as_player(table.id, seat, Pass(seat), table.seq, saved=answer)
    assert heard == ["answer 3", "change 3"]

    async def broken() -> None:
        raise RuntimeError("Discord is down")

    seat = table.game.to_act if table.game else None
    assert seat is not None
    with pytest.raises(RuntimeError, match="Discord is down"):
        await service.act_as_player(table.id, seat, Pass(seat), table.seq, saved=broken)
    assert heard[-1] == "change 4" and table.seq == 4
    await service.db.close()


async def test_illegal_and_unseated_actions_change_nothing() -> None:
    service = await open_service()
    table = await human_table(service)
    game = table.game
    assert game is not None and game.to_act is not None
    seat = game.to_act
    other = seat % 4 + 1
    seq = table.seq
    with pytest.raises(IllegalAction) as info:
        await service.act_as_player(table.id, other, Pass(other), seq)
    assert info.value.code is Refusal.NOT_YOUR_TURN
    with pytest.raises(Refused) as refused:
        await service.act_as_player(table.id, 42, Pass(seat), seq)
    assert refused.value.code == "not_seated"
    with pytest.raises(Refused) as refused:
        await service.act_as_player(table.id, other, Pass(seat), seq)  # someone else's seat
    assert refused.value.code == "not_seated"
    assert table.seq == seq and await service.db.last_seq(table.id) == seq
    await service.db.close()


async def test_a_stale_view_is_refused() -> None:
    service = await open_service()
    table = await human_table(service)
    game = table.game
    assert game is not None and game.to_act is not None
    old = table.seq
    seat = game.to_act
    await service.act_as_player(table.id, seat, Pass(seat), old)
    nxt = game.to_act
    assert nxt is not None
    with pytest.raises(Refused) as info:
        await service.act_as_player(table.id, nxt, Pass(nxt), old)
    assert info.value.code == "stale"
    await service.db.close()


async def test_a_double_click_applies_exactly_once() -> None:
    service = await open_service()
    table = await human_table(service)
    game = table.game
    assert game is not None and game.to_act is not None
    seat, seq = game.to_act, table.seq
    results = await asyncio.gather(
        service.act_as_player(table.id, seat, Bid(seat, "5"), seq),
        service.act_as_player(table.id, seat, Bid(seat, "5"), seq),
        return_exceptions=True,
    )
    applied = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, Refused)]
    assert len(applied) == 1 and len(refused) == 1 and refused[0].code == "stale"
    assert [e.kind for e in await service.db.events(table.id)].count("action") == 1
    await service.db.close()


async def test_a_failed_commit_leaves_the_table_where_it_was() -> None:
    service = await open_service()
    table = await human_table(service)
    game = table.game
    assert game is not None and game.to_act is not None
    seat, seq = game.to_act, table.seq
    before = game_state(game)
    real = service.db.append_event

    async def failing(*args: object, **kwargs: object) -> object:
        raise StorageError("disk full (simulated)")

    service.db.append_event = failing  # type: ignore[method-assign]
    with pytest.raises(NotSaved):
        await service.act_as_player(table.id, seat, Bid(seat, "6"), seq)
    service.db.append_event = real  # type: ignore[method-assign]
    assert table.seq == seq
    assert table.game is not None and game_state(table.game) == before
    assert table.game.to_act == seat
    # And the same action goes through afterwards.
    await service.act_as_player(table.id, seat, Bid(seat, "6"), seq)
    assert table.seq == seq + 1
    await service.db.close()


async def test_restart_rebuilds_every_table_at_the_exact_point(tmp_path: Path) -> None:
    path = tmp_path / "boston.sqlite3"
    service = await open_service(path)
    rng = random.Random(5)
    tables = [await human_table(service) for _ in range(3)]
    for i, table in enumerate(tables):
        for _ in range(10 + 17 * i):
            await play_random_human_move(service, table, rng)
    records = {t.id: game_state(t.game) for t in tables if t.game is not None}
    seqs = {t.id: t.seq for t in tables}
    await service.close()
    await service.db.close()

    again = await open_service(path)
    for table_id, record in records.items():
        table = again.get(table_id)
        assert table.seq == seqs[table_id]
        assert table.game is not None and game_state(table.game) == record
    # Play continues from there.
    table = again.get(tables[0].id)
    await play_random_human_move(again, table, rng)
    await again.db.close()


async def test_a_corrupted_log_isolates_its_table(tmp_path: Path) -> None:
    path = tmp_path / "boston.sqlite3"
    service = await open_service(path)
    good = await human_table(service)
    bad = await human_table(service)
    # Someone wrote an impossible action into the bad table's log.
    await service.db.append_event(bad.id, bad.seq + 1, "action", {"seat": 9, "pass": True})
    await service.db.close()

    again = await open_service(path)
    assert again.find(good.id) is not None
    assert again.find(bad.id) is None
    row = await again.db.table(bad.id)
    assert row is not None and row.status == "broken"
    assert row.broken_reason is not None and "deal 1, action 1" in row.broken_reason
    await again.db.close()


async def test_computers_play_whole_deals_and_settled_rows_are_written() -> None:
    service = await open_service(seed=11, computers=default_computers)
    table = await computer_table(service, settings={"tour_length": 2}, level="heuristic")
    await service.start(table.id, 1)
    rng = random.Random(2)
    # The human in seat 1 plays whenever it is their turn; computers do the rest.
    for _ in range(3000):
        await service.wait_idle(table.id)
        if table.status != "playing":
            break
        assert table.game is not None
        assert table.game.to_act == 1, "computers never leave the table waiting"
        await play_random_human_move(service, table, rng)
    assert table.status == "finished"
    events = await service.db.events(table.id)
    assert events[-1].kind == "close"
    rebuilt = game_from_events([(e.kind, e.payload) for e in events])
    assert rebuilt.tour_over and rebuilt.finished
    board = await service.db.leaderboard(GUILD)
    assert [row.player_id for row in board] == [1]  # computers are not on the leaderboard
    assert board[0].deals_played == len(rebuilt.deals)
    assert board[0].net_point == rebuilt.balances[1]
    tours = await service.db.tours(table.id)
    assert len(tours) == 1 and tours[0].status == "finished"
    await service.db.close()


async def test_end_game_between_deals_settles_with_betdelning() -> None:
    service = await open_service()
    table = await human_table(service)
    with pytest.raises(Refused) as info:
        await service.end_game(table.id, 2)
    assert info.value.code == "not_host_or_admin"
    await service.end_game(table.id, 1)
    assert table.status == "finished"
    events = await service.db.events(table.id)
    assert [e.kind for e in events] == ["start", "deal", "close"]
    game = game_from_events([(e.kind, e.payload) for e in events])
    assert game.finished and game.deals == []
    await service.db.close()
