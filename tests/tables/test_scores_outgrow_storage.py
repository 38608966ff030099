"""Scores past what the database can hold (a 64-bit INTEGER, SQLite's and PostgreSQL's BIGINT
alike: 2^63 − 1) end the game instead of stopping the table for good. The rules' amounts have
no limit (Dawson's pool without a cap, DW-P3, grows and is shared at the end, DW-P7; random
computers keep losing Grand Slams against it), but a settled deal or a close that cannot be
saved would leave the table stuck on that deal. The table service ends the game as an agreed
stop (SV-M2) at the last deal that could be saved, the deal that outgrew it taken back, and
says why (``outgrown``); the log replays to the same end.

The pool is set far past the limit directly on the live game's ledger rather than by playing
thirty-odd random deals."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.tables import Refused, TableChange, TableService, log
from bot.tables.service import LiveTable
from db.connection import fits_columns
from db.models import SeatAssignment
from tests.tables.support import CHANNEL, GUILD, HUMANS, open_service, table_moves_made

LIMIT = 2**63 - 1
HUGE_POOL = 2**66
"""Shared by four at the close (DW-P7), 2^64 each: past the limit whatever is played."""


async def _dawson(service: TableService, options: dict[str, object] | None = None) -> LiveTable:
    table = await service.create_table(
        guild_id=GUILD,
        channel_id=CHANNEL,
        host_id=1,
        host_name=HUMANS[1],
        variant="dawson",
        options=options,
    )
    for pid in (2, 3, 4):
        await service.join(table.id, pid, HUMANS[pid])
    await service.start(table.id, 1)
    return table


def _heard(service: TableService) -> list[TableChange]:
    changes: list[TableChange] = []

    async def on_change(change: TableChange) -> None:
        changes.append(change)

    service.subscribe(on_change)
    return changes


def test_the_storage_limit_is_64_bits() -> None:
    assert fits_columns({"a": (LIMIT, -LIMIT - 1), "b": [True, "x", None]})
    assert not fits_columns({"a": (0, LIMIT + 1)})
    assert not fits_columns([{"net": -LIMIT - 2}])


async def test_a_deal_that_outgrows_the_database_ends_the_game_before_it() -> None:
    service = await open_service(seed=3)
    try:
        table = await _dawson(service)
        heard = _heard(service)
        game = table.game
        assert game is not None
        game.ledger.pool.content = HUGE_POOL  # pyright: ignore[reportAttributeAccessIssue]
        rng = random.Random(5)
        with pytest.raises(Refused) as refused:
            for _ in range(400):  # one deal's moves, far fewer
                await table_moves_made(service, table)
                assert table.game is not None and table.game.to_act is not None
                seat = table.game.to_act
                action = rng.choice(table.game.legal_actions(seat))
                await service.act_as_player(table.id, seat, action, table.seq)
        assert refused.value.code == "outgrown"
        assert table.status == "finished"
        assert service.find(table.id) is None
        events = await service.db.event_log(table.id)
        # Deal 1 was played all but its last card: taken back, as an agreed stop would.
        assert events[-1] == (log.CLOSE, {"outgrown": True, "dropped": 1})
        assert log.ended_by(events) == log.EndedBy(None, 1, outgrown=True)
        assert log.game_from_events(events).deals.settled == 0
        close = heard[-1]
        assert close.kind == log.CLOSE and close.outgrown and close.dropped == 1
    finally:
        await service.db.close()


async def test_computers_end_the_game_instead_of_failing_on_it(tmp_path: Path) -> None:
    """All four seats computers: no retry loop, no "needs attention"; the table is finished."""
    service = await open_service(tmp_path / "t.sqlite3", seed=4)
    try:
        table = await service.create_table(
            guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name=HUMANS[1], variant="dawson"
        )
        for _ in range(3):
            await service.add_computer(table.id, 1, "random")
        # The host's seat goes to a computer too, as a simulation's does.
        await service.set_seat(
            table.id, SeatAssignment(seat=1, computer_level="random", display_name="Al")
        )
        heard = _heard(service)

        async def poke(change: TableChange) -> None:
            if change.kind == log.DEAL and table.game is not None:
                table.game.ledger.pool.content = HUGE_POOL  # pyright: ignore[reportAttributeAccessIssue]

        service.subscribe(poke)
        await service.start(table.id, 1)
        await table_moves_made(service, table)
        assert table.status == "finished"
        assert not [c for c in heard if c.kind == "attention"]
        events = await service.db.event_log(table.id)
        assert events[-1][0] == log.CLOSE and events[-1][1]["outgrown"] is True
    finally:
        await service.db.close()


LOST_GRAND_MISERE = {
    "contract": "grand-misere",
    "declarer": 2,
    "trump_class": None,
    "whister": None,
    "tricks": {"declarer": 1, "whister": None},
}
"""DW-P6: a Grand Misère lost pays the pool's content into it."""


async def test_a_score_that_outgrows_the_database_ends_the_game() -> None:
    """A scorekeeping table: the entry is refused and the game ends with the deals saved."""
    service = await open_service()
    try:
        table = await _dawson(service, {"mode": "score"})
        await service.score(table.id, 2, {"misere_partout": {"1": 5, "2": 4, "3": 3, "4": 1}})
        game = table.game
        assert game is not None
        # A pool whose share at the close still fits (DW-P7), but which a lost contract
        # doubling it would not.
        game.ledger.pool.content = 4 * (LIMIT - 1000)  # pyright: ignore[reportAttributeAccessIssue]
        with pytest.raises(Refused) as refused:
            await service.score(table.id, 2, LOST_GRAND_MISERE)
        assert refused.value.code == "outgrown"
        assert table.status == "finished"
        events = await service.db.event_log(table.id)
        assert events[-1] == (log.CLOSE, {"outgrown": True})
        assert log.ended_by(events) == log.EndedBy(None, None, outgrown=True)
        assert [kind for kind, _ in events].count(log.SCORE) == 1  # the first entry counts
        assert log.game_from_events(events).deals.settled == 1
    finally:
        await service.db.close()


async def test_amounts_past_32_bits_are_kept_on_both_backends(database_target: str) -> None:
    """The limit the service checks is 64 bits on both backends (migration 0022 widened
    PostgreSQL's amounts from INTEGER, 32 bits): an uncapped pool of 2^34 shared at an agreed
    stop after a deal (DW-P7, SV-M2), 2^32 and more to each, is saved, not refused as not
    saved."""
    service = await open_service(database_target, seed=3)
    try:
        table = await _dawson(service)
        game = table.game
        assert game is not None
        game.ledger.pool.content = 2**34  # pyright: ignore[reportAttributeAccessIssue]
        rng = random.Random(5)
        while table.game is not None and table.game.deals.settled == 0:  # one deal played
            await table_moves_made(service, table)
            seat = table.game.to_act
            if seat is None:
                continue
            action = rng.choice(table.game.legal_actions(seat))
            await service.act_as_player(table.id, seat, action, table.seq)
        await table_moves_made(service, table)
        await service.end_game(table.id, 1)  # the next deal, untouched, is not played
        assert table.status == "finished"
        [tour] = await service.db.tours(table.id)
        results = await service.db.tour_results(tour.id)
        assert max(abs(r.balance) for r in results) >= 2**32
    finally:
        await service.db.close()
