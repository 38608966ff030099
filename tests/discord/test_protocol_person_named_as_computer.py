"""A person's name is theirs in the protocol, though it reads as a computer's: "Dator 3
(heuristisk)", taken before such names were kept for computers (``LiveTable.distinct_name``),
stays so for an English reader of a Swedish table, while a real computer's name the bot made
is said in the reader's language ("Computer 2 (heuristic)").

Before: the protocol said every seat's stored name in the reader's language
(``held_said_in``), people's too, so the person read as "Computer 3 (heuristic)"."""

from __future__ import annotations

from pathlib import Path

from db.models import SeatAssignment
from tests.discord.driver import Table, boston, bot_of, open_table

PERSON = "Dator 3 (heuristisk)"


async def test_a_person_named_as_a_computer_keeps_the_name_in_the_protocol(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        await harness.stop_bot()
        fake.guild.preferred_locale = "sv-SE"  # a Swedish server: its computers named so
        await harness.start_bot()
        host = fake.add_user("host", locale="sv-SE")
        message, _ = await open_table(harness, host)
        for _ in range(3):
            await (await fake.click(host, message, label="Dator: heuristisk")).done()
            await harness.settle()
        await (await fake.click(host, message, label="Starta")).done()
        table = Table(harness, message, {host.id: host})
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        assert live.seats[2].display_name == "Dator 2 (heuristisk)"
        # Seat 3's holder a person stored by that name, as an older version let them be.
        live.seats[3] = SeatAssignment(seat=3, player_id=host.id + 1000, display_name=PERSON)
        click = await fake.click(host, table.message, label="Protokoll", locale="en-US")
        sheet = await click.message()
        assert sheet.ephemeral_to is host
        text = sheet.text
        assert "Balances:" in text, text  # read in English
        assert PERSON in text, text
        assert "Computer 3" not in text, text
        assert "Computer 2 (heuristic)" in text and "Dator 2" not in text, text
