"""A private view names a computer the bot named in the reader's language: the names the
bot gives computers are stored in the server's language (``bot.i18n.computer_said_in``), but a
hand view is drawn in its reader's (``cogs.boston.seat_names.seat_name`` with a language). A
Swedish member at an English server steps away: their own view says nowhere "North
(computer)" (its heading names them, "North": the line above says a computer plays the seat);
the table message, in the server's language, still says "(computer)"."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import t
from cogs.boston import seat_names
from tests.discord.driver import (
    boston,
    bot_of,
    button_ending,
    computers_table,
    first_of,
    north_plays_first_deal,
    seated_table,
)


async def test_a_swedish_reader_sees_the_computer_keeping_their_seat_in_swedish(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        north = fake.user("north")
        north.locale = "sv-SE"
        hand = await table.open_hand(north)
        away = button_ending(hand, ":away")
        await (await fake.click(north, hand, away)).done()
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        seat = live.away_seat_of(north.id)
        assert seat is not None and live.seats[seat].display_name == "North (computer)"
        view = await table.refresh(north)
        head = t("sv", "hand.head", id=table.id, n=1, seat=seat, name="North")
        assert head in view.text.splitlines(), view.text
        assert t("sv", "seat.computer_plays") in view.text, view.text
        assert "(computer)" not in view.text, view.text
        # The server's own messages keep the server's language.
        assert seat_names.seat_name(live, seat) == "North (computer)"
        assert seat_names.seat_name(live, seat, "en") == "North (computer)"
        assert harness.problems() == []


async def test_a_swedish_reader_sees_the_lobby_computers_in_swedish(tmp_path: Path) -> None:
    """North, reading Swedish, plays three computers the English server named "Computer 2
    (heuristic)" …: their hand view names them "Dator 2 (heuristisk)" (the dealer, the
    auction's calls); the public table message keeps the server's names."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        north.locale = "sv-SE"
        table_id = await computers_table(harness)
        await harness.settle()
        live = bot_of(harness).tables.get(table_id)
        assert live.seats[2].display_name == "Computer 2 (heuristic)"
        message = next(
            m
            for m in fake.guild.channel("general").visible_messages()
            if any(c.startswith("boston:hand:") for c in m.custom_ids)
        )
        my_hand = next(c for c in message.custom_ids if c.startswith("boston:hand:"))
        view = await (await fake.click(north, message, my_hand)).message()
        assert "Dator 2 (heuristisk)" in view.text, view.text
        assert "Computer" not in view.text, view.text
        assert "Computer 2 (heuristic)" in message.text, message.text
        assert harness.problems() == []


async def test_the_partner_and_the_last_deal_name_computers_in_the_readers_language(
    tmp_path: Path,
) -> None:
    """American Boston (AM-P1: partners fixed by the seating), North reading Swedish at an
    English server with three computers: the view names the partner "Dator 3 (heuristisk)",
    and, once deal 1 is settled, the last deal's result ("Förra given: …") says the computers
    in Swedish too."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        north.locale = "sv-SE"
        table_id = await computers_table(harness, {"variant": "american"})
        await harness.settle()
        message = next(
            m
            for m in fake.guild.channel("general").visible_messages()
            if any(f"boston:hand:{table_id}" in c for c in m.custom_ids)
        )
        my_hand = next(c for c in message.custom_ids if c.startswith("boston:hand:"))
        view = await (await fake.click(north, message, my_hand)).message()
        assert t("sv", "hand.partner", who="Dator 3 (heuristisk)") in view.text, view.text
        await north_plays_first_deal(
            harness, table_id, message, first_of("bid.", "play.", "claim.accept", "pass")
        )
        view = await (await fake.click(north, message, my_hand)).message()
        assert "Förra given:" in view.text, view.text
        assert "Computer" not in view.text, view.text
        assert "Dator" in view.text.split("Förra given:")[1], view.text
        assert harness.problems() == []
