"""A bid button whose id names no contract (a hand-made click, or a button of an older
release): the player is told there is no such contract, not "That is not possible now.",
which gave no reason."""

from __future__ import annotations

from pathlib import Path

from cogs.boston.ids import action_prefix
from tests.discord.driver import boston, bot_of, seated_table


async def test_an_unreadable_bid_id_is_refused_as_no_such_contract(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user = table.on_turn()
        assert user is not None
        view = await table.open_hand(user)
        seq = bot_of(harness).tables.get(table.id).seq
        forged = action_prefix(table.id, seq) + "bid.grand-slam"
        answer = await (await harness.fake.forge_component(user, view, forged)).message()
        await harness.settle()
        assert answer.ephemeral_to is user
        assert "There is no such contract." in answer.text, answer.text
        assert "That is not possible now." not in answer.text, answer.text
        # A code no button makes at all is still "not possible now".
        seq = bot_of(harness).tables.get(table.id).seq
        other = action_prefix(table.id, seq) + "shuffle"
        answer = await (await harness.fake.forge_component(user, view, other)).message()
        await harness.settle()
        assert "That is not possible now." in answer.text, answer.text
