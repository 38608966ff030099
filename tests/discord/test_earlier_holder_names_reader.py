"""A private view names the earlier holders of a seat in its reader's language where the bot
made their names, as it names the seat's holder now (``cogs.boston.seat_names.said_in``): a
computer the host replaced by a member is "Computer 2 (heuristic)" in an English reader's
view at a Swedish server, whose own messages keep "Dator 2 (heuristisk)". So for a move of
the deal in play made before the handover (the auction's calls, the förhand), and for a deal
over before it (the last trick of the deal before, its result).

Before: the earlier holder stayed "Dator 2 (heuristisk)" in the English view, beside
"Computer 3 (heuristic)" and "Computer 4 (heuristic)", the seats' holders now."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import (
    boston,
    bot_of,
    button_ending,
    code_of,
    enabled_actions,
    first_of,
    open_table,
)
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage


async def _swedish_computers_table(harness: BotHarness) -> tuple[int, FakeMessage]:
    """A Swedish server; North (reading English) opens a table, seats three heuristic
    computers ("Dator 2 (heuristisk)" …) and starts: the table's id and its message."""
    fake = harness.fake
    await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
    north = fake.user("north")
    message, _ = await open_table(harness, north)
    for _ in range(3):
        await (await fake.click(north, message, button_ending(message, ":cpu-heuristic"))).done()
        await harness.settle()  # redrawn, as a person sees it before pressing again
    await (await fake.click(north, message, button_ending(message, ":start"))).done()
    await harness.settle()
    table_id = int(message.custom_ids[0].split(":")[2])
    await bot_of(harness).tables.wait_idle(table_id)
    await harness.settle()
    return table_id, message


async def _my_hand(harness: BotHarness, message: FakeMessage) -> FakeMessage:
    north = harness.fake.user("north")
    my_hand = next(c for c in message.custom_ids if c.startswith("boston:hand:"))
    view = await (await harness.fake.click(north, message, my_hand)).message()
    assert view.ephemeral_to is north
    return view


async def _north_plays_deal_1(harness: BotHarness, table_id: int, message: FakeMessage) -> None:
    """North acts (the first contract offered, cards, claims accepted) until deal 1 is
    settled, the computers playing their seats."""
    live = bot_of(harness).tables.get(table_id)
    choose = first_of("pass", "play.", "claim.accept", "whist.", "trump.", "discard.")
    for _ in range(200):
        game = live.game
        assert game is not None
        if game.deals and game.deals[0].settled:
            return
        view = await _my_hand(harness, message)
        codes = {code_of(c): c for c in enabled_actions(view)}
        choice = choose(codes)
        if choice is not None:
            await (await harness.fake.click(harness.fake.user("north"), view, choice)).done()
        await bot_of(harness).tables.wait_idle(table_id)
        await harness.settle()
    raise AssertionError("deal 1 did not end")


async def _kibitzer_takes(harness: BotHarness, table_id: int, seat: int) -> None:
    """North, the host, gives ``seat`` to the kibitzer (``/boston replace``)."""
    fake = harness.fake
    options = {"seat": seat, "member": fake.user("kibitzer")}
    await (await fake.slash(fake.user("north"), "boston replace", options)).done()
    await bot_of(harness).tables.wait_idle(table_id)
    await harness.settle()


async def test_a_move_before_the_handover_names_the_computer_in_the_readers_language(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table_id, message = await _swedish_computers_table(harness)
        view = await _my_hand(harness, message)
        assert "Auction: Computer 2 (heuristic): pass" in view.text, view.text
        # Seat 2 has passed; the host gives it to Kibitzer during the deal.
        await _kibitzer_takes(harness, table_id, 2)
        view = await _my_hand(harness, message)
        assert "förhand: Computer 2 (heuristic)" in view.text, view.text
        assert "Auction: Computer 2 (heuristic): pass" in view.text, view.text
        assert "Dator" not in view.text and "heuristisk" not in view.text, view.text
        # The server's own message keeps its language.
        assert "Budgivning: Dator 2 (heuristisk): pass" in message.text, message.text
        assert harness.problems() == []


async def test_a_deal_before_the_handover_names_the_computer_in_the_readers_language(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table_id, message = await _swedish_computers_table(harness)
        await _north_plays_deal_1(harness, table_id, message)
        await _kibitzer_takes(harness, table_id, 3)
        live = bot_of(harness).tables.get(table_id)
        assert live.holder_name(3, 1) == "Dator 3 (heuristisk)"
        view = await _my_hand(harness, message)
        # The last trick of deal 1 names every seat: seat 3 by who held it then.
        assert "Last trick of deal 1:" in view.text, view.text
        assert "Computer 3 (heuristic)" in view.text, view.text
        assert "Dator" not in view.text and "heuristisk" not in view.text, view.text
        assert harness.problems() == []
