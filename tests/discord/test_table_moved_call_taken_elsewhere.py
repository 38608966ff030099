"""A moved table's call (migration 0025) is made by the resume whose own write took it, and
by no other: ``set_table_status`` says whether its write deleted the row, the resume's change
carries it (``TableChange.called``), and the Table cog posts the call only then.

Before, process memory (``TableCog._arrived``, filled at the move and at start-up) said
whether to call. Another process's resume (a rolling deploy's overlap) that took the call
left this process's memory as it was, its own resume refused; a later pause and resume here
called everyone a second time. So did a resume here whose write committed but reported an
error: the call, taken by that write, was made at a later resume.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from db.errors import StorageError
from tests.discord.driver import BotHarness, Table, boston, bot_of
from tests.discord.test_table_moved import (
    _arrived,  # pyright: ignore[reportPrivateUsage]
    _deleted,
    _room,  # pyright: ignore[reportPrivateUsage]
    _table_messages,  # pyright: ignore[reportPrivateUsage]
)
from tests.discord.test_table_moved_restart import (
    _say,  # pyright: ignore[reportPrivateUsage]
    _thread_lines,  # pyright: ignore[reportPrivateUsage]
)
from tests.support.fake_model import FakeChannel, FakeMessage


async def _moved_still_paused(
    harness: BotHarness, monkeypatch: pytest.MonkeyPatch
) -> tuple[Table, FakeChannel, FakeMessage]:
    """The table moved to a new channel, its resume refused: paused there, owed its call."""
    table, _ = await _deleted(harness)
    new = await _room(harness, "new-room")

    async def refused(*args: object, **kwargs: object) -> None:
        raise StorageError("database is locked")

    with monkeypatch.context() as patch:
        patch.setattr(bot_of(harness).tables, "resume", refused)
        await _say(harness, table, "resume", new)  # moved, still paused
    [posted] = _table_messages(harness.fake, new, table.id)
    assert [t for t, _ in await bot_of(harness).db.moved_calls()] == [table.id]
    return table, new, posted


async def _paused_and_resumed_calls_nobody(
    harness: BotHarness, table: Table, new: FakeChannel, posted: FakeMessage
) -> None:
    assert bot_of(harness).tables.get(table.id).status == "playing"
    await _say(harness, table, "pause", new)
    await _say(harness, table, "resume", new)
    lines = _thread_lines(posted)
    assert sum(_arrived(line, table.id) for line in lines) == 0, lines
    assert await bot_of(harness).db.moved_calls() == []


async def test_a_call_taken_by_another_process_s_resume_is_not_made_here_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, new, posted = await _moved_still_paused(harness, monkeypatch)
        db = bot_of(harness).db
        # Another process resumes it: its write takes the call (and it posts the call).
        assert await db.set_table_status(table.id, "playing", expected=("paused",))
        assert await db.moved_calls() == []
        with harness.allow_errors(r".*"):
            await _say(harness, table, "resume", new)  # refused here: resumed already
        # The other process called them; this one must not call them again.
        await _paused_and_resumed_calls_nobody(harness, table, new, posted)


async def test_a_resume_whose_write_committed_but_failed_makes_its_call_at_no_later_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The write took the call, its answer was lost: the call is lost (at most once), not
    made at a later resume. The table here is still paused in memory: the next resume is
    refused (the table read again, playing), and a pause and resume after it call nobody."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, new, posted = await _moved_still_paused(harness, monkeypatch)
        db = bot_of(harness).db
        committed = db.set_table_status

        async def lost_answer(*args: object, **kwargs: object) -> bool:
            await committed(*args, **kwargs)  # pyright: ignore[reportArgumentType]
            raise StorageError("the connection dropped before the commit's answer")

        with monkeypatch.context() as patch, harness.allow_errors(r".*"):
            patch.setattr(db, "set_table_status", lost_answer)
            await _say(harness, table, "resume", new)
        assert await db.moved_calls() == []
        with harness.allow_errors(r".*"):
            await _say(harness, table, "resume", new)  # refused: it plays already
        await _paused_and_resumed_calls_nobody(harness, table, new, posted)
