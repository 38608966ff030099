"""A computer ``/boston replace`` gives a seat for good is named as a computer the lobby seats
("Computer 2 (heuristic)", "Dator 2 (heuristisk)"), never after the person it replaced: the
seat is no longer kept for them, so no line should read as if they will be back. So for the
computer that kept the seat of someone away, given it for good, and for one given the seat of
a person present. It is named so wherever the seat is named: the host's reply, the thread's
lines, the table message, every hand view (in its reader's language) and the deal's result.

Before: the computer kept the name of the one keeping the seat for someone away, "East
(computer)" ("East (dator)" at a Swedish server, in an English reader's view too), in the
table message, every hand view, the result post and the standings, after East had lost the
seat."""

from __future__ import annotations

from pathlib import Path

from bot.tables.service import LiveTable
from tests.discord.driver import Table, boston, bot_of, replace_seat, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage


def _texts(messages: list[FakeMessage]) -> str:
    return "\n".join(message.text for message in messages)


async def _east_steps_away(harness: BotHarness) -> tuple[Table, LiveTable]:
    """A started table at which East (seat 2) has stepped away: a computer keeps the seat."""
    table = await seated_table(harness)
    east = harness.fake.user("east")
    await (await harness.fake.click(east, table.views[east.id], label="Let a computer play")).done()
    await table.settle()
    return table, bot_of(harness).tables.get(table.id)


async def test_the_keeper_given_the_seat_for_good_is_named_as_a_lobby_computer(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        table, live = await _east_steps_away(harness)
        seat = live.away_seat_of(east.id)
        assert seat == 2
        assert live.seats[seat].display_name == "East (computer)"  # keeping it for East
        reply = await (await fake.slash(north, "boston replace", {"seat": seat})).message()
        await table.settle()
        assert reply.text == f"Seat 2 of table {table.id} now belongs to Computer 2 (heuristic)."
        assert live.seats[seat].display_name == "Computer 2 (heuristic)"
        assert live.seats[seat].computer_level == "heuristic"
        assert live.away_seat_of(east.id) is None
        # The thread: the computer takes over from East for good; East's step-away notice
        # says whom the seat went to.
        line = f"Seat 2: Computer 2 (heuristic) takes over from <@{east.id}> for good."
        posted = await fake.wait_for_message(table.place, lambda m: m.text == line)
        assert east.id in posted.notified
        notice = (
            f"<@{east.id}> stepped away; seat 2 has since been given to Computer 2 (heuristic)."
        )
        await fake.wait_for_message(table.place, lambda m: m.text == notice)
        # The three hand views name the seat by the computer (East's pass by East).
        del table.users[east.id]
        views = [await table.open_hand(user) for user in table.users.values()]
        for view in views:
            assert "(computer)" not in view.text, view.text
        # East's own My hand: the seat went to the computer, and the way back.
        mine = await (await fake.click(east, table.message, label="My hand")).message()
        assert mine.text == (
            f"Your seat at table {table.id} (seat 2) went to Computer 2 (heuristic). "
            "The host can give it back to you with `/boston replace`."
        )
        result = await table.play_deal(1)
        # East passed before stepping away: the deal's tricks name both who played the seat.
        assert "East → Computer 2 (heuristic)" in result.text, result.text
        assert "Balances: North +20 · Computer 2 (heuristic) +20" in result.text, result.text
        views = [await table.open_hand(user) for user in table.users.values()]
        shown = _texts([table.message, result, *views, *table.place.visible_messages()])
        assert "East (computer)" not in shown, shown
        assert "Computer 2 (heuristic)" in views[0].text, views[0].text
        assert "Computer 2 (heuristic)" in table.message.text, table.message.text
        assert harness.problems() == []


async def test_at_a_swedish_server_the_computer_is_named_in_each_readers_language(
    tmp_path: Path,
) -> None:
    """The server's messages say "Dator 2 (heuristisk)"; the hand views of its English
    readers "Computer 2 (heuristic)", the host's reply too; nobody reads "East (dator)"."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        north, east = fake.user("north"), fake.user("east")
        table, live = await _east_steps_away(harness)
        assert live.seats[2].display_name == "East (dator)"
        reply = await (await fake.slash(north, "boston replace", {"seat": 2})).message()
        await table.settle()
        assert reply.text == f"Seat 2 of table {table.id} now belongs to Computer 2 (heuristic)."
        assert live.seats[2].display_name == "Dator 2 (heuristisk)"
        line = f"Plats 2: Dator 2 (heuristisk) tar över efter <@{east.id}> för gott."
        # It calls East alone, who reads English: a small line says it in his language too.
        line += "\n-# Seat 2 has been given to the computer for good: it is no longer yours."
        await fake.wait_for_message(table.place, lambda m: m.text == line)
        mine = await (await fake.click(east, table.message, label="Min hand")).message()
        assert mine.text.startswith(
            f"Your seat at table {table.id} (seat 2) went to Computer 2 (heuristic). "
        ), mine.text
        del table.users[east.id]
        result = await table.play_deal(1)
        assert "East → Dator 2 (heuristisk)" in result.text, result.text
        assert "Ställning: North +20 · Dator 2 (heuristisk) +20" in result.text, result.text
        views = [await table.open_hand(user) for user in table.users.values()]
        for view in views:
            assert "Dator 2" not in view.text and "(dator)" not in view.text, view.text
            assert "Computer 2 (heuristic)" in view.text, view.text
        shown = _texts([table.message, result, *views, *table.place.visible_messages()])
        assert "East (dator)" not in shown and "East (computer)" not in shown, shown
        assert "Dator 2 (heuristisk)" in table.message.text, table.message.text
        assert harness.problems() == []


async def test_a_present_persons_seat_given_to_a_computer_names_the_computer_its_own_way(
    tmp_path: Path,
) -> None:
    """West plays and has not stepped away; the host gives her seat to a computer (asked
    first): "Computer 4 (heuristic)", not "West (computer)"."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        west = fake.user("west")
        table = await seated_table(harness)
        live = bot_of(harness).tables.get(table.id)
        assert live.seat_of(west.id) == 4
        reply = await replace_seat(harness, fake.owner, {"seat": 4, "table": table.id})
        await table.settle()
        assert reply.text == f"Seat 4 of table {table.id} now belongs to Computer 4 (heuristic)."
        assert live.seats[4].display_name == "Computer 4 (heuristic)"
        line = f"Seat 4: Computer 4 (heuristic) takes over from <@{west.id}>."
        await fake.wait_for_message(table.place, lambda m: m.text == line)
        said = (
            f"Your seat at table {table.id} (seat 4) went to Computer 4 (heuristic). "
            "The host can give it back to you with `/boston replace`."
        )
        assert table.views[west.id].text == said, table.views[west.id].text
        assert "West (computer)" not in table.message.text, table.message.text
        assert harness.problems() == []


async def test_the_keeper_renamed_for_good_is_read_back_so_after_a_restart(
    tmp_path: Path,
) -> None:
    """The seat changes written down (the keeper "East (computer)", then the computer given
    the seat, "Computer 2 (heuristic)") read back at a restart: the same computer, the same
    handover (East held the seat until then), the same names."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        table, live = await _east_steps_away(harness)
        await (await fake.slash(north, "boston replace", {"seat": 2})).done()
        await table.settle()
        del table.users[east.id]
        await table.play_deal(1)
        held = live.past_holders, live.part_holders, live.move_holders
        assert live.earlier_holders(2) == [("East", 0, 1)]  # East passed in deal 1
        seen = table.message.text
        await harness.restart_bot()
        await table.settle()
        rebuilt = bot_of(harness).tables.get(table.id)
        assert rebuilt is not live
        assert rebuilt.seats[2].display_name == "Computer 2 (heuristic)"
        assert (rebuilt.past_holders, rebuilt.part_holders, rebuilt.move_holders) == held
        assert rebuilt.earlier_holders(2) == live.earlier_holders(2)
        assert table.message.text == seen
        assert "East (computer)" not in table.message.text
        assert harness.problems() == []


async def test_the_protocol_names_the_computer_in_the_askers_language(tmp_path: Path) -> None:
    """At a Swedish server, North reads English: the protocol's answer names the computer the
    host gave West's seat "Computer 4 (heuristic)" in its balances and seat lines, as North's
    hand view does, not "Dator 4 (heuristisk)" (stored in the server's language)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        north, west = fake.user("north"), fake.user("west")
        table = await seated_table(harness, options={"rules": "deals=1"})
        await table.learn_hands()
        await replace_seat(harness, fake.owner, {"seat": 4, "table": table.id})
        await table.settle()
        del table.users[west.id]
        await table.play_deal(1)
        await table.settle()
        answer = await (await fake.click(north, table.message, label="Protokoll")).message()
        assert "Computer 4 (heuristic)" in answer.text, answer.text
        assert "Dator" not in answer.text and "heuristisk" not in answer.text, answer.text
        assert harness.problems() == []
