"""The club rating (bot/rating.py, docs/rating.md): the worked example, symmetry, zero sum per
tour, scaling by tour length, and the guild's finished tours read in the order they ended."""

from __future__ import annotations

import pytest

from bot.rating import Params, TourOutcome, compute, expected, k_factor, tour_changes, tour_weight
from db.database import Database
from db.models import SeatPayment, SettledDeal, TourEnd, TourSeatResult


def test_the_worked_example_of_the_doc() -> None:
    # Four new players, a tour of 24 betar, ranks 1-4: K = 32 / 3 per pair, every E = 1/2.
    changes = tour_changes({}, TourOutcome(24, {10: 1, 20: 2, 30: 3, 40: 4}))
    assert changes == pytest.approx({10: 16.0, 20: 16 / 3, 30: -16 / 3, 40: -16.0})
    # A second tour from those ratings: the old winner now comes last.
    ratings = compute(
        [
            TourOutcome(24, {10: 1, 20: 2, 30: 3, 40: 4}),
            TourOutcome(24, {10: 4, 20: 3, 30: 2, 40: 1}),
        ]
    )
    k = 32 / 3
    e_10_vs = [expected(1516, 1500 + 16 / 3), expected(1516, 1500 - 16 / 3), expected(1516, 1484)]
    assert ratings.of(10) == pytest.approx(1516 + k * (0 - sum(e_10_vs)))
    assert ratings.players[10].tours == 2


def test_expected_scores_are_symmetric() -> None:
    assert expected(1600, 1400) + expected(1400, 1600) == pytest.approx(1.0)
    assert expected(1500, 1500) == 0.5
    # Swapping two players' ranks swaps their changes.
    before = {1: 1550.0, 2: 1450.0, 3: 1500.0, 4: 1520.0}
    a = tour_changes(before, TourOutcome(24, {1: 1, 2: 2, 3: 3, 4: 4}))
    swapped = {1: 1450.0, 2: 1550.0, 3: 1500.0, 4: 1520.0}
    b = tour_changes(swapped, TourOutcome(24, {1: 2, 2: 1, 3: 3, 4: 4}))
    assert a[1] == pytest.approx(b[2]) and a[2] == pytest.approx(b[1])


@pytest.mark.parametrize(
    "ranks", [{1: 1, 2: 2, 3: 3, 4: 4}, {1: 1, 2: 1, 3: 3, 4: 4}, {1: 2, 2: 1}, {5: 1, 6: 2, 7: 3}]
)
def test_every_tour_is_zero_sum(ranks: dict[int, int]) -> None:
    before = {1: 1700.0, 2: 1300.0, 3: 1510.0, 5: 1400.0}
    assert sum(tour_changes(before, TourOutcome(18, ranks)).values()) == pytest.approx(0.0)
    total = sum(r.rating for r in compute([TourOutcome(18, ranks)] * 3).players.values())
    assert total == pytest.approx(1500.0 * len(ranks))


def test_ties_between_equals_change_nothing() -> None:
    assert tour_changes({}, TourOutcome(24, {1: 1, 2: 1})) == {1: 0.0, 2: 0.0}


def test_k_scales_with_tour_length_and_players() -> None:
    assert k_factor(24, 4) == pytest.approx(32 / 3)
    assert k_factor(12, 4) == pytest.approx(16 / 3)
    assert k_factor(48, 2) == pytest.approx(64)
    short = tour_changes({}, TourOutcome(12, {1: 1, 2: 2, 3: 3, 4: 4}))
    long = tour_changes({}, TourOutcome(24, {1: 1, 2: 2, 3: 3, 4: 4}))
    assert short[1] * 2 == pytest.approx(long[1])
    assert k_factor(24, 4, Params(k_base=16)) == pytest.approx(16 / 3)


def test_a_lone_person_among_computers_is_not_rated() -> None:
    """A game of one person and three computers rates nobody: no rating at all (the stats say
    "No rating yet"), not 1500 "from 0 games"; a later game with others rates from that one."""
    ratings = compute([TourOutcome(24, {1: 1})])
    assert ratings.of(1) == 1500.0 and 1 not in ratings.players
    ratings = compute([TourOutcome(24, {1: 1}), TourOutcome(24, {1: 1, 2: 2})])
    assert ratings.players[1].tours == 1 and ratings.players[2].tours == 1


async def test_finished_tours_of_a_guild_in_the_order_they_ended() -> None:
    db = await Database.open(":memory:")
    try:
        ids: list[int] = []
        tables: list[int] = []
        for guild, host in ((7, 1), (7, 2), (8, 3)):
            await db.upsert_player(host, f"p{host}", guild)
            row = await db.create_table(
                guild_id=guild,
                channel_id=1,
                thread_id=None,
                host_player_id=host,
                variant="swedish",
                settings={},
            )
            tour = await db.start_tour(row.id, 1, 24)
            ids.append(tour.id)
            tables.append(row.id)
        for tour_id, table_id in ((ids[1], tables[1]), (ids[0], tables[0]), (ids[2], tables[2])):
            results = tuple(
                TourSeatResult(seat=s, player_id=(1 if s == 1 else None), balance=b, rank=r)
                for s, b, r in ((1, 30, 1), (2, 10, 2), (3, -10, 3), (4, -30, 4))
            )
            # A deal settled in it: a tour that settled none was never played.
            settled = SettledDeal(
                deal_no=1,
                tour_id=tour_id,
                variant="swedish",
                payment="traditional",
                all_pass=True,
                payments=tuple(SeatPayment(seat=s, player_id=None, net=0) for s in (1, 2, 3, 4)),
            )
            await db.append_event(table_id, 1, "deal", {"deal": 1}, settled=settled)
            await db.finish_tour(TourEnd(tour_id=tour_id, results=results))
        # A tour ended before any deal was settled was not played: it rates nobody.
        unplayed = await db.start_tour(tables[0], 2, 24)
        await db.finish_tour(TourEnd(tour_id=unplayed.id, played_off=0, results=results))
        found = await db.finished_tours(7)
        assert [t.id for t, _ in found] == [ids[1], ids[0]]
        assert [r.rank for r in found[0][1]] == [1, 2, 3, 4]
        assert await db.finished_tours(9) == []
    finally:
        await db.close()


def test_a_tour_stopped_by_agreement_weighs_the_betar_it_played_off() -> None:
    """SV-M2: a tour of 24 stopped after 6 betar moves ratings a quarter as much as a whole
    one; stopped before any beta was played off, not at all. A tour that ended before the
    count was kept weighs its whole length."""
    assert tour_weight(24, 6) == 6
    assert tour_weight(24, 24) == 24
    assert tour_weight(24, 30) == 24  # never more than its length
    assert tour_weight(24, None) == 24
    ranks = {1: 1, 2: 2, 3: 3, 4: 4}
    quarter = tour_changes({}, TourOutcome(tour_weight(24, 6), ranks))
    whole = tour_changes({}, TourOutcome(tour_weight(24, 24), ranks))
    assert quarter[1] * 4 == pytest.approx(whole[1])
    nothing = compute([TourOutcome(tour_weight(24, 0), ranks)])
    assert all(nothing.of(p) == 1500.0 for p in ranks)
