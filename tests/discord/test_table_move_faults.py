"""Moving a table whose channel was deleted (``/boston resume`` elsewhere: ``TableCog.move``)
when things go wrong: a second resume (or any other command) during the move (the move held
on an event between its post and its thread: no sleeps), a channel the bot may not post in
or see, a Discord failure, a save refused, a thread not opened or an error nobody foresaw
after the post, a crash between the post and the save (the message it leaves acts on
nothing), a resume refused after the move, a channel that is no text channel, a deletion the
bot found only at the resume; and the direct messages owed about the deletion (migration
0023): kept with the pauses, kept across a failed move, held while a move is under way (sent
if it fails, not if it moves), dropped once they are stale (moved, abandoned) or Discord
refuses them for good.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.i18n import t
from cogs.boston import table_move
from db.errors import StorageError
from tests.discord.driver import BotHarness, Table, boston, bot_of, seated_table
from tests.discord.test_channel_deleted import _unlisted, dms  # pyright: ignore[reportPrivateUsage]
from tests.discord.test_table_moved import (
    CREATE_DM,
    _arrived,  # pyright: ignore[reportPrivateUsage]
    _deleted,
    _handled,
    _room,
    _table_messages,
)
from tests.support.fake_discord import Fault, InteractionHandle
from tests.support.fake_model import FakeChannel, FakeMessage, FakeUser

POST = "POST /channels/{channel_id}/messages"
HISTORY = "GET /channels/{channel_id}/messages"


@dataclass(eq=False)
class _VoiceChannel(FakeChannel):
    """A voice channel (type 2), whose text chat a command may be typed in."""

    def to_payload(self) -> dict[str, Any]:
        payload = super().to_payload()
        payload.update(bitrate=64000, user_limit=0, rtc_region=None, video_quality_mode=1)
        return payload


def _people(harness: BotHarness) -> list[FakeUser]:
    return [harness.fake.user(name) for name in ("north", "east", "south", "west")]


async def _deleted_untold(harness: BotHarness) -> tuple[Table, FakeChannel]:
    """:func:`_deleted`, with Discord opening no direct channel for now: the four messages
    about the deletion stay owed."""
    fake = harness.fake
    room = await _room(harness)
    table = await seated_table(harness, room)
    fake.faults.inject(CREATE_DM, *[Fault.server_error(503)] * 4)
    await fake.delete_channel(room)
    await _handled(harness, fake.user("north"))
    await table.settle()
    assert all(dms(fake, user) == [] for user in _people(harness))
    fake.faults.clear()
    return table, room


async def _unmoved(harness: BotHarness, table: Table, room: FakeChannel, new: FakeChannel) -> None:
    """Nothing was changed: the table is paused in its deleted channel, shown nowhere."""
    bot = bot_of(harness)
    live = bot.tables.get(table.id)
    assert live.status == "paused" and live.row.channel_id == room.id
    row = await bot.db.table(table.id)
    assert row is not None and row.channel_id == room.id
    assert row.message_id == table.message.id
    assert _table_messages(harness.fake, new, table.id) == []
    threads = harness.fake.guild.channels
    assert [c for c in threads if c.is_thread and c.parent is new and not c.deleted] == []


def _held_move(
    harness: BotHarness, monkeypatch: pytest.MonkeyPatch
) -> tuple[asyncio.Event, asyncio.Event]:
    """The next move stops after its post, before its thread and its write, until released:
    (reached, release). Patched in the module the move looks it up in (``table_move.py``,
    which the extension's module imports as any import does: only ``cogs.boston.table`` itself
    is a module object of its own, made by ``load_extension``)."""
    module = table_move
    real = module.open_thread
    reached, release = asyncio.Event(), asyncio.Event()

    async def held(*args: Any, **kwargs: Any) -> int | None:
        reached.set()
        await release.wait()
        return await real(*args, **kwargs)

    monkeypatch.setattr(module, "open_thread", held)
    return reached, release


async def _answer(harness: BotHarness, handle: InteractionHandle) -> str:
    """The answer to ``handle`` without waiting for every handler (the held move's is one)."""

    def answered() -> FakeMessage | None:
        original = handle.original
        return original if original is not None and not original.loading else None

    message = await harness.fake.wait_for(answered, what=f"the answer to {handle!r}")
    return message.text


async def test_a_second_resume_during_the_move_is_refused_and_the_move_plays_on_in_its_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Held between its post and its thread (its write after), the move is claimed: a
    second resume and another command are refused; a step away made meanwhile is said in the
    new thread once it is there, before it plays on. Before, the second resume found the new
    channel listed and resumed the table before the move had made its thread: "The table
    plays on." was lost, and the turn notice went to the channel."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        room = await _room(harness)
        table = await seated_table(harness, room)
        view = await table.open_hand(east)
        await fake.delete_channel(room)
        await _handled(harness, north)
        await table.settle()
        new = await _room(harness, "new-room")
        other = await _room(harness, "other-room")
        reached, release = _held_move(harness, monkeypatch)
        first = await fake.slash(north, "boston resume", {"table": table.id}, channel=new)
        await asyncio.wait_for(reached.wait(), 10)  # posted, not yet saved
        again = await fake.slash(north, "boston resume", {"table": table.id}, channel=new)
        elsewhere = await fake.slash(north, "boston pause", {"table": table.id}, channel=other)
        said = [await _answer(harness, again), await _answer(harness, elsewhere)]
        away = await fake.click(east, view, label="Let a computer play")
        await away.response()
        release.set()
        moving = f"Table {table.id} is being moved to another channel just now: try again in"
        assert all(text.startswith(moving) for text in said), said
        moved = await first.message()
        assert moved.text == f"Table {table.id} moved to <#{new.id}> and plays on.", moved.text
        await table.settle()
        await harness.settle()
        assert bot_of(harness).tables.get(table.id).status == "playing"
        assert _table_messages(fake, other, table.id) == []
        posted = _table_messages(fake, new, table.id)
        assert len(posted) == 1 and posted[0].thread is not None
        lines = [m.text for m in posted[0].thread.visible_messages()]
        # The step away made during the move is said in the new thread, before it plays on.
        assert "stepped away" in lines[0] and _arrived(lines[1], table.id), lines
        assert [m.text for m in new.visible_messages() if "your turn" in m.text] == []


async def test_a_resume_in_another_tables_thread_moves_it_to_that_thread_s_channel(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        room = await _room(harness)
        table = await seated_table(harness, room)
        await fake.delete_channel(room)
        await _handled(harness, north)
        await table.settle()
        general = fake.guild.channel("general")
        players = ("kibitzer", "sven", "west", "south")
        second = await seated_table(harness, general, players=players)
        thread = second.message.thread
        assert thread is not None
        before = {m.id for m in thread.visible_messages()}
        answer = await (
            await fake.slash(north, "boston resume", {"table": table.id}, channel=thread)
        ).message()
        await table.settle()
        moved = f"Table {table.id} moved to <#{general.id}> and plays on."
        assert answer.text == moved, answer.text
        posted = _table_messages(fake, general, table.id)
        assert len(posted) == 1 and posted[0].thread is not None
        assert posted[0].thread is not thread
        assert _table_messages(fake, thread, table.id) == []
        news = [m.text for m in thread.visible_messages() if m.id not in before]
        assert all(f"table {table.id}" not in text.lower() for text in news), news


@pytest.mark.parametrize(
    ("fault", "key"),
    [
        (Fault.error(403, 50013, "Missing Permissions"), "refused.move_failed"),
        (Fault.error(403, 50001, "Missing Access"), "refused.move_unseen"),
        (Fault.server_error(503), "refused.move_later"),
    ],
    ids=["403", "403-access", "503"],
)
async def test_a_failed_move_says_why_changes_nothing_and_keeps_the_owed_messages(
    tmp_path: Path, fault: Fault, key: str
) -> None:
    """Before, the owed messages were dropped as the move began, so a move that then failed
    left nobody told; and every failure was said as missing permissions."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table, room = await _deleted_untold(harness)
        new = await _room(harness, "new-room")
        fake.faults.inject(POST, fault, match=lambda r: r.path == f"/channels/{new.id}/messages")
        answer = await (
            await fake.slash(north, "boston resume", {"table": table.id}, channel=new)
        ).message()
        await table.settle()
        assert answer.text == t("en", key, id=table.id), answer.text
        assert answer.ephemeral_to is north
        await _unmoved(harness, table, room, new)
        assert len(await bot_of(harness).db.gone_notices()) == 4
        await harness.restart_bot()
        await harness.settle()
        for user in _people(harness):
            said = dms(fake, user)
            assert len(said) == 1 and f"Table {table.id}'s channel was deleted" in said[0], said


async def test_a_move_whose_save_is_refused_takes_its_message_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table, room = await _deleted(harness)
        new = await _room(harness, "new-room")
        bot = bot_of(harness)

        async def refused(*args: object, **kwargs: object) -> None:
            raise StorageError("disk full")

        monkeypatch.setattr(bot.tables, "set_messages", refused)
        answer = await (
            await fake.slash(north, "boston resume", {"table": table.id}, channel=new)
        ).message()
        await table.settle()
        assert answer.text == t("en", "refused.move_later", id=table.id), answer.text
        await _unmoved(harness, table, room, new)
        monkeypatch.undo()
        answer = await (
            await fake.slash(north, "boston resume", {"table": table.id}, channel=new)
        ).message()
        await table.settle()
        assert answer.text == f"Table {table.id} moved to <#{new.id}> and plays on.", answer.text
        posted = _table_messages(fake, new, table.id)
        assert len(posted) == 1 and posted[0].thread is not None


async def test_a_successful_move_drops_the_owed_messages(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table, _ = await _deleted_untold(harness)
        new = await _room(harness, "new-room")
        answer = await (
            await fake.slash(fake.user("north"), "boston resume", {"table": table.id}, channel=new)
        ).message()
        await table.settle()
        assert answer.text == f"Table {table.id} moved to <#{new.id}> and plays on."
        assert await bot_of(harness).db.gone_notices() == []
        await harness.restart_bot()
        await harness.settle()
        assert all(dms(fake, user) == [] for user in _people(harness))


async def test_a_member_with_manage_server_moves_it(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table, _ = await _deleted(harness)
        assert fake.owner.id != fake.user("north").id  # not the host
        new = await _room(harness, "new-room")
        answer = await (
            await fake.slash(fake.owner, "boston resume", {"table": table.id}, channel=new)
        ).message()
        await table.settle()
        assert answer.text == f"Table {table.id} moved to <#{new.id}> and plays on.", answer.text
        bot = bot_of(harness)
        assert bot.tables.get(table.id).status == "playing"
        assert bot.tables.get(table.id).row.channel_id == new.id
        assert len(_table_messages(fake, new, table.id)) == 1


async def test_a_table_moves_to_no_voice_channel(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table, room = await _deleted(harness)
        guild = fake.guild
        voice = _VoiceChannel(id=fake.ids.next(), name="voice", guild=guild, type=2)
        guild.channels.append(voice)
        fake.channels[voice.id] = voice
        fake._dispatch_soon("CHANNEL_CREATE", voice.to_payload(), guild)  # pyright: ignore[reportPrivateUsage]
        await _handled(harness, fake.user("north"))
        answer = await (
            await fake.slash(
                fake.user("north"), "boston resume", {"table": table.id}, channel=voice
            )
        ).message()
        await table.settle()
        assert answer.text == t("en", "refused.move_wrong_place", id=table.id), answer.text
        await _unmoved(harness, table, room, voice)


async def test_a_deletion_found_by_the_resume_itself_is_put_aside_and_moved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The deletion's pause was refused (a write failed), so the table still played when its
    host typed ``/boston resume`` elsewhere. Before, they were told it stays paused and to
    type ``/boston resume`` elsewhere: what they had just done."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        room = await _room(harness)
        table = await seated_table(harness, room)
        bot = bot_of(harness)
        pause = bot.tables.pause
        refusals = [StorageError("database is locked")]

        async def refused_once(*args: object, **kwargs: object) -> None:
            if refusals:
                raise refusals.pop()
            await pause(*args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(bot.tables, "pause", refused_once)
        await fake.delete_channel(room)
        await _handled(harness, north)
        await table.settle()
        assert bot.tables.get(table.id).status == "playing"
        new = await _room(harness, "new-room")
        answer = await (
            await fake.slash(north, "boston resume", {"table": table.id}, channel=new)
        ).message()
        await table.settle()
        assert answer.text == f"Table {table.id} moved to <#{new.id}> and plays on.", answer.text
        live = bot.tables.get(table.id)
        assert live.status == "playing" and live.row.channel_id == new.id
        assert len(_table_messages(fake, new, table.id)) == 1


async def test_the_owed_messages_are_kept_with_the_pauses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before, they were kept by the task sent aside after every pause: a close or a crash
    before it ran lost them all."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        room = await _room(harness)
        table = await seated_table(harness, room)
        from cogs.boston.table import TableCog

        cog = bot_of(harness).get_cog(TableCog.__cog_name__)
        assert isinstance(cog, TableCog)
        # What is sent aside never runs: the bot stopped right after the pauses.
        monkeypatch.setattr(cog, "_aside", lambda work, name: work.close())  # pyright: ignore[reportUnknownLambdaType, reportUnknownMemberType]
        await fake.delete_channel(room)
        await _handled(harness, fake.user("north"))
        assert bot_of(harness).tables.get(table.id).status == "paused"
        assert len(await bot_of(harness).db.gone_notices()) == 4
        monkeypatch.undo()
        await harness.restart_bot()
        await harness.settle()
        assert all(len(dms(fake, user)) == 1 for user in _people(harness))


async def test_the_owed_messages_of_an_abandoned_table_are_not_sent(tmp_path: Path) -> None:
    """Before, a table abandoned before its messages went still told everyone, at the next
    start-up, that it is paused and how to move it."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table, _ = await _deleted_untold(harness)
        question = await (await fake.slash(north, "boston abandon", {"table": table.id})).message()
        await (await fake.click(north, question, label=f"Abandon table {table.id}")).done()
        await harness.settle()
        assert bot_of(harness).tables.find(table.id) is None
        await harness.restart_bot()
        await harness.settle()
        assert all(dms(fake, user) == [] for user in _people(harness))
        assert await bot_of(harness).db.gone_notices() == []


async def test_a_message_discord_refuses_for_good_is_not_owed_any_more(tmp_path: Path) -> None:
    """Before, a person Discord opens no direct channel to (Unknown User) was asked for again
    at every start-up."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        room = await _room(harness)
        table = await seated_table(harness, room)
        fake.faults.inject(
            CREATE_DM,
            Fault.error(404, 10013, "Unknown User"),
            Fault.server_error(503),
        )
        await fake.delete_channel(room)
        await _handled(harness, fake.user("north"))
        await table.settle()
        await harness.settle()
        owed = await bot_of(harness).db.gone_notices()
        assert len(owed) == 1, owed  # the 503's, for the next start-up; not the 404's
        said = [len(dms(fake, user)) for user in _people(harness)]
        assert sorted(said) == [0, 0, 1, 1], said


async def test_the_owed_messages_go_once_the_channel_is_there_after_all(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A verdict proved wrong (Discord answered Unknown Channel for a channel the server lists
    again afterwards). Before, the messages still owed were sent at the next start-up all the
    same: "your table's channel was deleted", of a table playing on in it."""
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
        # Discord opens no direct channel for now (the start-up asks for more than these four).
        fake.faults.inject(CREATE_DM, *[Fault.server_error(503)] * 20)
        await harness.start_bot()
        await harness.settle()
        fake.faults.clear()
        bot = bot_of(harness)
        assert bot.tables.get(table.id).status == "paused"  # taken as deleted
        assert len(await bot.db.gone_notices()) >= 3  # north's DM channel was known already
        told = [len(dms(fake, user)) for user in _people(harness)]
        monkeypatch.undo()
        await fake.dispatch("CHANNEL_CREATE", room.to_payload(), guild)
        north = fake.user("north")
        await _handled(harness, north)
        answer = await (
            await fake.slash(north, "boston resume", {"table": table.id}, guild=guild)
        ).message()
        assert answer.text == f"Table {table.id} plays on.", answer.text
        assert await bot.db.gone_notices() == []
        await harness.restart_bot()
        await harness.settle()
        assert [len(dms(fake, user)) for user in _people(harness)] == told


async def _found_by_the_resume(harness: BotHarness, monkeypatch: pytest.MonkeyPatch) -> Table:
    """A table still playing in a deleted channel (the deletion's pause refused once): the
    host's ``/boston resume`` elsewhere finds the deletion and puts it aside itself."""
    fake = harness.fake
    room = await _room(harness)
    table = await seated_table(harness, room)
    bot = bot_of(harness)
    pause = bot.tables.pause
    refusals = [StorageError("database is locked")]

    async def refused_once(*args: object, **kwargs: object) -> None:
        if refusals:
            raise refusals.pop()
        await pause(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(bot.tables, "pause", refused_once)
    await fake.delete_channel(room)
    await _handled(harness, fake.user("north"))
    await table.settle()
    assert bot.tables.get(table.id).status == "playing"
    assert all(dms(fake, user) == [] for user in _people(harness))
    return table


async def test_a_deletion_found_by_the_resume_that_moves_it_tells_nobody_it_is_paused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The put-aside's direct messages went aside while the resume moved the table: before,
    people were told "paused … move it" just after it had moved and played on."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await _found_by_the_resume(harness, monkeypatch)
        new = await _room(harness, "new-room")
        answer = await (
            await fake.slash(fake.user("north"), "boston resume", {"table": table.id}, channel=new)
        ).message()
        await table.settle()
        await harness.settle()
        assert answer.text == f"Table {table.id} moved to <#{new.id}> and plays on.", answer.text
        assert [dms(fake, user) for user in _people(harness)] == [[]] * 4
        assert await bot_of(harness).db.gone_notices() == []


async def test_a_deletion_found_by_a_resume_that_cannot_move_it_tells_everyone_after(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The messages the move held back are true once it failed (paused, in no channel): sent
    after its answer."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await _found_by_the_resume(harness, monkeypatch)
        new = await _room(harness, "new-room")
        missing = Fault.error(403, 50013, "Missing Permissions")
        fake.faults.inject(POST, missing, match=lambda r: r.path == f"/channels/{new.id}/messages")
        answer = await (
            await fake.slash(fake.user("north"), "boston resume", {"table": table.id}, channel=new)
        ).message()
        await table.settle()
        await harness.settle()
        assert answer.text == t("en", "refused.move_failed", id=table.id), answer.text
        for user in _people(harness):
            said = dms(fake, user)
            assert len(said) == 1 and f"Table {table.id}'s channel was deleted" in said[0], said
        assert await bot_of(harness).db.gone_notices() == []


class _Unforeseen(Exception):
    """An error nobody foresaw, after the move's post."""


@pytest.mark.parametrize("where", ["thread", "save"])
async def test_a_failure_after_the_post_takes_the_move_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    """The thread's opening cut by a network error, or the save by an unforeseen error.
    Before, the error escaped: "something went wrong, nothing changed", the table message
    left up in the new channel (its buttons acting on the table), the next try not counted."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table, room = await _deleted(harness)
        new = await _room(harness, "new-room")
        bot = bot_of(harness)

        async def broken(*args: Any, **kwargs: Any) -> Any:
            if where == "thread":
                raise aiohttp.ClientConnectionError("connection reset")
            raise _Unforeseen("an error nobody foresaw")

        if where == "thread":
            monkeypatch.setattr(table_move, "open_thread", broken)  # looked up there
        else:
            monkeypatch.setattr(bot.tables, "set_messages", broken)
        answer = await (
            await fake.slash(north, "boston resume", {"table": table.id}, channel=new)
        ).message()
        await table.settle()
        assert answer.text == t("en", "refused.move_later", id=table.id), answer.text
        assert "It stays paused" in answer.text and "Nothing was changed" not in answer.text
        await _unmoved(harness, table, room, new)
        monkeypatch.undo()
        answer = await (
            await fake.slash(north, "boston resume", {"table": table.id}, channel=new)
        ).message()
        await table.settle()
        assert answer.text == f"Table {table.id} moved to <#{new.id}> and plays on.", answer.text
        assert len(_table_messages(fake, new, table.id)) == 1


async def test_a_table_message_a_crashed_move_left_behind_acts_on_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A crash between the move's post and its save leaves that message up, and here the
    next move cannot read that channel to take it down (``test_table_moved_restart.py``
    has the one it does). Before, its **My hand** showed the live table's hand from a
    message that was not the table's."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        table, _ = await _deleted(harness)
        a = await _room(harness, "room-a")
        b = await _room(harness, "room-b")
        reached, _release = _held_move(harness, monkeypatch)
        with harness.allow_errors(r".*"):
            await fake.slash(north, "boston resume", {"table": table.id}, channel=a)
            await asyncio.wait_for(reached.wait(), 10)  # posted, not saved
            await harness.stop_bot(settle_first=False)
            for task in asyncio.all_tasks():  # the process ends: its command with it
                if task.get_name().startswith("CommandTree"):
                    task.cancel()
            await asyncio.sleep(0)
        monkeypatch.undo()
        await harness.start_bot()
        await harness.settle()
        [orphan] = _table_messages(fake, a, table.id)
        unread = Fault.server_error(503)
        fake.faults.inject(HISTORY, unread, match=lambda r: r.path == f"/channels/{a.id}/messages")
        answer = await (
            await fake.slash(north, "boston resume", {"table": table.id}, channel=b)
        ).message()
        await table.settle()
        assert answer.text == f"Table {table.id} moved to <#{b.id}> and plays on.", answer.text
        pressed = await (await fake.click(east, orphan, f"boston:hand:{table.id}")).message()
        assert pressed.text == t("en", "refused.table_moved", id=table.id, channel=f"<#{b.id}>")
        assert pressed.ephemeral_to is east
        await harness.settle()
        assert orphan.custom_ids == []  # its buttons taken off
        assert len(_table_messages(fake, b, table.id)) == 1


async def test_a_resume_refused_after_the_move_says_where_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before, it said "nothing changed" of a table that had moved (paused, in the new
    channel)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table, _ = await _deleted(harness)
        new = await _room(harness, "new-room")
        bot = bot_of(harness)

        async def refused(*args: object, **kwargs: object) -> None:
            raise StorageError("database is locked")

        monkeypatch.setattr(bot.tables, "resume", refused)
        answer = await (
            await fake.slash(north, "boston resume", {"table": table.id}, channel=new)
        ).message()
        await table.settle()
        where = f"<#{new.id}>"
        assert answer.text == t("en", "refused.moved_paused", id=table.id, channel=where)
        live = bot.tables.get(table.id)
        assert live.status == "paused" and live.row.channel_id == new.id
        monkeypatch.undo()
        answer = await (
            await fake.slash(north, "boston resume", {"table": table.id}, channel=new)
        ).message()
        await table.settle()
        assert answer.text == f"Table {table.id} plays on.", answer.text
        [posted] = _table_messages(fake, new, table.id)
        assert posted.thread is not None
        lines = [m.text for m in posted.thread.visible_messages()]
        assert _arrived(lines[0], table.id), lines  # its people called once it plays on
