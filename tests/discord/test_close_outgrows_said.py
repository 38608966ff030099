"""A ``/boston score`` entry at a table whose balances are exactly ±(2^63 − 1) after a deal:
the entry outgrows what the database can hold, and so does the close at the last deal saved
(betdelning, SV-P12, pays past it). Asked first and confirmed, the game still ends as an
agreed stop (SV-M2) at the last deal saved, the entry not counted, and the enterer and the
thread are told why, as for any entry that outgrows; never "something went wrong" with the
table left playing. The balances are set on the live game, as no deal saved can bring them
there (the close after each deal is checked before it is saved)."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import t
from bot.tables import log
from tests.discord.driver import boston, bot_of
from tests.discord.test_boston_club import wait_text
from tests.discord.test_score_outgrow_asked import LIMIT, PAST, at_the_edge


async def test_the_game_ends_when_even_its_close_outgrows(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users, message = await at_the_edge(harness, LIMIT)
        live = bot_of(harness).tables.get(1)

        question = await (await fake.slash(users[1], "boston score", PAST)).message()
        await harness.settle()
        assert question.text.splitlines()[0] == t("en", "score.outgrows_question", n=2, id=1)
        enter = t("en", "score.outgrows_enter")
        with harness.allow_errors("its close does not fit the database"):
            await (await fake.click(users[1], question, label=enter)).done()
            await harness.settle()

        thread = message.thread
        assert thread is not None
        assert question.text == t("en", "score.outgrown_last", n=2, id=1, place=f"<#{thread.id}>")
        assert t("en", "error.unexpected") not in question.text
        assert live.status == "finished" and bot_of(harness).tables.find(1) is None
        await wait_text(harness, thread, t("en", "notice.outgrown"))
        events = await bot_of(harness).db.event_log(1)
        assert events[-1] == (log.CLOSE, {"outgrown": True})
        assert [kind for kind, _ in events].count(log.SCORE) == 1
