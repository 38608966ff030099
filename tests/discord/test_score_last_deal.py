"""The ``/boston score`` entry that ends a scorekeeping game is asked about before it is saved
: once the table is closed its last deal cannot be withdrawn, so the enterer
first sees the deal as it would be entered, privately, with **Enter it: the game ends** and
**Cancel**. Nothing is saved until **Enter it**; **Cancel**, ten minutes without an answer, a
restart, a press by anyone else or a table that moved on meanwhile save nothing. Entries that
do not end the game are saved at once, as before, and a withdraw at the ended table says that
its last deal can no longer be taken back."""

from __future__ import annotations

from pathlib import Path

import pytest

from cogs.boston import last_deal
from tests.discord.driver import PLAYERS, boston, bot_of
from tests.discord.test_boston_club import scorekeeping_table, wait_text
from tests.support.bot_runner import BotHarness
from tests.support.db_digest import digest
from tests.support.fake_model import FakeMessage, FakeUser

TOUR: dict[str, object] = {"mode": "score", "rules": "tour_length=2"}
"""Two betar: the second deal made plays off the last one and ends the tour."""
MADE = {"contract": "5", "trumps": "plain", "tricks": 6}
FIRST = {**MADE, "declarer": 2}
LAST = {**MADE, "declarer": 3, "tricks": 7}
ENTER, CANCEL = "Enter it: the game ends", "Cancel"
SV = "sv-SE"


async def _table(harness: BotHarness) -> tuple[list[FakeUser], FakeMessage]:
    """A two-betar scorekeeping table with its first deal entered (which ends nothing)."""
    fake = harness.fake
    users = [fake.user(n) for n in PLAYERS]
    message = await scorekeeping_table(harness, users, TOUR)
    first = await (await fake.slash(users[0], "boston score", FIRST)).message()
    assert first.text.startswith("Deal 1 entered at table 1.")
    await harness.settle()
    return users, message


async def _ask(harness: BotHarness, user: FakeUser, locale: str | None = None) -> FakeMessage:
    handle = await harness.fake.slash(user, "boston score", LAST, locale=locale)
    question = await handle.message()
    await harness.settle()
    return question


def _custom_id(question: FakeMessage, verb: str) -> str:
    return next(c for c in question.custom_ids if c.endswith(f":{verb}"))


async def test_only_the_deal_that_ends_the_game_is_asked_and_enter_saves_it(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        users, message = await _table(harness)
        service = bot_of(harness).tables
        live = service.get(1)
        # Deal 1 ended nothing: saved at once, with the withdraw offered and no buttons.
        assert live.game is not None and len(live.game.deals) == 1
        before = digest(path)
        question = await _ask(harness, users[0])
        assert question.ephemeral_to is users[0]
        lines = question.text.splitlines()
        assert lines[0] == (
            "**Not entered yet.** Deal 2 ends the game at table 1: once it is entered, the game "
            "is over and the deal can no longer be taken back. Check it:"
        )
        # The deal on a phone's lines, broken after its colon and commas, as its result post.
        assert lines[1:4] == [
            "**Deal 2** · dealer East:",
            "South, 5 spel (liten boston), simpel färg,",
            "tricks taken 7: made.",
        ]
        assert "This deal: " in question.text and "/boston withdraw" not in question.text
        assert lines[-1] == (
            "Nothing is saved until you press **Enter it**; without an answer within 10 minutes "
            "the entry is dropped."
        )
        assert question.labels == [ENTER, CANCEL]
        # Nothing saved yet: the database, the table and its thread are as they were.
        assert digest(path) == before
        assert service.find(1) is live and live.status == "playing"
        assert live.game is not None and len(live.game.deals) == 1
        thread = message.thread
        assert thread is not None
        assert not any("**Deal 2**" in m.text for m in thread.visible_messages())
        net = next(line for line in lines if line.startswith("This deal: "))

        await (await fake.click(users[0], question, label=ENTER)).done()
        await harness.settle()
        assert question.labels == []
        entered = question.text.splitlines()
        assert entered[0] == (
            f"Deal 2 entered at table 1: the game has ended, and its final settlement is in "
            f"<#{thread.id}>. The deal can no longer be taken back."
        )
        assert net in entered and "/boston withdraw" not in question.text
        assert service.find(1) is None and live.status == "finished"
        assert live.game is not None and len(live.game.deals) == 2
        await wait_text(harness, thread, "**Deal 2**")
        await wait_text(harness, thread, "The tour is over")
        tours = await bot_of(harness).db.tours(1)
        assert [(t.status, t.played_off) for t in tours] == [("finished", 2)]

        # The ended table's withdraw says why, by number and in its thread.
        for options, place in (({"deal": 2, "table": 1}, None), ({"deal": 2}, thread)):
            told = await (
                await fake.slash(users[1], "boston withdraw", options, channel=place)
            ).message()
            assert told.ephemeral_to is users[1]
            assert told.text == (
                "The game at table 1 has ended: its deals can no longer be taken back."
            )


async def test_cancel_saves_nothing(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        users, _ = await _table(harness)
        live = bot_of(harness).tables.get(1)
        before = digest(path)
        question = await _ask(harness, users[2])
        await (await fake.click(users[2], question, label=CANCEL)).done()
        await harness.settle()
        assert question.text == "Deal 2 was not entered at table 1: nothing was saved."
        assert question.labels == []
        assert digest(path) == before and live.status == "playing"
        assert live.game is not None and len(live.game.deals) == 1
        # Entered again, it is asked again, and then saved.
        again = await _ask(harness, users[2])
        await (await fake.click(users[2], again, label=ENTER)).done()
        await harness.settle()
        assert again.text.startswith("Deal 2 entered at table 1: the game has ended")
        assert live.status == "finished"


async def test_without_an_answer_the_entry_is_dropped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(last_deal, "CONFIRM_SECONDS", 0.05)
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        users, _ = await _table(harness)
        live = bot_of(harness).tables.get(1)
        before = digest(path)
        question = await _ask(harness, users[0])
        expired = (
            "Deal 2 was not entered at table 1: no answer came within 10 minutes, so nothing "
            "was saved. Enter it again with `/boston score`."
        )
        await fake.wait_for(lambda: question.text == expired, within=5)
        assert question.labels == []
        assert digest(path) == before and live.status == "playing"


async def test_a_press_by_anyone_else_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        users, message = await _table(harness)
        live = bot_of(harness).tables.get(1)
        question = await _ask(harness, users[0])
        enter = _custom_id(question, "enter")
        key = enter.split(":")[4]
        text, before = question.text, digest(path)
        other, kibitzer = users[1], fake.user("kibitzer")
        own = await _ask(harness, other)  # the other player's own private question
        forged = [
            (other, message, enter),  # the enterer's id, onto the public table message
            (other, own, enter),  # onto the presser's own private question
            (other, own, last_deal.last_deal_id(1, other.id, key, "enter")),  # as the presser
            (kibitzer, message, last_deal.last_deal_id(1, kibitzer.id, key, "enter")),
            (users[0], message, enter),  # the enterer's own id, onto a public message
        ]
        for user, onto, custom_id in forged:
            shown = onto.text
            answer = await (await fake.forge_component(user, onto, custom_id)).message()
            await harness.settle()
            assert answer.ephemeral_to is user
            assert answer.text == "That question was asked to someone else.", custom_id
            assert onto.text == shown
            assert digest(path) == before and live.status == "playing"
        assert question.text == text and question.labels == [ENTER, CANCEL]
        # The enterer's entry still waits, and Enter saves it.
        await (await fake.click(users[0], question, label=ENTER)).done()
        await harness.settle()
        assert question.text.startswith("Deal 2 entered at table 1: the game has ended")
        assert live.status == "finished"
        # The other player's question, made before, is stale now: nothing more is saved.
        after = digest(path)
        await (await fake.click(other, own, label=ENTER)).done()
        await harness.settle()
        assert own.text.startswith("Deal 2 was not entered: table 1 has changed since")
        assert digest(path) == after


async def test_a_table_that_moved_on_refuses_the_waiting_entry(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        users, _ = await _table(harness)
        live = bot_of(harness).tables.get(1)
        question = await _ask(harness, users[0])
        taken = await (await fake.slash(users[1], "boston withdraw", {"deal": 1})).message()
        assert taken.text.startswith("Deal 1 taken back at table 1")
        await harness.settle()
        before = digest(path)
        await (await fake.click(users[0], question, label=ENTER)).done()
        await harness.settle()
        assert question.text == (
            "Deal 2 was not entered: table 1 has changed since you entered it (another deal was "
            "entered or taken back, or the table was paused or ended). Look at the table, and "
            "enter the deal again if it is still missing."
        )
        assert digest(path) == before
        assert live.game is not None and not live.game.deals and live.status == "playing"


async def test_after_a_restart_the_buttons_say_the_entry_was_not_saved(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        users, _ = await _table(harness)
        question = await _ask(harness, users[0])
        await harness.restart_bot()
        await harness.settle()
        before = digest(path)  # after the start-up's own writes
        await (await fake.click(users[0], question, label=ENTER)).done()
        await harness.settle()
        assert question.text == (
            "That entry is no longer waiting (the bot restarted, or it was answered or dropped "
            "already), and nothing of it was saved: enter the deal again with `/boston score`."
        )
        assert digest(path) == before
        live = bot_of(harness).tables.get(1)
        assert live.game is not None and len(live.game.deals) == 1


async def test_the_question_and_the_ended_table_in_swedish(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        users, message = await _table(harness)
        question = await _ask(harness, users[0], SV)
        lines = question.text.splitlines()
        assert lines[0] == (
            "**Inte införd än.** Giv 2 avslutar spelet vid bord 1: när den är införd är spelet "
            "slut, och given kan inte längre tas tillbaka. Kontrollera den:"
        )
        assert lines[1].startswith("**Giv 2**")
        assert lines[-1] == (
            "Inget sparas förrän du trycker på **För in den**; utan svar inom 10 minuter stryks "
            "införingen."
        )
        assert question.labels == ["För in den: spelet slutar", "Avbryt"]
        cancelled = await (
            await fake.click(users[0], question, label="Avbryt", locale=SV)
        ).response()
        assert cancelled is not None
        await harness.settle()
        assert question.text == "Giv 2 fördes inte in vid bord 1: inget sparades."
        again = await _ask(harness, users[0], SV)
        await (
            await fake.click(users[0], again, label="För in den: spelet slutar", locale=SV)
        ).done()
        await harness.settle()
        thread = message.thread
        assert thread is not None
        assert again.text.splitlines()[0] == (
            f"Giv 2 är införd vid bord 1: spelet är slut, och slutavräkningen står i "
            f"<#{thread.id}>. Given kan inte längre tas tillbaka."
        )
        told = await (
            await fake.slash(users[0], "boston withdraw", {"deal": 2, "table": 1}, locale=SV)
        ).message()
        assert (
            told.text == "Spelet vid bord 1 är avslutat: dess givar kan inte längre tas tillbaka."
        )
