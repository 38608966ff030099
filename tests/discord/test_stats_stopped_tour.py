"""Statistics after a Swedish tour stopped by agreement, through the fake Discord: four people
play two deals of a tour of 24 betar (SV-P11) and the host ends the game (``/boston end``,
SV-M2). No tour was completed, so nobody is told they played or won a tour: the statistics
count it among games ("Games: 1 played"), the rating says it came from a game, and
``/boston leaderboard period:tour`` names it "game 1". It still rates, weighed by the betar it
played off (docs/rating.md): a tour's worth of betar moves ratings twelve times as much."""

from __future__ import annotations

from pathlib import Path

from bot.rating import tour_weight
from tests.discord.agreed_stop import end_table
from tests.discord.driver import Table, boston, bot_of, seated_table
from tests.discord.test_stats_whole_games import _said
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeUser


async def _stopped_after_two_deals(harness: BotHarness) -> tuple[Table, list[FakeUser]]:
    """Two deals of a tour of 24 betar played, then the game ended by agreement (SV-M2)."""
    table = await seated_table(harness)
    users = list(table.users.values())
    await table.play_deal(1)
    await table.learn_hands()
    await table.play_deal(2)
    await end_table(harness.fake, users[0], {"table": table.id})
    await table.settle()
    return table, users


async def test_a_tour_stopped_after_two_deals_is_a_game_in_the_stats(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, users = await _stopped_after_two_deals(harness)
        assert bot_of(harness).tables.find(table.id) is None
        [tour] = await bot_of(harness).db.tours(table.id)
        # Two betar of 24 played off, then stopped by agreement (SV-M2).
        assert (tour.length, tour.status, tour.played_off) == (24, "finished", 2)
        assert tour_weight(tour.length, tour.played_off) == 2  # it rates by its two betar

        said = {u.username: await _said(harness, users[0], "boston stats", member=u) for u in users}
        for name, stats in said.items():
            lines = stats.splitlines()
            assert lines[1].endswith(" (from 1 game)"), (name, stats)
            assert "Games: 1 played, " in stats, (name, stats)
            assert not any(line.startswith("Tours:") for line in lines), (name, stats)
        # South made the first deal's 5 spel and whisted the second: first, the game won.
        assert "Games: 1 played, 1 won" in said["south"]
        # Two betar of 24: K = 32 × 2/24 / 3, so the winner of all three pairs gains 1.3.
        assert said["south"].splitlines()[1] == "Rating 1501 (from 1 game)"
        assert said["north"].splitlines()[1] == "Rating 1499 (from 1 game)"

        board = (await _said(harness, users[0], "boston leaderboard")).splitlines()
        assert board[0] == "**Leaderboard** (all time) · Swedish Boston"
        assert len(board) >= 5 and all(" · games won " in line for line in board[1:5]), board
        assert not any("tours won" in line for line in board), board
        latest = await _said(harness, users[0], "boston leaderboard", period="tour")
        assert latest.startswith("**Leaderboard** (game 1) · Swedish Boston\n"), latest
        assert (await _said(harness, users[0], "boston leaderboard", tour=1)) == latest


async def test_a_swedish_reader_is_told_parti(tmp_path: Path) -> None:
    """The same in Swedish: "Vunna partier", never "Vunna turer"."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        _, users = await _stopped_after_two_deals(harness)
        reader = users[1]
        reader.locale = "sv-SE"
        stats = await _said(harness, reader, "boston stats")
        assert "Vunna partier: 0 av 1" in stats and "Vunna turer" not in stats, stats
        assert stats.splitlines()[1].endswith(" (från 1 parti)"), stats
        latest = await _said(harness, reader, "boston leaderboard", period="tour")
        assert latest.startswith("**Topplista** (parti 1) · "), latest
