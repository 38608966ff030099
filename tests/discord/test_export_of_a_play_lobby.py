"""``/boston export`` of a lobby of a table played here (nothing dealt yet) says that the game
has not started, as a scorekeeping lobby's does, not that the record waits for the game's
end: no hand exists yet to keep hidden."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, button_ending, open_table


async def test_export_of_a_play_lobby_says_the_game_has_not_started(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        host = fake.user("north")
        lobby, _ = await open_table(harness, host)
        table_id = int(button_ending(lobby, ":join").split(":")[2])
        for locale, said in (
            ("en-US", "No game record yet: the game has not started."),
            ("sv-SE", "Ingen spelfil än: spelet har inte börjat."),
        ):
            for given in ({"table": table_id}, None):  # named, and the channel's own table
                export = await (
                    await fake.slash(host, "boston export", given, locale=locale)
                ).message()
                assert export.ephemeral_to is host and not export.attachments
                assert export.text == said
