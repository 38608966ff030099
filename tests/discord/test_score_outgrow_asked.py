"""A ``/boston score`` entry whose scores would outgrow what the database can hold (a 64-bit
column, 2^63 − 1) ends the game before it, as an agreed stop (SV-M2) at the last deal saved,
the entry not counted. That is asked before, as the game's last deal is: the enterer sees,
privately, the deal as it would be entered and what entering it does, with **End the game**
and **Cancel**. Nothing changes until **End the game** is pressed; **Cancel** leaves the game
going, so an entry typed wrongly can be entered rightly.

The balances are set at the edge directly on the live game rather than by entering deals
until they get there: the close after deal 1 still fits, after deal 2 (``PAST``) it does not."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import Lang, t
from bot.tables import log
from tests.discord.driver import PLAYERS, boston, bot_of
from tests.discord.test_boston_club import scorekeeping_table, wait_text
from tests.support.bot_runner import BotHarness
from tests.support.db_digest import digest
from tests.support.fake_model import FakeMessage, FakeUser

LIMIT = 2**63 - 1
MARGIN = 50
"""Every balance this far inside the limit: the close after deal 1 still fits, after PAST not."""
FIVE = {"contract": "5", "trumps": "plain", "tricks": 5, "whister_tricks": 3}
FIRST = {**FIVE, "declarer": 3, "whister": 1}
PAST = {**FIVE, "declarer": 1, "whister": 3}
"""North's five spel made: West pays, and at the close after it (which an agreed stop may
bring after any deal, SV-M2) pays into betdelning too (SV-P12), past −2^63."""
LOST = {**PAST, "tricks": 2}
"""North's five spel lost: every balance, and the close after it, still fits."""
LOCALES: dict[Lang, str | None] = {"en": None, "sv": "sv-SE"}


async def at_the_edge(
    harness: BotHarness, edge: int = LIMIT - MARGIN
) -> tuple[list[FakeUser], FakeMessage]:
    """A scorekeeping table with deal 1 entered, its balances then set to ±``edge``."""
    fake = harness.fake
    users = [fake.user(n) for n in PLAYERS]
    message = await scorekeeping_table(harness, users, {"mode": "score"})
    await (await fake.slash(users[1], "boston score", FIRST)).done()
    await harness.settle()
    live = bot_of(harness).tables.get(1)
    assert live.game is not None and len(live.game.deals) == 1
    live.game.balances.update({1: edge, 2: edge, 3: -edge, 4: -edge})
    return users, message


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_the_entry_that_outgrows_is_asked_before_the_game_ends(
    tmp_path: Path, lang: Lang
) -> None:
    path = tmp_path / "b.sqlite3"
    locale = LOCALES[lang]
    async with boston(path) as harness:
        fake = harness.fake
        users, message = await at_the_edge(harness)
        live = bot_of(harness).tables.get(1)
        before = digest(path)

        async def ask() -> FakeMessage:
            handle = await fake.slash(users[1], "boston score", PAST, locale=locale)
            question = await handle.message()
            await harness.settle()
            return question

        question = await ask()
        assert question.ephemeral_to is users[1]
        lines = question.text.splitlines()
        assert lines[0] == t(lang, "score.outgrows_question", n=2, id=1)
        assert lines[-1] == t(lang, "score.outgrows_after")
        enter, cancel = t(lang, "score.outgrows_enter"), t(lang, "score.ends_cancel")
        assert question.labels == [enter, cancel]
        # Nothing changed: the database, the table, its thread.
        assert digest(path) == before and live.status == "playing"
        assert live.game is not None and len(live.game.deals) == 1
        thread = message.thread
        assert thread is not None
        outgrown = t("en", "notice.outgrown")  # the thread's words are the server's
        assert not any(outgrown == m.text for m in thread.visible_messages())

        # Cancelled, the game goes on.
        await (await fake.click(users[1], question, label=cancel, locale=locale)).done()
        await harness.settle()
        assert question.text == t(lang, "score.ends_cancelled", n=2, id=1)
        assert question.labels == []
        assert digest(path) == before and live.status == "playing"

        # Asked again and confirmed: the game ends after deal 1, deal 2 not counted.
        again = await ask()
        await (await fake.click(users[1], again, label=enter, locale=locale)).done()
        await harness.settle()
        place = f"<#{thread.id}>"
        assert again.text == t(lang, "score.outgrown_last", n=2, id=1, place=place)
        assert again.labels == []
        assert live.status == "finished" and bot_of(harness).tables.find(1) is None
        await wait_text(harness, thread, outgrown)
        events = await bot_of(harness).db.event_log(1)
        assert events[-1] == (log.CLOSE, {"outgrown": True})
        assert [kind for kind, _ in events].count(log.SCORE) == 1
        assert log.game_from_events(events).deals.settled == 1


async def test_the_question_in_english_words(tmp_path: Path) -> None:
    """The words a scorekeeper reads, in full."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        users, _ = await at_the_edge(harness)
        question = await (await harness.fake.slash(users[1], "boston score", PAST)).message()
        await harness.settle()
        lines = question.text.splitlines()
        assert lines[0] == (
            "**Not entered yet.** Deal 2 would make the scores at table 1 larger than the table "
            "can keep: entering it ends the game here, as if by agreement, after the last deal "
            "saved, and deal 2 does not count. Check it:"
        )
        assert lines[1].startswith("**Deal 2**")
        assert lines[-1] == (
            "Nothing changes until you press **End the game**; without an answer within 10 "
            "minutes the entry is dropped and the game goes on. A deal this large can never be "
            "entered at this table: `/boston end` ends the game whenever you like."
        )
        assert question.labels == ["End the game: the deal does not count", "Cancel"]


async def test_an_entry_that_fits_is_saved_at_once(tmp_path: Path) -> None:
    """At the same edge, a deal that pays nobody past it is not asked about."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        users, _ = await at_the_edge(harness)
        entered = await (await harness.fake.slash(users[1], "boston score", LOST)).message()
        await harness.settle()
        assert entered.text.startswith("Deal 2 entered at table 1.")
        assert entered.labels == []
        live = bot_of(harness).tables.get(1)
        assert live.status == "playing" and live.game is not None and len(live.game.deals) == 2
