"""``/boston stats`` counts misères and whists by the variants the member sat in, their
seat's deals handed on with it among them. A playtest: a Mariland player whose only deal went
with the seat to its next holder read "misères 0/0 made" and "As whister: 0/0 made", which
Mariland never has (MA-C4: no misères, no partners), as the profile named no variant of
theirs and the lines fell back to counting both. Where no variant is known at all, neither
line shows."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import Lang
from bot.rating import Ratings
from cogs.boston.stats import profile_text
from db.models import PlayerProfile, TableRules
from tests.discord.agreed_stop import end_table
from tests.discord.driver import boston, replace_seat, seated_table


async def test_a_mariland_player_replaced_after_a_deal_reads_no_misere_line(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness, options={"variant": "mariland", "rules": "deals=4"})
        await table.play_deal(1)
        north, east, kibitzer = fake.user("north"), fake.user("east"), fake.user("kibitzer")
        await replace_seat(harness, north, {"seat": 2, "member": kibitzer})
        await table.settle()
        await end_table(fake, north)
        await table.settle()
        lines = (await (await fake.slash(east, "boston stats")).message()).text.splitlines()
        assert any("handed on" in line for line in lines), lines  # the deal went with the seat
        assert not any("misère" in line for line in lines), lines
        assert not any(line.startswith("As whister") for line in lines), lines


def _handed_on(*sat_at: TableRules) -> PlayerProfile:
    """A member whose one deal went on with their seat: no points, no contract, no whist."""
    return PlayerProfile(
        player_id=1,
        display_name="Anna",
        deals_played=0,
        net_point=0,
        average_per_deal=None,
        biggest_win=None,
        contracts=(),
        trick_contracts_bid=0,
        trick_contracts_made=0,
        miseres_bid=0,
        miseres_made=0,
        whists_played=0,
        whists_made=0,
        tours_played=0,
        tours_won=0,
        deals_handed_on=1,
        sat_at=sat_at,
    )


def _text(profile: PlayerProfile, language: Lang = "en") -> str:
    return profile_text(profile, Ratings(players={}), language, explain=False)


def test_a_seat_handed_on_at_a_swedish_table_still_counts_its_roles() -> None:
    """The rules they sat at offered a misère and a whist they did not take: 0/0 is true."""
    text = _text(_handed_on(TableRules(variant="swedish", settings={})))
    assert "· misères 0/0 made" in text and "As whister: 0/0 made" in text, text
    swedish = _text(_handed_on(TableRules(variant="swedish", settings={})), "sv")
    assert "· misèrer 0/0 hemma" in swedish and "Som whistare: 0/0 hemma" in swedish, swedish


def test_a_seat_handed_on_at_a_mariland_table_counts_neither_role() -> None:
    text = _text(_handed_on(TableRules(variant="mariland", settings={})))
    assert "misères" not in text and "whister" not in text, text


def test_no_variant_known_shows_neither_line() -> None:
    text = _text(_handed_on())
    assert "misères" not in text and "whister" not in text, text
