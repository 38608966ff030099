"""A turn notice Discord made without answering, and then a crash (``cogs/boston/notices.py``).

The post's answer is lost (the transport times out while the fake holds it, then makes it),
so the bot has no message id to write down. It writes down that a notice may be up (a row
whose message is ``UNKNOWN``), and the next process looks for it: the one calling the person
still on turn is taken as posted (nobody called twice) and written down, any other is
deleted. Before, nothing was written: after the crash the person was called again and the
first notice stayed up beside the second, for good.

The crash is the bot stopped with nothing of its close written (``handover.save`` does
nothing), as after a SIGKILL; the old process tries nothing again before it (its back-off
is set long). Nothing waits on a clock but the transport's lowered timeout.
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest

from tests.discord.driver import Table, boston, bot_of, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import FakeDiscord, Fault
from tests.support.fake_model import FakeMessage

POST = "POST /channels/{channel_id}/messages"
READ = "GET /channels/{channel_id}/messages"
SHORT = 0.2
"""The transport's timeout here (300 s in the bot)."""
HELD = 1.2
"""How long the fake holds the post before making it: past :data:`SHORT`."""
MENTION = re.compile(r"<@(\d+)>")


def _turn_notice(record: object) -> bool:
    return "your turn" in json.dumps(getattr(record, "json", None) or {})


def _notices(table: Table) -> list[FakeMessage]:
    return [m for m in table.place.visible_messages() if "your turn" in m.content]


def _called(table: Table) -> list[list[str]]:
    return [MENTION.findall(m.content) for m in _notices(table)]


def _posts(fake: FakeDiscord, since: int) -> int:
    return sum(1 for r in fake.requests[since:] if r.route == POST and _turn_notice(r))


def _rows(path: Path) -> list[tuple[int, int]]:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT message_id, turn FROM handover_notices").fetchall()


def _on_turn(harness: BotHarness, table: Table) -> int:
    live = bot_of(harness).tables.get(table.id)
    assert live.game is not None and live.game.to_act is not None
    player = live.seats[live.game.to_act].player_id
    assert player is not None
    return player


async def _answered(fake: FakeDiscord) -> None:
    await fake.wait_for(lambda: all(r.status for r in fake.requests) or None, 10, what="answers")


async def _unanswered_notice(harness: BotHarness, table: Table) -> FakeMessage:
    """A move hands the turn on, and the notice calling the next person is made without an
    answer: the bot knows no notice, and tries nothing again before the crash."""
    fake = harness.fake
    session = bot_of(harness).http._HTTPClient__session  # type: ignore[attr-defined]
    session.timeout = session.callback_timeout = SHORT
    cog = bot_of(harness).get_cog("Notices")
    cog.retry_first = 600.0  # type: ignore[union-attr]
    user = table.on_turn()
    assert user is not None
    fake.faults.inject(POST, Fault(delay=HELD), match=_turn_notice)
    await table.step(user)
    await _answered(fake)
    [made] = _notices(table)
    assert MENTION.findall(made.content) == [str(_on_turn(harness, table))]
    return made


async def _crash(harness: BotHarness, table: Table) -> None:
    await harness.stop_bot()
    await harness.start_bot()
    await table.settle()


@pytest.mark.usefixtures("crashes")
async def test_a_notice_made_without_an_answer_is_found_after_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        made = await _unanswered_notice(harness, table)
        on = _on_turn(harness, table)
        since = len(fake.requests)
        await _crash(harness, table)
        assert _notices(table) == [made], "two notices: the person was called twice"
        assert _posts(fake, since) == 0 and not made.deleted
        assert _rows(path) == [(made.id, bot_of(harness).tables.get(table.id).seq)]
        # It is the new process's own: it goes once they act, and the next person is called.
        await table.step(table.users[on])
        assert made.deleted
        assert _called(table) == [[str(_on_turn(harness, table))]]
        assert harness.problems() == []


@pytest.mark.usefixtures("crashes")
async def test_a_notice_made_without_an_answer_for_a_turn_over_goes_after_a_crash(
    tmp_path: Path,
) -> None:
    """The row is of an earlier turn (here: made so while the bot is down): the notice found
    calls for a turn that is over, so it is deleted and the person on turn called anew."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        made = await _unanswered_notice(harness, table)
        on = _on_turn(harness, table)
        await harness.stop_bot()
        with sqlite3.connect(path) as conn:
            conn.execute("UPDATE handover_notices SET turn = turn - 1")
        await harness.start_bot()
        await table.settle()
        assert made.deleted
        [fresh] = _notices(table)
        assert fresh is not made and _called(table) == [[str(on)]]
        assert [row[0] for row in _rows(path)] == [fresh.id]
        assert harness.problems() == []


@pytest.mark.usefixtures("crashes")
async def test_a_lost_notice_the_thread_could_not_be_read_for_goes_after_a_crash(
    tmp_path: Path,
) -> None:
    """The turn moves on before a try gave the notice back, and the thread cannot be read
    to look for it (503): its row stays, and the next process finds and deletes it."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        made = await _unanswered_notice(harness, table)
        first_on = _on_turn(harness, table)
        # Looked for when the turn moves on, and again once the next notice is up.
        fake.faults.inject(READ, Fault.server_error(503), Fault.server_error(503))
        await table.step(table.users[first_on])
        on = _on_turn(harness, table)
        assert not made.deleted  # not found: the thread could not be read
        fake.faults.clear()
        await _crash(harness, table)
        assert made.deleted
        assert _called(table) == [[str(on)]]
        assert harness.problems() == []


async def test_a_notice_made_without_an_answer_is_found_after_a_close(tmp_path: Path) -> None:
    """A graceful close (a deploy) hands over only the notices the bot knows: the row that
    says one may be up stands, and the next process takes it as after a crash."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        made = await _unanswered_notice(harness, table)
        on = _on_turn(harness, table)
        since = len(fake.requests)
        await harness.restart_bot()
        await table.settle()
        assert _notices(table) == [made] and _posts(fake, since) == 0
        await table.step(table.users[on])
        assert made.deleted
        assert _called(table) == [[str(_on_turn(harness, table))]]
        assert harness.problems() == []


async def test_a_notice_given_back_by_its_nonce_is_written_down_by_its_id(tmp_path: Path) -> None:
    """The usual end of a post without an answer: the next try, with the same nonce, is
    given back the message, whose row then replaces the one that said it was lost."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        made = await _unanswered_notice(harness, table)
        cog = bot_of(harness).get_cog("Notices")
        turns = cog._turns[table.id]  # type: ignore[union-attr]  # pyright: ignore[reportAttributeAccessIssue,reportOptionalMemberAccess]
        assert [row[0] for row in _rows(path)] == [0]
        turns.timer.cancel()
        cog._grace_over(turns, turns.turn)  # type: ignore[union-attr]  # the try is due
        await table.settle()
        assert _notices(table) == [made]
        assert [row[0] for row in _rows(path)] == [made.id]
