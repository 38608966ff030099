"""The Protocol answer's deal in play names each move as the table message does
(``table_protocol.move_names_said``, drawn on the event loop with ``seat_names.MoveNames``): a
seat kept by a computer for someone away by its person, a seat handed over during the deal by
who made each call and who declared.

Before: by the seats' holders now, so the protocol said "East (computer) Six" and "spelförare
Cy" where the table message said "East" and "spelförare Ada"."""

from __future__ import annotations

from bot.engine.actions import Play
from bot.i18n import Lang
from cogs.boston.deal_lines import deal_lines
from cogs.boston.protocol_parts import protocol_parts
from cogs.boston.seat_names import names
from cogs.boston.table_protocol import move_names_said
from db.models import SeatAssignment
from tests.render.tables import live_table
from tests.render.test_move_names_keep import (
    _game,  # pyright: ignore[reportPrivateUsage]
    _step_away,  # pyright: ignore[reportPrivateUsage]
)


def in_play_block(text: str) -> str:
    """The answer's last paragraph: the deal in play."""
    return text.rsplit("\n\n", 1)[1]


def test_a_seat_kept_by_a_computer_is_named_by_its_person() -> None:
    game = _game("swedish", plays=6)  # East declares
    table = live_table(game)
    lang: Lang = "en"
    _step_away(table, 2, lang)
    seat_names = names(table)
    assert seat_names[1] == "East (computer)"
    said = move_names_said(table, lang)
    answer = protocol_parts(game, seat_names, lang, "T", in_play=True, in_play_said=said)
    block = in_play_block(answer.text)
    assert "(computer)" not in block, block
    assert "Bids: East " in block and "spelförare East" in block, block
    # As the table message says them.
    view = table.public_view()
    assert view is not None
    assert any("spelförare East" in line for line in deal_lines(table, view, lang))


def test_a_seat_handed_over_during_the_deal_names_who_made_each_move() -> None:
    game = _game("swedish", plays=6)
    table = live_table(game)
    deal = game.deals[0].deal
    assert deal is not None and deal.declarer == 2
    first, second = (i for i, a in enumerate(deal.actions) if isinstance(a, Play) and a.seat == 2)
    table.move_holders = [(2, 1, first + 1, "Ada"), (2, 1, second + 1, "Bo")]
    table.part_holders = [(2, 1, "Ada"), (2, 1, "Bo")]
    table.seats[2] = SeatAssignment(seat=2, player_id=92, display_name="Cy")
    table.follow_holders()
    said = move_names_said(table, "en")
    answer = protocol_parts(game, names(table), "en", "T", in_play=True, in_play_said=said)
    block = in_play_block(answer.text)
    assert "Bids: Ada " in block and "spelförare Ada" in block, block
    assert "Cy" not in block, block
    # Without them (the seats' holders now), Cy: the case the names fix.
    plain = in_play_block(protocol_parts(game, names(table), "en", "T", in_play=True).text)
    assert "spelförare Cy" in plain, plain
