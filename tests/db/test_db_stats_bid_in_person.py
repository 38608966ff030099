"""Whose record a contract and a whist are when a seat changed hands during the deal, on both
backends: who made the move in person, read in the deal's moves (the log) against who held the
seat when (``seat_changes``, migration 0013). A club writes the contract to whoever bid it: Cia
bids 7 spel and steps away, and the computer keeping her seat plays it out, so the bid is
hers; a computer bids for Cia while she is away and she is back before the last trick, so the
bid is nobody's. Before, the deal went to whoever held the seat at the deal's end, both ways
wrong. The money is the seat's owner's either way (``db.stats.OWNER``), unchanged.

A table started before seat changes were kept (migration 0024 marks it) cannot tell: its
counts are kept and marked, and the profile says how many (``roles_unrecorded``).

Seats: 1 Anna, 2 Bo, 3 Cia, 4 Dan; Eve is the member given Bo's seat, Fay given Eve's.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import asyncpg

from bot.engine.actions import stored_role
from db import Database, SeatAssignment, SeatPayment, SettledDeal
from db.connection import Tx

ANNA, BO, CIA, DAN, EVE, FAY = 1, 2, 3, 4, 5, 6
NAMES = {ANNA: "Anna", BO: "Bo", CIA: "Cia", DAN: "Dan", EVE: "Eve", FAY: "Fay"}
GUILD = 100
KEEPER = "heuristic"


class Table:
    """A started table written as the bot writes it: a ``deal`` event, its moves as ``action``
    events, the deal's row with its last move; each payment under the person the seat's money
    is for (a computer keeping it for someone away: that person)."""

    def __init__(self, db: Database, table_id: int) -> None:
        self.db, self.id = db, table_id
        self.paid_to: dict[int, int | None] = {1: ANNA, 2: BO, 3: CIA, 4: DAN}

    async def event(
        self, kind: str, payload: dict[str, Any], settled: SettledDeal | None = None
    ) -> None:
        seq = await self.db.last_seq(self.id) + 1
        await self.db.append_event(self.id, seq, kind, payload, settled=settled)

    async def seat(self, seat: int, player_id: int | None, *, paid_to: int | None) -> None:
        """The seat changes hands now, before the log's next event."""
        if player_id is None:
            held = SeatAssignment(seat=seat, computer_level=KEEPER, display_name="Computer")
            await self.db.set_seat(self.id, held)
        else:
            held = SeatAssignment(seat=seat, player_id=player_id, display_name=NAMES[player_id])
            await self.db.set_seat(self.id, held, guild_id=GUILD)
        self.paid_to[seat] = paid_to

    async def deal(self, deal_no: int, declarer: int, whister: int | None = None) -> None:
        await self.event("deal", {"deal": deal_no})
        await self.event("action", {"seat": declarer, "bid": "7"})
        if whister is not None:
            await self.event("action", {"seat": whister, "whist": "accept"})

    async def play(self, seat: int) -> None:
        await self.event("action", {"seat": seat, "play": "AS"})

    async def end(self, deal_no: int, declarer: int, whister: int | None = None) -> None:
        """The deal's last card, and its row: 7 spel made."""
        payments = tuple(
            SeatPayment(seat=seat, player_id=self.paid_to[seat], net=10 if seat == declarer else 0)
            for seat in (1, 2, 3, 4)
        )
        settled = SettledDeal(
            deal_no=deal_no,
            variant="swedish",
            payment="traditional",
            contract_id="7",
            contract_kind="tricks",
            level="plain",
            trump_class="plain",
            declarer_seat=declarer,
            whister_seat=whister,
            made=True,
            declarer_tricks=7,
            pool_delta=-10,
            payments=payments,
        )
        await self.event("action", {"seat": 1, "play": "KS"}, settled)


async def _table(db: Database) -> Table:
    for player_id, name in NAMES.items():
        await db.upsert_player(player_id, name, GUILD)
    row = await db.create_table(
        guild_id=GUILD, channel_id=1, host_player_id=ANNA, variant="swedish", settings={}
    )
    for seat, player_id in enumerate((ANNA, BO, CIA, DAN), 1):
        held = SeatAssignment(seat=seat, player_id=player_id, display_name=NAMES[player_id])
        await db.set_seat(row.id, held, guild_id=GUILD)
    await db.append_event(row.id, 1, "start", {"players": ["Anna", "Bo", "Cia", "Dan"]})
    return Table(db, row.id)


async def _record(db: Database, player_id: int) -> tuple[int, int, int]:
    """Trick contracts bid, whists played, and the marked ones of them."""
    profile = await db.player_profile(GUILD, player_id, stored_role)
    assert profile is not None
    return profile.trick_contracts_bid, profile.whists_played, profile.roles_unrecorded


async def test_a_contract_bid_before_stepping_away_is_the_bidder_s(db: Database) -> None:
    """Cia bids 7 spel, then steps away in the play: the computer keeping her seat plays it
    out, and its money is hers. The bid is hers too (before: nobody's, the seat a computer's
    at the deal's end)."""
    table = await _table(db)
    await table.deal(1, declarer=3)
    await table.play(3)
    await table.seat(3, None, paid_to=CIA)  # the keeper, mid-deal
    await table.play(4)
    await table.end(1, declarer=3)
    cia = await db.player_profile(GUILD, CIA, stored_role)
    assert cia is not None
    assert [(c.contract_id, c.bid, c.made) for c in cia.contracts] == [("7", 1, 1)]
    assert (cia.deals_played, cia.deals_by_others, cia.net_point) == (1, 1, 10)


async def test_a_contract_a_computer_bid_for_someone_away_is_nobody_s(db: Database) -> None:
    """Cia is away as the deal begins: the computer keeping her seat bids 7 spel, and she is
    back for the last trick. The bid is nobody's (before: hers, the seat hers at the end)."""
    table = await _table(db)
    await table.seat(3, None, paid_to=CIA)
    await table.deal(1, declarer=3)
    await table.play(3)
    await table.seat(3, CIA, paid_to=CIA)  # back, mid-deal
    await table.end(1, declarer=3)
    assert await _record(db, CIA) == (0, 0, 0)
    cia = await db.player_profile(GUILD, CIA, stored_role)
    assert cia is not None and (cia.deals_played, cia.net_point) == (1, 10)


async def test_a_whist_taken_before_stepping_away_is_the_whister_s(db: Database) -> None:
    """Anna bids, Cia accepts the whist and steps away after the first card: the whist is
    hers; Anna's contract hers."""
    table = await _table(db)
    await table.deal(1, declarer=1, whister=3)
    await table.play(2)
    await table.seat(3, None, paid_to=CIA)
    await table.end(1, declarer=1, whister=3)
    assert await _record(db, CIA) == (0, 1, 0)
    assert await _record(db, ANNA) == (1, 0, 0)


async def test_a_seat_given_to_another_member_mid_deal_leaves_the_bid_with_its_bidder(
    db: Database,
) -> None:
    """Bo bids 7 spel and the host gives his seat to Eve in the play: the seat's money is
    Eve's, the bid Bo's (before: Eve's, who never bid it). Bo has no deal's money, and his
    record is shown all the same."""
    table = await _table(db)
    await table.deal(1, declarer=2)
    await table.play(2)
    await table.seat(2, EVE, paid_to=EVE)
    await table.end(1, declarer=2)
    assert await _record(db, BO) == (1, 0, 0)
    assert await _record(db, EVE) == (0, 0, 0)
    bo = await db.player_profile(GUILD, BO, stored_role)
    assert bo is not None and (bo.deals_played, bo.roles_handed_on) == (0, 1)
    eve = await db.player_profile(GUILD, EVE, stored_role)
    assert eve is not None and eve.roles_handed_on == 0


async def test_a_seat_given_to_a_computer_mid_deal_says_where_the_points_went(
    db: Database,
) -> None:
    """Bo bids 7 spel and the host gives his seat to a computer of the table's own (not one
    keeping it for him): the deal's row names nobody for the seat. The bid is Bo's, and his
    record says it is in a seat handed on, as for a member given it (before this was
    counted, "trick contracts 1/1 made" stood with no points and nothing to say why)."""
    table = await _table(db)
    await table.deal(1, declarer=2)
    await table.play(2)
    await table.seat(2, None, paid_to=None)
    await table.end(1, declarer=2)
    bo = await db.player_profile(GUILD, BO, stored_role)
    assert bo is not None
    assert (bo.trick_contracts_bid, bo.deals_played, bo.roles_handed_on) == (1, 0, 1)


async def test_a_change_between_deals_is_read_as_before(db: Database) -> None:
    """Cia steps away after deal 1 and is back after deal 2: deal 1's and deal 3's bids are
    hers, deal 2's the keeper's (no seat changed during a deal: its holder at the end)."""
    table = await _table(db)
    for deal_no in (1, 2, 3):
        await table.deal(deal_no, declarer=3)
        await table.end(deal_no, declarer=3)
        if deal_no == 1:
            await table.seat(3, None, paid_to=CIA)
        if deal_no == 2:
            await table.seat(3, CIA, paid_to=CIA)
    assert await _record(db, CIA) == (2, 0, 0)


async def test_a_long_auction_is_read_to_its_winning_bid(db: Database) -> None:
    """An auction longer than the log's first read of a deal (``db.stats._WINDOWS``): Cia
    bids early, steps away in the auction, and the computer keeping her seat makes the
    winning bid late: that contract is nobody's (her early bid did not win it). Back between
    deals, she bids deal 2's herself: hers."""
    table = await _table(db)
    await table.event("deal", {"deal": 1})
    for round_no in range(4):
        if round_no == 2:
            await table.seat(3, None, paid_to=CIA)  # mid-auction, after the first read
        for seat in (1, 2, 4):
            await table.event("action", {"seat": seat, "pass": True})
        await table.event("action", {"seat": 3, "bid": "5"})
    await table.event("action", {"seat": 3, "bid": "7"})
    await table.play(3)
    await table.end(1, declarer=3)
    await table.seat(3, CIA, paid_to=CIA)
    await table.deal(2, declarer=3)
    await table.end(2, declarer=3)
    assert await _record(db, CIA) == (1, 0, 0)


async def _unrecorded(db: Database, table_id: int) -> bool:
    row = await db.table(table_id)
    assert row is not None
    return row.seats_unrecorded


def _target(database_target: str, tmp_path: Path) -> str:
    """A database that outlives its first opening: a file for SQLite, the URL as given."""
    return str(tmp_path / "boston.db") if database_target == ":memory:" else database_target


async def _before_0024(target: str) -> None:
    """Put the database back to the version before 0024, as it was left then."""
    if not target.startswith("postgres"):
        with sqlite3.connect(target) as conn:
            conn.execute("ALTER TABLE tables DROP COLUMN seats_unrecorded")
            conn.execute("ALTER TABLE seat_changes DROP COLUMN away_since")  # 0026's, made again
            conn.execute("PRAGMA user_version = 23")
        return
    conn = await asyncpg.connect(target)
    try:
        await conn.execute("ALTER TABLE tables DROP COLUMN seats_unrecorded")
        await conn.execute("ALTER TABLE seat_changes DROP COLUMN away_since")  # 0026's
        await conn.execute("UPDATE schema_version SET version = 23")
    finally:
        await conn.close()


async def test_0024_marks_the_tables_started_before_seat_changes_were_kept(
    database_target: str, tmp_path: Path
) -> None:
    """A database of the version before 0024: table A started before any seat change was
    written (nothing says who held its seats), table B before the first change, at B itself
    (0013 may not have been there yet: marked too, not guessed), table C after it. Cia's
    contracts all count, and the two of A and B are marked; a table started after the
    migration is not. On both backends."""
    target = _target(database_target, tmp_path)
    now = datetime(2025, 1, 1, tzinfo=UTC)

    def clock() -> datetime:
        return now

    async with await Database.open(target, clock=clock) as database:
        tables: list[Table] = []
        for name in "ABC":
            now += timedelta(minutes=1)
            table = await _table(database)
            tables.append(table)
            if name == "B":  # the first seat change written, and the log's next event
                await table.seat(2, EVE, paid_to=EVE)
                now += timedelta(minutes=1)
            await table.deal(1, declarer=3)
            await table.end(1, declarer=3)
    await _before_0024(target)
    async with await Database.open(target, clock=clock) as database:
        assert [await _unrecorded(database, t.id) for t in tables] == [True, True, False]
        assert await _record(database, CIA) == (3, 0, 2)
        now += timedelta(minutes=1)
        later = await _table(database)
        assert not await _unrecorded(database, later.id)


async def test_0024_leaves_a_table_started_the_day_after_a_rating_was_explained(
    database_target: str, tmp_path: Path
) -> None:
    """No seat ever changed, so no change dates 0013. Anna was told what the rating is on
    2 January (0015, after 0013, was in place that day): table C, started on the 3rd, began
    with its changes kept and is not marked; A (the 1st) and B (the 2nd, maybe before 0015
    came that day) are. Before, every started table was marked, forever."""
    target = _target(database_target, tmp_path)
    now = datetime(2025, 1, 1, 12, tzinfo=UTC)

    def clock() -> datetime:
        return now

    async with await Database.open(target, clock=clock) as database:
        tables: list[Table] = []
        for day in range(3):
            now = datetime(2025, 1, 1, 12, tzinfo=UTC) + timedelta(days=day)
            if day == 1:
                assert await database.explain_rating(ANNA, now.date())
            table = await _table(database)
            tables.append(table)
            await table.deal(1, declarer=3)
            await table.end(1, declarer=3)
    await _before_0024(target)
    async with await Database.open(target, clock=clock) as database:
        assert [await _unrecorded(database, t.id) for t in tables] == [True, True, False]
        assert await _record(database, CIA) == (3, 0, 2)


async def _trace_lost(db: Database, table: Table, seat: int) -> None:
    """Make ``table`` one started before 0013 whose ``seat`` was first changed without a
    trace: its first change kept is forgotten, the next one becomes its first (its holder
    before, the seq-0 row, the one that change left), and the table is marked."""

    async def work(tx: Tx) -> None:
        rows = await tx.fetch(
            "SELECT seq FROM seat_changes WHERE table_id = :t AND seat = :s ORDER BY seq",
            {"t": table.id, "s": seat},
        )
        untraced = int(rows[1]["seq"])
        keys = {"t": table.id, "s": seat}
        await tx.execute(
            "DELETE FROM seat_changes WHERE table_id = :t AND seat = :s AND seq = 0", keys
        )
        await tx.execute(
            "UPDATE seat_changes SET seq = 0 WHERE table_id = :t AND seat = :s AND seq = :q",
            {**keys, "q": untraced},
        )
        await tx.execute("UPDATE tables SET seats_unrecorded = 1 WHERE id = :t", {"t": table.id})

    await db._write(work)  # pyright: ignore[reportPrivateUsage]


async def test_an_old_table_s_deals_before_its_first_change_kept_are_as_their_rows_say(
    db: Database,
) -> None:
    """A table started before 0013: Bo bids deal 1, the host gives his seat to Eve (no trace
    then), Eve bids deal 2 and, after 0013, steps away; the computer bids deal 3. The first
    change kept (seq 0) names Eve, but only from its own time: deal 1 is Bo's, as its row
    says, deal 2 Eve's (before: both Eve's)."""
    table = await _table(db)
    await table.deal(1, declarer=2)
    await table.end(1, declarer=2)
    await table.seat(2, EVE, paid_to=EVE)  # before 0013: forgotten below
    await table.deal(2, declarer=2)
    await table.end(2, declarer=2)
    await table.seat(2, None, paid_to=EVE)  # the first change kept
    await table.deal(3, declarer=2)
    await table.end(3, declarer=2)
    await _trace_lost(db, table, 2)
    assert await _record(db, BO) == (1, 0, 1)
    assert await _record(db, EVE) == (1, 0, 1)


async def test_an_old_table_s_first_change_kept_mid_deal_leaves_the_bid_with_its_bidder(
    db: Database,
) -> None:
    """The same old table, but the host gives Eve's seat to Fay during deal 2, after Eve's
    bid: the seq-0 row is believed in the deal of that change (no untraced change came after
    it), so the bid is Eve's, not Fay's as the deal's row would say; deal 1 is still Bo's."""
    table = await _table(db)
    await table.deal(1, declarer=2)
    await table.end(1, declarer=2)
    await table.seat(2, EVE, paid_to=EVE)  # before 0013: forgotten below
    await table.deal(2, declarer=2)
    await table.play(2)
    await table.seat(2, FAY, paid_to=FAY)  # the first change kept, mid-deal
    await table.end(2, declarer=2)
    await _trace_lost(db, table, 2)
    assert await _record(db, BO) == (1, 0, 1)
    assert await _record(db, EVE) == (1, 0, 1)
    assert await _record(db, FAY) == (0, 0, 0)
