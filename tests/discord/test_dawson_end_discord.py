"""DW-P7 through the fake Discord: ``/boston end`` after a Dawson deal posts the
share-out of the pool under "End of the game" in the thread, and the final balances add up to
zero; before, the post said the pool was left and the standings came to minus its content."""

from __future__ import annotations

from pathlib import Path

from tests.discord.agreed_stop import end_table
from tests.discord.driver import boston, bot_of
from tests.discord.test_boston_agreed_stop import wait_text
from tests.discord.test_boston_fontainebleau import open_variant_table


async def test_dw_p7_the_agreed_end_posts_the_share_out(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await open_variant_table(harness, "dawson")
        table_id = table.id
        await table.play_deal(1)
        service = bot_of(harness).tables
        live = service.get(table_id)
        assert live.game is not None
        held = live.game.ledger.snapshot()["pool"]
        assert isinstance(held, int) and held > 0  # at least deal 1's antes
        north = harness.fake.user("north")
        await end_table(harness.fake, north, channel=table.place)
        final = await wait_text(harness, table, "The game is over.")
        flat = " ".join(final.text.split())
        assert "End of the game:" in final.text, final.text
        assert f"the pool, {held}, is divided equally" in flat, final.text
        assert "not shared out" not in final.text
        game = live.game
        assert game.final is not None and sum(game.final.net().values()) == held
        assert sum(game.balances.values()) == 0
