"""Club features of the table service: pause and resume, stepping away, turn timers,
scorekeeping (the record's scored form), and the record export."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from bot.engine.actions import Pass
from bot.tables import Refused, SeededShuffler, TableChange, TableService
from db.database import Database
from db.errors import StorageError
from tests.tables.support import GUILD, HUMANS, random_computers

FIGURE1 = json.loads((Path(__file__).parents[1] / "fixtures" / "figure1.json").read_text())


class ManualSleep:
    """A ``sleep`` the test releases by hand, so timers run without any real waiting."""

    def __init__(self) -> None:
        self.waiting: list[tuple[float, asyncio.Future[None]]] = []
        self._added = asyncio.Event()

    async def sleep(self, seconds: float) -> None:
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.waiting.append((seconds, future))
        self._added.set()
        await future

    async def next_waiter(self) -> float:
        while not self.waiting:
            self._added.clear()
            await self._added.wait()
        return self.waiting[0][0]

    def release(self) -> None:
        _, future = self.waiting.pop(0)
        future.set_result(None)


async def service_with(sleep: ManualSleep | None = None) -> TableService:
    db = await Database.open(":memory:")
    return TableService(
        db,
        shuffler=SeededShuffler(3),
        seed=3,
        computers=random_computers,
        sleep=sleep.sleep if sleep else asyncio.sleep,
    )


async def seated(service: TableService, options: dict[str, object] | None = None) -> int:
    table = await service.create_table(
        guild_id=GUILD, channel_id=1, host_id=1, host_name=HUMANS[1], options=options
    )
    for pid in (2, 3, 4):
        await service.join(table.id, pid, HUMANS[pid])
    await service.start(table.id, 1)
    return table.id


async def test_a_paused_table_refuses_play_and_resumes_where_it_stood() -> None:
    service = await service_with()
    table_id = await seated(service)
    table = service.get(table_id)
    assert table.game is not None and table.game.to_act is not None
    seat = table.game.to_act
    with pytest.raises(Refused) as info:
        await service.pause(table_id, 2)
    assert info.value.code == "not_host_or_admin"
    await service.pause(table_id, 1)
    with pytest.raises(Refused) as info:
        await service.act_as_player(table_id, seat, Pass(seat), table.seq)
    assert info.value.code == "paused"  # its own refusal: "The table is paused"
    row = await service.db.table(table_id)
    assert row is not None and row.status == "paused"
    await service.resume(table_id, 1)
    await service.act_as_player(table_id, seat, Pass(seat), table.seq)
    await service.db.close()


async def test_stepping_away_hands_the_seat_to_a_computer_until_taken_back() -> None:
    service = await service_with()
    table_id = await seated(service)
    table = service.get(table_id)
    assert table.game is not None
    seat = table.game.to_act
    assert seat is not None
    assert await service.step_away(table_id, seat) == seat
    await service.wait_idle(table_id)
    # The computer played for the seat: it is someone else's turn now.
    assert table.game.to_act != seat
    assert table.seats[seat].computer_level == "heuristic"
    assert "(computer)" in table.seats[seat].display_name
    with pytest.raises(Refused) as info:
        await service.act_as_player(table_id, seat, Pass(seat), table.seq)
    assert info.value.code == "away"  # told to take the seat back, not that it is not theirs
    assert await service.come_back(table_id, seat, HUMANS[seat]) == seat
    assert table.seats[seat].player_id == seat
    assert table.seats[seat].display_name == HUMANS[seat]
    assert table.options.away == {}
    with pytest.raises(Refused):
        await service.come_back(table_id, seat, HUMANS[seat])
    await service.db.close()


async def test_a_step_away_not_saved_leaves_the_seat_and_its_options_as_they_were(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The table's options are read once per settings and shared (issue #17): a change that is
    # not saved must not have changed the shared copy either.
    service = await service_with()
    table_id = await seated(service)
    table = service.get(table_id)
    seat = table.game.to_act if table.game is not None else None
    assert seat is not None
    before = table.options.model_dump()

    async def failing(*args: object, **kwargs: object) -> None:
        raise StorageError("disk full (simulated)")

    monkeypatch.setattr(service.db, "set_seat", failing)
    with pytest.raises(StorageError):
        await service.step_away(table_id, seat)
    assert table.options.model_dump() == before
    assert table.away_seat_of(seat) is None
    assert table.seats[seat].player_id == seat
    await service.db.close()


async def test_turn_timer_reminds_then_a_computer_plays_for_the_absent_seat() -> None:
    sleep = ManualSleep()
    service = await service_with(sleep)
    heard: list[TableChange] = []

    async def listen(change: TableChange) -> None:
        heard.append(change)

    service.subscribe(listen)
    table_id = await seated(service, options={"timer_minutes": 4})
    table = service.get(table_id)
    assert table.game is not None
    seat = table.game.to_act
    assert await sleep.next_waiter() == 120.0  # half of four minutes: the reminder
    sleep.release()
    assert await sleep.next_waiter() == 120.0
    assert [c.seat for c in heard if c.kind == "reminder"] == [seat]
    sleep.release()
    # The absent seat goes to a computer, which moves; the next person's timer starts.
    await sleep.next_waiter()
    await service.wait_idle(table_id)
    assert [c.seat for c in heard if c.kind == "away"] == [seat]
    assert seat is not None and table.options.away == {seat: seat}
    assert table.game.to_act != seat
    await service.close()
    await service.db.close()


async def test_a_move_in_time_restarts_the_timer_and_no_timer_when_off() -> None:
    sleep = ManualSleep()
    service = await service_with(sleep)
    table_id = await seated(service, options={"timer_minutes": 1})
    table = service.get(table_id)
    assert table.game is not None and table.game.to_act is not None
    await sleep.next_waiter()
    first = sleep.waiting[0][1]
    seat = table.game.to_act
    await service.act_as_player(table_id, seat, Pass(seat), table.seq)
    assert first.cancelled(), "the old turn's timer is cancelled"
    await service.close()
    await service.db.close()

    off = await service_with(ManualSleep())
    table_id = await seated(off)
    assert off.get(table_id).timer_task is None  # timer off: the table never moves by itself
    await off.db.close()


async def test_bad_table_options_are_refused() -> None:
    service = await service_with()
    with pytest.raises(Refused, match="timer_minutes"):
        await service.create_table(
            guild_id=GUILD, channel_id=1, host_id=1, host_name="A", options={"timer_minutes": 61}
        )
    await service.db.close()


async def test_scorekeeping_replays_figure_1_and_writes_the_statistics() -> None:
    service = await service_with()
    table_id = await seated(service, options={"mode": "score"})
    table = service.get(table_id)
    assert table.game is not None and table.game.current is None  # no cards are dealt
    with pytest.raises(Refused) as info:
        await service.score(table_id, 99, "all-pass")
    assert info.value.code == "not_seated"
    bad = {"contract": "7", "declarer": 1, "trump_class": "plain", "tricks": {"declarer": 20}}
    with pytest.raises(Refused, match=r"tricks\.declarer must be"):
        await service.score(table_id, 1, bad)
    for deal in FIGURE1["deals"]:
        await service.score(table_id, 2, deal["result"])
    protocol = table.game.ledger.snapshot()
    assert protocol["played_off"] == 3 and protocol["marks"] == 1
    board = {row.player_id: row for row in await service.db.leaderboard(GUILD)}
    assert board[3].deals_played == 7
    assert sum(row.net_point for row in board.values()) == 0
    record = await service.record(table_id)
    exported = [d["result"] for d in record["deals"]]  # type: ignore[index]
    # The export writes every field out; the fixture leaves "merge" (null) implicit.
    assert exported == [
        d["result"] if d["result"] == "all-pass" else {**d["result"], "merge": None}
        for d in FIGURE1["deals"]
    ]
    await service.db.close()


async def test_a_paused_scorekeeping_table_refuses_a_score_as_paused() -> None:
    service = await service_with()
    table_id = await seated(service, options={"mode": "score"})
    table = service.get(table_id)
    await service.pause(table_id, 1)
    seq = table.seq
    with pytest.raises(Refused) as info:
        await service.score(table_id, 2, "all-pass")
    assert info.value.code == "paused"  # not "not_playing": the table is only put aside
    assert table.seq == seq and table.game is not None and not table.game.deals
    await service.resume(table_id, 1)
    await service.score(table_id, 2, "all-pass")
    assert table.seq == seq + 1
    await service.db.close()


async def test_scores_are_refused_at_a_table_that_plays_its_cards() -> None:
    service = await service_with()
    table_id = await seated(service)
    with pytest.raises(Refused, match="scores are not entered"):
        await service.score(table_id, 1, "all-pass")
    await service.db.close()
