"""A person who finished a game with three computers only, through the fake Discord: a game
needs two rated players to rate anyone (docs/rating.md), so ``/boston stats`` says there is no
rating yet, and why (beside "Games: 1 played", "ratings come from finished tours and games"
read as false), and the leaderboard line shows none, rather than "Rating 1500 (from 0
games)"."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of, computers_table, first_of, north_plays_first_deal
from tests.support.bot_runner import BotHarness

UNRATED = (
    "No rating yet: ratings come from finished tours and games with other people; "
    "computers are not rated"
)


async def one_deal_alone(harness: BotHarness, variant: str) -> int:
    """North's game of one deal of ``variant`` with three computers, played to its end: its
    table's id."""
    table_id = await computers_table(harness, {"variant": variant, "rules": "deals=1"})
    place = harness.fake.guild.channel("general")
    message = next(
        m
        for m in place.visible_messages()
        if any(f"boston:hand:{table_id}" in c for c in m.custom_ids)
    )
    await north_plays_first_deal(
        harness, table_id, message, first_of("pass", "play.", "claim.accept", "bid.")
    )
    await bot_of(harness).tables.wait_idle(table_id)
    await harness.settle()
    return table_id


async def test_a_game_with_three_computers_gives_no_rating(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table_id = await one_deal_alone(harness, "nantes")
        fake = harness.fake
        place = fake.guild.channel("general")
        tours = await bot_of(harness).db.tours(table_id)
        assert [t.status for t in tours] == ["finished"]  # the game ended and is kept
        north = fake.user("north")
        stats = (await (await fake.slash(north, "boston stats", {})).message()).text
        assert "Games: 1 played" in stats, stats
        assert UNRATED in stats.splitlines(), stats
        assert "Rating 1500" not in stats and "from 0" not in stats, stats
        board = (
            await (await fake.slash(north, "boston leaderboard", {}, channel=place)).message()
        ).text
        line = next(line for line in board.splitlines() if line.startswith("1. "))
        assert f"<@{north.id}>" in line and "games won 0/1" in line, board
        assert "rating" not in line, board
        assert "Rating:" not in board, board  # nothing rated, nothing to explain


async def test_a_dawson_game_names_the_soloist_in_the_stats(tmp_path: Path) -> None:
    """A Dawson newcomer's stats called them "declarer" where the table, the results and the
    glossary said soloist (DW-B3): the stats take the game's word."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        await one_deal_alone(harness, "dawson")
        fake = harness.fake
        north = fake.user("north")
        stats = (await (await fake.slash(north, "boston stats", {})).message()).text
        assert "**Dawson's Boston**" in stats and "Games: 1 played" in stats, stats
        assert "As soloist:" in stats.splitlines(), stats
        assert "declarer" not in stats, stats
        assert UNRATED in stats.splitlines(), stats
