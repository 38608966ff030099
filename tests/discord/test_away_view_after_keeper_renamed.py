"""The away view's "Last move made for you" stays after the keeper's name is said anew.

``TableService.name_computers`` (the server's language changed, or at start-up) stores a seat
change for the keeper ("East (computer)" becomes "East (dator)"). The moment the computer
took the seat over (``LiveTable.away_since``) is where it replaced the person, not that
later change: a rebuild once took the seat's last change, and the whist the computer
answered before the rename counted as made before it took over, so a restart lost the line.
"""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of, seated_table
from tests.discord.test_away_view_says_what_was_done import (
    MADE,
    _step_away,  # pyright: ignore[reportPrivateUsage]
    _text,  # pyright: ignore[reportPrivateUsage]
    _to_whist_question,  # pyright: ignore[reportPrivateUsage]
)


async def test_a_keeper_renamed_then_a_restart_still_says_what_the_computer_did(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        dave = await _to_whist_question(table)
        view = await _step_away(table, dave)
        assert MADE in _text(view), _text(view)
        service = bot_of(harness).tables
        taken = dict(service.get(table.id).away_since)
        # The server's language changed: the keeper is "East (dator)" now, a seat change.
        assert await service.name_computers(table.id, "sv")
        await table.settle()
        # At runtime the rename leaves the moment of the takeover as it was...
        assert service.get(table.id).away_since == taken
        table.views.pop(dave.id, None)
        text = _text(await table.open_hand(dave))
        assert MADE in text, text
        await harness.restart_bot()
        await harness.settle()
        # ...and a rebuild reads the same moment back, not the rename's.
        assert bot_of(harness).tables.get(table.id).away_since == taken
        table.views.pop(dave.id, None)
        text = _text(await table.open_hand(dave))
        assert MADE in text, text


async def test_a_second_step_away_is_the_takeover_after_a_restart(tmp_path: Path) -> None:
    """Away, back and away again: the takeover read back is the second step away's."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        dave = await _to_whist_question(table)
        await _step_away(table, dave)
        service = bot_of(harness).tables
        live = service.get(table.id)
        seat = live.away_seat_of(dave.id)
        assert seat is not None
        first = live.away_since[seat]
        await service.come_back(table.id, dave.id, "Dave")
        await table.settle()
        back = live.seq
        user = table.on_turn()  # someone moves: the second step away is a change of its own
        assert user is not None and user is not dave, table.message.text
        await table.step(user)
        assert live.seq > back
        await _step_away(table, dave)
        assert live.away_seat_of(dave.id) == seat
        taken = dict(live.away_since)
        assert taken[seat] > first
        await harness.restart_bot()
        await harness.settle()
        assert bot_of(harness).tables.get(table.id).away_since == taken
