"""``/boston score seat_tricks:`` with a count of thousands of digits (Discord allows 6,000
characters): a private reason naming the option, not Python's integer-digit limit as an ERROR
and "something went wrong"."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import PLAYERS, boston
from tests.discord.test_boston_club import scorekeeping_table


async def test_a_count_of_6000_digits(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        await scorekeeping_table(harness, users, {"mode": "score", "variant": "fontainebleau"})
        said = await (
            await fake.slash(users[0], "boston score", {"seat_tricks": "1" * 6000})
        ).message()
        assert said.ephemeral and len(said.content) <= 2000
        assert said.text.startswith("That result was not accepted:")
        assert "1" * 50 not in said.text
