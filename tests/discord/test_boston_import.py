"""``/boston import`` with hostile files (issue 13, findings 7 and 8): the work runs in a
child process with limits, a record may hold so much and no more, one import at a time per
person, and every file gets a clear private answer Discord accepts."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from cogs.boston.import_worker import run_import
from tests.discord.driver import boston, seated_table

FIGURE1 = json.loads((Path(__file__).parents[1] / "fixtures" / "figure1.json").read_text())


async def _import(harness: Any, name: str, data: bytes) -> str:
    fake = harness.fake
    answer = await (
        await fake.slash(fake.user("north"), "boston import", {"record": (name, data)})
    ).message(within=30)
    assert answer.ephemeral
    assert len(answer.content) <= 2000
    return answer.text


async def test_hostile_records_get_a_clear_answer(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        nested = await _import(harness, "deep.json", b"[" * 100_000)
        assert "nested too deeply" in nested
        binary = await _import(harness, "x.png", b"\x89PNG\r\n\x1a\n" + bytes(range(256)))
        assert "not UTF-8 text" in binary and "codec" not in binary
        long_name = dict(FIGURE1, players=["N" * 10_000, "I.N.", "A.E.", "E.S."])
        named = await _import(harness, "n.json", json.dumps(long_name).encode())
        assert "The record replays: 7 deals." in named
        many = dict(FIGURE1, deals=FIGURE1["deals"] * 60)  # 420 deals: over the cap
        capped = await _import(harness, "many.json", json.dumps(many).encode())
        assert "more than 400 deals" in capped
        huge_int = await _import(harness, "int.json", b'{"format": ' + b"9" * 5000 + b"}")
        assert huge_int.startswith("The record could not be replayed:")


async def _answer_now(handle: Any) -> Any:
    """The answer, without waiting for every handler to finish (one is held on purpose)."""
    await handle.response()
    return await handle.fake.wait_for(
        lambda: handle.original if handle.original and not handle.original.loading else None,
        None,
        what="the answer",
    )


async def test_one_import_at_a_time_and_the_tables_play_on_meanwhile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    release = asyncio.Event()
    started = asyncio.Event()

    async def slow_import(data: bytes, language: str, title: str) -> dict[str, Any]:
        started.set()
        await release.wait()
        return {"deals": 0, "text": "", "picture": None}

    async with boston(tmp_path / "b.sqlite3") as harness:
        # The bot loaded its own copy of the cog's module (discord.py's load_extension).
        monkeypatch.setattr(sys.modules["cogs.boston.records"], "run_import", slow_import)
        fake = harness.fake
        table = await seated_table(harness)
        north = fake.user("north")
        first = await fake.slash(north, "boston import", {"record": ("a.json", b"{}")})
        await started.wait()
        second = await _answer_now(
            await fake.slash(north, "boston import", {"record": ("b.json", b"{}")})
        )
        assert "still being read" in second.text
        # Meanwhile every table answers at once.
        hand = await _answer_now(
            await fake.click(fake.user("east"), table.message, label="My hand")
        )
        assert hand.ephemeral
        release.set()
        assert "The record replays" in (await first.message()).text


async def test_the_worker_runs_in_a_child_process_with_limits() -> None:
    """A record is read by ``python -m cogs.boston.import_worker`` under a CPU and a memory
    limit; its answer is the same as reading it here."""
    outcome = await run_import(json.dumps(FIGURE1).encode(), "en", "t")
    assert outcome["deals"] == 7 and outcome["picture"]
