"""A restart edits no table message to what it shows already: the close hands the next
process how each message stands drawn (``TableCog.hand_over_drawn``, migration 0012), and
start-up's redraw of every table sends only a drawing that differs. Before, each table
message was edited once more after every restart, with the content it had."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tests.discord.driver import Table, boston, bot_of, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import RequestRecord

EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"


def _edits(harness: BotHarness, table: Table, since: int) -> list[RequestRecord]:
    """The edits of the table's message Discord accepted since request ``since``."""
    path = f"/messages/{table.message.id}"
    return [
        r
        for r in harness.fake.requests[since:]
        if r.route == EDIT and r.path.endswith(path) and r.status == 200
    ]


async def test_a_restart_does_not_edit_a_table_message_again(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        await table.settle()
        shown = table.message.text
        since = len(harness.fake.requests)
        await harness.restart_bot()
        await table.settle()
        assert _edits(harness, table, since) == []
        assert table.message.text == shown
        # The next move is drawn as ever.
        user = table.on_turn()
        assert user is not None
        await table.step(user)
        await table.settle()
        assert len(_edits(harness, table, since)) == 1
        assert table.message.text != shown
        assert harness.problems() == []


async def test_a_move_just_before_a_restart_is_drawn_once(tmp_path: Path) -> None:
    """The move's edit goes out during the close (or before it): the new process does not
    send it again."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        await table.settle()
        user = table.on_turn()
        assert user is not None
        since = len(harness.fake.requests)
        await table.step(user, refresh=False)
        await harness.stop_bot(settle_first=False)
        await harness.start_bot()
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None and live.game.to_act is not None
        assert f"<@{live.seats[live.game.to_act].player_id}>" in table.message.text
        assert len(_edits(harness, table, since)) == 1
        assert harness.problems() == []


async def test_without_the_handover_or_with_another_drawing_the_message_is_edited(
    tmp_path: Path,
) -> None:
    """A crash hands nothing over: start-up edits each message, as before. And a drawing that
    differs from the one handed over (here the server's language, Swedish since) is sent."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        await table.settle()
        await harness.stop_bot()
        with sqlite3.connect(path) as db:  # as a crash leaves it
            assert db.execute("DELETE FROM handover_drawn").rowcount == 1
        since = len(harness.fake.requests)
        await harness.start_bot()
        await table.settle()
        assert len(_edits(harness, table, since)) == 1

        await harness.stop_bot()
        harness.fake.guild.preferred_locale = "sv-SE"
        since = len(harness.fake.requests)
        await harness.start_bot()
        await table.settle()
        assert len(_edits(harness, table, since)) == 1
        assert "Giv 1" in table.message.text
        assert harness.problems() == []
