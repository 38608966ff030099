"""A player's statistics and the server's leaderboard after two games that each ended near
the largest amount a 64-bit column holds (2^63 - 1: a game whose next deal would outgrow it is
ended there, as by agreement): the sums over both pass it, and are told exactly, on a phone's
lines, instead of an answer that the database failed.

The rows are written straight to the database, as two such games leave them."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of
from tests.discord.test_boston_stats_club import _tour
from tests.discord.test_stats_whole_games import _said

TOP = 2**63 - 1


async def test_sums_past_64_bits_are_told_exactly(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(name) for name in ("north", "east", "south", "west")]
        db = bot_of(harness).db
        for _ in range(2):  # North wins each at the top, South pays it (SV-P11)
            await _tour(db, fake.guild.id, users, [TOP, 0, -TOP, 0], [1, 2, 4, 2])
        north, south = (f"<@{user.id}>" for user in (users[0], users[2]))
        board = await _said(harness, users[0], "boston leaderboard", variant="swedish")
        lines = board.splitlines()
        assert lines[1].startswith(f"1. {north} +18446744073709551614 points"), board
        assert lines[4].startswith(f"4. {south} -18446744073709551614 points"), board
        stats = await _said(harness, users[0], "boston stats")
        assert "+18446744073709551614 points in 2 deals\n" in stats, stats
        # The average, a quotient of two exact sums, without digits a float made up.
        assert "Average +9223372036854775807.0 per deal\n" in stats, stats
        assert "Biggest win: +9223372036854775807\n" in stats, stats
        said = await _said(harness, users[2], "boston stats")
        assert "-18446744073709551614 points in 2 deals\n" in said, said
        assert "Average -9223372036854775807.0 per deal\n" in said, said
