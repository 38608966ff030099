"""Review 27: an open hand view whose interaction token is about to run out is edited one last
time, saying it no longer follows the game and to press My hand; its buttons still answer,
and a click in it makes it live again. Driven by the Live cog's injectable clock."""

from __future__ import annotations

from pathlib import Path

from cogs.boston.live import LET_GO_AT, TOKEN_LIFETIME, TOKEN_MARGIN
from tests.discord.driver import boston, bot_of, enabled_actions, seated_table
from tests.discord.test_boston_live import VIEW_EDIT, live_cog, on_turn, with_clock

LET_GO = "This view no longer follows the game"


async def test_a_move_lets_an_old_view_go_with_a_last_edit_whose_buttons_still_work(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        clock = await with_clock(harness)
        table = await seated_table(harness)
        fake = harness.fake
        clock.now += LET_GO_AT + 1  # old, but the token can still edit
        assert LET_GO_AT + 1 < TOKEN_LIFETIME - TOKEN_MARGIN
        first = on_turn(table)
        await table.step(first, refresh=True)  # first's view is fresh again: it follows
        second = on_turn(table)
        old = table.views[second.id]
        assert LET_GO in old.text and "**My hand**" in old.text
        assert enabled_actions(old)  # its turn, and its buttons still there
        assert not live_cog(bot_of(harness)).is_live(table.id, second.id)
        before = len(fake.requests)
        await table.step(second, refresh=False)  # pressed in the old view: answered as usual
        assert LET_GO not in old.text
        assert live_cog(bot_of(harness)).is_live(table.id, second.id)
        # Let go once: the next move edits no view of the others' with old tokens.
        third = on_turn(table)
        assert third is not first
        edits = [r for r in fake.requests[before:] if r.route == VIEW_EDIT]
        assert len(edits) <= 1  # first's fresh view follows; the old ones are let go


async def test_the_sweep_lets_go_of_views_at_a_table_where_nothing_moves(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        clock = await with_clock(harness)
        table = await seated_table(harness)
        fake = harness.fake
        cog = live_cog(bot_of(harness))
        cog.sweep()  # young views: nothing to do
        await table.settle()
        assert not any(LET_GO in v.text for v in table.views.values())
        clock.now += LET_GO_AT + 1
        before = len(fake.requests)
        cog.sweep()
        await table.settle()
        assert [r.route for r in fake.requests[before:]].count(VIEW_EDIT) == 4
        for user in table.users.values():
            assert LET_GO in table.views[user.id].text, user.username
        assert cog.views(table.id) == []
        before = len(fake.requests)
        cog.sweep()  # let go once
        await table.settle()
        assert VIEW_EDIT not in [r.route for r in fake.requests[before:]]
