"""A seat change's notice or line is said once, however busy the thread and however many
restarts come (``cogs/boston/table_away.py``, migration 0019).

Start-up says what a crash right after a seat change left unsaid. It used to tell what was
said only from the thread's latest 50 messages: once people had talked past it, every
restart posted the step-away notice (or "Seat 2: <@Kim> takes over from <@East>.") again,
pinging again. Each change is now marked said in the database once Discord takes its line.
Start-up's seat lines also go with the deals' results it owes in the order things happened:
a result naming the seat's new holder never comes before the line saying they took over.
And the Table cog forgets a table's seats once the table is over."""

from __future__ import annotations

from pathlib import Path

import pytest

from cogs.boston.table import MAX_POST_TRIES
from cogs.boston.table_owed import LOOK_BACK
from tests.discord.driver import RESULT_POST, Table, boston, bot_of, replace_seat, seated_table
from tests.discord.test_abandon_named_in_thread import (
    _abandon,  # pyright: ignore[reportPrivateUsage]
)
from tests.discord.test_seat_news_after_crash import (
    crash_and_start,
    deaf_table_cog,
    lines_with,
    not_on_turn,
    seat_given,
)
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import Fault


def chatter(harness: BotHarness, table: Table) -> None:
    """More messages in the thread than start-up looks back through."""
    for n in range(LOOK_BACK):
        harness.fake.post_as_bot(table.place, f"Chatter {n}.")


@pytest.mark.usefixtures("crashes")
async def test_a_step_away_notice_said_at_start_up_is_not_said_again(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user = not_on_turn(table)
        deaf_table_cog(harness)
        await (
            await table.fake.click(user, table.views[user.id], label="Let a computer play")
        ).done()
        await crash_and_start(harness, table)
        [notice] = lines_with(table, "stepped away")
        chatter(harness, table)
        await crash_and_start(harness, table)
        await crash_and_start(harness, table)
        assert lines_with(table, "stepped away") == [notice]
        assert harness.problems() == []


@pytest.mark.usefixtures("crashes")
async def test_a_seat_line_said_at_start_up_is_not_said_again(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, *_ = await seat_given(harness, deaf=True)
        await crash_and_start(harness, table)
        [line] = lines_with(table, "takes over")
        chatter(harness, table)
        await crash_and_start(harness, table)
        await crash_and_start(harness, table)
        assert lines_with(table, "takes over") == [line]
        assert harness.problems() == []


@pytest.mark.usefixtures("crashes")
async def test_a_seat_line_said_as_it_happened_is_not_said_at_start_up(tmp_path: Path) -> None:
    """Said by the Table cog at the time, then talked past: a crash (no result since) used
    to post it again."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, *_ = await seat_given(harness, deaf=False)
        await table.settle()
        [line] = lines_with(table, "takes over")
        chatter(harness, table)
        await crash_and_start(harness, table)
        assert lines_with(table, "takes over") == [line]
        assert harness.problems() == []


@pytest.mark.usefixtures("crashes")
async def test_owed_seat_lines_and_results_go_out_as_they_happened(tmp_path: Path) -> None:
    """During deal 1 a seat is given and another person steps away, and a crash leaves both
    lines and deal 1's result unsaid: both lines come first, as it happened (the first one
    slow to post). Before: the result (naming the new holder) was put ahead of every seat
    line still queued."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        given, away = [u for u in table.users.values() if u is not table.on_turn()][:2]
        bot = bot_of(harness)
        live = bot.tables.get(table.id)
        kibitzer = fake.user("kibitzer")
        deaf_table_cog(harness)
        await replace_seat(
            harness,
            fake.owner,
            {"seat": live.seat_of(given.id), "member": kibitzer, "table": table.id},
        )
        await (await fake.click(away, table.views[away.id], label="Let a computer play")).done()
        table.users[kibitzer.id] = kibitzer
        table.held[kibitzer.id] = set()
        assert live.game is not None
        for _ in range(200):
            if live.game.deals.settled >= 1:
                break
            to_act = live.game.to_act
            assert to_act is not None
            holder = live.seats[to_act].player_id
            assert holder is not None
            await table.step(table.users[holder])
        assert live.game.deals.settled == 1
        assert lines_with(table, "takes over") == []
        fake.faults.inject(
            "POST /channels/{channel_id}/messages",
            Fault.delayed(0.3),
            match=lambda r: "takes over" in str(r.json),
        )
        await crash_and_start(harness, table)
        texts = [m.text for m in table.place.visible_messages()]
        took = [n for n, text in enumerate(texts) if "takes over" in text]
        stepped = [n for n, text in enumerate(texts) if "stepped away" in text]
        result = [n for n, text in enumerate(texts) if RESULT_POST.search(text)]
        assert len(took) == len(stepped) == len(result) == 1, texts[-4:]
        assert took[0] < stepped[0] < result[0], texts[-4:]
        assert harness.problems() == []


async def test_a_table_over_is_forgotten_by_the_seat_look(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user = not_on_turn(table)
        await (
            await table.fake.click(user, table.views[user.id], label="Let a computer play")
        ).done()
        await table.settle()
        cog = bot_of(harness).get_cog("Table")
        told: dict[int, set[int]] = getattr(cog, "owed_lines").told  # noqa: B009
        assert table.id in told
        await _abandon(harness.fake, harness.fake.user("north"), table.id, table.place)
        await table.settle()
        assert bot_of(harness).tables.find(table.id) is None
        assert table.id not in told


@pytest.mark.usefixtures("crashes")
async def test_a_notice_discord_refused_for_now_is_said_at_the_next_start(
    tmp_path: Path,
) -> None:
    """A step-away notice Discord refused at every try with an answer worth trying again
    later (503) is not marked said: the next start-up posts it, once."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user = not_on_turn(table)
        cog = bot_of(harness).get_cog("Table")
        assert cog is not None
        cog.retry_first = 0.0  # pyright: ignore[reportAttributeAccessIssue]  # no back-off wait
        for _ in range(MAX_POST_TRIES):
            harness.fake.faults.inject(
                "POST /channels/{channel_id}/messages",
                Fault.server_error(503),
                match=lambda r: "stepped away" in str(r.json),
            )
        await (
            await table.fake.click(user, table.views[user.id], label="Let a computer play")
        ).done()
        await table.settle()
        assert lines_with(table, "stepped away") == []
        await crash_and_start(harness, table)
        await crash_and_start(harness, table)
        assert len(lines_with(table, "stepped away")) == 1
