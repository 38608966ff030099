"""A move that leaves the same person on turn for the same play keeps their turn notice.

A declaration before the card (RU-C: chicane), or trumps named before the whist question,
is the same turn to the person who made it: the notice that called them stays up (one ping
per turn), edited in place when what it says to do changed (an edit notifies nobody), and
its row says it is the turn's notice, so a restart keeps it too. A card played ends the question it
answered: a trick's winner is called anew to lead, as before.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.cards import SUIT_OF, Suit
from cogs.boston import handover
from tests.discord.driver import Table, boston, bot_of, code_of, enabled_actions, seated_table
from tests.discord.test_boston_fontainebleau import Plan, open_variant_table, step
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser

NOTICE = "your turn at table"
POST = "POST /channels/{channel_id}/messages"


def notices(table: Table) -> list[FakeMessage]:
    return [m for m in table.place.visible_messages() if NOTICE in m.content]


def notice_posts(harness: BotHarness, since: int) -> int:
    return sum(
        1
        for r in harness.fake.requests[since:]
        if r.route == POST and NOTICE in str((r.json or {}).get("content"))
    )


def on_turn(table: Table) -> FakeUser:
    user = table.on_turn()
    assert user is not None, table.message.text
    return user


async def until_offered(table: Table, prefix: str, plan: Plan | None = None) -> str:
    """Play on (by ``plan``, else the driver's simple player) until the person on turn is
    offered an action whose code starts with ``prefix``; its custom id."""
    for _ in range(100):
        user = on_turn(table)
        view = await table.refresh(user)
        offered = [c for c in enabled_actions(view) if code_of(c).startswith(prefix)]
        if offered:
            return offered[0]
        if plan is not None:
            await step(table, plan)
        else:
            await table.step(user)
    raise AssertionError(f"{prefix} was never offered")


async def test_a_chicane_declared_keeps_the_notice_through_a_crash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """RU-C3/C4: the void player declares chicane at their turn; "play a card" is still what
    their notice says. Before: the notice was deleted and the same call posted again (the
    phone buzzed twice for one turn), and after a crash the notice was another turn's."""
    async with boston(tmp_path / "b.sqlite3", seed=8) as harness:
        table = await open_variant_table(harness, "russian")
        # Seed 8 deals a player no card of a suit: bid as trumps, that player may declare
        # chicane (as in tests/discord/test_boston_fontainebleau.py).
        declare = await until_offered(table, "declare.", Plan("5", void_suit(harness, table)))
        user = on_turn(table)
        [notice] = notices(table)
        assert notice.content.startswith(f"<@{user.id}>,") and "play a card" in notice.content
        start = len(harness.fake.requests)
        await (await harness.fake.click(user, table.views[user.id], declare)).done()
        await table.settle()
        assert on_turn(table) is user  # declared, still to play their card
        assert not notice.deleted and notices(table) == [notice]
        assert notice_posts(harness, start) == 0
        assert notice.edits == 0  # nothing to change: "play a card." still
        # A crash: the next process adopts the notice as the turn's (its row was written
        # again for the declaration), and calls nobody twice.
        monkeypatch.setattr(handover, "save", _nothing_saved)
        await harness.stop_bot()
        await harness.start_bot()
        await table.settle()
        assert not notice.deleted and notices(table) == [notice]
        assert notice_posts(harness, start) == 0
        # The card played ends the turn: the notice goes and the next person is called.
        await table.step(user)
        assert notice.deleted
        [fresh] = notices(table)
        assert fresh.content.startswith(f"<@{on_turn(table).id}>,")


async def test_trumps_named_before_the_lead_edit_the_notice_in_place(tmp_path: Path) -> None:
    """SV: the declarer names trumps and is then asked to invite whist or play alone. The
    notice said "name trumps", so it is edited to say what to do now (no second ping); their
    answer calls the next person."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        trump = await until_offered(table, "trump.")
        user = on_turn(table)
        [notice] = notices(table)
        assert "name trumps" in notice.content
        start = len(harness.fake.requests)
        await (await harness.fake.click(user, table.views[user.id], trump)).done()
        await table.settle()
        assert on_turn(table) is user  # the declarer, asked about whist now
        assert not notice.deleted and notices(table) == [notice]
        assert notice_posts(harness, start) == 0
        assert notice.edits == 1 and "name trumps" not in notice.content
        assert "invite whist or play alone" in notice.content
        assert notice.content.startswith(f"<@{user.id}>,")
        assert notice.notified == {user.id}  # from its post: the edit called nobody
        # Its row is this turn's: a clean restart keeps it up.
        await harness.restart_bot()
        await table.settle()
        assert not notice.deleted and notices(table) == [notice]
        assert notice_posts(harness, start) == 0
        await table.step(user)
        assert notice.deleted and len(notices(table)) == 1


async def test_a_trick_won_and_led_is_a_new_call(tmp_path: Path) -> None:
    """A card ends the question it answered: the winner of a trick is called anew to lead
    the next (as every other turn), the old notice deleted."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        await until_offered(table, "play.")
        for _ in range(8):  # a trick and a half: someone wins one and leads
            user = on_turn(table)
            [notice] = notices(table)
            await table.step(user)
            assert notice.deleted
            assert len(notices(table)) == 1


def void_suit(harness: BotHarness, table: Table) -> str:
    """A suit some player was dealt none of, by its letter."""
    live = bot_of(harness).tables.get(table.id)
    assert live.game is not None
    deal = live.game.deals[0].deal
    assert deal is not None
    for suit in Suit:
        if any(all(SUIT_OF[c] is not suit for c in hand) for hand in deal.dealt):
            return suit.char
    raise AssertionError("no void in this deal")


async def _nothing_saved(bot: object) -> None:
    return None


async def test_a_notice_edited_in_place_gives_its_button_the_reader_s_language_now(
    tmp_path: Path,
) -> None:
    """The declarer's notice was posted while they read English; they name trumps clicking in
    Swedish. The notice edited in place grows their Swedish line, and its **My hand** button
    is theirs too: "Min hand". Before, the edit changed the text only, the button left in
    the language of the post."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        trump = await until_offered(table, "trump.")
        user = on_turn(table)
        [notice] = notices(table)
        assert [b.get("label") for b in notice.buttons] == ["My hand"]
        user.locale = "sv-SE"
        await (await harness.fake.click(user, table.views[user.id], trump)).done()
        await table.settle()
        assert on_turn(table) is user and notices(table) == [notice]
        assert notice.edits == 1 and "\n-# " in notice.content, notice.content
        assert [b.get("label") for b in notice.buttons] == ["Min hand"]
