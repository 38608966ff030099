"""Clicks routed by custom id (issue #17): a click reaches the same cog method as before
without discord.py rebuilding the clicked message's view, keeps working after a restart, and
a table-message edit that would change nothing is not sent."""

from __future__ import annotations

import asyncio
import gc
from pathlib import Path
from typing import Any

import discord
import pytest

from tests.discord.driver import boston, bot_of, code_of, enabled_actions, seated_table

TABLE_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"


async def test_a_routed_click_reaches_the_play_handler_without_rebuilding_a_view(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rebuilt: list[Any] = []

    def no_rebuild(cls: Any, message: Any, /, *, timeout: float | None = 180.0) -> Any:
        rebuilt.append(message)
        raise AssertionError("a Boston click rebuilt its message's view")

    monkeypatch.setattr(discord.ui.View, "from_message", classmethod(no_rebuild))
    monkeypatch.setattr(discord.ui.LayoutView, "from_message", classmethod(no_rebuild))
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        bot = bot_of(harness)
        # The cog's module as its extension loaded it (each bot loads the extension afresh).
        from cogs.boston.play import PlayCog

        play = bot.get_cog(PlayCog.__cog_name__)
        assert isinstance(play, PlayCog)
        calls: list[tuple[int, int, str]] = []
        act = play.act

        async def spy(interaction: discord.Interaction, table_id: int, seq: int, code: str) -> None:
            calls.append((table_id, seq, code))
            assert interaction.message is None  # never parsed: only its id and flags are kept
            await act(interaction, table_id, seq, code)

        monkeypatch.setattr(play, "act", spy)
        user = table.on_turn()
        assert user is not None
        view = await table.refresh(user)
        custom_id = table.choose(view)
        seq_before = bot.tables.get(table.id).seq
        await (await harness.fake.click(user, view, custom_id)).done()
        await table.settle()
        assert calls == [(table.id, seq_before, code_of(custom_id))]
        assert bot.tables.get(table.id).seq == seq_before + 1  # the action was applied
        assert rebuilt == []


async def test_a_routed_click_raises_no_interaction_event_and_a_command_still_does(
    tmp_path: Path,
) -> None:
    # A routed click's route answers it; dispatching it as ``on_interaction`` too cost a task
    # per click for no listener. Everything else (here a slash command) is still dispatched:
    # the modals' listener (cogs/boston/documents.py) depends on it.
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        bot = bot_of(harness)
        seen: list[discord.InteractionType] = []

        async def listener(interaction: discord.Interaction) -> None:
            seen.append(interaction.type)

        bot.add_listener(listener, "on_interaction")
        user = table.on_turn()
        assert user is not None
        seq = bot.tables.get(table.id).seq
        await table.step(user)
        assert bot.tables.get(table.id).seq > seq
        await (await harness.fake.click(user, table.message, label="My hand")).message()
        await (await harness.fake.slash(user, "boston help")).done()
        await harness.settle()
        assert seen == [discord.InteractionType.application_command]


async def test_buttons_of_messages_drawn_before_a_restart_still_work(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user = table.on_turn()
        assert user is not None
        old_view = table.views[user.id]
        await harness.restart_bot()
        await harness.settle()
        # Refresh in a hand view drawn by the previous process: redrawn in place.
        await (await harness.fake.click(user, old_view, label="Refresh")).done()
        assert enabled_actions(old_view), old_view.text
        # My hand on the table message: a new private view.
        fresh = await (await harness.fake.click(user, table.message, label="My hand")).message()
        assert fresh.ephemeral_to is user and enabled_actions(fresh)


async def test_a_table_edit_that_changes_nothing_is_not_sent(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        bot = bot_of(harness)
        from cogs.boston.table import TableCog

        cog = bot.get_cog(TableCog.__cog_name__)
        assert isinstance(cog, TableCog)
        fake = harness.fake
        edits = sum(1 for r in fake.requests if r.route == TABLE_EDIT)
        # A change no reader sees (as a turn timer's reminder is for the message itself).
        cog._touch(bot.tables.get(table.id))  # pyright: ignore[reportPrivateUsage]
        await table.settle()
        assert sum(1 for r in fake.requests if r.route == TABLE_EDIT) == edits
        # A move does change it: exactly one edit carries it.
        user = table.on_turn()
        assert user is not None
        await table.step(user)
        assert sum(1 for r in fake.requests if r.route == TABLE_EDIT) == edits + 1


async def test_the_edits_a_move_leaves_behind_let_the_clicks_go_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #17: other people's hand views and the table message are edited only once no
    click is being handled (``ComponentRouter.after_clicks``), so a click never queues behind
    the edits earlier clicks caused; a click's own answer does not wait."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        router = bot_of(harness).router
        gate = router.after_clicks
        waited: list[str] = []

        async def recorded() -> None:
            task = asyncio.current_task()
            waited.append(task.get_name() if task is not None else "")
            await gate()

        monkeypatch.setattr(router, "after_clicks", recorded)
        user = table.on_turn()
        assert user is not None
        await table.step(user, refresh=False)
        await table.settle()
        assert any(name.startswith("cogs:live-") for name in waited), waited
        assert any(name.startswith("bot:table-") for name in waited), waited
        assert not any(name == "cogs:click" for name in waited), waited


async def test_an_answered_click_frees_its_interaction_without_the_cyclic_collector(
    tmp_path: Path,
) -> None:
    """A click's interaction and its ``response`` point at each other; left so, every click's
    dozen objects (member, user, their dicts) waited for the cyclic collector, piled up in
    its young generation and made its pauses long (issue #17). Once the handler is done the
    cycle is broken, and live hand views keep only the token, not the interaction."""
    from bot.routing import RoutedInteraction

    def alive() -> int:
        return sum(1 for o in gc.get_objects() if isinstance(o, RoutedInteraction))

    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        gc.collect()
        gc.disable()
        try:
            before = alive()
            for _ in range(12):
                user = table.on_turn()
                assert user is not None
                await table.step(user)
            await table.settle()
            assert alive() == before
        finally:
            gc.enable()
