"""Boston de Fontainebleau and Russian Boston played by four people clicking (FB-C1, FB-W,
FB-C3, FB-C4, RU-C): a bid naming its suit with a whister, a little misère with four discards,
a little spread lying face up, a Russian deal with a chicane, and the privacy scan over every
public payload (no discard, no unexposed hand)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from bot.engine.actions import Declare
from bot.engine.cards import SUIT_OF, Suit, card_label
from tests.discord.driver import (
    PLAYERS,
    Table,
    boston,
    bot_of,
    code_of,
    enabled_actions,
    seated_table,
)
from tests.discord.test_boston_club import scorekeeping_table
from tests.support.bot_runner import BotHarness


@dataclass
class Plan:
    """What the first bidder bids (``contract`` and a ``suit`` letter or ""), everyone else
    passing; whist invited and accepted; the first card otherwise; chicane when offered."""

    contract: str
    suit: str = ""
    done: bool = False


async def open_variant_table(harness: BotHarness, variant: str) -> Table:
    return await seated_table(harness, options={"variant": variant})


async def step(table: Table, plan: Plan) -> str:
    user = table.on_turn()
    assert user is not None, table.message.text
    view = await table.refresh(user)
    fake = table.fake
    wanted = f"bid.{plan.contract}.plain" + (f".{plan.suit}" if plan.suit else "")
    if not plan.done and view.selects:
        select = view.selects[0]
        if any(o["value"] == plan.contract for o in select["options"]):
            await (await fake.select(user, view, select["custom_id"], [plan.contract])).done()
    codes = {code_of(c): c for c in enabled_actions(view)}
    choice = None
    if not plan.done and wanted in codes:
        plan.done, choice = True, codes[wanted]
    for prefix in ("declare.", "pass", "whist.invite", "whist.accept", "discard.", "play."):
        if choice is None:
            choice = next((c for code, c in codes.items() if code.startswith(prefix)), None)
    assert choice is not None, f"nothing to do in {list(codes)}"
    label = next(b.get("label") for b in view.buttons if b.get("custom_id") == choice)
    await (await fake.click(user, view, choice)).done()
    await table.settle()
    code = code_of(choice)
    table.moved(user, code, label)
    return code


async def play(table: Table, plan: Plan, deal_no: int, exposed: set[str] | None = None) -> str:
    """Play deal ``deal_no`` to its result by the plan, scanning the public payloads after
    every click (``Table.assert_private``: labels and hands grouped by suit): no card still
    held (but a spread's face-up hand) and no discard appears (FB-C3)."""
    codes: list[str] = []
    for _ in range(200):
        result = table.result(deal_no)
        if result is not None:
            break
        code = await step(table, plan)
        codes.append(code)
        table.assert_private(deal_no, face_up=exposed or ())
    else:
        raise AssertionError("the deal did not end")
    live = bot_of(table.harness).tables.get(table.id)
    assert live.game is not None
    deal = live.game.deals[deal_no - 1].deal
    assert deal is not None
    # The scan looked for every discard the engine holds, once the deal is over too.
    scanned = set(table.discards.get(deal_no, {}).values())
    assert scanned == {card_label(card) for card in deal.discards.values()}
    table.assert_private(deal_no, face_up=exposed or ())
    await table.settle()
    await table.learn_hands()
    return ",".join(codes)


async def test_a_fontainebleau_game_by_four_people(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await open_variant_table(harness, "fontainebleau")
        assert "Boston de Fontainebleau" in table.message.text
        assert "Turned card" not in table.message.text
        # Deal 1: five levées in hearts (FB-C1), a whister (FB-W2).
        codes = (await play(table, Plan("5", "H"), 1)).split(",")
        assert "bid.5.plain.H" in codes and "whist.accept" in codes
        result = table.result(1)
        assert result is not None and "5 levées ♥" in result.text
        assert "Pool: " in table.message.text  # the pool is shown on the table
        # Deal 2: a little misère: all four discard face down (FB-C3).
        codes = (await play(table, Plan("little-misere"), 2)).split(",")
        assert sum(c.startswith("discard.") for c in codes) == 4
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None
        second = live.game.deals[1].deal
        assert second is not None and len(second.discards) == 4
        # Deal 3: a little spread by the eldest, whose hand lies face up after the discards
        # (FB-C4): public from then on; every other hand and every discard stays hidden.
        eldest = table.on_turn()
        assert eldest is not None
        codes = (await play(table, Plan("little-spread"), 3, set(table.held[eldest.id]))).split(",")
        assert sum(c.startswith("discard.") for c in codes) == 4
        third = live.game.deals[2].deal
        assert third is not None and third.contract is not None
        assert third.contract.id == "little-spread" and third.exposed


async def test_a_russian_deal_with_a_chicane(tmp_path: Path) -> None:
    """RU-C: the eldest bids five levées in a suit some player holds none of, so that player
    is offered chicane (privately) and the deal's result pays it. Seed 8 deals such a hand."""
    async with boston(tmp_path / "b.sqlite3", seed=8) as harness:
        table = await open_variant_table(harness, "russian")
        assert "Russian Boston" in table.message.text
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None
        deal = live.game.deals[0].deal
        assert deal is not None
        void = next(
            (
                suit
                for suit in Suit
                for seat in (1, 2, 3, 4)
                if all(SUIT_OF[c] is not suit for c in deal.dealt[seat - 1])
            ),
            None,
        )
        assert void is not None
        codes = (await play(table, Plan("5", void.char), 1)).split(",")
        # Each move is committed, then swapped in: read the live game again.
        assert live.game is not None
        played = live.game.deals[0].deal
        assert played is not None
        declared = [a for a in played.actions if isinstance(a, Declare)]
        assert "declare.chicane" in codes and declared
        result = table.result(1)
        assert result is not None and "chicane" in result.text


async def test_a_fontainebleau_scorekeeping_table(tmp_path: Path) -> None:
    """``/boston score`` for a game with real cards: FB-X4's contract entered for seat 2, a
    result without its suit refused (FB-R), and the record exported and imported."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        await scorekeeping_table(harness, users, {"mode": "score", "variant": "fontainebleau"})
        entered = {"contract": "7", "declarer": 2, "tricks": 5, "honours": 3}
        bad = await (await fake.slash(users[0], "boston score", entered)).message()
        assert bad.content.startswith("That result was not accepted:") and "suit" in bad.content
        good = await (
            await fake.slash(users[0], "boston score", {**entered, "suit": "H"})
        ).message()
        assert good.content.startswith("Deal 1 entered at table 1."), good.content
        live = bot_of(harness).tables.get(1)
        assert live.game is not None and live.game.deals[0].settled
        entry = live.game.deals[0]
        assert entry.settlement is not None
        deposit = 50 if entry.dealer == 2 else 0
        assert entry.settlement.net()[2] == -4 * 80 - deposit  # X = 60 + 2 short + 2 honours
        assert live.game.ledger.snapshot()["pool"] == 130
        export = await (await fake.slash(users[0], "boston export")).message()
        data = export.attachments[0].data
        assert b'"suit": "H"' in data or b'"suit":"H"' in data
        replay = await (
            await fake.slash(users[0], "boston import", {"record": ("game.json", data)})
        ).message()
        assert "The record replays: 1 deal." in replay.text
