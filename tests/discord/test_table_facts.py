"""What a player at a phone sees through the fake Discord, for three facts a playtest found
missing: the fixed partners before the auction (AM-P1, AM-T2: in the lobby, on the table
message, in the hand view's head), the finished deal's last trick and every seat's tricks
(in the thread's result post, and on the next deal's table message until its first trick,
after a restart too),
and each suit's class on Mariland's bid buttons (MA-C2, MA-P1)."""

from __future__ import annotations

from pathlib import Path

from bot.engine.cards import SUIT_OF, Suit, card_label
from bot.wrapping import PHONE_LINE, display_width, seat_lines
from cogs.boston.deal_lines import packed, phone_lines
from tests.discord.driver import (
    boston,
    bot_of,
    code_of,
    computers_table,
    enabled_actions,
    first_of,
    north_plays_first_deal,
)
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage


def table_message(harness: BotHarness, table_id: int) -> FakeMessage:
    return next(
        m
        for m in harness.fake.guild.channel("general").visible_messages()
        if any(f"boston:hand:{table_id}" in c for c in m.custom_ids)
    )


async def test_am_p1_partners_before_the_auction_and_the_last_trick_after_the_deal(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        place = fake.guild.channel("general")
        await (await fake.slash(north, "boston new", {"variant": "american"}, channel=place)).done()
        lobby = await fake.wait_for_message(
            place, lambda m: any("boston:lobby:" in c for c in m.custom_ids)
        )
        assert "Partners sit opposite: seats 1 & 3 against seats 2 & 4." in lobby.text
        for _ in range(3):
            await (await fake.click(north, lobby, label="Computer: heuristic")).done()
            await harness.settle()  # redrawn, as a person sees it before pressing again
        await (await fake.click(north, lobby, label="Start")).done()
        await harness.settle()
        table_id = int(lobby.custom_ids[0].split(":")[2])
        live = bot_of(harness).tables.get(table_id)
        name = {s: a.display_name for s, a in live.seats.items()}
        message = table_message(harness, table_id)
        sides = f"Partners: {name[1]} & {name[3]} against {name[2]} & {name[4]}"
        assert sides in message.text.splitlines()
        hand = await (await fake.click(north, message, label="My hand")).message()
        assert hand.ephemeral_to is north
        # The partner on a line of its own where both would pass a phone's line.
        head = f"**Table {table_id} · deal 1** — you are seat 1, {name[1]}"
        partner = f"your partner: {name[3]}"
        assert f"{head} · {partner}" in hand.text or f"{head}\n{partner}" in hand.text

        await north_plays_first_deal(
            harness, table_id, message, first_of("bid.", "play.", "claim.accept", "pass")
        )
        game = live.game
        assert game is not None
        played = game.deals[0].deal
        assert played is not None and played.is_over
        view = played.public_view()
        last = view.tricks[-1]
        # Its cards on a phone's lines under its head (long names: a line each).
        plays = "\n".join(packed([f"{name[s]} {card_label(c)}" for s, c in last.cards]))
        # The keeper first (a phone wraps), the cards on the next line.
        shown = f"{name[last.winner]} took it\n{plays}"
        thread = message.thread or message.channel
        post = next(m for m in thread.visible_messages() if "**Deal 1**" in m.text)
        assert f"\nLast trick: {shown}\n" in post.text
        # Broken between seats for a phone as the balances are (long names: two a line).
        won = [f"{name[s]} {view.won[s - 1]}" for s in (1, 2, 3, 4)]
        tricks = "\n".join(seat_lines(won, lambda first: f"Tricks: {first}"))
        assert f"\n{tricks}\n" in post.text
        assert all(display_width(line) <= PHONE_LINE for line in tricks.splitlines()), tricks
        # Deal 2 waits for North's bid (every seat speaks before a trick): deal 1's last
        # trick is still on the table message, and in North's hand view.
        second = game.deals[-1].deal
        assert len(game.deals) == 2 and second is not None and not second.play.tricks
        # Its head broken after its colon where the winner's long name passes a phone's line.
        head = f"Last trick of deal 1: {name[last.winner]} took it"
        earlier = "\n".join([*phone_lines(head, [name[last.winner]]), plays])
        assert f"\n{earlier}\n" in message.text
        hand = await (await fake.click(north, message, label="My hand")).message()
        assert f"\n{earlier}\n" in hand.text
        # A restart rebuilds the table from deal 1's checkpoint, which keeps no cards but
        # keeps the last trick: it is still shown.
        await harness.restart_bot()
        hand = await (await fake.click(north, message, label="My hand")).message()
        assert f"\n{earlier}\n" in hand.text


async def test_ma_c2_the_bid_buttons_show_each_suits_class(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table_id = await computers_table(harness, {"variant": "mariland"})
        live = bot_of(harness).tables.get(table_id)
        message = table_message(harness, table_id)
        assert "Partners" not in message.text  # Mariland's declarer plays alone (MA-C4)
        game = live.game
        assert game is not None and game.current is not None and game.current.deal is not None
        assert game.current.deal.turned is not None
        top = SUIT_OF[game.current.deal.turned]  # deal 1: the superpreference (MA-D2)
        await bot_of(harness).tables.wait_idle(table_id)
        await harness.settle()
        seat_view = live.view(1)
        assert seat_view is not None and seat_view.to_act == 1  # every seat bids before play
        view = await (await fake.click(north, message, label="My hand")).message()
        select = view.selects[0]
        contract = select["options"][-1]["value"]  # Thirteen: every suit still overcalls
        await (await fake.select(north, view, select["custom_id"], [contract])).done()
        bids = [c for c in enabled_actions(view) if code_of(c).startswith("bid.")]
        labels = sorted(b["label"] for b in view.buttons if b.get("custom_id") in bids)
        # The contract is named by the select and a line of text; each button its suit and
        # the suit's class (short enough for a phone's row).
        assert labels == sorted(
            f"{s.symbol} ({'superpreference' if s is top else 'plain suit'})" for s in Suit
        )
        assert "The buttons below bid **Thirteen**." in view.text
