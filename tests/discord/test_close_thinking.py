"""A deploy's close (``stop_bot(settle_first=False)``, a SIGTERM's) while interactions work.

The close first gives what is in flight a moment to end by itself; what still works then is
answered privately that the bot is restarting (``bot.routing.Watchdog.close``), whichever cog
it is: before, ``/boston new`` posting its lobby or ``/boston rulefile`` reading its file was
left "thinking…" until Discord gave up. An answer that cannot be sent because the HTTP
session has closed under it is no bug: nothing at ERROR in the log.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.i18n import t
from tests.discord.driver import boston, enabled_actions, open_table, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import Fault, InteractionHandle

POST = "POST /channels/{channel_id}/messages"
ATTACH = "GET /attachments/{channel_id}/{attachment_id}/{filename}"
CALLBACK = "POST /interactions/{interaction_id}/{interaction_token}/callback"
HELD = 3.0
"""How long the fake holds the request: longer than the close waits (``CLOSE_WAIT``)."""


def _hold(harness: BotHarness, route: str) -> asyncio.Event:
    """Hold the next request on ``route`` for :data:`HELD` seconds; the event is set as it
    reaches the fake."""
    arrived = asyncio.Event()

    def held(_record: object) -> bool:
        arrived.set()
        return True

    harness.fake.faults.inject(route, Fault.delayed(HELD), match=held)
    return arrived


async def _close_while(harness: BotHarness, arrived: asyncio.Event) -> None:
    """Close the bot once the held request is on its way, and let the held requests end."""
    fake = harness.fake
    await asyncio.wait_for(arrived.wait(), 5)
    await harness.stop_bot(settle_first=False)
    await fake.wait_for(
        lambda: all(r.status for r in fake.requests) or None, HELD + 2, what="held requests"
    )
    for _ in range(20):
        await asyncio.sleep(0)


def _restarting(handle: InteractionHandle) -> None:
    original = handle.original
    assert original is not None and not original.loading, "still thinking after the close"
    assert original.text == t("en", "error.restarting")
    assert original.ephemeral_to is handle.user


async def test_a_new_table_posting_its_lobby_at_the_close_is_answered(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        arrived = _hold(harness, POST)
        handle = await fake.slash(fake.user("kibitzer"), "boston new", {})
        await _close_while(harness, arrived)
        _restarting(handle)
        assert harness.problems() == []


async def test_a_rule_file_being_read_at_the_close_is_answered(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        lobby, _ = await open_table(harness, north, options={"variant": "american"})
        table_id = int(lobby.custom_ids[0].split(":")[2])
        arrived = _hold(harness, ATTACH)
        handle = await fake.slash(
            north,
            "boston rulefile",
            {"file": ("c.json", b'"foster-decimal"'), "table": table_id},
        )
        await _close_while(harness, arrived)
        _restarting(handle)
        assert harness.problems() == []


async def test_a_close_under_a_moves_answer_logs_no_error(tmp_path: Path) -> None:
    """The move is saved and its answer on its way when the bot closes, held longer than the
    close waits: the closed session cuts it, quietly."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user = table.on_turn()
        assert user is not None
        view = await table.refresh(user)
        arrived = _hold(harness, CALLBACK)
        handle = await fake.click(user, view, enabled_actions(view)[0])
        await _close_while(harness, arrived)
        handle.unanswered_ok = True  # a held callback may reach the fake after its deadline
        assert harness.errors.describe() == []
        assert harness.loop_errors == []
