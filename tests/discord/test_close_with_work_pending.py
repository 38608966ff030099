"""A deploy's close with work still going.

- A command still "thinking" (an import being replayed) when the bot closes is answered, in
  the asker's language, that the bot is restarting and to send the file again: before, the
  deferred answer stayed "thinking…" until Discord gave up on it (``cogs/boston/records.py``).
- A close while a turn notice's deletion and the next one's post are on their way logs
  nothing at ERROR: the Notices cog's workers are stopped with the cog, and a write after the
  database closed is a storage failure its caller handles (``db/sqlite.py``), not a "Task
  exception was never retrieved".

The close is a SIGTERM's: ``stop_bot(settle_first=False)``, which does not wait for the tasks.
"""

from __future__ import annotations

import asyncio
import gc
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import Lang, t
from tests.discord.driver import boston, seated_table
from tests.support.fake_discord import Fault

DELETE = "DELETE /channels/{channel_id}/messages/{message_id}"
POST = "POST /channels/{channel_id}/messages"
HELD = 0.3
"""How long the fake holds the notices' requests: the bot closes meanwhile."""


@pytest.mark.parametrize(("locale", "language"), [("en-US", "en"), ("sv-SE", "sv")])
async def test_an_import_still_thinking_at_the_close_is_answered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, locale: str, language: Lang
) -> None:
    started = asyncio.Event()
    never = asyncio.Event()
    cancelled: list[bool] = []

    async def slow_import(data: bytes, language: str, title: str) -> dict[str, Any]:
        started.set()
        try:
            await never.wait()
        except asyncio.CancelledError:
            cancelled.append(True)
            raise
        return {"head": "The record replays: 0 deals.", "text": "", "picture": None}

    async with boston(tmp_path / "b.sqlite3") as harness:
        monkeypatch.setattr(sys.modules["cogs.boston.records"], "run_import", slow_import)
        fake = harness.fake
        north = fake.user("north")
        handle = await fake.slash(
            north, "boston import", {"record": ("a.json", b"{}")}, locale=locale
        )
        await started.wait()
        await handle.response()
        await harness.stop_bot(settle_first=False)
        original = handle.original
        assert original is not None and not original.loading, "still thinking after the close"
        assert original.text == t(language, "import.restarting")
        assert original.ephemeral and not handle.followups
        assert cancelled == [True]  # the child's work stopped with it
        assert harness.problems() == []


async def test_a_close_while_notices_are_on_their_way_logs_no_error(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user = table.on_turn()
        assert user is not None
        view = await table.refresh(user)

        def notice(record: object) -> bool:
            return "your turn" in json.dumps(getattr(record, "json", None) or {})

        fake.faults.inject(DELETE, Fault.delayed(HELD))
        fake.faults.inject(POST, Fault.delayed(HELD), match=notice)
        since = len(fake.requests)
        await (await fake.click(user, view, table.choose(view))).response()
        await fake.wait_for(
            lambda: any(r.route == DELETE for r in fake.requests[since:]) or None,
            what="the old notice's deletion",
        )
        await harness.stop_bot(settle_first=False)
        # What the close left running gets its answer (or its closed session) now.
        await fake.wait_for(
            lambda: all(r.status for r in fake.requests) or None, what="the held requests"
        )
        for _ in range(20):
            await asyncio.sleep(0)
        gc.collect()  # a task whose exception nobody read says so as it is collected
        await asyncio.sleep(0)
        assert harness.problems() == []
