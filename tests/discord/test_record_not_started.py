"""The records of a table whose game has not started: ``/boston export`` says so, as
``/boston protocol`` does, rather than that the table does not exist."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, button_ending, open_table


async def test_export_of_a_lobby_says_the_game_has_not_started(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        host = fake.user("north")
        lobby, _ = await open_table(harness, host, options={"mode": "score"})
        table_id = int(button_ending(lobby, ":join").split(":")[2])
        for locale, said in (
            ("en-US", "No game record yet: the game has not started."),
            ("sv-SE", "Ingen spelfil än: spelet har inte börjat."),
        ):
            export = await (
                await fake.slash(host, "boston export", {"table": table_id}, locale=locale)
            ).message()
            assert export.ephemeral_to is host and not export.attachments
            assert export.text == said
        protocol = await (await fake.slash(host, "boston protocol", {"table": table_id})).message()
        assert protocol.text == "No protocol yet: the game has not started."
        # Cancelled before it started: it never will.
        await (await fake.click(host, lobby, button_ending(lobby, ":cancel"))).done()
        await harness.settle()
        export = await (await fake.slash(host, "boston export", {"table": table_id})).message()
        assert export.text == "No game record: that table's game never started."
