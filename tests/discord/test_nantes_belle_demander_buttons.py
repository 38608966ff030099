"""NT-B5 on Discord: a demande en belle overcalled, its bidder bids on a solo trick bid only in
belle. What he is offered says so: his contracts' list has the neuf en belle and no "Neuf in
any suit" (NT-C2: a plain neuf there is the neuf en belle under another name), and each solo
trick bid's buttons name belle alone. Another player is still offered the neuf in any suit."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.cards import SUIT_OF
from tests.discord.driver import Table, boston, bot_of, code_of, enabled_actions, seated_table
from tests.support.fake_model import FakeMessage, FakeUser

PLAYERS = ("sven", "east", "south", "west")


def bid_buttons(view: FakeMessage) -> dict[str, str]:
    """The view's bid buttons: code → label."""
    return {
        code_of(b["custom_id"]): str(b.get("label"))
        for b in view.buttons
        if b.get("custom_id", "").startswith("boston:act:") and ":bid." in b["custom_id"]
    }


async def choose(
    table: Table, user: FakeUser, view: FakeMessage, contract: str, locale: str
) -> None:
    select = view.selects[0]
    await (
        await table.fake.select(user, view, select["custom_id"], [contract], locale=locale)
    ).done()


async def bid(table: Table, contract: str, suit: str = "") -> FakeUser:
    """The player on turn bids ``contract`` (in ``suit``: a code's letter) or passes."""
    user = table.on_turn()
    assert user is not None, table.message.text
    view = await table.refresh(user)
    if contract != "pass":
        await choose(table, user, view, contract, "en-US")
    codes = {code_of(c): c for c in enabled_actions(view)}
    wanted = "pass" if contract == "pass" else f"bid.{contract}.plain{suit}"
    await (await table.fake.click(user, view, codes[wanted])).done()
    await table.settle()
    return user


OFFERED = {
    "en-US": [
        "Petite indépendance",
        "Petite misère",
        "Grande indépendance",
        "Grande misère",
        "Neuf en belle",
        "Petite misère sur table",
        "Grande misère sur table",
    ],
}
OFFERED["sv-SE"] = OFFERED["en-US"]  # the announcements keep Foster's French names
ANY_SUIT = {"en-US": "any suit", "sv-SE": "valfri färg"}
BID = {"en-US": "Bid: Neuf en belle", "sv-SE": "Bjud: Neuf en belle"}


@pytest.mark.parametrize("locale", ["en-US", "sv-SE"])
async def test_nt_b5_the_overcalled_belle_demander_sees_only_belle(
    tmp_path: Path, locale: str
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness, players=PLAYERS, options={"variant": "nantes"})
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None
        deal = live.game.deals[0].deal
        assert deal is not None and deal.turned is not None
        belle = SUIT_OF[deal.turned]  # NT-S1: the first deal's turned suit
        demander = await bid(table, "demande-belle")

        # Another player is offered the plain neuf in any suit, belle included (NT-C2).
        user = table.on_turn()
        assert user is not None
        view = await table.refresh(user)
        labels = {o["value"]: o["label"] for o in view.selects[0]["options"]}
        assert labels["neuf"] == "Neuf in any suit" and "neuf-belle" in labels
        await choose(table, user, view, "neuf", "en-US")
        assert len(bid_buttons(view)) == 4
        await bid(table, "petite-independance", ".S")
        await bid(table, "pass")
        await bid(table, "pass")

        # The demander, overcalled, bids on in belle only (NT-B5).
        assert table.on_turn() is demander
        view = await table.refresh(demander)
        hand = next(c for c in view.custom_ids if c.startswith("boston:hand:"))
        await (await table.fake.click(demander, view, hand, locale=locale)).done()
        options = view.selects[0]["options"]
        assert [o["label"] for o in options] == OFFERED[locale]
        shown = [view.text]
        for contract in ("petite-independance", "grande-independance"):
            await choose(table, demander, view, contract, locale)
            buttons = bid_buttons(view)
            assert buttons == {f"bid.{contract}.plain.{belle.char}": f"{belle.symbol} (belle)"}
            shown.append(view.text)
        await choose(table, demander, view, "neuf-belle", locale)
        assert bid_buttons(view) == {"bid.neuf-belle.plain": BID[locale]}
        shown.append(view.text)
        assert not [text for text in shown if ANY_SUIT[locale] in text]
