"""A table belongs to its server (issue 13, finding 4): a custom id forged on a message of
another server names no table there, whatever it asks — join, leave, computers, start, cancel,
the hand, an action, stepping away. Each is answered privately and writes nothing. And a name
a person goes by in one server never shows at a table of another."""

from __future__ import annotations

from pathlib import Path

from bot.discord_app import BostonBot
from tests.discord.driver import (
    PLAYERS,
    boston,
    bot_factory,
    bot_of,
    button_ending,
    open_table,
    seated_table,
)
from tests.support.bot_runner import run_bot
from tests.support.db_digest import digest
from tests.support.fake_discord import FakeDiscord
from tests.support.fake_model import JSON, FakeMessage, FakeUser


def _world(fake: FakeDiscord) -> None:
    fake.add_users(*PLAYERS)
    other = fake.add_guild("other server")
    fake.add_user("mallory", guilds=[other])


async def _refused_everywhere(
    fake: FakeDiscord, user: FakeUser, message: FakeMessage, ids: list[str], path: Path
) -> None:
    for custom_id in ids:
        before = digest(path)
        answer = await (await fake.forge_component(user, message, custom_id)).message()
        assert answer.ephemeral_to is user, custom_id
        assert "does not exist" in answer.text, (custom_id, answer.text)
        assert digest(path) == before, custom_id


async def test_a_button_forged_in_another_server_names_no_table(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with run_bot(bot_factory(path), setup=_world) as harness:
        fake = harness.fake
        bot = harness.bot
        assert isinstance(bot, BostonBot)
        home, other = fake.guilds[0], fake.guilds[1]
        mallory = fake.user("mallory")
        lobby, _ = await open_table(harness, fake.user("north"), home.channel("general"))
        table_id = int(lobby.custom_ids[0].split(":")[2])
        # Mallory's own lobby in the other server carries the forged buttons.
        theirs, _ = await open_table(harness, mallory, other.channel("general"))
        verbs = ["join", "leave", "cpu-random", "start", "cancel"]
        forged = [f"boston:lobby:{table_id}:{v}" for v in verbs]
        # The protocol of a lobby elsewhere: "no such table", not "not started yet".
        await _refused_everywhere(
            fake, mallory, theirs, [*forged, f"boston:proto:{table_id}"], path
        )
        assert set(bot.tables.get(table_id).seats) == {1}

        # A table being played: even its own players are refused from another server.
        table = await seated_table(harness, home.channel("general"))
        north = fake.user("north")
        seq = bot.tables.get(table.id).seq
        ids = [
            f"boston:hand:{table.id}",
            f"boston:act:{table.id}:{seq}:pass",
            f"boston:seat:{table.id}:away",
            f"boston:lobby:{table.id}:cancel",
        ]
        await _refused_everywhere(fake, north, theirs, ids, path)
        assert bot.tables.get(table.id).status == "playing"


async def test_every_command_in_a_direct_message_is_answered(tmp_path: Path) -> None:
    """Discord lets a person call ``/boston`` in a direct message with the bot (it keeps
    ``guild_only`` on top-level commands only). Each sub-command that needs a server says so,
    in the person's language; ``help`` works there. None is left unanswered or fails."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, sven = fake.user("north"), fake.user("sven")
        command = fake.global_commands["boston"]
        subcommands = {o["name"]: o.get("options", []) for o in command["options"]}
        assert {"stats", "leaderboard", "new", "score", "withdraw", "help"} <= set(subcommands)
        # A value of each option type for the options Discord requires.
        typed = {3: "1", 4: 1, 5: False, 6: north, 11: ("a.json", b"{}")}
        for name, params in subcommands.items():
            options = {p["name"]: typed[p["type"]] for p in params if p.get("required")}
            for who in (north, sven):
                handle = await fake.direct_slash(who, f"boston {name}", options)
                answer = await handle.message()
                assert answer.text, name
                if name == "help":
                    continue
                expected = (
                    "That works in a server, where its tables are, not in a direct message."
                    if who is north
                    else "Det fungerar på en server, där dess bord finns, inte i ett "
                    "direktmeddelande."
                )
                assert answer.text == expected, (name, answer.text)
        assert harness.problems() == []


async def test_a_nickname_from_another_server_never_reaches_this_table(tmp_path: Path) -> None:
    """East steps away, joins a lobby in a server where they are "Secret Alias", and takes
    their seat back here: the seat, the table message and /boston stats here keep the name
    they go by in this server."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        east = fake.user("east")
        here = bot_of(harness).tables.get(table.id).seats[2].display_name
        other = fake.add_guild("Other server")
        other.members[east.id].nick = "Secret Alias"
        await fake.dispatch("GUILD_CREATE", other.to_create_payload(), other)
        await harness.settle()
        view = table.views[east.id]
        await (await fake.click(east, view, label="Let a computer play")).done()
        await table.settle()
        lobby, _ = await open_table(harness, fake.user("north"), other.channel("general"))
        await (await fake.click(east, lobby, button_ending(lobby, ":join"))).done()
        await table.settle()
        await (await fake.click(east, view, label="Take my seat back")).done()
        await table.settle()
        assert bot_of(harness).tables.get(table.id).seats[2].display_name == here
        assert "Secret Alias" not in table.message.text
        stats = await (await fake.slash(east, "boston stats", {})).message()
        assert "Secret Alias" not in stats.text


async def test_tables_are_paused_when_the_bot_leaves_their_server(tmp_path: Path) -> None:
    """Removed from a server, the bot pauses its tables there: nobody could see or click
    them, and computers (or a turn timer's computers) would play the evening out unseen.
    An outage of the server (``unavailable``) pauses nothing. Back in the server, the host
    resumes the table where it stood."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        bot = bot_of(harness)
        table = await seated_table(harness)
        live = bot.tables.get(table.id)
        host = fake.user("north")

        async def after(event: str, data: JSON) -> None:
            """The event, handled: a command sent after it is answered after it."""
            await fake.dispatch(event, data, fake.guild)
            await (await fake.direct_slash(host, "boston help", {})).message()
            await table.settle()

        await after("GUILD_DELETE", {"id": str(fake.guild.id), "unavailable": True})
        assert live.status == "playing"
        await after("GUILD_CREATE", fake.guild.to_create_payload())
        await after("GUILD_DELETE", {"id": str(fake.guild.id)})
        assert live.status == "paused"
        row = await bot.db.table(table.id)
        assert row is not None and row.status == "paused"
        await after("GUILD_CREATE", fake.guild.to_create_payload())
        answer = await (await fake.slash(host, "boston resume", {"table": table.id})).message()
        assert answer.ephemeral_to is host
        assert live.status == "playing"


async def test_two_people_with_one_name_are_told_apart_at_the_table(tmp_path: Path) -> None:
    """Two members who go by "Anna" sit at one table: the second is named with her username
    ("Anna (anna2)") in every line, so the tricks and the turn say which Anna is which."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        fake.add_user("anna1", global_name="Anna")
        fake.add_user("anna2", global_name="Anna")
        table = await seated_table(harness, players=("north", "anna1", "south", "anna2"))
        names = {s: a.display_name for s, a in bot_of(harness).tables.get(table.id).seats.items()}
        assert names[2] == "Anna" and names[4] == "Anna (anna2)"
