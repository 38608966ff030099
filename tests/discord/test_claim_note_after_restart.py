"""The hand view's "Previous deal" line of a deal ended by an accepted claim says how many
tricks were claimed (SV-T4) before a restart and after it alike: the deal rebuilt from the
checkpoint keeps its claim."""

from __future__ import annotations

import re
from pathlib import Path

from tests.discord.driver import boston, claim_after_a_trick, seated_table

PREVIOUS = re.compile(r"Previous deal: .*(?:\n(?!Your payment).*)*?(?=\nYour payment)")
"""The previous deal's result, its phrases on a phone's lines (up to its payment's)."""


async def test_the_previous_deal_keeps_its_claim_note_over_a_restart(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        fake = harness.fake
        await claim_after_a_trick(table)
        await table.play_deal(1)
        north = fake.user("north")
        before = PREVIOUS.search((await table.open_hand(north)).text)
        assert before is not None and "claimed and accepted)" in before.group(0), before
        await harness.restart_bot()
        await table.settle()
        table.views.clear()
        after = PREVIOUS.search((await table.open_hand(north)).text)
        assert after is not None and after.group(0) == before.group(0)
        assert harness.problems() == []
