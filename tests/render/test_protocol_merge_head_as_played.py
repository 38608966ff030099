"""The Protocol answer's deal over whose merge question waits (SV-P9) heads the deal in play
by its result, each seat named as it played its part (``table_protocol.move_names_said``,
drawn with ``seat_names.MoveNames`` as for a deal in progress): a declarer who stepped away
once the deal was over is named by their name, not by the computer keeping the seat.

Before: ``move_names_said`` gave nothing for a deal over, so the head named each seat by its
holder now ("East (computer)")."""

from __future__ import annotations

from cogs.boston.protocol_parts import protocol_parts
from cogs.boston.seat_names import names
from cogs.boston.table_protocol import move_names_said
from tests.render.tables import NAMES, live_table
from tests.render.test_merge_question_on_a_phone import merge_asked
from tests.render.test_move_names_keep import _step_away  # pyright: ignore[reportPrivateUsage]
from tests.render.test_protocol_in_play_move_names import in_play_block


def test_the_merge_head_names_the_declarer_as_played() -> None:
    game, _ = merge_asked()
    entry = game.current
    assert entry is not None and entry.deal is not None and entry.deal.is_over
    result = entry.result
    assert result is not None and result.declarer is not None  # a lost contract: two betar
    declarer = result.declarer
    table = live_table(game)
    _step_away(table, declarer, "en")  # after the deal's last card
    seat_names = names(table)
    assert seat_names[declarer - 1] == f"{NAMES[declarer - 1]} (computer)"
    said = move_names_said(table, "en")
    answer = protocol_parts(game, seat_names, "en", "T", in_play=True, in_play_said=said)
    block = in_play_block(answer.text)
    assert NAMES[declarer - 1] in block, block
    assert "(computer)" not in block, block
    # Without them (the seats' holders now), the computer: the case the names fix.
    plain = in_play_block(protocol_parts(game, seat_names, "en", "T", in_play=True).text)
    assert f"{NAMES[declarer - 1]} (computer)" in plain, plain
