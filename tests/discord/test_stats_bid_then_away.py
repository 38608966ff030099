"""``/boston stats`` for one who bid a contract and stepped away in its play: the bid is
theirs. A club writes a contract to whoever bid it; the computer keeping the seat for the rest
of the deal played its cards, not its bid (``db.stats._roles_in_person``). Before, the deal
went to whoever held the seat at its end: the reply said "No contracts or whists of their own
yet", as if a computer had played the whole deal for them."""

from __future__ import annotations

from pathlib import Path

from bot.rating import Ratings
from cogs.boston.stats import profile_text
from db.models import ContractStats, PlayerProfile, VariantTotals
from tests.discord.driver import boston, seated_table

PLAYERS = ("north", "east", "south", "west")


async def test_a_contract_bid_before_stepping_away_is_in_the_bidder_s_stats(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3", seed=1) as harness:
        fake = harness.fake
        table = await seated_table(harness, players=PLAYERS, options={"rules": "deals=1"})
        bidder = None
        for _ in range(50):  # the auction, and the first card
            user = table.on_turn()
            assert user is not None, table.message.text
            code = await table.step(user)
            if code.startswith("bid."):
                bidder = user
            if code.startswith("play."):
                break
        assert bidder is not None
        view = await table.refresh(bidder)
        await (await fake.click(bidder, view, label="Let a computer play")).done()
        await table.settle()
        await table.play_deal(1)
        result = table.result(1)
        assert result is not None, table.message.text

        asked = await fake.slash(bidder, "boston stats")
        lines = (await asked.message()).text.splitlines()
        assert not any("No contracts or whists in person" in line for line in lines), lines
        # East bid 5 spel and it was made (seeded), the last tricks the computer's.
        assert "East with South as whister," in result.text and ": made." in result.text
        assert "· trick contracts 1/1 made" in lines, lines
        assert "· 5 spel (liten boston): 1/1" in lines, lines
        assert (
            "· 1 of the deals ended by someone else in the seat: in the figures above; "
            "below, only what was bid or whisted in person" in lines
        ), lines
        assert not any("who held each seat" in line for line in lines), lines


def _profile(*, unrecorded: int, by_others: int = 0) -> PlayerProfile:
    """Three deals, two of them 7 spel bid (one made) and one whist."""
    return PlayerProfile(
        player_id=1,
        display_name="Anna",
        deals_played=3,
        net_point=20,
        average_per_deal=20 / 3,
        biggest_win=30,
        contracts=(
            ContractStats(
                variant="swedish", contract_id="7", contract_kind="tricks", bid=2, made=1
            ),
        ),
        trick_contracts_bid=2,
        trick_contracts_made=1,
        miseres_bid=0,
        miseres_made=0,
        whists_played=1,
        whists_made=1,
        tours_played=0,
        tours_won=0,
        deals_by_others=by_others,
        roles_unrecorded=unrecorded,
        variants=(
            VariantTotals(
                variant="swedish",
                deals_played=3,
                net_point=20,
                average_per_deal=20 / 3,
                biggest_win=30,
                tours_played=0,
                tours_won=0,
                deals_by_others=by_others,
            ),
        ),
    )


def test_counts_from_tables_older_than_the_seat_record_are_marked_not_guessed() -> None:
    """A table started before the bot recorded who held each seat (migration 0024) cannot tell a
    computer's bid for someone away from theirs: its counts stay, and the reply says how many
    of them it holds, in both languages, after the counts. A record without any: no line."""
    english = profile_text(_profile(unrecorded=2), Ratings(players={}), "en").splitlines()
    assert english[-1] == (
        "2 of these from tables where the bot cannot tell who held each seat: a computer "
        "keeping the seat may have bid or whisted some"
    ), english
    assert english[-2] == "· 7 spel (liten independence): 1/2", english
    swedish = profile_text(_profile(unrecorded=1), Ratings(players={}), "sv").splitlines()
    assert swedish[-1] == (
        "1 av dessa från ett bord där boten inte kan veta vem som hade varje plats: "
        "en dator som höll platsen kan ha bjudit eller whistat den"
    ), swedish
    plain = profile_text(_profile(unrecorded=0), Ratings(players={}), "en")
    assert "who held each seat" not in plain, plain


def test_a_bid_of_one_s_own_shows_though_every_deal_ended_with_someone_else() -> None:
    """Every deal ended with a computer in the seat, but two contracts and a whist were theirs
    before they stepped away: the counts are shown, not "No contracts or whists of their own
    yet"."""
    text = profile_text(_profile(unrecorded=0, by_others=3), Ratings(players={}), "en")
    assert "No contracts or whists in person" not in text, text
    assert "· trick contracts 1/2 made" in text.splitlines(), text


def test_a_bid_in_a_seat_handed_on_during_the_deal_says_where_its_points_went() -> None:
    """Bo bid 7 spel and made it, but the host gave his seat to Eve during the play: the bid
    is his, the deal's points Eve's. His whole record is that bid: the reply says why it holds
    no points, in both languages, and shows no "0 points in 0 deals, average –, biggest win –"
    that contradicts the contract made."""
    bo = PlayerProfile(
        player_id=2,
        display_name="Bo",
        deals_played=0,
        net_point=0,
        average_per_deal=None,
        biggest_win=None,
        contracts=(
            ContractStats(
                variant="swedish", contract_id="7", contract_kind="tricks", bid=1, made=1
            ),
        ),
        trick_contracts_bid=1,
        trick_contracts_made=1,
        miseres_bid=0,
        miseres_made=0,
        whists_played=0,
        whists_made=0,
        tours_played=0,
        tours_won=0,
        roles_handed_on=1,
    )
    english = profile_text(bo, Ratings(players={}), "en").splitlines()
    assert (
        "1 contract bid or whist played in person in a seat handed on during the deal: its "
        "points went with the seat" in english
    ), english
    assert "· trick contracts 1/1 made" in english, english
    for said in ("in 0 deals", "Average", "Biggest win", "Tours:"):
        assert not any(said in line for line in english), (said, english)
    swedish = profile_text(bo, Ratings(players={}), "sv").splitlines()
    assert (
        "1 spel bjudet eller whist spelad personligen på en plats som lämnades över under "
        "given: dess point följde med platsen" in swedish
    ), swedish
    assert not any("på 0 givar" in line or "I snitt" in line for line in swedish), swedish
    others = profile_text(_profile(unrecorded=0), Ratings(players={}), "en")
    assert "handed on during the deal" not in others, others


def test_no_rating_after_a_seat_handed_on_says_the_standings_name_its_last_holder() -> None:
    """Sven bid and played with other people, and his seat was handed on before the game's
    end: the standings a rating comes from name its last holder. "Ratings come from games
    with other people" alone told him a reason that was not his (a re-check playtest)."""
    sven = _profile(unrecorded=0).model_copy(update={"deals_handed_on": 1})
    english = profile_text(sven, Ratings(players={}), "en").splitlines()
    assert english[1] == (
        "No rating yet: ratings come from finished tours and games with other people, for "
        "whoever holds each seat at the end"
    ), english
    swedish = profile_text(sven, Ratings(players={}), "sv").splitlines()
    assert swedish[1].endswith("till den som har platsen vid slutet"), swedish
    plain = profile_text(_profile(unrecorded=0), Ratings(players={}), "en").splitlines()
    assert plain[1].endswith("computers are not rated"), plain
