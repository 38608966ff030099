"""A game another process paused after this bot had it in memory (a rolling deploy's overlap:
``/boston pause`` taken by the old process on the same SQLite file, which then stops). A pause
writes no event, so nothing in the log shows it. The person on turn who clicks their move is
answered privately, in their language, that the table is paused (``refused.paused_in_view``:
the view drawn paused says who resumes it, ``table.paused``), their view is drawn paused (no
move to press) and the move is not saved; **My hand** shows the table paused too. Before,
the move was saved at the paused table and play went on here."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import t
from db.database import Database
from tests.discord.driver import (
    Table,
    boston,
    bot_of,
    enabled_actions,
    seated_table,
)
from tests.support.bot_runner import BotHarness

# Sven (Swedish Discord) is on turn first at this seeded table.
PLAYERS = ("north", "sven", "south", "west")


async def _paused_elsewhere(harness: BotHarness, path: Path, table: Table) -> None:
    """The other process pauses the table (its status only, as its ``/boston pause`` does)."""
    other = await Database.open(path)
    try:
        await other.set_table_status(table.id, "paused", expected=("playing",))
    finally:
        await other.close()
    assert bot_of(harness).tables.get(table.id).status == "playing"  # as this bot saw it


async def test_a_move_clicked_at_a_game_paused_elsewhere_is_told_paused(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness, players=PLAYERS)
        await table.settle()
        first = table.on_turn()
        assert first is not None and first.username == "sven"
        view = await table.refresh(first)
        move = enabled_actions(view)[0]
        live = bot_of(harness).tables.get(table.id)
        seq = live.seq
        await _paused_elsewhere(harness, path, table)

        await (await harness.fake.click(first, view, move)).done()
        await table.settle()
        assert t("sv", "refused.paused_in_view") in view.text, view.text
        assert t("sv", "table.paused") in view.text, view.text
        assert "could not be saved" not in view.text and "kunde inte sparas" not in view.text
        assert not enabled_actions(view)  # drawn paused: nothing to press
        assert live.status == "paused" and live.seq == seq
        assert len(await bot_of(harness).db.event_log(table.id)) == seq  # not saved
        assert harness.problems() == []


async def test_my_hand_at_a_game_paused_elsewhere_shows_it_paused(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness, players=PLAYERS)
        await table.settle()
        first = table.on_turn()
        assert first is not None
        await _paused_elsewhere(harness, path, table)

        view = await table.open_hand(first)
        await table.settle()
        assert not enabled_actions(view), view.text  # before: their move to press
        assert bot_of(harness).tables.get(table.id).status == "paused"
        assert harness.problems() == []
