"""A turn notice whose post is on its way when the process ends (``cogs/boston/notices.py``).

Discord makes the message, but the process is gone before its answer comes back: no row says
the notice is up (a row is written once Discord has answered). The next start-up looks
through the thread of each table whose current notice it does not know, once, before calling
anyone (``NoticeCog.look_at_every_turn``): the notice calling the person still on turn is taken
as posted, any other of the table's notices is deleted. Before, the person was called again and
the first notice stayed up beside the second for good.

The post is held by the fake until the bot has stopped; the stop is a crash (nothing of the
close written) or a deploy's close that does not wait (SIGTERM). No clock is waited on but the
fake's hold, which the test waits out on the fake's own records.
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest

from cogs.boston import handover
from tests.discord.driver import Table, boston, bot_of, enabled_actions, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import FakeDiscord, Fault
from tests.support.fake_model import FakeMessage

POST = "POST /channels/{channel_id}/messages"
HELD = 0.5
"""How long the fake holds the notice's post before making it: the bot stops meanwhile."""
MENTION = re.compile(r"<@(\d+)>")


def _turn_notice(record: object) -> bool:
    return "your turn" in json.dumps(getattr(record, "json", None) or {})


def _notices(table: Table) -> list[FakeMessage]:
    return [m for m in table.place.visible_messages() if "your turn" in m.content]


def _called(table: Table) -> list[list[str]]:
    return [MENTION.findall(m.content) for m in _notices(table)]


def _posts(fake: FakeDiscord, since: int) -> int:
    return sum(1 for r in fake.requests[since:] if r.route == POST and _turn_notice(r))


def _rows(path: Path) -> list[int]:
    with sqlite3.connect(path) as conn:
        return [row[0] for row in conn.execute("SELECT message_id FROM handover_notices")]


def _on_turn(harness: BotHarness, table: Table) -> int:
    live = bot_of(harness).tables.get(table.id)
    assert live.game is not None and live.game.to_act is not None
    player = live.seats[live.game.to_act].player_id
    assert player is not None
    return player


async def _stopped_while_a_notice_is_posted(
    harness: BotHarness,
    table: Table,
    monkeypatch: pytest.MonkeyPatch,
    mode: str,
    *,
    then_acts: bool = False,
) -> FakeMessage:
    """A move hands the turn on; the bot stops while the notice calling the next person is
    on its way (after that person has acted too, with ``then_acts``: the notice calls a turn
    that is over), and the fake makes it afterwards."""
    fake = harness.fake
    user = table.on_turn()
    assert user is not None
    view = await table.refresh(user)
    fake.faults.inject(POST, Fault.delayed(HELD), match=_turn_notice)
    since = len(fake.requests)
    await (await fake.click(user, view, table.choose(view))).response()
    await fake.wait_for(lambda: _posts(fake, since) or None, what="the notice's post")
    if then_acts:
        # Their open view follows the table (no request the fake holds): they act from it.
        called = table.users[_on_turn(harness, table)]
        theirs = table.views[called.id]
        await fake.wait_for(lambda: enabled_actions(theirs) or None, what="their turn shown")
        await (await fake.click(called, theirs, table.choose(theirs))).response()
    if mode == "crash":

        async def nothing_saved(bot: object) -> None:
            return None

        monkeypatch.setattr(handover, "save", nothing_saved)
    await harness.stop_bot(settle_first=False)
    monkeypatch.undo()
    await fake.wait_for(lambda: _notices(table) or None, what="the notice made")
    [made] = _notices(table)
    return made


@pytest.mark.parametrize("mode", ["crash", "sigterm"])
async def test_a_notice_posted_as_the_process_ends_is_taken_after_the_restart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mode: str
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        made = await _stopped_while_a_notice_is_posted(harness, table, monkeypatch, mode)
        since = len(fake.requests)
        await harness.start_bot()
        await table.settle()
        on = _on_turn(harness, table)
        assert MENTION.findall(made.content) == [str(on)]
        assert _notices(table) == [made], "two notices: the person was called twice"
        assert _posts(fake, since) == 0 and not made.deleted
        assert _rows(path) == [made.id]  # written down: a crash now leaves it known
        # It is the new process's own: it goes once they act, and the next person is called.
        await table.step(table.users[on])
        assert made.deleted
        assert _called(table) == [[str(_on_turn(harness, table))]]
        assert harness.problems() == []


async def test_a_notice_posted_as_the_process_ends_for_a_turn_over_goes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The notice made calls a person who acted before the crash: it is deleted at the
    restart, and the person now on turn is called once."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        made = await _stopped_while_a_notice_is_posted(
            harness, table, monkeypatch, "crash", then_acts=True
        )
        await harness.start_bot()
        await table.settle()
        on = _on_turn(harness, table)
        assert MENTION.findall(made.content) != [str(on)]
        assert made.deleted, "a notice calling a turn that is over stays up"
        assert _called(table) == [[str(on)]]
        await table.step(table.users[on])
        assert _called(table) == [[str(_on_turn(harness, table))]]
        assert harness.problems() == []
