"""A seat handed to someone else during a deal is named, where a line counts the whole deal,
by each who played it in turn with an arrow ("Bengt Bengtsson → Erik Eriksson", the same in
English and Swedish): broken for a phone or a terminal, the chain stays one name, as a name
of several words does; no line ends or begins with the arrow.

Before: the score sheet of ``/boston protocol`` broke "Margareta L. + Bengt Bengtsson →" /
"Erik E.: …", and a payment line could break at the arrow too."""

from __future__ import annotations

import pytest

from bot.engine.record import SeatChange, game_from_record
from bot.names import in_turn
from bot.score_sheet import score_sheet
from bot.sheet import SeatPlayers
from bot.wrapping import fill, fill_at_commas
from tests.fuzz.test_fuzz_records import played_record

PLAYERS = ["Anna Andersson", "Bengt Bengtsson", "Cecilia Carlsson", "Margareta Lindqvist"]


def _split_at_the_arrow(text: str) -> list[str]:
    return [
        line for line in text.splitlines() if line.strip().startswith("→") or line.endswith("→")
    ]


def test_the_chain_is_an_arrow_in_every_language() -> None:
    assert in_turn(["Cecilia", "Erik"]) == "Cecilia → Erik"
    assert in_turn(["Cecilia", "Erik", "Fia"]) == "Cecilia → Erik → Fia"
    assert in_turn(["Cecilia"]) == "Cecilia"


@pytest.mark.parametrize("width", range(14, 44))
def test_a_line_never_breaks_at_the_arrow(width: int) -> None:
    text = "Anna pays Bengt Bengtsson → Erik Eriksson 50, and the rest"
    whole = ["Anna", "Bengt Bengtsson", "Erik Eriksson"]
    for broken in (fill(text, width, whole=whole), fill_at_commas(text, width, whole=whole)):
        assert _split_at_the_arrow(broken) == [], broken
        assert "Bengt Bengtsson → Erik Eriksson" in broken, broken


@pytest.mark.parametrize("width", [34, 38, 44])
def test_the_score_sheet_keeps_the_seats_holders_together(width: int) -> None:
    game = game_from_record({**played_record(8, 3, "american"), "players": PLAYERS})
    held = SeatPlayers(PLAYERS, [SeatChange(2, "Erik Eriksson", 2, 6)], game)
    sheet = score_sheet(game, list(held.now), "sv", width=width, played=held.in_deal)
    assert " → Erik" in sheet, sheet
    assert _split_at_the_arrow(sheet) == [], sheet
