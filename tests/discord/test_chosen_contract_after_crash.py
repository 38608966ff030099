"""A contract chosen in the hand view's select, its bid not yet made, is still chosen after a
crash, as after a deploy (``test_chosen_contract_after_restart.py``): the choice marks the
view's row, and the Live cog's worker writes it on its next pass with the table's sequence
number it was chosen at (``handover_views.chosen`` and ``chosen_seq``, migrations 0017 and
0018). The next process gives it back only where the table is still at that number: the
worker does not write the row again as the table moves, so a row may hold a choice the table
moved past, which stays out even where its contract is offered again (SV-B3: the contract
first, then its colour level).

The crash is the bot stopped with nothing of its close written, and the rows' worker runs
when the test says (``test_views_after_crash.py``)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.discord.driver import Table, boston, bot_of, code_of, enabled_actions, seated_table
from tests.discord.test_boston_live import live_cog
from tests.discord.test_chosen_contract_after_restart import bid_codes, chosen, on_turn
from tests.discord.test_views_after_crash import crash_and_start, told_when_to_write, write_rows
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser

pytestmark = pytest.mark.usefixtures("crashes")


def chosen_rows(path: Path) -> dict[int, tuple[str | None, int | None]]:
    """Each person's row: the contract chosen in their view and the seq it was chosen at."""
    with sqlite3.connect(path) as conn:
        found = conn.execute("SELECT user_id, chosen, chosen_seq FROM handover_views").fetchall()
    return {int(user): (chosen, seq) for user, chosen, seq in found}


def table_seq(path: Path, table: Table) -> int:
    """The table's sequence number: its last event's."""
    with sqlite3.connect(path) as conn:
        [(seq,)] = conn.execute("SELECT MAX(seq) FROM events WHERE table_id = ?", (table.id,))
    return int(seq)


async def choose(harness: BotHarness, user: FakeUser, view: FakeMessage, contract: str) -> None:
    await (await harness.fake.select(user, view, view.selects[0]["custom_id"], [contract])).done()
    assert chosen(view) == [contract]


async def first_bidder_chose_seven(
    harness: BotHarness, path: Path
) -> tuple[Table, FakeUser, FakeMessage]:
    """A table whose views' rows the worker wrote with nothing chosen; then the first bidder
    chose "7" in their view's select, and the worker made its next pass."""
    told_when_to_write(harness)
    table = await seated_table(harness)
    user = on_turn(table)
    view = await table.refresh(user)
    await write_rows(harness)
    assert chosen_rows(path)[user.id] == (None, None)
    await choose(harness, user, view, "7")
    await write_rows(harness)
    return table, user, view


async def test_sv_b3_a_chosen_contract_survives_a_crash(tmp_path: Path) -> None:
    """Before: the worker wrote no choice (and a choice did not mark the row), so after a
    crash the view came back with nothing chosen and only Pass."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table, user, view = await first_bidder_chose_seven(harness, path)
        codes = bid_codes(view)
        assert codes and all(code.startswith("bid.7.") for code in codes), codes
        rows = chosen_rows(path)
        assert rows[user.id] == ("7", table_seq(path, table))
        assert [row for u, row in rows.items() if u != user.id] == [(None, None)] * 3

        await crash_and_start(harness)
        await table.settle()
        # Redrawn by the new process with the contract still chosen and its buttons there.
        view = table.views[user.id]
        assert chosen(view) == ["7"] and bid_codes(view) == codes
        # The view taken back is written again with its choice: a second crash keeps it too.
        live_cog(bot_of(harness)).sweep()
        await write_rows(harness)
        assert chosen_rows(path)[user.id] == ("7", table_seq(path, table))
        await crash_and_start(harness)
        await table.settle()
        view = table.views[user.id]
        assert chosen(view) == ["7"] and bid_codes(view) == codes
        # And its bid is made from there with no second choice.
        await (await harness.fake.click(user, view, enabled_actions(view)[0])).done()
        await table.settle()
        assert on_turn(table) != user


async def test_sv_b5_a_choice_the_table_moved_past_does_not_come_back(tmp_path: Path) -> None:
    """The first bidder chose "7" (written) and bid it at its lowest colour level; the next
    bidder chose "7" too and bid it at a better level (SV-B3), the others passed, and the turn
    came back to the first with "7" offered again (SV-B5, SV-B8). Their row still holds "7" of
    the older turn (no choice of theirs marked it since): after a crash their view comes back
    with nothing chosen, as it stood."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table, first, view = await first_bidder_chose_seven(harness, path)
        chosen_at = table_seq(path, table)
        await (await harness.fake.click(first, view, enabled_actions(view)[0])).done()
        await table.settle()
        second = on_turn(table)
        view = table.views[second.id]
        await choose(harness, second, view, "7")
        better = next(c for c in enabled_actions(view) if code_of(c).startswith("bid.7."))
        await (await harness.fake.click(second, view, better)).done()
        await table.settle()
        for _ in range(2):
            user = on_turn(table)
            view = table.views[user.id]
            passing = next(c for c in enabled_actions(view) if code_of(c) == "pass")
            await (await harness.fake.click(user, view, passing)).done()
            await table.settle()
        assert on_turn(table) == first
        view = table.views[first.id]
        assert "7" in options(view) and chosen(view) == []
        await write_rows(harness)
        assert chosen_rows(path)[first.id] == ("7", chosen_at)
        assert table_seq(path, table) == chosen_at + 4

        await crash_and_start(harness)
        await table.settle()
        view = table.views[first.id]
        assert "7" in options(view)
        assert chosen(view) == [] and bid_codes(view) == []


def options(view: FakeMessage) -> list[str]:
    """The values the view's contract select offers."""
    return [str(o["value"]) for o in view.selects[0]["options"]]
