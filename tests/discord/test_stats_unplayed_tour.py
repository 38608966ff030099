"""Statistics after a game that was never played and one everybody ended even, through the
fake Discord: a Swedish table ended by agreement (``/boston end``) before anybody moved settled
no deal, so it is no tour at all (not played, not won, not rated, not numbered); a game whose
players all end on 0 was played by all and won by none (a tie for first is shared only where
someone ranks below it)."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston
from tests.discord.test_stats_whole_games import _game, _said


async def test_a_game_ended_before_any_move_counts_as_no_tour(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        await _game(harness, "swedish", "", stop_after=0)
        # A one-deal game in which everybody passes: everyone ends on 0.
        await _game(harness, "swedish", "deals=1 payment=simplified")
        users = [harness.fake.user(name) for name in ("north", "east", "south", "west")]
        for user in users:
            stats = await _said(harness, users[0], "boston stats", member=user)
            assert "0 points in 1 deal\n" in stats, stats
            assert ": 1 played, 0 won" in stats, stats
            assert "(from 1 " in stats, stats
        board = await _said(harness, users[0], "boston leaderboard")
        lines = board.splitlines()[1:5]
        assert len(lines) == 4 and all(" won 0/1 · deals 1 " in line for line in lines), board
        latest = await _said(harness, users[0], "boston leaderboard", period="tour")
        # The simplified payment keeps no tours: its game is named a game, not "tour 1".
        assert latest.startswith("**Leaderboard** (game 1) · "), latest
