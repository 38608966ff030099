"""Open hand views across a crash, four people at one table: the Live cog writes each open
view's row (``handover_views``: table, person, message, token, expiry) by a worker of its own,
off the click's path, and deletes the rows of the views it let go (``cogs/boston/live.py``),
so a process that ends without its close leaves the next one the views, which it redraws at
once and follows as after a deploy: nobody presses **Refresh**. One row per table and person:
a view replaced by a newer one is one view after the crash. An expired token is not used, and
no token reaches the log.

The crash is the bot stopped with nothing of its close written (the restart handover's
``save`` does nothing, as in ``test_notice_after_crash.py``): what the database then holds is
what the workers wrote while the bot ran. The rows' worker runs when the test says
(``LiveCog.write_rows``; its timer is set an hour off), never on the wall clock."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from cogs.boston.live import ROW_REFRESH, TOKEN_LIFETIME
from db import StorageUnavailable
from tests.discord.driver import Table, boston, bot_of, enabled_actions, seated_table
from tests.discord.test_boston_handover import edited_views
from tests.discord.test_boston_live import live_cog
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeUser

LOGGERS = ("bot", "cogs", "db")


class Clock:
    """The Live cog's clock, moved by the test; it starts where the cog's own clock stood, so
    the views drawn before it took over keep their age."""

    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def logged(caplog: pytest.LogCaptureFixture) -> Iterator[pytest.LogCaptureFixture]:
    """Everything the bot, the cogs and the database log, down to DEBUG."""
    for name in LOGGERS:
        caplog.set_level(logging.DEBUG, logger=name)
    yield caplog


def told_when_to_write(harness: BotHarness) -> None:
    """The rows' worker of the running bot writes only when the test calls it."""
    live_cog(bot_of(harness)).rows_every = 3600.0


async def write_rows(harness: BotHarness) -> None:
    await live_cog(bot_of(harness)).write_rows()


async def crash_and_start(harness: BotHarness) -> None:
    await harness.stop_bot()
    await harness.start_bot()
    told_when_to_write(harness)


def view_rows(path: Path) -> dict[int, tuple[int, str]]:
    """Each person's row: the view's message and the token that edits it."""
    with sqlite3.connect(path) as conn:
        found = conn.execute("SELECT user_id, message_id, token FROM handover_views").fetchall()
    return {int(user): (int(message), str(token)) for user, message, token in found}


def on_turn(table: Table) -> FakeUser:
    user = table.on_turn()
    assert user is not None, table.message.text
    return user


def tokens(harness: BotHarness) -> set[str]:
    return {h.token for h in harness.fake.interactions.values()}


def latest_token(harness: BotHarness, user: FakeUser) -> str:
    mine = [h for h in harness.fake.interactions.values() if h.user.id == user.id]
    return mine[-1].token


@pytest.mark.usefixtures("crashes")
async def test_after_a_crash_open_views_follow_the_game_without_refresh(
    tmp_path: Path, logged: pytest.LogCaptureFixture
) -> None:
    """Before: a crash handed no view over; each waited for its person's Refresh."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        told_when_to_write(harness)
        table = await seated_table(harness)  # each opened My hand once, at the deal
        await table.step(on_turn(table), refresh=False)
        await write_rows(harness)
        written = view_rows(path)
        assert sorted(written) == sorted(table.users)
        assert {u: m for u, (m, _) in written.items()} == {u: v.id for u, v in table.views.items()}
        # Mid-deal, a move after the write (in the same views: nothing new to write), then
        # the crash.
        await table.step(on_turn(table), refresh=False)
        mover = on_turn(table)
        waiting = {u: v.text for u, v in table.views.items() if u != mover.id}
        since = len(harness.fake.requests)
        await crash_and_start(harness)
        await table.settle()
        # Each view is redrawn at once by the new process, showing the same game; its row,
        # read, is gone.
        assert sorted(edited_views(harness, since)) == sorted(table.users)
        assert {u: table.views[u].text for u in waiting} == waiting
        assert view_rows(path) == {}
        # Nobody presses Refresh: the turn comes to each in turn, and their view shows it.
        clicks = len(harness.fake.interactions)
        for _ in range(8):
            user = on_turn(table)
            assert enabled_actions(table.views[user.id]), f"{user.username}: stale view"
            await table.step(user, refresh=False)
        hand_clicks = [
            h
            for h in list(harness.fake.interactions.values())[clicks:]
            if str(h.payload.get("data", {}).get("custom_id", "")).startswith("boston:hand:")
        ]
        assert hand_clicks == []
        assert not any(token in logged.text for token in tokens(harness))


@pytest.mark.usefixtures("crashes")
async def test_views_taken_back_after_a_crash_outlive_a_second_crash(tmp_path: Path) -> None:
    """The rows start-up read (and deleted) are written again once the sweep has marked the
    views taken back: a second crash hands them over too."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        told_when_to_write(harness)
        table = await seated_table(harness)
        await write_rows(harness)
        await crash_and_start(harness)
        await table.settle()
        assert view_rows(path) == {}
        live_cog(bot_of(harness)).sweep()
        await write_rows(harness)
        assert sorted(view_rows(path)) == sorted(table.users)
        since = len(harness.fake.requests)
        await crash_and_start(harness)
        await table.settle()
        assert sorted(edited_views(harness, since)) == sorted(table.users)
        user = on_turn(table)
        assert enabled_actions(table.views[user.id])
        await table.step(user, refresh=False)
        assert enabled_actions(table.views[on_turn(table).id])


@pytest.mark.usefixtures("crashes")
async def test_a_view_replaced_before_the_crash_is_followed_once(tmp_path: Path) -> None:
    """A person opened My hand again after the row of their view was written: the newer view's
    row replaces the older one's, and the next process follows that one only. One opened in
    the crash's last moments (its row not yet written) is lost: the one before it is followed
    instead, until a click in the newest makes that one live."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        told_when_to_write(harness)
        table = await seated_table(harness)
        user = next(u for u in table.users.values() if u.id != on_turn(table).id)
        first = table.views[user.id]
        await write_rows(harness)
        second = await table.open_hand(user)
        assert second.id != first.id
        await write_rows(harness)
        assert view_rows(path)[user.id] == (second.id, latest_token(harness, user))
        third = await table.open_hand(user)  # no write before the crash
        await table.settle()  # the second is told that a newer view follows the game
        assert second.text.startswith("This view no longer follows the game"), second.text
        edits = {m.id: m.edits for m in (first, second, third)}
        since = len(harness.fake.requests)
        await crash_and_start(harness)
        await table.settle()
        assert edited_views(harness, since).count(user.id) == 1
        assert second.edits == edits[second.id] + 1
        assert (first.edits, third.edits) == (edits[first.id], edits[third.id])
        # A click in the newest view makes it the one followed; the other is told so once,
        # and then left alone.
        await table.refresh(user)  # table.views holds the third
        assert table.views[user.id] is third
        await table.settle()
        assert second.text.startswith("This view no longer follows the game"), second.text
        edits = {m.id: m.edits for m in (second, third)}
        while on_turn(table).id != user.id:
            await table.step(on_turn(table), refresh=False)
        assert enabled_actions(third), "the newest view does not show the turn"
        assert third.edits > edits[third.id] and second.edits == edits[second.id]


@pytest.mark.usefixtures("crashes")
async def test_expired_tokens_are_neither_used_nor_kept_after_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        told_when_to_write(harness)
        table = await seated_table(harness)
        users = list(table.users.values())
        await write_rows(harness)
        # North's token expired while the bot was down; the others' did not.
        with sqlite3.connect(path) as conn:
            conn.execute(
                "UPDATE handover_views SET expires_at = '2000-01-01T00:00:00.000000Z' "
                "WHERE user_id = ?",
                (users[0].id,),
            )
        since = len(harness.fake.requests)
        await crash_and_start(harness)
        await table.settle()
        assert sorted(edited_views(harness, since)) == sorted(u.id for u in users[1:])
        assert view_rows(path) == {}  # the expired row went too
        # The views taken back are written again; once their tokens run out, the sweep lets
        # them go and their rows are deleted: the next crash hands nothing over.
        cog = live_cog(bot_of(harness))
        clock = Clock(cog.clock())
        cog.clock = clock
        cog.sweep()
        await write_rows(harness)
        assert sorted(view_rows(path)) == sorted(u.id for u in users[1:])
        clock.now += TOKEN_LIFETIME
        cog.sweep()
        await write_rows(harness)
        assert view_rows(path) == {}
        since = len(harness.fake.requests)
        await crash_and_start(harness)
        await table.step(on_turn(table), refresh=True)
        assert edited_views(harness, since) == []


async def test_a_close_writes_the_latest_tokens_and_deletes_the_rows_of_views_let_go(
    tmp_path: Path,
) -> None:
    """The close's save is the final word over what the worker wrote: the views let go since
    (here a token run out) lose their rows, the others' rows hold their latest tokens."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        told_when_to_write(harness)
        cog = live_cog(bot_of(harness))
        clock = Clock(cog.clock())
        cog.clock = clock
        table = await seated_table(harness)
        await write_rows(harness)
        users = list(table.users.values())
        written = view_rows(path)
        clock.now += TOKEN_LIFETIME
        for user in users[1:]:
            await table.refresh(user)  # a new token, in the same view
        cog.sweep()  # North's view let go, its row to delete; the others' to write again
        assert ROW_REFRESH < TOKEN_LIFETIME
        await harness.stop_bot()  # gracefully
        saved = view_rows(path)
        assert sorted(saved) == sorted(u.id for u in users[1:])
        for user in users[1:]:
            assert saved[user.id] == (written[user.id][0], latest_token(harness, user))
            assert saved[user.id][1] != written[user.id][1]


async def test_the_worker_writes_by_itself(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Left alone (here at once instead of every couple of seconds), the worker writes the
    rows of the views opened."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        cog = live_cog(bot_of(harness))
        cog.rows_every = 0.0
        all_written = asyncio.Event()
        write = cog.write_rows

        async def write_and_tell() -> None:
            await write()
            if len(view_rows(path)) == 4:
                all_written.set()

        monkeypatch.setattr(cog, "write_rows", write_and_tell)
        table = await seated_table(harness)
        # Waited for by what it did, not by time (the limit only ends a test that fails).
        await asyncio.wait_for(all_written.wait(), 10)
        assert sorted(view_rows(path)) == sorted(table.users)


async def test_a_failed_write_is_tried_again_and_logs_no_token(
    tmp_path: Path, logged: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        told_when_to_write(harness)
        table = await seated_table(harness)
        db = bot_of(harness).db

        async def refused(*args: object, **kwargs: object) -> None:
            raise StorageUnavailable("the database is locked")

        with monkeypatch.context() as patch:
            patch.setattr(db, "keep_views", refused)
            await write_rows(harness)
        assert view_rows(path) == {}
        assert "open hand views not written down (the database is locked)" in logged.text
        await write_rows(harness)  # the same rows, at the next write
        assert sorted(view_rows(path)) == sorted(table.users)
        assert not any(token in logged.text for token in tokens(harness))
