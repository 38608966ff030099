"""The public step-away notice stops offering **Take my seat back** once its person is back.
A Swedish playtest read "<@Bengt> gick ifrån bordet…" with its button long after Bengt had
taken the seat back: pressed, it was refused ("Du sitter redan på din egen plats…"), and the
stale button and text stayed. Taken back by any way (the notice's button, the hand view's),
the notice is edited to say they are back, without the button; after a restart too, where the
notice was posted by the process before. The edited notice is the only announcement: no line
"… is back at the table." follows it (``test_step_away_notice_ends.py``)."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import Table, boston, computers_table, seated_table
from tests.discord.test_boston_club import club, thread_of, wait_text
from tests.support.fake_discord import FakeMessage, FakeUser
from tests.tables.test_club import ManualSleep


def _notices(table: Table, user: FakeUser) -> list[FakeMessage]:
    """The thread's lines calling ``user`` that are or were a step-away notice."""
    return [
        m
        for m in table.place.visible_messages()
        if f"<@{user.id}>" in m.text and ("stepped away" in m.text or "did not play" in m.text)
    ]


async def _step_away(table: Table, user: FakeUser) -> FakeMessage:
    await (await table.fake.click(user, table.views[user.id], label="Let a computer play")).done()
    await table.settle()
    (notice,) = _notices(table, user)
    assert "Take my seat back" in notice.labels
    return notice


def _is_over(notice: FakeMessage, user: FakeUser) -> None:
    assert notice.text == f"<@{user.id}> stepped away for a while and has taken the seat back."
    assert not notice.custom_ids, notice.custom_ids


async def test_the_notice_is_edited_when_its_button_takes_the_seat_back(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user = next(u for u in table.users.values() if u is not table.on_turn())
        notice = await _step_away(table, user)
        await (await table.fake.click(user, notice, label="Take my seat back")).done()
        await table.settle()
        _is_over(notice, user)
        # Said once: the notice edited says it, no line below says it again.
        assert not [m for m in table.place.messages if m.text.endswith(" is back at the table.")]


async def test_the_notice_is_edited_when_the_hand_view_takes_the_seat_back(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user = next(u for u in table.users.values() if u is not table.on_turn())
        notice = await _step_away(table, user)
        view = table.views[user.id]
        await (await table.fake.click(user, view, label="Take my seat back")).done()
        await table.settle()
        _is_over(notice, user)
        # Away again: a new notice with its button, edited in turn when they come back.
        again = [m for m in await _notices_after_second_away(table, user) if m is not notice]
        assert len(again) == 1 and "Take my seat back" in again[0].labels
        await (await table.fake.click(user, view, label="Take my seat back")).done()
        await table.settle()
        _is_over(again[0], user)
        _is_over(notice, user)


async def _notices_after_second_away(table: Table, user: FakeUser) -> list[FakeMessage]:
    await (await table.fake.click(user, table.views[user.id], label="Let a computer play")).done()
    await table.settle()
    return _notices(table, user)


async def test_a_notice_posted_before_a_restart_is_edited_after_it(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user = next(u for u in table.users.values() if u is not table.on_turn())
        notice = await _step_away(table, user)
        await harness.restart_bot()
        await table.settle()
        await (await table.fake.click(user, notice, label="Take my seat back")).done()
        await table.settle()
        _is_over(notice, user)


async def test_a_timed_out_notice_says_who_came_back(tmp_path: Path) -> None:
    """The turn timer moved them: the notice called them, and once they are back it says
    that a computer played the seat meanwhile."""
    sleep = ManualSleep()
    async with club(tmp_path / "b.sqlite3", sleep=sleep) as harness:
        fake = harness.fake
        north = fake.user("north")
        table_id = await computers_table(harness, {"timer": 2})
        thread = thread_of(harness, table_id)
        for _ in range(2):  # the reminder, then the computer
            await sleep.next_waiter()
            sleep.release()
        away = await wait_text(harness, thread, "did not play in time")
        assert "Take my seat back" in away.labels
        await (await fake.click(north, away, label="Take my seat back")).done()
        await harness.fake.wait_for_message(thread, lambda m: m.id == away.id and not m.custom_ids)
        await harness.settle()
        assert away.text == (
            f"<@{north.id}> did not play in time; a computer played the seat until they took "
            "it back."
        )
        assert not away.custom_ids
