"""A move made while a turn notice is on its way: the notice calls the turn it was posted (or
found) for, so the move leaves it a notice of a turn over, deleted, and the next person called.

Two ways: the person on turn moves while their notice's post is in flight (no restart), and
while a start-up looks through the thread for a notice the last process left up (a crash
during a notice's post). Before, the notice was kept as the next turn's: the next person was
never called and the old ping stayed up.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import discord.http
import pytest

from cogs.boston import wire
from tests.discord.driver import Table, boston, bot_of, seated_table
from tests.faults.test_notice_in_flight_restart import (
    MENTION,
    _notices,  # pyright: ignore[reportPrivateUsage]
    _on_turn,  # pyright: ignore[reportPrivateUsage]
    _stopped_while_a_notice_is_posted,  # pyright: ignore[reportPrivateUsage]
)
from tests.support.bot_runner import BotHarness


async def _move_now(harness: BotHarness, table: Table) -> None:
    """The person on turn makes a move, straight through the service."""
    service = bot_of(harness).tables
    live = service.get(table.id)
    assert live.game is not None
    seat = live.game.to_act
    assert seat is not None
    player = live.seats[seat].player_id
    assert player is not None
    await service.act_as_player(table.id, player, live.game.legal_actions(seat)[0], live.seq)


async def test_a_move_while_the_notice_is_posted_calls_the_next_person(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        await table.settle()
        posted = wire.post_channel_message
        moved: list[bool] = []

        async def post(http: Any, place: int, payload: Any) -> Any:
            out = await posted(http, place, payload)
            if "your turn" in str(payload.get("content")) and not moved:
                moved.append(True)
                await _move_now(harness, table)
            return out

        monkeypatch.setattr(wire, "post_channel_message", post)
        user = table.on_turn()
        assert user is not None
        view = await table.refresh(user)
        await (await harness.fake.click(user, view, table.choose(view))).response()
        await harness.settle()
        await table.settle()
        assert moved, "no turn notice was posted"
        called = [MENTION.findall(m.content) for m in _notices(table)]
        assert called == [[str(_on_turn(harness, table))]], called


async def test_a_move_while_start_up_looks_for_a_lost_notice_calls_the_next_person(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        await _stopped_while_a_notice_is_posted(harness, table, monkeypatch, "crash")
        read = discord.http.HTTPClient.logs_from
        moved: list[bool] = []

        async def logs_from(self: Any, *args: Any, **kwargs: Any) -> Any:
            out = await read(self, *args, **kwargs)
            if not moved:
                moved.append(True)
                await _move_now(harness, table)
            return out

        monkeypatch.setattr(discord.http.HTTPClient, "logs_from", logs_from)
        await harness.start_bot()
        await harness.settle()
        await table.settle()
        assert moved, "start-up did not look through the thread"
        called = [MENTION.findall(m.content) for m in _notices(table)]
        assert called == [[str(_on_turn(harness, table))]], called
