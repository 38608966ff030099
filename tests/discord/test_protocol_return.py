"""The Protocol's seat lines (RF-2.6) during a game say that a person came back: South steps
away on their turn in the auction (the computer calls for them at once) and takes the seat
back before anyone else moves; the line says both, where a player counts them, and stays so
once the game moves on. A person who steps away and comes back before any move at all changed
nothing: no line.

Before: "Seat 3: South; South (computer) from deal 1, move 2", as if the computer still played
South, until the next move."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import Table, boston, seated_table
from tests.support.fake_model import FakeMessage


async def _away_and_back(table: Table, name: str) -> None:
    fake = table.fake
    user = fake.user(name)
    await table.refresh(user)
    await (await fake.click(user, table.views[user.id], label="Let a computer play")).done()
    await table.settle()
    await table.refresh(user)
    await (await fake.click(user, table.views[user.id], label="Take my seat back")).done()
    await table.settle()


async def _seat_lines(table: Table) -> list[str]:
    north = table.fake.user("north")
    answer: FakeMessage = await (
        await table.fake.click(north, table.message, label="Protocol")
    ).message()
    return [line for line in answer.text.splitlines() if line.startswith("Seat ")]


async def test_the_protocol_says_south_came_back(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        south = fake.user("south")
        await table.step(fake.user("east"))
        assert table.on_turn() is south
        await _away_and_back(table, "south")  # the computer called for South meanwhile
        line = (
            "Seat 3: South; a computer kept it for South from deal 1, during the auction; "
            "South again from deal 1, during the auction"
        )
        assert await _seat_lines(table) == [line]
        for _ in range(3):
            user = table.on_turn()
            assert user is not None
            await table.step(user)
        assert await _seat_lines(table) == [line]
        assert harness.problems() == []


async def test_away_and_back_before_any_move_is_no_change(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        await table.step(harness.fake.user("east"))
        await _away_and_back(table, "west")  # South is on turn: nobody moved meanwhile
        assert await _seat_lines(table) == []
        user = table.on_turn()
        assert user is not None
        await table.step(user)
        assert await _seat_lines(table) == []
        assert harness.problems() == []
