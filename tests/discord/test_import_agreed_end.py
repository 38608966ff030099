"""A Swedish game ended by agreement between deals (SV-M2: ``/boston end``, its deal 3 dealt
but not played) and exported: ``/boston import`` of the file shows the balances the table's
own ``/boston protocol`` shows, its final betdelning (SV-P12) included (RF-2.7)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.discord.agreed_stop import end_table
from tests.discord.driver import boston, seated_table


def _balances(text: str) -> list[str]:
    """The lines of an answer's balances: from "Balances:" to the protocol's block."""
    lines = text.splitlines()
    first = next(n for n, line in enumerate(lines) if line.startswith("Balances:"))
    end = next(n for n, line in enumerate(lines) if n > first and line.startswith("```"))
    return lines[first:end]


async def test_rf_2_7_the_import_shows_the_tables_final_balances(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness, options={"variant": "swedish"})
        for deal in (1, 2):
            await table.play_deal(deal)
        await table.settle()
        host = fake.user("north")
        await end_table(fake, host, channel=table.place)
        await table.settle()
        protocol = await (await fake.slash(host, "boston protocol", {"table": table.id})).message()
        export = await (await fake.slash(host, "boston export", {"table": table.id})).message()
        data = export.attachments[0].data
        assert json.loads(data)["ended_after"] == 2
        answer = await (
            await fake.slash(host, "boston import", {"record": ("game.json", data)})
        ).message(within=30)
        assert answer.text.startswith("The record replays: 2 deals.\n")
        assert _balances(answer.text) == _balances(protocol.text)
        assert "still to win" not in answer.text  # the gående bet was settled by betdelning
