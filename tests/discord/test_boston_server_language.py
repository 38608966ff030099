"""A server's tables speak its own Discord language until it stores one with
``/boston settings`` (``BostonBot.public_lang``): a Swedish club's first table is Swedish
without a word from its admins, and its first settings keep it so."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import PLAYERS, bot_factory, open_table
from tests.support.bot_runner import run_bot
from tests.support.fake_discord import FakeDiscord


def _world(fake: FakeDiscord) -> None:
    fake.add_users(*PLAYERS)
    klubben = fake.add_guild("Klubben", locale="sv-SE")
    fake.add_user("sven", guilds=[klubben], locale="sv-SE")


async def test_a_swedish_server_gets_swedish_tables_until_it_chooses(tmp_path: Path) -> None:
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_world) as harness:
        fake = harness.fake
        home, klubben = fake.guilds[0], fake.guilds[1]
        sven = fake.user("sven")
        lobby, _ = await open_table(harness, sven, klubben.channel("general"))
        assert "Ett nytt bord" in lobby.text, lobby.text
        english, _ = await open_table(harness, fake.user("north"), home.channel("general"))
        assert "A new table" in english.text, english.text
        # The first settings stored (a price only) keep the language the tables spoke.
        owner = fake.owner
        answer = await (
            await fake.slash(owner, "boston settings", {"price": 50}, guild=klubben)
        ).message()
        assert "language Swedish" in answer.text, answer.text
        again, _ = await open_table(harness, sven, klubben.channel("general"))
        assert "Ett nytt bord" in again.text, again.text
        # Chosen, the language wins over the server's locale.
        await (
            await fake.slash(owner, "boston settings", {"language": "en"}, guild=klubben)
        ).message()
        chosen, _ = await open_table(harness, sven, klubben.channel("general"))
        assert "A new table" in chosen.text, chosen.text


async def test_a_restart_keeps_a_swedish_servers_tables_swedish(tmp_path: Path) -> None:
    """At start-up the tables are drawn before the gateway has brought the servers, in
    English: once the server arrives its table messages are drawn again in its locale's
    language (before, they stayed English until the table changed)."""
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_world) as harness:
        fake = harness.fake
        lobby, _ = await open_table(harness, fake.user("sven"), fake.guilds[1].channel("general"))
        assert "Ett nytt bord" in lobby.text, lobby.text
        await harness.restart_bot()
        await harness.settle()
        assert "Ett nytt bord" in lobby.text, lobby.text
