"""The only trump a declarer may name, through the fake Discord: in Swedish Boston förhand bids
6 spel *i högsta färg*, which allows the turned suit alone (SV-B9). Before, the declarer was
pinged "your turn at table 1: name trumps." and their hand view showed one trump button. Now
the table names it at once: the declarer is not called to name trumps, the naming is saved
in the table's log as any naming, and the next question (whist, SV-W1) is asked."""

from __future__ import annotations

from pathlib import Path

from bot.engine.actions import NameTrump
from bot.engine.phase import Phase
from bot.tables.log import ACTION
from tests.discord.driver import Table, boston, bot_of, code_of, enabled_actions
from tests.discord.test_boston_fontainebleau import open_variant_table
from tests.discord.test_forced_moves_discord import posted_texts
from tests.support.fake_discord import FakeDiscord
from tests.support.fake_model import FakeUser


async def first_suit_six_passed(table: Table, fake: FakeDiscord) -> tuple[FakeUser, FakeUser, int]:
    """SV-B9: förhand bids 6 spel *i högsta färg* and the three others pass, the last pass
    ending the auction: the declarer, the last passer, and the count of requests before his
    pass."""
    declarer = table.on_turn()
    assert declarer is not None
    view = await table.refresh(declarer)
    select = view.selects[0]
    await (await fake.select(declarer, view, select["custom_id"], ["6"])).done()
    codes = {code_of(c): c for c in enabled_actions(view)}
    await (await fake.click(declarer, view, codes["bid.6.first"])).done()
    await table.settle()
    last, start = declarer, 0
    for _ in range(3):  # the others pass
        last = table.on_turn()
        assert last is not None and last is not declarer
        view = await table.refresh(last)
        codes = {code_of(c): c for c in enabled_actions(view)}
        start = len(fake.requests)
        await (await fake.click(last, view, codes["pass"])).done()
        await table.settle()
    return declarer, last, start


async def test_sv_b9_the_declarer_is_not_called_to_name_the_only_trump(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:  # grace 0: a notice every turn
        table = await open_variant_table(harness, "swedish")
        fake = harness.fake
        declarer, _, start = await first_suit_six_passed(table, fake)
        live = bot_of(harness).tables.get(table.id)
        game = live.game
        assert game is not None and game.current is not None and game.current.deal is not None
        deal = game.current.deal
        seat = live.seat_of(declarer.id)
        first = deal.first_suit
        assert seat is not None and first is not None
        assert deal.trump is first and NameTrump(seat, first) in deal.actions
        assert deal.phase is Phase.WHIST_OFFER  # SV-W1: the next question is the declarer's
        service = bot_of(harness).tables
        logged = [p for kind, p in await service.db.event_log(table.id) if kind == ACTION]
        assert logged[-1]["seat"] == seat and logged[-1]["trump"] == first.name[0]
        # The declarer was called once since the last pass: for whist, not to name trumps.
        mine = [p for p in posted_texts(fake.requests[start:]) if f"<@{declarer.id}>" in p]
        assert not [p for p in mine if "name trumps" in p], mine
        assert [p for p in mine if "whist" in p.lower()], mine
        view = await table.refresh(declarer)
        assert not [c for c in enabled_actions(view) if code_of(c).startswith("trump.")]
