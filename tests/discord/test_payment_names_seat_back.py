"""A deal's money names a seat by its person where the seat was theirs at both ends of the
deal: they stepped away (a computer kept the seat for them), the host gave the kept seat to
the computer for good (``/boston replace`` without a member: a holder of its own) and then
gave it back to them before the deal's end. The deposit they paid as the deal began and the
result they hold at its end are theirs (FB-D1, FB-G1: the dealer pays the deposit), so the
payment lines and the deal's net name them alone, as the balances do; the count of the
deal's tricks still says who played the seat in turn.

Before: "deposit: North → a computer → North (dealer) pays 50 into the pool" and "This deal:
North → a computer → North -50 · …", in English and Swedish ("en dator"). The computer is
named as a lobby computer now ("Computer 1 (heuristic)")."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import Lang, computer_name
from tests.discord.driver import Table, boston, bot_of, replace_seat, seated_table
from tests.support.fake_discord import FakeUser

MONEY: dict[Lang, tuple[str, str]] = {
    "en": ("Payments:", "This deal:"),
    "sv": ("Betalningar:", "Den här given:"),
}


async def _moves(table: Table, count: int, away: FakeUser) -> None:
    for _ in range(count):
        user = table.on_turn()
        if user is None or user is away:
            return
        await table.step(user)


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_the_dealer_back_at_the_deals_end_pays_by_name(tmp_path: Path, lang: Lang) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        if lang == "sv":
            await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        table = await seated_table(harness, options={"variant": "fontainebleau"})
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None
        seat = live.game.deals[-1].dealer  # pays the deposit as the deal begins
        dealer = next(u for u in table.users.values() if live.seat_of(u.id) == seat)
        name = live.seats[seat].display_name
        await _moves(table, 2, dealer)
        view = await table.refresh(dealer)
        away = next(c for c in view.custom_ids if c.endswith(":away"))  # Let a computer play
        await (await fake.click(dealer, view, away)).done()
        await table.settle()
        await _moves(table, 2, dealer)
        await replace_seat(harness, fake.owner, {"seat": seat, "table": table.id})
        await table.settle()
        assert live.seats[seat].computer_level is not None and not live.options.away
        await _moves(table, 2, dealer)
        await replace_seat(harness, fake.owner, {"seat": seat, "member": dealer, "table": table.id})
        await table.settle()
        assert live.seats[seat].player_id == dealer.id
        # Their view was told the seat went to the computer, and let go: a new one follows.
        await table.open_hand(dealer)
        assert live.played_part(seat, 1), "no handover during the deal: nothing to check"
        result = await table.play_deal(1)
        lines = result.text.splitlines()
        payments, net = MONEY[lang]
        start = lines.index(payments)
        money = lines[start:]
        chain = f"{name} → {computer_name(lang, 'heuristic')(seat)}"
        assert not any(chain in line for line in money), result.text
        deposit = [line for line in money if name in line and "50" in line]
        assert deposit, result.text  # the dealer's deposit, by name
        (deal_net,) = [line for line in money if line.startswith(net)]
        assert f"{net} {name} " in deal_net, deal_net
        # Who played the seat in turn is still said where the deal's tricks are counted.
        assert any(f"{chain} → {name}" in line for line in lines[:start]), result.text
        assert harness.problems() == []
