"""``/boston end`` at a Swedish table that draws betdelning's remainder by lot (SV-P12,
``remainder=lot``): the host's question says which seat the lot falls to and by which card
before they decide, the card of the last deal that counts; a deal dealt but not played, which
the stop takes back, does not lend it its card. The settlement then draws by that card."""

from __future__ import annotations

import re
from pathlib import Path

from bot.engine.cards import card_label
from tests.discord.agreed_stop import end_table
from tests.discord.driver import boston, bot_of, seated_table

LOT = re.compile(r"the lot falls to seat (\d), .*? \((\S+), the last turned card")


async def test_the_end_question_names_the_lot_by_the_last_counted_deals_card(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table = await seated_table(harness, options={"rules": "remainder=lot"})
        await table.play_deal(1)
        await harness.settle()
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None
        first, current = live.game.deals[0].result, live.game.current
        assert first is not None and current is not None and current.deal is not None
        counted, dealt = first.turned, current.deal.turned  # deal 2: dealt, nobody moved
        assert counted is not None and dealt is not None and counted != dealt
        question = await (await fake.slash(north, "boston end", channel=table.place)).message()
        said = LOT.search(question.text)
        assert said is not None, question.text
        assert said[2] == card_label(counted), (question.text, card_label(dealt))
        await end_table(fake, north, channel=table.place)
        await harness.settle()
        assert f"the last turned card, {said[2]}" in fake.public_text()
        assert harness.problems() == []
