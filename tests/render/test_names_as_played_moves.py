"""A seat handed over twice during the deal in play: Ada bid East's contract and played its
first card, Bo its second, and Cy holds it now. Each line names who made the move it tells
(``seat_names.MoveNames``): the förhand and the declarer Ada, the last trick's card and its
winner Ada, the card on the table Bo; the tricks taken, counted over the whole deal, each who
played the seat in turn ("Ada → Bo → Cy", as the deal's result will). Once nobody
handed a seat over, the lines are as before.

Before: every line of the deal in play named the seat's holder now, Cy, who had not moved."""

from __future__ import annotations

from bot.engine.actions import Play
from cogs.boston.deal_lines import deal_lines
from db.models import SeatAssignment
from tests.render.tables import live_table
from tests.render.test_move_names_keep import _game  # pyright: ignore[reportPrivateUsage]


def _hold(table_seats: dict[int, SeatAssignment], player: int, name: str) -> None:
    table_seats[2] = SeatAssignment(seat=2, player_id=player, display_name=name)


def test_each_move_names_who_made_it() -> None:
    game = _game("swedish", plays=6)  # East declares; trick 2 has two cards, East's first
    table = live_table(game)
    deal = game.deals[0].deal
    assert deal is not None and deal.declarer == 2
    untouched = deal_lines(table, deal.public_view(), "en")
    first, second = (i for i, a in enumerate(deal.actions) if isinstance(a, Play) and a.seat == 2)
    # As LiveTable.hand_over notes them: Ada after East's first card, Bo after its second.
    table.move_holders = [(2, 1, first + 1, "Ada"), (2, 1, second + 1, "Bo")]
    table.part_holders = [(2, 1, "Ada"), (2, 1, "Bo")]
    _hold(table.seats, 92, "Cy")
    table.follow_holders()
    lines = deal_lines(table, deal.public_view(), "en")
    assert lines[0] == "Dealer: North · förhand: Ada", lines
    # In play the suits' classes and the auction give way to the contract line.
    assert lines[1] == "Turned from a second pack: K♠"
    assert lines[2].endswith(" · spelförare Ada"), lines  # the contract, its parts on 2 lines
    assert lines[4] == "Trick 2: Bo 9♠ · South 10♠", lines
    assert lines[5] == "Ada → Bo → Cy & South: 1+0=1 taken, target 8", lines
    assert lines[6] == "defenders: 0", lines  # the side's line, broken between its parts
    assert lines[7:9] == ["Last trick: Ada took it", "Ada 7♠ · South 5♠ · West 2♠ · North 4♠"]
    assert all("Cy" not in line.replace("→ Cy", "") for line in lines), lines  # no move
    # Nobody handed the seat over: the lines are as ever.
    table.move_holders, table.part_holders = [], []
    _hold(table.seats, 12, "East")
    table.follow_holders()
    assert deal_lines(table, deal.public_view(), "en") == untouched
