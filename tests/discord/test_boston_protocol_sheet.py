"""The protocol as a Swedish reader gets it on Discord: Swedish headings in the text sheet and
computer players' columns told apart by their numbers, not cut to a common prefix (SV-P1)."""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from pathlib import Path
from typing import ParamSpec, TypeVar

import pytest

from bot.tables import Refused, log
from cogs.boston import protocol_parts as parts
from cogs.boston import table_protocol
from tests.discord.driver import Table, boston, bot_of, open_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeUser

P = ParamSpec("P")
T = TypeVar("T")


async def against_computers(harness: BotHarness) -> tuple[Table, FakeUser]:
    """Sven (a Swedish reader) and three random computers, at Sven's first turn."""
    sven = harness.fake.user("sven")
    message, _ = await open_table(harness, sven)
    for _ in range(3):
        await (await harness.fake.click(sven, message, label="Computer: random")).done()
        await harness.settle()  # redrawn, as a person sees it before pressing again
    await (await harness.fake.click(sven, message, label="Start")).done()
    table = Table(harness, message, {sven.id: sven})
    await table.settle()
    return table, sven


async def test_a_swedish_reader_gets_a_swedish_sheet_with_distinct_columns(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table, sven = await against_computers(harness)
        sheet = await (await fake.click(sven, table.message, label="Protocol")).message()
        assert sheet.ephemeral_to is sven
        # No mark stands yet: the head says only what is played off (no empty label).
        assert "Avspelade: 0 av 24" in sheet.text and "Streck:" not in sheet.text
        assert "Ställning:" in sheet.text and "Played off" not in sheet.text
        # The computers' names said in the reader's language, short enough for a phone's
        # width without their level, still told apart.
        for seat in (2, 3, 4):
            assert f"{seat} Dator {seat}" in sheet.text, sheet.text
        assert sheet.attachments and sheet.attachments[0].data.startswith(b"\x89PNG")


async def test_the_protocol_and_the_record_are_drawn_off_the_event_loop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A tour's picture takes a few hundred milliseconds and its replay tens: both run in a
    worker thread, so a Protocol or Export click never stops the other tables."""
    threads: list[str] = []

    def on_thread(function: Callable[P, T]) -> Callable[P, T]:
        def recorded(*args: P.args, **kwargs: P.kwargs) -> T:
            threads.append(f"{function.__name__}@{threading.current_thread().name}")
            return function(*args, **kwargs)

        return recorded

    # Patched where the protocol's answer looks it up (its module took it by name).
    monkeypatch.setattr(table_protocol, "protocol_parts", on_thread(parts.protocol_parts))
    monkeypatch.setattr(log, "game_from_events", on_thread(log.game_from_events))
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, sven = await against_computers(harness)
        threads.clear()  # the game's start event was replayed on the loop: one event
        sheet = await (await harness.fake.click(sven, table.message, label="Protocol")).message()
        assert sheet.attachments and sheet.attachments[0].data.startswith(b"\x89PNG")
        with pytest.raises(Refused, match="not finished"):  # replayed, then refused
            await bot_of(harness).tables.record(table.id)
    drawn, replayed = threads
    assert drawn.startswith("protocol_parts@") and replayed.startswith("game_from_events@")
    assert not any(call.endswith(f"@{threading.main_thread().name}") for call in threads)


async def test_the_protocol_mid_deal_says_the_deal_in_play(tmp_path: Path) -> None:
    """Opened while a deal is played, the protocol says that deal under its sheet (it has no
    row yet): its dealer and, as the table message's line says them, the bids made so far.
    Before, it said nothing of the deal until the deal was over."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, sven = await against_computers(harness)
        live = bot_of(harness).tables.find(table.id)
        assert live is not None and live.game is not None and live.game.current is not None
        sheet = await (await harness.fake.click(sven, table.message, label="Protocol")).message()
        below = sheet.text.rsplit("```", 1)[-1]  # under the sheet's code block
        assert "Giv 1 · givare" in below and "pågår" in below, sheet.text
        # The bids as the table message tells them (in the server's language, English here).
        told = "\nBids: " in table.message.text
        assert told == ("\nBud: " in below), (below, table.message.text)
        assert not re.search(r"(?:10|[2-9AKQJ])[♠♥♦♣]", below), below  # never a card
