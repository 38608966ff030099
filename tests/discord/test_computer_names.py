"""The names the bot gives computers (``bot.i18n.computer_said_in``): a computer seated in the
lobby ("Computer 2 (random)") or keeping a person's seat ("East (computer)") is named in the
server's language when it sits down; once the server's language changes, the table says them
in the new one at once (drawn again by the change: stored with the seats, so the protocol and
a restart too). And a seat a computer plays already, given to a computer with ``/boston
replace``, keeps its computer and name."""

from __future__ import annotations

from pathlib import Path

from cogs.boston import seat_names
from tests.discord.driver import boston, bot_of, button_ending, open_table, seated_table


async def test_a_lobby_computer_is_named_in_the_servers_new_language(tmp_path: Path) -> None:
    """Added in English, the server then chooses Swedish: the lobby, drawn again at once, says
    "Dator 2 (slump)", stored so (before, "Computer 2 (random)" stayed in the Swedish lobby and
    game; later, it stayed until the lobby's next click)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        message, _ = await open_table(harness, north)
        await (await fake.click(north, message, label="Computer: random")).done()
        await harness.settle()
        assert "Computer 2 (random)" in message.text
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        # The lobby is drawn again at once, its computer named anew, without a click.
        await harness.settle()
        assert "Dator 2 (slump)" in message.text and "Computer" not in message.text
        await (await fake.click(north, message, button_ending(message, ":cpu-heuristic"))).done()
        await harness.settle()
        assert "Dator 2 (slump)" in message.text and "Dator 3 (heuristisk)" in message.text
        assert "Computer" not in message.text, message.text
        bot = bot_of(harness)
        table_id = next(iter(bot.tables.tables())).id
        stored = [a.display_name for a in await bot.db.seats(table_id)]
        assert stored == ["North", "Dator 2 (slump)", "Dator 3 (heuristisk)"]
        # Chosen back, English again at once; a person's name is never touched.
        await (await fake.slash(fake.owner, "boston settings", {"language": "en"})).done()
        await harness.settle()
        assert "Computer 3 (heuristic)" in message.text and "Dator" not in message.text
        await (await fake.click(north, message, button_ending(message, ":cpu-strong"))).done()
        await harness.settle()
        assert "Computer 2 (random)" in message.text and "Dator" not in message.text
        stored = [a.display_name for a in await bot.db.seats(table_id)]
        assert stored == [
            "North",
            "Computer 2 (random)",
            "Computer 3 (heuristic)",
            "Computer 4 (strong)",
        ]
        assert harness.problems() == []


async def test_a_computer_keeping_a_seat_is_named_in_the_servers_new_language(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        east = fake.user("east")
        await (await fake.click(east, table.views[east.id], label="Let a computer play")).done()
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        seat = live.away_seat_of(east.id)
        assert seat is not None and live.seats[seat].display_name == "East (computer)"
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        user = table.on_turn()
        assert user is not None
        await table.step(user)
        await table.settle()
        assert live.seats[seat].display_name == "East (dator)"
        # Said where the table names who plays the seat now (its turn line); the computer's
        # pass for East is East's own in the auction line, as every move of the seat is.
        assert seat_names.seat_mention(live, seat) == "East (dator)"
        assert "East: pass" in table.message.text, table.message.text
        assert "(computer)" not in table.message.text
        await harness.restart_bot()
        await table.settle()
        assert bot_of(harness).tables.get(table.id).seats[seat].display_name == "East (dator)"
        assert harness.problems() == []


async def test_replacing_a_seat_a_computer_keeps_names_the_computer_its_own_way(
    tmp_path: Path,
) -> None:
    """East's seat is kept by "East (computer)"; the host gives it to a computer for good: the
    computer stays, named as a lobby computer, "Computer 2 (heuristic)" (before, it became
    "East (computer) (computer)", then kept "East (computer)", as if kept for East)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        east = fake.user("east")
        await (await fake.click(east, table.views[east.id], label="Let a computer play")).done()
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        seat = live.away_seat_of(east.id)
        assert seat is not None
        options = {"seat": seat, "table": table.id}
        reply = await (await fake.slash(fake.owner, "boston replace", options)).message()
        computer = f"Computer {seat} (heuristic)"
        assert reply.text == f"Seat {seat} of table {table.id} now belongs to {computer}.", (
            reply.text
        )
        await table.settle()
        assert live.seats[seat].display_name == computer
        assert live.away_seat_of(east.id) is None  # the seat is the computer's for good
        assert "(computer) (computer)" not in table.message.text
        stored = {a.seat: a.display_name for a in await bot_of(harness).db.seats(table.id)}
        assert stored[seat] == computer
        assert harness.problems() == []
