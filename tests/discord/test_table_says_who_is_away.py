"""The table message says who a computer plays for while they are away. Its moves name a kept
seat by its person ("Ben: Six"), so the move's name never changes with the keeper; before,
nothing on the table told the others that a computer, not Ben, was bidding and playing (a
Dawson evening's playtest: Ben came back soloist of a bid he never made)."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of, seated_table


async def test_the_table_message_names_the_seats_a_computer_keeps(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        east = fake.user("east")
        live = bot_of(harness).tables.get(table.id)
        assert "A computer plays for" not in table.message.text
        view = await table.open_hand(east)
        await (await fake.click(east, view, label="Let a computer play")).done()
        await table.settle()
        assert live.away_seat_of(east.id) is not None
        assert "🤖 A computer plays for East (away)" in table.message.text.splitlines()
        view = table.views[east.id]
        await (await fake.click(east, view, label="Take my seat back")).done()
        await table.settle()
        assert "A computer plays for" not in table.message.text, table.message.text
