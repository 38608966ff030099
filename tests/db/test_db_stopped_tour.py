"""A Swedish tour stopped by agreement before its betar were played off (SV-M2, ``/boston
end``) is counted among games, not tours, on both backends: it completed no tour, so nobody
played or won one. A tour that reached its end (SV-P11), an agreed shorter one too, and a tour
that ended before the count of betar was kept (``played_off`` None) are tours. Read from each
row's ``length`` and ``played_off``, so rows written before are counted the same way."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from bot.engine.actions import stored_role
from db import Database, TourEnd
from db import TourSeatResult as Result
from tests.db.settled import seven_spel

SetTime = Callable[[datetime], None]
GUILD = 500
ANNA, BO, CAI, DAG = 31, 32, 33, 34
PLAYERS = (ANNA, BO, CAI, DAG)
NETS = (30, -10, -10, -10)
"""Anna made the deal, and ends first, above the other three."""


async def _tour(
    db: Database, set_time: SetTime, day: int, length: int, played_off: int | None
) -> None:
    """A Swedish tour of ``length`` betar, one deal settled, ended with ``played_off``."""
    table = await db.create_table(
        guild_id=GUILD,
        channel_id=1,
        host_player_id=ANNA,
        variant="swedish",
        settings={"payment": "traditional", "tour_length": length},
    )
    set_time(datetime(2025, 6, day, 20, tzinfo=UTC))
    tour = await db.start_tour(table.id, 1, length)
    settled = seven_spel(PLAYERS, NETS, tour_id=tour.id)
    results = tuple(
        Result(seat=seat, player_id=PLAYERS[seat - 1], balance=NETS[seat - 1], rank=rank)
        for seat, rank in zip((1, 2, 3, 4), (1, 2, 2, 2), strict=True)
    )
    end = TourEnd(tour_id=tour.id, played_off=played_off, results=results)
    await db.append_event(
        table.id,
        1,
        "deal",
        {"deal": 1},
        settled=settled,
        tour_end=end,
        table_status="finished",
    )


async def test_a_tour_stopped_before_its_end_counts_as_a_game(
    db: Database, set_time: SetTime
) -> None:
    for player_id, name in zip(PLAYERS, ("Anna", "Bo", "Cai", "Dag"), strict=True):
        await db.upsert_player(player_id, name, GUILD)
    await _tour(db, set_time, 1, 24, 24)  # played to its end (SV-P11): a tour
    await _tour(db, set_time, 2, 2, 2)  # an agreed tour of 2 betar, played to its end: a tour
    await _tour(db, set_time, 3, 24, 2)  # stopped after 2 betar of 24 (SV-M2): a game
    await _tour(db, set_time, 4, 24, None)  # ended before the count was kept: a tour
    await _tour(db, set_time, 5, 24, 0)  # stopped before a beta was played off: a game
    found = await db.server_tours(GUILD)
    assert [(t.number, t.game) for t in found] == [
        (1, False),
        (2, False),
        (3, True),
        (4, False),
        (5, True),
    ]
    rows = {row.player_id: row for row in await db.leaderboard(GUILD, variant="swedish")}
    assert {
        player: (row.tours_played, row.tours_won, row.games_played, row.games_won)
        for player, row in rows.items()
    } == {ANNA: (3, 3, 2, 2), BO: (3, 0, 2, 0), CAI: (3, 0, 2, 0), DAG: (3, 0, 2, 0)}
    anna = await db.player_profile(GUILD, ANNA, stored_role)
    assert anna is not None
    assert (anna.tours_played, anna.tours_won, anna.games_played, anna.games_won) == (3, 3, 2, 2)
    [swedish] = anna.variants
    assert (swedish.tours_played, swedish.games_played, swedish.games_won) == (3, 2, 2)
    # The stopped tour alone: a game.
    board = await db.leaderboard(GUILD, tour_id=found[2].tour_id, variant="swedish")
    assert {(r.player_id, r.tours_played, r.games_played, r.games_won) for r in board} == {
        (ANNA, 0, 1, 1),
        (BO, 0, 1, 0),
        (CAI, 0, 1, 0),
        (DAG, 0, 1, 0),
    }
