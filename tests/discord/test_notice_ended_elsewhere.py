"""The turn notice of a table another process ended (a rolling deploy's overlap: the old
process, on the same SQLite file, abandons the game this bot had in memory). When this bot
next writes or looks at the table it finds it ended there and lets go of it (``_catch_up``);
that is announced now (``rebuilt``, the table found nowhere), and its last turn notice goes,
with its row, nobody called again. Before, the service let go of the table silently: this
bot's notice kept calling the person on turn to a game that was over, for good (its row
left for the next start-up).

The hand views open here end too: an abandon writes no event, so the ``rebuilt`` change has the
seq they show already, and they stayed live (cards and buttons of a game over) until their
token ran out; a ``rebuilt`` table found nowhere is an end."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.i18n import t
from bot.tables import Refused
from tests.discord.driver import MENTION, Table, boston, bot_of, seated_table
from tests.discord.other_process import other_process, stop
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage

NOTICE = "your turn at table"
NOTICE_POST = "POST /channels/{channel_id}/messages"
ABANDONED = t("en", "table.abandoned")


def notices(table: Table) -> list[FakeMessage]:
    return [m for m in table.place.visible_messages() if NOTICE in m.content]


def rows(path: Path) -> list[tuple[int, int]]:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT table_id, message_id FROM handover_notices").fetchall()


def notice_posts(harness: BotHarness, since: int) -> int:
    return sum(
        1
        for r in harness.fake.requests[since:]
        if r.route == NOTICE_POST and NOTICE in str((r.json or {}).get("content"))
    )


async def _abandoned_elsewhere(table: Table, path: Path) -> FakeMessage:
    """The other process abandons the table (its host's ``/boston abandon``) and stops; this
    bot's live notice, calling the person on turn."""
    [notice] = notices(table)
    on_turn = table.on_turn()
    assert on_turn is not None and MENTION.findall(notice.content) == [str(on_turn.id)]
    other = await other_process(path)
    host = other.get(table.id).row.host_player_id
    await other.cancel(table.id, host)
    await stop(other)
    return notice


async def test_a_look_at_a_table_ended_elsewhere_takes_its_notice_down(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        await table.settle()
        notice = await _abandoned_elsewhere(table, path)
        now = table.on_turn()
        assert now is not None
        since = len(harness.fake.requests)

        await table.open_hand(now)  # the log's head read: ended there, let go of here
        await table.settle()
        assert notice.deleted, "the notice of a game over stayed up"
        assert notices(table) == []
        assert notice_posts(harness, since) == 0, "someone was called to a game over"
        assert rows(path) == []
        assert bot_of(harness).tables.find(table.id) is None
        assert harness.problems() == []


async def test_a_move_at_a_table_ended_elsewhere_takes_its_notice_down(tmp_path: Path) -> None:
    """The person on turn plays from the hand view they had open: their move's write finds
    the table ended there, and is refused; the notice calling them goes."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        await table.settle()
        bot = bot_of(harness)
        live = bot.tables.get(table.id)
        game = live.game
        assert game is not None and game.to_act is not None
        seat, seq = game.to_act, live.seq
        action = game.legal_actions(seat)[0]
        holder = live.seats[seat].player_id
        assert holder is not None
        notice = await _abandoned_elsewhere(table, path)
        since = len(harness.fake.requests)

        try:
            await bot.tables.act_as_player(table.id, holder, action, seq)
        except Refused as exc:
            assert exc.code == "no_table", exc.code
        else:
            raise AssertionError("a move at a game over was taken")
        await table.settle()
        assert notice.deleted, "the notice of a game over stayed up"
        assert notices(table) == [] and notice_posts(harness, since) == 0
        assert rows(path) == []
        assert harness.problems() == []


async def test_hand_views_open_here_show_a_table_ended_elsewhere_as_over(tmp_path: Path) -> None:
    """Each of the four has their hand open; the game is abandoned in the other process and
    one of them looks again: this bot lets go of the table, and every view open here says the
    game is over, none left with its cards and buttons."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        await table.settle()
        views = {user.id: await table.open_hand(user) for user in table.users.values()}
        await table.settle()
        assert all(ABANDONED not in view.text for view in views.values())
        await _abandoned_elsewhere(table, path)
        now = table.on_turn()
        assert now is not None

        await table.open_hand(now)  # the log's head read: ended there, let go of here
        await table.settle()
        assert bot_of(harness).tables.find(table.id) is None
        stale = [user for user, view in views.items() if ABANDONED not in view.text]
        assert stale == [], f"hand views still live after the game ended: {stale}"
        assert all(not view.custom_ids for view in views.values())
        assert harness.problems() == []
