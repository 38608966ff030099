"""The hand view of someone away names only moves the computer made for *them*, after a restart
too: "Last move made for you: …" counts from when the computer took their seat over.

That moment is saved with the step away's seat change (migration 0026) and read back at the
restart. Before, the restart inferred it from the seat's changes (where a computer last
replaced a person), but a seat change at the same event as an earlier one replaces it (one
row per seq and seat), so a person who held the seat only between two events left no row:

* Dave steps away at the whist question and the computer whists for him; the host gives his
  seat to a kibitzer (``/boston replace``), who steps away at once, before any move. Live, the
  kibitzer's view says no move was made for them (none was); after a restart it said the
  whist made for **Dave** was made for them.
* Dave steps away, the computer whists for him, he takes his seat back and steps away again
  before anyone moves: after a restart his view named the whist of his first stint.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.tables.live import LiveTable
from tests.discord.driver import Table, boston, bot_of, code_of, enabled_actions, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeUser

MADE = "Last move made for you:"


async def whisted_for(harness: BotHarness, table: Table) -> tuple[FakeUser, int, int]:
    """Play on until someone (not the host) is asked whether to whist; they step away and the
    computer answers for them. Who, their seat, and the table's seq after that answer, when
    it is not their turn."""
    north = harness.fake.user("north")
    dave: FakeUser | None = None
    for _ in range(40):
        user = table.on_turn()
        assert user is not None
        view = await table.refresh(user)
        if any(code_of(c).startswith("whist.") for c in enabled_actions(view)):
            dave = user
            break
        await table.step(user, refresh=False)
    assert dave is not None and dave is not north
    view = await table.refresh(dave)
    await (await harness.fake.click(dave, view, label="Let a computer play")).done()
    await table.settle()
    live = bot_of(harness).tables.get(table.id)
    seat = live.away_seat_of(dave.id)
    assert seat is not None
    assert MADE in (await table.refresh(dave)).text  # the whist, made for Dave
    game = live.game
    assert game is not None and game.to_act != seat  # nothing more is made for the seat now
    return dave, seat, live.seq


def live_table(harness: BotHarness, table: Table) -> LiveTable:
    return bot_of(harness).tables.get(table.id)


async def test_a_replaced_seats_newcomer_is_not_told_a_move_made_for_the_one_before(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        north, kibitzer = fake.user("north"), fake.user("kibitzer")
        _, seat, seq = await whisted_for(harness, table)
        await (await fake.slash(north, "boston replace", {"seat": seat, "member": kibitzer})).done()
        await table.settle()
        live = live_table(harness, table)
        assert live.seat_of(kibitzer.id) == seat
        assert live.seq == seq  # nobody moved: the same seq
        table.users[kibitzer.id] = kibitzer
        view = await table.open_hand(kibitzer)
        await (await fake.click(kibitzer, view, label="Let a computer play")).done()
        await table.settle()
        live = live_table(harness, table)
        assert live.away_seat_of(kibitzer.id) == seat
        assert live.seq == seq
        before = (await table.refresh(kibitzer)).text
        assert MADE not in before, before  # live: nothing was made for the kibitzer
        await harness.restart_bot()
        await harness.settle()
        assert live_table(harness, table).away_since == {seat: seq}
        table.views.pop(kibitzer.id, None)
        after = (await table.open_hand(kibitzer)).text
        assert MADE not in after, after  # not Dave's whist


async def test_a_second_step_away_before_any_move_counts_from_itself(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        dave, seat, seq = await whisted_for(harness, table)
        view = await table.refresh(dave)
        await (await fake.click(dave, view, label="Take my seat back")).done()
        await table.settle()
        view = await table.refresh(dave)
        await (await fake.click(dave, view, label="Let a computer play")).done()
        await table.settle()
        live = live_table(harness, table)
        assert live.away_seat_of(dave.id) == seat
        assert live.seq == seq  # back and away again between the same two events
        before = (await table.refresh(dave)).text
        assert MADE not in before, before  # live: nothing made in this stint yet
        await harness.restart_bot()
        await harness.settle()
        assert live_table(harness, table).away_since == {seat: seq}
        table.views.pop(dave.id, None)
        after = (await table.open_hand(dave)).text
        assert MADE not in after, after  # not the whist of the first stint


async def test_a_step_away_saved_before_0026_is_still_placed_from_the_seat_changes(
    tmp_path: Path,
) -> None:
    """A seat change saved before migration 0026 has no mark: the restart infers the
    takeover from the seat's changes, as before, and the whist made for Dave is still his."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        dave, seat, seq = await whisted_for(harness, table)
        await harness.stop_bot()
        with sqlite3.connect(path) as conn:  # as the version before 0026 wrote the rows
            conn.execute("UPDATE seat_changes SET away_since = NULL")
        await harness.start_bot()
        await harness.settle()
        assert live_table(harness, table).away_since == {seat: seq - 1}
        table.views.pop(dave.id, None)
        assert MADE in (await table.open_hand(dave)).text
