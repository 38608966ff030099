"""The thread says who ended a game by agreement (SV-M2), named without a call, and where a
deal was dealt but not played, that it does not count; a stop during a deal names its asker
in the line that says the game ends when the deal is over. In the server's language."""

from __future__ import annotations

from pathlib import Path

from tests.discord.agreed_stop import end_table
from tests.discord.driver import boston, bot_factory, bot_of, seated_table
from tests.discord.test_stepped_away_words import _world, mariland_table
from tests.support.bot_runner import run_bot


async def test_the_thread_names_who_ended_it_and_the_deal_that_does_not_count(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table = await seated_table(harness)
        await table.play_deal(1)
        await end_table(fake, north, channel=table.place)
        final = await fake.wait_for_message(table.place, lambda m: "The game is over." in m.text)
        said = (
            f"<@{north.id}> ended the game. Deal 2 had been dealt but not played: "
            "it does not count."
        )
        texts = [m.text for m in table.place.visible_messages()]
        assert said in texts, texts[-3:]
        assert texts.index(said) == texts.index(final.text) - 1  # just before the settlement
        await harness.settle()
        assert bot_of(harness).tables.find(table.id) is None


async def test_an_admin_who_ends_it_is_named(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)  # deal 1 dealt, untouched
        await end_table(fake, fake.owner, {"table": table.id})
        said = (
            f"<@{fake.owner.id}> ended the game. Deal 1 had been dealt but not "
            "played: it does not count."
        )
        await fake.wait_for_message(table.place, lambda m: m.text == said)


async def test_a_stop_during_a_deal_names_its_asker(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table = await seated_table(harness)
        first = table.on_turn()
        assert first is not None
        await table.step(first)
        await end_table(fake, north, {"table": table.id})
        said = (
            f"<@{north.id}> is ending the game: it ends when the deal in progress is over, and "
            "the final settlement follows here."
        )
        await fake.wait_for_message(table.place, lambda m: m.text == said)
        await table.play_deal(1)
        await fake.wait_for_message(table.place, lambda m: "The game is over." in m.text)
        # The deal was played out: nothing was taken back, and nobody is named twice.
        assert "does not count" not in fake.public_text()
        assert "ended the game" not in fake.public_text()


async def test_the_thread_says_it_in_swedish(tmp_path: Path) -> None:
    """At a Swedish club's table (the server's language is Swedish)."""
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_world) as harness:
        fake = harness.fake
        table = await mariland_table(harness)
        anna = fake.user("anna")
        await table.play_deal(1)
        await end_table(fake, anna, channel=table.place)
        said = (
            f"<@{anna.id}> avslutade spelet. Giv 2 hade delats ut men "
            "inte spelats: den räknas inte."
        )
        await fake.wait_for_message(table.place, lambda m: m.text == said)
