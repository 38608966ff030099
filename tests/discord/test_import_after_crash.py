"""An import cut short by a crash is answered by the next process (``cogs/boston/records.py``,
``pending_imports``, migration 0014).

``/boston import`` defers its answer ("thinking…") while a child process reads the record. A
graceful close answers it (``test_close_with_work_pending.py``); a crash (SIGKILL) answered
nothing, and the person saw "thinking…" until Discord gave up after 15 minutes. Now the
import's row (the webhook token of its deferred answer, the asker's language, the token's
expiry) is written before the defer goes and deleted once the import is answered, and the next
start-up edits the answer of each row left, privately, in the asker's language: the bot
restarted, nothing was imported, send the file again. An expired row is deleted unused; a
failure to send is logged and not tried again.

The crash is the bot stopped with nothing of the Records cog's close done (its answer of the
commands still thinking only stops them, as the process's end would, and says nothing). The
import's child is replaced by a coroutine that waits for the test: nothing waits on a clock.
A crash at a given point of the import (its row committed, its defer taken) holds the import's
task there and ends it there, with nothing of the router's close done either (:func:`kill`).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import Lang, t
from bot.routing import WatchedResponse
from db import StorageUnavailable
from db.repos.pending import PendingImport
from tests.discord.driver import boston, bot_of
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import CB_DEFERRED_MESSAGE, CB_MESSAGE, Fault, InteractionHandle

EDIT = "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original"
RECORDS = "cogs.boston.records"


class Importer:
    """``run_import`` of the running bot's Records cog, held until the test lets it go."""

    def __init__(self) -> None:
        self.started = asyncio.Event()
        self.calls = 0
        self.release = asyncio.Event()
        self.outcome: dict[str, Any] = {
            "head": "The record replays: 0 deals.",
            "text": "",
            "picture": None,
        }

    async def __call__(self, data: bytes, language: str, title: str) -> dict[str, Any]:
        self.calls += 1
        self.started.set()
        await self.release.wait()
        return self.outcome


def held_imports(monkeypatch: pytest.MonkeyPatch) -> Importer:
    """The running bot's imports wait for the test (each bot loads its own copy of the
    cog's module, so the next bot's are real again)."""
    importer = Importer()
    monkeypatch.setattr(sys.modules[RECORDS], "run_import", importer)
    return importer


def crash_coming(monkeypatch: pytest.MonkeyPatch) -> None:
    """The running bot's next stop is a crash for the Records cog: the commands still
    thinking stop with the process, nothing is answered, no row deleted."""

    async def nothing_said(cog: Any) -> None:
        for _interaction, _key, task in cog._thinking.values():
            task.cancel()
        cog._thinking = {}

    monkeypatch.setattr(sys.modules[RECORDS].RecordsCog, "_answer_thinking", nothing_said)


def rows(path: Path) -> dict[int, tuple[str, str]]:
    """Each pending import's row: its token and language."""
    with sqlite3.connect(path) as conn:
        found = conn.execute(
            "SELECT interaction_id, token, language FROM pending_imports"
        ).fetchall()
    return {int(iid): (str(token), str(language)) for iid, token, language in found}


async def thinking_import(harness: BotHarness, user: str, locale: str) -> InteractionHandle:
    fake = harness.fake
    handle = await fake.slash(
        fake.user(user), "boston import", {"record": ("a.json", b"{}")}, locale=locale
    )
    await handle.response()
    return handle


def edits_of(harness: BotHarness, handle: InteractionHandle, since: int) -> int:
    return sum(
        1 for r in harness.fake.requests[since:] if r.route == EDIT and handle.token in r.path
    )


async def crash(harness: BotHarness) -> None:
    await harness.stop_bot(settle_first=False)


@pytest.mark.parametrize(("locale", "language"), [("en-US", "en"), ("sv-SE", "sv")])
async def test_an_import_cut_by_a_crash_is_answered_by_the_next_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, locale: str, language: Lang
) -> None:
    """Before: the answer stayed "thinking…" after the crash, for good."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        importer = held_imports(monkeypatch)
        crash_coming(monkeypatch)
        handle = await thinking_import(harness, "north", locale)
        await importer.started.wait()
        # Written down before the work started: the token of the deferred answer.
        assert rows(path) == {handle.id: (handle.token, language)}
        await crash(harness)
        assert handle.original is not None and handle.original.loading  # nothing said
        await harness.start_bot()
        original = handle.original
        assert not original.loading, "still thinking after the restart"
        assert original.text == t(language, "import.restarted")
        assert original.ephemeral and not handle.followups
        assert rows(path) == {}
        # A second start-up says nothing more: the row went with the answer.
        since = len(harness.fake.requests)
        await harness.restart_bot()
        assert edits_of(harness, handle, since) == 0


async def test_an_answered_import_leaves_no_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An import answered (its protocol, or its refusal) deletes its row: the next start-up,
    after a crash too, does not touch its answer."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        importer = held_imports(monkeypatch)
        crash_coming(monkeypatch)
        done = await thinking_import(harness, "north", "en-US")
        await importer.started.wait()
        assert set(rows(path)) == {done.id}
        importer.release.set()
        assert (await done.message()).text.startswith("The record replays: 0 deals.")
        assert rows(path) == {}
        importer.outcome = {"error": "import.failed", "reason": ""}
        refused = await thinking_import(harness, "east", "en-US")
        assert (await refused.message()).text == t("en", "import.failed")
        assert rows(path) == {}
        since = len(harness.fake.requests)
        await crash(harness)
        await harness.start_bot()
        assert edits_of(harness, done, since) == edits_of(harness, refused, since) == 0
        assert done.original is not None and done.original.text.startswith("The record")


async def test_an_import_the_close_answered_is_not_answered_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A deploy's close answers the import itself and deletes its row: the next process
    leaves that answer as it is."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        importer = held_imports(monkeypatch)
        handle = await thinking_import(harness, "north", "sv-SE")
        await importer.started.wait()
        await harness.stop_bot(settle_first=False)
        assert handle.original is not None
        assert handle.original.text == t("sv", "import.restarting")
        assert rows(path) == {}
        since = len(harness.fake.requests)
        await harness.start_bot()
        assert edits_of(harness, handle, since) == 0


async def test_an_expired_row_is_dropped_without_a_request(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A row whose token expired while the bot was down is deleted unused; a token still
    valid beside it is used."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        importer = held_imports(monkeypatch)
        crash_coming(monkeypatch)
        valid = await thinking_import(harness, "north", "en-US")
        expired = await thinking_import(harness, "east", "sv-SE")
        await harness.fake.wait_for(lambda: importer.calls == 2 or None, None, what="both")
        assert set(rows(path)) == {valid.id, expired.id}
        await crash(harness)
        with sqlite3.connect(path) as conn:  # its 15 minutes ran out while the bot was down
            conn.execute(
                "UPDATE pending_imports SET expires_at = '2020-01-01T00:00:00.000000Z' "
                "WHERE interaction_id = ?",
                (expired.id,),
            )
        since = len(harness.fake.requests)
        await harness.start_bot()
        assert edits_of(harness, expired, since) == 0
        assert expired.original is not None and expired.original.loading
        assert valid.original is not None and valid.original.text == t("en", "import.restarted")
        assert rows(path) == {}


@pytest.fixture
def warnings(caplog: pytest.LogCaptureFixture) -> Iterator[pytest.LogCaptureFixture]:
    caplog.set_level(logging.WARNING, logger="cogs")
    yield caplog


async def test_a_failed_answer_is_logged_and_not_tried_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, warnings: pytest.LogCaptureFixture
) -> None:
    """Discord refuses the edit (the message was deleted, say): a warning without the token,
    the row deleted all the same, and the next start-up tries nothing."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        importer = held_imports(monkeypatch)
        crash_coming(monkeypatch)
        handle = await thinking_import(harness, "north", "en-US")
        await importer.started.wait()
        await crash(harness)
        harness.fake.faults.inject(
            EDIT,
            Fault(status=404, body={"message": "Unknown Message", "code": 10008}),
            match=lambda record: handle.token in record.path,
        )
        since = len(harness.fake.requests)
        await harness.start_bot()
        assert edits_of(harness, handle, since) == 1
        assert rows(path) == {}
        said = [r.getMessage() for r in warnings.records if r.name.startswith("cogs")]
        assert any("could not be answered" in line for line in said), said
        assert not any(handle.token in line for line in said)
        since = len(harness.fake.requests)
        await harness.restart_bot()
        assert edits_of(harness, handle, since) == 0


CALLBACK = "POST /interactions/{interaction_id}/{interaction_token}/callback"


class Hold:
    """A point of an import where its task stops, the first time it gets there, until the
    crash ends it there (:func:`kill`); ``reached`` once it is there."""

    def __init__(self) -> None:
        self.reached = asyncio.Event()
        self.tasks: list[asyncio.Task[Any]] = []

    async def here(self) -> None:
        if self.reached.is_set():  # the next process's imports go on
            return
        task = asyncio.current_task()
        assert task is not None
        self.tasks.append(task)
        self.reached.set()
        await asyncio.Event().wait()  # until the crash cancels it


def held_once_written(harness: BotHarness, monkeypatch: pytest.MonkeyPatch) -> Hold:
    """The import stops once its row is committed (the database's write has returned)."""
    hold = Hold()
    db = bot_of(harness).db
    write = db.keep_pending

    async def written_then_held(pending: PendingImport) -> None:
        await write(pending)
        await hold.here()

    monkeypatch.setattr(db, "keep_pending", written_then_held)
    return hold


def held_once_deferred(monkeypatch: pytest.MonkeyPatch) -> Hold:
    """The import stops once Discord has taken its defer ("thinking…" shows)."""
    hold = Hold()
    defer = WatchedResponse.defer

    async def deferred_then_held(
        self: WatchedResponse, *, ephemeral: bool = False, thinking: bool = False
    ) -> Any:
        done = await defer(self, ephemeral=ephemeral, thinking=thinking)
        await hold.here()
        return done

    monkeypatch.setattr(WatchedResponse, "defer", deferred_then_held)
    return hold


async def kill(harness: BotHarness, hold: Hold, monkeypatch: pytest.MonkeyPatch) -> None:
    """A SIGKILL where the import is held: its task ends there, and nothing of the close is
    done: neither the router's watchdog nor the Records cog answers anything."""
    crash_coming(monkeypatch)

    async def nothing_said(text_of: Any) -> None:
        return None

    monkeypatch.setattr(bot_of(harness).router.watchdog, "close", nothing_said)
    for task in hold.tasks:
        task.cancel()
    await asyncio.gather(*hold.tasks, return_exceptions=True)
    await crash(harness)


async def slash_import(harness: BotHarness, user: str) -> InteractionHandle:
    fake = harness.fake
    return await fake.slash(fake.user(user), "boston import", {"record": ("a.json", b"{}")})


async def test_a_crash_right_after_the_defer_is_answered_by_the_next_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: the row was written after the defer, and a crash once "thinking…" showed but
    before the row's commit left "thinking…" for good, with no row for the next process."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        importer = held_imports(monkeypatch)
        hold = held_once_deferred(monkeypatch)
        handle = await slash_import(harness, "north")
        await hold.reached.wait()
        assert handle.callbacks[0].type == CB_DEFERRED_MESSAGE  # "thinking…" shows
        assert rows(path) == {handle.id: (handle.token, "en")}  # written before it went
        await kill(harness, hold, monkeypatch)
        assert importer.calls == 0
        assert handle.original is not None and handle.original.loading
        await harness.start_bot()
        original = handle.original
        assert not original.loading, "still thinking after the restart"
        assert original.text == t("en", "import.restarted")
        assert original.ephemeral and not handle.followups
        assert rows(path) == {}


async def test_a_crash_before_the_defer_leaves_a_row_that_harms_nobody(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, warnings: pytest.LogCaptureFixture
) -> None:
    """The row is committed, the defer never went out: the next start-up's edit of an answer
    that does not exist is refused, logged without the token, and the row deleted."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        bot_of(harness).router.watchdog.after = 3600.0  # no deferral of its own meanwhile
        importer = held_imports(monkeypatch)
        hold = held_once_written(harness, monkeypatch)
        handle = await slash_import(harness, "north")
        await hold.reached.wait()
        assert rows(path) == {handle.id: (handle.token, "en")}
        assert not handle.callbacks  # the row comes first
        handle.expect_no_response()  # the process is gone before it answers
        await kill(harness, hold, monkeypatch)
        since = len(harness.fake.requests)
        await harness.start_bot()
        assert edits_of(harness, handle, since) == 1
        assert not handle.callbacks and handle.original is None
        assert rows(path) == {} and importer.calls == 0
        said = [r.getMessage() for r in warnings.records if r.name.startswith("cogs")]
        assert any("could not be answered (NotFound 404)" in line for line in said), said
        assert not any(handle.token in line for line in said)
        since = len(harness.fake.requests)
        await harness.restart_bot()
        assert edits_of(harness, handle, since) == 0


async def test_a_row_not_written_refuses_the_import_before_any_defer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: the failed write was logged and the import went on, to be left "thinking…"
    for good by a crash. Now the central error path refuses it at once, nothing read, and a
    row the failed write may have left is deleted (no start-up says "restarted" over it)."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        importer = held_imports(monkeypatch)
        importer.release.set()
        db = bot_of(harness).db

        kept = db.keep_pending

        async def refused(pending: PendingImport) -> None:
            await kept(pending)  # a commit whose reply was lost: the row is there after all
            raise StorageUnavailable("the connection was lost")

        with monkeypatch.context() as patch:
            patch.setattr(db, "keep_pending", refused)
            handle = await slash_import(harness, "north")
            answer = await handle.message()
        assert handle.callbacks[0].type == CB_MESSAGE  # no "thinking…" first
        assert answer.text == t("en", "error.storage") and answer.ephemeral
        assert importer.calls == 0 and rows(path) == {}
        again = await slash_import(harness, "north")  # not "busy": the next one goes through
        assert (await again.message()).text.startswith("The record replays: 0 deals.")
        assert rows(path) == {}


async def test_a_defer_discord_refused_leaves_no_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The row is written, then Discord refuses the defer (the interaction is gone): the row
    is deleted at once, nothing is read, and nothing is left for the next start-up."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        importer = held_imports(monkeypatch)
        gone = Fault.error(404, 10062, "Unknown interaction")
        harness.fake.faults.inject(CALLBACK, gone, gone)  # the defer, then the error's answer
        handle = await slash_import(harness, "north")
        handle.expect_no_response()
        await harness.settle()
        assert not handle.callbacks
        assert importer.calls == 0 and rows(path) == {}
