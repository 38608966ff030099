"""A turn notice tried again after Discord's nonce window (``cogs/boston/notices.py``).

A notice post Discord made but did not answer (``bot.rest.NoAnswer``) is tried again with the
same nonce, and Discord gives back the message it made instead of making a second, but only
for a few minutes. The tries back off up to five minutes apart and go on while the turn
lasts, so in a long outage a try can come after Discord forgot the nonce. Such a try first
looks for the notice the unanswered post made, and takes it: the person is called once.

Here the window is the cog's ``nonce_window`` set to nothing, the fake forgets its nonces as
Discord would after minutes, and the try is woken by hand: nothing waits on a clock but the
transport's lowered timeout.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from bot.discord_app import BostonBot
from tests.discord.driver import Table, boston, bot_of, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import FakeDiscord, Fault
from tests.support.fake_model import FakeMessage

POST = "POST /channels/{channel_id}/messages"
SHORT = 0.2
"""The transport's timeout here (300 s in the bot)."""
HELD = 1.2
"""How long the fake holds the post before making it: past :data:`SHORT`."""
MENTION = re.compile(r"<@(\d+)>")


def _turn_notice(record: object) -> bool:
    return "your turn" in json.dumps(getattr(record, "json", None) or {})


def _notices(table: Table) -> list[FakeMessage]:
    return [m for m in table.place.visible_messages() if "your turn" in m.content]


def _notice_cog(bot: BostonBot) -> object:
    cog = bot.get_cog("Notices")
    assert cog is not None
    return cog


async def _answered(fake: FakeDiscord) -> None:
    await fake.wait_for(lambda: all(r.status for r in fake.requests) or None, 10, what="answers")


def _on_turn(harness: BotHarness, table: Table) -> int:
    live = bot_of(harness).tables.get(table.id)
    assert live.game is not None and live.game.to_act is not None
    player = live.seats[live.game.to_act].player_id
    assert player is not None
    return player


async def test_a_notice_tried_after_the_nonce_window_calls_the_person_once(
    tmp_path: Path,
) -> None:
    """Before: the late try posted a second notice beside the one the unanswered post made,
    calling the person twice, and the first stayed up after their turn."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        bot = bot_of(harness)
        session = bot.http._HTTPClient__session  # type: ignore[attr-defined]
        session.timeout = session.callback_timeout = SHORT
        cog = _notice_cog(bot)
        cog.retry_first = 600.0  # type: ignore[attr-defined]  # the test wakes the try
        cog.nonce_window = 0.0  # type: ignore[attr-defined]
        user = table.on_turn()
        assert user is not None
        fake.faults.inject(POST, Fault(delay=HELD), match=_turn_notice)
        await table.step(user)
        await _answered(fake)  # made, its answer lost: the bot knows no notice
        on = _on_turn(harness, table)
        [made] = _notices(table)
        assert MENTION.findall(made.content) == [str(on)] and on in made.notified
        fake.nonces.clear()  # minutes later: Discord no longer knows the nonce
        turns = cog._turns[table.id]  # type: ignore[attr-defined]
        assert turns.unsure is not None and turns.timer is not None
        turns.timer.cancel()
        cog._grace_over(turns, turns.turn)  # type: ignore[attr-defined]  # the try is due
        await table.settle()
        assert _notices(table) == [made], "the person was called a second time"
        # It is the cog's notice now: it goes once they act, and the next person is called.
        await table.step(table.users[on])
        assert made.deleted
        [current] = _notices(table)
        assert MENTION.findall(current.content) == [str(_on_turn(harness, table))]
