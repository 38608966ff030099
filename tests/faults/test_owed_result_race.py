"""A game's last deal settled, its result refused by Discord and its close refused by the disk,
then a stop: the next start-up both ends the game (its server's tables move on: ``release``)
and posts what the last process left owed (``OwedLines.post_owed``). Whichever comes first,
the deal's result is posted once, before the final settlement, and never lost.
And an owed result Discord accepted but whose mark was not written is found in the
thread, not posted twice, even past the minutes Discord keeps a post's nonce.

The start-up's order is forced, not left to timing: the read of what is owed is held until the
game's close is saved (``after``) or holds the status it read until then (``before``)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

import bot.discord_app
from tests.discord.driver import boston, bot_of
from tests.faults.test_owed_posts import (
    hand_buttons,
    last_card,
    long_after,
    open_game,
    play_to_last_card,
    quick_retries,
    result_posts,
    says,
    thread_texts,
)
from tests.support.db_faults import StorageFaults, inserts_event
from tests.support.fake_discord import Fault

POST = "POST /channels/{channel_id}/messages"
FINAL = "**The game is over"


@pytest.fixture(autouse=True)
def quick_close(monkeypatch: pytest.MonkeyPatch) -> None:
    """A closing bot waits briefly for its lines (the 5 s of a deploy are not needed here)."""
    monkeypatch.setattr(bot.discord_app, "CLOSE_DRAIN", 0.5)


@pytest.mark.parametrize("read", ["before", "after"])
async def test_the_last_result_owed_when_start_up_ends_the_game_comes_before_the_settlement(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, read: str
) -> None:
    async with boston(tmp_path / "b.sqlite3") as h:
        table = await open_game(h, 1)
        await play_to_last_card(h, table)
        quick_retries(h)
        h.fake.faults.inject(POST, *[Fault.server_error(503)] * 60, match=says("**Deal 1**"))
        database = type(bot_of(h).db)  # the next bot's database is of this class too
        faults = StorageFaults.install(bot_of(h).db)
        faults.fail(100, inserts_event("close"))  # every retry of the close too
        with h.allow_errors(".*"):
            await last_card(table)
            await h.fake.wait_for(lambda: faults.raised or None, what="the close refused")
            await h.settle()
            await h.stop_bot()
        h.fake.faults.clear()
        h.reset_problems()
        assert result_posts(table) == {}

        # The next start-up: its read of the owed lines and the game's close, in that order.
        closed = asyncio.Event()
        append_event = database.append_event
        owed_posts = database.owed_posts

        async def append(self: Any, table_id: int, seq: int, kind: str, *a: Any, **k: Any) -> None:
            await append_event(self, table_id, seq, kind, *a, **k)
            if kind == "close":
                closed.set()

        async def owed(self: Any, **k: Any) -> Any:
            if read == "after":
                await closed.wait()
            marks = await owed_posts(self, **k)
            if read == "before":
                await closed.wait()  # the table ends before start-up has queued its result
            return marks

        monkeypatch.setattr(database, "append_event", append)
        monkeypatch.setattr(database, "owed_posts", owed)
        await h.start_bot()
        await h.settle()
        await table.settle()
        assert closed.is_set()
        assert bot_of(h).tables.find(table.id) is None  # start-up ended the game
        texts = thread_texts(table)
        assert result_posts(table) == {"1": 1}
        assert sum(text.startswith(FINAL) for text in texts) == 1
        result = next(i for i, text in enumerate(texts) if "**Deal 1**" in text)
        final = next(i for i, text in enumerate(texts) if text.startswith(FINAL))
        assert result < final
        assert not hand_buttons(table.message)  # drawn as closed
        # Nothing is owed any more: a later start-up posts nothing again.
        long_after(h)
        await h.restart_bot()
        await h.settle()
        assert thread_texts(table) == texts


async def test_a_result_whose_mark_was_not_written_is_found_after_the_nonce_window(
    tmp_path: Path,
) -> None:
    """Discord accepted deal 1's result, its mark was not written; the next start-up comes
    after Discord forgot the post's nonce: the result is found in the thread, not posted again,
    and marked, so that a later start-up does not look again."""
    async with boston(tmp_path / "b.sqlite3") as h:
        table = await open_game(h, 2)
        database = bot_of(h).db

        async def lost(table_id: int, *, deal: int = 0, closed: int = 0) -> None:
            return None

        database.mark_posted = lost  # pyright: ignore[reportAttributeAccessIssue]
        await table.play_deal(1)
        await h.settle()
        assert result_posts(table) == {"1": 1}
        long_after(h)
        await h.restart_bot()
        await h.settle()
        assert result_posts(table) == {"1": 1}
        [mark] = [m for m in await bot_of(h).db.owed_posts() if m.row.id == table.id]
        assert mark.deals == 1
        # The game goes on, its lines as ever.
        await table.settle()
        await table.learn_hands()
        await table.play_deal(2)
        await table.settle()
        assert result_posts(table) == {"1": 1, "2": 1}
