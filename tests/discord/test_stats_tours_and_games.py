"""A Swedish player's tours and games, each under its own word: a Swedish table on the simplified
payment keeps no tours, so its finished game is a game ("Games: 1 played"), though Swedish
Boston's default rules play tours. The stats read that from the stored counts (migration 0016
marks each game written as a tour), not from the variant: a Swedish player who played two tours
and one simplified game was told "Tours: 3 played"."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import Lang
from bot.rating import Rating, Ratings
from cogs.boston.stats import board_line, profile_text
from db.models import LeaderboardRow, PlayerProfile, VariantTotals
from tests.discord.driver import boston, bot_of, seated_table
from tests.discord.test_stats_whole_games import _game, _said


def _swedish(tours: int, tours_won: int, games: int, games_won: int) -> PlayerProfile:
    totals = VariantTotals(
        variant="swedish",
        deals_played=30,
        net_point=12,
        average_per_deal=0.4,
        biggest_win=60,
        tours_played=tours,
        tours_won=tours_won,
        games_played=games,
        games_won=games_won,
    )
    return PlayerProfile(
        player_id=1,
        display_name="Anna",
        deals_played=30,
        net_point=12,
        average_per_deal=0.4,
        biggest_win=60,
        contracts=(),
        trick_contracts_bid=0,
        trick_contracts_made=0,
        miseres_bid=0,
        miseres_made=0,
        whists_played=0,
        whists_made=0,
        tours_played=tours,
        tours_won=tours_won,
        games_played=games,
        games_won=games_won,
        variants=(totals,),
    )


def _lines(profile: PlayerProfile, rated: int, language: Lang) -> list[str]:
    ratings = Ratings(players={1: Rating(1, 1510.0, tours=rated)})
    return profile_text(profile, ratings, language, explain=False).splitlines()


def test_a_swedish_players_tours_and_games_are_each_named() -> None:
    both = _swedish(2, 1, 1, 1)
    english = _lines(both, 3, "en")
    assert english[1] == "Rating 1510 (from 2 tours and 1 game)"
    assert "Tours: 2 played, 1 won" in english and "Games: 1 played, 1 won" in english
    swedish = _lines(both, 3, "sv")
    assert swedish[1] == "Rating 1510 (från 2 turer och 1 parti)"
    assert "Vunna turer: 1 av 2" in swedish and "Vunna partier: 1 av 1" in swedish


def test_a_swedish_player_of_simplified_games_only_reads_games() -> None:
    games = _swedish(0, 0, 1, 0)
    english = _lines(games, 1, "en")
    assert english[1] == "Rating 1510 (from 1 game)"
    assert "Games: 1 played, 0 won" in english
    assert not any(line.startswith("Tours:") for line in english), english
    swedish = _lines(games, 1, "sv")
    assert "Vunna partier: 0 av 1" in swedish
    assert not any("turer" in line for line in swedish), swedish


def _row(tours: int, tours_won: int, games: int, games_won: int) -> LeaderboardRow:
    return LeaderboardRow(
        player_id=7,
        display_name="Anna",
        net_point=12,
        deals_played=30,
        tours_played=tours,
        tours_won=tours_won,
        games_played=games,
        games_won=games_won,
    )


def test_the_leaderboard_line_gives_tours_and_games_apart() -> None:
    assert board_line(1, _row(2, 1, 1, 1), Ratings(), "en") == (
        "1. <@7> +12 points · tours won 1/2 · games won 1/1 · deals 30"
    )
    assert board_line(1, _row(2, 1, 1, 1), Ratings(), "sv") == (
        "1. <@7> +12 point · vunna turer 1/2 · vunna partier 1/1 · 30 givar"
    )
    assert board_line(1, _row(0, 0, 1, 0), Ratings(), "en") == (
        "1. <@7> +12 points · games won 0/1 · deals 30"
    )


async def test_a_simplified_swedish_game_is_told_as_a_game(tmp_path: Path) -> None:
    """Through the fake Discord: a Swedish tour of one beta played to its end (SV-P11; a tour
    stopped by agreement before its end is a game, ``test_stats_stopped_tour.py``), then a
    one-deal Swedish game on the simplified payment, by the same four people."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        options = {"variant": "swedish", "rules": "tour_length=1"}
        table = await seated_table(harness, options=options)
        await table.play_deal(1)
        await table.settle()
        [tour] = await bot_of(harness).db.tours(table.id)
        assert (tour.length, tour.status, tour.played_off) == (1, "finished", 1)
        await _game(harness, "swedish", "deals=1 payment=simplified")
        users = [harness.fake.user(name) for name in ("north", "east", "south", "west")]
        stats = await _said(harness, users[0], "boston stats")
        assert "\nTours: 1 played, " in stats and "\nGames: 1 played, " in stats, stats
        assert "(from 1 tour and 1 game)" in stats, stats
        board = await _said(harness, users[0], "boston leaderboard", variant="swedish")
        lines = board.splitlines()[1:5]
        assert len(lines) == 4, board
        assert all("/1 · games won " in line for line in lines), board
        assert all(" · tours won " in line for line in lines), board
