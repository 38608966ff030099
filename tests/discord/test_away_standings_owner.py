"""The table message's standings while a player has stepped away name the seat by its person,
as the result post's standings do: a balance is the person's money, whoever keeps the seat
meanwhile. Before, the table message said "Ställning: Anna (dator) +10 · …" just above a
result post saying "Ställning: Anna +10 · …", two names for one balance. The turn line still
names the computer that is to play."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import bot_factory, bot_of
from tests.discord.test_stepped_away_words import _world, mariland_table
from tests.support.bot_runner import run_bot


def _standings(text: str) -> str:
    found = [line for line in text.splitlines() if line.startswith("Ställning: ")]
    assert len(found) == 1, text
    return found[0]


async def test_the_table_standings_name_a_kept_seat_by_its_person(tmp_path: Path) -> None:
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_world) as harness:
        fake = harness.fake
        table = await mariland_table(harness)
        anna = fake.user("anna")
        view = await table.refresh(anna)
        await (await fake.click(anna, view, label="Låt datorn ta över")).done()
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        assert live.away_seat_of(anna.id) == 1
        del table.users[anna.id]  # her seat is the computer's to play meanwhile
        result = await table.play_deal(1)
        await table.settle()
        assert live.away_seat_of(anna.id) == 1 and live.game is not None
        assert any(live.game.balances.values())  # the standings are shown
        posted = _standings(result.text)
        assert posted.startswith("Ställning: Anna "), posted
        assert _standings(table.message.text) == posted, table.message.text
        assert harness.problems() == []
