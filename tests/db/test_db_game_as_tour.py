"""A finished game whose rules keep no tours, written as a finished tour of its own at its end
(:class:`db.models.TourEnd` with no tour id), on both backends: its row, its results, its
deals attached to it, its end's settlement in the points, and the variants a server played,
the latest first (the leaderboard's default)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from bot.engine.actions import stored_role
from db import Database, SeatPayment, SettledDeal, TourEnd
from db import TourSeatResult as Result

SetTime = Callable[[datetime], None]
GUILD = 300
ANNA, BO, CAI, DAG = 11, 12, 13, 14


async def _nantes(db: Database, set_time: SetTime) -> int:
    """A two-deal Nantes game: deposits of 10 each deal, the second deal's thrown in, and the
    pool of 20 shared out at the end (5 each): final balances -15, +25, -5, -5."""
    for player_id, name in ((ANNA, "Anna"), (BO, "Bo"), (CAI, "Cai"), (DAG, "Dag")):
        await db.upsert_player(player_id, name, GUILD)
    table = (
        await db.create_table(
            guild_id=GUILD, channel_id=1, host_player_id=ANNA, variant="nantes", settings={}
        )
    ).id
    players = (ANNA, BO, CAI, DAG)
    for deal_no, nets, pool in ((1, [-10, 20, -10, -10], 10), (2, [-10, 0, 0, 0], 10)):
        set_time(datetime(2025, 5, deal_no, 20, tzinfo=UTC))
        settled = SettledDeal(
            deal_no=deal_no,
            variant="nantes",
            payment=None,
            all_pass=True,
            pool_delta=pool,
            payments=tuple(
                SeatPayment(seat=seat, player_id=players[seat - 1], net=nets[seat - 1])
                for seat in (1, 2, 3, 4)
            ),
        )
        await db.append_event(table, deal_no, "deal", {"deal": deal_no}, settled=settled)
    balances, ranks = (-15, 25, -5, -5), (4, 1, 2, 2)
    end = TourEnd(
        tour_id=None,
        length=2,
        played_off=2,
        results=tuple(
            Result(
                seat=seat,
                player_id=players[seat - 1],
                balance=balances[seat - 1],
                settlement=5,
                rank=ranks[seat - 1],
            )
            for seat in (1, 2, 3, 4)
        ),
    )
    set_time(datetime(2025, 5, 3, 20, tzinfo=UTC))
    await db.append_event(table, 3, "close", {}, tour_end=end, table_status="finished")
    return table


async def test_a_game_is_written_as_a_finished_tour_of_its_own(
    db: Database, set_time: SetTime
) -> None:
    table = await _nantes(db, set_time)
    tours = await db.tours(table)
    assert [(t.tour_no, t.length, t.status, t.played_off) for t in tours] == [(1, 2, "finished", 2)]
    [tour] = tours
    assert [r.settlement for r in await db.tour_results(tour.id)] == [5, 5, 5, 5]
    # Its deals are the tour's: the game alone is a leaderboard of its own.
    board = await db.leaderboard(GUILD, tour_id=tour.id, variant="nantes")
    # A game, counted among games: the row is marked one.
    assert tour.game
    assert [(r.player_id, r.net_point, r.deals_played, r.games_won) for r in board] == [
        (BO, 25, 2, 1),
        (CAI, -5, 2, 0),
        (DAG, -5, 2, 0),
        (ANNA, -15, 2, 0),
    ]
    assert all((r.tours_played, r.games_played) == (0, 1) for r in board)
    profile = await db.player_profile(GUILD, ANNA, stored_role)
    assert profile is not None
    [nantes] = profile.variants
    assert (nantes.net_point, nantes.settlement_point, nantes.games_played) == (-15, 5, 1)
    assert nantes.tours_played == 0
    finished = await db.finished_tours(GUILD)
    assert [(t.id, [r.rank for r in results]) for t, results in finished] == [
        (tour.id, [4, 1, 2, 2])
    ]
    assert [t.variant for t in await db.server_tours(GUILD)] == ["nantes"]


async def test_the_variants_played_come_latest_first(db: Database, set_time: SetTime) -> None:
    assert await db.played_variants(GUILD) == []
    await _nantes(db, set_time)
    swedish = (
        await db.create_table(
            guild_id=GUILD, channel_id=1, host_player_id=ANNA, variant="swedish", settings={}
        )
    ).id
    set_time(datetime(2025, 4, 1, 20, tzinfo=UTC))  # before the Nantes game
    settled = SettledDeal(
        deal_no=1,
        variant="swedish",
        payment="simplified",
        all_pass=True,
        payments=tuple(
            SeatPayment(seat=seat, player_id=(ANNA, BO, CAI, DAG)[seat - 1], net=0)
            for seat in (1, 2, 3, 4)
        ),
    )
    await db.append_event(swedish, 1, "deal", {"deal": 1}, settled=settled)
    assert await db.played_variants(GUILD) == ["nantes", "swedish"]
    since = datetime(2025, 5, 1, tzinfo=UTC)
    assert await db.played_variants(GUILD, since=since) == ["nantes"]
