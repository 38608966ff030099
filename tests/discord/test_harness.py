"""Proves the fake-Discord harness with a tiny demo bot (not the Boston bot).

Each test runs a real discord.py `commands.Bot` against `tests.support.fake_discord.FakeDiscord`
and checks one thing the real bot's end-to-end tests will rely on.
"""

from __future__ import annotations

import io
import re
from collections.abc import AsyncIterator

import aiohttp
import discord
import discord.gateway
import discord.http
import pytest
from discord import app_commands
from discord.ext import commands

from tests.support.bot_runner import BotHarness, run_bot
from tests.support.fake_discord import FakeDiscord, Fault, UnknownCommandError
from tests.support.fake_model import FakeChannel

# --- the demo bot ------------------------------------------------------------------------------


class Counter(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=r"demo:count:(?P<n>\d+)"
):
    """A persistent button whose state lives in its custom_id, so it survives restarts."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Count {n}", custom_id=f"demo:count:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[discord.ui.View],
        match: re.Match[str],
        /,
    ) -> Counter:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(
            content=f"count {self.n + 1}", view=counter_view(self.n + 1)
        )


def counter_view(n: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(Counter(n))
    return view


class PingView(discord.ui.View):
    def __init__(self, owner_id: int) -> None:
        super().__init__(timeout=60)
        self.owner_id = owner_id

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.user.id != self.owner_id:
            await interaction.response.send_message("not yours", ephemeral=True)
            return False
        return True

    @discord.ui.button(label="Press", custom_id="demo:btn")
    async def press(
        self, interaction: discord.Interaction, button: discord.ui.Button[PingView]
    ) -> None:
        await interaction.response.edit_message(
            content=f"pressed by {interaction.user.name}", view=None
        )

    @discord.ui.select(
        custom_id="demo:pick", options=[discord.SelectOption(label=x) for x in "abc"]
    )
    async def pick(
        self, interaction: discord.Interaction, select: discord.ui.Select[PingView]
    ) -> None:
        await interaction.response.edit_message(content=f"picked {select.values[0]}")


class NameModal(discord.ui.Modal, title="Your name"):
    name: discord.ui.TextInput[NameModal] = discord.ui.TextInput(
        label="Name", custom_id="demo:name"
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"hello {self.name.value}", ephemeral=True)


class Demo(app_commands.Group, name="demo", description="Demo commands"):
    @app_commands.command(description="Public pong with a button")
    async def ping(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("pong", view=PingView(interaction.user.id))

    @app_commands.command(description="Ephemeral secret")
    async def secret(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("psst: A♠", ephemeral=True)

    @app_commands.command(description="Post text to the channel")
    @app_commands.describe(text="What to say", times="How often")
    async def say(
        self, interaction: discord.Interaction, text: str, times: app_commands.Range[int, 1, 3] = 1
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        assert isinstance(interaction.channel, discord.abc.Messageable)
        for _ in range(times):
            await interaction.channel.send(text)
        await interaction.followup.send("done", ephemeral=True)

    @say.autocomplete("text")
    async def say_text(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=f"{current}!", value=f"{current}!")]

    @app_commands.command(description="Show a card image")
    async def card(self, interaction: discord.Interaction) -> None:
        file = discord.File(io.BytesIO(b"\x89PNG fake"), filename="card.png")
        await interaction.response.send_message("your card", file=file)

    @app_commands.command(description="Open a table with a persistent counter")
    async def table(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        assert isinstance(interaction.channel, discord.TextChannel)
        msg = await interaction.channel.send("count 0", view=counter_view(0))
        try:
            thread = await msg.create_thread(name="Table 1")
        except discord.Forbidden:
            await interaction.followup.send("no thread allowed; playing here", ephemeral=True)
            return
        await thread.send("Welcome to the table")
        await interaction.followup.send(f"table in {thread.mention}", ephemeral=True)

    @app_commands.command(description="Ask for a name")
    async def hello(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NameModal())

    @app_commands.command(description="Always fails")
    async def boom(self, interaction: discord.Interaction) -> None:
        raise RuntimeError("boom")


class DemoBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
        self.tree.add_command(Demo())
        self.heard: list[tuple[str, int]] = []
        """The message events it was sent (default intents include GUILD_MESSAGES)."""

    async def on_message(self, message: discord.Message) -> None:
        self.heard.append(("create", message.id))

    async def on_raw_message_edit(self, payload: discord.RawMessageUpdateEvent) -> None:
        self.heard.append(("update", payload.message_id))

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Counter)
        await self.tree.sync()


# --- fixtures ----------------------------------------------------------------------------------


@pytest.fixture
async def harness() -> AsyncIterator[BotHarness]:
    def setup(fake: FakeDiscord) -> None:
        fake.add_users("alice", "bob")
        fake.add_channel(name="no-threads", allow_threads=False)

    async with run_bot(DemoBot, setup=setup) as h:
        yield h


# --- tests -------------------------------------------------------------------------------------


async def test_commands_are_synced_from_the_bot(harness: BotHarness) -> None:
    fake = harness.fake
    assert fake.command_paths() == [
        "demo boom",
        "demo card",
        "demo hello",
        "demo ping",
        "demo say",
        "demo secret",
        "demo table",
    ]
    alice = fake.add_user("carol")
    with pytest.raises(UnknownCommandError, match="never synced"):
        await fake.slash(alice, "nope")
    with pytest.raises(UnknownCommandError, match="no sub-command"):
        await fake.slash(alice, "demo pong")
    with pytest.raises(UnknownCommandError, match="no option"):
        await fake.slash(alice, "demo say", {"txt": "hi"})
    with pytest.raises(ValueError, match="max"):
        await fake.slash(alice, "demo say", {"text": "hi", "times": 5})


async def test_slash_round_trip_public_message_with_button(harness: BotHarness) -> None:
    fake = harness.fake
    alice = fake.add_user("alice2")
    h = await fake.slash(alice, "demo ping")
    msg = await h.message()
    assert msg.content == "pong"
    assert not msg.ephemeral
    assert msg.component(label="Press")["custom_id"] == "demo:btn"
    assert fake.last_message() is msg
    assert (await h.response()).type == 4


async def test_ephemeral_and_public_flags_are_recorded(harness: BotHarness) -> None:
    fake = harness.fake
    alice = fake.add_user("alice2")
    secret = await (await fake.slash(alice, "demo secret")).message()
    assert secret.ephemeral and secret.ephemeral_to is alice
    assert secret.flags & 64
    await (await fake.slash(alice, "demo ping")).message()
    # The privacy scan sees the public pong but never the ephemeral secret.
    assert "pong" in fake.public_text()
    assert "A♠" not in fake.public_text()
    general = fake.guild.channel("general")
    assert secret not in general.visible_messages()
    assert secret in general.visible_messages(viewer=alice)


async def test_button_click_edits_the_message(harness: BotHarness) -> None:
    fake = harness.fake
    alice = fake.add_user("alice2")
    msg = await (await fake.slash(alice, "demo ping")).message()
    click = await fake.click(alice, msg, "demo:btn")
    edited = await click.message()
    assert edited is msg
    assert msg.content == "pressed by alice2"
    assert msg.components == []
    assert msg.edits == 1


async def test_a_bot_with_the_guild_messages_intent_hears_of_posts_and_edits(
    harness: BotHarness,
) -> None:
    """As on Discord: MESSAGE_CREATE and MESSAGE_UPDATE, its own messages included, only for
    a bot that identified with GUILD_MESSAGES (the Boston bot does not:
    ``tests/discord/test_boston_smoke.py``); never for an ephemeral message."""
    fake = harness.fake
    bot = harness.bot
    assert isinstance(bot, DemoBot)
    alice = fake.add_user("alice2")
    await (await fake.slash(alice, "demo secret")).message()
    msg = await (await fake.slash(alice, "demo ping")).message()
    await (await fake.click(alice, msg, "demo:btn")).message()
    await fake.wait_for(lambda: len(bot.heard) >= 2, what="the message events")
    assert bot.heard == [("create", msg.id), ("update", msg.id)]


async def test_select_edits_the_message(harness: BotHarness) -> None:
    fake = harness.fake
    alice = fake.add_user("alice2")
    msg = await (await fake.slash(alice, "demo ping")).message()
    await (await fake.select(alice, msg, "demo:pick", ["b"])).done()
    assert msg.content == "picked b"
    with pytest.raises(ValueError, match="not among options"):
        await fake.select(alice, msg, "demo:pick", ["z"])


async def test_interaction_check_answers_non_owner_ephemerally(harness: BotHarness) -> None:
    fake = harness.fake
    alice, bob = fake.add_users("alice2", "bob2")
    msg = await (await fake.slash(alice, "demo ping")).message()
    reply = await (await fake.click(bob, msg, label="Press")).message()
    assert reply.content == "not yours"
    assert reply.ephemeral_to is bob
    assert msg.content == "pong"


async def test_modal_round_trip(harness: BotHarness) -> None:
    fake = harness.fake
    alice = fake.add_user("alice2")
    h = await fake.slash(alice, "demo hello")
    await h.done()
    assert h.modal is not None and h.modal["title"] == "Your name"
    reply = await (await fake.submit_modal(h, {"demo:name": "Alice"})).message()
    assert reply.content == "hello Alice" and reply.ephemeral


async def test_autocomplete_round_trip(harness: BotHarness) -> None:
    fake = harness.fake
    alice = fake.add_user("alice2")
    h = await fake.autocomplete(alice, "demo say", "text", {"text": "hi"})
    await h.done()
    assert h.choices == [{"name": "hi!", "value": "hi!"}]


async def test_attachment_upload_is_stored(harness: BotHarness) -> None:
    fake = harness.fake
    alice = fake.add_user("alice2")
    msg = await (await fake.slash(alice, "demo card")).message()
    [att] = msg.attachments
    assert (att.filename, att.data) == ("card.png", b"\x89PNG fake")
    assert fake.public_payloads()[-1]["uploaded_files"] == ["card.png"]
    # The attachment URL serves the bytes, so the bot could read it back.
    async with aiohttp.ClientSession() as session, session.get(att.url) as resp:
        assert await resp.read() == att.data


async def test_thread_is_created_for_the_table_message(harness: BotHarness) -> None:
    fake = harness.fake
    alice = fake.add_user("alice2")
    h = await fake.slash(alice, "demo table")
    reply = await h.message()
    general = fake.guild.channel("general")
    table_msg = general.visible_messages()[-1]
    assert table_msg.thread is not None and table_msg.thread.name == "Table 1"
    # Discord gives a thread started from a message that message's id.
    assert table_msg.thread.id == table_msg.id
    assert reply.content == f"table in <#{table_msg.thread.id}>"
    assert reply.ephemeral and h.followups == [reply]
    welcome = table_msg.thread.last_message()
    assert welcome is not None and welcome.content == "Welcome to the table"
    # The bot learnt about the thread through THREAD_CREATE, like on Discord.
    assert harness.bot.get_channel(table_msg.thread.id) is not None


async def test_thread_creation_forbidden_gives_403(harness: BotHarness) -> None:
    fake = harness.fake
    alice = fake.add_user("alice2")
    channel: FakeChannel = fake.guild.channel("no-threads")
    reply = await (await fake.slash(alice, "demo table", channel=channel)).message()
    assert reply.content == "no thread allowed; playing here"
    [failed] = fake.failed_requests()
    assert failed.route == "POST /channels/{channel_id}/messages/{message_id}/threads"
    assert failed.status == 403
    assert channel.visible_messages()[-1].thread is None
    # The channel payload agrees, so a bot can check permissions before trying.
    tc = harness.bot.get_channel(channel.id)
    assert isinstance(tc, discord.TextChannel)
    assert not tc.permissions_for(tc.guild.me).create_public_threads


async def test_dynamic_item_survives_restart(harness: BotHarness) -> None:
    fake = harness.fake
    alice = fake.add_user("alice2")
    await (await fake.slash(alice, "demo table")).done()
    table_msg = fake.guild.channel("general").visible_messages()[-1]
    first_bot = harness.bot
    new_bot = await harness.restart_bot()
    assert new_bot is not first_bot and first_bot.is_closed()
    click = await fake.click(alice, table_msg, "demo:count:0")
    await click.done()
    assert table_msg.content == "count 1"
    assert table_msg.custom_ids == ["demo:count:1"]
    assert fake.identify_count == 2 and fake.sync_count == 2


async def test_gateway_drop_is_resumed(harness: BotHarness) -> None:
    fake = harness.fake
    alice = fake.add_user("alice2")
    await fake.drop_gateway(code=4000)
    await fake.wait_for(lambda: fake.resume_count == 1, what="RESUME")
    msg = await (await fake.slash(alice, "demo ping")).message()
    assert msg.content == "pong"
    assert fake.identify_count == 1


@pytest.mark.parametrize(
    "route",
    ["POST /channels/{channel_id}/messages", "POST /webhooks/{webhook_id}/{webhook_token}"],
)
async def test_rate_limit_429_is_retried(harness: BotHarness, route: str) -> None:
    fake = harness.fake
    alice = fake.add_user("alice2")
    fake.faults.inject(route, Fault.rate_limited(retry_after=0.05))
    h = await fake.slash(alice, "demo say", {"text": "hello"})
    reply = await h.message()
    assert reply.content == "done"
    assert fake.last_message() is not None and fake.last_message().content == "hello"  # type: ignore[union-attr]
    statuses = [r.status for r in fake.requests if r.route == route]
    assert statuses == [429, 200]
    assert fake.faults.pending == 0


async def test_unknown_route_is_detected(harness: BotHarness) -> None:
    with pytest.raises(discord.NotFound):
        await harness.bot.http.request(discord.http.Route("GET", "/no/such/route"))
    assert [r.path for r in harness.fake.unknown_routes] == ["/no/such/route"]
    with pytest.raises(AssertionError, match="unknown route: GET /no/such/route"):
        harness.check()
    harness.reset_problems()


async def test_error_log_and_unanswered_interaction_are_detected(harness: BotHarness) -> None:
    fake = harness.fake
    alice = fake.add_user("alice2")
    h = await fake.slash(alice, "demo boom")
    await harness.fake.wait_for(lambda: harness.errors.records, what="the error log record")
    await harness.settle()
    assert not h.acknowledged
    with pytest.raises(AssertionError) as info:
        harness.check()
    assert "Ignoring exception in command" in str(info.value)
    assert "interaction never acknowledged" in str(info.value)
    harness.reset_problems()


async def test_json_content_type_is_exact(fake_discord: FakeDiscord) -> None:
    async with (
        aiohttp.ClientSession() as session,
        session.get(fake_discord.api_base + "/gateway") as resp,
    ):
        assert resp.headers["Content-Type"] == "application/json"
        assert (await resp.json())["url"] == fake_discord.gateway_url
    async with (
        aiohttp.ClientSession() as session,
        session.get(fake_discord.api_base + "/users/@me") as resp,
    ):
        assert resp.status == 401


async def test_globals_are_restored() -> None:
    before = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    async with run_bot(DemoBot) as h:
        assert h.fake.api_base == discord.http.Route.BASE
    assert before == (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
