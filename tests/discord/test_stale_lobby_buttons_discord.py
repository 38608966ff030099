"""The lobby's **Join** and **Cancel table** through the fake Discord, where another process
(the old one of a rolling deploy, on the same SQLite file) cancelled or started the lobby after
this bot had it in memory. The clicker is answered privately, in their language: that the
table was cancelled (the lobby message then says so too), or that the game has started
(the message then shows the game). Nothing is written. Before, the Join seated the person in
the cancelled lobby, and the Cancel abandoned the game the other process had started."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import t
from tests.discord.driver import boston, bot_of, button_ending, open_table
from tests.discord.other_process import other_process, stop
from tests.discord.test_stale_lobby_writes_discord import _full_lobby


async def test_join_of_a_lobby_another_process_cancelled_says_it_is_gone(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        sven = fake.user("sven")
        message, _ = await open_table(harness, sven)
        join = button_ending(message, ":join")
        table_id = int(join.split(":")[2])

        other = await other_process(path)
        await other.cancel(table_id, sven.id, lobby_only=True)
        await stop(other)

        east = fake.user("east")
        answer = await (await fake.click(east, message, join)).message()
        await harness.settle()
        assert answer.ephemeral_to is east
        assert answer.text == t("en", "club.cancelled", id=table_id)
        bot = bot_of(harness)
        assert bot.tables.find(table_id) is None
        assert [s.player_id for s in await bot.db.seats(table_id)] == [sven.id]  # not seated
        # The lobby message says what became of it, and offers nothing to press.
        assert t("en", "table.cancelled") in message.text
        assert message.custom_ids == []


async def test_cancel_of_a_lobby_another_process_started_says_the_game_is_on(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        sven, message, start = await _full_lobby(harness)
        table_id = int(start.split(":")[2])
        cancel = button_ending(message, ":cancel")

        other = await other_process(path)
        await other.start(table_id, sven.id)
        await stop(other)

        answer = await (await fake.click(sven, message, cancel)).message()
        await harness.settle()
        assert answer.ephemeral_to is sven
        assert answer.text == t("sv", "refused.not_playing")
        bot = bot_of(harness)
        live = bot.tables.get(table_id)
        assert live.status == "playing" and live.game is not None  # rebuilt as the game
        row = await bot.db.table(table_id)
        assert row is not None and row.status == "playing"
        assert [e.kind for e in await bot.db.events(table_id)] == ["start", "deal"]
        tour = await bot.db.running_tour(table_id)
        assert tour is not None and live.tour_id == tour.id
        # The lobby's buttons are gone from its message: it shows the game now.
        assert not any(":lobby:" in custom_id for custom_id in message.custom_ids)
