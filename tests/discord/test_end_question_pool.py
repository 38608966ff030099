"""``/boston end`` of a game that keeps a pool says, before the host decides, where the pool
goes if the game ends now (FB-G2 and FB-G3 at an agreed end): a playtest's host ended a
Fontainebleau game right after a lost deal and was told only that the final settlement is
made from the balances as they stand; the whole pool, the dealers' deposits in it, then went
to the lost deal's adversaries. The words are the engine's
(:func:`bot.engine.end_notes.end_pool_words`), said once under a short heading; the question
only shows them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.discord.driver import PLAYERS, boston, bot_of
from tests.discord.test_end_nothing_shared_table import _scorekeeping_table  # pyright: ignore[reportPrivateUsage]

SAID = {
    "en": (
        "If the game ends now:",
        "East lost the last deal: their adversaries divide the pool, 80: South 30, West 25, "
        "North 25",
    ),
    "sv": (
        "Slutar spelet nu:",
        "East förlorade sista given: försvararna delar potten, 80: South 30, West 25, North 25",
    ),
}


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_the_end_question_says_the_lost_deals_adversaries_take_the_pool(
    tmp_path: Path, lang: str
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        options: dict[str, object] = {"mode": "score", "variant": "fontainebleau"}
        message = await _scorekeeping_table(harness, users, options)
        place = message.thread or message.channel
        lost = {"contract": "5", "declarer": 2, "tricks": 3, "suit": "H"}
        await (await fake.slash(users[0], "boston score", lost)).message()
        live = bot_of(harness).tables.get(1)
        assert live.game is not None
        pool = live.game.pool_now()
        locale = "sv-SE" if lang == "sv" else "en-US"
        asked = await fake.slash(users[0], "boston end", channel=place, locale=locale)
        question = await asked.message()
        head, why = SAID[lang]
        lines = question.text.splitlines()
        assert head in lines, question.text
        assert why in lines, question.text
        # Said once, the heading just above it: a playtest's phone read where the pool goes
        # and how much twice ("the pool (80) goes to South, West and North." above it too).
        assert lines.index(why) == lines.index(head) + 1, question.text
        assert sum("80" in line for line in lines) == 1, question.text
        # Only asked: nothing settled, the pool is where it was.
        await harness.settle()
        assert live.game.pool_now() == pool and not live.game.finished
        assert harness.problems() == []
