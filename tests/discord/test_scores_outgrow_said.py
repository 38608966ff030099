"""The line a table's thread gets when the table ended the game because its scores outgrew
what the database can hold (``outgrown`` on the close): why, in the server's language, and
the same when a start-up posts it again from the log."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import Lang, t
from bot.tables import log
from cogs.boston.thread_lines import ended_by_text
from tests.discord.driver import boston, bot_of, seated_table

LIMIT = 2**63 - 1


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_thread_is_told_why_the_game_ended(lang: Lang) -> None:
    events = [(log.START, {"variant": "dawson"}), (log.CLOSE, {"outgrown": True, "dropped": 37})]
    ended = log.ended_by(events)
    assert ended is not None and ended == log.EndedBy(None, 37, outgrown=True)
    assert ended_by_text(ended, lang) == t(lang, "notice.outgrown")
    assert "None" not in ended_by_text(ended, lang)


async def test_the_table_ends_the_game_and_says_why(tmp_path: Path) -> None:
    """Balances at the edge of 2^63 − 1 (summing to 0): the first deal pays past it. The table
    is not left waiting on a deal it cannot save: the game ends, as by agreement, before that
    deal, and its thread says why (the person whose move it was sees the game ended)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        live = bot_of(harness).tables.find(table.id)
        assert live is not None and live.game is not None
        live.game.balances.update({1: LIMIT, 2: LIMIT, 3: -LIMIT, 4: -LIMIT})
        said = t("en", "notice.outgrown")
        for _ in range(200):
            if said in fake.public_text():
                break
            user = table.on_turn()
            assert user is not None, fake.public_text()[-500:]
            await table.step(user)
        await fake.wait_for_message(table.place, lambda m: m.text == said)
        await harness.settle()
        assert bot_of(harness).tables.find(table.id) is None
        assert "Traceback" not in fake.public_text()
