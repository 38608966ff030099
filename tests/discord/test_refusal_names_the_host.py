"""A member who is neither the host nor has Manage Server, refused ``/boston pause`` (end,
abandon, replace, a lobby's **Cancel table**), is told who the host is, so they know whom to
ask; where the host has left the server, the refusal says so: only a member with Manage
Server can do it now. Before, they were told only "Only the host or a member with Manage
Server can …", naming nobody, also when the host was gone for good."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import t
from cogs.boston import common
from tests.discord.driver import boston, bot_of, button_ending, open_table, seated_table
from tests.support.fake_discord import Fault

MEMBER = "GET /guilds/{guild_id}/members/{member_id}"


async def test_a_refusal_names_the_host_and_says_when_they_left(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east, sven = fake.user("north"), fake.user("east"), fake.user("sven")
        table = await seated_table(harness, players=("north", "east", "sven", "west"))
        pause = t("en", "refused.not_host_or_admin.pause")
        refused = await (await fake.slash(east, "boston pause", {"table": table.id})).message()
        assert refused.ephemeral_to is east
        assert refused.text == f"{pause}\nThe host of table {table.id} is <@{north.id}>."

        del fake.guild.members[north.id]  # the host has left the server
        gone = t("en", "refused.host_gone", id=table.id, host="North")
        for command, action in (
            ("boston pause", "pause"),
            ("boston end", "end"),
            ("boston abandon", "abandon"),
        ):
            refused = await (await fake.slash(east, command, {"table": table.id})).message()
            said = t("en", f"refused.not_host_or_admin.{action}")
            assert refused.text == f"{said}\n{gone}", command
        replace = await (
            await fake.slash(east, "boston replace", {"seat": 1, "table": table.id})
        ).message()
        said = t("en", "refused.not_host_or_admin.replace")
        assert replace.text == f"{said}\n{gone}"
        swedish = await (await fake.slash(sven, "boston pause", {"table": table.id})).message()
        assert swedish.text == (
            "Bara värden eller en medlem med Hantera server kan pausa spelet.\n"
            f"Värden för bord {table.id}, North, är inte längre medlem i servern: bara en "
            "medlem med Hantera server kan göra det nu."
        )
        assert harness.problems() == []


async def test_a_lobby_cancel_refused_names_its_host(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        message, _ = await open_table(harness, north)
        table_id = int(button_ending(message, ":join").split(":")[2])
        await (await fake.click(east, message, button_ending(message, ":join"))).done()
        await harness.settle()
        del fake.guild.members[north.id]
        cancel = button_ending(message, ":cancel")
        refused = await (await fake.click(east, message, cancel)).message()
        assert refused.text == (
            t("en", "refused.not_host_or_admin.cancel")
            + "\n"
            + t("en", "refused.host_gone", id=table_id, host="North")
        )


async def test_a_start_refused_names_the_host_and_says_when_they_left(tmp_path: Path) -> None:
    """**Start**, the refusal met most, names the host too (before: only "Only the host can
    start the game."); where the host has left the server, nobody can start it: it says a
    member with Manage Server can cancel the table."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        message, _ = await open_table(harness, north)
        table_id = int(button_ending(message, ":join").split(":")[2])
        await (await fake.click(east, message, button_ending(message, ":join"))).done()
        await harness.settle()
        start = button_ending(message, ":start")
        refused = await (await fake.forge_component(east, message, start)).message()
        assert refused.ephemeral_to is east
        assert refused.text == (
            f"Only the host can start the game.\nThe host of table {table_id} is <@{north.id}>."
        )
        del fake.guild.members[north.id]
        refused = await (await fake.forge_component(east, message, start)).message()
        assert refused.text == (
            "Only the host can start the game.\n"
            f"The host of table {table_id}, North, is no longer on this server: the game "
            "cannot start. A member with Manage Server can cancel the table."
        )
        swedish = await (await fake.forge_component(east, message, start, locale="sv-SE")).message()
        assert swedish.text == (
            "Bara värden kan starta spelet.\n"
            f"Värden för bord {table_id}, North, är inte längre medlem i servern: spelet kan "
            "inte starta. En medlem med Hantera server kan avbryta bordet."
        )
        assert bot_of(harness).tables.get(table_id).status == "lobby"
        assert harness.problems() == []


async def test_a_slow_member_lookup_does_not_hold_the_refusal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whether the host is still on the server is one REST call made before the refusal is
    answered: one Discord is slow to answer (rate limited, say) is waited for no longer than
    ``MEMBER_LOOKUP_TIMEOUT`` (shortened here), and the host is named by the name they sat
    down under, true whether or not they are there. Before, the refusal waited for the
    answer however long it took, and could miss Discord's 3 seconds."""
    monkeypatch.setattr(common, "MEMBER_LOOKUP_TIMEOUT", 0.02)
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        message, _ = await open_table(harness, north)
        table_id = int(button_ending(message, ":join").split(":")[2])
        await (await fake.click(east, message, button_ending(message, ":join"))).done()
        await harness.settle()
        del fake.guild.members[north.id]  # Discord would say so, but only after a while
        fake.faults.inject(MEMBER, Fault.delayed(0.3))
        cancel = button_ending(message, ":cancel")
        refused = await (await fake.click(east, message, cancel)).message()
        assert refused.text == (
            t("en", "refused.not_host_or_admin.cancel")
            + "\n"
            + t("en", "refused.host_is", id=table_id, host="North")
        )
        assert fake.faults.pending == 0  # the lookup was asked, and not waited for
        assert bot_of(harness).tables.get(table_id).status == "lobby"
        assert harness.problems() == []
