"""The turn notice across a rolling deploy's overlap: another process (the old one, on the same
SQLite file) moves a table on after this bot had it in memory, posts its last turn notice and
writes it down (``handover_notices``), then stops. This bot read the handed-over notices at
its start-up, before that one was written; when it reads the table again from its log (a
catch-up, ``rebuilt``) it reads the table's notice row again and adopts it as a start-up does
(``NoticeCog.adopt``): a notice calling the person on turn stays, any other goes. So the
channel ends with exactly one live turn notice. Before, the other process's last notice was
never deleted, and the person on turn was called a second time beside it."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import t
from cogs.boston.ids import hand_id
from cogs.boston.notices import UNKNOWN
from db.models import SavedNotice
from tests.discord.driver import MENTION, Table, boston, bot_of, seated_table
from tests.discord.other_process import moves, other_process, stop
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser

NOTICE = "your turn at table"
NOTICE_POST = "POST /channels/{channel_id}/messages"


def notices(table: Table) -> list[FakeMessage]:
    return [m for m in table.place.visible_messages() if NOTICE in m.content]


def called(table: Table) -> list[list[str]]:
    """Whom each live notice of the table calls."""
    return [MENTION.findall(m.content) for m in notices(table)]


def rows(path: Path) -> list[tuple[int, int]]:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT table_id, message_id FROM handover_notices").fetchall()


def notice_posts(harness: BotHarness, since: int) -> int:
    return sum(
        1
        for r in harness.fake.requests[since:]
        if r.route == NOTICE_POST and NOTICE in str((r.json or {}).get("content"))
    )


async def _moved_on_elsewhere(
    harness: BotHarness, table: Table, path: Path, *, turn_back: int = 0, unanswered: bool = False
) -> tuple[FakeMessage, FakeUser]:
    """The other process plays two moves and, as its worker would, deletes this table's
    notice, posts one calling the person now on turn and writes its row (``turn_back``
    sequence numbers before the turn: 0, the turn now; ``unanswered``: as a post Discord made
    without answering, its message not known), then stops. Its notice, and the person on
    turn."""
    [first] = notices(table)
    other = await other_process(path)
    await moves(other, table.id, 2)
    live = other.get(table.id)
    assert live.game is not None and live.game.to_act is not None
    seat = live.game.to_act
    holder = live.seats[seat].player_id
    assert holder is not None
    user = table.users[holder]
    first.deleted = True  # the notice both knew: the other process deleted it
    text = t("en", "notices.turn", who=user.mention, id=table.id, what="bid or pass.")
    last = harness.fake.post_as_bot(table.place, text)
    last.components = [
        {
            "type": 1,
            "components": [
                {"type": 2, "style": 1, "label": "My hand", "custom_id": hand_id(table.id)}
            ],
        }
    ]
    await other.db.keep_notice(
        SavedNotice(
            table_id=table.id,
            channel_id=table.place.id,
            message_id=UNKNOWN if unanswered else last.id,
            seat=seat,
            turn=live.seq - turn_back,
            user_id=holder,
        )
    )
    await stop(other)
    return last, user


async def test_the_other_process_s_last_notice_is_adopted_not_doubled(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)  # every person's view open, a notice each turn
        await table.settle()
        last, now = await _moved_on_elsewhere(harness, table, path)
        since = len(harness.fake.requests)

        await table.open_hand(now)  # read again from the log before they are answered
        await table.settle()
        # One live notice, the other process's, calling the person on turn: before, it
        # stayed and a second one called them again.
        assert notices(table) == [last] and not last.deleted
        assert notice_posts(harness, since) == 0, "the person on turn was called twice"
        # Adopted as this process's own: it goes once they act, and the next is called.
        await table.step(now, refresh=False)
        assert last.deleted
        nxt = table.on_turn()
        assert nxt is not None and called(table) == [[str(nxt.id)]]
        assert bot_of(harness).tables.get(table.id).seq > 0
        assert harness.problems() == []


async def test_a_move_while_the_own_notice_is_deleted_calls_the_next_person(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The person on turn moves while this process deletes its own notice for the adopted
    one: the adopted notice goes, and the next person is called. The turn was once taken
    back to the adopted notice's after the delete, which left the mover called and the
    next person never (with a turn timer, their seat went to a computer unasked)."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        await table.settle()
        [own] = notices(table)
        _, now = await _moved_on_elsewhere(harness, table, path)
        bot = bot_of(harness)
        cog = type(bot.get_cog("Notices"))  # the extension's own class (a module of its own)
        delete = cog._delete  # pyright: ignore[reportUnknownMemberType,reportUnknownVariableType,reportAttributeAccessIssue]
        moved: list[int] = []

        async def moving_meanwhile(self: object, table_id: int, posted: Any) -> None:
            if posted.message_id == own.id and not moved:
                live = bot.tables.get(table.id)
                seat = live.game.to_act if live.game is not None else None
                assert seat is not None and live.game is not None
                action = live.game.legal_actions(seat)[0]
                moved.append(seat)
                await bot.tables.act_as_player(table.id, now.id, action, live.seq)
            await delete(self, table_id, posted)

        monkeypatch.setattr(cog, "_delete", moving_meanwhile)
        await table.open_hand(now)
        await table.settle()
        assert moved, "this process's own notice was not deleted for the adopted one"
        live = bot.tables.get(table.id)
        assert live.game is not None and live.game.to_act is not None
        nxt = live.seats[live.game.to_act].player_id
        assert nxt != now.id and called(table) == [[str(nxt)]]


async def test_a_stale_notice_of_the_other_process_is_deleted(tmp_path: Path) -> None:
    """Its row of an earlier turn (written late): the notice goes and the person on turn is
    called, once."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        await table.settle()
        last, now = await _moved_on_elsewhere(harness, table, path, turn_back=1)

        await table.open_hand(now)
        await table.settle()
        assert last.deleted
        assert called(table) == [[str(now.id)]]
        assert harness.problems() == []


async def test_a_notice_the_other_process_posted_without_an_answer_is_found(
    tmp_path: Path,
) -> None:
    """Its row says a post Discord did not answer (its message not known): the thread is
    looked through, the notice calling the person on turn taken as theirs (not posted again)
    and its row written with its id."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        await table.settle()
        last, now = await _moved_on_elsewhere(harness, table, path, unanswered=True)
        since = len(harness.fake.requests)

        await table.open_hand(now)
        await table.settle()
        assert notices(table) == [last] and not last.deleted
        assert notice_posts(harness, since) == 0, "the person on turn was called twice"
        assert rows(path) == [(table.id, last.id)]
        assert harness.problems() == []
