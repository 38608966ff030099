"""Boston de Nantes played by four people clicking: a demande en belle with *je soutiens*
(NT-B1, NT-B4), a demande laying a card face down that no public message shows (NT-B2, NT-B8),
a solo bid declared higher after the auction (NT-K1), the privacy scan over every public
payload, and a scorekeeping table with the carte de boston (NT-R, NT-J1)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from bot.engine.actions import Bid
from bot.engine.cards import card_label, card_str
from tests.discord.driver import (
    PLAYERS,
    Table,
    boston,
    bot_of,
    code_of,
    enabled_actions,
)
from tests.discord.test_boston_club import scorekeeping_table
from tests.discord.test_boston_fontainebleau import open_variant_table


@dataclass
class Plan:
    """The first bidder's bid (a code prefix such as ``bid.demande.plain.k``) after choosing
    ``contract`` in the select; then supports where ``support`` is set, a trump code prefix
    (NT-K1's declaration, after choosing ``declare`` in its select), and otherwise passes and
    the first card."""

    contract: str
    bid: str
    support: bool = False
    trump: str = "trump."
    declare: str | None = None
    done: bool = False
    supported: bool = False


async def step(table: Table, plan: Plan) -> str:
    user = table.on_turn()
    assert user is not None, table.message.text
    view = await table.refresh(user)
    fake = table.fake
    if not plan.done and view.selects:
        select = view.selects[0]
        if any(o["value"] == plan.contract for o in select["options"]):
            await (await fake.select(user, view, select["custom_id"], [plan.contract])).done()
    declaring = any(code_of(c).startswith("trump.") for c in enabled_actions(view))
    if declaring and plan.declare is not None and view.selects:
        # NT-K1: the contract declared is chosen first; its trumps then appear as buttons.
        select = view.selects[0]
        assert any(o["value"] == plan.declare for o in select["options"]), select
        await (await fake.select(user, view, select["custom_id"], [plan.declare])).done()
    codes = {code_of(c): c for c in enabled_actions(view)}
    choice = None
    if not plan.done:
        choice = next((c for code, c in codes.items() if code.startswith(plan.bid)), None)
        plan.done = choice is not None
    if choice is None and plan.support and not plan.supported and "support" in codes:
        plan.supported, choice = True, codes["support"]
    for prefix in (plan.trump, "trump.", "pass", "discard.", "play."):
        if choice is None:
            choice = next((c for code, c in codes.items() if code.startswith(prefix)), None)
    assert choice is not None, f"nothing to do in {list(codes)}"
    label = next(b.get("label") for b in view.buttons if b.get("custom_id") == choice)
    await (await fake.click(user, view, choice)).done()
    await table.settle()
    code = code_of(choice)
    table.moved(user, code, label)
    return code


def public_text(table: Table) -> str:
    return "\n".join(json.dumps(p, ensure_ascii=False) for p in table.fake.public_payloads())


async def play(table: Table, plan: Plan, deal_no: int) -> list[str]:
    """Deal ``deal_no`` to its result, scanning the public payloads after every click
    (``Table.assert_private``: labels and hands grouped by suit): no card still held — the
    laid card of a demande included — and no discard appears."""
    codes: list[str] = []
    live = bot_of(table.harness).tables.get(table.id)
    assert live.game is not None
    deal = live.game.deals[deal_no - 1].deal
    assert deal is not None and deal.turned is not None
    shown = card_label(deal.turned)  # the turned card is the dealer's, face up (NT-D3)
    for _ in range(200):
        if table.result(deal_no) is not None:
            break
        codes.append(await step(table, plan))
        table.assert_private(deal_no, face_up={shown})
    else:
        raise AssertionError("the deal did not end")
    assert live.game is not None
    played = live.game.deals[deal_no - 1].deal  # the live game is swapped at each commit
    if played is not None and played.contract is not None and played.contract.has_trumps:
        # The table says which card outranks the trump ace, in a trick of any suit (NT-S3).
        assert "★ J♦ is the carte de boston, highest trump" in public_text(table)
    await table.settle()
    await table.learn_hands()
    return codes


async def test_a_nantes_game_by_four_people(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await open_variant_table(harness, "nantes")
        assert "Boston de Nantes" in table.message.text
        live = bot_of(harness).tables.get(table.id)
        # Deal 1 (no petite yet): a demande en belle, supported by the next player.
        codes = await play(table, Plan("demande-belle", "bid.demande-belle.", support=True), 1)
        assert "support" in codes
        assert live.game is not None
        first = live.game.deals[0].deal
        assert first is not None and first.whister is not None
        result = table.result(1)
        assert result is not None and "Demande en belle" in result.text
        # Deal 2: a hidden demande. The card laid is the bidder's lowest of its suit; it stays
        # in his hand, so the scan above would catch it in any public payload (NT-B2, NT-B8).
        codes = await play(table, Plan("demande", "bid.demande.plain.k"), 2)
        laid = next(code for code in codes if code.startswith("bid.demande.plain.k"))
        assert live.game is not None
        second = live.game.deals[1].deal
        assert second is not None
        bid = next(a for a in second.actions if isinstance(a, Bid))
        assert bid.card is not None and laid == f"bid.demande.plain.k{card_str(bid.card)}"
        assert second.contract is not None and second.contract.id == "demande"
        # Deal 3: a petite indépendance in spades, declared as a neuf (NT-K1).
        solo = Plan(
            "petite-independance",
            "bid.petite-independance.plain.S",
            trump="trump.S.neuf",
            declare="neuf",
        )
        codes = await play(table, solo, 3)
        assert "trump.S.neuf" in codes
        third = live.game.deals[2].deal
        assert third is not None and third.contract is not None and third.contract.id == "neuf"
        result = table.result(3)
        assert result is not None and "Neuf" in result.text


async def test_a_nantes_scorekeeping_table(tmp_path: Path) -> None:
    """``/boston score``: NT-X14's neuf ♠ with 9 tricks and three honours, the carte de
    boston with seat 4; a trick contract without its holder is refused (NT-R)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        await scorekeeping_table(harness, users, {"mode": "score", "variant": "nantes"})
        entered = {
            "contract": "neuf",
            "declarer": 2,
            "suit": "S",
            "turned": "5S",
            "tricks": 9,
            "honours": 3,
        }
        bad = await (await fake.slash(users[0], "boston score", entered)).message()
        assert bad.content.startswith("That result was not accepted:") and "boston" in bad.content
        with_holder = {**entered, "boston": 4}
        good = await (await fake.slash(users[0], "boston score", with_holder)).message()
        assert good.content.startswith("Deal 1 entered at table 1."), good.content
        live = bot_of(harness).tables.get(1)
        assert live.game is not None
        entry = live.game.deals[0]
        assert entry.settlement is not None
        net = entry.settlement.net()
        deposit = {s: (10 if entry.dealer == s else 0) for s in (1, 2, 3, 4)}
        # 1 × (12 + 6) = 18 from each adversary plus the pool (10); the bonus 2 from each to 4.
        assert net[2] == 3 * 18 + 10 - 2 - deposit[2]
        assert net[4] == -18 + 3 * 2 - deposit[4]
        export = await (await fake.slash(users[0], "boston export")).message()
        record = json.loads(export.attachments[0].data)
        assert record["variant"] == "nantes" and record["deals"][0]["result"]["boston"] == 4
