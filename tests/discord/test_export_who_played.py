"""``/boston export`` names who actually played (RF-2.6): a person renamed mid-game under their
new name, once; a seat given to someone else (``/boston replace``) or kept by a computer for
someone away as a seat change from the action it took effect at. The record still imports.

Before: the record named the four people as they sat down, whoever played the deals."""

from __future__ import annotations

import json
from pathlib import Path

from bot.engine.record import game_from_record, read_seat_changes
from tests.discord.agreed_stop import end_table
from tests.discord.driver import Table, boston, bot_of, replace_seat, seated_table
from tests.support.bot_runner import BotHarness


async def _actions_so_far(harness: BotHarness, table: Table) -> int:
    live = bot_of(harness).tables.get(table.id)
    assert live.game is not None and live.game.current is not None
    deal = live.game.current.deal
    assert deal is not None
    return len(deal.actions)


async def _export(harness: BotHarness, table_id: int) -> bytes:
    north = harness.fake.user("north")
    export = await (await harness.fake.slash(north, "boston export", {"table": table_id})).message()
    assert export.attachments, export.text
    return export.attachments[0].data


async def test_the_record_names_the_renamed_and_the_replacing_players(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        table_id = table.id
        east, kibitzer = fake.user("east"), fake.user("kibitzer")
        # East goes by "Erik" now: their next click renames seat 2, one player all game.
        fake.guild.members[east.id].nick = "Erik"
        await table.open_hand(east)
        await table.settle()
        await table.play_deal(1)
        # Deal 2: three moves, then West's seat is given to the kibitzer.
        await table.learn_hands()
        for _ in range(3):
            user = table.on_turn()
            assert user is not None
            await table.step(user)
        moved = await _actions_so_far(harness, table)
        north = fake.user("north")
        reply = await replace_seat(harness, north, {"seat": 4, "member": kibitzer})
        assert "Seat 4" in reply.text
        await table.settle()
        table.users[kibitzer.id] = kibitzer
        table.held[kibitzer.id] = set()  # the test plays their cards without knowing them
        # Ended by agreement once deal 2 is over (SV-M2): its record can then be exported.
        await end_table(fake, north, {"table": table_id})
        await table.play_deal(2)
        await harness.settle()
        assert bot_of(harness).tables.find(table_id) is None

        data = await _export(harness, table_id)
        record = json.loads(data)
        assert record["players"] == ["North", "Erik", "South", "West"]
        assert record["seat_changes"] == [
            {"seat": 4, "name": "Kibitzer", "deal": 2, "action": moved + 1}
        ]
        # The record reads as it was written, and /boston import replays it.
        game = game_from_record(record)
        assert len(game.deals) == 2
        [change] = read_seat_changes(record["seat_changes"], record["deals"])
        assert (change.seat, change.name, change.deal) == (4, "Kibitzer", 2)
        replay = await (
            await fake.slash(north, "boston import", {"record": ("game.json", data)})
        ).message()
        assert replay.text.startswith("The record replays: 2 deals"), replay.text
        assert harness.problems() == []


async def test_a_computer_keeping_a_seat_and_the_return_are_seat_changes(tmp_path: Path) -> None:
    """West steps away during deal 1 (a computer keeps the seat) and takes it back in deal 2:
    both are changes, from the action each took effect at."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        table_id = table.id
        west, north = fake.user("west"), fake.user("north")
        user = table.on_turn()
        assert user is not None
        await table.step(user)
        away_at = await _actions_so_far(harness, table)
        await (await fake.click(west, table.views[west.id], label="Let a computer play")).done()
        await table.settle()
        kept = bot_of(harness).tables.get(table_id).seats[4].display_name
        del table.users[west.id]  # the computer plays West's moves now
        await table.play_deal(1)
        await table.learn_hands()
        user = table.on_turn()
        assert user is not None
        await table.step(user)
        table.users[west.id] = west
        await table.refresh(west)
        await (await fake.click(west, table.views[west.id], label="Take my seat back")).done()
        await table.settle()
        back_at = await _actions_so_far(harness, table)
        await end_table(fake, north, {"table": table_id})
        await table.play_deal(2)
        await harness.settle()

        record = json.loads(await _export(harness, table_id))
        assert record["players"] == ["North", "East", "South", "West"]
        assert record["seat_changes"] == [
            {"seat": 4, "name": kept, "deal": 1, "action": away_at + 1},
            {"seat": 4, "name": "West", "deal": 2, "action": back_at + 1},
        ]
        assert len(game_from_record(record).deals) == 2
        assert harness.problems() == []
