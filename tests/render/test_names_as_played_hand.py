"""While the merge question (SV-P9) is open, every hand view says how the deal went ("This
deal: …"): a seat a computer keeps for someone who stepped away is named by that person, as
the deal's result post names it (``seat_names.past_name``); so are the claimer's cards.

Before: the line named the seat by its keeper ("… with South (computer) as whister")."""

from __future__ import annotations

from bot.i18n import t
from bot.tables.options import TableOptions, with_options
from cogs.boston.hand_extras import last_deal_lines
from db.models import SeatAssignment
from tests.render.tables import NAMES, live_table
from tests.render.test_merge_question_on_a_phone import merge_asked


def test_the_deal_over_names_a_kept_seat_by_its_person() -> None:
    game, asked = merge_asked()
    table = live_table(game)
    for lang in ("en", "sv"):
        views = {seat: game.view(seat) for seat in (1, 2, 3, 4)}
        before = {s: last_deal_lines(table, game, v, lang) for s, v in views.items() if v}
        assert len(before) == 4 and all(before.values()), before
        for seat in (1, 2, 3, 4):
            keeper = t(lang, "club.computer_name", name=NAMES[seat - 1])
            table.seats[seat] = SeatAssignment(
                seat=seat, computer_level="heuristic", display_name=keeper
            )
            away = with_options(table.row.settings, TableOptions(away={seat: 10 + seat}))
            table.row = table.row.model_copy(update={"settings": away})
            for other, view in views.items():
                assert view is not None
                drawn = last_deal_lines(table, game, view, lang)
                assert drawn == before[other], (asked, seat, lang, drawn)
            table.seats[seat] = SeatAssignment(
                seat=seat, player_id=10 + seat, display_name=NAMES[seat - 1]
            )
            table.row = table.row.model_copy(
                update={"settings": with_options(table.row.settings, TableOptions())}
            )
