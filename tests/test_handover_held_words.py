"""Who held a seat before its holder now, as the protocol's balances say it
(``bot.sheet.holder_balances``, the final standings' words): a deal is its holder's at its
end (its result, payments and statistics row, ``bot.tables.rows.settled_deal``), so one who
handed the seat over during a deal held it "during part of" that deal, not "through" it; in
English and Swedish.

Before: "(seat 2; Bengt through deal 1)" for a seat Bengt handed to Erik during deal 1, whose
whole result is Erik's."""

from __future__ import annotations

import pytest

from bot.engine.record import SeatChange, game_from_record
from bot.i18n import Lang
from bot.sheet import SeatPlayers, held_before_words, holder_balances
from tests.fuzz.test_fuzz_records import played_record

PLAYERS = ["Anna", "Bengt", "Cecilia", "David"]


@pytest.mark.parametrize(
    ("lang", "changes", "said"),
    [
        ("en", [SeatChange(2, "Erik", 1, 10)], "(seat 2; Bengt during part of deal 1)"),
        ("sv", [SeatChange(2, "Erik", 1, 10)], "(plats 2; Bengt under en del av giv 1)"),
        (
            "en",
            [SeatChange(2, "Erik", 2, 10)],
            "(seat 2; Bengt through deal 1 and part of deal 2)",
        ),
        (
            "sv",
            [SeatChange(2, "Erik", 2, 10)],
            "(plats 2; Bengt till och med giv 1 och en del av giv 2)",
        ),
        ("en", [SeatChange(2, "Erik", 3)], "(seat 2; Bengt through deal 2)"),
        # Erik took over during deal 1 and held deal 1's end, then handed it on between deals:
        # two before Fia, each said with the deals they played in (deal 1 in both; Bengt held
        # no deal's end, only part of deal 1).
        (
            "en",
            [SeatChange(2, "Erik", 1, 10), SeatChange(2, "Fia", 3)],
            "(seat 2; Bengt during part of deal 1, Erik in deals 1–2)",
        ),
    ],
)
def test_the_balances_say_what_each_held(lang: Lang, changes: list[SeatChange], said: str) -> None:
    game = game_from_record({**played_record(8, 3), "players": PLAYERS})
    held = SeatPlayers(PLAYERS, changes, game)
    line = holder_balances(game.balances, held, lang)
    now = held.now[1]
    assert f" {now} " in line and line.split(f" {now} ", 1)[1].split(" · ")[0].endswith(said), line


def test_nobody_before_says_nothing() -> None:
    assert held_before_words(2, [], "en") == ""
