"""A table whose channel a moderator deleted goes on in another channel of its server: its
host (or a member with Manage Server) types ``/boston resume`` there, and the table message
and its thread are posted there, the table resumed, and a restart rebuilds it there. Only a
table whose channel is known deleted moves, only within its server, only by its host or an
admin. And the direct messages telling of the deletion outlive a close before they went.
"""

from __future__ import annotations

from pathlib import Path

from bot.i18n import t
from tests.discord.driver import (
    BotHarness,
    Table,
    _world,  # pyright: ignore[reportPrivateUsage]
    boston,
    bot_factory,
    bot_of,
    seated_table,
)
from tests.discord.test_channel_deleted import dms
from tests.support.bot_runner import run_bot
from tests.support.fake_discord import FakeDiscord, Fault
from tests.support.fake_model import FakeChannel, FakeMessage, FakeUser

CREATE_DM = "POST /users/@me/channels"


async def _handled(harness: BotHarness, user: FakeUser) -> None:
    """The gateway events sent so far are handled (the gateway delivers in order)."""
    await (await harness.fake.direct_slash(user, "boston help", {})).message()
    await harness.settle()


async def _room(harness: BotHarness, name: str = "boston-room") -> FakeChannel:
    room = harness.fake.add_channel(name=name)
    await _handled(harness, harness.fake.user("north"))
    return room


def _table_messages(fake: FakeDiscord, place: FakeChannel, table_id: int) -> list[FakeMessage]:
    """The bot's messages in ``place`` with the table's **My hand** button."""
    return [
        m
        for m in place.visible_messages()
        if m.author.id == fake.bot_user.id and f"boston:hand:{table_id}" in m.custom_ids
    ]


def _arrived(line: str, table_id: int) -> bool:
    """Whether ``line`` is a moved table's first in its new thread: where it came from, who
    is called, and that it plays on, in one message."""
    start = f"Table {table_id} moved here from a deleted channel: <@"
    return line.startswith(start) and line.endswith(". The table plays on.")


async def _deleted(harness: BotHarness) -> tuple[Table, FakeChannel]:
    """A started table whose channel a moderator then deleted (the game paused)."""
    room = await _room(harness)
    table = await seated_table(harness, room)
    await harness.fake.delete_channel(room)
    await _handled(harness, harness.fake.user("north"))
    await table.settle()
    assert bot_of(harness).tables.get(table.id).status == "paused"
    return table, room


async def test_the_host_moves_a_table_whose_channel_was_deleted_and_it_plays_on(
    tmp_path: Path,
) -> None:
    """Before, the host's resume was refused for good: the evening was lost."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table, _ = await _deleted(harness)
        # The refusal in the deleted channel's name says how to move it.
        told = dms(fake, north)
        assert len(told) == 1 and f"`/boston resume table:{table.id}` typed there" in told[0]
        new = await _room(harness, "new-room")
        answer = await (
            await fake.slash(north, "boston resume", {"table": table.id}, channel=new)
        ).message()
        await table.settle()
        assert answer.text == f"Table {table.id} moved to <#{new.id}> and plays on.", answer.text
        bot = bot_of(harness)
        live = bot.tables.get(table.id)
        assert live.status == "playing"
        posted = _table_messages(fake, new, table.id)
        assert len(posted) == 1, [m.text for m in new.visible_messages()]
        message = posted[0]
        assert message.thread is not None and not message.thread.deleted
        row = await bot.db.table(table.id)
        assert row is not None
        assert (row.channel_id, row.message_id, row.thread_id) == (
            new.id,
            message.id,
            message.thread.id,
        )
        assert live.row.channel_id == new.id
        # The thread says it plays on, calling its people there once (they last saw it in
        # the deleted channel), and the people play on from the new message.
        said = message.thread.visible_messages()
        lines = [m.text for m in said]
        assert _arrived(lines[0], table.id) and "your turn" in lines[-1], lines
        seated = {fake.user(name).id for name in ("north", "east", "south", "west")}
        assert said[0].notified == seated, said[0].notified
        assert all(f"<@{user_id}>" in lines[0] for user_id in seated)
        moved = Table(harness, message, table.users)
        await moved.learn_hands()
        assert all(len(cards) > 0 for cards in moved.held.values())
        events = len(await bot.db.event_log(table.id))
        user = moved.on_turn()
        assert user is not None
        await moved.step(user)
        await moved.settle()
        assert len(await bot.db.event_log(table.id)) > events
        # A restart rebuilds it in its new channel: drawn there, nowhere posted again.
        await harness.restart_bot()
        await harness.settle()
        again = bot_of(harness).tables.get(table.id)
        assert again.status == "playing" and again.row.channel_id == new.id
        assert again.row.message_id == message.id
        assert _table_messages(fake, new, table.id) == [message]
        assert len(dms(fake, north)) == 1  # nobody is told of the deletion again


async def test_a_table_whose_channel_is_there_is_resumed_where_it_is_not_moved(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        room = await _room(harness)
        table = await seated_table(harness, room)
        general = fake.guild.channel("general")
        await (await fake.slash(north, "boston pause", {"table": table.id}, channel=room)).done()
        await table.settle()
        answer = await (
            await fake.slash(north, "boston resume", {"table": table.id}, channel=general)
        ).message()
        await table.settle()
        assert answer.text == f"Table {table.id} plays on.", answer.text
        bot = bot_of(harness)
        assert bot.tables.get(table.id).row.channel_id == room.id
        row = await bot.db.table(table.id)
        assert row is not None and row.channel_id == room.id
        assert _table_messages(fake, general, table.id) == []
        assert _table_messages(fake, room, table.id) == [table.message]


async def test_only_the_host_or_an_admin_moves_it(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table, room = await _deleted(harness)
        general = fake.guild.channel("general")
        answer = await (
            await fake.slash(
                fake.user("east"), "boston resume", {"table": table.id}, channel=general
            )
        ).message()
        assert answer.text.startswith(f"Table {table.id}'s channel was deleted"), answer.text
        assert "can move it to another text channel" in answer.text
        bot = bot_of(harness)
        live = bot.tables.get(table.id)
        assert live.status == "paused" and live.row.channel_id == room.id
        row = await bot.db.table(table.id)
        assert row is not None and row.channel_id == room.id
        assert _table_messages(fake, general, table.id) == []


def _two_servers(fake: FakeDiscord) -> None:
    _world(fake)
    fake.add_guild("other server")


async def test_a_table_never_moves_to_another_server(tmp_path: Path) -> None:
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_two_servers) as harness:
        fake = harness.fake
        table, room = await _deleted(harness)
        other = fake.guilds[1]
        there = other.channel("general")
        north = fake.user("north")
        answer = await (
            await fake.slash(
                north, "boston resume", {"table": table.id}, channel=there, guild=other
            )
        ).message()
        # Another server's table is none of this one's: ``table_here_or_told`` says so
        # before any move is looked at (it names nothing of the other server).
        assert answer.text == t("en", "refused.no_table"), answer.text
        assert answer.ephemeral_to is north
        bot = bot_of(harness)
        live = bot.tables.get(table.id)
        assert live.status == "paused" and live.row.channel_id == room.id
        assert _table_messages(fake, there, table.id) == []


async def test_the_deletion_messages_not_sent_before_a_close_go_after_the_restart(
    tmp_path: Path,
) -> None:
    """Before, a message not sent when the bot closed was never sent: the look at start-up
    finds the table paused already, and tells nobody."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        people = [fake.user(name) for name in ("north", "east", "south", "west")]
        room = await _room(harness)
        table = await seated_table(harness, room)
        # Discord opens no direct channel for now: none of the four messages goes.
        fake.faults.inject(CREATE_DM, *[Fault.server_error(503)] * 4)
        await fake.delete_channel(room)
        await _handled(harness, people[0])
        await table.settle()
        assert all(dms(fake, user) == [] for user in people)
        fake.faults.clear()
        await harness.restart_bot()
        await harness.settle()
        for user in people:
            said = dms(fake, user)
            assert len(said) == 1 and f"Table {table.id}'s channel was deleted" in said[0], said
        # Sent once: a further restart sends nothing again.
        await harness.restart_bot()
        await harness.settle()
        assert all(len(dms(fake, user)) == 1 for user in people)
