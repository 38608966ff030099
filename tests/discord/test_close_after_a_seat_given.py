"""A close right after a seat was given (``/boston replace``, **Give the seat**) logs no
error: the seat's line, told to the Table cog while the bot was closing, used to start the
table's worker after the cog had stopped its workers, and its post met the closed HTTP
session ("Task exception was never retrieved … TableCog._work … RuntimeError('Session is
closed')"). A closing bot's line now ends quietly, and the next start-up says it
(``cogs/boston/table_away.seat_news_owed``).

The close is a SIGTERM's: ``stop_bot(settle_first=False)``, which does not wait for the tasks;
the line is held until the bot has closed, as a slow read of the seat's history would."""

from __future__ import annotations

import asyncio
import gc
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.discord.driver import boston, bot_of, seated_table


async def test_a_seat_line_told_while_closing_ends_quietly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        bot = bot_of(harness)
        cog = bot.get_cog("Table")
        module = sys.modules[type(cog).__module__]  # as the bot's extension loaded it
        real = module.seat_line
        told, closed = asyncio.Event(), asyncio.Event()

        async def held(*args: Any, **kwargs: Any) -> Any:
            line = await real(*args, **kwargs)
            told.set()
            await closed.wait()
            return line

        monkeypatch.setattr(module, "seat_line", held)
        kibitzer = fake.user("kibitzer")
        asked = await (
            await fake.slash(
                fake.owner,
                "boston replace",
                {"seat": 2, "member": kibitzer, "table": table.id},
                channel=table.place,
            )
        ).message()
        clicked = await fake.click(fake.owner, asked, label="Give the seat")
        await told.wait()
        await harness.stop_bot(settle_first=False)
        clicked.unanswered_ok = True
        assert bot.is_closed()
        closed.set()
        await fake.wait_for(lambda: all(r.status for r in fake.requests) or None, what="requests")
        for _ in range(20):
            await asyncio.sleep(0)
        boxes: dict[int, Any] = getattr(cog, "_boxes")  # noqa: B009
        workers = [box.task for box in boxes.values() if box.task is not None]
        failed = [w.exception() for w in workers if w.done() and not w.cancelled()]
        assert [exc for exc in failed if exc is not None] == []
        gc.collect()  # a task whose exception nobody read says so as it is collected
        await asyncio.sleep(0)
        assert harness.problems() == []
        # The next start-up says who took the seat over.
        await harness.start_bot()
        await table.settle()
        taken = [m.text for m in table.place.visible_messages() if "takes over" in m.text]
        assert len(taken) == 1 and taken[0].startswith(f"Seat 2: <@{kibitzer.id}> takes over")
