"""Review 28 (H1): Nantes' declaration after a solo trick bid, clicked on Discord (NT-K1).

The contract declared is chosen in a select, as a bid's contract is, the winning bid chosen
until another is; its trumps are short buttons a phone shows whole ("♠ (plain suit)"), and the
line above them names the contract they declare. The choice survives a restart (the select
carries the table's sequence number, which replay restores), and a choice from a view the
table has moved past is refused as stale, with the current view."""

from __future__ import annotations

from pathlib import Path

from bot.engine.phase import Phase
from cogs.boston.hand_view import PHONE_LABEL
from tests.discord.driver import Table, boston, bot_of, code_of, enabled_actions
from tests.discord.test_boston_fontainebleau import open_variant_table
from tests.support.fake_model import FakeMessage

KEPT = "The buttons below name trumps for **Petite indépendance**, your bid; you may also "
"declare a higher contract in the list above them."


def trump_buttons(view: FakeMessage) -> dict[str, str]:
    """The declaration's buttons: code → label."""
    return {
        code_of(b["custom_id"]): str(b.get("label"))
        for b in view.buttons
        if b.get("custom_id", "").startswith("boston:act:") and ":trump." in b["custom_id"]
    }


async def to_declaration(table: Table) -> FakeMessage:
    """The first bidder bids a petite indépendance in the lowest suit offered, the others
    pass: the declarer's view at NT-K1's declaration."""
    fake = table.fake
    bid = False
    for _ in range(8):
        user = table.on_turn()
        assert user is not None, table.message.text
        view = await table.refresh(user)
        codes = {code_of(c): c for c in enabled_actions(view)}
        if any(code.startswith("trump.") for code in codes):
            return view
        if not bid:
            select = view.selects[0]
            await (
                await fake.select(user, view, select["custom_id"], ["petite-independance"])
            ).done()
            codes = {code_of(c): c for c in enabled_actions(view)}
            choice = next(c for code, c in codes.items() if code.startswith("bid.petite-ind"))
            bid = True
        else:
            choice = codes["pass"]
        await (await fake.click(user, view, choice)).done()
        await table.settle()
    raise AssertionError("no declaration reached")


async def test_nt_k1_the_declared_contract_is_chosen_in_a_select(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await open_variant_table(harness, "nantes")
        fake = harness.fake
        view = await to_declaration(table)
        user = table.on_turn()
        assert user is not None
        # NT-K1: the higher contract said once, by the line above the buttons, not by the
        # prompt too.
        assert "**Your turn: name trumps.**" in view.text
        assert " ".join(view.text.split()).count("higher contract") == 1, view.text
        assert KEPT in " ".join(view.text.splitlines())  # broken for a phone
        [select] = view.selects
        values = [o["value"] for o in select["options"]]
        assert values[0] == "petite-independance" and "neuf" in values, values
        assert [o["value"] for o in select["options"] if o.get("default")] == values[:1]
        kept = trump_buttons(view)
        assert kept and all("." not in code.removeprefix("trump.") for code in kept), kept
        labels = list(kept.values())
        assert len(set(labels)) == len(labels) and all(len(x) <= PHONE_LABEL for x in labels)

        # A higher contract: its own trumps, and the line says it is higher than the bid.
        await (await fake.select(user, view, select["custom_id"], ["grande-independance"])).done()
        said = " ".join(view.text.splitlines())  # broken for a phone
        assert "declare **Grande indépendance**, higher than your bid (Petite indépendance)" in said
        assert all(code.endswith(".grande-independance") for code in trump_buttons(view))

        # After a restart the same view's select still works: the sequence number is replayed.
        await harness.restart_bot()
        await (await fake.select(user, view, view.selects[0]["custom_id"], ["neuf"])).done()
        neuf = trump_buttons(view)
        assert neuf and all(code.endswith(".neuf") for code in neuf), neuf
        old_select = str(view.selects[0]["custom_id"])
        custom_id = next(
            b["custom_id"] for b in view.buttons if code_of(b.get("custom_id", "::::")) in neuf
        )
        label = neuf[code_of(custom_id)]
        await (await fake.click(user, view, custom_id)).done()
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None
        deal = live.game.deals[-1].deal
        assert deal is not None and deal.contract is not None and deal.contract.id == "neuf"
        assert deal.phase is not Phase.TRUMP
        assert deal.trump is not None and label.startswith(deal.trump.symbol), label

        # A choice from the view drawn before the declaration: stale, answered with the table
        # as it is now.
        handle = await fake.forge_component(user, view, old_select, values=["grande-independance"])
        await handle.done()
        assert "The table has moved on since you looked" in view.text
        assert not trump_buttons(view)
        assert deal.contract.id == "neuf"
