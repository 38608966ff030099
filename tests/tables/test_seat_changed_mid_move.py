"""A person's move that waits for the table's lock while their seat changes hands.

The seat a move is made for is decided with the lock, where the move is made: a seat given to
someone else (``/boston replace``), handed to a computer because its person stepped away, or
because their turn timer ran out, while their click waited, is no longer theirs to move for.
None of these raises the table's ``seq``, so only that check refuses the move. A refusal
changes nothing, and the computer that keeps the seat then moves for it as usual. The mirror
image too: a computer still deciding when its seat goes to a person makes no move for them.

Each race is held open with an event on the seat's write (``Database.set_seat``): the seat
change has the lock and is writing; the move is sent and waits for the lock; then the write
goes on. No sleeps: asyncio runs the waiting move up to the lock in one turn of the loop.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.engine.actions import Action
from bot.engine.views import SeatView
from bot.tables import Refused, TableService
from bot.tables.service import LiveTable
from db.models import SeatAssignment
from tests.tables.support import HUMANS, computer_table, human_table, open_service
from tests.tables.test_club import ManualSleep, seated, service_with


class HeldSeatWrite:
    """``Database.set_seat`` held open: :attr:`entered` once a seat change is writing (with
    the table's lock), which goes on once :meth:`release` is called."""

    def __init__(self, service: TableService, monkeypatch: pytest.MonkeyPatch) -> None:
        self.entered = asyncio.Event()
        self._gate = asyncio.Event()
        real = service.db.set_seat

        async def held(*args: Any, **kwargs: Any) -> None:
            self.entered.set()
            await self._gate.wait()
            await real(*args, **kwargs)

        monkeypatch.setattr(service.db, "set_seat", held)

    def release(self) -> None:
        self._gate.set()


async def move_during(
    service: TableService,
    table: LiveTable,
    held: HeldSeatWrite,
    change: Awaitable[object],
    player_id: int,
    action: Action,
) -> BaseException | None:
    """``player_id``'s ``action`` sent while ``change`` (a seat change) writes, then the write
    let go: what the move met (None: it was made)."""
    changing = asyncio.ensure_future(change)
    await held.entered.wait()
    move = asyncio.create_task(service.act_as_player(table.id, player_id, action, table.seq))
    await asyncio.sleep(0)  # the move runs up to the table's lock, and waits there
    assert table.lock.locked() and not move.done()
    held.release()
    await changing
    (met,) = await asyncio.gather(move, return_exceptions=True)
    return met if isinstance(met, BaseException) else None


async def on_turn(table: LiveTable) -> tuple[int, int, Action]:
    """The seat on turn, its person, and a legal move of theirs."""
    game = table.game
    assert game is not None and game.to_act is not None
    seat = game.to_act
    player_id = table.seats[seat].player_id
    assert player_id is not None
    return seat, player_id, game.legal_actions(seat)[0]


async def unchanged(service: TableService, table: LiveTable, seq: int, events: int) -> None:
    assert table.seq == seq
    assert len(await service.db.event_log(table.id)) == events


async def test_a_move_for_a_seat_given_away_meanwhile_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = await open_service(tmp_path / "b.sqlite3")
    table = await human_table(service)
    await service.wait_idle(table.id)
    seat, holder, action = await on_turn(table)
    seq, events = table.seq, len(await service.db.event_log(table.id))
    held = HeldSeatWrite(service, monkeypatch)
    newcomer = SeatAssignment(seat=seat, player_id=99, display_name="Nina")
    met = await move_during(
        service, table, held, service.set_seat(table.id, newcomer), holder, action
    )
    assert isinstance(met, Refused) and met.code == "not_seated"
    assert table.seats[seat].player_id == 99
    await unchanged(service, table, seq, events)
    # The seat's new holder moves for it, on the same view of the table.
    await service.act_as_player(table.id, 99, action, seq)
    assert table.seq == seq + 1
    await service.db.close()


async def test_a_move_of_a_person_who_stepped_away_meanwhile_is_refused_as_away(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = await open_service(tmp_path / "b.sqlite3")
    table = await human_table(service)
    await service.wait_idle(table.id)
    seat, holder, action = await on_turn(table)
    seq, events = table.seq, len(await service.db.event_log(table.id))
    held = HeldSeatWrite(service, monkeypatch)
    # Their own second device, say: one steps away while the other's card waits.
    met = await move_during(
        service, table, held, service.step_away(table.id, holder), holder, action
    )
    assert isinstance(met, Refused) and met.code == "away"
    assert table.options.away == {seat: holder}
    assert table.seq == seq  # refused before anything was written
    # The computer keeping the seat moves for it as it would have.
    await service.wait_idle(table.id)
    assert table.seq > seq
    kept = await service.db.event_log(table.id)
    assert kept[events][1]["seat"] == seat
    await service.db.close()


async def test_a_move_as_the_turn_timer_hands_the_seat_over_is_refused_as_away(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sleep = ManualSleep()
    service = await service_with(sleep)
    table = service.get(await seated(service, options={"timer_minutes": 4}))
    seat, holder, action = await on_turn(table)
    seq, events = table.seq, len(await service.db.event_log(table.id))
    await sleep.next_waiter()
    sleep.release()  # half time: the reminder
    await sleep.next_waiter()
    timer = table.timer_task
    assert timer is not None
    held = HeldSeatWrite(service, monkeypatch)
    sleep.release()  # full time: the seat goes to a computer, whose write is held
    met = await move_during(service, table, held, timer, holder, action)
    assert isinstance(met, Refused) and met.code == "away"
    assert table.options.away == {seat: holder}
    assert table.seq == seq  # refused before anything was written
    await service.wait_idle(table.id)
    kept = await service.db.event_log(table.id)
    assert kept[events][1]["seat"] == seat  # the computer's move, not the person's
    await service.close()
    await service.db.close()


async def test_a_move_still_made_when_the_seat_stays_its_persons(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another seat changing hands meanwhile is no reason to refuse the move."""
    service = await open_service(tmp_path / "b.sqlite3")
    table = await human_table(service)
    await service.wait_idle(table.id)
    seat, holder, action = await on_turn(table)
    seq = table.seq
    other = next(s for s in table.seats if s != seat)
    held = HeldSeatWrite(service, monkeypatch)
    newcomer = SeatAssignment(seat=other, player_id=99, display_name="Nina")
    met = await move_during(
        service, table, held, service.set_seat(table.id, newcomer), holder, action
    )
    assert met is None
    assert table.seq == seq + 1
    await service.db.close()


async def test_a_computers_move_for_a_seat_given_to_a_person_meanwhile_is_not_made(
    tmp_path: Path,
) -> None:
    """The mirror image: a computer deciding (a strong one thinks in a worker thread) while
    its seat goes to a person makes no move for them; the person is on turn and moves."""
    asked, go = threading.Event(), threading.Event()

    def thinking(level: str, seed: int) -> Callable[[SeatView], Action]:
        def choose(view: SeatView) -> Action:
            asked.set()
            go.wait(10)  # the test lets it go once the seat is the person's
            return view.legal[0]

        return choose

    service = await open_service(tmp_path / "b.sqlite3", computers=thinking)
    table = await computer_table(service, level="strong")
    await service.start(table.id, 1)
    while table.game is not None and table.game.to_act == 1:  # the host's turn first
        await service.act_as_player(table.id, 1, table.game.legal_actions(1)[0], table.seq)
    game = table.game
    assert game is not None and game.to_act is not None
    seat = game.to_act
    await asyncio.to_thread(asked.wait, 10)  # the computer at ``seat`` is deciding
    seq = table.seq
    newcomer = SeatAssignment(seat=seat, player_id=99, display_name="Nina")
    await service.set_seat(table.id, newcomer)
    go.set()
    task = table.computer_task
    assert task is not None
    await task
    assert table.seq == seq, "a computer moved for a seat a person holds"
    assert game is table.game and game.to_act == seat
    await service.act_as_player(table.id, 99, game.legal_actions(seat)[0], seq)
    assert table.seq == seq + 1
    await service.close()
    await service.db.close()


async def test_a_replace_decided_on_a_seat_that_changed_since_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``/boston replace`` decides on the seat as it saw it (``expected``): a come-back that
    took the lock first makes it stale under the lock, and nothing is given."""
    service = await open_service(tmp_path / "b.sqlite3")
    table = await human_table(service)
    await service.wait_idle(table.id)
    await service.step_away(table.id, 2)
    seen = table.seats[2]  # the computer keeping the seat, as the host's replace saw it
    assert seen.computer_level is not None
    held = HeldSeatWrite(service, monkeypatch)
    back = asyncio.create_task(service.come_back(table.id, 2, HUMANS[2]))
    await held.entered.wait()
    newcomer = SeatAssignment(seat=2, player_id=99, display_name="Nina")
    given = asyncio.create_task(service.set_seat(table.id, newcomer, expected=seen))
    held.release()
    await back
    with pytest.raises(Refused) as refused:
        await given
    assert refused.value.code == "stale"
    assert table.seats[2].player_id == 2  # the person who came back keeps it
    assert (await service.db.seats(table.id))[1].player_id == 2
    await service.db.close()
