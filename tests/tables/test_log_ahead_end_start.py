"""Ending a game and a lobby's Start on a table another process moved on after this one loaded
it (a rolling deploy's overlap, as in :mod:`tests.tables.test_log_ahead`). The write finds the
log ahead (``DuplicateEvent``): the table is rebuilt from the log under its lock and announced
(``rebuilt``). The agreed stop is then asked again of the table as it is now (it is about the
game, not a position: it ends at once between deals, after the deal in progress otherwise, and
a game already over is refused as ``no_table``); a Start is refused as ``stale`` (the game is
under way already) or ``no_table``, and the host sees the table as it stands. Before, the end
failed as not saved and the Start for ever, the table left as it was in memory. On SQLite (two
connections to one file) and on PostgreSQL."""

from __future__ import annotations

import random

import pytest

from bot.tables import Refused, log
from bot.tables.options import engine_settings
from tests.tables.overlap import Overlap, lobby, old_moves, the_log
from tests.tables.support import human_table, table_moves_made
from tests.tables.test_agreed_stop import finish_deal


async def test_an_end_on_a_deal_the_old_process_played_on_ends_after_that_deal(
    shared_target: str,
) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await human_table(old)  # the first deal dealt, untouched: an end would be at once
    new = await run.open_new()
    await old_moves(old, table, 2)  # the deal under way now
    await run.stop_old()
    try:
        stale = new.get(table.id)
        # Still wanted on the table as it is: the deal in progress is played out first.
        assert await new.end_game(table.id, 1) is False
        kinds, game = await the_log(new.db, table.id)
        assert kinds == ["start", "deal", "action", "action"]
        assert new.get(table.id) is stale and stale.seq == len(kinds)
        assert stale.game is not None and stale.game.public_view() == game.public_view()
        assert stale.row.end_requested
        row = await new.db.table(table.id)
        assert row is not None and row.end_requested and row.status == "playing"
        assert run.kinds == ["rebuilt", "ending"]

        await finish_deal(new, stale)
        kinds, game = await the_log(new.db, table.id)
        assert kinds.count("deal") == 1 and kinds[-1] == "close"
        assert game.finished and game.deals.settled == 1
    finally:
        await run.close()


async def test_an_end_after_the_old_process_settled_a_deal_ends_the_game_at_once(
    shared_target: str,
) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await human_table(old)
    new = await run.open_new()
    rng = random.Random(4)
    while table.game is not None and table.game.deals.settled < 1:
        await table_moves_made(old, table)
        game = table.game
        assert game.to_act is not None
        seat = game.to_act
        await old.act(table.id, seat, rng.choice(game.legal_actions(seat)), table.seq)
    played, _ = await the_log(old.db, table.id)
    assert played[-1] == "deal"  # the old process dealt the next deal, untouched
    await run.stop_old()
    try:
        assert await new.end_game(table.id, 1) is True
        kinds, game = await the_log(new.db, table.id)
        assert kinds == [*played, "close"]  # the untouched deal is simply not played
        assert game.finished and len(game.deals) == 1 and game.final is not None
        assert new.find(table.id) is None
        row = await new.db.table(table.id)
        assert row is not None and row.status == "finished"
        tours = await new.db.tours(table.id)
        assert [t.status for t in tours] == ["finished"]
        results = await new.db.tour_results(tours[0].id)
        assert {r.seat: r.balance for r in results} == game.balances
        assert run.kinds == ["rebuilt", "close"]
    finally:
        await run.close()


async def test_an_end_of_a_game_the_old_process_ended_is_refused(shared_target: str) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await human_table(old)
    new = await run.open_new()
    assert await old.end_game(table.id, 1) is True
    await run.stop_old()
    try:
        with pytest.raises(Refused) as refused:
            await new.end_game(table.id, 1)
        assert refused.value.code == "no_table"
        assert new.find(table.id) is None  # let go of, as the other process ended it
        kinds, _ = await the_log(new.db, table.id)
        assert kinds == ["start", "deal", "close"]  # closed once
        assert run.kinds == ["rebuilt"]  # let go of, announced
    finally:
        await run.close()


async def test_a_start_of_a_lobby_the_old_process_started_shows_the_game(
    shared_target: str,
) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await lobby(old)
    new = await run.open_new()
    await old.start(table.id, 1)
    await old_moves(old, table, 1)  # and played on
    await run.stop_old()
    try:
        stale = new.get(table.id)
        assert stale.status == "lobby"
        with pytest.raises(Refused) as refused:
            await new.start(table.id, 1)
        assert refused.value.code == "stale"

        # The table in memory is the log's game, in place, and was told to redraw.
        kinds, game = await the_log(new.db, table.id)
        assert kinds == ["start", "deal", "action"]  # started once
        live = new.get(table.id)
        assert live is stale and live.status == "playing" and live.seq == len(kinds)
        assert live.game is not None and live.game.public_view() == game.public_view()
        tour = await new.db.running_tour(table.id)
        assert tour is not None and live.tour_id == tour.id
        assert run.kinds == ["rebuilt"]

        # The person on turn, looking at the game, is saved at once.
        assert game.to_act is not None
        seat = game.to_act
        await new.act_as_player(table.id, seat, game.legal_actions(seat)[0], live.seq)
        assert (await the_log(new.db, table.id))[0][: len(kinds) + 1] == [*kinds, "action"]
    finally:
        await run.close()


async def test_a_start_of_a_lobby_the_old_process_started_and_ended_is_refused(
    shared_target: str,
) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await lobby(old)
    new = await run.open_new()
    await old.start(table.id, 1)
    assert await old.end_game(table.id, 1) is True
    await run.stop_old()
    try:
        with pytest.raises(Refused) as refused:
            await new.start(table.id, 1)
        assert refused.value.code == "no_table"
        assert new.find(table.id) is None
        kinds, _ = await the_log(new.db, table.id)
        assert kinds == ["start", "deal", "close"]
        assert run.kinds == ["rebuilt"]  # let go of, announced
    finally:
        await run.close()


async def test_a_start_of_a_lobby_started_half_way_elsewhere_completes_it(
    shared_target: str,
) -> None:
    # An older version started a lobby in three writes; the other process wrote only the
    # start event before it stopped. The rebuild finishes that start, as a restart would.
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await lobby(old)
    new = await run.open_new()
    names = [table.seats[seat].display_name for seat in (1, 2, 3, 4)]
    payload = log.start_payload(table.row.variant, engine_settings(table.row.settings), names, 2)
    await old.db.append_event(table.id, 1, log.START, payload)
    await run.stop_old()
    try:
        with pytest.raises(Refused) as refused:
            await new.start(table.id, 1)
        assert refused.value.code == "stale"
        live = new.get(table.id)
        assert live.status == "playing" and live.game is not None
        row = await new.db.table(table.id)
        assert row is not None and row.status == "playing"
        tour = await new.db.running_tour(table.id)
        assert tour is not None and live.tour_id == tour.id
        kinds, game = await the_log(new.db, table.id)
        assert kinds == ["start", "deal"]  # the first deal dealt from there
        assert live.seq == 2 and live.game.public_view() == game.public_view()
    finally:
        await run.close()
