"""``/boston leave``: the lobby's **Leave** as a command, for a lobby whose message is out of
reach (a moderator deleted it). Before, a seated player could not leave such a lobby at all:
its buttons were gone with its message, and ``/boston abandon`` only told them that the host
or a member with Manage Server could abandon the table. Leaving redraws the lobby, which posts
its message again, so others can join once more."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import t
from tests.discord.driver import boston, bot_of, button_ending, open_table, seated_table


async def test_a_seated_player_leaves_a_lobby_whose_message_was_deleted(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        place = fake.guild.channel("general")
        message, _ = await open_table(harness, north)
        table_id = int(button_ending(message, ":join").split(":")[2])
        await (await fake.click(east, message, button_ending(message, ":join"))).done()
        await harness.settle()
        message.deleted = True  # a moderator deleted the lobby's message
        # East also hosts a lobby of his own here: the one he may leave is still meant.
        await open_table(harness, east)

        # /boston abandon says who may abandon it, and how East gives up his seat.
        refused = await (await fake.slash(east, "boston abandon", {"table": table_id})).message()
        assert refused.text == "\n".join(
            (
                t("en", "refused.not_host_or_admin.abandon"),
                t("en", "refused.host_is", id=table_id, host=f"<@{north.id}>"),
                t("en", "refused.leave_instead", id=table_id),
            )
        )

        left = await (await fake.slash(east, "boston leave", channel=place)).message()
        await harness.settle()
        assert left.ephemeral_to is east
        assert left.text == t("en", "lobby.left", id=table_id)
        assert sorted(bot_of(harness).tables.get(table_id).seats) == [1]
        # The redraw posted the lobby again, with its buttons, and keeps its id.
        lobbies = [
            m
            for m in place.visible_messages()
            if any(c.startswith(f"boston:lobby:{table_id}:") for c in m.custom_ids)
        ]
        assert len(lobbies) == 1 and lobbies[0].id != message.id
        assert bot_of(harness).tables.get(table_id).row.message_id == lobbies[0].id
        assert "Join" in lobbies[0].labels

        # Again: the first one did it. The host may not leave; in Swedish too.
        again = await (await fake.slash(east, "boston leave", {"table": table_id})).message()
        # Said so that it is true of a command too, away from the lobby's message (before:
        # "press **Join** to sit down again", as if the button were at hand).
        assert again.text == (
            f"You have already left table {table_id}: **Join** on the table's message seats "
            "you again."
        )
        swedish = await (
            await fake.slash(east, "boston leave", {"table": table_id}, locale="sv-SE")
        ).message()
        assert swedish.text == (
            f"Du har redan lämnat bord {table_id}: **Sätt dig** på bordets meddelande ger dig "
            "en plats igen."
        )
        host = await (
            await fake.slash(north, "boston leave", {"table": table_id}, locale="sv-SE")
        ).message()
        assert host.text == "Värden kan inte lämna lobbyn: avbryt bordet i stället."
        assert harness.problems() == []


async def test_a_second_leave_without_a_table_says_the_first_did_it(tmp_path: Path) -> None:
    """Two lobbies in the channel, South seated at neither after leaving one: the second
    ``/boston leave`` is told the first did it (before: "There are tables 1 and 2 in this
    channel: add `table:` …", which would only be refused again)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, west, south = fake.user("north"), fake.user("west"), fake.user("south")
        place = fake.guild.channel("general")
        message, _ = await open_table(harness, north)
        table_id = int(button_ending(message, ":join").split(":")[2])
        await open_table(harness, west)
        await (await fake.click(south, message, button_ending(message, ":join"))).done()
        await harness.settle()
        first = await (await fake.slash(south, "boston leave", channel=place)).message()
        assert first.text == t("en", "lobby.left", id=table_id)
        await harness.settle()
        again = await (await fake.slash(south, "boston leave", channel=place)).message()
        assert again.text == t("en", "refused.already_left", id=table_id)
        # Someone who never sat down is not told they left.
        never = await (await fake.slash(fake.user("east"), "boston leave", channel=place)).message()
        assert "already left" not in never.text


async def test_leave_of_a_started_table_says_how_to_step_away(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        east = harness.fake.user("east")
        refused = await (
            await harness.fake.slash(east, "boston leave", {"table": table.id})
        ).message()
        assert refused.text == t("en", "refused.leave_started", id=table.id)
