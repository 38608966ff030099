"""The event log: ordered, append-only, duplicates refused, settled rows atomic with events."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import threading
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from bot.engine.actions import stored_role
from db import (
    ConstraintViolation,
    Database,
    DuplicateEvent,
    SeatPayment,
    SettledDeal,
    StorageUnavailable,
    TableNotFound,
    TourEnd,
    TourNotRunning,
    TourSeatResult,
)
from db.repos import events as events_repo
from tests.db.settled import seven_spel
from tests.support.db_faults import hold_write_lock

GUILD = 100


async def new_table(database: Database) -> int:
    for player_id, name in ((1, "Anna"), (2, "Bo"), (3, "Cai")):
        await database.upsert_player(player_id, name, GUILD)
    table = await database.create_table(
        guild_id=GUILD, channel_id=10, host_player_id=1, variant="swedish", settings={}
    )
    return table.id


def deal(deal_no: int, *, tour_id: int | None = None, anna: int = 1) -> SettledDeal:
    """Anna (seat 1) makes 7 spel alone; the computer in seat 4 pays like the others."""
    return seven_spel((anna, 2, 3, None), (60, -20, -20, -20), deal_no=deal_no, tour_id=tour_id)


def tour_end(tour_id: int) -> TourEnd:
    return TourEnd(
        tour_id=tour_id,
        results=(
            TourSeatResult(seat=1, player_id=1, balance=60, rank=1),
            TourSeatResult(seat=2, player_id=2, balance=-20, rank=2),
            TourSeatResult(seat=3, player_id=3, balance=-20, rank=2),
            TourSeatResult(seat=4, player_id=None, balance=-20, rank=2),
        ),
    )


async def test_events_come_back_in_seq_order(db: Database) -> None:
    table_id = await new_table(db)
    assert await db.last_seq(table_id) == 0
    assert await db.events(table_id) == []
    for seq in (1, 3, 2):
        await db.append_event(table_id, seq, "action", {"seq": seq, "name": "Åsa"})
    events = await db.events(table_id)
    assert [e.seq for e in events] == [1, 2, 3]
    assert events[0].payload == {"seq": 1, "name": "Åsa"}
    assert events[0].kind == "action"
    assert await db.last_seq(table_id) == 3


async def test_event_log_is_the_kind_and_payload_in_seq_order(db: Database) -> None:
    table_id = await new_table(db)
    assert await db.event_log(table_id) == []
    for seq in (2, 10, 1, 3):
        await db.append_event(table_id, seq, f"k{seq}", {"n": [seq, "Ö"]})
    assert await db.event_log(table_id) == [(e.kind, e.payload) for e in await db.events(table_id)]
    assert [kind for kind, _ in await db.event_log(table_id)] == ["k1", "k2", "k3", "k10"]


async def test_a_long_log_is_parsed_off_the_event_loop(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A tour's log takes milliseconds to parse: a Protocol or Export click must not stop
    every table meanwhile. A short log is parsed where it is read."""
    threads: list[str] = []
    parse = events_repo._parsed_log  # pyright: ignore[reportPrivateUsage]

    def recorded(text: str) -> list[tuple[str, dict[str, Any]]]:
        threads.append(threading.current_thread().name)
        return parse(text)

    monkeypatch.setattr(events_repo, "_parsed_log", recorded)
    table_id = await new_table(db)
    events = [(seq, "action", {"code": "P", "pad": "x" * 100}) for seq in range(1, 401)]
    await db.import_events(table_id, events)
    log = await db.event_log(table_id)
    assert log == [(kind, payload) for _, kind, payload in events]
    short = await new_table(db)
    await db.append_event(short, 1, "start", {"n": 1})
    assert await db.event_log(short) == [("start", {"n": 1})]
    main = threading.main_thread().name
    assert threads[0] != main and threads[1] == main


async def test_an_appended_event_is_stored_whole(
    db: Database, set_time: Callable[[datetime], None]
) -> None:
    table_id = await new_table(db)
    moment = datetime(2026, 11, 24, 21, 30, 5, 123456, tzinfo=timezone(timedelta(hours=1)))
    set_time(moment)
    await db.append_event(table_id, 1, "start", {"deck": [1, 2], "who": "Ö"})
    [row] = await db.events(table_id)
    assert (row.table_id, row.seq, row.kind) == (table_id, 1, "start")
    assert row.payload == {"deck": [1, 2], "who": "Ö"}
    assert row.created_at == moment


async def test_logs_of_tables_are_separate(db: Database) -> None:
    first = await new_table(db)
    second = await new_table(db)
    await db.append_event(first, 1, "a", {})
    await db.append_event(second, 1, "b", {})
    assert [e.kind for e in await db.events(first)] == ["a"]
    assert await db.last_seq(second) == 1


async def test_duplicate_seq_is_refused_and_nothing_is_half_written(db: Database) -> None:
    table_id = await new_table(db)
    await db.append_event(table_id, 1, "first", {"n": 1})
    with pytest.raises(DuplicateEvent) as caught:
        await db.append_event(table_id, 1, "second", {"n": 2}, settled=deal(1))
    assert (caught.value.table_id, caught.value.seq) == (table_id, 1)
    assert [(e.kind, e.payload) for e in await db.events(table_id)] == [("first", {"n": 1})]
    assert await db.leaderboard(GUILD) == []


async def test_event_of_an_unknown_table_is_refused(db: Database) -> None:
    with pytest.raises(TableNotFound):
        await db.append_event(99, 1, "start", {})


async def test_a_payload_that_is_not_json_writes_nothing(db: Database) -> None:
    table_id = await new_table(db)
    with pytest.raises(TypeError):
        await db.append_event(table_id, 1, "bad", {"cards": {1, 2}})
    assert await db.last_seq(table_id) == 0


async def test_settled_deal_is_written_with_its_event(db: Database) -> None:
    table_id = await new_table(db)
    await db.append_event(table_id, 1, "deal_end", {}, settled=deal(1))
    board = {row.player_id: row for row in await db.leaderboard(GUILD)}
    assert board[1].net_point == 60
    profile = await db.player_profile(GUILD, 1, stored_role)
    assert profile is not None and profile.trick_contracts_made == 1
    assert board[2].net_point == -20


async def test_a_withdrawal_deletes_its_deals_rows_and_replaces_or_drops_the_checkpoint(
    db: Database,
) -> None:
    """``/boston withdraw``: the deal's result and payments leave the statistics in the
    withdrawal's transaction; without a new checkpoint the old one (holding the deal) goes."""
    table_id = await new_table(db)
    await db.append_event(table_id, 1, "score", {"n": 1}, settled=deal(1))
    await db.append_event(table_id, 2, "score", {"n": 2}, settled=deal(2), checkpoint={"d": 2})
    await db.append_event(table_id, 3, "withdraw", {"deal": 2}, withdrawn=2, checkpoint={"d": 1})
    assert [row.deals_played for row in await db.leaderboard(GUILD)] == [1, 1, 1]
    assert await db.checkpoint(table_id) == (3, {"d": 1})
    await db.append_event(table_id, 4, "withdraw", {"deal": 1}, withdrawn=1)
    assert await db.leaderboard(GUILD) == []
    assert await db.checkpoint(table_id) is None
    # The deal entered again writes its rows anew: nothing of the old ones is left in the way.
    await db.append_event(table_id, 5, "score", {"n": 1}, settled=deal(1, anna=1))
    assert [row.deals_played for row in await db.leaderboard(GUILD)] == [1, 1, 1]


async def test_failing_settled_rows_roll_back_the_event(db: Database) -> None:
    table_id = await new_table(db)
    await db.append_event(table_id, 1, "start", {})
    # Player 42 was never upserted: the payment row breaks its foreign key, after the event
    # row was inserted in the same transaction.
    with pytest.raises(ConstraintViolation) as refused:
        await db.append_event(table_id, 2, "deal_end", {}, settled=deal(1, anna=42))
    assert refused.value.kind == "foreign_key"
    assert [e.seq for e in await db.events(table_id)] == [1]
    assert await db.leaderboard(GUILD) == []
    # The log is usable afterwards: the same seq can now be written correctly.
    await db.append_event(table_id, 2, "deal_end", {}, settled=deal(1))
    assert await db.last_seq(table_id) == 2


async def test_deal_of_a_tour_of_another_table_is_refused(db: Database) -> None:
    table_id = await new_table(db)
    other = await new_table(db)
    tour = await db.start_tour(other, 1, 24)
    with pytest.raises(ConstraintViolation):
        await db.append_event(table_id, 1, "deal_end", {}, settled=deal(1, tour_id=tour.id))
    assert await db.last_seq(table_id) == 0


async def test_deal_and_tour_end_commit_with_the_event(db: Database) -> None:
    table_id = await new_table(db)
    tour = await db.start_tour(table_id, 1, 24)
    await db.append_event(
        table_id, 1, "deal_end", {}, settled=deal(1, tour_id=tour.id), tour_end=tour_end(tour.id)
    )
    assert await db.running_tour(table_id) is None
    [ended] = await db.tours(table_id)
    assert ended.status == "finished" and ended.ended_at is not None
    assert [r.balance for r in await db.tour_results(tour.id)] == [60, -20, -20, -20]
    board = {row.player_id: row for row in await db.leaderboard(GUILD, tour_id=tour.id)}
    assert (board[1].tours_played, board[1].tours_won) == (1, 1)


async def test_ending_a_tour_that_is_not_running_rolls_back_the_event(db: Database) -> None:
    table_id = await new_table(db)
    tour = await db.start_tour(table_id, 1, 24)
    await db.finish_tour(tour_end(tour.id))
    with pytest.raises(TourNotRunning):
        await db.append_event(
            table_id, 1, "deal_end", {}, settled=deal(1), tour_end=tour_end(tour.id)
        )
    assert await db.last_seq(table_id) == 0
    assert len(await db.tour_results(tour.id)) == 4  # from the first end only
    assert all(row.deals_played == 0 for row in await db.leaderboard(GUILD))


async def test_events_cannot_be_updated_or_deleted(tmp_path: Path) -> None:
    path = tmp_path / "boston.db"
    async with await Database.open(path) as database:
        table_id = await new_table(database)
        await database.append_event(table_id, 1, "start", {"n": 1})
    # Any connection, not only db/'s, is refused: the triggers live in the schema.
    with sqlite3.connect(path) as conn:
        with pytest.raises(sqlite3.IntegrityError, match="append-only: UPDATE"):
            conn.execute("UPDATE events SET kind = 'forged'")
        with pytest.raises(sqlite3.IntegrityError, match="append-only: DELETE"):
            conn.execute("DELETE FROM events")
        assert conn.execute("SELECT kind FROM events").fetchall() == [("start",)]


async def test_an_append_after_close_is_refused_not_left_waiting(tmp_path: Path) -> None:
    # SQLite's group commit hands its group to aiosqlite's thread itself: once the connection
    # is closed that thread is gone, and an append must fail at once instead of waiting for it.
    database = await Database.open(tmp_path / "boston.db")
    table_id = await new_table(database)
    await database.close()
    with pytest.raises(StorageUnavailable, match="closed"):
        await asyncio.wait_for(database.append_event(table_id, 1, "action", {}), timeout=5)


async def test_a_group_failing_whole_fails_every_caller_typed(tmp_path: Path) -> None:
    # A group that cannot commit (here: a write lock nobody gives back) fails every event of
    # it with db/'s own error, and writes none of them.
    path = tmp_path / "boston.db"
    async with await Database.open(path, busy_timeout_ms=50) as database:
        tables = [await new_table(database) for _ in range(3)]
        with hold_write_lock(path):
            outcomes = await asyncio.gather(
                *(database.append_event(t, 1, "action", {}) for t in tables),
                return_exceptions=True,
            )
        assert [type(o) for o in outcomes] == [StorageUnavailable] * 3
        assert all(
            isinstance(o.__cause__, sqlite3.OperationalError)
            for o in outcomes
            if isinstance(o, BaseException)
        )
        assert [await database.last_seq(t) for t in tables] == [0, 0, 0]
        await database.append_event(tables[0], 1, "action", {})


def test_payments_must_sum_to_zero() -> None:
    payments = [SeatPayment(seat=s, player_id=None, net=10) for s in (1, 2, 3)]
    payments.append(SeatPayment(seat=4, player_id=None, net=-20))
    with pytest.raises(ValidationError, match="sum to 0, not 10"):
        SettledDeal(
            deal_no=1,
            variant="swedish",
            payment="simplified",
            all_pass=True,
            payments=tuple(payments),
        )
    # A Dawson pool takes up the difference: the nets plus the pool's growth sum to zero.
    SettledDeal(
        deal_no=1,
        variant="dawson",
        payment=None,
        all_pass=True,
        pool_delta=-10,
        payments=tuple(payments),
    )


def test_payments_need_one_row_per_seat() -> None:
    payments = (
        SeatPayment(seat=1, player_id=None, net=0),
        SeatPayment(seat=1, player_id=None, net=0),
        SeatPayment(seat=3, player_id=None, net=0),
        SeatPayment(seat=4, player_id=None, net=0),
    )
    with pytest.raises(ValidationError, match="each of seats 1-4"):
        SettledDeal(
            deal_no=1, variant="swedish", payment="traditional", all_pass=True, payments=payments
        )


def test_contract_deal_needs_a_declarer() -> None:
    with pytest.raises(ValidationError, match="needs contract_id"):
        SettledDeal.model_validate({**deal(1).model_dump(), "declarer_seat": None})


def test_tour_balances_must_sum_to_zero() -> None:
    results = [TourSeatResult(seat=s, player_id=None, balance=5, rank=s) for s in (1, 2, 3, 4)]
    with pytest.raises(ValidationError, match="balances must sum to 0"):
        TourEnd(tour_id=1, results=tuple(results))
    with pytest.raises(ValidationError, match="abandoned tour has no results"):
        TourEnd(tour_id=1, status="abandoned", results=tuple(results))


async def test_concurrent_appends_do_not_interleave_transactions(db: Database) -> None:
    table_id = await new_table(db)
    # Many coroutines share the one connection; each transaction must run whole.
    await asyncio.gather(
        *(db.append_event(table_id, seq, "action", {"seq": seq}) for seq in range(1, 31)),
        db.append_event(table_id, 31, "deal_end", {}, settled=deal(1)),
    )
    assert [e.seq for e in await db.events(table_id)] == list(range(1, 32))
    with pytest.raises(DuplicateEvent):
        await asyncio.gather(*(db.append_event(table_id, 32, "race", {}) for _ in range(2)))
    assert await db.last_seq(table_id) == 32


async def test_appends_arriving_during_a_commit_share_the_next_one(db: Database) -> None:
    # The group commit: 21 appends arriving together take at most two transactions (the first
    # may set off alone; the rest arrive while it is in flight), where a refused one (a
    # duplicate seq) is rolled back alone.
    tables = [await new_table(db) for _ in range(20)]
    before = db._groups  # pyright: ignore[reportPrivateUsage]
    outcomes = await asyncio.gather(
        *(db.append_event(t, 1, "action", {}) for t in tables),
        db.append_event(tables[0], 1, "race", {}),
        return_exceptions=True,
    )
    assert 1 <= db._groups - before <= 2  # pyright: ignore[reportPrivateUsage]
    assert [type(o) for o in outcomes[:-1]] == [type(outcomes[0])] * 20
    assert isinstance(outcomes[-1], DuplicateEvent)
    for table_id in tables:
        assert [(e.seq, e.kind) for e in await db.events(table_id)] == [(1, "action")]


@pytest.mark.parametrize("steps", range(6))
async def test_a_cancelled_append_leaves_the_database_usable(db: Database, steps: int) -> None:
    table_id = await new_table(db)
    task = asyncio.create_task(db.append_event(table_id, 1, "action", {}, settled=deal(1)))
    # Cancel at a different point each time: waiting for BEGIN, an INSERT, the COMMIT, ...
    for _ in range(steps):
        await asyncio.sleep(0.0005)
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    # Whether or not the cancelled transaction got to commit, it committed whole or not at
    # all, and no transaction is left open for the next caller.
    seqs = [e.seq for e in await db.events(table_id)]
    deals = sum(row.deals_played for row in await db.leaderboard(GUILD))
    assert (seqs, deals) in (([], 0), ([1], 3))
    await db.append_event(table_id, len(seqs) + 1, "action", {})


async def test_restore_state_reads_every_unfinished_table_at_once(db: Database) -> None:
    first, second = await new_table(db), await new_table(db)
    for seq in (2, 1):
        await db.append_event(first, seq, f"k{seq}", {"n": seq})
    await db.set_table_status(second, "finished")
    state = await db.restore_state()
    assert set(state) == {first}
    seats, checkpoint, events, tour, last_event_at, _, _, _ = state[first]
    assert seats == await db.seats(first)
    assert checkpoint is None
    assert events == await db.event_log(first)
    assert tour is None
    assert last_event_at == max(e.created_at for e in await db.events(first))
