"""The public turn line of a seat that has passed and may now only support the standing demande
or pass (WB-B2, NT-B3): it says so, in the variant's support word (*je soutiens*), as the
seat's own prompt and turn notice do, not "to bid" (which the seat may no longer do)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.discord.driver import Table, boston, code_of, enabled_actions, seated_table
from tests.support.fake_model import FakeUser


async def act(table: Table, prefix: str, contract: str | None = None) -> FakeUser:
    """The person on turn chooses ``contract`` (where the select offers it) and clicks the
    first enabled action whose code starts with ``prefix``."""
    user = table.on_turn()
    assert user is not None, table.message.text
    view = await table.refresh(user)
    fake = table.fake
    if contract is not None and view.selects:
        await (await fake.select(user, view, view.selects[0]["custom_id"], [contract])).done()
    choice = next((c for c in enabled_actions(view) if code_of(c).startswith(prefix)), None)
    assert choice is not None, (prefix, [code_of(c) for c in enabled_actions(view)])
    await (await fake.click(user, view, choice)).done()
    await table.settle()
    return user


async def passed_then_demande(table: Table, demande: str) -> FakeUser:
    """Three passes, then the fourth seat's ``demande``: the first to pass is asked again,
    now only to support it or pass (WB-B2, NT-B3). Returns that first seat's person."""
    first = await act(table, "pass")
    for _ in range(2):
        await act(table, "pass")
    await act(table, f"bid.{demande}", demande)
    assert table.on_turn() is first, table.message.text
    return first


@pytest.mark.parametrize(
    ("variant", "demande", "lang", "line"),
    [
        ("whisch", "demande", "en", "{who} to say je soutiens (I support) or pass."),
        ("whisch", "demande", "sv", "{who} ska säga je soutiens (jag stöder) eller passa."),
        ("nantes", "demande-belle", "en", "{who} to say je soutiens (I support) or pass."),
    ],
)
async def test_a_passed_seat_is_asked_to_support_or_pass(
    tmp_path: Path, variant: str, demande: str, lang: str, line: str
) -> None:
    """WB-B2 (NT-B3): the seat passed and may not bid; the demande stands unsupported, so it
    may say *je soutiens* or pass. The table message and every other seat's hand view say
    so; its own view says "je soutiens (I support) or pass" (WB-B1, NT-B1)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        if lang == "sv":
            await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        table = await seated_table(harness, options={"variant": variant})
        bidder = "to bid." if lang == "en" else "ska bjuda."
        eldest = table.on_turn()
        assert eldest is not None
        lines = table.message.text.splitlines()
        assert f"<@{eldest.id}> {bidder}" in lines  # eldest may bid (WB-B1, NT-B1)
        passed = await passed_then_demande(table, demande)
        expected = line.format(who=f"<@{passed.id}>")
        assert expected in table.message.text.splitlines(), table.message.text
        assert bidder not in table.message.text
        own = await table.refresh(passed)
        assert "**Your turn: je soutiens (I support) or pass.**" in own.text
        for user in table.users.values():
            if user is not passed:
                view = await table.refresh(user)
                assert f"<@{passed.id}> to say je soutiens (I support) or pass." in view.text


async def test_a_seat_that_may_still_bid_is_asked_to_bid(tmp_path: Path) -> None:
    """WB-B1: a seat that has not passed may still bid over the demande (or support it): its
    turn line stays "to bid"."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness, options={"variant": "whisch"})
        await act(table, "bid.demande", "demande")
        user = table.on_turn()
        assert user is not None
        assert f"<@{user.id}> to bid." in table.message.text.splitlines()
