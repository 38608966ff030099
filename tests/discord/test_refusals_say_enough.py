"""Refusals that say enough: a move at the wrong stage of the deal says which stage it is and
what comes next (the engine names the stage, ``phase``), in the person's language; a non-host's
``/boston end`` names the action and who may (the host, or Manage Server, "Hantera server" in
Swedish)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.actions import Play
from bot.engine.cards import card_str
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.variants import new_game
from bot.i18n import t
from cogs.boston.common import refusal_text
from tests.discord.driver import Table, boston, bot_of, code_of, enabled_actions, seated_table
from tests.support.fake_model import FakeMessage, FakeUser


def on_turn(table: Table) -> FakeUser:
    user = table.on_turn()
    assert user is not None, table.message.text
    return user


async def forged_act(table: Table, user: FakeUser, code: str) -> FakeMessage:
    """``user`` presses an action button for ``code`` in their hand view (as an old view, or
    a forged id, would): the view, redrawn with the answer on its first line."""
    live = bot_of(table.harness).tables.get(table.id)
    custom_id = f"boston:act:{table.id}:{live.seq}:{code}"
    view = table.views[user.id]
    await (await table.fake.forge_component(user, view, custom_id)).done()
    await table.settle()
    return view


def a_card_of(table: Table, user: FakeUser) -> str:
    """A card ``user`` holds, as an action code names it."""
    live = bot_of(table.harness).tables.get(table.id)
    seat = live.seat_of(user.id)
    assert seat is not None and live.game is not None
    deal = live.game.deals[-1].deal
    assert deal is not None
    return card_str(deal.dealt[seat - 1][0])


async def test_a_card_tapped_during_the_auction_says_the_auction_is_on(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness, players=("north", "east", "sven", "west"))
        user = on_turn(table)
        seq = bot_of(harness).tables.get(table.id).seq
        view = await forged_act(table, user, f"play.{a_card_of(table, user)}")
        assert view.text.splitlines()[0] == (
            "⚠️ The auction is still on. Cards are played once it is over."
        ), view.text
        assert bot_of(harness).tables.get(table.id).seq == seq  # nothing changed
        # In Swedish for a Swedish reader, at her turn in the auction.
        sven = harness.fake.user("sven")
        while on_turn(table) is not sven:
            await table.step(on_turn(table))
        swedish = await forged_act(table, sven, f"play.{a_card_of(table, sven)}")
        assert swedish.text.splitlines()[0] == (
            "⚠️ Budgivningen pågår fortfarande. Korten spelas när den är över."
        ), swedish.text


async def test_a_pass_during_the_play_says_the_cards_are_being_played(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        for _ in range(40):
            user = on_turn(table)
            view = await table.refresh(user)
            if any(code_of(c).startswith("play.") for c in enabled_actions(view)):
                break
            await table.step(user)
        else:
            raise AssertionError("the play never began")
        view = await forged_act(table, user, "pass")
        assert view.text.splitlines()[0] == (
            "⚠️ The auction is over and the cards are being played. Play a card when it is "
            "your turn."
        ), view.text


def test_the_engine_names_the_stage_of_a_refusal_at_the_wrong_stage() -> None:
    """Every stage a wrong-stage refusal names has its words, in both languages; a stage the
    catalogue does not know falls back to the plain reason."""
    game = new_game("swedish", {}, ["A", "B", "C", "D"], 1)
    deal = game.start_deal(list(range(52)), 51)  # Swedish Boston turns the last card
    seat = game.to_act
    assert seat is not None
    with pytest.raises(IllegalAction) as refused:
        game.check(Play(seat, deal.dealt[seat - 1][0]))
    assert refused.value.code is Refusal.WRONG_PHASE
    assert refused.value.fields == {"phase": "auction"}
    # A refusal of another kind names no stage: a card out of turn.
    other = seat % 4 + 1
    with pytest.raises(IllegalAction) as out_of_turn:
        game.check(Play(other, deal.dealt[other - 1][0]))
    assert (
        out_of_turn.value.code is Refusal.NOT_YOUR_TURN and "phase" not in out_of_turn.value.fields
    )
    for phase in (
        "auction",
        "trump",
        "whist_offer",
        "whist_answer",
        "whist_declined",
        "discard",
        "play",
        "claim",
        "merge",
    ):
        stage = IllegalAction(Refusal.WRONG_PHASE, "", {"phase": phase})
        for language in ("en", "sv"):
            said = refusal_text(language, stage)
            assert said != t(language, "illegal.wrong_phase"), (phase, language)
    unknown = IllegalAction(Refusal.WRONG_PHASE, "", {"phase": "elsewhere"})
    assert refusal_text("en", unknown) == t("en", "illegal.wrong_phase")


async def test_a_non_host_ending_the_game_is_told_who_may_in_swedish(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness, players=("north", "east", "sven", "west"))
        sven = harness.fake.user("sven")
        refused = await (
            await harness.fake.slash(sven, "boston end", {"table": table.id})
        ).message()
        assert refused.ephemeral_to is sven
        north = harness.fake.user("north")
        assert refused.text == (
            "Bara värden eller en medlem med Hantera server kan avsluta spelet."
            f"\nVärden för bord {table.id} är <@{north.id}>."
        )
