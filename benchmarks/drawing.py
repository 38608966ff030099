"""What drawing one hand view costs, piece by piece, on the main thread.

Run: ``.venv/bin/python benchmarks/drawing.py [--number 3000] [--repeats 5] [--seed 3]``

A hand view is drawn about 2.3 times per click at 200 tables (the mover's answer, the next
seat's view, a waiting seat's), the table message once every second or so (issue #17,
``docs/performance.md``). This prices, for a Swedish deal a few tricks into play (a seeded
deal, the first legal actions after a random auction), each piece of a drawing that
``cogs/boston/play.py`` puts together:

* ``seat_view``: the engine's view of the seat (``LiveTable.view``), its public fields drawn
  already at this state (by another seat's view or the table message);
* ``first_seat_view``: the same, as the first view of a new state (its public fields drawn);
* ``public_lines``: the deal's public lines (``deal_lines.deal_lines``), which the views and the
  table message drawn at one state share (``HandCache.public_lines``);
* ``components``: the rest of the view, given those lines (``hand_components``): the hand's
  text, the card buttons, the other actions;
* ``whole``: the first seat view, the lines and the components, as a drawing that shares
  nothing (the mover's answer: the first drawing of a new state);
* ``public_view``: everyone's view, the table message's source.

Each figure is the best of ``--repeats`` blocks of ``--number`` calls, in microseconds per
call: the least disturbed by whatever else the machine runs. Compare two versions of the code
in the same minutes, alternating.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import timeit
from collections.abc import Callable
from pathlib import Path
from typing import Any

SELF = Path(__file__).resolve()
ROOT = SELF.parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.engine.game import Game  # noqa: E402
from bot.engine.variants import new_game  # noqa: E402
from bot.tables.service import LiveTable  # noqa: E402
from cogs.boston.deal_lines import deal_lines  # noqa: E402
from cogs.boston.hand_view import hand_components  # noqa: E402
from tests.render.tables import NAMES, live_table  # noqa: E402


def table_in_play(seed: int, moves: int = 12) -> LiveTable:
    """A Swedish table ``moves`` actions into its first deal: a random auction, then the
    first legal card each time."""
    game: Game = new_game("swedish", {"payment": "traditional"}, NAMES)
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    game.start_deal(deck, 0)
    for number in range(moves):
        seat = game.to_act
        assert seat is not None, "the deal ended early: choose another seed"
        legal = game.legal_actions(seat)
        game.apply(rng.choice(legal[:3]) if number < 4 else legal[0])
    return live_table(game)  # the tests' table: seats North to West, default settings


def pieces(table: LiveTable) -> dict[str, Callable[[], Any]]:
    game = table.game
    assert game is not None and game.to_act is not None
    seat = game.to_act
    view = table.view(seat)
    assert view is not None
    lines = deal_lines(table, view, "en")
    entry = game.deals.last
    assert entry is not None and entry.deal is not None
    deal = entry.deal

    def first_view() -> Any:
        deal._public = None  # pyright: ignore[reportPrivateUsage]  # as after a move
        return table.view(seat)

    def whole() -> Any:
        drawn = first_view()
        assert drawn is not None
        return hand_components(table, drawn, "en", public=deal_lines(table, drawn, "en"))

    return {
        "seat_view": lambda: table.view(seat),
        "first_seat_view": first_view,
        "public_lines": lambda: deal_lines(table, view, "en"),
        "components": lambda: hand_components(table, view, "en", public=lines),
        "whole": whole,
        "public_view": table.public_view,
    }


def measure(number: int, repeats: int, seed: int) -> dict[str, float]:
    """Microseconds per call of each piece, the best of ``repeats`` blocks of ``number``."""
    return {
        name: min(timeit.repeat(call, number=number, repeat=repeats)) / number * 1e6
        for name, call in pieces(table_in_play(seed)).items()
    }


def main() -> None:
    parser = argparse.ArgumentParser(description="the cost of drawing one hand view")
    parser.add_argument("--number", type=int, default=3000, help="calls per block")
    parser.add_argument("--repeats", type=int, default=5, help="blocks; the best is kept")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    figures = {k: round(v, 2) for k, v in measure(args.number, args.repeats, args.seed).items()}
    if args.json:
        print(json.dumps(figures))
        return
    print(f"µs per call, best of {args.repeats} blocks of {args.number}")
    for name, micros in figures.items():
        print(f"{name:14} {micros:8.2f}")


if __name__ == "__main__":
    main()
