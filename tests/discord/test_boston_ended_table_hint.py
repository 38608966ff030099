"""After a table ends, a command without ``table:`` outside its thread names that table:
"You sit at no table here" alone read as if the table just finished were gone. Only the text
changes: no finished table is picked by such a command."""

from __future__ import annotations

from pathlib import Path

from tests.discord.agreed_stop import end_table
from tests.discord.driver import PLAYERS, boston, bot_of, seated_table
from tests.support.bot_runner import BotHarness


async def _ended(
    harness: BotHarness, channel_name: str, players: tuple[str, ...] = PLAYERS
) -> tuple[int, int | None]:
    fake = harness.fake
    table = await seated_table(harness, fake.guild.channel(channel_name), players)
    north = fake.user("north")
    done = await end_table(fake, north, {"table": table.id})
    assert done.text.startswith(f"Table {table.id} has ended"), done.content
    await harness.settle()
    assert bot_of(harness).tables.find(table.id) is None
    row = await bot_of(harness).db.table(table.id)
    assert row is not None and row.status == "finished"
    return table.id, row.thread_id


async def test_the_ended_table_is_named_with_its_thread(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table_id, thread_id = await _ended(harness, "general")
        assert thread_id is not None
        general = fake.guild.channel("general")
        asked = await fake.slash(fake.user("north"), "boston protocol", channel=general)
        answer = await asked.message()
        assert answer.text == (
            f"You sit at no table here. Your last table here, table {table_id}, has ended; "
            f"its records are still there: use the command in its thread <#{thread_id}>, "
            f"or add `table:{table_id}`."
        )
        # A command that reads no records is told only that the game has ended: its thread
        # would answer the same (playtest 27: the hint sent people round in a circle).
        for command, options in (("boston withdraw", {"deal": 1}), ("boston score", {})):
            asked = await fake.slash(fake.user("north"), command, options, channel=general)
            answer = await asked.message()
            assert answer.text == (
                f"You sit at no table here: your last table here, table {table_id}, has ended."
            ), command
        thread = fake.channel(thread_id)
        asked = await fake.slash(fake.user("north"), "boston score", {}, channel=thread)
        assert (await asked.message()).text == f"The game at table {table_id} has ended."
        # Someone who never sat there is told as before.
        kibitzer = await (
            await fake.slash(fake.user("kibitzer"), "boston protocol", channel=general)
        ).message()
        assert kibitzer.text.startswith("You sit at no table here: use the command in your")


async def test_a_swedish_player_of_an_unthreaded_table_reads_its_number(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        players = ("north", "east", "south", "sven")
        table_id, thread_id = await _ended(harness, "no-threads", players)
        assert thread_id is None
        answer = await (
            await fake.slash(
                fake.user("sven"), "boston protocol", channel=fake.guild.channel("no-threads")
            )
        ).message()
        assert answer.text == (
            f"Du sitter inte vid något bord här. Ditt senaste bord här, bord {table_id}, är "
            f"avslutat; dess protokoll finns kvar: lägg till `table:{table_id}`."
        )
