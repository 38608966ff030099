"""A lobby's **Start** and ``/boston end`` through the fake Discord, on a table another process
(the old one of a rolling deploy, on the same SQLite file) moved on after this bot had it in
memory. The Start is answered privately, in the host's language, that the table has moved on,
and the lobby message becomes the game the other process started; the end is asked of the game
as it is now (read again from the log before the question), and answered so. Before, both were
answered "not saved" however often they were tried, and the lobby stayed a lobby."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import t
from tests.discord.agreed_stop import end_table
from tests.discord.driver import boston, bot_of, button_ending, open_table, seated_table
from tests.discord.other_process import moves, other_process, stop


async def test_start_of_a_lobby_another_process_started_says_it_moved_on(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        sven = fake.user("sven")  # the host reads Swedish
        message, _ = await open_table(harness, sven)
        for name in ("east", "south", "west"):
            await (
                await fake.click(fake.user(name), message, button_ending(message, ":join"))
            ).done()
        await harness.settle()
        start = button_ending(message, ":start")
        table_id = int(start.split(":")[2])

        other = await other_process(path)
        await other.start(table_id, sven.id)
        await moves(other, table_id, 1)
        await stop(other)

        answer = await (await fake.click(sven, message, start)).message()
        await harness.settle()
        assert answer.ephemeral_to is sven
        assert answer.text == t("sv", "refused.stale")
        live = bot_of(harness).tables.get(table_id)
        assert live.status == "playing" and live.seq == 3  # start, deal, the move
        # The lobby message is the game now: no lobby buttons left to press.
        assert not any(":lobby:" in custom_id for custom_id in message.custom_ids)
        events = await bot_of(harness).db.events(table_id)
        assert [e.kind for e in events] == ["start", "deal", "action"]


async def test_end_of_a_game_another_process_played_on_ends_after_its_deal(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)  # the first deal dealt, untouched
        table_id = table.id
        fake = harness.fake
        north = fake.user("north")

        other = await other_process(path)
        await moves(other, table_id, 2)  # the deal under way now
        await stop(other)

        # The table is read again from the log before the question is asked (this process
        # last saw deal 1 untouched, to be dropped): the deal is under way there, and the
        # question says it is played out first.
        question = await (await fake.slash(north, "boston end", {"table": table_id})).message()
        assert question.text.startswith(f"**End table {table_id} when deal 1 is over?**")
        live = bot_of(harness).tables.get(table_id)
        assert live.seq == 4 and not live.row.end_requested
        reply = await end_table(fake, north, {"table": table_id})
        assert reply.ephemeral_to is north
        assert reply.text == f"Table {table_id} ends when the deal in progress is over."
        notice = await fake.wait_for_message(table.place, lambda m: "is ending the game" in m.text)
        assert "when the deal in progress is over" in notice.text
        live = bot_of(harness).tables.get(table_id)
        assert live.seq == 4 and live.row.end_requested
        events = await bot_of(harness).db.events(table_id)
        assert [e.kind for e in events] == ["start", "deal", "action", "action"]
