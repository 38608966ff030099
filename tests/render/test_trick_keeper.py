"""A past trick names who took it first (a playtest on a phone): "Last trick: Computer 2
(heuristic) Q♠ · Computer 3 (heuristic) 3♠ · … — Computer 3 (heuristic) won it" wrapped over
three lines of a phone's ~44 columns, the keeper last, after four names that are not him.
Now the keeper comes straight after the line's label, in the table message, the hand view
and the result post alike, in both languages."""

from __future__ import annotations

import pytest

from bot.engine.cards import parse_card
from bot.engine.tricks import Trick
from bot.engine.variants import get_variant, new_game
from bot.i18n import Lang
from cogs.boston.deal_lines import earlier_trick_text, last_trick_text
from cogs.boston.results import PHONE_COLUMNS
from db.models import SeatAssignment
from tests.render.tables import NAMES, live_table
from tests.render.test_table_facts import play_first_deal, start

LONG = ("Anna", "Computer 2 (heuristic)", "Computer 3 (heuristic)", "Computer 4 (heuristic)")


@pytest.mark.parametrize(
    ("lang", "head"),
    [
        ("en", "Last trick: Computer 3 (heuristic) took it"),
        ("sv", "Senaste sticket: Computer 3 (heuristic) tog det"),
    ],
)
def test_the_last_trick_names_its_keeper_first(lang: Lang, head: str) -> None:
    table = live_table(None)
    table.seats = {
        s: SeatAssignment(seat=s, player_id=10 + s, display_name=LONG[s - 1]) for s in (1, 2, 3, 4)
    }
    played = zip((2, 3, 4, 1), ("QS", "KS", "3S", "9S"), strict=True)
    cards = tuple((s, parse_card(c)) for s, c in played)
    line = last_trick_text(table, Trick(leader=2, cards=cards, winner=3), lang)
    assert line.startswith(head)
    keeper = LONG[2]
    assert line.index(keeper) + len(keeper) <= PHONE_COLUMNS  # whole on a phone's first line
    assert line.endswith("Computer 4 (heuristic) 3♠ · Anna 9♠")


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_earlier_deals_last_trick_names_its_keeper_first(lang: Lang) -> None:
    game = new_game("swedish", get_variant("swedish").settings({}), NAMES)
    play_first_deal(game)
    start(game, 2)
    last = game.deals[0].last_trick
    assert last is not None
    line = earlier_trick_text(live_table(game), lang)
    assert line is not None
    label = "Last trick of deal 1: " if lang == "en" else "Sista sticket i giv 1: "
    assert line.startswith(label + NAMES[last.winner - 1])
