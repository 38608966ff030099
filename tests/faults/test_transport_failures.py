"""Requests Discord does not answer: a timeout, a connection that breaks.

The transport raises ``bot.rest.NoAnswer`` for them, a ``discord.DiscordServerError``, so the
cogs' handling of Discord's passing trouble applies: the table message and the turn notice
are tried again (a post with the same nonce, so that one Discord made without answering is
given back rather than made twice), the mover is told that the move was saved, and
``/boston new`` leaves no lobby behind and says why. Each transport's timeout is lowered here
(``session.timeout``, ``session.callback_timeout``) so that a request Discord holds for a
second times out within a fraction of one; nothing waits on a clock but those requests.
"""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import pytest

from bot import rest
from bot.i18n import t
from bot.rest import LeanSession
from tests.discord.driver import Table, boston, bot_of, button_ending, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import FakeDiscord, Fault
from tests.support.fake_model import FakeChannel, FakeMessage, FakeUser

POST = "POST /channels/{channel_id}/messages"
EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
DELETE = "DELETE /channels/{channel_id}/messages/{message_id}"
THREAD = "POST /channels/{channel_id}/messages/{message_id}/threads"
CALLBACK = "POST /interactions/{interaction_id}/{interaction_token}/callback"
VIEW_EDIT = "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original"
SHORT = 0.2
"""The transport's timeouts in these tests (300 s and 3 s in the bot)."""
HELD = 1.2
"""How long Discord holds a request it answers late (or never): past :data:`SHORT`, and
past the time the transport's timer may take to look at a request set a shorter timeout
after it was armed (``rest.SWEEP_SECONDS``, less for a callback's)."""
MENTION = re.compile(r"<@(\d+)>")


def _session(harness: BotHarness) -> LeanSession:
    session = bot_of(harness).http._HTTPClient__session  # type: ignore[attr-defined]
    assert isinstance(session, LeanSession)
    return session


def _short(harness: BotHarness) -> None:
    session = _session(harness)
    session.timeout = session.callback_timeout = SHORT


def _cogs(harness: BotHarness) -> None:
    """Tries again at once: the requests' own timeouts are what the tests wait for."""
    bot = bot_of(harness)
    for name in ("Table", "Notices"):
        bot.get_cog(name).retry_first = 0.0  # pyright: ignore[reportOptionalMemberAccess,reportAttributeAccessIssue]


async def _answered(fake: FakeDiscord) -> None:
    """Every request the fake holds has had its (late) answer: nothing is left in flight."""
    await fake.wait_for(lambda: all(r.status for r in fake.requests) or None, 10, what="answers")


def _turn_notice(record: object) -> bool:
    return "your turn" in json.dumps(getattr(record, "json", None) or {})


def _notices(place: FakeChannel) -> list[FakeMessage]:
    return [m for m in place.visible_messages() if "your turn" in m.content]


def _on_turn(harness: BotHarness, table: Table) -> int:
    live = bot_of(harness).tables.get(table.id)
    assert live.game is not None and live.game.to_act is not None
    player = live.seats[live.game.to_act].player_id
    assert player is not None  # a person: these tables have no computer
    return player


async def _click_next(table: Table) -> tuple[FakeUser, FakeMessage, str]:
    user = table.on_turn()
    assert user is not None
    view = await table.refresh(user)
    table.first_bid_done = True  # pass in the auction: no contract select needed
    return user, view, table.choose(view)


@pytest.mark.parametrize("posted", [False, True], ids=["lost", "posted-late"])
async def test_a_turn_notice_that_gets_no_answer_still_calls_the_person_once(
    tmp_path: Path, posted: bool
) -> None:
    """Before: the notice worker died of the TimeoutError, and nobody was called again."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        _short(harness)
        _cogs(harness)
        user, view, custom_id = await _click_next(table)
        # Held, then refused (never posted) or posted (its answer too late for the bot).
        fault = Fault(delay=HELD) if posted else Fault(status=599, delay=HELD)
        fake.faults.inject(POST, fault, match=_turn_notice)
        await (await fake.click(user, view, custom_id)).done()
        await table.settle()
        await _answered(fake)
        await table.settle()
        on = _on_turn(harness, table)
        assert on != user.id
        assert [MENTION.findall(m.content) for m in _notices(table.place)] == [[str(on)]]
        assert harness.loop_errors == []
        # The notice is the cog's own: it goes once they act, and the next person is called.
        await table.step(table.users[on])
        next_on = _on_turn(harness, table)
        assert [MENTION.findall(m.content) for m in _notices(table.place)] == [[str(next_on)]]


async def test_a_turn_notice_posted_without_an_answer_goes_once_the_turn_moves_on(
    tmp_path: Path,
) -> None:
    """A notice Discord made without answering, whose turn ends before it is tried again, is
    found in the thread and deleted: nobody is left called for a turn that is over."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        _short(harness)
        notices = bot_of(harness).get_cog("Notices")
        notices.retry_first = 600.0  # pyright: ignore[reportOptionalMemberAccess,reportAttributeAccessIssue]
        user, view, custom_id = await _click_next(table)
        fake.faults.inject(POST, Fault(delay=HELD), match=_turn_notice)
        await (await fake.click(user, view, custom_id)).done()
        await table.settle()
        await _answered(fake)  # posted, its answer lost: the bot knows no notice
        first_on = _on_turn(harness, table)
        assert [MENTION.findall(m.content) for m in _notices(table.place)] == [[str(first_on)]]
        await table.step(table.users[first_on])  # the turn moves on before any new try
        await table.settle()
        on = _on_turn(harness, table)
        assert on != first_on
        assert [MENTION.findall(m.content) for m in _notices(table.place)] == [[str(on)]]


async def test_a_table_message_edit_that_gets_no_answer_is_made_again(tmp_path: Path) -> None:
    """Before: the table's worker died, and the message went on naming the mover."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        _short(harness)
        _cogs(harness)
        user, view, custom_id = await _click_next(table)
        fake.faults.inject(EDIT, Fault(status=599, delay=HELD))  # never applied
        await (await fake.click(user, view, custom_id)).done()
        await table.settle()
        await _answered(fake)
        await table.settle()
        on = _on_turn(harness, table)
        assert on != user.id
        assert MENTION.findall(table.message.text)[-1] == str(on)
        assert harness.loop_errors == []
        await table.step(table.users[on])  # and the table goes on


async def test_a_hand_view_edit_that_gets_no_answer_stops_nothing(tmp_path: Path) -> None:
    """The Live cog lets a view it cannot edit go (its next click draws it afresh)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        _short(harness)
        user, view, custom_id = await _click_next(table)
        fake.faults.inject(VIEW_EDIT, Fault(status=599, delay=HELD))  # never applied
        await (await fake.click(user, view, custom_id)).done()
        await table.settle()
        await _answered(fake)
        await table.settle()
        assert any(r.route == VIEW_EDIT and r.status == 599 for r in fake.requests)
        assert harness.loop_errors == []
        for _ in range(4):  # the table goes on, each view answering its clicks
            await table.step(table.users[_on_turn(harness, table)])


async def test_a_moves_answer_that_gets_no_answer_says_the_move_was_saved(
    tmp_path: Path,
) -> None:
    """Before: "Something went wrong on our side and nothing changed", of a saved move."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        _short(harness)
        user, view, custom_id = await _click_next(table)
        live = bot_of(harness).tables.get(table.id)
        seq = live.seq
        fake.faults.inject(CALLBACK, Fault(status=599, delay=HELD))  # lost on the way
        handle = await fake.click(user, view, custom_id)
        await handle.done()
        await table.settle()
        await _answered(fake)
        assert live.seq == seq + 1  # saved, once
        told = [c.data.get("content") for c in handle.callbacks] + [
            m.text for m in handle.followups
        ]
        assert told == [t("en", "error.no_answer")]
        assert harness.errors.describe() == []
        await table.step(table.users[_on_turn(harness, table)])  # the table goes on


async def test_a_slow_answer_does_not_hold_the_table(tmp_path: Path) -> None:
    """Before: the table message, the other views and the computers waited for one mover's
    answer as long as Discord held it (up to rest.TIMEOUT, 300 s). An interaction's answer
    now times out after ``callback_timeout`` (3 s in the bot: Discord drops an interaction
    not answered by then anyway), and the table moves on."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        _session(harness).callback_timeout = SHORT  # anything else may take its 300 s
        user, view, custom_id = await _click_next(table)
        before = table.message.text
        hold = 4.0  # Discord holds the answer: the table must not wait for it
        fake.faults.inject(CALLBACK, Fault(delay=hold))
        handle = await fake.click(user, view, custom_id)
        clicked = asyncio.get_running_loop().time()
        await fake.wait_for(lambda: table.message.text != before or None, hold)
        shown = asyncio.get_running_loop().time() - clicked
        assert shown < hold / 2, f"the table waited {shown:.1f} s for one person's answer"
        assert MENTION.findall(table.message.text)[-1] != str(user.id)
        await handle.done(within=hold)
        # Its answer is the error's (the held one is refused once it comes: answered already).
        assert [c.data.get("content") for c in handle.callbacks] == [t("en", "error.no_answer")]
        await _answered(fake)
    assert rest.CALLBACK_TIMEOUT <= 3.0 < rest.TIMEOUT


async def _new(harness: BotHarness, user: FakeUser) -> tuple[FakeChannel, FakeMessage]:
    place = harness.fake.guild.channel("general")
    reply = await (await harness.fake.slash(user, "boston new", channel=place)).message(within=5)
    await harness.settle()
    return place, reply


def _lobbies(place: FakeChannel) -> list[FakeMessage]:
    return [m for m in place.visible_messages() if any("boston:lobby:" in c for c in m.custom_ids)]


async def test_a_lobby_post_whose_answer_is_lost_becomes_the_lobby(tmp_path: Path) -> None:
    """Before: the lobby stayed open without its message id (counting against the host's
    three), its message was never edited, Start stayed disabled for good, and the host was
    told "nothing changed"."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        bot = bot_of(harness)
        _short(harness)
        north = fake.user("north")
        fake.faults.inject(POST, Fault(delay=HELD))  # posted by Discord, answered too late
        place, reply = await _new(harness, north)
        await _answered(fake)
        await harness.settle()
        rows = await bot.db.tables_by_status(["lobby"])
        assert len(rows) == 1 and rows[0].message_id is not None
        (lobby,) = _lobbies(place)  # one message: the post sent again was given it back
        assert lobby.id == rows[0].message_id and rows[0].thread_id is not None
        assert reply.text == t("en", "new.opened", id=rows[0].id, link=f"<#{rows[0].thread_id}>")
        for name in ("east", "south", "west"):
            await (await fake.click(fake.user(name), lobby, button_ending(lobby, ":join"))).done()
        await harness.settle()
        start = lobby.component(custom_id=button_ending(lobby, ":start"))
        assert not start.get("disabled")


async def test_a_lobby_post_that_never_gets_an_answer_leaves_no_lobby(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        bot = bot_of(harness)
        _short(harness)
        north = fake.user("north")
        # Both tries held and never posted.
        fake.faults.inject(POST, Fault(status=599, delay=HELD), Fault(status=599, delay=HELD))
        place, reply = await _new(harness, north)
        await _answered(fake)
        assert reply.text == t("en", "new.no_answer")
        assert await bot.db.tables_by_status(["lobby"]) == []
        assert bot.tables.tables() == [] and _lobbies(place) == []


async def test_a_lobby_posted_without_an_answer_closes_at_its_first_click(tmp_path: Path) -> None:
    """Both tries of the lobby post made by Discord but answered too late: the table is
    cancelled while its message is up. Before, its Join buttons refused every click for good;
    now the first click closes the message (its buttons gone). A forged click of that lobby on
    another table's message blanks nothing."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        bot = bot_of(harness)
        _short(harness)
        live = await seated_table(harness)
        fake.faults.inject(POST, Fault(delay=HELD), Fault(delay=HELD))
        place, reply = await _new(harness, fake.add_user("ada"))
        await _answered(fake)
        assert reply.text == t("en", "new.no_answer")
        (lobby,) = [m for m in _lobbies(place) if m.id != live.message.id]
        join = button_ending(lobby, ":join")
        table_id = int(join.split(":")[2])
        assert (await bot.db.table(table_id)).status == "abandoned"  # type: ignore[union-attr]
        text, buttons = live.message.text, list(live.message.custom_ids)
        forged = await (await fake.forge_component(fake.user("east"), live.message, join)).message()
        await harness.settle()
        # A cancelled lobby is said as such (not "does not exist or has ended").
        assert forged.text == t("en", "club.cancelled", id=table_id)
        assert (live.message.text, live.message.custom_ids) == (text, buttons)
        answer = await (await fake.click(fake.user("east"), lobby, join)).message()
        await harness.settle()
        assert answer.text == t("en", "club.cancelled", id=table_id)
        assert lobby.custom_ids == [] and t("en", "table.cancelled") in lobby.text


async def test_a_thread_whose_answer_is_lost_is_the_tables_thread(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        bot = bot_of(harness)
        _short(harness)
        fake.faults.inject(THREAD, Fault(delay=HELD))  # made by Discord, answered too late
        place, reply = await _new(harness, fake.user("north"))
        await _answered(fake)
        (row,) = await bot.db.tables_by_status(["lobby"])
        (lobby,) = _lobbies(place)
        assert lobby.thread is not None and row.thread_id == lobby.thread.id
        assert reply.text == t("en", "new.opened", id=row.id, link=f"<#{row.thread_id}>")


@pytest.mark.parametrize("user", ["north", "sven"])
async def test_a_lobby_discord_refuses_to_post_is_taken_back_with_a_true_reason(
    tmp_path: Path, user: str
) -> None:
    """Before: "Look at the table (Refresh or My hand)", when there was no table."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        fake.faults.inject(POST, Fault.server_error(503))
        place, reply = await _new(harness, fake.user(user))
        assert bot_of(harness).tables.tables() == [] and _lobbies(place) == []
        language = "sv" if user == "sven" else "en"
        assert reply.text == t(language, "new.not_posted")
        assert "Look at the table" not in reply.text


async def test_a_turn_notice_not_deleted_once_is_deleted_later(tmp_path: Path) -> None:
    """Before: a notice whose DELETE failed once (503) stayed up for good, calling a person
    whose turn was long over."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        _cogs(harness)
        assert len(_notices(table.place)) == 1
        fake.faults.inject(DELETE, Fault.server_error(503))
        for _ in range(4):
            user = table.on_turn()
            assert user is not None
            await table.step(user)
        await table.settle()
        on = _on_turn(harness, table)
        assert [MENTION.findall(m.content) for m in _notices(table.place)] == [[str(on)]]
        assert fake.faults.pending == 0
