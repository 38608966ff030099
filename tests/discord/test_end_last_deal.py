"""``/boston end`` during a game's last deal (its agreed number of deals reached once the deal
in progress is over): the game ends then anyway, with its final settlement, so nothing is
asked and nothing changes; the host is told privately that this is already the last deal. A
question asked before the last deal began cannot turn that natural end into an agreed stop
either: its **End table N** gets the same answer."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from tests.discord.agreed_stop import end_table
from tests.discord.driver import PLAYERS, Table, boston, bot_of, seated_table
from tests.discord.test_boston_club import scorekeeping_table
from tests.support.bot_runner import BotHarness
from tests.support.db_digest import digest


async def _two_deal_table(harness: BotHarness, players: Sequence[str] = PLAYERS) -> Table:
    """A table of the default variant agreed to two deals, four people seated and started."""
    return await seated_table(harness, players=players, options={"rules": "deals=2"})


async def _first_move(table: Table) -> None:
    first = table.on_turn()
    assert first is not None
    await table.step(first)


async def test_end_in_the_last_deal_asks_nothing_and_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        north = fake.user("north")
        table = await _two_deal_table(harness)
        await table.play_deal(1)
        # Asked while deal 2, the last, is dealt but untouched: ending would drop it.
        early = await (await fake.slash(north, "boston end", channel=table.place)).message()
        assert early.labels == [f"End table {table.id}", "Keep playing"], early.text
        await _first_move(table)
        await harness.settle()
        live = bot_of(harness).tables.get(table.id)
        before = digest(path)
        answer = await (await fake.slash(north, "boston end", channel=table.place)).message()
        said = (
            f"This is already the last deal of the game at table {table.id}: the game ends "
            "with its final settlement when the deal is over. Nothing was changed."
        )
        assert answer.ephemeral_to is north
        assert answer.text == said, answer.text
        assert answer.labels == []
        # The question asked before the last deal began: the same answer, nothing done.
        await (await fake.click(north, early, label=f"End table {table.id}")).done()
        assert early.text == said, early.text
        assert early.labels == []
        await harness.settle()
        assert digest(path) == before
        assert live.status == "playing" and not live.row.end_requested
        public = fake.public_text()
        assert "is ending the game" not in public and "agreed stop" not in public
        # The deal played out, the game ends as agreed at its start, nobody named for it: by
        # its length, and its end post says so.
        await table.play_deal(2)
        over = "**The game is over:** all 2 deals are played."
        await fake.wait_for_message(table.place, lambda m: over in m.text)
        await harness.settle()
        assert bot_of(harness).tables.find(table.id) is None
        assert "is ending the game" not in fake.public_text()


async def test_end_in_the_last_deal_is_said_in_swedish(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        players = ("sven", "east", "south", "west")
        table = await _two_deal_table(harness, players)
        sven = harness.fake.user("sven")
        await table.play_deal(1)
        await _first_move(table)
        answer = await (await harness.fake.slash(sven, "boston end", {"table": table.id})).message()
        assert answer.text == (
            f"Det här är redan den sista given i spelet vid bord {table.id}: spelet slutar "
            "med slutavräkningen när given är slut. Inget ändrades."
        ), answer.text
        assert answer.labels == []
        assert not bot_of(harness).tables.get(table.id).row.end_requested


async def test_an_agreed_end_with_the_pool_empty_says_nothing_is_shared(tmp_path: Path) -> None:
    """Fontainebleau, ended by agreement after a made announcement took the pool: the
    closing post says where its settlement would stand that there is nothing to share (it
    used to show only the final balances, though the thread was promised a settlement)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        options: dict[str, object] = {
            "mode": "score",
            "variant": "fontainebleau",
            "rules": "deals=4",
        }
        message = await scorekeeping_table(harness, users, options)
        place = message.thread or message.channel
        made = {"contract": "7", "declarer": 2, "tricks": 7, "suit": "H"}
        entered = await (await fake.slash(users[0], "boston score", made)).message()
        assert entered.content.startswith("Deal 1 entered at table 1."), entered.content
        live = bot_of(harness).tables.get(1)
        assert live.game is not None and live.game.pool_now() == (0, 0)
        await end_table(fake, users[0], {"table": 1}, channel=place)
        final = await fake.wait_for_message(place, lambda m: "The game is over." in m.text)
        said = "End of the game:\n```\nnothing to share, the pool is empty\n```"
        assert said in final.text, final.text
