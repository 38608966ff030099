"""A Nantes double deal (NT-G2: every amount and deposit twice, NT-P8) is said from its start,
not only in its result: the table message's head and every hand view name it, words the
engine gives (the variant's ``double`` term, through the ledger's generic deal notes). A deal
that is not a double says nothing of it. Four people pass deal 1 out (NT-G3) of a table of two
deals whose last is a double."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import Table, boston, code_of, enabled_actions, seated_table
from tests.support.bot_runner import BotHarness

DOUBLE = "double deal (stakes doubled)"


async def open_table(harness: BotHarness, rules: str) -> Table:
    return await seated_table(harness, options={"variant": "nantes", "rules": rules})


async def pass_out(table: Table, deal_no: int) -> None:
    for _ in range(4):
        if table.result(deal_no) is not None:
            break
        user = table.on_turn()
        assert user is not None, table.message.text
        view = await table.refresh(user)
        passing = next(c for c in enabled_actions(view) if code_of(c) == "pass")
        await (await table.fake.click(user, view, passing)).done()
        await table.settle()
    assert table.result(deal_no) is not None


async def test_a_double_deal_is_said_from_its_start(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await open_table(harness, "deals=2 doubles=1")
        head = table.message.text.splitlines()
        assert any(line.startswith("Deal 1 of 2 · Boston de Nantes") for line in head), head
        assert DOUBLE not in table.message.text.lower()
        for view in table.views.values():
            assert DOUBLE not in view.text.lower(), view.text
        await pass_out(table, 1)
        await table.learn_hands()  # deal 2, before anyone bids
        lines = table.message.text.splitlines()
        # deal 2 is the last of two as well (NT-G4), which is said after the double
        # on a phone's lines: the deal and the variant, then its notes
        head = ["Deal 2 · Boston de Nantes", "double deal (stakes doubled) · the last of 2 deals"]
        at = lines.index(head[0])
        assert lines[at : at + 2] == head, lines
        for view in table.views.values():
            shown = view.text.splitlines()
            assert shown[0].startswith("**Table"), shown
            assert shown[1] == "Double deal (stakes doubled)", shown
