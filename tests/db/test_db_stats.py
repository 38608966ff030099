"""Leaderboard and player profile against a small fixture computed by hand.

Guild 100, all amounts in point:

Table A (traditional, tour 1): seat 1 Anna, 2 Bo, 3 Cai, 4 computer
  A1 2025-01-10  Anna 7 spel made alone       Anna +60  Bo -20  Cai -20  cpu -20
  A2 2025-01-20  Bo petite misère lost        Anna +10  Bo -30  Cai +10  cpu +10
  A3 2025-02-05  Cai 5 spel, Anna whists, made Anna +40  Bo -40  Cai +50  cpu -50
  A4 2025-02-15  all pass; tour 1 ends         all 0
  Tour 1 sums of deals: Anna 60+10+40 = 110, Bo -20-30-40 = -90, Cai -20+10+50 = 40,
  cpu -20+10-50 = -60. Betdelning: Anna -10, Bo +20, Cai -30, cpu +20.
  Balances: Anna 100 (rank 1), Bo -70 (4), Cai 10 (2), cpu -40 (3).

Table B (simplified, no tour): seat 1 Dag, 2 Anna, 3 and 4 computers
  B1 2025-02-20        Dag grande misère made          Dag +60  Anna -20  cpu -20  cpu -20
  B2 2025-03-01 00:00  cpu (3) 6 spel, Dag whists, made Dag +16  Anna -16  cpu +16  cpu -16
  B3 2025-03-05        Anna 10 spel lost               Dag +30  Anna -90  cpu +30  cpu +30

Guild 200, table C (Dawson): seat 1 Eva, 2 Anna, 3 and 4 computers
  C1 2025-01-15  Eva 8 made                   Eva +90  Anna -30  cpu -30  cpu -30
  C2 2025-01-16  misère partout, pool +50     Eva -10  Anna -10  cpu -10  cpu -20
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from bot.engine.actions import stored_role
from db import ContractStats, Database, LeaderboardRow, SeatPayment, SettledDeal, TourEnd
from db import TourSeatResult as Result

SetTime = Callable[[datetime], None]
ANNA, BO, CAI, DAG, EVA = 1, 2, 3, 4, 5
NAMES = {ANNA: "Anna", BO: "Bo", CAI: "Cai", DAG: "Dag", EVA: "Eva"}
JAN, FEB, MAR, APR = (datetime(2025, month, 1, tzinfo=UTC) for month in (1, 2, 3, 4))


def day(month: int, day: int) -> datetime:
    return datetime(2025, month, day, 20, 0, tzinfo=UTC)


class Fixture:
    def __init__(self, database: Database, set_time: SetTime) -> None:
        self.db = database
        self.set_time = set_time
        self.tour_id = 0

    async def table(self, guild_id: int, players: list[int | None], variant: Any) -> int:
        for player_id in players:
            if player_id is not None:  # each sits down here under the name they have here
                await self.db.upsert_player(player_id, NAMES[player_id], guild_id)
        table = await self.db.create_table(
            guild_id=guild_id, channel_id=1, host_player_id=ANNA, variant=variant, settings={}
        )
        self.players = {table.id: players}
        return table.id

    async def deal(
        self,
        table_id: int,
        deal_no: int,
        when: datetime,
        nets: list[int],
        *,
        tour_end: TourEnd | None = None,
        **result: Any,
    ) -> None:
        self.set_time(when)
        players = self.players[table_id]
        payments = tuple(
            SeatPayment(seat=seat, player_id=players[seat - 1], net=nets[seat - 1])
            for seat in (1, 2, 3, 4)
        )
        settled = SettledDeal(deal_no=deal_no, payments=payments, **result)
        seq = await self.db.last_seq(table_id) + 1
        await self.db.append_event(
            table_id, seq, "deal", {"deal": deal_no}, settled=settled, tour_end=tour_end
        )


@pytest.fixture
async def fixture(db: Database, set_time: SetTime) -> Fixture:
    f = Fixture(db, set_time)
    swedish: dict[str, Any] = {"variant": "swedish", "payment": "traditional"}
    tricks: dict[str, Any] = {"contract_kind": "tricks", "level": "plain", "trump_class": "plain"}
    misere: dict[str, Any] = {"contract_kind": "misere"}

    a = await f.table(100, [ANNA, BO, CAI, None], "swedish")
    set_time(day(1, 1))
    tour = await db.start_tour(a, 1, 24)
    f.tour_id = tour.id
    on_tour = {**swedish, "tour_id": tour.id}
    await f.deal(
        a,
        1,
        day(1, 10),
        [60, -20, -20, -20],
        **on_tour,
        **tricks,
        contract_id="7",
        declarer_seat=1,
        made=True,
        declarer_tricks=7,
    )
    await f.deal(
        a,
        2,
        day(1, 20),
        [10, -30, 10, 10],
        **on_tour,
        **misere,
        contract_id="petite-misere",
        declarer_seat=2,
        declarer_tricks=1,
        penalty_tricks=1,
    )
    await f.deal(
        a,
        3,
        day(2, 5),
        [40, -40, 50, -50],
        **on_tour,
        **tricks,
        contract_id="5",
        declarer_seat=3,
        whister_seat=1,
        made=True,
        declarer_tricks=5,
        whister_tricks=3,
    )
    end = TourEnd(
        tour_id=tour.id,
        results=(
            Result(seat=1, player_id=ANNA, balance=100, settlement=-10, rank=1),
            Result(seat=2, player_id=BO, balance=-70, settlement=20, rank=4),
            Result(seat=3, player_id=CAI, balance=10, settlement=-30, rank=2),
            Result(seat=4, player_id=None, balance=-40, settlement=20, rank=3),
        ),
    )
    await f.deal(a, 4, day(2, 15), [0, 0, 0, 0], **on_tour, all_pass=True, tour_end=end)

    simplified: dict[str, Any] = {"variant": "swedish", "payment": "simplified"}
    b = await f.table(100, [DAG, ANNA, None, None], "swedish")
    await f.deal(
        b,
        1,
        day(2, 20),
        [60, -20, -20, -20],
        **simplified,
        **misere,
        contract_id="grande-misere",
        declarer_seat=1,
        made=True,
    )
    await f.deal(
        b,
        2,
        MAR,
        [16, -16, 16, -16],
        **simplified,
        **tricks,
        contract_id="6",
        declarer_seat=3,
        whister_seat=1,
        made=True,
        declarer_tricks=6,
        whister_tricks=4,
    )
    await f.deal(
        b,
        3,
        day(3, 5),
        [30, -90, 30, 30],
        **simplified,
        **tricks,
        contract_id="10",
        declarer_seat=2,
        declarer_tricks=8,
        penalty_tricks=2,
    )

    dawson: dict[str, Any] = {"variant": "dawson", "payment": None}
    c = await f.table(200, [EVA, ANNA, None, None], "dawson")
    await f.deal(
        c,
        1,
        day(1, 15),
        [90, -30, -30, -30],
        **dawson,
        **tricks,
        contract_id="8",
        declarer_seat=1,
        made=True,
        declarer_tricks=8,
    )
    await f.deal(c, 2, day(1, 16), [-10, -10, -10, -20], **dawson, all_pass=True, pool_delta=50)
    return f


def summary(rows: list[LeaderboardRow]) -> list[tuple[str, int, int]]:
    return [(row.display_name, row.net_point, row.deals_played) for row in rows]


async def test_leaderboard_all_time(fixture: Fixture) -> None:
    rows = await fixture.db.leaderboard(100)
    # Dag: B1 60 + B2 16 + B3 30 = 106 over 3 deals.
    # Cai: deals 40, betdelning -30 -> 10 over A1-A4.
    # Anna: A 110 + B (-20 - 16 - 90) = -16 over 7 deals, betdelning -10 -> -26.
    # Bo: deals -90, betdelning +20 -> -70 over 4 deals.
    assert summary(rows) == [("Dag", 106, 3), ("Cai", 10, 4), ("Anna", -26, 7), ("Bo", -70, 4)]
    by_name = {row.display_name: row for row in rows}
    anna, bo, dag = by_name["Anna"], by_name["Bo"], by_name["Dag"]
    assert (anna.tours_played, anna.tours_won) == (1, 1)
    assert (bo.tours_played, bo.tours_won) == (1, 0)
    assert dag.tours_played == 0


async def test_leaderboard_excludes_computers_and_other_guilds(fixture: Fixture) -> None:
    assert {row.player_id for row in await fixture.db.leaderboard(100)} == {ANNA, BO, CAI, DAG}
    # Guild 200: Eva 90 - 10 = 80, Anna -30 - 10 = -40; the pool took the other 50.
    assert summary(await fixture.db.leaderboard(200)) == [("Eva", 80, 2), ("Anna", -40, 2)]
    assert await fixture.db.leaderboard(300) == []


async def test_leaderboard_of_january(fixture: Fixture) -> None:
    rows = await fixture.db.leaderboard(100, since=JAN, until=FEB)
    # A1 and A2 only; tour 1 ended in February, so no betdelning.
    # Anna 60 + 10 = 70, Cai -20 + 10 = -10, Bo -20 - 30 = -50; Dag did not play.
    assert summary(rows) == [("Anna", 70, 2), ("Cai", -10, 2), ("Bo", -50, 2)]
    assert all(row.tours_played == 0 for row in rows)


async def test_leaderboard_of_february(fixture: Fixture) -> None:
    rows = await fixture.db.leaderboard(100, since=FEB, until=MAR)
    # A3, A4, B1 and tour 1's betdelning; B2 at exactly 1 March belongs to March.
    # Dag: B1 60.  Cai: A3 50, betdelning -30 -> 20.
    # Anna: A3 40 + B1 -20 = 20, betdelning -10 -> 10.  Bo: A3 -40, betdelning +20 -> -20.
    assert summary(rows) == [("Dag", 60, 1), ("Cai", 20, 2), ("Anna", 10, 3), ("Bo", -20, 2)]
    by_name = {row.display_name: row for row in rows}
    assert (by_name["Anna"].tours_played, by_name["Anna"].tours_won) == (1, 1)


async def test_leaderboard_from_march_on(fixture: Fixture) -> None:
    rows = await fixture.db.leaderboard(100, since=MAR)
    # B2 (at the boundary, included) and B3: Dag 16 + 30 = 46, Anna -16 - 90 = -106.
    assert summary(rows) == [("Dag", 46, 2), ("Anna", -106, 2)]
    assert await fixture.db.leaderboard(100, since=APR) == []


async def test_leaderboard_of_one_tour(fixture: Fixture) -> None:
    rows = await fixture.db.leaderboard(100, tour_id=fixture.tour_id)
    # Tour 1's deals plus its betdelning: the tour balances, 100, 10 and -70.
    assert summary(rows) == [("Anna", 100, 4), ("Cai", 10, 4), ("Bo", -70, 4)]


async def test_leaderboard_limit(fixture: Fixture) -> None:
    assert [row.display_name for row in await fixture.db.leaderboard(100, limit=2)] == [
        "Dag",
        "Cai",
    ]


async def test_profile_of_anna(fixture: Fixture) -> None:
    profile = await fixture.db.player_profile(100, ANNA, stored_role)
    assert profile is not None
    # 7 deals: 60 + 10 + 40 + 0 - 20 - 16 - 90 = -16; betdelning -10 -> -26.
    assert (profile.deals_played, profile.net_point) == (7, -26)
    assert profile.settlement_point == -10
    assert profile.average_per_deal == pytest.approx(-16 / 7)
    assert profile.biggest_win == 60  # A1
    # Ordered by size: 7 before 10.
    assert profile.contracts == (
        ContractStats(variant="swedish", contract_id="7", contract_kind="tricks", bid=1, made=1),
        ContractStats(variant="swedish", contract_id="10", contract_kind="tricks", bid=1, made=0),
    )
    assert (profile.trick_contracts_bid, profile.trick_contracts_made) == (2, 1)
    assert (profile.miseres_bid, profile.miseres_made) == (0, 0)
    assert (profile.whists_played, profile.whists_made) == (1, 1)
    assert (profile.tours_played, profile.tours_won) == (1, 1)


async def test_profile_of_bo_and_dag(fixture: Fixture) -> None:
    bo = await fixture.db.player_profile(100, BO, stored_role)
    assert bo is not None
    # -20 - 30 - 40 + 0 = -90 over 4 deals; never won a deal.
    assert (bo.net_point, bo.average_per_deal, bo.biggest_win) == (-70, -22.5, None)
    assert (bo.miseres_bid, bo.miseres_made, bo.tours_played, bo.tours_won) == (1, 0, 1, 0)
    dag = await fixture.db.player_profile(100, DAG, stored_role)
    assert dag is not None
    # 60 + 16 + 30 = 106 over 3 deals.
    assert (dag.deals_played, dag.net_point, dag.biggest_win) == (3, 106, 60)
    assert dag.contracts == (
        ContractStats(
            variant="swedish", contract_id="grande-misere", contract_kind="misere", bid=1, made=1
        ),
    )
    assert (dag.whists_played, dag.whists_made) == (1, 1)


async def test_profile_is_per_guild(fixture: Fixture) -> None:
    # Eva sat down only in server 200: server 100 knows nothing of her, not even a name.
    assert await fixture.db.player_profile(100, EVA, stored_role) is None
    eva = await fixture.db.player_profile(200, EVA, stored_role)
    assert eva is not None and eva.display_name == "Eva"
    anna = await fixture.db.player_profile(200, ANNA, stored_role)
    assert anna is not None and (anna.deals_played, anna.net_point) == (2, -40)
    assert await fixture.db.player_profile(100, 999, stored_role) is None


async def test_a_name_given_in_one_server_never_shows_in_another(fixture: Fixture) -> None:
    """A nickname is a server's own: Anna goes by "Secret Alias" in server 300, and server
    100's profile and leaderboard still name her as she sat down there."""
    await fixture.db.upsert_player(ANNA, "Secret Alias", 300)
    anna = await fixture.db.player_profile(100, ANNA, stored_role)
    assert anna is not None and anna.display_name == "Anna"
    names = {row.display_name for row in await fixture.db.leaderboard(100)}
    assert "Anna" in names and "Secret Alias" not in names
    await fixture.db.upsert_player(ANNA, "Anna S.", 100)  # a new name here shows here
    anna = await fixture.db.player_profile(100, ANNA, stored_role)
    assert anna is not None and anna.display_name == "Anna S."


async def test_profile_names_the_rules_of_the_tables_played(fixture: Fixture) -> None:
    """Each variant's totals carry the settings of the tables the player paid a deal at, each
    document once: what the rules there allowed (a Dawson whister is a setting, DW-P4)."""
    anna = await fixture.db.player_profile(100, ANNA, stored_role)
    assert anna is not None
    [swedish] = anna.variants
    assert swedish.rule_settings == ({},)  # tables A and B, alike, read once
    table = await fixture.db.create_table(
        guild_id=200,
        channel_id=1,
        host_player_id=ANNA,
        variant="dawson",
        settings={"whister": True},
    )
    fixture.players[table.id] = [EVA, ANNA, None, None]
    dawson: dict[str, Any] = {"variant": "dawson", "payment": None}
    await fixture.deal(table.id, 1, day(2, 1), [-10, -10, -10, 30], **dawson, all_pass=True)
    anna = await fixture.db.player_profile(200, ANNA, stored_role)
    assert anna is not None
    [played] = anna.variants
    assert sorted(played.rule_settings, key=len) == [{}, {"whister": True}]
    # Bo never sat at a Dawson table: his totals name no Dawson rules.
    bo = await fixture.db.player_profile(100, BO, stored_role)
    assert bo is not None and [v.variant for v in bo.variants] == ["swedish"]


async def _tour_all_even(fixture: Fixture, *, deal: bool, when: datetime) -> int:
    """A table of Anna, Bo and Cai whose tour ends with everyone on 0: after one all-pass
    deal (``deal``), or ended by agreement before any deal was settled."""
    table = await fixture.table(100, [ANNA, BO, CAI, None], "swedish")
    fixture.set_time(when)
    tour = await fixture.db.start_tour(table, 1, 24)
    end = TourEnd(
        tour_id=tour.id,
        played_off=0,
        results=tuple(
            Result(seat=seat, player_id=player, balance=0, rank=1)
            for seat, player in ((1, ANNA), (2, BO), (3, CAI), (4, None))
        ),
    )
    if deal:
        on_tour: dict[str, Any] = {"variant": "swedish", "payment": "traditional"}
        await fixture.deal(
            table, 1, when, [0, 0, 0, 0], **on_tour, tour_id=tour.id, all_pass=True, tour_end=end
        )
    else:
        await fixture.db.finish_tour(end)
    return tour.id


async def test_a_tour_that_settled_no_deal_is_no_tour(fixture: Fixture) -> None:
    """A tour ended by agreement before any deal was settled was not played: it counts for
    nobody as played or won, in the leaderboard, the profile, the rating's tours and the
    server's tour numbers (the next finished tour is not "tour 3")."""
    before = {row.player_id: row for row in await fixture.db.leaderboard(100)}
    empty = await _tour_all_even(fixture, deal=False, when=day(3, 20))
    after = {row.player_id: row for row in await fixture.db.leaderboard(100)}
    for player in (ANNA, BO, CAI):
        assert (after[player].tours_played, after[player].tours_won) == (
            before[player].tours_played,
            before[player].tours_won,
        )
    anna = await fixture.db.player_profile(100, ANNA, stored_role)
    assert anna is not None and (anna.tours_played, anna.tours_won) == (1, 1)
    assert [(v.tours_played, v.tours_won) for v in anna.variants] == [(1, 1)]
    cai = await fixture.db.player_profile(100, CAI, stored_role)
    assert cai is not None and (cai.tours_played, cai.tours_won) == (1, 0)
    assert empty not in [tour.id for tour, _ in await fixture.db.finished_tours(100)]
    assert empty not in [found.tour_id for found in await fixture.db.server_tours(100)]
    assert await fixture.db.leaderboard(100, tour_id=empty) == []


async def test_a_tour_everyone_ends_even_is_played_and_won_by_nobody(fixture: Fixture) -> None:
    """Rank 1 wins and a tie for first is shared (bot.tables.rows.tour_end), but where every
    seat shares rank 1 nobody beat anybody (the rating scores it a draw for every pair,
    docs/rating.md): played by all, won by none. Ended by agreement after one all-pass deal,
    with none of its 24 betar played off (SV-M2), it completed no tour: a game."""
    even = await _tour_all_even(fixture, deal=True, when=day(3, 20))
    rows = {row.player_id: row for row in await fixture.db.leaderboard(100, tour_id=even)}
    assert {p: (r.games_played, r.games_won, r.tours_played) for p, r in rows.items()} == {
        ANNA: (1, 0, 0),
        BO: (1, 0, 0),
        CAI: (1, 0, 0),
    }
    anna = await fixture.db.player_profile(100, ANNA, stored_role)
    assert anna is not None and (anna.tours_played, anna.tours_won) == (1, 1)
    assert (anna.games_played, anna.games_won) == (1, 0)
    cai = await fixture.db.player_profile(100, CAI, stored_role)
    assert cai is not None and (cai.tours_played, cai.tours_won) == (1, 0)
    assert [(v.games_played, v.games_won) for v in cai.variants] == [(1, 0)]
    assert even in [tour.id for tour, _ in await fixture.db.finished_tours(100)]


async def test_a_tie_for_first_is_a_win_for_each(fixture: Fixture) -> None:
    """Two who share rank 1 above the others each won the tour (ties share)."""
    table = await fixture.table(100, [ANNA, BO, CAI, None], "swedish")
    fixture.set_time(day(3, 21))
    tour = await fixture.db.start_tour(table, 1, 24)
    end = TourEnd(
        tour_id=tour.id,
        results=(
            Result(seat=1, player_id=ANNA, balance=20, rank=1),
            Result(seat=2, player_id=BO, balance=20, rank=1),
            Result(seat=3, player_id=CAI, balance=-20, rank=3),
            Result(seat=4, player_id=None, balance=-20, rank=3),
        ),
    )
    swedish: dict[str, Any] = {"variant": "swedish", "payment": "traditional"}
    await fixture.deal(
        table,
        1,
        day(3, 21),
        [20, 20, -20, -20],
        **swedish,
        tour_id=tour.id,
        contract_id="7",
        contract_kind="tricks",
        level="plain",
        trump_class="plain",
        declarer_seat=1,
        whister_seat=2,
        made=True,
        declarer_tricks=7,
        whister_tricks=2,
        tour_end=end,
    )
    rows = {row.player_id: row for row in await fixture.db.leaderboard(100, tour_id=tour.id)}
    assert {p: r.tours_won for p, r in rows.items()} == {ANNA: 1, BO: 1, CAI: 0}


async def test_server_players_are_the_guilds_own(fixture: Fixture) -> None:
    """``/boston stats player:`` offers a server's players: those who paid a deal there, by
    the name they go by there, the most recently played first (equal days by id), each with
    the day they last played there. Computers, another server's players and the names they
    go by elsewhere are not among them."""
    await fixture.db.upsert_player(ANNA, "Anna B.", 200)  # her name in server 200 only
    found = [
        (p.player_id, p.display_name, p.last_played) for p in await fixture.db.server_players(100)
    ]
    # Anna's and Dag's last deal B3 (5 March), Bo's and Cai's A4 (15 February).
    assert found == [
        (ANNA, "Anna", day(3, 5)),
        (DAG, "Dag", day(3, 5)),
        (BO, "Bo", day(2, 15)),
        (CAI, "Cai", day(2, 15)),
    ]
    others = [(p.player_id, p.display_name) for p in await fixture.db.server_players(200)]
    assert others == [(ANNA, "Anna B."), (EVA, "Eva")]
    assert await fixture.db.server_players(300) == []
