"""A claim pending before any trick is won (SV-T4, AM-T3: the declarer claims on lead, the
defenders answer in turn) kept the declaring side's count off every view: "North 0 & South
0: 0 taken, target 8 · defenders: 0" went at the claim and came back with the first trick.
It stays as at any other moment of play, on the table message and every hand view."""

from __future__ import annotations

import pytest

from bot.engine.actions import Claim
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.seats import SEATS
from bot.engine.variants import new_game
from bot.players import make_player
from bot.simulate import NAMES as SIM_NAMES
from bot.simulate import deck_for, game_settings, play_step, seat_seed
from cogs.boston.deal_lines import deal_lines, side_line
from cogs.boston.hand_view import hand_components
from cogs.boston.table_message import play_text
from tests.render.tables import live_table


def claimed_on_the_first_lead(variant: str) -> Game:
    """A game of heuristic players whose declarer, on lead to the deal's first trick, has
    claimed the rest: the defenders are yet to answer."""
    for seed in range(1, 40):
        players = {s: make_player("heuristic", seat_seed(seed, s)) for s in SEATS}
        game = new_game(variant, game_settings({}, 4), SIM_NAMES)
        for _ in range(60):
            if game.current is None:
                deck, turned = deck_for(seed, len(game.deals) + 1)
                game.start_deal(deck, turned)
            seat = game.to_act
            if seat is None:
                break
            claim = next((a for a in game.legal_actions(seat) if isinstance(a, Claim)), None)
            view = game.public_view()
            first_lead = view is not None and not view.tricks and not view.current_trick
            if claim is not None and first_lead:
                game.apply(claim)
                return game
            play_step(game, players)
    raise AssertionError(f"no claim on the first lead in {variant}")


@pytest.mark.parametrize("variant", ["swedish", "american"])
def test_sv_t4_the_sides_count_stays_while_a_claim_waits_for_its_answers(variant: str) -> None:
    game = claimed_on_the_first_lead(variant)
    table = live_table(game, variant)
    view = table.public_view()
    assert view is not None and view.phase is Phase.CLAIM and not view.tricks
    tally = side_line(table, view, "en")
    assert tally is not None and " 0+0=0 taken" in tally, tally
    assert tally in deal_lines(table, view, "en")
    assert tally in play_text(table, "en").splitlines()  # the table message
    for seat in SEATS:
        seen = game.view(seat)
        assert seen is not None
        content = str(hand_components(table, seen, "en")[0]["content"])
        assert tally in content.splitlines(), (seat, content)
