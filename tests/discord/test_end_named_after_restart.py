"""A game ended by agreement (SV-M2) whose closing the process did not post before it stopped
(a crash just after the close was saved, or Discord refusing the lines until a deploy) gets it
from the next start-up with the line naming who ended it, as the live line reads, just before
the final settlement; the ender is saved with the close. A line Discord took just before the
stop is not shown twice, and a table closed before the ender was saved (its close names
nobody) still gets its final settlement, with no line naming anyone."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

import bot.discord_app
from bot.tables import TableChange
from tests.discord.agreed_stop import end_table
from tests.discord.driver import Table, boston, bot_of, seated_table
from tests.faults.test_owed_posts import quick_retries, says
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import Fault
from tests.support.fake_model import FakeUser

FINAL = "**The game is over"


@pytest.fixture(autouse=True)
def quick_close(monkeypatch: pytest.MonkeyPatch) -> None:
    """A closing bot waits briefly for its lines (the 5 s of a deploy are not needed here)."""
    monkeypatch.setattr(bot.discord_app, "CLOSE_DRAIN", 0.5)


def ender_line(user: FakeUser, deal: int) -> str:
    return (
        f"<@{user.id}> ended the game. Deal {deal} had been dealt but not played: "
        "it does not count."
    )


def thread_texts(table: Table) -> list[str]:
    return [m.text for m in table.place.visible_messages()]


async def ended_then_crashed(h: BotHarness, monkeypatch: pytest.MonkeyPatch) -> Table:
    """Deal 1 played, deal 2 dealt; north ends the game, and the process stops right after
    the close is saved: nobody hears of it, nothing is posted."""
    table = await seated_table(h)
    await table.play_deal(1)
    service = bot_of(h).tables
    notify = service._notify  # pyright: ignore[reportPrivateUsage]

    async def crashed_after_the_save(change: TableChange) -> None:
        if change.kind != "close":
            await notify(change)

    monkeypatch.setattr(service, "_notify", crashed_after_the_save)
    await end_table(h.fake, h.fake.user("north"), channel=table.place)
    await h.settle()
    row = await bot_of(h).db.table(table.id)
    assert row is not None and row.status == "finished"  # saved, not posted
    assert not any(FINAL in t or "ended the game" in t for t in thread_texts(table))
    return table


async def test_a_closing_posted_after_a_crash_names_who_ended_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with boston(tmp_path / "b.sqlite3") as h:
        table = await ended_then_crashed(h, monkeypatch)
        await h.restart_bot()
        await h.settle()
        texts = thread_texts(table)
        said = ender_line(h.fake.user("north"), 2)
        assert texts.count(said) == 1, texts[-3:]
        assert texts[texts.index(said) + 1].startswith(FINAL)  # just before the settlement
        assert sum(t.startswith(FINAL) for t in texts) == 1
        assert "My hand" not in table.message.labels
        # Posted and marked: a later start-up posts nothing again.
        await h.restart_bot()
        await h.settle()
        assert thread_texts(table) == texts


async def test_a_line_taken_just_before_a_stop_is_not_shown_twice(tmp_path: Path) -> None:
    """Discord took the line naming the ender, then refused the final settlement until the
    bot stopped: the next start-up posts both again, and Discord drops the quick duplicate
    of the first (its nonce)."""
    async with boston(tmp_path / "b.sqlite3") as h:
        table = await seated_table(h)
        await table.play_deal(1)
        quick_retries(h)
        h.fake.faults.inject(
            "POST /channels/{channel_id}/messages",
            *[Fault.server_error(503) for _ in range(60)],
            match=says("The game is over"),
        )
        north = h.fake.user("north")
        with h.allow_errors(".*"):
            await end_table(h.fake, north, channel=table.place)
            await h.settle()
            await h.stop_bot()
        said = ender_line(north, 2)
        assert thread_texts(table).count(said) == 1
        assert not any(t.startswith(FINAL) for t in thread_texts(table))
        h.fake.faults.clear()
        h.reset_problems()
        await h.start_bot()
        await h.settle()
        texts = thread_texts(table)
        assert texts.count(said) == 1
        assert texts[texts.index(said) + 1].startswith(FINAL)


def as_closed_before_the_ender_was_saved(path: Path) -> None:
    """The table's close as a version that did not save who ended it wrote it (the log is
    append-only: its guard is lifted for this one change, and put back)."""
    with sqlite3.connect(path) as conn:
        (guard,) = conn.execute(
            "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'events_no_update'"
        ).fetchone()
        conn.execute("DROP TRIGGER events_no_update")
        changed = conn.execute("UPDATE events SET payload = '{}' WHERE kind = 'close'").rowcount
        conn.execute(guard)
    assert changed == 1


async def test_a_table_closed_before_the_ender_was_saved_is_posted_naming_nobody(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as h:
        table = await ended_then_crashed(h, monkeypatch)
        await h.stop_bot()
        as_closed_before_the_ender_was_saved(path)
        await h.start_bot()
        await h.settle()
        texts = thread_texts(table)
        assert sum(t.startswith(FINAL) for t in texts) == 1, texts[-3:]
        assert not any("ended the game" in t for t in texts)  # nothing invented
        assert "My hand" not in table.message.labels
        # Its protocol still reads from the log.
        north = h.fake.user("north")
        sheet = await (await h.fake.click(north, table.message, label="Protocol")).message()
        assert sheet.ephemeral_to is north and "Balances:" in sheet.text
