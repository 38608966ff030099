"""A lobby button pressed twice in a quick row by the same person, through the fake Discord.
A **Computer** button carries the seat it was drawn to fill: the second press of a double
click finds that seat taken and seats nothing, saying so privately (before, a double click
seated two computers, where a double **Join** was caught). A second **Leave** is told that
the first one did it, not "You are not seated at this table"."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.i18n import t
from tests.discord.driver import boston, bot_of, button_ending, open_table
from tests.support.fake_discord import InteractionHandle


def _private_texts(handles: list[InteractionHandle]) -> list[str]:
    """What the presses answered in words (a deferral, the redraw's, says nothing)."""
    texts: list[str] = []
    for handle in handles:
        for callback in handle.callbacks:
            content = callback.data.get("content")
            if content:
                assert callback.ephemeral
                texts.append(str(content))
    return texts


async def test_a_computer_button_pressed_twice_seats_one_computer(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        message, _ = await open_table(harness, north)
        table_id = int(button_ending(message, ":join").split(":")[2])
        computer = button_ending(message, ":cpu-heuristic")
        handles = list(
            await asyncio.gather(
                fake.click(north, message, computer), fake.click(north, message, computer)
            )
        )
        for handle in handles:
            await handle.done()
        await harness.settle()

        table = bot_of(harness).tables.get(table_id)
        assert sorted(table.seats) == [1, 2]
        assert table.seats[2].computer_level == "heuristic"
        assert [s.seat for s in await bot_of(harness).db.seats(table_id)] == [1, 2]
        # The second press is told the seat its button was for is taken, by whom.
        who = table.seats[2].display_name
        assert _private_texts(handles) == [t("en", "refused.computer_seat_taken", seat=2, who=who)]
        # The lobby drawn anew offers the next free seat: one more press seats one more.
        computer = button_ending(message, ":cpu-random")
        assert computer.split(":")[3] == "3"
        await (await fake.click(north, message, computer)).done()
        await harness.settle()
        assert sorted(table.seats) == [1, 2, 3]
        assert table.seats[3].computer_level == "random"


async def test_a_computer_button_of_an_older_version_still_seats_one(tmp_path: Path) -> None:
    """A lobby message drawn before the buttons carried their seat: its **Computer** button
    seats a computer in the first free seat, as it did."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        message, _ = await open_table(harness, north)
        table_id = int(button_ending(message, ":join").split(":")[2])
        old = f"boston:lobby:{table_id}:cpu-strong"
        await (await fake.forge_component(north, message, old)).done()
        await harness.settle()
        table = bot_of(harness).tables.get(table_id)
        assert table.seats[2].computer_level == "strong"


async def test_leave_pressed_twice_says_the_first_press_did_it(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east, south = fake.user("north"), fake.user("east"), fake.user("south")
        message, _ = await open_table(harness, north)
        table_id = int(button_ending(message, ":join").split(":")[2])
        await (await fake.click(east, message, button_ending(message, ":join"))).done()
        await harness.settle()
        leave = button_ending(message, ":leave")
        handles = list(
            await asyncio.gather(fake.click(east, message, leave), fake.click(east, message, leave))
        )
        for handle in handles:
            await handle.done()
        await harness.settle()
        assert sorted(bot_of(harness).tables.get(table_id).seats) == [1]
        assert _private_texts(handles) == [t("en", "refused.already_left", id=table_id)]
        # Someone who never sat there is told that, as before.
        answer = await (await fake.click(south, message, leave)).message()
        assert answer.text == t("en", "refused.not_seated")
        # Seated again, then left again: the same.
        await (await fake.click(east, message, button_ending(message, ":join"))).done()
        await harness.settle()
        assert east.id in {s.player_id for s in bot_of(harness).tables.get(table_id).seats.values()}


async def test_two_computer_levels_pressed_in_a_quick_row_seat_two(tmp_path: Path) -> None:
    """Two different **Computer** buttons of the same drawing are no double click: each seats
    its computer (the second in the next free seat), as before."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        message, _ = await open_table(harness, north)
        table_id = int(button_ending(message, ":join").split(":")[2])
        strong, random = (button_ending(message, f":cpu-{level}") for level in ("strong", "random"))
        await (await fake.click(north, message, strong)).done()
        await (await fake.click(north, message, random)).done()  # not yet redrawn
        await harness.settle()
        seats = bot_of(harness).tables.get(table_id).seats
        assert [(s, seats[s].computer_level) for s in sorted(seats)] == [
            (1, None),
            (2, "strong"),
            (3, "random"),
        ]


async def test_start_pressed_twice_says_the_table_has_started(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        message, _ = await open_table(harness, north)
        table_id = int(button_ending(message, ":join").split(":")[2])
        for level in ("random", "heuristic", "strong"):
            await (await fake.click(north, message, button_ending(message, f":cpu-{level}"))).done()
            await harness.settle()
        start = button_ending(message, ":start")
        handles = list(
            await asyncio.gather(
                fake.click(north, message, start), fake.click(north, message, start)
            )
        )
        for handle in handles:
            await handle.done()
        await harness.settle()
        assert bot_of(harness).tables.get(table_id).status == "playing"
        assert _private_texts(handles) == [t("en", "refused.already_started", id=table_id)]
