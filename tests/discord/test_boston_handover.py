"""A deploy through the fake Discord, four people at one table: what the closing bot knew of
the table's turn notice and each open hand view is handed to the new one
(``cogs/boston/handover.py``, migration 0008), so the views go on following the game without
**Refresh** and the old notice still goes once its person acts. An expired token is not used;
a token is never logged and its row is deleted once read back. (A notice's row is written as it
is posted and stays while the notice is up: a crash's notices, ``test_notice_after_crash.py``.)"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pytest

from bot.discord_app import BostonBot
from cogs.boston.live import TOKEN_LIFETIME
from tests.discord.driver import Table, boston, bot_of, enabled_actions, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser

NOTICE = "your turn at table"
VIEW_EDIT = "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original"
NOTICE_POST = "POST /channels/{channel_id}/messages"


class Clock:
    """The Live cog's clock, moved by the test."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def set_live_clock(bot: BostonBot, clock: Clock) -> None:
    from cogs.boston.live import LiveCog  # as this bot's extension loaded it

    cog = bot.get_cog(LiveCog.__cog_name__)
    assert isinstance(cog, LiveCog)
    cog.clock = clock


def on_turn(table: Table) -> FakeUser:
    user = table.on_turn()
    assert user is not None, table.message.text
    return user


def notices(table: Table) -> list[FakeMessage]:
    return [m for m in table.place.visible_messages() if NOTICE in m.content]


def rows(path: Path, name: str) -> int:
    with sqlite3.connect(path) as conn:
        return int(conn.execute(f"SELECT COUNT(*) FROM {name}").fetchone()[0])


def edited_views(harness: BotHarness, since: int) -> list[int]:
    """Whose hand views the bot edited through their tokens since request ``since``."""
    fake = harness.fake
    edits = [r for r in fake.requests[since:] if r.route == VIEW_EDIT and r.status == 200]
    return [fake.interactions[r.interaction_id].user.id for r in edits if r.interaction_id]


async def restart(harness: BotHarness) -> None:
    """A deploy: the bot closes gracefully, a new process starts on the same database."""
    await harness.stop_bot()
    await harness.start_bot()


async def test_open_views_follow_the_game_after_a_restart_without_refresh(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)  # each opened My hand once, at the deal
        await table.step(on_turn(table), refresh=False)
        mover = on_turn(table)
        waiting = {u: v.text for u, v in table.views.items() if u != mover.id}
        await harness.stop_bot()
        # Saved at close, in the database only until the next start reads them back.
        assert rows(path, "handover_views") == 4 and rows(path, "handover_notices") == 1
        since = len(harness.fake.requests)
        with caplog.at_level(logging.DEBUG, logger="cogs"), caplog.at_level(logging.DEBUG, "bot"):
            await harness.start_bot()
        # The views' rows are read once; the notice's stays while the notice is up.
        assert rows(path, "handover_views") == 0 and rows(path, "handover_notices") == 1
        # Each view is redrawn at once by the new process, showing the same game.
        assert sorted(edited_views(harness, since)) == sorted(table.users)
        assert {u: table.views[u].text for u in waiting} == waiting
        tokens = {h.token for h in harness.fake.interactions.values()}
        assert not any(token in caplog.text for token in tokens)
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


async def test_an_old_turn_notice_is_deleted_once_its_person_acts_after_a_restart(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        first = on_turn(table)
        [notice] = notices(table)
        assert notice.content.startswith(f"<@{first.id}>, your turn at table {table.id}")
        since = len(harness.fake.requests)
        await restart(harness)
        # Still their turn: the notice stays up and nobody is called twice.
        assert not notice.deleted and notices(table) == [notice]
        posts = [r for r in harness.fake.requests[since:] if r.route == NOTICE_POST]
        assert not [r for r in posts if NOTICE in str((r.json or {}).get("content"))]
        await table.step(first, refresh=False)
        assert notice.deleted
        [fresh] = notices(table)
        assert fresh.content.startswith(f"<@{on_turn(table).id}>,")


async def test_a_notice_whose_turn_had_moved_on_is_deleted_at_start_up(tmp_path: Path) -> None:
    # A close may catch a notice its worker had yet to delete (saved without a seat): the new
    # process deletes it at once and calls the person on turn.
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        first = on_turn(table)
        [notice] = notices(table)
        await harness.stop_bot()
        with sqlite3.connect(path) as conn:
            conn.execute("UPDATE handover_notices SET seat = NULL")
        await harness.start_bot()
        await table.settle()
        assert notice.deleted
        [fresh] = notices(table)
        assert fresh is not notice and fresh.content.startswith(f"<@{first.id}>,")


async def test_an_expired_token_is_not_used_after_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        users = list(table.users.values())
        # North's token expired while the bot was down; the others' did not.
        await harness.stop_bot()
        north = users[0]
        with sqlite3.connect(path) as conn:
            conn.execute(
                "UPDATE handover_views SET expires_at = '2000-01-01T00:00:00.000000Z' "
                "WHERE user_id = ?",
                (north.id,),
            )
        since = len(harness.fake.requests)
        await harness.start_bot()
        assert sorted(edited_views(harness, since)) == sorted(u.id for u in users[1:])
        assert rows(path, "handover_views") == 0  # the expired row went too
        # A token that is too old at close is not even saved: with the others' clocks run
        # out, the next start edits no view at all.
        clock = Clock()
        set_live_clock(bot_of(harness), clock)
        for user in users[1:]:
            await table.refresh(user)  # drawn on this clock
        clock.now += TOKEN_LIFETIME
        await harness.stop_bot()
        assert rows(path, "handover_views") == 0
        since = len(harness.fake.requests)
        await harness.start_bot()
        await table.step(on_turn(table), refresh=True)
        assert edited_views(harness, since) == []


async def test_after_a_crash_the_person_on_turn_is_called_again(tmp_path: Path) -> None:
    """A notice whose row was never written (the database refused it; here: the rows wiped)
    and a crash: the new process looks through the thread before calling anyone, finds the
    old notice calling the person on turn and takes it as posted: they are called, by one
    notice, not twice (and not left waiting for a silent bot). A notice of an earlier turn
    would be deleted (``tests/faults/test_notice_in_flight_restart.py``)."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        first = on_turn(table)
        [old] = notices(table)
        await harness.stop_bot()
        with sqlite3.connect(path) as conn:
            conn.execute("DELETE FROM handover_notices")
            conn.execute("DELETE FROM handover_views")
        await harness.start_bot()
        await table.settle()
        assert notices(table) == [old] and not old.deleted
        assert old.content.startswith(f"<@{first.id}>,") and first.id in old.notified
        # Taken as this process's own: it goes once they act, and the next person is called.
        await table.step(first, refresh=True)
        assert old.deleted
        [called] = notices(table)
        assert called.content.startswith(f"<@{on_turn(table).id}>,")
