"""The counts of a player's statistics agree with their numbers, in both languages. A Swedish
playtest of Russian Boston read "Partier: 1 spelade, 0 vunna" ("parti" is neuter: one is
"spelat") and "Rating 1500 (från 1 tur eller parti)", a hedge where the bot knows which it
was; the English "from 1 tour or game" the same."""

from __future__ import annotations

from bot.i18n import Lang
from bot.rating import Rating, Ratings
from cogs.boston.stats import profile_text
from db.models import PlayerProfile, VariantTotals


def _totals(variant: str, finished: int, won: int = 0) -> VariantTotals:
    """``finished`` tours of Swedish Boston (its traditional payment), games elsewhere."""
    toured = variant == "swedish"
    return VariantTotals(
        variant=variant,
        deals_played=2 * finished,
        net_point=5,
        average_per_deal=2.5,
        biggest_win=115,
        tours_played=finished if toured else 0,
        tours_won=won if toured else 0,
        games_played=0 if toured else finished,
        games_won=0 if toured else won,
    )


def _profile(*variants: VariantTotals) -> PlayerProfile:
    return PlayerProfile(
        player_id=1,
        display_name="Anna",
        deals_played=sum(v.deals_played for v in variants),
        net_point=5,
        average_per_deal=2.5,
        biggest_win=115,
        contracts=(),
        trick_contracts_bid=0,
        trick_contracts_made=0,
        miseres_bid=0,
        miseres_made=0,
        whists_played=0,
        whists_made=0,
        tours_played=sum(v.tours_played for v in variants),
        tours_won=sum(v.tours_won for v in variants),
        games_played=sum(v.games_played for v in variants),
        games_won=sum(v.games_won for v in variants),
        variants=variants,
    )


def _rated(n: int) -> Ratings:
    return Ratings(players={1: Rating(1, 1500.0, tours=n)})


def _lines(profile: PlayerProfile, ratings: Ratings, lang: Lang) -> list[str]:
    return profile_text(profile, ratings, lang, explain=False).splitlines()


def test_one_finished_russian_game_is_one_game() -> None:
    profile = _profile(_totals("russian", 1))
    english, swedish = _lines(profile, _rated(1), "en"), _lines(profile, _rated(1), "sv")
    assert english[1] == "Rating 1500 (from 1 game)"
    assert swedish[1] == "Rating 1500 (från 1 parti)"
    assert "Vunna partier: 0 av 1" in swedish
    assert not any("spelade" in line for line in swedish), swedish
    assert "Games: 1 played, 0 won" in english


def test_tours_and_games_are_counted_each_in_its_own_number() -> None:
    profile = _profile(_totals("swedish", 2, won=1), _totals("russian", 1, won=1))
    assert _lines(profile, _rated(3), "en")[1] == "Rating 1500 (from 2 tours and 1 game)"
    swedish = _lines(profile, _rated(3), "sv")
    assert swedish[1] == "Rating 1500 (från 2 turer och 1 parti)"
    assert "Vunna turer: 1 av 2" in swedish and "Vunna partier: 1 av 1" in swedish
    tours = _profile(_totals("swedish", 1))
    assert _lines(tours, _rated(1), "en")[1] == "Rating 1500 (from 1 tour)"
    assert _lines(tours, _rated(1), "sv")[1] == "Rating 1500 (från 1 tur)"
    games = _profile(_totals("russian", 2), _totals("dawson", 1))
    assert _lines(games, _rated(3), "sv")[1] == "Rating 1500 (från 3 partier)"


def test_rated_finishes_the_profile_cannot_split_are_named_together() -> None:
    """A finish with no other rated player at the table (computers only) is not rated: where
    the profile's counts then differ from the rating's, no split is guessed."""
    profile = _profile(_totals("swedish", 2), _totals("russian", 1))
    assert _lines(profile, _rated(2), "en")[1] == "Rating 1500 (from 2 tours and games)"
    assert _lines(profile, _rated(2), "sv")[1] == "Rating 1500 (från 2 turer och partier)"
