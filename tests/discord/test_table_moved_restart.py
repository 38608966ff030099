"""A table moved after its channel was deleted (``TableCog.move``), across a restart: the call
of its people in the new thread ("Table N moved here from a deleted channel: @A @B …") is owed
from the move's own write (migration 0025) and made at the resume that follows, even after a
restart between the two, and once only. A step away made while the table sat in its deleted
channel is said in the new thread, from the seat changes saved. A table message a crash left
behind between a move's post and its save is taken down by the next move.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from cogs.boston import ids
from db.errors import StorageError
from tests.discord.driver import BotHarness, Table, boston, bot_of, seated_table
from tests.discord.test_table_move_faults import _held_move  # pyright: ignore[reportPrivateUsage]
from tests.discord.test_table_moved import (
    _arrived,  # pyright: ignore[reportPrivateUsage]
    _deleted,
    _handled,
    _room,
    _table_messages,
)
from tests.support.fake_model import FakeChannel, FakeMessage


async def _say(harness: BotHarness, table: Table, command: str, channel: FakeChannel) -> str:
    """The host's ``/boston <command> table:N`` typed in ``channel``: its answer."""
    north = harness.fake.user("north")
    handle = await harness.fake.slash(
        north, f"boston {command}", {"table": table.id}, channel=channel
    )
    answer = await handle.message()
    await table.settle()
    await harness.settle()
    return answer.text


def _thread_lines(message: FakeMessage) -> list[str]:
    assert message.thread is not None
    return [m.text for m in message.thread.visible_messages()]


async def test_the_moved_call_survives_a_restart_between_the_move_and_its_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The move is saved, its resume is not (refused), then the bot restarts: the resume
    after it calls the people in the new thread, once; a later pause and resume, and a
    further restart, say only that it plays on. Before, the call lived in the process only:
    the resume after the restart said "The table plays on." and nobody was called."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, _ = await _deleted(harness)
        new = await _room(harness, "new-room")

        async def refused(*args: object, **kwargs: object) -> None:
            raise StorageError("database is locked")

        monkeypatch.setattr(bot_of(harness).tables, "resume", refused)
        await _say(harness, table, "resume", new)  # moved, still paused
        monkeypatch.undo()
        [posted] = _table_messages(harness.fake, new, table.id)
        assert _thread_lines(posted) == []  # nobody called yet: it does not play on
        await harness.restart_bot()
        await harness.settle()
        assert bot_of(harness).tables.get(table.id).row.channel_id == new.id
        answer = await _say(harness, table, "resume", new)
        assert answer == f"Table {table.id} plays on.", answer
        lines = _thread_lines(posted)
        assert _arrived(lines[0], table.id), lines
        seated = {harness.fake.user(n).id for n in ("north", "east", "south", "west")}
        assert posted.thread is not None
        assert posted.thread.visible_messages()[0].notified == seated
        # Called once: neither a later pause and resume nor a restart calls them again.
        await _say(harness, table, "pause", new)
        await harness.restart_bot()
        await harness.settle()
        await _say(harness, table, "resume", new)
        lines = _thread_lines(posted)
        assert sum(_arrived(line, table.id) for line in lines) == 1, lines
        assert lines.count("The table plays on.") == 1, lines
        assert await bot_of(harness).db.moved_calls() == []


async def test_a_step_away_made_while_the_channel_was_gone_is_said_in_the_new_thread(
    tmp_path: Path,
) -> None:
    """East lets a computer play while the table sits paused in its deleted channel (their
    hand view still open): nothing could be posted there. Once it moves, its new thread says
    so first (the step-away notice, with its **Take my seat back**), then calls the people;
    a restart does not say it again. Before, the table message showed the computer at the
    seat and nobody was told why."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        room = await _room(harness)
        table = await seated_table(harness, room)
        view = await table.open_hand(east)
        await fake.delete_channel(room)
        await _handled(harness, north)
        await table.settle()
        assert bot_of(harness).tables.get(table.id).status == "paused"
        away = await fake.click(east, view, label="Let a computer play")
        await away.response()
        await table.settle()
        await harness.settle()
        new = await _room(harness, "new-room")
        answer = await _say(harness, table, "resume", new)
        assert answer == f"Table {table.id} moved to <#{new.id}> and plays on.", answer
        [posted] = _table_messages(fake, new, table.id)
        assert posted.thread is not None
        said = posted.thread.visible_messages()
        lines = [m.text for m in said]
        assert "stepped away" in lines[0] and f"<@{east.id}>" in lines[0], lines
        assert ids.seat_id(table.id, "back") in said[0].custom_ids, said[0].custom_ids
        assert _arrived(lines[1], table.id), lines
        await harness.restart_bot()
        await harness.settle()
        again = [m.text for m in posted.thread.visible_messages()]
        assert sum("stepped away" in line for line in again) == 1, again


async def test_a_table_message_a_crashed_move_left_behind_is_taken_down_by_the_next_move(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A crash between the move's post (in room A) and its save leaves that message up, its
    id saved nowhere; the next move (to room B, after a restart) takes it down, as its
    channel was kept before the post (migration 0025). Before, it stayed in room A for good,
    a second table message whose buttons were only refused."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
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
        answer = await _say(harness, table, "resume", b)
        assert answer == f"Table {table.id} moved to <#{b.id}> and plays on.", answer
        assert orphan.deleted and _table_messages(fake, a, table.id) == []
        [posted] = _table_messages(fake, b, table.id)
        assert bot_of(harness).tables.get(table.id).row.message_id == posted.id
        assert await bot_of(harness).db.move_places(table.id) == []
