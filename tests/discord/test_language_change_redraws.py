"""``/boston settings language:…`` changes the language of the server's public table messages,
the tables already open included: each is drawn again at once in the new language (the
Table cog's dirty mark, as after any change), its computers named in it (stored with the
seats, ``TableService.name_computers``), not at its next move. The reply says so. Another
server's tables are left as they are."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import PLAYERS, Table, bot_factory, bot_of, button_ending, open_table
from tests.support.bot_runner import BotHarness, run_bot
from tests.support.fake_discord import FakeDiscord
from tests.support.fake_model import FakeChannel


def _world(fake: FakeDiscord) -> None:
    fake.add_users(*PLAYERS)
    fake.add_guild("Other")  # every user is a member of both servers


async def _two_and_two_computers(harness: BotHarness, channel: FakeChannel) -> Table:
    """North and East with two heuristic computers, started; the game waits for a person."""
    fake = harness.fake
    north, east = fake.user("north"), fake.user("east")
    message, _ = await open_table(harness, north, channel)
    await (await fake.click(east, message, button_ending(message, ":join"))).done()
    for _ in range(2):
        await (await fake.click(north, message, label="Computer: heuristic")).done()
        await harness.settle()  # redrawn, as a person sees it before pressing again
    await (await fake.click(north, message, button_ending(message, ":start"))).done()
    table = Table(harness, message, {north.id: north, east.id: east})
    await table.settle()
    await table.learn_hands()
    return table


async def test_a_running_table_speaks_the_new_language_without_a_move(tmp_path: Path) -> None:
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_world) as harness:
        fake = harness.fake
        home, other = fake.guilds[0], fake.guilds[1]
        table = await _two_and_two_computers(harness, home.channel("general"))
        elsewhere = await _two_and_two_computers(harness, other.channel("general"))
        for _ in range(8):  # people move until the message names a computer's move
            if "Computer" in table.message.text:
                break
            user = table.on_turn()
            assert user is not None, table.message.text
            await table.step(user)
        assert "Deal 1 ·" in table.message.text and "Computer" in table.message.text
        assert table.on_turn() is not None  # a person's turn: nothing moves by itself
        bot = bot_of(harness)
        seq = bot.tables.get(table.id).seq
        reply = await (
            await fake.slash(fake.owner, "boston settings", {"language": "sv"})
        ).message()
        await harness.settle()
        assert bot.tables.get(table.id).seq == seq  # no move was made meanwhile
        text = table.message.text
        assert "Giv 1 ·" in text and "Deal 1" not in text, text
        assert "Dator 3 (heuristisk)" in text or "Dator 4 (heuristisk)" in text, text
        assert "Computer" not in text, text
        assert "Protokoll" in table.message.labels, table.message.labels
        stored = [a.display_name for a in await bot.db.seats(table.id)]
        assert stored[2:] == ["Dator 3 (heuristisk)", "Dator 4 (heuristisk)"], stored
        # The reply says the tables already open change too, in the asker's language.
        assert "Tables already open switch to Swedish" in reply.text, reply.text
        # The other server chose nothing: its table and its computers are as they were.
        assert "Deal 1 ·" in elsewhere.message.text, elsewhere.message.text
        others = [a.display_name for a in await bot.db.seats(elsewhere.id)]
        assert others[2:] == ["Computer 3 (heuristic)", "Computer 4 (heuristic)"], others
        assert harness.problems() == []


async def test_a_lobby_is_drawn_again_in_the_new_language(tmp_path: Path) -> None:
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_world) as harness:
        fake = harness.fake
        north = fake.user("north")
        message, _ = await open_table(harness, north)
        await (await fake.click(north, message, label="Computer: random")).done()
        await harness.settle()
        assert "Computer 2 (random)" in message.text, message.text
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        await harness.settle()
        assert "Dator 2 (slump)" in message.text and "Computer" not in message.text, message.text
        assert "Dator: slump" in message.labels, message.labels
        assert harness.problems() == []


async def test_the_reply_says_when_open_tables_change_language(tmp_path: Path) -> None:
    """Said only where the language changed, in the asker's language."""
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_world) as harness:
        fake = harness.fake
        owner = fake.owner
        price = await (await fake.slash(owner, "boston settings", {"price": 10})).message()
        assert "already open" not in price.text, price.text
        same = await (await fake.slash(owner, "boston settings", {"language": "en"})).message()
        assert "already open" not in same.text, same.text
        swedish = {"language": "sv"}
        told = await (await fake.slash(owner, "boston settings", swedish, locale="sv-SE")).message()
        assert "Bord som redan är öppna byter också till svenska" in told.text, told.text
        back = await (await fake.slash(owner, "boston settings", {"language": "en"})).message()
        assert "Tables already open switch to English" in back.text, back.text
