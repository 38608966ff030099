"""A seat handed to someone else in the middle of a deal (``/boston replace`` after a few
tricks): that deal's result names both who began it and who finished it ("East →
Kibitzer") in its tricks and its net line, and its dealer by who dealt it, in its heading and
in the hand views' "Last deal: …" while the next deal is bid, the same after a restart; a
deal nobody handed over in (the next one) names its players as ever. The same arrow in
Swedish.

Before: the deal was named by the seat's holder at its end only ("(dealer Kibitzer)"),
though East had played most of it."""

from __future__ import annotations

from pathlib import Path

from cogs.boston.results import final_text
from tests.discord.driver import Table, boston, bot_of, cards_in, replace_seat, seated_table
from tests.support.bot_runner import BotHarness


def _line(text: str, start: str) -> str:
    found = [line for line in text.splitlines() if start in line]
    assert len(found) == 1, text
    return found[0]


async def _hand_over_mid_deal(harness: BotHarness) -> tuple[Table, str, int]:
    """Deal 1's dealer plays a few tricks, then their seat goes to Kibitzer, who finishes
    deal 1. Returns the table, the dealer's name and seat."""
    fake = harness.fake
    table = await seated_table(harness)
    live = bot_of(harness).tables.get(table.id)
    game = live.game
    assert game is not None
    seat = game.deals[0].dealer
    dealer = live.seats[seat]
    assert dealer.player_id is not None
    deal = game.deals[0].deal
    assert deal is not None
    while len(deal.play.tricks) < 3:
        user = table.on_turn()
        assert user is not None, table.message.text
        await table.step(user)
    kibitzer = fake.user("kibitzer")
    await replace_seat(harness, fake.owner, {"seat": seat, "member": kibitzer, "table": table.id})
    await table.settle()
    assert live.seats[seat].player_id == kibitzer.id
    del table.users[dealer.player_id]
    table.users[kibitzer.id] = kibitzer
    table.held[kibitzer.id] = cards_in(await table.open_hand(kibitzer))
    return table, dealer.display_name, seat


async def test_a_deal_handed_over_midway_names_both_players(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, old, seat = await _hand_over_mid_deal(harness)
        both = f"{old} → Kibitzer"
        result = await table.play_deal(1)
        head = result.text.splitlines()[0]
        assert head.startswith(f"**Deal 1** · dealer {old}:"), head
        assert f"{both} " in _line(result.text, "Tricks: "), result.text
        assert f"{both} " in _line(result.text, "This deal: "), result.text
        # The hand views' line about it while deal 2 is bid, the same after a restart.
        north = next(u for u in table.users.values() if u.username != "kibitzer")
        for restarted in (False, True):
            if restarted:
                await harness.restart_bot()
                await table.settle()
            view = await table.refresh(north)
            _line(view.text, "Previous deal: ")
            # The dealer's phrase on the line under the head (a phone's width each).
            assert f"Previous deal: **Deal 1**\ndealer {old}:" in view.text, view.text
            # The final balances, were the game to end now, say who held the seat before.
            live = bot_of(harness).tables.get(table.id)
            standing = _line(final_text(live, None, "en"), "Kibitzer ")
            assert standing.endswith(f" (seat {seat}; {old} during part of deal 1)"), standing
        # Deal 2 was Kibitzer's from its start: named as ever.
        await table.learn_hands()
        second = await table.play_deal(2)
        assert " → " not in second.text and old not in second.text.splitlines()[0]
        assert harness.problems() == []


async def test_a_deal_handed_over_midway_in_swedish(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        table, old, _ = await _hand_over_mid_deal(harness)
        result = await table.play_deal(1)
        head = result.text.splitlines()[0]
        assert head.startswith(f"**Giv 1** · givare {old}:"), head
        assert f"{old} → Kibitzer " in _line(result.text, "Tagna stick: "), result.text
        assert harness.problems() == []
