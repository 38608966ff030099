"""``/boston export`` without ``table:`` after the game ended, outside its thread: the answer
named the table and said its protocol was still there ("dess protokoll finns kvar"), the
protocol's answer, when the person had asked for the game's file. It says the game can still
be exported, and how; the protocol's answer is unchanged."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston
from tests.discord.test_boston_ended_table_hint import _ended


async def test_an_export_after_the_game_names_the_export(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table_id, thread_id = await _ended(harness, "general")
        assert thread_id is not None
        general = fake.guild.channel("general")
        asked = await fake.slash(fake.user("north"), "boston export", channel=general)
        answer = await asked.message()
        assert answer.text == (
            f"You sit at no table here. Your last table here, table {table_id}, has ended; "
            f"its game record can still be exported: use the command in its thread "
            f"<#{thread_id}>, or add `table:{table_id}`."
        )
        assert not answer.attachments
        # What it points to answers: the table's file.
        asked = await fake.slash(
            fake.user("north"), "boston export", {"table": table_id}, channel=general
        )
        assert (await asked.message()).text == f"The game record of table {table_id}."


async def test_a_swedish_export_of_an_unthreaded_table_names_the_game_file(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        players = ("north", "east", "south", "sven")
        table_id, thread_id = await _ended(harness, "no-threads", players)
        assert thread_id is None
        channel = fake.guild.channel("no-threads")
        export = await (
            await fake.slash(fake.user("sven"), "boston export", channel=channel)
        ).message()
        assert export.text == (
            f"Du sitter inte vid något bord här. Ditt senaste bord här, bord {table_id}, är "
            f"avslutat; dess spelfil kan fortfarande hämtas: lägg till `table:{table_id}`."
        )
        assert "protokoll" not in export.text
        protocol = await (
            await fake.slash(fake.user("sven"), "boston protocol", channel=channel)
        ).message()
        assert "dess protokoll finns kvar" in protocol.text
