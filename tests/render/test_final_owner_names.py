"""The final standings name each seat's owner: a person who stepped away and let a computer
finish the game for them is named as themselves, not as the computer keeping their seat
(their tour and their money, as the statistics credit them)."""

from __future__ import annotations

import random

from bot.engine.actions import Pass
from bot.engine.variants import new_game
from bot.i18n import t
from bot.tables.options import TableOptions, with_options
from cogs.boston.results import final_text
from db.models import SeatAssignment
from tests.render.tables import NAMES, live_table


def test_the_final_standings_name_the_person_a_computer_kept_the_seat_for() -> None:
    game = new_game("swedish", {}, NAMES)
    deck = list(range(52))
    random.Random(3).shuffle(deck)
    game.start_deal(deck, deck[0])
    while (seat := game.to_act) is not None and game.current is not None:
        legal = game.legal_actions(seat)
        game.apply(next((a for a in legal if isinstance(a, Pass)), legal[0]))
    game.close()
    table = live_table(game)
    keeper = SeatAssignment(
        seat=2, player_id=None, display_name=f"{NAMES[1]} (computer)", computer_level="heuristic"
    )
    table.seats[2] = keeper
    table.row = table.row.model_copy(
        update={"settings": with_options(table.row.settings, TableOptions(away={2: 12}))}
    )
    english = final_text(table, None, "en")
    heading = t("en", "result.standings")
    assert heading in english, english
    standings = english.split(heading)[-1]
    assert f"{NAMES[1]} (computer)" not in standings, english
    assert NAMES[1] in standings, english
