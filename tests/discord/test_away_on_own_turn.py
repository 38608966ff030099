"""Stepping away on one's own turn: the computer makes that move at once, and the answer says
so ("starting with this turn"), in English and in Swedish; stepping away while someone else
is on turn answers with the plain line."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tests.discord.driver import boston, bot_of, seated_table

NOW = "A computer plays your seat while you are away, starting with this turn."
PLAIN = "A computer plays your seat until you take it back."
NU = "En dator spelar din plats medan du är borta och gör redan det här draget åt dig."


def _texts(components: list[Any]) -> Iterator[str]:
    for c in components:
        if c.get("type") == 10 and c.get("content"):
            yield str(c["content"])
        yield from _texts(c.get("components") or [])


async def _step_away_answer(harness: Any, table: Any, user: Any, label: str) -> list[str]:
    """The first lines of the answer to **Let a computer play** pressed in ``user``'s hand view, as
    sent (the Live cog redraws the view afterwards, as the computer plays on)."""
    view = await table.refresh(user)
    answer = await (await harness.fake.click(user, view, label=label)).response()
    lines = "\n".join(_texts(answer.data.get("components") or [])).splitlines()
    await table.settle()
    return lines


async def test_stepping_away_on_ones_turn_says_the_computer_moves_now(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        on_turn = table.on_turn()
        assert on_turn is not None
        live = bot_of(harness).tables.get(table.id)
        seq = live.seq
        lines = await _step_away_answer(harness, table, on_turn, "Let a computer play")
        assert lines[0] == NOW, lines
        assert live.away_seat_of(on_turn.id) is not None
        assert live.seq > seq  # the computer made the move at once
        # Someone not on turn reads the plain line.
        other = next(
            u for u in table.users.values() if u is not table.on_turn() and u is not on_turn
        )
        lines = await _step_away_answer(harness, table, other, "Let a computer play")
        assert lines[0] == PLAIN, lines


async def test_stepping_away_on_ones_turn_in_swedish(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness, players=("sven", "east", "south", "west"))
        sven = harness.fake.user("sven")
        while table.on_turn() is not sven:
            on_turn = table.on_turn()
            assert on_turn is not None
            await table.step(on_turn)
        lines = await _step_away_answer(harness, table, sven, "Låt datorn ta över")
        assert lines[0] == NU, lines
