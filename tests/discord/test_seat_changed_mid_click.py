"""A seat given away while its old holder's click waits, through the fake Discord.

East is on turn and clicks a move just as the host's ``/boston replace`` gives East's seat to
the kibitzer and is writing it (with the table's lock). The move waits for the lock; when it
gets it, the seat is the kibitzer's: the move is refused, nothing is written, and East hears,
privately, where the seat went (not that no cards have been dealt). So does East pressing
**Refresh** while the seat changes hands.

Held open with events, no sleeps: the seat's write (``Database.set_seat``) waits for the
test, and the click is seen reaching the service (then waiting for the lock) before it goes on.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from bot.tables import ActOutcome
from cogs.boston.notices import NoticeCog
from tests.discord.driver import (
    GIVE_THE_SEAT,
    boston,
    bot_of,
    enabled_actions,
    seated_table,
)
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import FakeMessage, FakeUser


async def replace_until(
    harness: BotHarness, host: FakeUser, options: dict[str, object], reached: asyncio.Event
) -> None:
    """``/boston replace`` by ``host`` until ``reached`` is set (by the test: the seat's
    write has begun, or is done), the host's question (a person present holds the seat)
    answered **Give the seat** first. The bot is not waited for: a click the test holds
    would keep it busy."""
    fake = harness.fake
    handle = await fake.slash(host, "boston replace", options)

    def question() -> FakeMessage | None:
        reply = handle.original
        if reply is None or reply.loading:
            return None
        return reply if any(label in reply.labels for label in GIVE_THE_SEAT) else None

    there = asyncio.ensure_future(reached.wait())
    asked = asyncio.ensure_future(fake.wait_for(question, what="the replace question"))
    await asyncio.wait({there, asked}, return_when=asyncio.FIRST_COMPLETED)
    if not reached.is_set():
        reply = asked.result()
        give = next(label for label in GIVE_THE_SEAT if label in reply.labels)
        await fake.click(host, reply, label=give)
        await there
    asked.cancel()


async def test_a_move_for_a_seat_given_away_meanwhile_is_refused_and_says_where_it_went(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, kibitzer = fake.user("north"), fake.user("kibitzer")
        table = await seated_table(harness)
        service = bot_of(harness).tables
        live = service.get(table.id)
        mover = table.on_turn()
        assert mover is not None and mover is not north
        seat = live.seat_of(mover.id)
        assert seat is not None
        view = await table.refresh(mover)
        action = enabled_actions(view)[0]
        seq, events = live.seq, len(await service.db.event_log(table.id))

        entered, gate, reached = asyncio.Event(), asyncio.Event(), asyncio.Event()
        set_seat, act_as_player = service.db.set_seat, service.act_as_player

        async def held_write(*args: Any, **kwargs: Any) -> None:
            entered.set()
            await gate.wait()
            await set_seat(*args, **kwargs)

        async def seen_click(*args: Any, **kwargs: Any) -> ActOutcome:
            # Set before the call, which runs on to the table's lock before anything else.
            reached.set()
            return await act_as_player(*args, **kwargs)

        monkeypatch.setattr(service.db, "set_seat", held_write)
        monkeypatch.setattr(service, "act_as_player", seen_click)
        await replace_until(harness, north, {"seat": seat, "member": kibitzer}, entered)
        click = await fake.click(mover, view, action)
        await reached.wait()
        assert live.lock.locked() and live.seq == seq
        gate.set()
        answer = await click.message()
        await table.settle()
        assert live.seats[seat].player_id == kibitzer.id
        assert live.seq == seq, "the old holder moved for a seat no longer theirs"
        assert len(await service.db.event_log(table.id)) == events
        assert answer.ephemeral_to is mover
        assert answer.text == f"Your seat at table {table.id} (seat {seat}) went to Kibitzer."


async def test_refresh_while_the_seat_changes_hands_says_where_it_went(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east, kibitzer = fake.user("north"), fake.user("east"), fake.user("kibitzer")
        table = await seated_table(harness)
        service = bot_of(harness).tables
        live = service.get(table.id)
        seat = live.seat_of(east.id)
        assert seat is not None
        view = table.views[east.id]
        # The cog as its extension loaded it (a module of its own: no isinstance here).
        notices: Any = bot_of(harness).get_cog(NoticeCog.__cog_name__)
        assert notices is not None
        entered, gate = asyncio.Event(), asyncio.Event()
        wanted = notices.wanted

        async def held_wanted(user_id: int) -> bool:
            # East's Refresh only (the first ask): found seated, then held before its view
            # is drawn. Every other ask (the views redrawn for the change) goes straight on.
            if user_id == east.id and not entered.is_set():
                entered.set()
                await gate.wait()
            return await wanted(user_id)

        given = asyncio.Event()
        set_seat = service.set_seat

        async def seen_given(*args: Any, **kwargs: Any) -> None:
            await set_seat(*args, **kwargs)
            given.set()

        monkeypatch.setattr(notices, "wanted", held_wanted)
        monkeypatch.setattr(service, "set_seat", seen_given)
        refresh = next(c for c in view.custom_ids if c.startswith("boston:hand:"))
        click = await fake.click(east, view, refresh)
        await entered.wait()
        await replace_until(harness, north, {"seat": seat, "member": kibitzer}, given)
        assert live.seats[seat].player_id == kibitzer.id
        gate.set()
        answer = await click.message()
        assert answer.ephemeral_to is east
        assert answer.text == f"Your seat at table {table.id} (seat {seat}) went to Kibitzer."
