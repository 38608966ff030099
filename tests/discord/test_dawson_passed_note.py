"""DW-B1 on the fake Discord: a player who passed, on turn again, is offered only misères and
spreads under the same "Your turn: bid or pass" prompt; his hand view says why, under the
prompt, and nobody else's does."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston
from tests.discord.test_boston_fontainebleau import open_variant_table
from tests.discord.test_paused_view_actions import _act

NOTE = "Having passed, you may now bid only a misère or a spread."


async def test_dw_b1_the_passed_player_alone_is_told_why_most_bids_are_gone(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await open_variant_table(harness, "dawson")
        fake = harness.fake
        east = table.on_turn()
        assert east is not None
        view = await table.refresh(east)
        assert NOTE not in " ".join(view.text.split())  # not passed yet
        await _act(table, "pass")
        south = table.on_turn()
        assert south is not None
        view = await table.refresh(south)
        await (await fake.select(south, view, view.selects[0]["custom_id"], ["5"])).done()
        await _act(table, "bid.5.plain", refresh=False)
        await _act(table, "pass")  # West
        await _act(table, "pass")  # North
        assert table.on_turn() is east
        for user in table.users.values():
            await table.refresh(user)
        lines = table.views[east.id].text.splitlines()
        prompt = next(i for i, line in enumerate(lines) if line.startswith("**Your turn"))
        # Under how a bid is made, on a phone's lines ("Having passed," then the rest).
        assert NOTE in " ".join(lines[prompt + 1 : prompt + 5]), lines
        for user in table.users.values():
            if user is not east:
                assert NOTE not in " ".join(table.views[user.id].text.split())
        assert NOTE not in " ".join(table.message.text.split())
