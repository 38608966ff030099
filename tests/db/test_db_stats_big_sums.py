"""The statistics add a player's amounts over every game of a server, and those sums may pass
what a 64-bit column holds (2^63 - 1): each game's amounts fit (the table ends a game, as by
agreement, before a deal that would outgrow them: ``db.connection.fits_columns``), their sum
over two games need not. The leaderboard and the profile give the exact sums, on both
backends, and rank by them exactly (a player one point behind is below)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest

from bot.engine.actions import stored_role
from db import Database, TourEnd
from db import TourSeatResult as Result
from tests.db.settled import seven_spel

SetTime = Callable[[datetime], None]
GUILD = 600
ANNA, BO, CAI, DAG = 41, 42, 43, 44
PLAYERS = (ANNA, BO, CAI, DAG)
TOP = 2**63 - 1
"""The most a 64-bit column holds: each game's amounts stay within it."""


async def _game(
    db: Database,
    set_time: SetTime,
    day: int,
    nets: tuple[int, int, int, int],
    settlements: tuple[int, int, int, int] = (0, 0, 0, 0),
) -> None:
    """A Swedish tour of one deal paying ``nets``, ended with ``settlements`` on top (SV-P11:
    the final balance is the deals' sum and the settlement), every amount within 64 bits."""
    table = await db.create_table(
        guild_id=GUILD,
        channel_id=1,
        host_player_id=ANNA,
        variant="swedish",
        settings={"payment": "traditional"},
    )
    set_time(datetime(2025, 7, day, 20, tzinfo=UTC))
    tour = await db.start_tour(table.id, 1, 24)
    balances = [net + settled for net, settled in zip(nets, settlements, strict=True)]
    order = sorted(balances, reverse=True)
    results = tuple(
        Result(
            seat=seat,
            player_id=PLAYERS[seat - 1],
            balance=balances[seat - 1],
            settlement=settlements[seat - 1],
            rank=order.index(balances[seat - 1]) + 1,
        )
        for seat in (1, 2, 3, 4)
    )
    await db.append_event(
        table.id,
        1,
        "deal",
        {"deal": 1},
        settled=seven_spel(PLAYERS, nets, tour_id=tour.id),
        tour_end=TourEnd(tour_id=tour.id, played_off=24, results=results),
        table_status="finished",
    )


async def _players(db: Database) -> None:
    for player_id, name in zip(PLAYERS, ("Anna", "Bo", "Cai", "Dag"), strict=True):
        await db.upsert_player(player_id, name, GUILD)


async def test_deal_sums_past_64_bits_are_exact(db: Database, set_time: SetTime) -> None:
    await _players(db)
    # Two games near the limit: Anna ends each at its top, Bo one point below her in the
    # first and level in the second, Cai and Dag pay them. Every amount fits a column; the
    # two games' sums do not.
    await _game(db, set_time, 1, (TOP, TOP - 1, -TOP, -(TOP - 1)))
    await _game(db, set_time, 2, (TOP, TOP, -TOP, -TOP))
    rows = await db.leaderboard(GUILD, variant="swedish")
    assert [(row.player_id, row.net_point, row.deals_played) for row in rows] == [
        (ANNA, 2 * TOP, 2),
        (BO, 2 * TOP - 1, 2),
        (DAG, -2 * TOP + 1, 2),
        (CAI, -2 * TOP, 2),
    ]
    # The limit keeps the sums' order: the first of the board is Anna alone.
    assert [row.player_id for row in await db.leaderboard(GUILD, limit=1)] == [ANNA]
    anna = await db.player_profile(GUILD, ANNA, stored_role)
    assert anna is not None
    assert (anna.net_point, anna.settlement_point, anna.biggest_win) == (2 * TOP, 0, TOP)
    assert anna.average_per_deal == pytest.approx(TOP)
    [swedish] = anna.variants
    assert (swedish.net_point, swedish.settlement_point, swedish.biggest_win) == (
        2 * TOP,
        0,
        TOP,
    )
    assert (swedish.tours_played, swedish.tours_won) == (2, 2)
    cai = await db.player_profile(GUILD, CAI, stored_role)
    assert cai is not None
    assert (cai.net_point, cai.variants[0].net_point) == (-2 * TOP, -2 * TOP)


async def test_settlement_sums_past_64_bits_are_exact(db: Database, set_time: SetTime) -> None:
    await _players(db)
    # The final settlements carry the games (SV-P12, betdelning): Anna lost the deal and was
    # settled up to near the top, twice; Cai was settled down as far.
    small = 2**40
    for day in (1, 2):
        await _game(
            db,
            set_time,
            day,
            (-small, small, 0, 0),
            (TOP, -small, -(TOP - small), 0),
        )
    rows = await db.leaderboard(GUILD, variant="swedish")
    assert [(row.player_id, row.net_point) for row in rows] == [
        (ANNA, 2 * (TOP - small)),
        (BO, 0),
        (DAG, 0),
        (CAI, -2 * (TOP - small)),
    ]
    anna = await db.player_profile(GUILD, ANNA, stored_role)
    assert anna is not None
    assert (anna.net_point, anna.settlement_point) == (2 * (TOP - small), 2 * TOP)
    [swedish] = anna.variants
    assert (swedish.net_point, swedish.settlement_point) == (2 * (TOP - small), 2 * TOP)
    assert swedish.average_per_deal == -small
