"""The agreed stop (SV-M2): the host or an admin ends a game by agreement. Between deals (or
with the next deal dealt but untouched) it ends at once with betdelning (SV-P12); during a deal
the request is saved, survives a restart, and the game ends when that deal is over instead of
dealing the next."""

from __future__ import annotations

import asyncio
import logging
import random
from pathlib import Path
from typing import Any

import pytest

from bot.engine.actions import Pass
from bot.tables import Refused, TableChange, TableService
from bot.tables.log import game_from_events
from bot.tables.service import LiveTable
from db.database import Database
from db.errors import StorageError
from tests.support.game_state import game_state
from tests.tables.support import (
    CHANNEL,
    GUILD,
    HUMANS,
    human_table,
    open_service,
    play_random_human_move,
    random_computers,
)
from tests.tables.test_withdraw import RESULTS, entered


async def first_move(service: TableService, table: LiveTable) -> None:
    """The player on turn passes: the deal is in progress."""
    game = table.game
    assert game is not None and game.to_act is not None
    seat = game.to_act
    await service.act_as_player(table.id, seat, Pass(seat), table.seq)


async def finish_deal(service: TableService, table: LiveTable, seed: int = 5) -> None:
    """Random moves of the seated people until the table is finished (the deal is over)."""
    rng = random.Random(seed)
    for _ in range(500):
        if table.status == "finished":
            return
        await play_random_human_move(service, table, rng)
    raise AssertionError("the deal never ended")


async def kinds(service: TableService, table_id: int) -> list[str]:
    return [e.kind for e in await service.db.events(table_id)]


async def test_sv_m2_between_deals_the_game_ends_at_once_with_betdelning() -> None:
    service = await open_service()
    table = await human_table(service)
    rng = random.Random(2)
    while table.game is not None and table.game.deals.settled < 1:
        await play_random_human_move(service, table, rng)
    assert table.game is not None and table.game.current is not None  # deal 2 dealt, untouched
    settled = await kinds(service, table.id)
    assert await service.end_game(table.id, 1) is True
    assert table.status == "finished" and service.find(table.id) is None
    assert await kinds(service, table.id) == [*settled, "close"]  # deal 2 is simply not played
    game = game_from_events(await service.db.event_log(table.id))
    assert game.finished and len(game.deals) == 1 and game.final is not None
    assert game.balances == table.game.balances
    row = await service.db.table(table.id)
    assert row is not None and row.status == "finished"
    tours = await service.db.tours(table.id)
    assert [t.status for t in tours] == ["finished"]
    results = await service.db.tour_results(tours[0].id)
    assert {r.seat: r.balance for r in results} == game.balances
    await service.db.close()


async def test_sv_m2_during_a_deal_the_game_ends_when_the_deal_is_over() -> None:
    service = await open_service()
    changes: list[TableChange] = []

    async def listen(change: TableChange) -> None:
        changes.append(change)

    service.subscribe(listen)
    table = await human_table(service)
    await first_move(service, table)
    seq = table.seq
    assert await service.end_game(table.id, 1) is False
    assert table.status == "playing" and table.row.end_requested
    assert table.seq == seq  # no event: the request is a property of the table
    assert [c.kind for c in changes[-1:]] == ["ending"]
    row = await service.db.table(table.id)
    assert row is not None and row.end_requested and row.status == "playing"
    await finish_deal(service, table)
    events = await kinds(service, table.id)
    assert events.count("deal") == 1, "no deal is dealt after the agreed stop"
    assert events[-1] == "close" and changes[-1].kind == "close"
    game = game_from_events(await service.db.event_log(table.id))
    assert game.finished and game.deals.settled == 1 and game.final is not None
    assert changes[-1].settlement == game.final  # betdelning, as the thread shows it
    tours = await service.db.tours(table.id)
    assert [t.status for t in tours] == ["finished"]
    await service.db.close()


async def test_sv_m2_an_admin_may_end_the_game_and_others_change_nothing() -> None:
    service = await open_service()
    table = await human_table(service)
    await first_move(service, table)
    before = game_state(table.game) if table.game else None
    for player in (2, 99):
        with pytest.raises(Refused) as info:
            await service.end_game(table.id, player)
        assert info.value.code == "not_host_or_admin"
    assert not table.row.end_requested and table.status == "playing"
    assert table.game is not None and game_state(table.game) == before
    row = await service.db.table(table.id)
    assert row is not None and not row.end_requested
    assert "close" not in await kinds(service, table.id)
    # An admin (Manage Server on Discord) who is not seated may.
    assert await service.end_game(table.id, 99, admin=True) is False
    assert table.row.end_requested
    await service.db.close()


async def test_sv_m2_an_admin_ends_a_table_between_deals_at_once() -> None:
    service = await open_service()
    table = await human_table(service)
    assert await service.end_game(table.id, 3, admin=True) is True
    assert table.status == "finished"
    assert await kinds(service, table.id) == ["start", "deal", "close"]
    await service.db.close()


async def test_sv_m2_a_second_request_is_refused_with_its_own_code() -> None:
    service = await open_service()
    changes: list[str] = []

    async def listen(change: TableChange) -> None:
        changes.append(change.kind)

    service.subscribe(listen)
    table = await human_table(service)
    await first_move(service, table)
    assert await service.end_game(table.id, 1) is False
    with pytest.raises(Refused) as info:
        await service.end_game(table.id, 1)
    assert info.value.code == "end_requested"
    assert changes.count("ending") == 1
    await service.db.close()


async def test_sv_m2_a_lobby_cannot_be_ended() -> None:
    service = await open_service()
    table = await service.create_table(guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name="A")
    with pytest.raises(Refused) as info:
        await service.end_game(table.id, 1)
    assert info.value.code == "not_started"
    assert table.status == "lobby"
    await service.db.close()


async def test_sv_m2_a_paused_table_ends_at_once_between_deals() -> None:
    service = await open_service()
    table = await human_table(service)
    await service.pause(table.id, 1)
    assert await service.end_game(table.id, 1) is True
    assert table.status == "finished"
    row = await service.db.table(table.id)
    assert row is not None and row.status == "finished"
    await service.db.close()


async def test_sv_m2_a_paused_table_mid_deal_ends_after_the_deal_once_resumed() -> None:
    service = await open_service()
    table = await human_table(service)
    await first_move(service, table)
    await service.pause(table.id, 1)
    assert await service.end_game(table.id, 1) is False
    assert table.status == "paused" and table.row.end_requested
    await service.resume(table.id, 1)
    assert table.status == "playing"  # the deal in progress is played out
    await finish_deal(service, table)
    assert (await kinds(service, table.id)).count("deal") == 1
    await service.db.close()


async def test_sv_m2_the_request_survives_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    service = await open_service(path)
    table = await human_table(service)
    await first_move(service, table)
    assert await service.end_game(table.id, 1) is False
    await service.close()
    await service.db.close()

    again = await open_service(path)
    table = again.get(table.id)
    assert table.row.end_requested and table.status == "playing"
    with pytest.raises(Refused) as info:
        await again.end_game(table.id, 1)
    assert info.value.code == "end_requested"
    await finish_deal(again, table)
    events = await kinds(again, table.id)
    assert events.count("deal") == 1 and events[-1] == "close"
    await again.db.close()


async def test_sv_m2_a_restart_between_the_deals_last_event_and_the_close_ends_at_once(
    tmp_path: Path,
) -> None:
    """The deal's last move was saved, the close was not (the disk failed, then the process
    stopped): the table rebuilt at start-up ends at once instead of dealing again."""
    path = tmp_path / "b.sqlite3"
    service = await open_service(path)
    table = await human_table(service)
    await first_move(service, table)
    assert await service.end_game(table.id, 1) is False
    real = service.db.append_event

    async def no_close(*args: Any, **kwargs: Any) -> Any:
        if args[2] == "close":
            raise StorageError("disk full (simulated)")
        return await real(*args, **kwargs)

    service.db.append_event = no_close  # type: ignore[method-assign]
    rng = random.Random(5)
    for _ in range(500):
        if table.game is None or table.game.current is None:
            break
        await play_random_human_move(service, table, rng)
    assert table.game is not None and table.game.current is None
    assert table.status == "playing"  # the close is waiting for its retry
    assert "close" not in await kinds(service, table.id)
    await service.close()
    await service.db.close()

    again = await open_service(path)
    assert again.find(table.id) is None
    row = await again.db.table(table.id)
    assert row is not None and row.status == "finished"
    events = await kinds(again, table.id)
    assert events.count("deal") == 1 and events[-1] == "close"
    await again.db.close()


async def test_sv_m2_a_computer_thinking_about_the_first_bid_makes_no_move(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Ended between deals while a computer waits to bid first (Discord spaces computer moves
    by a second): the computer makes no move, and logs no refusal."""
    db = await Database.open(":memory:")
    service = TableService(db, seed=1, computers=random_computers, computer_delay=0.05)
    table = await service.create_table(
        guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name=HUMANS[1]
    )
    for _ in range(3):
        await service.add_computer(table.id, 1, "random")
    caplog.set_level(logging.WARNING)
    await service.start(table.id, 1, first_dealer=1)  # seat 2, a computer, bids first
    assert table.game is not None and table.game.to_act == 2
    task = table.computer_task
    assert task is not None and not task.done()
    assert await service.end_game(table.id, 1) is True
    await asyncio.wait_for(task, 1)
    assert await kinds(service, table.id) == ["start", "deal", "close"]
    assert "refused" not in caplog.text
    await db.close()


async def test_sv_m2_the_turn_timer_stops_with_the_game() -> None:
    db = await Database.open(":memory:")
    service = TableService(db, seed=1)
    table = await service.create_table(
        guild_id=GUILD,
        channel_id=CHANNEL,
        host_id=1,
        host_name=HUMANS[1],
        options={"timer_minutes": 5},
    )
    for pid in (2, 3, 4):
        await service.join(table.id, pid, HUMANS[pid])
    await service.start(table.id, 1)
    timer = table.timer_task
    assert timer is not None and not timer.done()
    assert await service.end_game(table.id, 1) is True
    assert table.timer_task is None
    await asyncio.sleep(0)
    assert timer.cancelled()
    await db.close()


async def test_a_tour_ended_by_agreement_keeps_the_betar_it_played_off() -> None:
    """SV-M2 after Figure 1's seven deals, three betar played off (SV-P11): the finished tour
    says 3 of 24, which the club rating weighs it by (docs/rating.md)."""
    service, table = await entered(":memory:", RESULTS)
    assert await service.end_game(table.id, 1) is True
    (tour,) = await service.db.tours(table.id)
    assert (tour.status, tour.length, tour.played_off) == ("finished", 24, 3)
    await service.db.close()
