"""A restart writes no seat history for a computer's name (``table_drawing.edit``, the
``seat_changes`` of migration 0013).

A server that chose no language has its tables in its Discord locale's, which is not known at
start-up until the gateway brings the server: the tables are drawn in English until then. Each
drawing said the computers' names in the drawing's language and stored them: a Swedish
server's "North (dator)", keeping North's seat, became "North (computer)" at every start-up
and "North (dator)" again once the server came, two rows of the table's seat history (and two
writes) for a plain restart. A computer is now named anew only in a language known."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tests.discord.driver import boston, bot_of, seated_table
from tests.discord.test_seat_news_after_crash import not_on_turn
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import Fault, RequestRecord

TABLE_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"


def _changes(path: Path) -> list[tuple[Any, ...]]:
    with sqlite3.connect(path) as conn:
        return conn.execute(
            "SELECT seq, seat, player_id, computer_level, display_name, said FROM seat_changes "
            "ORDER BY seq, seat"
        ).fetchall()


def _server_late(harness: BotHarness, monkeypatch: pytest.MonkeyPatch, message_id: int) -> None:
    """At the next start the gateway brings the server only once the table message has been
    drawn (as on Discord, where the tables are drawn before the gateway connects)."""
    fake = harness.fake
    drawn = asyncio.Event()

    def first_draw(record: RequestRecord) -> bool:
        if record.path.endswith(f"/messages/{message_id}"):
            drawn.set()
            return True
        return False

    fake.faults.inject(TABLE_EDIT, Fault.delayed(0.0), match=first_draw)
    real = fake.dispatch_to

    async def held(session: Any, event: str, data: Any) -> None:
        if event == "GUILD_CREATE":
            await asyncio.wait_for(drawn.wait(), 10.0)
        await real(session, event, data)

    monkeypatch.setattr(fake, "dispatch_to", held)


async def test_a_restart_writes_no_seat_change_for_a_computers_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        await harness.stop_bot()
        harness.fake.guild.preferred_locale = "sv-SE"  # and no language chosen
        await harness.start_bot()
        await table.settle()
        user = not_on_turn(table)
        await (
            await table.fake.click(user, table.views[user.id], label="Let a computer play")
        ).done()
        await table.settle()
        on_turn = table.on_turn()
        assert on_turn is not None
        await table.step(on_turn)  # an event since the step away: a new name is a new row
        await table.settle()
        before = _changes(path)
        seat = bot_of(harness).tables.get(table.id).away_seat_of(user.id)
        assert seat is not None
        assert before[-1][1:] == (seat, None, "heuristic", f"{user.global_name} (dator)", 1)
        message_id = bot_of(harness).tables.get(table.id).row.message_id
        assert message_id is not None
        _server_late(harness, monkeypatch, message_id)
        await harness.restart_bot()
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        assert live.seats[seat].display_name == f"{user.global_name} (dator)"
        assert _changes(path) == before
        assert "Giv 1" in table.message.text  # drawn in Swedish once the server came
        assert harness.problems() == []
