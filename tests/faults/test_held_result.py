"""A deal's result Discord refuses through every try (``cogs/boston/table.py``).

A result refused six times in a row (a 5xx for half a minute, a permission taken away) is not
dropped by the running process: it stays at the head of its table's queue, the thread's later
lines waiting behind it, and is tried again, backing off, or at once when Discord takes
another line in the thread (a turn notice). Posted, it is marked; the later results are not
marked past it while it waits, so a stop meanwhile leaves it owed to the next start-up. Before,
it was given up: the thread had no result for the deal until a restart, and once a later
deal's result went out (its mark covers every deal before it) not even then.

Nothing here waits on a clock: the first six tries back off by nothing (``retry_first``), the
held result's next try is far off (``hold_first``), and the turn notices, which Discord takes,
bring it on. One test has Discord make a result without answering: the transport's timeout is
lowered, and Discord's late answer (1.2 s) is what it waits for, as in
``test_transport_failures.py``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from tests.discord.driver import RESULT_POST, Table, boston, bot_of, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import Fault, RequestRecord

POST = "POST /channels/{channel_id}/messages"


def _deal_result(number: int) -> Callable[[RequestRecord], bool]:
    def match(record: RequestRecord) -> bool:
        return f"**Deal {number}**" in json.dumps(record.json or {})

    return match


def _results(table: Table) -> list[int]:
    """The deals whose result the thread shows, in its order."""
    found: list[int] = []
    for message in table.place.visible_messages():
        if (m := RESULT_POST.match(message.text)) is not None:
            found.append(int(m[1]))
    return found


def _quick(harness: BotHarness, *, held: float) -> None:
    bot = bot_of(harness)
    for name in ("Table", "Notices"):
        cog = bot.get_cog(name)
        assert cog is not None
        cog.retry_first = 0.0  # pyright: ignore[reportAttributeAccessIssue]
    table_cog = bot.get_cog("Table")
    table_cog.hold_first = held  # pyright: ignore[reportOptionalMemberAccess,reportAttributeAccessIssue]


async def _play_deals(harness: BotHarness, table: Table, deals: int) -> None:
    live = bot_of(harness).tables.get(table.id)
    while live.game is not None and len(live.game.deals) <= deals:
        user = table.on_turn()
        assert user is not None, table.message.text
        await table.step(user)
    await table.settle()


async def _mark(harness: BotHarness, table_id: int) -> int:
    marks = await bot_of(harness).db.owed_posts()
    return next(m.deals for m in marks if m.row.id == table_id)


async def test_a_result_refused_through_every_try_is_posted_once_discord_takes_it(
    tmp_path: Path,
) -> None:
    """Twelve refusals, as a Swedish table met: the six tries of the line, then its later
    tries, held, until Discord takes it; once, and marked."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        _quick(harness, held=0.0)
        faults = [Fault.server_error(503) for _ in range(12)]
        harness.fake.faults.inject(POST, *faults, match=_deal_result(1))
        with harness.allow_errors(".*could not post.*"):
            await _play_deals(harness, table, 1)
            # The held line's later tries run on the hold's own timer, which a settle of the
            # table does not wait for: wait for the line itself.
            await harness.fake.wait_for_message(
                table.place, lambda m: RESULT_POST.match(m.text) is not None
            )
            await table.settle()
        assert harness.fake.faults.pending == 0
        assert _results(table) == [1]
        assert await _mark(harness, table.id) == 1


async def test_a_held_result_goes_before_the_next_and_neither_is_marked_past_it(
    tmp_path: Path,
) -> None:
    """Deal 1's result refused for as long as deal 2 is played: deal 2's result waits behind
    it (not posted, not marked: a stop would leave both owed), and once Discord takes a line
    again (the next turn notice) both go, in order, once."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        _quick(harness, held=600.0)
        faults = [Fault.server_error(503) for _ in range(500)]
        fake.faults.inject(POST, *faults, match=_deal_result(1))
        with harness.allow_errors(".*could not post.*"):
            await _play_deals(harness, table, 2)
            assert _results(table) == []
            assert await _mark(harness, table.id) == 0
            fake.faults.clear()  # Discord takes the lines again
            user = table.on_turn()
            assert user is not None
            await table.step(user)  # the next turn notice goes, and the results after it
            await table.settle()
        assert _results(table) == [1, 2]
        assert await _mark(harness, table.id) == 2


async def test_a_stop_while_a_result_is_held_leaves_it_and_the_next_owed_in_order(
    tmp_path: Path,
) -> None:
    """A deploy while deal 1's result is held and deal 2's waits behind it: the close tries
    deal 1's once more (still refused) and leaves both to the next start-up, which posts them
    in order, once. Before, deal 1's was dropped, deal 2's went out and its mark covered
    deal 1: no start-up ever posted it."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        _quick(harness, held=600.0)
        faults = [Fault.server_error(503) for _ in range(500)]
        fake.faults.inject(POST, *faults, match=_deal_result(1))
        with harness.allow_errors(".*could not post.*|.*not posted before the close.*"):
            await _play_deals(harness, table, 2)
            assert _results(table) == []
            await harness.stop_bot()
        fake.faults.clear()
        harness.reset_problems()
        await harness.start_bot()
        await harness.settle()
        assert _results(table) == [1, 2]
        assert await _mark(harness, table.id) == 2


async def test_a_held_result_discord_made_without_answering_is_not_posted_twice(
    tmp_path: Path,
) -> None:
    """Deal 1's result made by Discord, its answer lost (a timeout), then refused until it is
    held; its next try comes past Discord's nonce window (here none), when the nonce would no
    longer give the message back: the thread is looked through first, the result found there
    and marked, not posted again."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        session = bot_of(harness).http._HTTPClient__session  # type: ignore[attr-defined]
        session.timeout = session.callback_timeout = 0.2  # Discord holds the first try 1.2 s
        _quick(harness, held=600.0)
        bot_of(harness).get_cog("Table").nonce_window = 0.0  # pyright: ignore[reportOptionalMemberAccess,reportAttributeAccessIssue]
        faults = [Fault.delayed(1.2), *(Fault.server_error(503) for _ in range(500))]
        fake.faults.inject(POST, *faults, match=_deal_result(1))
        with harness.allow_errors(".*could not post.*"):
            await _play_deals(harness, table, 1)
            # The first try's message is made, late; Discord forgets its nonce.
            await fake.wait_for(lambda: all(r.status for r in fake.requests) or None, 10)
            assert _results(table) == [1]
            fake.nonces.clear()
            fake.faults.clear()
            user = table.on_turn()
            assert user is not None
            await table.step(user)  # the next turn notice goes: the held result's try
            await table.settle()
        assert _results(table) == [1]
        assert await _mark(harness, table.id) == 1


async def test_a_held_result_whose_thread_was_archived_meanwhile_is_posted(
    tmp_path: Path,
) -> None:
    """Deal 1's result held, and the thread archived meanwhile (an evening's pause): its next
    try reopens the thread and posts it, rather than giving it up as a refusal for good."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        _quick(harness, held=600.0)
        faults = [Fault.server_error(503) for _ in range(500)]
        fake.faults.inject(POST, *faults, match=_deal_result(1))
        with harness.allow_errors(".*could not post.*"):
            await _play_deals(harness, table, 1)
            assert _results(table) == []
            fake.faults.clear()
            table.place.archived = True
            cog = bot_of(harness).get_cog("Table")
            assert cog is not None
            boxes = cog._boxes  # pyright: ignore[reportAttributeAccessIssue]
            assert boxes[table.id].held_timer is not None
            cog.thread_took(table.id)  # pyright: ignore[reportAttributeAccessIssue]
            await table.settle()
            assert _results(table) == [1]
            assert not table.place.archived
            await _play_deals(harness, table, 2)
        assert _results(table) == [1, 2]
        assert await _mark(harness, table.id) == 2
