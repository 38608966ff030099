"""A result post explains the special contract its headline names, the first time the game
plays it, as it explains the payment words (docs/rules/glossary.md's ``term:`` marks): a
playtest saw "Little Misère" and "Grand Misère" in Dawson's posts with no word said of
them, where Nantes' *sur table* had its note."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston
from tests.discord.test_boston_club import scorekeeping_table, wait_text

LITTLE = "-# **little misère**: No trick in 12, without trumps, after the soloist discards one card"
GRAND = "-# **grand misère**: No trick in all 13, without trumps"


async def test_a_dawson_misere_post_explains_the_misere_once(tmp_path: Path) -> None:
    """DW-T1, DW-B5: a Little Misère made (DW-P2: 20 from each) explains the little misère
    under its lines; a Grand Misère next explains the grand one, not the little again."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        message = await scorekeeping_table(harness, users, {"mode": "score", "variant": "dawson"})
        thread = message.thread
        assert thread is not None
        little = {"contract": "little-misere", "declarer": 2, "tricks": 0}
        answer = await (await fake.slash(users[0], "boston score", little)).message()
        first = (await wait_text(harness, thread, "**Deal 1**")).text
        for shown in (first, answer.text):
            assert "Little Misère" in shown, shown
            assert LITTLE in shown, shown
            assert "more in `/boston help topic:glossary`" in shown
        grand = {"contract": "grand-misere", "declarer": 3, "tricks": 0}
        await (await fake.slash(users[0], "boston score", grand)).done()
        second = (await wait_text(harness, thread, "**Deal 2**")).text
        assert GRAND in second, second
        assert "**little misère**" not in second, second


async def test_a_swedish_dawson_spread_post_explains_the_spread(tmp_path: Path) -> None:
    """DW-T2: a Little Spread at a Swedish table, explained from the Swedish glossary."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        users = [fake.user(n) for n in ("sven", "east", "south", "west")]
        options = {"mode": "score", "variant": "dawson"}
        await (await fake.slash(users[0], "boston new", options)).done()
        message = await fake.wait_for_message(
            fake.guild.channel("general"), lambda m: any("boston:lobby:" in c for c in m.custom_ids)
        )
        for user in users[1:]:
            await (await fake.click(user, message, label="Sätt dig")).done()
        await (await fake.click(users[0], message, label="Starta")).done()
        await harness.settle()
        spread = {"contract": "little-spread", "declarer": 2, "tricks": 1}
        await (await fake.slash(users[0], "boston score", spread)).done()
        assert message.thread is not None
        shown = (await wait_text(harness, message.thread, "**Giv 1**")).text
        assert "-# **spread**: en misère med solistens hand uppvänd före första utspelet" in shown
        assert "mer i `/boston help topic:Ordlista`" in shown
