"""A table moved after its channel was deleted (``TableCog.move``): its people are called in
the new thread at most once, the call taken in the resume's own write
(``db.repos.tables.set_table_status``), not in a write of its own that could be refused;
the channels its moves posted in (migration 0025, ``move_places``) do not pile up: a post
Discord refused keeps none, and a channel the bot may not read counts as looked through; and
a step away made in the deleted channel, then a restart, is still said after the move."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import t
from cogs.boston import ids
from db.errors import StorageError
from tests.discord.driver import BotHarness, Table, boston, bot_of, seated_table
from tests.discord.test_table_move_faults import (
    HISTORY,
    POST,
    _deleted_untold,  # pyright: ignore[reportPrivateUsage]
)
from tests.discord.test_table_moved import (
    _arrived,  # pyright: ignore[reportPrivateUsage]
    _deleted,
    _handled,  # pyright: ignore[reportPrivateUsage]
    _room,  # pyright: ignore[reportPrivateUsage]
    _table_messages,  # pyright: ignore[reportPrivateUsage]
)
from tests.discord.test_table_moved_restart import (
    _say,  # pyright: ignore[reportPrivateUsage]
    _thread_lines,  # pyright: ignore[reportPrivateUsage]
)
from tests.support.fake_discord import Fault
from tests.support.fake_model import FakeChannel


async def test_a_step_away_in_the_deleted_channel_then_a_restart_is_still_said_after_the_move(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        room = await _room(harness)
        table = await seated_table(harness, room)
        view = await table.open_hand(east)
        await fake.delete_channel(room)
        await _handled(harness, north)
        await table.settle()
        away = await fake.click(east, view, label="Let a computer play")
        await away.response()
        await table.settle()
        await harness.settle()
        await harness.restart_bot()  # a restart before the move
        await harness.settle()
        new = await _room(harness, "new-room")
        answer = await _say(harness, table, "resume", new)
        assert answer == f"Table {table.id} moved to <#{new.id}> and plays on.", answer
        [posted] = _table_messages(fake, new, table.id)
        assert posted.thread is not None
        said = posted.thread.visible_messages()
        lines = [m.text for m in said]
        assert any("stepped away" in line for line in lines), lines
        assert any(ids.seat_id(table.id, "back") in m.custom_ids for m in said), lines


async def _called_once(harness: BotHarness, table: Table, new: FakeChannel) -> None:
    """Paused, a restart, resumed again: its people were called once, and nothing is owed."""
    [posted] = _table_messages(harness.fake, new, table.id)
    await _say(harness, table, "pause", new)
    await harness.restart_bot()
    await harness.settle()
    await _say(harness, table, "resume", new)
    lines = _thread_lines(posted)
    assert sum(_arrived(line, table.id) for line in lines) == 1, lines
    assert await bot_of(harness).db.moved_calls() == []


async def test_a_write_refused_after_the_resume_calls_nobody_twice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before, the worker took the call in a write of its own just before posting it, and
    called all the same when that write was refused: its row stayed, and the resume after a
    pause and a restart called everyone again. The take is the resume's write now: no write
    after it is needed (``take_moved_call`` refused here is what the old code called)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, _ = await _deleted(harness)
        new = await _room(harness, "new-room")
        db = bot_of(harness).db

        async def refused(*args: object) -> bool:
            raise StorageError("database is locked")

        monkeypatch.setattr(db, "take_moved_call", refused, raising=False)
        await _say(harness, table, "resume", new)
        monkeypatch.undo()
        assert _arrived(_thread_lines(_table_messages(harness.fake, new, table.id)[0])[0], table.id)
        await _called_once(harness, table, new)


async def test_a_resume_whose_write_is_refused_keeps_the_call_for_the_next(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The resume's write (which takes the call) refused by the database: the table stays
    paused in its new channel, nobody called yet; the next resume calls them, once."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, _ = await _deleted(harness)
        new = await _room(harness, "new-room")
        db = bot_of(harness).db
        real = db.set_table_status

        async def refused(table_id: int, status: str, **kwargs: object) -> None:
            if status == "playing":
                raise StorageError("database is locked")
            await real(table_id, status, **kwargs)  # pyright: ignore[reportArgumentType]

        monkeypatch.setattr(db, "set_table_status", refused)
        with harness.allow_errors(r".*"):
            answer = await _say(harness, table, "resume", new)
        monkeypatch.undo()
        where = f"<#{new.id}>"
        assert answer == t("en", "refused.moved_paused", id=table.id, channel=where), answer
        [posted] = _table_messages(harness.fake, new, table.id)
        assert _thread_lines(posted) == []
        assert [owed for owed, _ in await db.moved_calls()] == [table.id]
        answer = await _say(harness, table, "resume", new)
        assert answer == f"Table {table.id} plays on.", answer
        assert _arrived(_thread_lines(posted)[0], table.id), _thread_lines(posted)
        await _called_once(harness, table, new)


@pytest.mark.parametrize(
    "fault",
    [Fault.error(403, 50013, "Missing Permissions"), Fault.error(403, 50001, "Missing Access")],
    ids=["permissions", "access"],
)
async def test_a_move_discord_refuses_keeps_no_place(tmp_path: Path, fault: Fault) -> None:
    """Nothing was posted: before, its channel was kept all the same, and every later move
    asked Discord for that channel's messages again (for good, where it could not read it)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, _ = await _deleted_untold(harness)
        new = await _room(harness, "new-room")
        harness.fake.faults.inject(
            POST, fault, match=lambda r: r.path == f"/channels/{new.id}/messages"
        )
        await _say(harness, table, "resume", new)
        assert _table_messages(harness.fake, new, table.id) == []
        assert await bot_of(harness).db.move_places(table.id) == []


async def test_a_channel_the_bot_may_not_read_counts_as_looked_through(tmp_path: Path) -> None:
    """A move to room A fails after Discord's 503 (its post may be up: A is kept); the move
    to room B is made, and A's messages are refused to the bot (403). Before, A was never
    counted as looked through: kept for good, asked of Discord at every later move."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table, _ = await _deleted_untold(harness)
        a = await _room(harness, "room-a")
        b = await _room(harness, "room-b")
        fake.faults.inject(
            POST, Fault.server_error(503), match=lambda r: r.path == f"/channels/{a.id}/messages"
        )
        await _say(harness, table, "resume", a)
        db = bot_of(harness).db
        assert await db.move_places(table.id) == [a.id]
        unread = Fault.error(403, 50001, "Missing Access")
        fake.faults.inject(HISTORY, unread, match=lambda r: r.path == f"/channels/{a.id}/messages")
        answer = await _say(harness, table, "resume", b)
        assert answer == f"Table {table.id} moved to <#{b.id}> and plays on.", answer
        assert await db.move_places(table.id) == []
