"""The club's statistics: points of two rule systems are
never summed (the leaderboard is one variant's, the stats give each variant a line), equal
totals share a place, a shown rating says what it is, and tours are numbered per server.

The rows are written straight to the database, as a finished table leaves them, so the
answers are tested whatever way a table comes to its end."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from db import Database, SeatPayment, SettledDeal, TourEnd
from db import TourSeatResult as Result
from tests.discord.driver import boston, bot_of
from tests.support.fake_discord import FakeUser

OTHER_GUILD = 424242


async def _table(
    db: Database, guild_id: int, players: list[FakeUser], variant: str, names: bool = True
) -> int:
    for user in players:
        await db.upsert_player(user.id, user.username.title(), guild_id)
    table = await db.create_table(
        guild_id=guild_id,
        channel_id=1,
        host_player_id=players[0].id,
        variant=variant,
        settings={},
    )
    return table.id


async def _deal(
    db: Database,
    table_id: int,
    deal_no: int,
    players: list[FakeUser],
    nets: list[int],
    variant: str,
    *,
    tour_id: int | None = None,
    tour_end: TourEnd | None = None,
) -> None:
    payments = tuple(
        SeatPayment(seat=seat, player_id=players[seat - 1].id, net=nets[seat - 1])
        for seat in (1, 2, 3, 4)
    )
    result: dict[str, Any] = {"variant": variant, "payment": None, "all_pass": True}
    if variant == "swedish":
        result["payment"] = "traditional"
    settled = SettledDeal(deal_no=deal_no, payments=payments, tour_id=tour_id, **result)
    seq = await db.last_seq(table_id) + 1
    await db.append_event(
        table_id, seq, "deal", {"deal": deal_no}, settled=settled, tour_end=tour_end
    )


async def _tour(
    db: Database, guild_id: int, players: list[FakeUser], nets: list[int], ranks: list[int]
) -> int:
    """A finished one-deal Swedish tour at a new table: its database id."""
    table_id = await _table(db, guild_id, players, "swedish")
    tour = await db.start_tour(table_id, 1, 1)
    end = TourEnd(
        tour_id=tour.id,
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
    await _deal(db, table_id, 1, players, nets, "swedish", tour_id=tour.id, tour_end=end)
    await db.set_table_status(table_id, "finished")
    return tour.id


async def test_swedish_and_dawson_points_are_never_summed(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(name) for name in ("north", "east", "south", "west")]
        db = bot_of(harness).db
        guild = fake.guild.id
        swedish = await _table(db, guild, users, "swedish")
        await _deal(db, swedish, 1, users, [50, -10, -10, -30], "swedish")
        dawson = await _table(db, guild, users, "dawson")
        await _deal(db, dawson, 1, users, [-34, -34, -35, 103], "dawson")
        west = f"<@{users[3].id}>"
        board = (
            await (
                await fake.slash(users[0], "boston leaderboard", {"variant": "swedish"})
            ).message()
        ).text
        lines = board.splitlines()
        # Swedish alone, and the title says so: West is last.
        assert lines[0] == "**Leaderboard** (all time) · Swedish Boston"
        assert lines[4].startswith(f"4. {west} -30 points"), board
        # The other variant's board is named, with how to see it.
        assert lines[5:] == ["Also played here: Dawson's Boston (choose with `variant:`)."]
        assert "+103" not in board and "+73" not in board
        dawson_board = (
            await (
                await fake.slash(users[0], "boston leaderboard", {"variant": "dawson"})
            ).message()
        ).text
        assert dawson_board.splitlines()[0] == "**Leaderboard** (all time) · Dawson's Boston"
        assert dawson_board.splitlines()[1].startswith(f"1. {west} +103 points")
        unknown = (
            await (await fake.slash(users[0], "boston leaderboard", {"variant": "chess"})).message()
        ).text
        assert "chess" in unknown and "swedish" in unknown
        # West's stats: a line per variant, each named, none summed.
        stats = (await (await fake.slash(users[3], "boston stats")).message()).text
        assert "**Swedish Boston**\n-30 points in 1 deal\n" in stats, stats
        assert "**Dawson's Boston**\n+103 points in 1 deal\n" in stats, stats
        assert "+73" not in stats and "2 deals" not in stats


async def test_a_variant_nobody_played_says_so(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(name) for name in ("north", "east", "south", "west")]
        db = bot_of(harness).db
        dawson = await _table(db, fake.guild.id, users, "dawson")
        await _deal(db, dawson, 1, users, [-34, -34, -35, 103], "dawson")
        board = (
            await (
                await fake.slash(users[0], "boston leaderboard", {"variant": "swedish"})
            ).message()
        ).text
        assert board == (
            "No game of Swedish Boston counts here for this leaderboard yet; played here: "
            "Dawson's Boston (choose with `variant:`)."
        )
        # Asked for no variant, the one played here: Dawson's, though the server's is Swedish.
        unasked = (await (await fake.slash(users[0], "boston leaderboard")).message()).text
        assert unasked.startswith("**Leaderboard** (all time) · Dawson's Boston\n"), unasked


async def test_equal_totals_share_a_place(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(name) for name in ("north", "east", "south", "west")]
        db = bot_of(harness).db
        await _tour(db, fake.guild.id, users, [-60, 50, 50, -40], [4, 1, 1, 3])
        for options in ({}, {"period": "tour"}):
            board = await (await fake.slash(users[0], "boston leaderboard", options)).message()
            places = [line.split(".")[0] for line in board.text.splitlines()[1:5]]
            assert places == ["1", "1", "3", "4"], board.text


async def test_a_shown_rating_says_what_it_is(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(name) for name in ("north", "east", "south", "west")]
        db = bot_of(harness).db
        await _tour(db, fake.guild.id, users, [60, 20, -30, -50], [1, 2, 3, 4])
        explained = (
            "Rating: everyone starts at 1500. It changes only when a game finishes (a tour, "
            "where the rules play tours): your place against each other player there moves "
            "it, in proportion to what the game played off (its betar in a tour of Swedish "
            "Boston, its deals in any other game): one or two barely move the rating shown, "
            "rounded, and a game that played off none leaves it as it was. Games of every "
            "variant count."
        )
        board = (await (await fake.slash(users[0], "boston leaderboard")).message()).text
        assert "rating 15" in board and board.splitlines()[-1] == explained
        # Said once a day to each person: their next answers keep to the figures.
        stats = (await (await fake.slash(users[0], "boston stats")).message()).text
        assert stats.startswith("**North**\nRating 15") and explained not in stats
        again = (await (await fake.slash(users[0], "boston leaderboard")).message()).text
        assert "rating 15" in again and explained not in again
        # Another person's first answer of the day says it.
        first = (await (await fake.slash(users[1], "boston stats")).message()).text
        assert first.startswith("**East**\nRating 15") and first.splitlines()[-1] == explained
        fake.add_user("sven", locale="sv-SE")
        sven = fake.user("sven")
        swedish = (await (await fake.slash(sven, "boston leaderboard")).message()).text
        assert swedish.splitlines()[-1].startswith("Rating: alla börjar på 1500. Den ändras")


async def test_tours_are_numbered_in_this_server(tmp_path: Path) -> None:
    """Another server's tours come first in the database; this server's first is tour 1."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(name) for name in ("north", "east", "south", "west")]
        db = bot_of(harness).db
        for _ in range(3):
            await _tour(db, OTHER_GUILD, users, [60, 20, -30, -50], [1, 2, 3, 4])
        first = await _tour(db, fake.guild.id, users, [60, 20, -30, -50], [1, 2, 3, 4])
        second = await _tour(db, fake.guild.id, users, [-60, 20, -30, 70], [3, 2, 4, 1])
        assert (first, second) == (4, 5)  # the database's ids
        latest = await fake.slash(users[0], "boston leaderboard", {"period": "tour"})
        text = (await latest.message()).text
        assert text.startswith("**Leaderboard** (tour 2) · Swedish Boston"), text
        assert f"1. <@{users[3].id}> +70 points" in text
        named = await (await fake.slash(users[0], "boston leaderboard", {"tour": 1})).message()
        assert named.text.startswith("**Leaderboard** (tour 1) · ")
        assert f"1. <@{users[0].id}> +60 points" in named.text
        unknown = await (await fake.slash(users[0], "boston leaderboard", {"tour": 4})).message()
        assert unknown.text == "Number 4 is not among the finished tours and games here: 1–2."
