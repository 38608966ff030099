"""A lobby message left up after its table started says what became of the table at its first
click. Before, the first click on a stale lobby of a game that had started and was given up
closed it with "This table was cancelled.", as if no game had ever been played; one of a game
played to its end said its result was "in the thread" where the table had none."""

from __future__ import annotations

import copy
from pathlib import Path

from bot.i18n import t
from tests.discord.agreed_stop import end_table
from tests.discord.driver import BotHarness, boston, bot_of, button_ending, open_table
from tests.support.fake_model import JSON, FakeMessage, FakeUser

Lobby = tuple[list[JSON], list[JSON]]
"""What a lobby message showed: its embeds and components."""


def _as_lobby(message: FakeMessage, lobby: Lobby) -> None:
    message.embeds, message.components = copy.deepcopy(lobby)


async def _started(harness: BotHarness, north: FakeUser) -> tuple[FakeMessage, Lobby, int, str]:
    """A table opened by ``north``, joined by three and started; its lobby message, a copy of
    what that message showed before the start (a stale lobby), the table's id, and the
    custom id of its Leave button."""
    fake = harness.fake
    message, _ = await open_table(harness, north)
    for name in ("east", "south", "west"):
        join = button_ending(message, ":join")
        await (await fake.click(fake.user(name), message, join)).done()
    await harness.settle()
    lobby = copy.deepcopy((message.embeds, message.components))
    leave = button_ending(message, ":leave")  # Join is disabled at a full table
    table_id = int(leave.split(":")[2])
    await (await fake.click(north, message, button_ending(message, ":start"))).done()
    await harness.settle()
    return message, lobby, table_id, leave


async def test_a_stale_lobby_of_a_game_given_up_says_the_game_was_played(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        message, lobby, table_id, leave = await _started(harness, north)
        bot = bot_of(harness)
        assert bot.tables.get(table_id).game is not None
        await bot.tables.cancel(table_id, north.id)  # the host gives the game up
        await harness.settle()
        _as_lobby(message, lobby)  # the table message's edits lost: the lobby is still up
        answer = await (await fake.click(fake.user("east"), message, leave)).message()
        await harness.settle()
        assert answer.text == t("en", "refused.no_table")
        row = await bot.db.table(table_id)
        assert row is not None and row.status == "abandoned" and row.thread_id is not None
        assert message.custom_ids == []
        assert t("en", "table.cancelled") not in message.text
        said = t("en", "table.abandoned_started", place=f"<#{row.thread_id}>")
        assert said in message.text and "started" in said


async def test_a_stale_lobby_never_started_still_reads_cancelled(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        message, _ = await open_table(harness, north)
        lobby = copy.deepcopy((message.embeds, message.components))
        join = button_ending(message, ":join")
        table_id = int(join.split(":")[2])
        await bot_of(harness).tables.cancel(table_id, north.id)
        await harness.settle()
        _as_lobby(message, lobby)
        await (await fake.click(fake.user("east"), message, join)).message()
        await harness.settle()
        assert message.custom_ids == [] and t("en", "table.cancelled") in message.text


async def test_a_stale_lobby_of_a_game_over_says_where_its_result_is(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        message, lobby, table_id, leave = await _started(harness, north)
        await end_table(fake, north, {"table": table_id})
        await harness.settle()
        row = await bot_of(harness).db.table(table_id)
        assert row is not None and row.status == "finished" and row.thread_id is not None
        _as_lobby(message, lobby)
        await (await fake.click(fake.user("east"), message, leave)).message()
        await harness.settle()
        assert message.custom_ids == []
        assert t("en", "hand.ended", place=f"<#{row.thread_id}>") in message.text
