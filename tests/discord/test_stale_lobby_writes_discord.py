"""A lobby's **Start** and ``/boston end`` through the fake Discord, where they cannot go
through: another process (the old one of a rolling deploy, on the same SQLite file) cancelled
the lobby or abandoned the game after this bot had it in memory, or the start was not saved.
The host is answered privately, in their language: that the table is gone (and the lobby
message says it was cancelled), or, in a Start's own words, that the game could not be
started. Before, the cancelled lobby came back as a game, the abandoned game was answered
"ends when the deal in progress is over", and a Start not saved was answered as a move
("Your move could not be saved")."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import t
from tests.discord.agreed_stop import end_table
from tests.discord.driver import boston, bot_of, button_ending, open_table, seated_table
from tests.discord.other_process import other_process, stop
from tests.support.bot_runner import BotHarness
from tests.support.db_faults import StorageFaults, inserts_event
from tests.support.fake_model import FakeMessage, FakeUser


async def _full_lobby(harness: BotHarness) -> tuple[FakeUser, FakeMessage, str]:
    """A lobby of a host who reads Swedish, its four seats taken: the host, the lobby
    message and its Start button."""
    fake = harness.fake
    sven = fake.user("sven")
    message, _ = await open_table(harness, sven)
    for name in ("east", "south", "west"):
        await (await fake.click(fake.user(name), message, button_ending(message, ":join"))).done()
    await harness.settle()
    return sven, message, button_ending(message, ":start")


async def test_start_of_a_lobby_another_process_cancelled_says_it_is_gone(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        sven, message, start = await _full_lobby(harness)
        table_id = int(start.split(":")[2])

        other = await other_process(path)
        await other.cancel(table_id, sven.id, lobby_only=True)
        await stop(other)

        answer = await (await fake.click(sven, message, start)).message()
        await harness.settle()
        assert answer.ephemeral_to is sven
        assert answer.text == t("sv", "club.cancelled", id=table_id)
        bot = bot_of(harness)
        assert bot.tables.find(table_id) is None
        row = await bot.db.table(table_id)
        assert row is not None and row.status == "abandoned"
        assert await bot.db.events(table_id) == []  # no game began
        # The lobby message says what became of it, and offers nothing to press.
        assert t("en", "table.cancelled") in message.text
        assert message.custom_ids == []


async def test_start_not_saved_is_said_as_a_start(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        sven, message, start = await _full_lobby(harness)
        table_id = int(start.split(":")[2])
        bot = bot_of(harness)
        faults = StorageFaults.install(bot.db)
        faults.fail(match=inserts_event("start"))

        answer = await (await fake.click(sven, message, start)).message()
        await harness.settle()
        assert faults.raised == 1
        assert answer.ephemeral_to is sven
        assert answer.text == t("sv", "lobby.start_not_saved")
        assert answer.text != t("sv", "refused.not_saved")
        assert bot.tables.get(table_id).status == "lobby"
        assert await bot.db.events(table_id) == []

        # Nothing changed: the same Start, pressed again, starts the game.
        await (await fake.click(sven, message, start)).done()
        await harness.settle()
        assert bot.tables.get(table_id).status == "playing"
        assert [e.kind for e in await bot.db.events(table_id)] == ["start", "deal"]


async def test_end_of_a_game_another_process_abandoned_says_it_is_gone(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        user = table.on_turn()
        assert user is not None
        await table.step(user)  # a deal under way, here too
        await table.settle()
        table_id = table.id
        fake = harness.fake
        north = fake.user("north")

        other = await other_process(path)
        await other.cancel(table_id, north.id)  # /boston abandon there
        await stop(other)

        # Asked of the table as this process last saw it; answered as the log has it.
        reply = await end_table(fake, north, {"table": table_id})
        assert reply.ephemeral_to is north
        assert reply.text == t("en", "refused.no_table")
        bot = bot_of(harness)
        assert bot.tables.find(table_id) is None
        row = await bot.db.table(table_id)
        assert row is not None and row.status == "abandoned" and not row.end_requested
