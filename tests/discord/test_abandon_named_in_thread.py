"""The thread of a game abandoned with ``/boston abandon`` names who abandoned it, as the line
of a game ended by agreement names who ended it (SV-M2): the host, or an admin (Manage
Server), named without a call, in the server's language."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_factory, bot_of, seated_table
from tests.discord.test_stepped_away_words import _world, mariland_table
from tests.support.bot_runner import run_bot
from tests.support.fake_discord import FakeDiscord
from tests.support.fake_model import FakeChannel, FakeMessage, FakeUser


async def _abandon(fake: FakeDiscord, user: FakeUser, table_id: int, place: FakeChannel) -> None:
    options = {"table": table_id}
    question = await (await fake.slash(user, "boston abandon", options, channel=place)).message()
    yes = next(b["label"] for b in question.buttons if str(table_id) in str(b.get("label")))
    await (await fake.click(user, question, label=yes)).done()


def _line(place: FakeChannel, said: str) -> FakeMessage:
    lines = [m for m in place.visible_messages() if m.text == said]
    assert len(lines) == 1, [m.text for m in place.visible_messages()][-3:]
    return lines[0]


async def test_the_host_who_abandons_is_named(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table = await seated_table(harness)
        await _abandon(fake, north, table.id, table.place)
        await harness.settle()
        assert bot_of(harness).tables.find(table.id) is None
        said = (
            f"<@{north.id}> abandoned table {table.id}: the game stops here, without a final "
            "settlement."
        )
        line = _line(table.place, said)
        assert line.notified == set()  # named, not called: they did it themselves
        assert "by its host or an admin" not in fake.public_text()


async def test_an_admin_who_abandons_is_named(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        await _abandon(fake, fake.owner, table.id, fake.guild.channel("general"))
        await harness.settle()
        said = (
            f"<@{fake.owner.id}> abandoned table {table.id}: the game stops here, without a "
            "final settlement."
        )
        assert _line(table.place, said).notified == set()


async def test_the_thread_says_it_in_swedish(tmp_path: Path) -> None:
    """At a Swedish club's table (the server's language is Swedish)."""
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_world) as harness:
        fake = harness.fake
        table = await mariland_table(harness)
        anna = fake.user("anna")
        await _abandon(fake, anna, table.id, table.place)
        await harness.settle()
        said = f"<@{anna.id}> har övergett bord {table.id}: spelet slutar här, utan slutavräkning."
        assert _line(table.place, said).notified == set()
