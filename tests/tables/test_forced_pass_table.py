"""A pass that is a seat's only call in the auction (``Game.forced_action``: nothing on the
ladder outranks the standing bid for it) is made by the table itself, at once, like a ruled
whist answer: saved and logged as any pass, with no turn timer armed for the person it spares.
A seat that may still take the top bid over (SV-B4, *i förhand*) is asked as before."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.engine.actions import Bid, Level, Pass
from bot.engine.phase import Phase
from bot.engine.seats import left_of
from tests.tables.test_forced_moves import (
    closes_services,  # noqa: F401  (autouse: closes the services a test opened)
    logged_actions,
    open_service,
    people_table,
    phase,
)


async def test_am_b2_after_the_top_bid_the_table_passes_for_the_others(tmp_path: Path) -> None:
    """American Boston: eldest bids 13, the top of the ladder (AM-B2: only a higher bid may
    follow). The three passes are the rules', made by the table without the computers' delay
    (which would time the wait out) and without a turn timer; the auction is over."""
    service, heard = await open_service(tmp_path / "t.sqlite3")
    table = await people_table(service, "american")
    game = table.game
    assert game is not None and game.to_act is not None
    eldest = game.to_act
    bid_at = table.seq
    await service.act_as_player(table.id, eldest, Bid(eldest, "13"), bid_at)
    await asyncio.wait_for(service.wait_idle(table.id), 5)
    assert phase(table) is not Phase.AUCTION
    others = [left_of(eldest), left_of(left_of(eldest)), left_of(left_of(left_of(eldest)))]
    assert heard.actions()[-3:] == [Pass(s) for s in others]
    logged = await logged_actions(service, table.id)
    assert (
        logged[-3:] == [{"seat": s, "pass": True} for s in others]
        or [a.get("seat") for a in logged[-3:]] == others
    ), logged[-3:]
    for n, seat in enumerate(others):
        assert (seat, bid_at + 1 + n) not in heard.timers  # nobody's clock ran for it
    after = table.game.to_act if table.game is not None else None
    assert after is not None and heard.timers[-1] == (after, table.seq)


async def test_sv_b4_a_senior_seat_is_still_asked_after_the_top_bid(tmp_path: Path) -> None:
    """Swedish Boston: a junior seat bids 13 spel in the first colour; the two after him must
    pass (the table does it), but förhand may take it over i förhand: his turn, timed."""
    service, heard = await open_service(tmp_path / "t.sqlite3")
    table = await people_table(service, "swedish")
    game = table.game
    assert game is not None and game.to_act is not None
    forhand = game.to_act
    await service.act_as_player(table.id, forhand, Bid(forhand, "5"), table.seq)
    second = left_of(forhand)
    await service.act_as_player(table.id, second, Bid(second, "13", Level.FIRST), table.seq)
    await asyncio.wait_for(service.wait_idle(table.id), 5)
    game = table.game
    assert game is not None and game.to_act == forhand
    assert heard.actions()[-2:] == [Pass(left_of(second)), Pass(left_of(left_of(second)))]
    assert game.forced_action() is None
    assert heard.timers[-1] == (forhand, table.seq) and table.timer_task is not None
