"""Clicks that must change nothing: stale views, double clicks, people who are not seated."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from cogs.boston.live import TOKEN_LIFETIME
from tests.discord.driver import (
    boston,
    bot_of,
    code_of,
    enabled_actions,
    open_table,
    seated_table,
)
from tests.discord.test_boston_live import with_clock
from tests.support.db_digest import digest


async def test_a_stale_button_from_the_previous_deal_is_refused_and_redrawn(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        clock = await with_clock(harness)
        table = await seated_table(harness)
        fake = harness.fake
        first = table.on_turn()
        assert first is not None
        # A second hand view, drawn now and then left open past its token's life, so that
        # nothing can edit it any more: it still shows the first deal's buttons.
        old = await (await fake.click(first, table.message, label="My hand")).message()
        old_pass = next(c for c in enabled_actions(old) if code_of(c) == "pass")
        clock.now += TOKEN_LIFETIME
        await table.play_deal(1)
        await table.settle()
        service = bot_of(harness).tables
        seq = service.get(table.id).seq
        await (await fake.click(first, old, old_pass)).done()
        await table.settle()
        assert service.get(table.id).seq == seq
        assert "The table has moved on" in old.text
        assert "deal 2" in old.text
        assert old_pass not in old.custom_ids


async def test_a_double_click_applies_once(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        fake = harness.fake
        user = table.on_turn()
        assert user is not None
        view = await table.refresh(user)
        pass_id = next(c for c in enabled_actions(view) if code_of(c) == "pass")
        service = bot_of(harness).tables
        live = service.get(table.id)
        seq = live.seq
        # Both clicks leave before the bot has answered the first.
        first = await fake.click(user, view, pass_id)
        second = await fake.click(user, view, pass_id)
        await first.done()
        await second.done()
        await table.settle()
        assert live.seq == seq + 1
        assert live.game is not None
        deal = live.game.deals[-1].deal
        assert deal is not None and len(deal.auction.history) == 1
        # The same button twice is one move made: the later answer says the move is made,
        # not that the table moved on (which read as if the move had been lost). An old
        # view's other buttons are still "moved on" (the test above).
        answers = [json.dumps(h.callbacks[0].data, ensure_ascii=False) for h in (first, second)]
        assert not [a for a in answers if "The table has moved on" in a]
        assert sum("That move is already made" in a for a in answers) == 1


async def test_people_not_seated_get_a_private_reason(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        fake = harness.fake
        kibitzer = fake.user("kibitzer")
        seq = bot_of(harness).tables.get(table.id).seq
        reply = await (await fake.click(kibitzer, table.message, label="My hand")).message()
        assert reply.ephemeral_to is kibitzer
        assert reply.content == (  # four people play: no seat to be had, but the game to watch
            "You are not seated at this table, and every seat is taken: you can follow the game "
            "in the table message."
        )
        join = await (await fake.click(kibitzer, table.message, label="Protocol")).message()
        assert join.ephemeral_to is kibitzer and "Balances" in join.text
        assert bot_of(harness).tables.get(table.id).seq == seq


async def test_lobby_refusals_are_private(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        message, reply = await open_table(harness, north)
        assert reply.ephemeral_to is north and "Table 1 is open" in reply.content
        # The game's thread as a mention, which a tap opens (not a raw link).
        assert message.thread is not None
        assert f"Table 1 is open: <#{message.thread.id}>" in reply.content
        start = await (await fake.click(north, message, label="Join")).message()
        assert start.content == "You already have a seat at this table."
        await (await fake.click(east, message, label="Join")).done()
        not_host = await (await fake.click(east, message, label="Cancel table")).message()
        assert not_host.content == (
            "Only the host or a member with Manage Server can cancel the table."
            f"\nThe host of table 1 is <@{north.id}>."
        )
        await harness.settle()
        assert f"<@{east.id}>" in message.text
        await (await fake.click(east, message, label="Leave")).done()
        await harness.settle()
        assert f"<@{east.id}>" not in message.text
        await (await fake.click(north, message, label="Cancel table")).done()
        await harness.settle()
        assert "cancelled" in message.text and message.components == []


async def test_a_stale_lobby_cancel_does_not_end_a_game_in_play(tmp_path: Path) -> None:
    """A lagging client still shows the lobby's **Cancel table** after the start: pressed, it
    is refused and changes nothing. Ending a game goes through ``/boston abandon``, which
    asks first."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        message, _ = await open_table(harness, users[0])
        for user in users[1:]:
            await (await fake.click(user, message, label="Join")).done()
        await harness.settle()
        stale = copy.deepcopy(message)
        await (await fake.click(users[0], message, label="Start")).done()
        await harness.settle()
        table_id = int(stale.custom_ids[0].split(":")[2])
        before = digest(tmp_path / "b.sqlite3")
        for who in (users[0], fake.owner):  # the host, and an admin
            refused = await (
                await fake.click(who, stale, f"boston:lobby:{table_id}:cancel")
            ).message()
            assert refused.ephemeral_to is who
            assert refused.content == "That is not possible now: the game has started or is over."
        await harness.settle()
        assert bot_of(harness).tables.get(table_id).status == "playing"
        assert digest(tmp_path / "b.sqlite3") == before
        assert "abandoned" not in message.text


async def test_cancel_pressed_twice_at_once_cancels_once_and_says_so(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        message, _ = await open_table(harness, north)
        first = await fake.click(north, message, label="Cancel table")
        second = await fake.click(north, message, label="Cancel table")
        await first.done()
        late = await second.message()
        assert late.ephemeral_to is north
        assert late.content == "Table 1 was cancelled."
        await harness.settle()
        assert "cancelled" in message.text and message.components == []
