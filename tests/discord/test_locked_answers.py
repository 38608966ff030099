"""A database locked by someone else while several people click at once.

SQLite waits ``BUSY_TIMEOUT_MS`` (1.5 s) per write, one write after another on the bot's one
SQLite thread: the second of two writes queued behind the lock learns its fate after 3 s,
past Discord's deadline for an acknowledgement. Before, that person saw "This interaction
failed" and was never told anything. Now the router's watchdog (``bot/routing.py``)
acknowledges what is not answered in time with a deferral, and the real outcome follows as an
edit or a follow-up: "not saved" only once the write has failed, never for one still queued.
An answer in time is not deferred. The fake enforces Discord's 3 s deadline.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot import routing
from bot.i18n import t
from bot.routing import Watchdog
from tests.discord.driver import (
    boston,
    bot_of,
    enabled_actions,
    open_table,
    seated_table,
)
from tests.discord.test_document_modal import american_lobby
from tests.support.db_digest import digest
from tests.support.db_faults import hold_write_lock
from tests.support.fake_discord import Fault, InteractionHandle
from tests.support.fake_model import FakeMessage

NOT_SAVED = "Your move could not be saved; please try again."
STORAGE = (t("en", "error.storage"), t("sv", "error.storage"))
"""Storage refused, in either language (sven clicks in Swedish)."""
DEADLINE = 3.0
CALLBACK = "POST /interactions/{interaction_id}/{interaction_token}/callback"
UPDATE, DEFERRED_UPDATE, DEFERRED_MESSAGE, MESSAGE = 7, 6, 5, 4


def answers(handle: InteractionHandle) -> list[FakeMessage]:
    """What the person was shown for ``handle``: its answer (not a "thinking…" left) and its
    follow-ups."""
    shown = [handle.original] if handle.original is not None else []
    return [m for m in [*shown, *handle.followups] if not m.loading and not m.deleted]


async def _reached(watchdog: Watchdog) -> None:
    """Return once a click has reached the bot (its watch in flight): its work then waits."""
    for _ in range(10_000):
        if watchdog.in_flight:
            return
        await asyncio.sleep(0)
    raise AssertionError("the click never reached the bot")


async def test_two_moves_at_two_tables_under_a_lock_are_both_answered(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        fake.add_users("a1", "a2", "a3", "a4")
        tables = [
            await seated_table(harness),
            await seated_table(harness, players=("a1", "a2", "a3", "a4")),
        ]
        clicks: list[tuple[object, FakeMessage, str]] = []
        for table in tables:
            user = table.on_turn()
            assert user is not None
            view = await table.refresh(user)
            clicks.append((user, view, enabled_actions(view)[0]))
        live = [bot_of(harness).tables.get(table.id) for table in tables]
        seqs = [table.seq for table in live]
        with hold_write_lock(path):
            handles = await asyncio.gather(
                *(fake.click(user, view, custom_id) for user, view, custom_id in clicks)  # type: ignore[arg-type]
            )
            for handle in handles:
                await handle.response(within=DEADLINE + 0.2)
            await harness.settle(10)  # every work has ended, the lock still held
        # The first write failed in time and was answered as usual; the second waited in the
        # queue and was deferred, then told the same.
        assert sorted(h.callbacks[0].type for h in handles) == [DEFERRED_UPDATE, UPDATE]
        for _user, view, _custom_id in clicks:
            assert NOT_SAVED in view.text
            assert view.ephemeral_to is not None
        assert [table.seq for table in live] == seqs
        # Nothing was saved, so the same buttons go through now.
        for (user, view, custom_id), table in zip(clicks, tables, strict=True):
            await (await fake.click(user, view, custom_id)).done()  # type: ignore[arg-type]
            await table.settle()
        assert [table.seq for table in live] == [seq + 1 for seq in seqs]


async def test_writes_and_reads_queued_under_a_lock_are_all_answered(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        tid = table.id
        north, south, kib, sven = (fake.user(n) for n in ("north", "south", "kibitzer", "sven"))
        lobby, _ = await open_table(harness, kib)
        lid = int(lobby.custom_ids[0].split(":")[2])
        view = await table.refresh(south)
        before = digest(path)
        with hold_write_lock(path):
            handles = await asyncio.gather(
                fake.click(south, view, f"boston:notify:{tid}:off"),
                fake.slash(north, "boston pause", {"table": tid}),
                fake.click(sven, lobby, f"boston:lobby:{lid}:join"),
                fake.slash(north, "boston export", {"table": tid}),
                fake.slash(north, "boston stats", {}),
            )
            for handle in handles:
                await handle.response(within=DEADLINE + 0.2)
            await harness.settle(15)
            assert digest(path) == before, "a refused write changed the database"
        for handle in handles:
            shown = answers(handle)
            assert shown, f"{handle!r} was never answered"
            assert all(m.ephemeral_to is handle.user for m in shown), handle
        writes = handles[:3]
        for handle in writes:
            assert any(text in m.text for m in answers(handle) for text in STORAGE), handle
        assert bot_of(harness).tables.get(lid).seat_of(sven.id) is None


async def test_a_deferred_move_is_answered_with_its_outcome(tmp_path: Path) -> None:
    """Deferred, then saved once the lock goes: the hand view is redrawn in place."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        bot_of(harness).router.watchdog.after = 0.3  # well inside the 1.5 s of the lock's wait
        user = table.on_turn()
        assert user is not None
        view = await table.refresh(user)
        live = bot_of(harness).tables.get(table.id)
        seq = live.seq
        with hold_write_lock(path):
            handle = await fake.click(user, view, enabled_actions(view)[0])
            assert (await handle.response(within=DEADLINE)).type == DEFERRED_UPDATE
        await harness.settle()
        await table.settle()
        assert live.seq == seq + 1
        assert NOT_SAVED not in view.text
        assert view.ephemeral_to is user
        assert not handle.followups  # redrawn in place, as an answer in time is


async def test_a_deferred_join_of_a_public_lobby_leaves_no_thinking(tmp_path: Path) -> None:
    """A click on a public message is deferred as a private "thinking…"; a join, which needs
    no visible answer, then takes it away."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        kib, sven = fake.user("kibitzer"), fake.user("sven")
        lobby, _ = await open_table(harness, kib)
        lid = int(lobby.custom_ids[0].split(":")[2])
        bot_of(harness).router.watchdog.after = 0.3
        with hold_write_lock(path):
            handle = await fake.click(sven, lobby, f"boston:lobby:{lid}:join")
            assert (await handle.response(within=DEADLINE)).type == DEFERRED_MESSAGE
        await harness.settle()
        assert bot_of(harness).tables.get(lid).seat_of(sven.id) is not None
        assert handle.original is not None and handle.original.deleted
        assert not answers(handle)


async def test_a_move_told_restarting_and_then_saved_replaces_restarting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bot closes while a move waits for the lock: it is told that the bot is restarting,
    but the work goes on (the tables close later). Once the lock goes, the move is saved and
    its hand view takes the place of "restarting": no second answer refused, no error."""
    monkeypatch.setattr(routing, "CLOSE_WAIT", 0.3)  # inside the lock's 1.5 s wait
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user = table.on_turn()
        assert user is not None
        view = await table.refresh(user)
        live = bot_of(harness).tables.get(table.id)
        seq = live.seq
        with hold_write_lock(path):
            handle = await fake.click(user, view, enabled_actions(view)[0])
            watchdog = bot_of(harness).router.watchdog
            await _reached(watchdog)
            closing = asyncio.create_task(harness.stop_bot(settle_first=False))
            assert (await handle.response(within=DEADLINE)).type == MESSAGE
            assert handle.original is not None
            assert handle.original.text == t("en", "error.restarting")
        await closing
        assert live.seq == seq + 1
        assert handle.original.text != t("en", "error.restarting")
        assert handle.original.ephemeral_to is user
        assert harness.problems() == []


async def test_a_form_submitted_under_a_lock_is_deferred_and_answered(tmp_path: Path) -> None:
    """A document form's submission is answered by its cog's listener, which writes first:
    it is watched like a click, deferred while the write waits, then told the outcome."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        north = fake.user("north")
        lobby, live = await american_lobby(harness, north)
        opened = await fake.click(north, lobby, label="Edit: Card of prices")
        await opened.done()
        bot_of(harness).router.watchdog.after = 0.3  # well inside the 1.5 s of the lock's wait
        with hold_write_lock(path):
            handle = await fake.submit_modal(opened, {"document": "foster-decimal"})
            assert (await handle.response(within=DEADLINE)).type == DEFERRED_MESSAGE
            await harness.settle(10)
        shown = answers(handle)
        assert shown and all(m.ephemeral_to is north for m in shown)
        assert any(text in m.text for m in shown for text in STORAGE)
        assert live.row.settings.get("card") != "foster-decimal"
        assert bot_of(harness).router.watchdog.in_flight == {}


async def test_a_move_slow_during_the_close_wait_is_still_deferred(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Clicks still arrive while the close waits for what is in flight: one not answered in
    time is deferred as usual (older than Discord's 3 s at the end of the wait, it could take
    no first answer then), and told "restarting" after its deferral."""
    monkeypatch.setattr(routing, "CLOSE_WAIT", 1.0)  # inside the lock's 1.5 s wait
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user = table.on_turn()
        assert user is not None
        view = await table.refresh(user)
        watchdog = bot_of(harness).router.watchdog
        watchdog.after = 0.3
        with hold_write_lock(path):
            handle = await fake.click(user, view, enabled_actions(view)[0])
            await _reached(watchdog)
            closing = asyncio.create_task(harness.stop_bot(settle_first=False))
            assert (await handle.response(within=DEADLINE)).type == DEFERRED_UPDATE
            told = await handle.followup(within=DEADLINE)
            assert told.text == t("en", "error.restarting")
            assert told.ephemeral_to is user
        await closing
        assert harness.problems() == []


async def test_a_move_being_deferred_at_the_close_is_told_restarting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The close's wait ends while a move's deferral is on its way (the request slow): once
    Discord has taken it, the move is told "restarting", not left on its deferral."""
    monkeypatch.setattr(routing, "CLOSE_WAIT", 0.7)  # inside the lock's 1.5 s wait
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user = table.on_turn()
        assert user is not None
        view = await table.refresh(user)
        watchdog = bot_of(harness).router.watchdog
        watchdog.after = 0.3
        fake.faults.inject(CALLBACK, Fault.delayed(1.0))  # the deferral, past the close's wait
        with hold_write_lock(path):
            handle = await fake.click(user, view, enabled_actions(view)[0])
            await _reached(watchdog)
            closing = asyncio.create_task(harness.stop_bot(settle_first=False))
            assert (await handle.response(within=DEADLINE)).type == DEFERRED_UPDATE
            told = await handle.followup(within=DEADLINE)
            assert told.text == t("en", "error.restarting")
        await closing
        assert harness.problems() == []
