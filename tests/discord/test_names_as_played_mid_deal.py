"""The table message after a seat is given to someone else in the middle of a deal
(``/boston replace`` after three tricks): each move made before names who made it, as the
deal's result will: the förhand, the declarer of the contract, the cards of the last trick
are East's; the side's tally, counted over the whole deal, names "East → Kibitzer"; a card
Kibitzer plays afterwards is Kibitzer's. Every hand view shows the same lines, and so do
they after a restart (the table rebuilt from its log).

Before: every line of the deal in play named the seat's new holder, so Kibitzer was the
declarer of a contract East had bid, and had played East's cards, until the deal ended."""

from __future__ import annotations

from pathlib import Path

from cogs.boston.table_message import play_text
from tests.discord.driver import Table, boston, bot_of, cards_in, replace_seat, seated_table
from tests.support.bot_runner import BotHarness


def _line(text: str, start: str) -> str:
    found = [line for line in text.splitlines() if line.startswith(start)]
    assert len(found) == 1, text
    return found[0]


async def _hand_over_after_three_tricks(harness: BotHarness) -> Table:
    """Deal 1 (East declares 5 spel, South whists) played to its fourth trick's second card;
    then East's seat goes to Kibitzer."""
    fake = harness.fake
    table = await seated_table(harness)
    live = bot_of(harness).tables.get(table.id)
    assert live.game is not None
    deal = live.game.deals[0].deal
    assert deal is not None
    while len(deal.play.tricks) < 3 or len(deal.play.current) < 2:
        user = table.on_turn()
        assert user is not None, table.message.text
        await table.step(user)
    east, kibitzer = fake.user("east"), fake.user("kibitzer")
    assert live.seats[2].player_id == east.id
    await replace_seat(harness, fake.owner, {"seat": 2, "member": kibitzer, "table": table.id})
    await table.settle()
    assert live.seats[2].player_id == kibitzer.id
    del table.users[east.id]
    table.users[kibitzer.id] = kibitzer
    table.held[kibitzer.id] = cards_in(await table.open_hand(kibitzer))
    return table


def _as_played(text: str) -> None:
    assert _line(text, "Dealer: ") == "Dealer: North · förhand: East", text
    contract = _line(text, "Contract: ")
    assert contract.endswith("spelförare East") and "Kibitzer" not in contract, contract
    head = _line(text, "Last trick: ")
    last = text.splitlines()[text.splitlines().index(head) + 1]  # its cards, on the next line
    assert " East 5♠" in f" {last}" and "Kibitzer" not in head + last, last
    assert _line(text, "Trick 4: ") == "Trick 4: South A♥ · West 7♥", text
    # The side's tally, over the whole deal: East's seat by each who played it, then the
    # side's own tricks in the order it names them (East's seat none, South three).
    assert _line(text, "East → Kibitzer & South: ").startswith(
        "East → Kibitzer & South: 0+3=3 taken, target 8"
    ), text


async def test_a_seat_handed_over_mid_deal_keeps_the_earlier_moves_names(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await _hand_over_after_three_tricks(harness)
        _as_played(table.message.text)
        # Every hand view shares the deal's lines (HandCache.public_lines).
        _as_played((await table.refresh(fake.user("north"))).text)
        _as_played((await table.refresh(fake.user("kibitzer"))).text)
        # North plays, then Kibitzer: their card is theirs, East's moves stay East's.
        await table.step(fake.user("north"))
        kibitzer = fake.user("kibitzer")
        assert table.on_turn() is kibitzer
        await table.step(kibitzer)
        lines = table.message.text.splitlines()
        at = lines.index(_line(table.message.text, "Last trick: "))
        trick = " ".join(lines[at : at + 2])  # the keeper, then the cards on the next line
        assert " Kibitzer " in f" {trick} " and " East " not in trick, trick
        assert _line(table.message.text, "Contract: ").endswith("spelförare East")
        assert harness.problems() == []


async def test_the_earlier_moves_names_survive_a_restart(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await _hand_over_after_three_tricks(harness)
        await harness.restart_bot()
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        assert live.seats[2].display_name == "Kibitzer"
        _as_played(play_text(live, "en"))
        assert harness.problems() == []
