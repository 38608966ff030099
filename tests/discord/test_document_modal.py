"""Every submission of the lobby's card-of-prices modal (AM-S1) gets a private answer, also
when discord.py has already forgotten the modal (its 15-minute timeout, or a restart): the
cog answers it from the modal's custom id. A late refusal changes nothing."""

from __future__ import annotations

from pathlib import Path

import discord

from bot.tables.service import LiveTable
from tests.discord.driver import boston, bot_of
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import FakeMessage, FakeUser, InteractionHandle


async def american_lobby(harness: BotHarness, host: FakeUser) -> tuple[FakeMessage, LiveTable]:
    """``host`` opens an American Boston lobby in #general: its message and its table."""
    fake = harness.fake
    place = fake.guild.channel("general")
    await (await fake.slash(host, "boston new", {"variant": "american"}, channel=place)).done()
    lobby = await fake.wait_for_message(
        place, lambda m: any("boston:lobby:" in c for c in m.custom_ids)
    )
    return lobby, bot_of(harness).tables.get(int(lobby.custom_ids[0].split(":")[2]))


def forget_every_modal(bot: discord.Client) -> None:
    """What the timeout does to an open modal: discord.py stops it and drops it from its
    store, so the modal object never sees the submission."""
    modals = bot._connection._view_store._modals  # pyright: ignore[reportPrivateUsage]
    for modal in list(modals.values()):
        modal.stop()
    assert not modals


async def test_a_late_submission_is_still_answered(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        lobby, live = await american_lobby(harness, north)

        async def opened() -> InteractionHandle:
            handle = await fake.click(north, lobby, label="Edit: Card of prices")
            await handle.done()
            assert handle.modal is not None
            return handle

        handle = await opened()
        forget_every_modal(bot_of(harness))
        saved = await (await fake.submit_modal(handle, {"document": "foster-decimal"})).message()
        assert saved.ephemeral and "saved" in saved.text
        await harness.settle()
        assert live.row.settings["card"] == "foster-decimal"

        handle = await opened()
        forget_every_modal(bot_of(harness))
        bad = await (await fake.submit_modal(handle, {"document": "{made"})).message()
        assert bad.ephemeral and "not JSON" in bad.text

        # Submitted after the game started: refused privately, the card unchanged.
        handle = await opened()
        await (await fake.click(east, lobby, label="Join")).done()
        for level in ("cpu-random", "cpu-random"):
            await (
                await fake.click(north, lobby, custom_id=f"boston:lobby:{live.id}:{level}")
            ).done()
        await (await fake.click(north, lobby, label="Start")).done()
        await harness.settle()
        assert live.status != "lobby"
        forget_every_modal(bot_of(harness))
        late = await (await fake.submit_modal(handle, {"document": "foster"})).message()
        assert late.ephemeral and "started" in late.text
        assert live.row.settings["card"] == "foster-decimal"
