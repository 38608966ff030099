"""``/boston leaderboard`` asked in a table's thread is that table's board: a club with a
Swedish Boston table and a Dawson table running at once read, in the Swedish table's thread,
whichever variant another table had settled a deal in last, flipping with each result, and
``period:tour`` there showed the other table's game. Asked elsewhere, the board is still the
variant played most recently. Wherever another variant was played too, one line names it and
says how to see its board (``variant:``), so the other table's board is not hidden.

The tables are opened through the fake Discord (each gets its thread); their deals and tours
are written straight to the database, as a finished deal or game leaves them, so the order in
which they were settled is the test's own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from db import Database, SeatPayment, SettledDeal, TourEnd
from db import TourSeatResult as Result
from tests.discord.driver import boston, bot_of, open_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import FakeChannel, FakeUser

CLUB = ("north", "east", "south", "west")


async def _table(harness: BotHarness, host: FakeUser, variant: str) -> tuple[int, FakeChannel]:
    """A table of ``variant`` opened by ``host`` with ``/boston new``: its id and its thread."""
    message, _ = await open_table(harness, host, None, {"variant": variant})
    table_id = int(message.custom_ids[0].split(":")[2])
    row = await bot_of(harness).db.table(table_id)
    assert row is not None and row.thread_id is not None
    return table_id, harness.fake.channel(row.thread_id)


async def _deal(
    db: Database,
    table_id: int,
    deal_no: int,
    players: list[FakeUser],
    nets: list[int],
    variant: str,
    *,
    payment: str | None = None,
    ranks: list[int] | None = None,
    game: bool = False,
) -> None:
    """Deal ``deal_no`` of ``table_id`` settled (``payment``: the Swedish table's); with
    ``ranks``, the last of a finished tour, or with ``game`` of a game of that many deals
    (rules that keep no tours)."""
    row = await db.table(table_id)
    assert row is not None
    for user in players:
        await db.upsert_player(user.id, user.username.title(), row.guild_id)
    payments = tuple(
        SeatPayment(seat=seat, player_id=players[seat - 1].id, net=nets[seat - 1])
        for seat in (1, 2, 3, 4)
    )
    result: dict[str, Any] = {"variant": variant, "payment": payment, "all_pass": True}
    tour_end = None
    tour_id = None
    if ranks is not None:
        tour_id = None if game else (await db.start_tour(table_id, 1, 1)).id
        tour_end = TourEnd(
            tour_id=tour_id,
            length=deal_no if game else None,
            played_off=deal_no if game else None,
            results=tuple(
                Result(
                    seat=seat,
                    player_id=players[seat - 1].id,
                    balance=nets[seat - 1],
                    settlement=0,
                    rank=ranks[seat - 1],
                )
                for seat in (1, 2, 3, 4)
            ),
        )
    settled = SettledDeal(deal_no=deal_no, payments=payments, tour_id=tour_id, **result)
    seq = await db.last_seq(table_id) + 1
    await db.append_event(
        table_id, seq, "deal", {"deal": deal_no}, settled=settled, tour_end=tour_end
    )


async def _board(
    harness: BotHarness, user: FakeUser, channel: FakeChannel | None, **options: object
) -> str:
    handle = await harness.fake.slash(user, "boston leaderboard", options, channel=channel)
    return (await handle.message()).text


async def test_a_tables_thread_shows_that_tables_board(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(name) for name in CLUB]
        sven = fake.add_user("sven", locale="sv-SE")
        db = bot_of(harness).db
        swedish, swedish_thread = await _table(harness, users[0], "swedish")
        dawson, dawson_thread = await _table(harness, users[1], "dawson")
        # The Swedish table settles a deal, then the Dawson table: Dawson was played last.
        await _deal(db, swedish, 1, users, [50, -10, -10, -30], "swedish", payment="traditional")
        await _deal(db, dawson, 1, users, [-34, -34, -35, 103], "dawson")
        north, west = f"<@{users[0].id}>", f"<@{users[3].id}>"
        in_swedish = await _board(harness, users[2], swedish_thread)
        assert in_swedish.splitlines() == [
            "**Leaderboard** (all time) · Swedish Boston",
            f"1. {north} +50 points · deals 1",
            f"2. <@{users[1].id}> -10 points · deals 1",
            f"2. <@{users[2].id}> -10 points · deals 1",
            f"4. {west} -30 points · deals 1",
            "Also played here: Dawson's Boston (choose with `variant:`).",
        ], in_swedish
        in_dawson = await _board(harness, users[2], dawson_thread)
        assert in_dawson.startswith("**Leaderboard** (all time) · Dawson's Boston\n"), in_dawson
        assert in_dawson.splitlines()[-1] == (
            "Also played here: Swedish Boston (choose with `variant:`)."
        ), in_dawson
        # Another result at the Dawson table does not turn the Swedish thread's board.
        await _deal(db, dawson, 2, users, [103, -34, -34, -35], "dawson")
        again = await _board(harness, users[2], swedish_thread)
        assert again.splitlines()[0] == "**Leaderboard** (all time) · Swedish Boston", again
        # Elsewhere: the variant played most recently, the other named.
        general = await _board(harness, users[2], None)
        assert general.splitlines()[0] == "**Leaderboard** (all time) · Dawson's Boston"
        assert general.splitlines()[-1] == (
            "Also played here: Swedish Boston (choose with `variant:`)."
        ), general
        # variant: still chooses, in a thread too.
        chosen = await _board(harness, users[2], swedish_thread, variant="dawson")
        assert chosen.splitlines()[0] == "**Leaderboard** (all time) · Dawson's Boston", chosen
        # The line in Swedish.
        svenska = await _board(harness, sven, swedish_thread)
        assert svenska.splitlines()[0] == "**Topplista** (alla tider) · svensk boston", svenska
        assert svenska.splitlines()[-1] == (
            "Också spelat här: Dawsons boston (välj med `variant:`)."
        ), svenska


async def test_one_variant_played_adds_no_line(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        users = [harness.fake.user(name) for name in CLUB]
        db = bot_of(harness).db
        swedish, thread = await _table(harness, users[0], "swedish")
        await _deal(db, swedish, 1, users, [50, -10, -10, -30], "swedish", payment="traditional")
        for place in (thread, None):
            board = await _board(harness, users[1], place)
            assert len(board.splitlines()) == 5 and "variant:" not in board, board


async def test_a_threads_latest_tour_is_its_own_tables(tmp_path: Path) -> None:
    """``period:tour`` in a table's thread: that table's latest tour or game (SV-P11: a
    Swedish table's protocol is played in tours), though another table finished one since."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(name) for name in CLUB]
        db = bot_of(harness).db
        swedish, swedish_thread = await _table(harness, users[0], "swedish")
        dawson, _ = await _table(harness, users[1], "dawson")
        # Nothing finished at the Swedish table yet: said so, not the other table's game.
        await _deal(
            db, dawson, 1, users, [-34, -34, -35, 103], "dawson", ranks=[2, 3, 4, 1], game=True
        )
        waiting = await _board(harness, users[2], swedish_thread, period="tour")
        assert waiting == "Table 1 has not finished a tour or game yet.", waiting
        await _deal(
            db,
            swedish,
            1,
            users,
            [50, -10, -10, -30],
            "swedish",
            payment="traditional",
            ranks=[1, 2, 2, 4],
        )
        # A second Dawson table's game: the first table's finished with its game.
        dawson, dawson_thread = await _table(harness, users[3], "dawson")
        await _deal(
            db, dawson, 1, users, [103, -34, -34, -35], "dawson", ranks=[1, 2, 3, 4], game=True
        )
        # Tours and games here: 1 (Dawson), 2 (Swedish), 3 (Dawson, the latest).
        own = await _board(harness, users[2], swedish_thread, period="tour")
        own_head = f"**Leaderboard** (table {swedish}, tour 1) · Swedish Boston"
        assert own.splitlines()[0] == own_head, own
        assert own.splitlines()[1].startswith(f"1. <@{users[0].id}> +50 points"), own
        assert own.splitlines()[5] == (
            "Also played here: Dawson's Boston (choose with `variant:`)."
        ), own
        theirs = await _board(harness, users[2], dawson_thread, period="tour")
        their_head = f"**Leaderboard** (table {dawson}, game 1) · Dawson's Boston"
        assert theirs.splitlines()[0] == their_head, theirs
        # Elsewhere, the server's latest; a number given in a thread counts that table's
        # (test_stats_tour_of_the_thread), elsewhere the server's.
        latest = await _board(harness, users[2], None, period="tour")
        assert latest.splitlines()[0] == "**Leaderboard** (game 3) · Dawson's Boston", latest
        first = await _board(harness, users[2], swedish_thread, tour=1)
        assert first.splitlines()[0] == own_head, first
        assert "variant:" not in first, first  # that tour, whatever the variant chosen
        svenska = await _board(harness, fake.add_user("sven", locale="sv-SE"), swedish_thread)
        assert svenska.splitlines()[0] == "**Topplista** (alla tider) · svensk boston", svenska
