"""A step-away notice whose edit Discord refused does not keep a live **Take my seat back**
(``cogs/boston/table_away.py``; the notice's saved message: migration 0020).

- Taken back while Discord refused the edit of the notice (the line "… is back at the
  table." said it instead): the game's end edits it, from the notice kept in memory or, after
  a restart, from the saved one. Before, it kept its button after the game (pressed: "That
  table does not exist or has ended.").
- A notice displaced by a newer one of the same seat change, whose edit failed twice: tried
  again at the game's end. Before, it was forgotten with its button.
- Pressed while the button is stale (every edit refused): the press's own answer edits the
  notice to say why, without the button, and the refusal is said privately in the presser's
  language. The notice is read from the click itself: no request fetches it within the
  click's three seconds.
- At the game's end with someone away across a restart, a saved notice left unedited is
  fetched once (it was fetched twice).
- An edit Discord refuses for good (403) is tried a few times, then given up (logged). Before,
  every later step-away line tried it again, for as long as the table ran."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pytest

from tests.discord.agreed_stop import end_table
from tests.discord.driver import BotHarness, Table, boston, seated_table
from tests.discord.test_seat_news_after_crash import lines_with, not_on_turn
from tests.support.fake_discord import Fault
from tests.support.fake_model import FakeMessage, FakeUser

EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
FETCH = "GET /channels/{channel_id}/messages/{message_id}"


def _saved(path: Path) -> list[int]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT notice_id FROM seat_changes WHERE notice_id IS NOT NULL")
        return [int(row[0]) for row in rows]


def _refuse_edits(harness: BotHarness, message: FakeMessage, times: int) -> None:
    harness.fake.faults.inject(
        EDIT,
        *[Fault.server_error(503) for _ in range(times)],
        match=lambda r: r.path.endswith(f"/messages/{message.id}"),
    )


async def _back_unedited(
    harness: BotHarness, table: Table, times: int = 1
) -> tuple[FakeUser, FakeMessage]:
    """Someone not on turn steps away and takes the seat back from the notice, its edit
    refused ``times`` times: them, and the notice still offering the seat back."""
    user = not_on_turn(table)
    await (await harness.fake.click(user, table.views[user.id], label="Let a computer play")).done()
    await table.settle()
    [notice] = lines_with(table, "stepped away")
    _refuse_edits(harness, notice, times)
    await (await harness.fake.click(user, notice, label="Take my seat back")).done()
    await table.settle()
    assert lines_with(table, "is back at the table") != []  # said instead of the edit
    assert "Take my seat back" in notice.labels
    return user, notice


def _fetched(harness: BotHarness, message: FakeMessage, since: int) -> int:
    """How many times ``message`` was fetched since request ``since``."""
    return sum(
        1
        for r in harness.fake.requests[since:]
        if r.route == FETCH and r.path.endswith(f"/messages/{message.id}")
    )


async def _away_again(table: Table, user: FakeUser, first: FakeMessage) -> FakeMessage:
    """``user`` steps away again from their hand view: the newer notice, not ``first``."""
    view = await table.refresh(user)
    await (await table.fake.click(user, view, label="Let a computer play")).done()
    await table.settle()
    [second] = [m for m in lines_with(table, "stepped away") if m is not first]
    return second


def _back_text(user: FakeUser) -> str:
    return f"<@{user.id}> stepped away for a while and has taken the seat back."


async def test_the_game_end_edits_a_notice_whose_edit_was_refused(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        user, notice = await _back_unedited(harness, table)
        await end_table(harness.fake, harness.fake.owner, {"table": table.id})
        await table.settle()
        assert notice.text == _back_text(user), notice.text
        assert not notice.custom_ids
        assert _saved(path) == []
        assert harness.problems() == []


async def test_the_game_end_edits_a_saved_notice_left_by_an_earlier_process(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        user, notice = await _back_unedited(harness, table)
        assert _saved(path) == [notice.id]
        await harness.restart_bot()
        await table.settle()
        await end_table(harness.fake, harness.fake.owner, {"table": table.id})
        await table.settle()
        assert notice.text == _back_text(user), notice.text
        assert not notice.custom_ids
        assert _saved(path) == []
        assert harness.problems() == []


async def test_a_displaced_notice_whose_edit_failed_twice_is_edited_later(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        # Refused at the press, and again (twice) as the newer notice displaces it.
        user, first = await _back_unedited(harness, table, times=3)
        second = await _away_again(table, user, first)
        assert _saved(path) == [second.id]  # the first is no longer saved
        assert "Take my seat back" in first.labels
        await end_table(fake, fake.owner, {"table": table.id})
        await table.settle()
        assert first.text == _back_text(user), first.text
        assert second.text == (
            f"<@{user.id}> stepped away: a computer played the seat until the end of the game."
        ), second.text
        assert not first.custom_ids and not second.custom_ids
        assert _saved(path) == []
        assert harness.problems() == []


async def test_a_refused_edit_is_tried_again_at_the_next_step_away_line(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user, first = await _back_unedited(harness, table, times=3)
        second = await _away_again(table, user, first)
        assert "Take my seat back" in first.labels
        # Taking the seat back again: its line tries the first notice's edit again.
        await (await fake.click(user, second, label="Take my seat back")).done()
        await table.settle()
        assert first.text == second.text == _back_text(user)
        assert not first.custom_ids and not second.custom_ids
        assert _saved(path) == []
        assert harness.problems() == []


async def test_a_notice_gone_meanwhile_is_forgotten(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user, first = await _back_unedited(harness, table, times=3)
        second = await _away_again(table, user, first)
        first.deleted = True  # a moderator deleted it
        await (await fake.click(user, second, label="Take my seat back")).done()
        await table.settle()
        await end_table(fake, fake.owner, {"table": table.id})
        await table.settle()
        edits = [r for r in fake.requests if r.route == EDIT and str(first.id) in r.path]
        # Refused three times, then found gone at the next line: not tried at the game's end.
        assert len(edits) == 4
        assert harness.problems() == []


async def test_pressing_a_stale_notice_after_the_game_mends_it(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        # Discord refuses every edit of the notice: at the press, and at the game's end.
        user, notice = await _back_unedited(harness, table, times=10)
        await end_table(fake, fake.owner, {"table": table.id})
        await table.settle()
        assert "Take my seat back" in notice.labels
        fake.faults.clear()
        before = len(fake.requests)
        press = await fake.click(user, notice, label="Take my seat back", locale="sv-SE")
        await press.done()
        assert _fetched(harness, notice, before) == 0  # read from the click
        # The server's language, and a small line in his: he pressed in Swedish.
        assert notice.text == (
            f"{_back_text(user)}\n"
            "-# Du gick ifrån bordet en stund och har tagit tillbaka din plats."
        ), notice.text
        assert not notice.custom_ids
        refusal = await press.followup()
        assert refusal.ephemeral_to is user
        assert refusal.text == "Det bordet finns inte eller är avslutat."
        assert _saved(path) == []
        assert harness.problems() == []


async def test_pressing_a_stale_notice_while_seated_mends_it(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user, notice = await _back_unedited(harness, table)
        before = len(fake.requests)
        press = await fake.click(user, notice, label="Take my seat back")
        await press.done()
        assert _fetched(harness, notice, before) == 0  # read from the click
        assert notice.text == _back_text(user), notice.text
        assert not notice.custom_ids
        refusal = await press.followup()
        assert refusal.ephemeral_to is user
        assert refusal.text.startswith("You are at your own seat already"), refusal.text
        # Someone else pressing a live notice is refused and changes nothing.
        other = next(u for u in table.users.values() if u is not user and u is not table.on_turn())
        await (await fake.click(other, table.views[other.id], label="Let a computer play")).done()
        await table.settle()
        [live] = [m for m in lines_with(table, "stepped away") if f"<@{other.id}>" in m.text]
        before = live.text
        press = await fake.click(user, live, label="Take my seat back")
        await press.done()
        assert live.text == before and "Take my seat back" in live.labels
        assert press.original is not None and press.original.ephemeral_to is user
        assert harness.problems() == []


async def test_a_saved_notice_is_fetched_once_at_the_game_end(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user, notice = await _back_unedited(harness, table)
        other = next(u for u in table.users.values() if u is not user and u is not table.on_turn())
        await (await fake.click(other, table.views[other.id], label="Let a computer play")).done()
        await table.settle()
        [away] = [m for m in lines_with(table, "stepped away") if f"<@{other.id}>" in m.text]
        await harness.restart_bot()  # both notices are an earlier process's now
        await table.settle()
        before = len(fake.requests)
        await end_table(fake, fake.owner, {"table": table.id})
        await table.settle()
        assert notice.text == _back_text(user), notice.text
        assert away.text == (
            f"<@{other.id}> stepped away: a computer played the seat until the end of the game."
        ), away.text
        assert not notice.custom_ids and not away.custom_ids
        assert _fetched(harness, notice, before) == 1
        assert _fetched(harness, away, before) == 1
        assert _saved(path) == []
        assert harness.problems() == []


async def test_an_edit_refused_for_good_is_given_up(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="cogs.boston.table_away")
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user = not_on_turn(table)
        await (await fake.click(user, table.views[user.id], label="Let a computer play")).done()
        await table.settle()
        [first] = lines_with(table, "stepped away")
        forbidden = Fault.error(403, 50001, "Missing Access")
        fake.faults.inject(
            EDIT, *[forbidden] * 50, match=lambda r: r.path.endswith(f"/messages/{first.id}")
        )
        await (await fake.click(user, first, label="Take my seat back")).done()
        await table.settle()
        for _ in range(8):  # away and back again, each line trying the refused edit again
            view = await table.refresh(user)
            await (await fake.click(user, view, label="Let a computer play")).done()
            await table.settle()
            [notice] = [
                m
                for m in lines_with(table, "stepped away")
                if "Take my seat back" in m.labels and m is not first
            ]
            await (await fake.click(user, notice, label="Take my seat back")).done()
            await table.settle()
        edits = [
            r for r in fake.requests if r.route == EDIT and r.path.endswith(f"/messages/{first.id}")
        ]
        assert len(edits) == 5, len(edits)
        assert "Take my seat back" in first.labels  # Discord never took it
        assert "a step-away notice's edit given up after 5 tries" in caplog.text
        assert harness.problems() == []
