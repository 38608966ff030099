"""A table that ended while its results could not be posted (Discord refusing them, then a
stop): the next process posts them from the log (``OwedLines.post_owed``), and a deal played
before a seat changed hands names who played it, as the line posted at the time would have:
deal 1 East's, deal 2 Kibitzer's (its payments too), the closing settlement Kibitzer's, and
the final balances "(seat 2; East through deal 1)".

Before: the owed lines were drawn with the seats' holders now, so deal 1's result named
Kibitzer, who never played it, while the payments of deal 2 and of the closing named East,
who did not play them; the final balances did not say East held the seat."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import bot.discord_app
from tests.discord.driver import (
    PLAYERS,
    RESULT_POST,
    Table,
    boston,
    bot_of,
    button_ending,
    cards_in,
    replace_seat,
)
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import Fault, RequestRecord

POST = "POST /channels/{channel_id}/messages"


@pytest.fixture(autouse=True)
def quick_close(monkeypatch: pytest.MonkeyPatch) -> None:
    """A closing bot waits briefly for its lines (the 5 s of a deploy are not needed here)."""
    monkeypatch.setattr(bot.discord_app, "CLOSE_DRAIN", 0.5)


def results_and_closing(rec: RequestRecord) -> bool:
    """A deal's result or the game's closing line (the lines owed to the thread)."""
    said = json.dumps(rec.json or {}, ensure_ascii=False)
    return bool(RESULT_POST.findall(said)) or "The game is over" in said


async def two_deal_table(h: BotHarness) -> Table:
    """Four people at a started Swedish table of two deals."""
    fake = h.fake
    users = [fake.user(name) for name in PLAYERS]
    place = fake.guild.channel("general")
    before = {m.id for m in place.visible_messages()}
    options = {"variant": "swedish", "rules": "deals=2"}
    await (await fake.slash(users[0], "boston new", options, channel=place)).done()
    await h.settle()
    message = await fake.wait_for_message(
        place, lambda m: m.id not in before and any("boston:lobby:" in c for c in m.custom_ids)
    )
    for user in users[1:]:
        await (await fake.click(user, message, button_ending(message, ":join"))).done()
    await h.settle()
    await (await fake.click(users[0], message, button_ending(message, ":start"))).done()
    table = Table(h, message, {u.id: u for u in users})
    await table.settle()
    await table.learn_hands()
    return table


async def play_until_settled(h: BotHarness, table: Table, deal_no: int) -> None:
    """People act until deal ``deal_no`` is settled (its result is not posted: refused)."""
    live = bot_of(h).tables.get(table.id)
    table.first_bid_done = False
    for _ in range(200):
        game = live.game
        assert game is not None
        if len(game.deals) >= deal_no and game.deals[deal_no - 1].settled:
            return
        user = table.on_turn()
        assert user is not None, table.message.text
        await table.step(user)
    raise AssertionError(f"deal {deal_no} did not end")


async def test_owed_results_name_who_played_each_deal(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as h:
        fake = h.fake
        east, kibitzer = fake.user("east"), fake.user("kibitzer")
        table = await two_deal_table(h)
        for name in ("Table", "Notices"):  # a refused line is given up at once
            cog = bot_of(h).get_cog(name)
            if cog is not None:
                cog.retry_first = 0.0  # pyright: ignore[reportAttributeAccessIssue]
        faults = [Fault.server_error(503) for _ in range(200)]
        fake.faults.inject(POST, *faults, match=results_and_closing)
        with h.allow_errors(".*"):
            await play_until_settled(h, table, 1)
            live = bot_of(h).tables.get(table.id)
            seat = live.seat_of(east.id)
            assert seat is not None
            await replace_seat(h, fake.owner, {"seat": seat, "member": kibitzer, "table": 1})
            await table.settle()
            del table.users[east.id]
            table.users[kibitzer.id] = kibitzer
            for user in table.users.values():
                table.held[user.id] = cards_in(await table.open_hand(user))
            await play_until_settled(h, table, 2)
            await h.settle()
            await h.stop_bot()
        assert not RESULT_POST.findall("\n".join(m.text for m in table.place.visible_messages()))
        fake.faults.clear()
        h.reset_problems()
        await h.start_bot()
        await h.settle()
        texts = [m.text for m in table.place.visible_messages()]
        one = next(t for t in texts if t.startswith("**Deal 1**"))
        two = next(t for t in texts if t.startswith("**Deal 2**"))
        final = next(t for t in texts if t.startswith("**The game is over"))
        net = next(line for line in one.splitlines() if line.startswith("This deal: "))
        assert " East " in f" {net} " and "Kibitzer" not in one, one
        assert "Kibitzer" in two and " East " not in f" {two} ", two
        assert f"(seat {seat}; East through deal 1)" in final, final
        # Its closing settlement names the seat's holder at the end, as it did live.
        assert final.count("East") == 1 and "Kibitzer takes" in final, final
        assert h.problems() == []
