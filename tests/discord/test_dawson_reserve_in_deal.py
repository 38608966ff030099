"""DW-P3 on the fake Discord: with a pool cap, the antes are put in before the deal and what
the cap keeps out of the pool waits in the reserve. A playtest read the table message during a
deal ("Pool: 30 (this deal's ante of 30 in it)", the next deal "Pool: 30 · reserve 20") and
added up the antes: the 50 paid in were nowhere, since the reserve shown was the one the last
result left. The table message now says the pool and the reserve as they lie while the deal is
played, each with what of the deal's antes it holds, and the deal's result ("pool now 30,
reserve 70") says the same numbers where the deal does not touch the pool."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import Table, boston, seated_table

CAP = {"variant": "dawson", "rules": "pool_cap=30"}  # the default ante: 10 each, 20 the dealer's


def pool_part(table: Table) -> list[str]:
    """The table message's lines from the pool's on."""
    lines = table.message.text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("Pool"))
    return lines[at:]


async def test_dw_p3_the_reserve_shown_during_a_deal_holds_its_antes(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness, options=CAP)
        # Deal 1: 30 of the 50 antes fill the pool to its cap, the other 20 go to the reserve.
        assert pool_part(table) == [
            "Pool: 30 (30 of this deal's ante of 50 in it)",
            "reserve 20 (the other 20 in it)",
        ]
        result = await table.play_deal(1)  # Boston made: the pool is not touched
        assert "pool now 30, reserve 20" in result.text, result.text
        # Deal 2: the pool is full, so all of its antes lie in the reserve: 20 + 50.
        assert pool_part(table) == ["Pool: 30", "reserve 70 (this deal's ante of 50 in it)"]
        result = await table.play_deal(2)  # Boston lost: below Seven the pool is left alone
        assert "pool now 30, reserve 70" in result.text, result.text  # as deal 2 showed
        assert pool_part(table) == ["Pool: 30", "reserve 120 (this deal's ante of 50 in it)"]
