"""Three things a playtest of Dawson's Boston saw on the fake Discord: an all-pass deal played
out (Misère Partout, DW-B4) showed "Auction: " with nothing after it for 13 tricks on the table
message and every hand view; a bidder who chose a contract offered at several levels was told
to choose "its colour level" (Swedish Boston's idea, SV-B2) above Dawson's **I keep** and **I
keep over you** (DW-B2); and a paused table's hand view must leave no game action live, the
contract select included."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import Table, boston, code_of, enabled_actions
from tests.discord.test_boston_fontainebleau import open_variant_table


async def _act(table: Table, code: str, *, refresh: bool = True) -> None:
    """The person on turn clicks the action ``code`` in their hand view (refreshed first,
    unless ``refresh`` is False: a contract chosen in it)."""
    user = table.on_turn()
    assert user is not None, table.message.text
    view = await table.refresh(user) if refresh else table.views[user.id]
    [custom_id] = [c for c in enabled_actions(view) if code_of(c) == code]
    await (await table.fake.click(user, view, custom_id)).done()
    await table.settle()


async def test_a_misere_partout_says_everyone_passed_not_an_empty_auction(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await open_variant_table(harness, "dawson")
        for _ in range(4):
            await _act(table, "pass")
        for user in table.users.values():
            await table.refresh(user)
        for drawn in (table.message, *table.views.values()):
            lines = drawn.text.splitlines()
            assert "Misère Partout · no trumps" in lines  # DW-P5, its parts on a phone's lines
            assert "the most tricks pay the others" in lines
            assert "Auction: everyone passed" in lines, drawn.text
            assert not any(line.strip() == "Auction:" for line in lines), drawn.text
        # A trick later, still so (the line stands for the whole deal).
        user = table.on_turn()
        assert user is not None
        await table.step(user)
        assert "Auction: everyone passed" in table.message.text.splitlines()


async def test_dawsons_level_buttons_are_named_in_the_prompt(tmp_path: Path) -> None:
    """East opens Boston; South chooses Boston in the select: its buttons are I keep and I keep
    over you, and the prompt names them (no "colour level")."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await open_variant_table(harness, "dawson")
        fake = harness.fake
        east = table.on_turn()
        assert east is not None
        view = await table.refresh(east)
        await (await fake.select(east, view, view.selects[0]["custom_id"], ["5"])).done()
        await _act(table, "bid.5.plain", refresh=False)
        south = table.on_turn()
        assert south is not None and south is not east
        view = await table.refresh(south)
        await (await fake.select(south, view, view.selects[0]["custom_id"], ["5"])).done()
        await table.settle()
        assert {"I keep", "I keep over you"} <= set(view.labels)
        text = " ".join(view.text.split())
        assert "colour level" not in text
        assert (
            '**Your turn: bid or pass.** Choose a contract, then "I keep" or "I keep over you", '
            "if it has a choice." in text
        ), text


async def test_a_paused_view_leaves_no_game_action_live(tmp_path: Path) -> None:
    """Paused with a contract chosen: the select and every game button disabled; Refresh,
    Let a computer play and the notices' switch live."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await open_variant_table(harness, "dawson")
        fake = harness.fake
        east = table.on_turn()
        assert east is not None
        view = await table.refresh(east)
        await (await fake.select(east, view, view.selects[0]["custom_id"], ["5"])).done()
        await table.settle()
        host = next(iter(table.users.values()))
        await (await fake.slash(host, "boston pause", {"table": table.id})).done()
        await table.settle()
        for user in table.users.values():
            drawn = table.views[user.id]
            assert "The table is paused" in drawn.text
            assert all(s.get("disabled") for s in drawn.selects)
            live = [b.get("label") for b in drawn.buttons if not b.get("disabled")]
            assert live == ["Refresh", "Let a computer play", "🔕 Mute mentions"], live
