"""A pass the rules leave no choice about, through the fake Discord: in American Boston eldest
bids 13, the top of the ladder (AM-B2: only a higher bid may follow). Before, each of the three
others was pinged "your turn at table 1: …" in turn and their hand view showed a lone **Pass**
button. Now the table passes for them at once: nobody is called, the deal goes on to the play,
and the passes are saved in the table's log as any pass."""

from __future__ import annotations

from pathlib import Path

from bot.engine.actions import Pass
from bot.engine.phase import Phase
from bot.tables.log import ACTION
from tests.discord.driver import boston, bot_of, code_of, enabled_actions
from tests.discord.test_boston_fontainebleau import open_variant_table
from tests.discord.test_forced_moves_discord import posted_texts
from tests.discord.test_table_texts import auction_line
from tests.support.fake_model import FakeUser


async def test_am_b2_nobody_is_called_to_pass_after_the_top_bid(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:  # grace 0: a notice every turn
        table = await open_variant_table(harness, "american")
        fake = harness.fake
        eldest = table.on_turn()
        assert eldest is not None
        view = await table.refresh(eldest)
        select = view.selects[0]
        assert any(o["value"] == "13" for o in select["options"])
        await (await fake.select(eldest, view, select["custom_id"], ["13"])).done()
        codes = {code_of(c): c for c in enabled_actions(view)}
        start = len(fake.requests)
        await (await fake.click(eldest, view, codes["bid.13.plain"])).done()
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        game = live.game
        assert game is not None and game.current is not None and game.current.deal is not None
        deal = game.current.deal
        assert deal.phase is not Phase.AUCTION
        others = [u for u in table.users.values() if u is not eldest]
        passed = [Pass(live.seat_of(u.id) or 0) for u in others]
        assert set(deal.auction.history[1:]) == set(passed)  # made, saved, in the log
        posts = posted_texts(fake.requests[start:])
        # Nobody was called for a pass the rules make: no notice names any of the three.
        assert not [p for p in posts if any(f"<@{u.id}>" in p for u in others)], posts
        service = bot_of(harness).tables
        logged = [p for kind, p in await service.db.event_log(table.id) if kind == ACTION]
        assert [a["seat"] for a in logged[-3:]] == [p.seat for p in deal.auction.history[1:]]
        for user in others:  # no open view drew the lone Pass button
            view = table.views.get(user.id)
            if view is not None:
                assert "Pass" not in view.labels, view.labels


async def test_sv_b4_the_juniors_pass_is_made_and_the_senior_is_still_asked(
    tmp_path: Path,
) -> None:
    """Swedish Boston: förhand bids 5 spel, the next player 13 spel in the first colour. The
    two after him have nothing higher and are junior to him (SV-B3, SV-B4): the table passes
    for them, unasked. Förhand, senior to him, may take it over i förhand: he is called."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await open_variant_table(harness, "swedish")
        fake = harness.fake
        start, bidders = 0, list[FakeUser]()
        for contract, code in (("5", "bid.5.plain"), ("13", "bid.13.first")):
            user = table.on_turn()
            assert user is not None
            view = await table.refresh(user)
            select = view.selects[0]
            await (await fake.select(user, view, select["custom_id"], [contract])).done()
            codes = {code_of(c): c for c in enabled_actions(view)}
            start = len(fake.requests)
            bidders.append(user)
            await (await fake.click(user, view, codes[code])).done()
            await table.settle()
        forhand = bidders[0]
        live = bot_of(harness).tables.get(table.id)
        game = live.game
        assert game is not None and game.to_act == live.seat_of(forhand.id)
        juniors = [u for u in table.users.values() if u not in bidders]
        posts = posted_texts(fake.requests[start:])
        assert not [p for p in posts if any(f"<@{u.id}>" in p for u in juniors)], posts
        assert [p for p in posts if p.startswith(f"<@{forhand.id}>")], posts
        # The passes are said on the auction line like any pass.
        auction = auction_line(table.message.text)
        assert auction is not None
        assert auction.count(": pass") == 2 and auction.endswith(": pass"), auction
