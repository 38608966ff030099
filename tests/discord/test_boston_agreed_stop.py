"""``/boston end`` through the fake Discord: the agreed stop (SV-M2). Between deals the game
ends at once and the thread gets the final settlement (betdelning, SV-P12); during a deal the
thread is told that the game ends when the deal is over, and it does; only the host or a
server manager may, and a second request is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.discord.agreed_stop import end_table
from tests.discord.driver import Table, boston, bot_of, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage


async def wait_text(harness: BotHarness, table: Table, text: str) -> FakeMessage:
    return await harness.fake.wait_for_message(table.place, lambda m: text in m.text)


async def test_sv_m2_the_host_ends_the_game_between_deals(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        table_id = table.id  # read from the message's buttons, which go with the table
        await table.play_deal(1)
        fake = harness.fake
        north = fake.user("north")
        service = bot_of(harness).tables
        live = service.get(table_id)
        assert live.game is not None and live.game.current is not None  # deal 2, untouched
        reply = await end_table(fake, north, channel=table.place)
        assert reply.ephemeral_to is north
        assert reply.text == (
            f"Table {table_id} has ended: the final settlement is in <#{table.place.id}>."
        )
        final = await wait_text(harness, table, "The game is over.")
        assert "betdelning: columns" in final.text and "Final balances:" in final.text
        assert "Betdelning:" not in final.text  # the block names it: no heading over it
        await harness.settle()
        assert service.find(table_id) is None
        assert "The game is over: its final settlement is in the thread." in table.message.text
        assert "My hand" not in table.message.labels and "Protocol" in table.message.labels
        # The finished table's protocol stays one press away, read from its log.
        sheet = await (await fake.click(north, table.message, label="Protocol")).message()
        assert sheet.ephemeral_to is north and "Balances:" in sheet.text
        row = await bot_of(harness).db.table(table_id)
        assert row is not None and row.status == "finished"
        assert "**Deal 2**" not in fake.public_text()


async def test_sv_m2_during_a_deal_the_game_ends_when_it_is_over(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        table_id = table.id
        fake = harness.fake
        north = fake.user("north")
        first = table.on_turn()
        assert first is not None
        await table.step(first)  # the deal is in progress
        reply = await end_table(fake, north, {"table": table_id})
        assert reply.ephemeral_to is north
        assert reply.text == f"Table {table_id} ends when the deal in progress is over."
        notice = await wait_text(harness, table, "is ending the game")
        assert "when the deal in progress is over" in notice.text
        await table.settle()
        assert "The game ends when this deal is over (agreed stop)." in table.message.text
        for user in table.users.values():  # the hand views the players watch say it too
            view = await table.refresh(user)
            assert "The game ends when this deal is over (agreed stop)." in view.text
        again = await (await fake.slash(north, "boston end", {"table": table_id})).message()
        assert again.content == "The game already ends when the deal in progress is over."
        await table.play_deal(1)
        final = await wait_text(harness, table, "The game is over.")
        assert "betdelning: columns" in final.text and "Final balances:" in final.text
        assert "Betdelning:" not in final.text  # the block names it: no heading over it
        await harness.settle()
        assert bot_of(harness).tables.find(table_id) is None
        events = await bot_of(harness).db.events(table_id)
        assert [e.kind for e in events].count("deal") == 1 and events[-1].kind == "close"


async def test_sv_m2_a_game_ended_by_a_restart_still_gets_its_final_post(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The deal's last move is saved, then the process stops before the game is closed: the
    next start-up closes it (SV-M2), and the thread gets the final settlement and the table
    message says the game is over, although this process never saw the table played."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        table_id = table.id
        north = harness.fake.user("north")
        first = table.on_turn()
        assert first is not None
        await table.step(first)
        await end_table(harness.fake, north, {"table": table_id})
        service = bot_of(harness).tables

        async def stopped_before_closing(_table: object) -> None:
            """The crash: nothing moves the table on after its deal's last move."""

        monkeypatch.setattr(service, "_advance", stopped_before_closing)
        await table.play_deal(1)
        await harness.settle()
        assert service.find(table_id) is not None
        assert "The game is over" not in harness.fake.public_text()

        await harness.restart_bot()

        final = await wait_text(harness, table, "The game is over.")
        assert "betdelning: columns" in final.text and "Final balances:" in final.text
        assert "Betdelning:" not in final.text  # the block names it: no heading over it
        await harness.settle()
        assert bot_of(harness).tables.find(table_id) is None
        assert "The game is over: its final settlement is in the thread." in table.message.text
        assert "My hand" not in table.message.labels and "Protocol" in table.message.labels
        events = await bot_of(harness).db.events(table_id)
        assert events[-1].kind == "close"


async def test_sv_m2_only_the_host_or_a_server_manager_may_end_the_game(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        fake = harness.fake
        service = bot_of(harness).tables
        east = fake.user("east")
        refused = await (await fake.slash(east, "boston end", {"table": table.id})).message()
        assert refused.ephemeral_to is east
        assert refused.content == (
            "Only the host or a member with Manage Server can end the game."
            f"\nThe host of table {table.id} is <@{fake.user('north').id}>."
        )
        kibitzer = fake.user("kibitzer")
        # Seated nowhere, naming none: the same refusal at once (not "add `table:1`" first).
        nothing = await (await fake.slash(kibitzer, "boston end")).message()
        assert nothing.content == refused.content
        live = service.get(table.id)
        assert live.status == "playing" and not live.row.end_requested
        events = await bot_of(harness).db.events(table.id)
        assert [e.kind for e in events] == ["start", "deal"]
        # The server's owner (Manage Server) may, for a table of this server.
        done = await end_table(fake, fake.owner, {"table": table.id})
        assert done.text.startswith(f"Table {table.id} has ended")
        await wait_text(harness, table, "The game is over.")


async def test_sv_m2_a_swedish_host_reads_swedish(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        players = ("sven", "east", "south", "west")
        table = await seated_table(harness, players=players)
        sven = harness.fake.user("sven")
        first = table.on_turn()
        assert first is not None
        await table.step(first)
        reply = await end_table(harness.fake, sven, {"table": table.id})
        assert reply.text == f"Bord {table.id} slutar när den pågående given är slut."
