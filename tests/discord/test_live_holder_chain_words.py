"""The table message's count over the whole deal ("Tricks: …") names a seat handed over during
the deal by each who played it in turn; where the host gave a person's seat to a computer
(``/boston replace seat:3``: a holder of its own, named as a lobby computer, "Computer 3
(heuristic)") and then gave it back to them, the computer is said by its own name, in English
and Swedish: the line names South once, not as two holders of the same name.

Before: "Tagna stick: Astrid 0 · Bengt 0 · Cecilia (dator) → Cecilia 0 · David 1", and here
"South (computer) → South 7 & West 3: 10 taken"; then "a computer → South", the computer
named for South."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import Lang
from tests.discord.driver import boston, bot_of, replace_seat, seated_table

WORDS = {
    "en": ("Computer 3 (heuristic) → South", "Computer 3 (heuristic)"),
    "sv": ("Dator 3 (heuristisk) → South", "Dator 3 (heuristisk)"),
}


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_a_computer_given_the_seat_then_its_person(tmp_path: Path, lang: Lang) -> None:
    chain, computer = WORDS[lang]
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        if lang == "sv":
            await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        table = await seated_table(harness)
        live = bot_of(harness).tables.get(table.id)
        south = fake.user("south")
        await replace_seat(harness, fake.owner, {"seat": 3, "table": table.id})
        await table.settle()
        assert live.seats[3].computer_level is not None
        assert live.seats[3].display_name == computer
        assert live.game is not None
        deal = live.game.deals[0].deal
        assert deal is not None
        for _ in range(40):  # deal 1 played into its tricks, the computer holding seat 3
            if deal.play.tricks:
                break
            user = table.on_turn()
            assert user is not None and user is not south, table.message.text
            await table.step(user)
        await replace_seat(harness, fake.owner, {"seat": 3, "member": south, "table": table.id})
        await table.settle()
        assert live.seats[3].player_id == south.id
        # The count of the deal's tricks ("Tricks: …", or a side's tally where seat 3 is in
        # the contract) names the seat by each who played it.
        counts = [line for line in table.message.text.splitlines() if "→" in line]
        assert counts, table.message.text
        for line in counts:
            assert chain in line and "South → " not in line, line
        assert harness.problems() == []
