"""Whose statistics a seat's deals are once it changed hands, on both backends.

A finished game's final standings name each seat's holder at its end with the seat's whole
balance, the deals of whoever held it before in it ("Cia -120 points (seat 3; Cia in deal 1,
Computer 3 in deals 2–3, Cia again from deal 4)"): that person pays its money and their
rating moves by its place. The leaderboard and ``/boston stats`` give them the same figure,
every deal of the seat counted for them, so a tour's lines add up to zero. Who handed the seat
on keeps none of its points, as the end post gives them none. A contract is counted in the
record of who played it: a computer keeping a seat for someone away bids for nobody, though
the deal's money is theirs (their seat, their money).

Seats: 1 Anna, 2 Bo, 3 Cia, 4 Dan; Eve is the member given Bo's seat. All in tour 1.
"""

from __future__ import annotations

from typing import Any

from bot.engine.actions import stored_role
from db import Database, SeatAssignment, SeatPayment, SettledDeal, TourEnd
from db import TourSeatResult as Result

ANNA, BO, CIA, DAN, EVE = 1, 2, 3, 4, 5
NAMES = {ANNA: "Anna", BO: "Bo", CIA: "Cia", DAN: "Dan", EVE: "Eve"}
GUILD = 100
SEVEN: dict[str, Any] = {
    "variant": "swedish",
    "payment": "traditional",
    "contract_id": "7",
    "contract_kind": "tricks",
    "level": "plain",
    "trump_class": "plain",
    "made": True,
    "declarer_tricks": 7,
}


class Table:
    """A started table whose deals are written as the bot writes them: each payment under
    the player the seat's money is for (a computer keeping it for someone away: that person)."""

    def __init__(self, db: Database, table_id: int, tour_id: int) -> None:
        self.db, self.id, self.tour_id = db, table_id, tour_id
        self.paid_to: dict[int, int | None] = {1: ANNA, 2: BO, 3: CIA, 4: DAN}

    async def seat(self, seat: int, player_id: int | None, *, paid_to: int | None) -> None:
        if player_id is None:
            held = SeatAssignment(seat=seat, computer_level="heuristic", display_name="Computer")
            await self.db.set_seat(self.id, held)
        else:
            held = SeatAssignment(seat=seat, player_id=player_id, display_name=NAMES[player_id])
            await self.db.set_seat(self.id, held, guild_id=GUILD)
        self.paid_to[seat] = paid_to

    async def deal(
        self, deal_no: int, nets: list[int], declarer: int, end: TourEnd | None = None
    ) -> None:
        payments = tuple(
            SeatPayment(seat=seat, player_id=self.paid_to[seat], net=nets[seat - 1])
            for seat in (1, 2, 3, 4)
        )
        settled = SettledDeal(
            deal_no=deal_no,
            tour_id=self.tour_id,
            declarer_seat=declarer,
            payments=payments,
            **SEVEN,
        )
        seq = await self.db.last_seq(self.id) + 1
        await self.db.append_event(
            self.id, seq, "deal", {"deal": deal_no}, settled=settled, tour_end=end
        )


async def _table(db: Database) -> Table:
    for player_id, name in NAMES.items():
        await db.upsert_player(player_id, name, GUILD)
    row = await db.create_table(
        guild_id=GUILD, channel_id=1, host_player_id=ANNA, variant="swedish", settings={}
    )
    for seat, player_id in enumerate((ANNA, BO, CIA, DAN), 1):
        held = SeatAssignment(seat=seat, player_id=player_id, display_name=NAMES[player_id])
        await db.set_seat(row.id, held, guild_id=GUILD)
    tour = await db.start_tour(row.id, 1, 3)
    await db.append_event(row.id, 1, "start", {"players": ["Anna", "Bo", "Cia", "Dan"]})
    return Table(db, row.id, tour.id)


def _end(
    tour_id: int, holders: list[int | None], balances: list[int], settled: list[int]
) -> TourEnd:
    ranks = sorted(balances, reverse=True)
    return TourEnd(
        tour_id=tour_id,
        played_off=3,
        results=tuple(
            Result(
                seat=seat,
                player_id=holders[seat - 1],
                balance=balances[seat - 1],
                settlement=settled[seat - 1],
                rank=ranks.index(balances[seat - 1]) + 1,
            )
            for seat in (1, 2, 3, 4)
        ),
    )


async def test_a_seat_the_host_gave_a_computer_and_back_is_all_its_holder_s(
    db: Database,
) -> None:
    """``/boston replace`` gives Cia's seat to a computer for deal 2 and back to her for
    deal 3: the end post gives her the seat's balance, 30 + 20 - 10 - 30 = +10, and so do the
    leaderboard and her stats (before: +30 - 10 - 30 = -10, the computer's +20 nobody's, and
    the tour's lines added up to -20, not 0)."""
    table = await _table(db)
    await table.deal(1, [10, -10, 30, -30], declarer=3)
    await table.seat(3, None, paid_to=None)  # the host's computer: a holder of its own
    await table.deal(2, [-20, 0, 20, 0], declarer=3)
    await table.seat(3, CIA, paid_to=CIA)
    end = _end(table.tour_id, [ANNA, BO, CIA, DAN], [-20, 20, 10, -10], [-10, 20, -30, 20])
    await table.deal(3, [0, 10, -10, 0], declarer=2, end=end)

    board = await db.leaderboard(GUILD, tour_id=table.tour_id)
    assert [(row.player_id, row.net_point, row.deals_played) for row in board] == [
        (BO, 20, 3),
        (CIA, 10, 3),
        (DAN, -10, 3),
        (ANNA, -20, 3),
    ]
    assert sum(row.net_point for row in board) == 0
    assert [row.net_point for row in await db.leaderboard(GUILD)] == [20, 10, -10, -20]

    cia = await db.player_profile(GUILD, CIA, stored_role)
    assert cia is not None
    assert (cia.net_point, cia.settlement_point, cia.deals_played) == (10, -30, 3)
    assert cia.deals_by_others == 1  # deal 2, the computer's
    (swedish,) = cia.variants
    assert (swedish.net_point, swedish.deals_played, swedish.deals_by_others) == (10, 3, 1)
    assert swedish.biggest_win == 30
    # Her record is the deal she bid herself: deal 2's 7 spel was the computer's.
    assert (cia.trick_contracts_bid, cia.trick_contracts_made) == (1, 1)


async def test_a_seat_handed_to_another_member_is_its_holder_s_at_the_end(
    db: Database,
) -> None:
    """Bo plays deal 1 (his 7 spel made) and the host gives his seat to Eve: the end post
    says "Eve … (seat 2; Bo through deal 1)", her balance holding his deal. Eve's statistics
    are that balance over the seat's three deals; Bo, in no final standing, has none of its
    points, but the contract he bid and made is still his."""
    table = await _table(db)
    await table.deal(1, [-10, 40, -10, -20], declarer=2)
    await table.seat(2, EVE, paid_to=EVE)
    await table.deal(2, [10, -30, 10, 10], declarer=1)
    end = _end(table.tour_id, [ANNA, EVE, CIA, DAN], [0, 30, -10, -20], [0, 10, -10, 0])
    await table.deal(3, [0, 10, 0, -10], declarer=2, end=end)

    board = await db.leaderboard(GUILD, tour_id=table.tour_id)
    assert [(row.player_id, row.net_point, row.deals_played) for row in board] == [
        (EVE, 30, 3),
        (ANNA, 0, 3),
        (CIA, -10, 3),
        (DAN, -20, 3),
    ]
    eve = await db.player_profile(GUILD, EVE, stored_role)
    assert eve is not None
    assert (eve.net_point, eve.deals_played, eve.deals_by_others) == (30, 3, 1)
    assert (eve.trick_contracts_bid, eve.deals_handed_on) == (1, 0)  # deal 3's, not Bo's
    # Her points are the seat's, Bo's deal 1 among them: her biggest win too (the contracts
    # alone are those she played).
    assert eve.biggest_win == 40

    bo = await db.player_profile(GUILD, BO, stored_role)
    assert bo is not None
    assert (bo.net_point, bo.deals_played, bo.variants) == (0, 0, ())
    assert bo.deals_handed_on == 1
    assert (bo.trick_contracts_bid, bo.trick_contracts_made) == (1, 1)


async def test_while_the_game_goes_on_a_deal_is_its_holder_s_at_its_end(db: Database) -> None:
    """Before the end there are no final standings: each deal counts for whoever held the
    seat at its end, as its result post named them."""
    table = await _table(db)
    await table.deal(1, [-10, 40, -10, -20], declarer=2)
    await table.seat(2, EVE, paid_to=EVE)
    await table.deal(2, [10, -30, 10, 10], declarer=1)
    board = {
        row.player_id: (row.net_point, row.deals_played) for row in await db.leaderboard(GUILD)
    }
    assert (board[BO], board[EVE]) == ((40, 1), (-30, 1))


async def test_a_computer_keeping_a_seat_for_someone_away_bids_for_nobody(
    db: Database,
) -> None:
    """Cia steps away after deal 1 and never comes back: the computer keeping her seat plays
    deals 2 and 3 for her. The money is hers, and her tour (its place, its win); the 7 spel the
    computer bid and made in deal 2 and deal 3 are in nobody's record, and her stats say two of
    her deals were played by someone else in the seat."""
    table = await _table(db)
    await table.deal(1, [10, -10, 30, -30], declarer=1)
    await table.seat(3, None, paid_to=CIA)  # the keeper: her seat, her money
    await table.deal(2, [-20, 0, 20, 0], declarer=3)
    end = _end(table.tour_id, [ANNA, BO, CIA, DAN], [-10, -10, 50, -30], [0, 0, 10, -10])
    await table.deal(3, [0, 0, -10, 10], declarer=3, end=end)

    cia = await db.player_profile(GUILD, CIA, stored_role)
    assert cia is not None
    assert (cia.net_point, cia.deals_played, cia.deals_by_others) == (50, 3, 2)
    assert (cia.tours_played, cia.tours_won) == (1, 1)
    assert (cia.trick_contracts_bid, cia.contracts) == (0, ())
    anna = await db.player_profile(GUILD, ANNA, stored_role)
    assert anna is not None
    assert (anna.trick_contracts_bid, anna.deals_by_others) == (1, 0)


async def test_back_in_her_seat_she_bids_for_herself_again(db: Database) -> None:
    """Cia steps away for deal 2 and takes her seat back before deal 3: deal 3's contract,
    hers, is in her record; deal 2's, the keeper's, is not."""
    table = await _table(db)
    await table.deal(1, [10, -10, 30, -30], declarer=1)
    await table.seat(3, None, paid_to=CIA)
    await table.deal(2, [-20, 0, 20, 0], declarer=3)
    await table.seat(3, CIA, paid_to=CIA)
    await table.deal(3, [0, 0, -10, 10], declarer=3)
    cia = await db.player_profile(GUILD, CIA, stored_role)
    assert cia is not None
    assert (cia.trick_contracts_bid, cia.trick_contracts_made) == (1, 1)
    assert (cia.deals_played, cia.deals_by_others, cia.net_point) == (3, 1, 40)
