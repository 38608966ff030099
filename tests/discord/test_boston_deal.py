"""A whole deal played by four people clicking through the Boston bot, with the privacy scan."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import PLAYERS, boston, bot_of, cards_in, seated_table


async def test_four_people_play_a_deal_to_the_result(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        fake = harness.fake
        # The table has its own thread, hanging off the public table message.
        assert table.message.thread is not None
        # Each hand view shows 13 cards, and together the four hands are the whole pack.
        hands = list(table.held.values())
        assert [len(h) for h in hands] == [13, 13, 13, 13]
        assert len(set().union(*hands)) == 52
        # SV-D3: the card of a second pack, said so
        assert "Turned from a second pack:" in table.message.text
        assert "högsta färg" in table.message.text

        result = await table.play_deal(1, check_privacy=True)

        assert "5 spel" in result.text
        assert "Balances:" in result.text
        assert "Protocol" in result.labels
        # The result's protocol button answers privately with the sheet.
        sheet = await (await fake.click(fake.user("north"), result, label="Protocol")).message()
        assert sheet.ephemeral_to is fake.user("north") and "Played off:" in sheet.text
        # Deal 2 is dealt and shown; everyone's cards are secret again.
        await table.settle()
        assert "Deal 2" in table.message.text
        table.held = {u.id: cards_in(await table.open_hand(u)) for u in table.users.values()}
        table.assert_private(deal_no=2)
        service = bot_of(harness).tables
        live = service.get(table.id)
        assert live.game is not None and len(live.game.deals) == 2
        assert sorted(a.display_name.lower() for a in live.seats.values()) == sorted(PLAYERS)
