"""Wording of the club answers: counts in the singular where
there is one, a price without a sign and a free game in words, rule values in the reader's
language, and the Discord commands only in ``/boston help topic:commands``."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import Lang, t
from bot.rating import Rating, Ratings
from cogs.boston.stats import board_line, number_runs, profile_text
from db.models import LeaderboardRow, PlayerProfile, VariantTotals
from tests.discord.driver import boston


def _profile(deals: int, point: int = 40, settled: int = 0) -> PlayerProfile:
    return PlayerProfile(
        player_id=1,
        display_name="North",
        deals_played=deals,
        net_point=point,
        settlement_point=settled,
        average_per_deal=40.0,
        biggest_win=40,
        contracts=(),
        trick_contracts_bid=0,
        trick_contracts_made=0,
        miseres_bid=0,
        miseres_made=0,
        whists_played=0,
        whists_made=0,
        tours_played=1,
        tours_won=1,
    )


def test_one_deal_and_one_rated_tour_are_singular_in_both_languages() -> None:
    one = Ratings(players={1: Rating(1, 1505.0, tours=1)})
    two = Ratings(players={1: Rating(1, 1505.0, tours=2)})
    english = profile_text(_profile(1), one, "en")
    assert "Rating 1505 (from 1 tour or game)" in english and "\n+40 points in 1 deal\n" in english
    assert "\n+1 point in 1 deal\n" in profile_text(_profile(1, point=1), one, "en")
    assert "\n-1 point in 3 deals\n" in profile_text(_profile(3, point=-1), one, "en")
    swedish = profile_text(_profile(1), one, "sv")
    # The game's unit is "point" in Swedish in either number, as in the final standings.
    assert "Rating 1505 (från 1 tur eller parti)" in swedish and "\n+40 point på 1 giv\n" in swedish
    assert "(from 2 tours and games)" in profile_text(_profile(3), two, "en")
    assert "in 3 deals\n" in profile_text(_profile(3), two, "en")
    many = profile_text(_profile(3), two, "sv")
    assert "(från 2 turer och partier)" in many and "på 3 givar\n" in many


def test_stats_are_short_lines_a_phone_shows_whole() -> None:
    """The club's playtest read one line of ~150 characters on a phone: now a fact per line,
    each within a phone's width, the rating explained only where asked to be."""
    one = Ratings(players={1: Rating(1, 1489.0, tours=1)})
    profile = _profile(32, point=-120, settled=60).model_copy(update={"average_per_deal": -3.75})
    for language in ("en", "sv"):
        text = profile_text(profile, one, language, explain=False)
        assert all(len(line) <= 48 for line in text.splitlines()), text
        assert "1500" not in text  # no explanation of the rating
    swedish = profile_text(profile, one, "sv", explain=False).splitlines()
    assert swedish[2:7] == [
        "-120 point på 32 givar",
        "· -180 i givarna",
        "· +60 i slutavräkningar",
        "I snitt -3,8 per giv utan slutavräkningar",
        "Största vinst: +40",
    ]


def test_the_average_per_deal_has_the_readers_decimal_mark() -> None:
    """A Swede reads "+3,3" (as the kronor: "0,50 kr"), an English reader "+3.3"."""
    one = Ratings(players={1: Rating(1, 1505.0, tours=1)})
    profile = _profile(3).model_copy(update={"average_per_deal": 10 / 3})
    assert "\nI snitt +3,3 per giv\n" in profile_text(profile, one, "sv")
    assert "\nAverage +3.3 per deal\n" in profile_text(profile, one, "en")


def test_a_total_with_final_settlements_says_what_the_deals_alone_made() -> None:
    """The average per deal is the deals' alone (betdelning is not a deal): a total that holds
    a final settlement says so, or -50 points in 1 deal beside an average of -30 reads wrong."""
    one = Ratings(players={1: Rating(1, 1489.0, tours=1)})
    english = profile_text(_profile(1, point=-50, settled=-20), one, "en")
    assert "-50 points in 1 deal\n· -30 in the deals\n· -20 in final settlements\n" in english
    swedish = profile_text(_profile(1, point=-50, settled=-20), one, "sv")
    assert "-50 point på 1 giv\n· -30 i givarna\n· -20 i slutavräkningar\n" in swedish
    assert "in the deals" not in profile_text(_profile(1, point=-50), one, "en")


def test_a_player_without_tours_reads_no_tours_and_no_rating() -> None:
    """A club on the simplified payment finishes no tour: "Tours: 0 played, 0 won" and
    "Rating 1500 (0 rated tours)" said nothing, and the rating read as a result."""
    untoured = _profile(3).model_copy(update={"tours_played": 0, "tours_won": 0})
    english = profile_text(untoured, Ratings(), "en")
    assert "No rating yet: ratings come from finished tours and games with other people" in english
    assert "Tours:" not in english and "Rating 1500" not in english
    swedish = profile_text(untoured, Ratings(), "sv")
    assert "Ingen rating än" in swedish and "Vunna turer" not in swedish
    assert "med andra människor; datorer får ingen rating" in swedish, swedish
    # A rated player who played tours keeps both lines, the tours after the totals.
    toured = profile_text(_profile(3), Ratings(players={1: Rating(1, 1505.0, tours=1)}), "en")
    lines = toured.splitlines()
    assert lines[1] == "Rating 1505 (from 1 tour or game)"
    assert lines[5] == "Tours: 1 played, 1 won"  # after the totals, a fact per line


def board_row(point: int, deals: int = 24, tours: int = 2, won: int = 1) -> LeaderboardRow:
    """North's leaderboard row (player 7) with these figures, the rest nil."""
    return LeaderboardRow(
        player_id=7,
        display_name="North",
        net_point=point,
        deals_played=deals,
        tours_played=tours,
        tours_won=won,
    )


def test_the_leaderboard_says_points_as_the_final_standings_do() -> None:
    ratings = Ratings(players={7: Rating(7, 1505.0, tours=2)})
    assert board_line(1, board_row(40), ratings, "en") == (
        "1. <@7> +40 points · tours won 1/2 · deals 24 · rating 1505"
    )
    assert board_line(2, board_row(-1), ratings, "en").startswith("2. <@7> -1 point · tours won")
    assert board_line(1, board_row(40), ratings, "sv").startswith("1. <@7> +40 point · vunna turer")
    # No tours played (a table without a protocol keeps none): "0/0" is left out.
    untoured = board_row(40).model_copy(update={"tours_played": 0, "tours_won": 0})
    assert board_line(1, untoured, ratings, "sv") == "1. <@7> +40 point · 24 givar · rating 1505"
    # Nobody rated yet: no "rating 1500", which everyone would share.
    assert board_line(1, untoured, Ratings(), "en") == "1. <@7> +40 points · deals 24"


async def test_settings_show_a_price_and_rule_values_in_words(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        owner = fake.owner
        free = await (await fake.slash(owner, "boston settings")).message()
        assert "for honour (no price per point)" in free.text and "0,00 kr" not in free.text
        assert "language English" in free.text
        paid = await (await fake.slash(owner, "boston settings", {"price": 50})).message()
        assert "· 0,50 kr per point ·" in paid.text and "+0,50" not in paid.text
        swedish = await (
            await fake.slash(owner, "boston settings", {"variant": "swedish"}, locale="sv-SE")
        ).message()
        assert "· 0,50 kr per point ·" in swedish.text and "språk engelska" in swedish.text
        values = [line.rsplit(": ", 1)[-1] for line in swedish.text.splitlines()[2:]]
        assert not {"none", "on", "off"} & set(values), values
        assert {"av", "på", "ingen (`none`)"} & set(values), values


async def test_help_on_commands_lists_the_discord_commands_only(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        for user, heading in (
            (fake.user("north"), "On Discord"),
            (fake.user("sven"), "På Discord"),
        ):
            handle = await fake.slash(user, "boston help", {"topic": "commands"})
            await handle.done()
            pages = [m.text for m in (handle.original, *handle.followups) if m is not None]
            text = "\n".join(pages)
            assert heading in text and "/boston new" in text and "/boston abandon" in text
            assert "python -m bot" not in text and "terminal" not in text.lower(), text


def test_the_counts_over_every_variant_are_not_read_as_the_last_variants() -> None:
    """A playtest read "As declarer" under the Russian block as Russian only, where it counts
    the Nantes game too: with two variants' blocks the counts get a heading of their own."""

    def block(variant: str) -> VariantTotals:
        return VariantTotals(
            variant=variant, deals_played=2, net_point=5, average_per_deal=2.5, biggest_win=5
        )

    none = Ratings(players={})
    one = _profile(2).model_copy(update={"variants": (block("nantes"),)})
    two = _profile(4).model_copy(update={"variants": (block("nantes"), block("russian"))})
    headings: tuple[tuple[Lang, str], ...] = (
        ("en", "**Every variant together**"),
        ("sv", "**Alla varianter"),
    )
    for language, heading in headings:
        lines = profile_text(two, none, language).splitlines()
        at = next(i for i, line in enumerate(lines) if line.startswith(heading))
        assert lines[at + 1] == ("As declarer:" if language == "en" else "Som spelförare:")
        alone = profile_text(one, none, language).splitlines()
        assert not any(line.startswith(heading) for line in alone)


def test_a_clubs_hundreds_of_finished_games_are_listed_as_runs_within_discords_limit() -> None:
    """Every finished game of every variant is numbered now: an unknown number's answer lists
    the numbers as runs, the latest only, never over Discord's 2,000 characters."""
    assert number_runs([1, 2, 3, 5, 7, 8]) == "1–3, 5, 7–8"
    assert number_runs([4]) == "4"
    every_other = list(range(1, 2000, 2))
    text = number_runs(every_other)
    assert text.startswith("…, ") and text.endswith(", 1999") and text.count(",") == 20
    answer = t("sv", "stats.unknown_tour", tour=9999, tours=text)
    assert len(answer) < 2000
