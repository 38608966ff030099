"""``/boston leaderboard tour:`` in a table's thread counts that table's tours and games (its
first is 1), and the heading names the table: `tour:2` there showed the server's second tour,
another table's, under a heading "(tour 2)" that read as this table's. Elsewhere the number is
the server's, as before. SV-P11: a Swedish table plays its protocol in tours; a Dawson table's
game is written as a tour of its own.

Tables are opened through the fake Discord (each gets its thread); their deals and tours are
written straight to the database, as a finished deal or game leaves them, so the order in which
they ended is the test's own."""

from __future__ import annotations

from pathlib import Path

from db import Database, SeatPayment, SettledDeal, TourEnd
from db import TourSeatResult as Result
from tests.discord.driver import boston, bot_of, open_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import FakeChannel, FakeUser

CLUB = ("north", "east", "south", "west")


async def _table(harness: BotHarness, host: FakeUser, variant: str) -> tuple[int, FakeChannel]:
    message, _ = await open_table(harness, host, None, {"variant": variant})
    table_id = int(message.custom_ids[0].split(":")[2])
    row = await bot_of(harness).db.table(table_id)
    assert row is not None and row.thread_id is not None
    return table_id, harness.fake.channel(row.thread_id)


async def _finish(
    db: Database,
    table_id: int,
    deal_no: int,
    players: list[FakeUser],
    nets: list[int],
    *,
    tour_no: int | None,
) -> None:
    """Deal ``deal_no`` of ``table_id`` settled as the last of its table's tour ``tour_no``
    (a Swedish table's), or, ``tour_no`` None, as a whole game of that many deals (Dawson)."""
    row = await db.table(table_id)
    assert row is not None
    for user in players:
        await db.upsert_player(user.id, user.username.title(), row.guild_id)
    payments = tuple(
        SeatPayment(seat=seat, player_id=players[seat - 1].id, net=nets[seat - 1])
        for seat in (1, 2, 3, 4)
    )
    tour_id = None if tour_no is None else (await db.start_tour(table_id, tour_no, 1)).id
    order = sorted((1, 2, 3, 4), key=lambda seat: -nets[seat - 1])
    tour_end = TourEnd(
        tour_id=tour_id,
        length=deal_no if tour_no is None else None,
        played_off=deal_no if tour_no is None else None,
        results=tuple(
            Result(
                seat=seat,
                player_id=players[seat - 1].id,
                balance=nets[seat - 1],
                settlement=0,
                rank=order.index(seat) + 1,
            )
            for seat in (1, 2, 3, 4)
        ),
    )
    variant = "dawson" if tour_no is None else "swedish"
    payment = None if tour_no is None else "traditional"
    settled = SettledDeal(
        deal_no=deal_no,
        payments=payments,
        tour_id=tour_id,
        variant=variant,
        payment=payment,
        all_pass=True,
    )
    seq = await db.last_seq(table_id) + 1
    await db.append_event(
        table_id, seq, "deal", {"deal": deal_no}, settled=settled, tour_end=tour_end
    )


async def _board(
    harness: BotHarness, user: FakeUser, channel: FakeChannel | None, **options: object
) -> str:
    handle = await harness.fake.slash(user, "boston leaderboard", options, channel=channel)
    return (await handle.message()).text


async def test_a_tour_number_in_a_thread_is_that_tables(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(name) for name in CLUB]
        sven = fake.add_user("sven", locale="sv-SE")
        db = bot_of(harness).db
        swedish, swedish_thread = await _table(harness, users[0], "swedish")
        dawson, dawson_thread = await _table(harness, users[1], "dawson")
        # The server's 1: Dawson's game 1; 2: Swedish tour 1; 3: Dawson's game 2; 4: Swedish
        # tour 2. Each won by another player, so the board shows which one was read.
        await _finish(db, dawson, 1, users, [103, -34, -34, -35], tour_no=None)
        await _finish(db, swedish, 1, users, [-10, 50, -10, -30], tour_no=1)
        await _finish(db, dawson, 2, users, [-34, -34, 103, -35], tour_no=None)
        await _finish(db, swedish, 2, users, [-10, -10, -30, 50], tour_no=2)
        winner = [f"<@{user.id}>" for user in users]

        second = (await _board(harness, users[2], swedish_thread, tour=2)).splitlines()
        assert second[0] == f"**Leaderboard** (table {swedish}, tour 2) · Swedish Boston"
        assert second[1].startswith(f"1. {winner[3]} +50 points"), second
        first = (await _board(harness, users[2], swedish_thread, tour=1)).splitlines()
        assert first[0] == f"**Leaderboard** (table {swedish}, tour 1) · Swedish Boston"
        assert first[1].startswith(f"1. {winner[1]} +50 points"), first
        # The thread's latest, unnumbered, is named the same way.
        dawson_head = f"**Leaderboard** (table {dawson}, game 2) · Dawson's Boston"
        latest = await _board(harness, users[2], dawson_thread, period="tour")
        assert latest.splitlines()[0] == dawson_head, latest
        # Another table's tour read in a thread (variant: chosen) names its table.
        theirs = await _board(harness, users[2], swedish_thread, period="tour", variant="dawson")
        assert theirs.splitlines()[0] == dawson_head, theirs
        # A number the table has not reached: its own numbers, and what `tour:` counts.
        missing = await _board(harness, users[2], swedish_thread, tour=3)
        assert missing == (
            f"Number 3 is not among table {swedish}'s finished tours and games: 1–2. In a "
            "table's thread, `tour:` counts that table's; elsewhere, the server's."
        )
        # Elsewhere, the server's numbers, as before.
        server = await _board(harness, users[2], None, tour=2)
        assert server.splitlines()[0] == "**Leaderboard** (tour 2) · Swedish Boston", server
        assert server.splitlines()[1].startswith(f"1. {winner[1]} +50 points"), server
        server = await _board(harness, users[2], None, tour=3)
        assert server.splitlines()[0] == "**Leaderboard** (game 3) · Dawson's Boston", server
        # A table with nothing finished: said, with what `tour:` counts in its thread.
        fresh, fresh_thread = await _table(harness, users[2], "swedish")
        none = await _board(harness, users[2], fresh_thread, tour=1)
        assert none == (
            f"Table {fresh} has not finished a tour or game yet. In a table's thread, "
            "`tour:` counts that table's; elsewhere, the server's."
        )
        svenska = await _board(harness, sven, swedish_thread, tour=2)
        assert svenska.splitlines()[0] == f"**Topplista** (bord {swedish}, tur 2) · svensk boston"
