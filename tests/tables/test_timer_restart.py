"""A person's turn timer across a restart: a table rebuilt at start-up
counts the turn's time from when the turn began, not from the restart, and sends the reminder
that fell due while the bot was down, once (migration 0011). Timer two minutes: the
reminder at one, the seat handed to a computer at two. Time is a clock the test moves and a
sleep it releases by hand, shared by the database and the service, so nothing really waits."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bot.engine.actions import Pass
from bot.tables import SeededShuffler, TableChange, TableService
from db.database import Database
from tests.tables.support import GUILD, HUMANS, random_computers

HALF = 60.0
"""Seconds: half of the two-minute timer of every table here."""


class Clock:
    """The time now, moved by hand."""

    def __init__(self) -> None:
        self.now = datetime(2025, 3, 1, 19, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


class ManualSleep:
    """A ``sleep`` the test releases by hand; it records how long each wait was asked to be."""

    def __init__(self) -> None:
        self.waiting: list[tuple[float, asyncio.Future[None]]] = []

    async def sleep(self, seconds: float) -> None:
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.waiting.append((seconds, future))
        await future

    def pending(self) -> list[float]:
        self.waiting = [(s, f) for s, f in self.waiting if not f.done()]
        return [s for s, _ in self.waiting]

    async def next_waiter(self) -> float:
        # The service writes through a database thread: poll (briefly) until a timer waits.
        for _ in range(500):
            if self.pending():
                return self.waiting[0][0]
            await asyncio.sleep(0.01)
        raise AssertionError("no timer is waiting")

    def release(self) -> None:
        _, future = self.waiting.pop(0)
        future.set_result(None)


class Bot:
    """One process: a service over the database file, and what its subscribers were told."""

    def __init__(self, service: TableService) -> None:
        self.service = service
        self.heard: list[TableChange] = []

    def kinds(self, kind: str) -> list[TableChange]:
        return [c for c in self.heard if c.kind == kind]

    async def stop(self) -> None:
        await self.service.close()
        await self.service.db.close()


async def start(path: Path, clock: Clock, sleep: ManualSleep, *, hold: bool = False) -> Bot:
    db = await Database.open(path, clock=clock)
    service = TableService(
        db,
        shuffler=SeededShuffler(3),
        seed=3,
        computers=random_computers,
        sleep=sleep.sleep,
        clock=clock,
    )
    bot = Bot(service)

    async def listen(change: TableChange) -> None:
        bot.heard.append(change)

    service.subscribe(listen)
    await service.load(hold=hold)
    return bot


async def seated(bot: Bot) -> tuple[int, int]:
    """Four people at a table with a two-minute timer, started: its id and the seat on turn."""
    service = bot.service
    table = await service.create_table(
        guild_id=GUILD, channel_id=1, host_id=1, host_name=HUMANS[1], options={"timer_minutes": 2}
    )
    for pid in (2, 3, 4):
        await service.join(table.id, pid, HUMANS[pid])
    await service.start(table.id, 1)
    assert table.game is not None and table.game.to_act is not None
    return table.id, table.game.to_act


async def restart(bot: Bot, path: Path, clock: Clock, sleep: ManualSleep, **kw: bool) -> Bot:
    await bot.stop()
    assert not sleep.pending(), "the old process's timer is cancelled, not left waiting"
    return await start(path, clock, sleep, **kw)


async def test_a_restart_mid_turn_waits_only_the_time_left(tmp_path: Path) -> None:
    path, clock, sleep = tmp_path / "b.sqlite3", Clock(), ManualSleep()
    first = await start(path, clock, sleep)
    table_id, seat = await seated(first)
    assert await sleep.next_waiter() == HALF
    clock.advance(20)
    again = await restart(first, path, clock, sleep)
    assert await sleep.next_waiter() == HALF - 20  # the reminder where it was due
    sleep.release()
    assert await sleep.next_waiter() == HALF
    assert [c.seat for c in again.kinds("reminder")] == [seat]
    sleep.release()
    await sleep.next_waiter()  # the computer moved for the seat; the next person's timer
    await again.service.wait_idle(table_id)
    assert [(c.seat, c.timed_out) for c in again.kinds("away")] == [(seat, True)]
    await again.stop()


async def test_no_second_reminder_after_a_restart_past_the_reminder(tmp_path: Path) -> None:
    path, clock, sleep = tmp_path / "b.sqlite3", Clock(), ManualSleep()
    first = await start(path, clock, sleep)
    table_id, seat = await seated(first)
    assert await sleep.next_waiter() == HALF
    clock.advance(HALF)
    sleep.release()
    assert await sleep.next_waiter() == HALF
    assert [c.seat for c in first.kinds("reminder")] == [seat]
    clock.advance(30)
    again = await restart(first, path, clock, sleep)
    assert await sleep.next_waiter() == 2 * HALF - HALF - 30  # only the time left
    assert not again.kinds("reminder")
    sleep.release()
    await sleep.next_waiter()
    await again.service.wait_idle(table_id)
    assert not again.kinds("reminder"), "the same turn is never pinged twice"
    assert [(c.seat, c.timed_out) for c in again.kinds("away")] == [(seat, True)]
    await again.stop()


async def test_a_reminder_due_while_down_is_sent_once_its_server_is_back(tmp_path: Path) -> None:
    """Before: a restart past half time sent no reminder (nothing told whether one had gone
    out), so a reminder that fell due while the bot was down was lost and the seat handed
    over unwarned. The reminder is written down before it goes out: now it is sent once the
    table's server is known, and a second restart in the same turn does not send it again."""
    path, clock, sleep = tmp_path / "b.sqlite3", Clock(), ManualSleep()
    first = await start(path, clock, sleep)
    table_id, seat = await seated(first)
    assert await sleep.next_waiter() == HALF
    clock.advance(HALF + 20)  # the bot went down before the reminder, and stayed down
    again = await restart(first, path, clock, sleep, hold=True)
    table = again.service.get(table_id)
    assert table.timer_task is None and not again.kinds("reminder"), "not before its server"
    await again.service.release(GUILD)
    assert await sleep.next_waiter() == 2 * HALF - (HALF + 20)  # only the time left
    assert [c.seat for c in again.kinds("reminder")] == [seat]
    clock.advance(10)
    third = await restart(again, path, clock, sleep)
    assert await sleep.next_waiter() == 2 * HALF - (HALF + 30)
    assert not third.kinds("reminder"), "the same turn is never reminded twice"
    sleep.release()
    await sleep.next_waiter()  # the computer moved for the seat; the next person's timer
    await third.service.wait_idle(table_id)
    assert not third.kinds("reminder")
    assert [(c.seat, c.timed_out) for c in third.kinds("away")] == [(seat, True)]
    await third.stop()


async def test_a_turn_run_out_while_down_is_handed_over_once_its_server_is_back(
    tmp_path: Path,
) -> None:
    path, clock, sleep = tmp_path / "b.sqlite3", Clock(), ManualSleep()
    first = await start(path, clock, sleep)
    table_id, seat = await seated(first)
    await sleep.next_waiter()
    clock.advance(10 * 60)  # down for ten minutes
    again = await restart(first, path, clock, sleep, hold=True)
    table = again.service.get(table_id)
    assert table.held and table.timer_task is None and not sleep.pending()
    await again.service.release(GUILD)
    timer = table.timer_task
    assert timer is not None and not sleep.pending(), "no wait: the time is over"
    await asyncio.wait_for(timer, 5)
    assert [(c.seat, c.timed_out) for c in again.kinds("away")] == [(seat, True)]
    assert table.options.away == {seat: seat}
    await again.service.wait_idle(table_id)
    # The computer moved for the seat; the next person's time starts in full, from now.
    assert table.game is not None and table.game.to_act != seat
    assert await sleep.next_waiter() == HALF
    assert not again.kinds("reminder")
    assert len(again.kinds("away")) == 1
    await again.stop()


async def test_a_paused_table_s_timer_does_not_run_and_resuming_starts_it_over(
    tmp_path: Path,
) -> None:
    path, clock, sleep = tmp_path / "b.sqlite3", Clock(), ManualSleep()
    first = await start(path, clock, sleep)
    table_id, seat = await seated(first)
    await sleep.next_waiter()
    clock.advance(30)
    await first.service.pause(table_id, 1)
    clock.advance(60 * 60)  # an hour paused, and a restart meanwhile
    again = await restart(first, path, clock, sleep)
    table = again.service.get(table_id)
    assert table.status == "paused" and table.timer_task is None and not sleep.pending()
    clock.advance(60)
    await again.service.resume(table_id, 1)
    assert await sleep.next_waiter() == HALF  # resumed: the turn's time starts over
    assert not again.kinds("away"), "the hour paused does not count"
    clock.advance(45)
    # Restarted after the resume: the time counts from the resume, not from the last move
    # before the pause (long run out by then).
    third = await restart(again, path, clock, sleep)
    assert await sleep.next_waiter() == HALF - 45
    assert not third.kinds("away")
    # A move in time: the next person's timer runs in full.
    table = third.service.get(table_id)
    await third.service.act_as_player(table_id, seat, Pass(seat), table.seq)
    assert await sleep.next_waiter() == HALF
    await third.stop()
