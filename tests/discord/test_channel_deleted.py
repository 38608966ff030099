"""A table's channel deleted by a moderator (its thread goes with it) is put aside as a
server the bot was removed from is: nobody can see or click the table any more, so nothing is
played there unseen (a turn timer would hand every seat to a computer, and the game would
count in stats and ratings). A game in play is paused where it stood, a lobby cancelled, and
the people at the table are told by a direct message. A deletion the bot did not hear of (it
was down) is found at start-up, or when Discord answers Unknown Channel.

And a bot removed from a server and added back: the turn notice it could not delete while it
was out goes, a lobby cancelled meanwhile shows so instead of its **Join**, and the thread of
a game paused meanwhile says why.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest

from tests.discord.driver import (
    BotHarness,
    Table,
    boston,
    bot_of,
    button_ending,
    open_table,
    seated_table,
)
from tests.discord.test_away_view_says_time_ran_out import timed
from tests.support.fake_discord import FakeDiscord, Fault
from tests.support.fake_model import CHANNEL_DM, FakeChannel, FakeGuild, FakeUser
from tests.tables.test_club import ManualSleep

MISSING_ACCESS = Fault.error(403, 50001, "Missing Access")


def dms(fake: FakeDiscord, user: FakeUser) -> list[str]:
    """What the bot said to ``user`` in direct messages."""
    return [
        m.text
        for channel in fake.channels.values()
        if channel.type == CHANNEL_DM and channel.recipients == [user]
        for m in channel.visible_messages()
        if m.author.id == fake.bot_user.id
    ]


async def _handled(harness: BotHarness, user: FakeUser) -> None:
    """The gateway events sent so far are handled (the gateway delivers in order)."""
    await (await harness.fake.direct_slash(user, "boston help", {})).message()
    await harness.settle()


async def _room(harness: BotHarness) -> FakeChannel:
    room = harness.fake.add_channel(name="boston-room")
    await _handled(harness, harness.fake.user("north"))
    return room


def _there(fake: FakeDiscord, since: int, place: FakeChannel) -> list[str]:
    """The requests made in ``place`` (or a thread of it) since request ``since``."""
    assert place.guild is not None
    ids = {str(place.id)} | {
        str(c.id) for c in place.guild.channels if c.is_thread and c.parent is place
    }
    return [r.route for r in fake.requests[since:] if any(i in r.path for i in ids)]


async def test_a_game_whose_channel_is_deleted_is_paused_not_played_out_by_its_timer(
    tmp_path: Path,
) -> None:
    """Before, the turn timer handed every seat to a computer, and the computers played the
    game out unseen: it counted in North's stats and rating ("Games: 1 played")."""
    sleep = ManualSleep()
    async with timed(tmp_path / "b.sqlite3", sleep) as harness:
        fake = harness.fake
        room = await _room(harness)
        table = await seated_table(harness, room, options={"timer": 1, "rules": "deals=2"})
        bot = bot_of(harness)
        events = len(await bot.db.event_log(table.id))
        await sleep.next_waiter()  # the turn timer runs
        asked = len(fake.requests)
        await fake.delete_channel(room)
        north = fake.user("north")
        await _handled(harness, north)
        # The timer's time runs out: nothing happens, the table is paused.
        for _, waiting in list(sleep.waiting):
            if not waiting.done():
                waiting.set_result(None)
        await table.settle()
        row = await bot.db.table(table.id)
        assert row is not None and row.status == "paused"
        assert bot.tables.get(table.id).status == "paused"  # kept, not lost
        assert len(await bot.db.event_log(table.id)) == events
        assert len(_there(fake, asked, room)) <= 2, _there(fake, asked, room)
        told = (
            f"Table {table.id}'s channel was deleted (its thread with it), so nobody could "
            "follow the game: it is paused where it stood"
        )
        for name in ("north", "east", "south", "west"):
            said = dms(fake, fake.user(name))
            assert len(said) == 1 and said[0].startswith(told), (name, said)
        # A player's resume says why it cannot play on (there, nobody would see it); the
        # host's would move it (test_table_moved.py).
        general = fake.guild.channel("general")
        answer = await (
            await fake.slash(
                fake.user("east"), "boston resume", {"table": table.id}, channel=general
            )
        ).message()
        assert answer.text.startswith(f"Table {table.id}'s channel was deleted"), answer.text
        assert bot.tables.get(table.id).status == "paused"
        # Its protocol is kept, as the message says.
        protocol = await (
            await fake.slash(north, "boston protocol", {"table": table.id}, channel=general)
        ).message()
        assert f"table {table.id}" in protocol.text, protocol.text
        # A restart does not tell anyone again, nor play it.
        await harness.restart_bot()
        await harness.settle()
        assert bot_of(harness).tables.get(table.id).status == "paused"
        assert len(dms(fake, north)) == 1


async def test_a_lobby_whose_channel_is_deleted_is_cancelled(tmp_path: Path) -> None:
    """The lobby held North's and East's places for tables elsewhere, with nothing to click."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        room = await _room(harness)
        lobby, _ = await open_table(harness, north, room)
        await (await fake.click(east, lobby, button_ending(lobby, ":join"))).done()
        await harness.settle()
        await fake.delete_channel(room)
        await _handled(harness, north)
        bot = bot_of(harness)
        assert bot.tables.tables() == []
        assert await bot.db.tables_by_status(["lobby"], host_id=north.id) == []
        for user in (north, east):
            said = dms(fake, user)
            assert len(said) == 1 and "its lobby is cancelled" in said[0], said


async def test_a_channel_deleted_while_the_bot_was_down_is_found_at_start_up(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        room = await _room(harness)
        table = await seated_table(harness, room)
        await harness.stop_bot()
        await fake.delete_channel(room)  # nobody tells the bot
        await harness.start_bot()
        await harness.settle()
        bot = bot_of(harness)
        assert bot.tables.get(table.id).status == "paused"
        assert any("channel was deleted" in text for text in dms(fake, fake.user("north")))


async def test_unknown_channel_tells_of_a_deletion_no_event_told(tmp_path: Path) -> None:
    """The deletion event missed (a disconnection): the next line the table posts finds its
    thread gone, then its channel (404 Unknown Channel), and the table is put aside."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        room = await _room(harness)
        table = await seated_table(harness, room)
        thread = table.message.thread
        assert thread is not None
        room.deleted = thread.deleted = True  # no event
        user = table.on_turn()
        assert user is not None
        await table.step(user, refresh=False)  # the next person's turn notice is posted
        await table.settle()
        bot = bot_of(harness)
        assert bot.tables.get(table.id).status == "paused"


async def test_a_deleted_thread_gives_the_table_lines_to_its_channel(tmp_path: Path) -> None:
    """The channel stays, with the table message: the game plays on, its lines there."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        thread = table.message.thread
        assert thread is not None
        await fake.delete_channel(thread)
        await _handled(harness, fake.user("north"))
        bot = bot_of(harness)
        live = bot.tables.get(table.id)
        assert live.status == "playing" and live.row.thread_id is None
        row = await bot.db.table(table.id)
        assert row is not None and row.thread_id is None
        assert dms(fake, fake.user("north")) == []


async def test_back_in_a_server_the_table_says_why_it_paused_and_old_notices_go(
    tmp_path: Path,
) -> None:
    """Before, the turn notice the bot could not delete while it was out of the server stayed
    up for good, the lobby cancelled meanwhile still offered **Join**, and nothing in the
    thread said why the table had paused."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        guild = fake.guild
        table = await seated_table(harness)
        kibitzer = fake.user("kibitzer")
        lobby, _ = await open_table(harness, kibitzer, guild.channel("general"))
        await harness.settle()
        bot = bot_of(harness)
        notices: Any = bot.get_cog("Notices")  # the extension's own class
        notices.retry_first = 0.0  # its deletion is given up at once
        on_turn = table.on_turn()
        assert on_turn is not None
        called = [m for m in table.place.visible_messages() if f"<@{on_turn.id}>" in m.text]
        assert called, "a turn notice is up"
        gone = {str(c.id) for c in guild.channels}
        fake.faults.inject(
            "* *", *[MISSING_ACCESS] * 1000, match=lambda r: any(c in r.path for c in gone)
        )
        await fake.dispatch("GUILD_DELETE", {"id": str(guild.id)}, guild)
        await _handled(harness, fake.user("north"))
        assert called[-1] in table.place.visible_messages()  # could not be deleted
        fake.faults.clear()
        await fake.dispatch("GUILD_CREATE", guild.to_create_payload(), guild)
        await _handled(harness, fake.user("north"))
        await table.settle()
        lines = [m.text for m in table.place.visible_messages()]
        assert not [m for m in called if m in table.place.visible_messages()], lines
        assert lines[-1] == (
            "The bot was removed from the server: the table paused. `/boston resume` plays on."
        ), lines
        assert lobby.text.endswith("This table was cancelled."), lobby.text
        assert not lobby.buttons, lobby.buttons
        assert bot.tables.get(table.id).status == "paused"


async def test_back_in_a_server_the_host_resumes_and_the_game_plays_on(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        guild = fake.guild
        table: Table = await seated_table(harness)
        await fake.dispatch("GUILD_DELETE", {"id": str(guild.id)}, guild)
        north = fake.user("north")
        await _handled(harness, north)
        await fake.dispatch("GUILD_CREATE", guild.to_create_payload(), guild)
        await _handled(harness, north)
        answer = await (
            await fake.slash(north, "boston resume", {"table": table.id}, guild=guild)
        ).message()
        assert answer.text == f"Table {table.id} plays on.", answer.text
        await table.settle()
        lines = [m.text for m in table.place.visible_messages()]
        assert lines[-3:-1] == [
            "The bot was removed from the server: the table paused. `/boston resume` plays on.",
            "The table plays on.",
        ], lines
        assert lines[-1].endswith(f"your turn at table {table.id}: bid or pass."), lines


async def test_every_table_in_a_deleted_channel_is_put_aside_before_anyone_is_told(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before, each table was paused (or cancelled) and its people messaged before the next
    was looked at: the next table played on, unseen, meanwhile, and a network error on a
    direct message stopped the loop there, the tables after it left playing for good and
    their people never told."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        room = await _room(harness)
        table = await seated_table(harness, room)
        kibitzer = fake.user("kibitzer")
        await open_table(harness, kibitzer, room)
        bot = bot_of(harness)
        lobby = next(t for t in bot.tables.tables() if t.status == "lobby")
        create_dm = bot.create_dm
        seen: list[tuple[int, str | None]] = []

        async def failing_first(user: discord.abc.Snowflake) -> discord.DMChannel:
            live = bot.tables.find(lobby.id)
            seen.append((user.id, None if live is None else live.status))
            if len(seen) == 1:
                raise aiohttp.ClientConnectionError("Connection reset by peer")
            return await create_dm(user)

        monkeypatch.setattr(bot, "create_dm", failing_first)
        await fake.delete_channel(room)
        await _handled(harness, fake.user("north"))
        assert seen and seen[0][1] is None, seen  # the lobby cancelled before any word
        assert bot.tables.get(table.id).status == "paused"
        assert bot.tables.find(lobby.id) is None
        assert await bot.db.tables_by_status(["lobby"], host_id=kibitzer.id) == []
        told = [user_id for user_id, _ in seen]
        assert sorted(told) == sorted(
            fake.user(name).id for name in ("north", "east", "south", "west", "kibitzer")
        ), told
        first = next(u for u in fake.users.values() if u.id == told[0])
        assert dms(fake, first) == []  # the one the network failed
        for user in (u for u in fake.users.values() if u.id in told[1:]):
            assert len(dms(fake, user)) == 1, user.username


def _unlisted(guild: FakeGuild, place: FakeChannel) -> Callable[[], Any]:
    """The server's GUILD_CREATE without ``place``: the bot does not know the channel."""
    whole = guild.to_create_payload

    def payload() -> Any:
        sent = whole()
        sent["channels"] = [c for c in sent["channels"] if c["id"] != str(place.id)]
        return sent

    return payload


@pytest.mark.parametrize("answer", [MISSING_ACCESS, None], ids=["403", "there"])
async def test_a_channel_the_server_does_not_list_is_not_taken_as_deleted_on_that_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, answer: Fault | None
) -> None:
    """Before, a channel missing from the server as the gateway brought it was taken as
    deleted at start-up: the game was paused and its four people told its channel was
    deleted. Only Discord's 404 Unknown Channel says so now; another answer (403) or the
    channel itself leaves the table playing."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        room = await _room(harness)
        table = await seated_table(harness, room)
        await harness.stop_bot()
        monkeypatch.setattr(fake.guild, "to_create_payload", _unlisted(fake.guild, room))
        if answer is not None:
            fake.faults.inject(
                "GET /channels/{channel_id}", answer, match=lambda r: str(room.id) in r.path
            )
        asked = len(fake.requests)
        await harness.start_bot()
        await harness.settle()
        bot = bot_of(harness)
        assert bot.tables.get(table.id).status == "playing"
        assert dms(fake, fake.user("north")) == []
        routes = [r.route for r in fake.requests[asked:] if str(room.id) in r.path]
        assert "GET /channels/{channel_id}" in routes, routes
        assert fake.faults.pending == 0


async def test_resume_plays_on_once_the_channel_is_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A verdict proved wrong (Discord answered Unknown Channel for a channel it lists again
    afterwards) does not refuse the table's resume until a restart, as it did."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        guild = fake.guild
        room = await _room(harness)
        table = await seated_table(harness, room)
        await harness.stop_bot()
        monkeypatch.setattr(guild, "to_create_payload", _unlisted(guild, room))
        unknown = Fault.error(404, 10003, "Unknown Channel")
        fake.faults.inject(
            "GET /channels/{channel_id}", unknown, match=lambda r: str(room.id) in r.path
        )
        await harness.start_bot()
        await harness.settle()
        bot = bot_of(harness)
        assert bot.tables.get(table.id).status == "paused"  # taken as deleted
        monkeypatch.undo()
        await fake.dispatch("CHANNEL_CREATE", room.to_payload(), guild)
        north = fake.user("north")
        await _handled(harness, north)
        answer = await (
            await fake.slash(north, "boston resume", {"table": table.id}, guild=guild)
        ).message()
        assert answer.text == f"Table {table.id} plays on.", answer.text
        await table.settle()
        assert bot.tables.get(table.id).status == "playing"
        assert "paused" not in table.message.text.lower(), table.message.text


async def test_resume_of_a_table_whose_channel_is_deleted_by_a_player_says_who_may_end_it(
    tmp_path: Path,
) -> None:
    """East (neither host nor Manage Server) is told why it cannot play on and who may move
    or end it: told only "ask the host", East would not know that the host's resume in
    another channel moves it (test_table_moved.py); before that, East read "`/boston abandon
    table:N` ends it", which would only refuse them."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        room = await _room(harness)
        table = await seated_table(harness, room)
        await fake.delete_channel(room)
        east = fake.user("east")
        await _handled(harness, east)
        general = fake.guild.channel("general")
        told = (
            f"Table {table.id}'s channel was deleted, so it cannot be played on there: it stays "
            "paused as it stood. The host or a member with Manage Server can move it to another "
            f"text channel of this server by typing `/boston resume table:{table.id}` there (it "
            f"plays on there), or end it with `/boston abandon table:{table.id}`."
        )
        for who in (east,):
            answer = await (
                await fake.slash(who, "boston resume", {"table": table.id}, channel=general)
            ).message()
            assert answer.text == told, (who, answer.text)
        assert bot_of(harness).tables.get(table.id).status == "paused"
