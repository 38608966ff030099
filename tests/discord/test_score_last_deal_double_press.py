"""**Enter it: the game ends** pressed twice quickly (``cogs/boston/last_deal.py``): two
interactions on the same private question, the second sent before the first is answered.
Both are answered, the deal is saved once and its result posted once, and neither answer
says that nothing was saved."""

from __future__ import annotations

from pathlib import Path

from bot.tables import log
from tests.discord.driver import boston, bot_of
from tests.discord.test_boston_club import wait_text
from tests.discord.test_score_last_deal import ENTER, _ask, _custom_id, _table
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import CallbackRecord, Fault, InteractionHandle

CALLBACK = "POST /interactions/{interaction_id}/{interaction_token}/callback"
NOT_SAVED = "nothing of it was saved"


def _said(callback: CallbackRecord) -> str:
    """The text a callback shows (an update's or a message's), as JSON."""
    return repr(callback.data)


async def _check_once(
    harness: BotHarness, first: InteractionHandle, second: InteractionHandle
) -> None:
    await first.done()
    await second.done()
    await harness.settle()
    for handle in (first, second):
        [callback] = handle.callbacks  # each press answered, once
        assert NOT_SAVED not in _said(callback), _said(callback)
    bot = bot_of(harness)
    events = await bot.db.event_log(1)
    assert sum(1 for kind, _ in events if kind == log.SCORE) == 2  # deal 1, and deal 2 once
    live = first.source_message
    assert live is not None
    assert live.text.startswith("Deal 2 entered at table 1: the game has ended"), live.text
    assert harness.problems() == []


async def test_two_quick_presses_save_the_deal_once(tmp_path: Path) -> None:
    """The second press arrives while the first is being saved."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users, message = await _table(harness)
        question = await _ask(harness, users[0])
        first = await fake.click(users[0], question, label=ENTER)
        second = await fake.click(users[0], question, label=ENTER)
        await _check_once(harness, first, second)
        thread = message.thread
        assert thread is not None
        await wait_text(harness, thread, "The tour is over")
        assert sum("**Deal 2**" in m.text for m in thread.visible_messages()) == 1


async def test_a_press_after_the_save_before_its_answer_is_not_told_nothing_was_saved(
    tmp_path: Path,
) -> None:
    """The first press is saved, and its answer is slow on its way to Discord: the second press
    arrives meanwhile. It must not say that nothing was saved (before, it did, and its answer
    could land last and stay on the question)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users, message = await _table(harness)
        question = await _ask(harness, users[0])
        enter = _custom_id(question, "enter")
        first = await fake.click(users[0], question, label=ENTER)
        # The first's answer (the update of the question) takes its time; meanwhile the deal
        # is saved and the game closed.
        fake.faults.inject(
            CALLBACK, Fault.delayed(0.3), match=lambda r: f"/interactions/{first.id}/" in r.path
        )
        live = bot_of(harness).tables.get(1)
        await fake.wait_for(lambda: live.status == "finished", within=5)
        # The second press, on the question as the person's screen still showed it.
        second = await fake.forge_component(users[0], question, enter)
        await _check_once(harness, first, second)
        thread = message.thread
        assert thread is not None
        await wait_text(harness, thread, "The tour is over")
        assert sum("**Deal 2**" in m.text for m in thread.visible_messages()) == 1
