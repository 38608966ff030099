"""A person who finished a game with three computers only, through the fake Discord: a game
needs two rated players to rate anyone (docs/rating.md), so ``/boston stats`` says there is no
rating yet and the leaderboard line shows none, rather than "Rating 1500 (from 0 games)"."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of, computers_table, first_of, north_plays_first_deal


async def test_a_game_with_three_computers_gives_no_rating(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table_id = await computers_table(harness, {"variant": "nantes", "rules": "deals=1"})
        fake = harness.fake
        place = fake.guild.channel("general")
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
        tours = await bot_of(harness).db.tours(table_id)
        assert [t.status for t in tours] == ["finished"]  # the game ended and is kept
        north = fake.user("north")
        stats = (await (await fake.slash(north, "boston stats", {})).message()).text
        assert "Games: 1 played" in stats, stats
        assert "No rating yet: ratings come from finished tours and games" in stats, stats
        assert "Rating 1500" not in stats and "from 0" not in stats, stats
        board = (
            await (await fake.slash(north, "boston leaderboard", {}, channel=place)).message()
        ).text
        line = next(line for line in board.splitlines() if line.startswith("1. "))
        assert f"<@{north.id}>" in line and "games won 0/1" in line, board
        assert "rating" not in line, board
        assert "Rating:" not in board, board  # nothing rated, nothing to explain
