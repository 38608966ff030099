"""Faults between the bot and Discord, and under its database, through the fake Discord.

Expected (issue 9): no acknowledged action lost, no table left stuck, a player whose action did
not go through is told so privately, and the game continues afterwards.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.discord.driver import (
    Table,
    boston,
    bot_of,
    code_of,
    enabled_actions,
    open_table,
    seated_table,
)
from tests.support.db_faults import StorageFaults, hold_write_lock
from tests.support.fake_discord import Fault
from tests.support.fake_model import FakeMessage, FakeUser

CALLBACK = "POST /interactions/{interaction_id}/{interaction_token}/callback"
EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
POST = "POST /channels/{channel_id}/messages"
NOT_SAVED = "Your move could not be saved; please try again."


async def _next_click(table: Table) -> tuple[FakeUser, FakeMessage, str]:
    """The person on turn, their freshly drawn hand view and the action they will click."""
    user = table.on_turn()
    assert user is not None
    view = await table.refresh(user)
    table.first_bid_done = True  # pass in the auction: no contract select needed
    return user, view, table.choose(view)


def _seq(table: Table) -> int:
    return bot_of(table.harness).tables.get(table.id).seq


async def _play_on(table: Table, steps: int) -> None:
    """The game continues: ``steps`` more actions by the people on turn."""
    for _ in range(steps):
        user = table.on_turn()
        assert user is not None, "nobody on turn: the table is stuck"
        await table.step(user)


async def test_a_full_disk_is_told_privately_changes_nothing_and_the_retry_works(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        faults = StorageFaults.install(bot_of(harness).db)
        user, view, custom_id = await _next_click(table)
        seq, public = _seq(table), harness.fake.public_text()
        log = await bot_of(harness).db.event_log(table.id)

        faults.fail()  # the next COMMIT finds the disk full
        handle = await harness.fake.click(user, view, custom_id)
        await handle.done()
        await table.settle()

        assert faults.raised == 1
        assert NOT_SAVED in view.text and view.ephemeral_to is user
        assert _seq(table) == seq and await bot_of(harness).db.event_log(table.id) == log
        assert harness.fake.public_text() == public, "a move not saved was shown publicly"
        # The same button, redrawn at the same seq, now goes through.
        await (await harness.fake.click(user, view, custom_id)).done()
        await table.settle()
        assert _seq(table) == seq + 1
        await _play_on(table, 3)


async def test_a_locked_database_is_answered_within_discords_deadline(tmp_path: Path) -> None:
    """SQLite waits ``BUSY_TIMEOUT_MS`` (1.5 s) for the lock, then the player is told; the
    fake enforces Discord's 3 s deadline, so a 5 s timeout would fail this test."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        user, view, custom_id = await _next_click(table)
        seq = _seq(table)
        with hold_write_lock(path):
            handle = await harness.fake.click(user, view, custom_id)
            await handle.response(within=3.5)
        await handle.done()
        await table.settle()
        assert NOT_SAVED in view.text
        assert _seq(table) == seq
        await (await harness.fake.click(user, view, custom_id)).done()
        await table.settle()
        assert _seq(table) == seq + 1


@pytest.mark.parametrize(
    "faults",
    [
        pytest.param([Fault.rate_limited(0.05)], id="429"),
        pytest.param([Fault.delayed(0.3)], id="slow"),
    ],
)
async def test_a_rate_limited_or_slow_answer_still_arrives_and_applies_once(
    tmp_path: Path, faults: list[Fault]
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user, view, custom_id = await _next_click(table)
        seq = _seq(table)
        harness.fake.faults.inject(CALLBACK, *faults)
        await (await harness.fake.click(user, view, custom_id)).done(within=5)
        await table.settle()
        assert harness.fake.faults.pending == 0
        assert _seq(table) == seq + 1
        assert "Your turn" not in view.text
        await _play_on(table, 3)


@pytest.mark.parametrize(
    "fault",
    [
        pytest.param(Fault.server_error(500), id="500"),
        pytest.param(Fault.server_error(503), id="503"),
        pytest.param(Fault.rate_limited(0.05), id="429"),
        pytest.param(Fault.delayed(0.3), id="slow"),
    ],
)
async def test_a_failed_table_message_edit_does_not_stop_the_table(
    tmp_path: Path, fault: Fault
) -> None:
    """discord.py retries 429 and 500 itself (500 after 1 s); a 503 fails the edit, which the
    table cog logs as a warning. Either way the game goes on and the next edit draws the
    current state."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        harness.fake.faults.inject(EDIT, fault)
        user, view, custom_id = await _next_click(table)
        await (await harness.fake.click(user, view, custom_id)).done(within=5)
        await table.settle()
        assert harness.fake.faults.pending == 0
        await _play_on(table, 2)
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None and live.game.to_act is not None
        on_turn = live.seats[live.game.to_act].player_id
        assert table.on_turn() is not None and table.on_turn().id == on_turn  # pyright: ignore[reportOptionalMemberAccess]


async def test_an_answer_that_fails_with_503_loses_nothing(tmp_path: Path) -> None:
    """Discord fails the callback itself: the move is committed (the service acts before the
    answer), the click shows "interaction failed", and the next look shows the move made."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user, view, custom_id = await _next_click(table)
        seq = _seq(table)
        harness.fake.faults.inject(CALLBACK, Fault.server_error(503))
        with harness.allow_errors(r"Ignoring exception in dynamic item callback"):
            handle = await harness.fake.click(user, view, custom_id)
            await harness.fake.wait_for(lambda: harness.fake.faults.pending == 0 or None)
            await table.settle()
        handle.expect_no_response()
        assert _seq(table) == seq + 1, "the committed move was lost"
        await (await harness.fake.click(user, view, label="Refresh")).done()
        assert "Your turn" not in view.text
        await _play_on(table, 3)


async def test_an_answer_refused_after_the_move_is_saved_never_says_nothing_changed(
    tmp_path: Path,
) -> None:
    """Discord refuses the click's answer (403) after the move was committed: the fallback
    answer says Discord refused it and where to look, not "nothing changed" (it had)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user, view, custom_id = await _next_click(table)
        seq = _seq(table)
        fault = Fault.error(403, 50013, "Missing Permissions")
        harness.fake.faults.inject(CALLBACK, fault)
        handle = await harness.fake.click(user, view, custom_id)
        answer = await handle.message()
        await table.settle()
        assert _seq(table) == seq + 1
        assert answer.ephemeral_to is user
        assert "Discord refused the bot's answer" in answer.text
        assert "nothing changed" not in answer.text


async def test_an_interaction_acknowledged_late_loses_nothing(tmp_path: Path) -> None:
    """The bot answers after Discord's deadline (10062 Unknown interaction): the move stays
    made exactly once, and the old button, clicked again, is told the move is made."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        fake = harness.fake
        user, view, custom_id = await _next_click(table)
        seq = _seq(table)
        fake.ack_deadline = 0.0
        with harness.allow_errors(r"Ignoring exception in dynamic item callback"):
            late = await fake.click(user, view, custom_id)
            await fake.wait_for(
                lambda: any(r.status == 404 and r.interaction_id for r in fake.requests) or None
            )
            await table.settle()
        late.expect_no_response()
        fake.ack_deadline = 3.0
        assert _seq(table) == seq + 1
        again = await fake.click(user, view, custom_id)
        await again.done()
        await table.settle()
        assert _seq(table) == seq + 1, "a late-acknowledged move was applied twice"
        answer = json.dumps(again.callbacks[0].data, ensure_ascii=False)
        assert "That move is already made" in answer
        await _play_on(table, 3)


@pytest.mark.parametrize("code", [4000, 1006])
async def test_the_gateway_drops_mid_deal_and_the_deal_goes_on(tmp_path: Path, code: int) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        fake = harness.fake
        await _play_on(table, 4)
        seq = _seq(table)
        await fake.drop_gateway(code)
        # A click made while the bot is away reaches it when it resumes.
        user, view, custom_id = await _next_click(table)
        await (await fake.click(user, view, custom_id)).done(within=10)
        await fake.wait_for(lambda: fake.resume_count >= 1 or None, within=10)
        await table.settle()
        assert _seq(table) == seq + 1
        result = await table.play_deal(1)
        assert "**Deal 1**" in result.text
        table.assert_private()


async def test_a_lobby_the_bot_cannot_post_is_not_left_behind(tmp_path: Path) -> None:
    """Discord refuses the lobby's message (the bot may not post in that channel): the person
    is told why, privately, and no invisible lobby is left to count against their cap."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        ada = fake.user("north")
        place = fake.guild.channel("general")
        fake.faults.inject(POST, Fault.error(403, 50013, "Missing Permissions"))
        reply = await (await fake.slash(ada, "boston new", channel=place)).message()
        await harness.settle()
        assert fake.faults.pending == 0
        assert reply.ephemeral_to is ada
        assert "permission" in reply.text.lower()
        service = bot_of(harness).tables
        assert [t for t in service.tables() if t.status == "lobby"] == []
        assert await service.db.tables_by_status(["lobby"]) == []
        # Once the channel lets the bot post, the same person opens a lobby as usual.
        message, _ = await open_table(harness, ada, place)
        assert any("boston:lobby:" in c for c in message.custom_ids)


async def test_a_lobby_whose_message_is_not_saved_is_taken_back(tmp_path: Path) -> None:
    """The lobby's message was posted, but its id could not be saved: the bot could never
    edit it again, so the message and its thread are deleted, the lobby cancelled, and the
    person told."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        place = fake.guild.channel("general")
        faults = StorageFaults.install(bot_of(harness).db)
        faults.fail(match=lambda sql, _: sql.startswith("UPDATE tables SET thread_id"))
        reply = await (await fake.slash(north, "boston new", channel=place)).message()
        await harness.settle()
        assert faults.raised == 1
        assert reply.ephemeral_to is north and "saved" in reply.text
        assert not any("boston:lobby:" in c for m in place.visible_messages() for c in m.custom_ids)
        threads = [c for c in fake.guild.channels if c.is_thread]
        assert threads and all(c.deleted for c in threads)
        service = bot_of(harness).tables
        assert [t for t in service.tables() if t.status == "lobby"] == []
        assert await service.db.tables_by_status(["lobby"]) == []


def _no_back_off(table: Table) -> None:
    """Tries again at once: the back-off's seconds are the product's, not a test's."""
    bot = bot_of(table.harness)
    for name in ("Table", "Notices"):
        cog = bot.get_cog(name)
        assert cog is not None
        cog.retry_first = 0.0  # pyright: ignore[reportAttributeAccessIssue]


def _mentioned(table: Table) -> int | None:
    found = table.message.text.rsplit("<@", 1)
    return int(found[1].split(">", 1)[0]) if len(found) == 2 else None


@pytest.mark.parametrize(
    "fault",
    [
        pytest.param(Fault.error(403, 50013, "Missing Permissions"), id="403"),
        pytest.param(Fault.server_error(503), id="503"),
    ],
)
async def test_edits_and_notices_refused_for_a_while_are_made_once_discord_allows(
    tmp_path: Path, fault: Fault
) -> None:
    """A moderator takes the bot's permission away (or Discord fails) while a move hands the
    turn on: the table message and the turn notice are refused. Once Discord allows them
    again the message names the person on turn and they are called; before, the message kept
    naming the mover and nobody was called until someone happened to look."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        _no_back_off(table)
        notices = bot_of(harness).get_cog("Notices")
        assert notices is not None
        notices.grace = 0.0  # pyright: ignore[reportAttributeAccessIssue]
        user, view, custom_id = await _next_click(table)
        harness.fake.faults.inject(EDIT, fault, fault)
        harness.fake.faults.inject(POST, fault, fault)
        await (await harness.fake.click(user, view, custom_id)).done()
        await table.settle()
        assert harness.fake.faults.pending == 0
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None and live.game.to_act is not None
        on_turn = live.seats[live.game.to_act].player_id
        assert on_turn != user.id and _mentioned(table) == on_turn
        calls = [
            m for m in table.place.visible_messages() if f"<@{on_turn}>" in m.text and m.custom_ids
        ]
        assert calls, "the person on turn was never called"
        await _play_on(table, 2)


async def test_a_deleted_table_message_is_posted_again(tmp_path: Path) -> None:
    """A moderator deletes the table message mid-game: the next change posts it again in its
    channel, with its buttons, and the bot keeps the new one (a restart edits it too).
    Before, every later edit failed with 404 and the table lost My hand and Protocol."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        old = table.message
        old.deleted = True
        await table.step(table.on_turn())  # type: ignore[arg-type]
        await table.settle()
        again = [
            m
            for m in old.channel.visible_messages()
            if any(f"boston:hand:{table.id}" in c for c in m.custom_ids)
        ]
        assert len(again) == 1 and again[0].id != old.id
        table.message = again[0]
        row = await bot_of(harness).db.table(table.id)
        assert row is not None and row.message_id == again[0].id
        assert "My hand" in again[0].labels and "Protocol" in again[0].labels
        await _play_on(table, 2)
        await harness.restart_bot()
        await _play_on(table, 2)
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None and live.game.to_act is not None
        assert _mentioned(table) == live.seats[live.game.to_act].player_id


async def test_a_result_post_refused_once_is_posted(tmp_path: Path) -> None:
    """A deal's result is worth waiting for: a 503 on its post is tried again (before, the
    result was lost for good)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        _no_back_off(table)
        harness.fake.faults.inject(
            POST,
            Fault.server_error(503),
            match=lambda r: "**Deal 1**" in json.dumps(r.json or {}),
        )
        live = bot_of(harness).tables.get(table.id)
        while live.game is not None and len(live.game.deals) < 2:
            await table.step(table.on_turn())  # type: ignore[arg-type]
        await table.settle()
        assert harness.fake.faults.pending == 0
        assert [m for m in table.place.visible_messages() if "**Deal 1**" in m.text]


async def test_a_close_posts_the_result_still_waiting_for_its_next_try(tmp_path: Path) -> None:
    """A deploy's close (SIGTERM: nothing waits for the bot's tasks first) while a deal's result
    waits out a long back-off after Discord refused it (403): the close cuts the wait short and
    posts it before the process ends (``TableCog.drain``). Before, the line died with the
    process, and the next one does not know it was owed."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        cog = bot_of(harness).get_cog("Table")
        assert cog is not None
        cog.retry_first = 600.0  # pyright: ignore[reportAttributeAccessIssue]
        live = bot_of(harness).tables.get(table.id)
        game = live.game
        assert game is not None
        while (deal := game.deals[0].deal) is not None and sum(map(len, deal.play.hands)) > 1:
            await table.step(table.on_turn())  # type: ignore[arg-type]
        fake.faults.inject(
            POST,
            Fault.error(403, 50013, "Missing Permissions"),
            match=lambda r: "**Deal 1**" in json.dumps(r.json or {}),
        )
        last = table.on_turn()
        assert last is not None
        view = await table.refresh(last)
        card = next(c for c in enabled_actions(view) if code_of(c).startswith("play."))
        await (await fake.click(last, view, card)).done()  # no settling: the post waits 600 s
        await fake.wait_for(lambda: fake.faults.pending == 0, 5, what="the refused post")
        assert not [m for m in table.place.visible_messages() if "**Deal 1**" in m.text]
        await harness.stop_bot(settle_first=False)
        assert [m for m in table.place.visible_messages() if "**Deal 1**" in m.text]


@pytest.mark.parametrize("how", ["archived", "locked", "deleted"])
async def test_a_thread_archived_locked_or_deleted_still_gets_the_tables_lines(
    tmp_path: Path, how: str
) -> None:
    """The table's thread archived (idle for a day: a table paused overnight), locked or
    deleted by a moderator mid-deal: an archived thread is reopened; a locked one (reopened,
    still refused) or a deleted one gives the table's lines to its channel from then on.
    Either way deal 1's result and the turn notices are posted; before, every line was
    lost."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        thread = table.place
        assert thread.is_thread
        setattr(thread, how, True)
        if how == "deleted":
            await fake.dispatch(
                "THREAD_DELETE",
                {
                    "id": str(thread.id),
                    "guild_id": str(fake.guild.id),
                    "type": thread.type,
                    "parent_id": str(table.message.channel.id),
                },
                fake.guild,
            )
        live = bot_of(harness).tables.get(table.id)
        while live.game is not None and len(live.game.deals) < 2:
            await table.step(table.on_turn())  # type: ignore[arg-type]
        await table.settle()
        moved = how != "archived"
        place = table.message.channel if moved else thread
        assert [m for m in place.visible_messages() if "**Deal 1**" in m.text]
        row = await bot_of(harness).db.table(table.id)
        assert row is not None and (row.thread_id is None) == moved
        await _play_on(table, 2)
