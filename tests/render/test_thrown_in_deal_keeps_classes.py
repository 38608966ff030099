"""NT-G3: a Nantes deal nobody bid in is thrown in, over with no contract and no card played,
so nothing replaces its suits' classes: ``cards_begun`` says the cards are begun only once
they are, or the deal is over with a contract (its line then says what the auction came to)
or with cards played (a Misère Partout, DW-B4, FB-A). It said so of every deal over."""

from __future__ import annotations

from dataclasses import replace

from bot.engine.actions import Pass
from bot.engine.cards import parse_card
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.wrapping import PHONE_LINE
from cogs.boston.deal_lines import cards_begun, deal_lines
from tests.render.tables import NAMES, live_table


def test_nt_g3_a_thrown_in_deal_keeps_its_classes() -> None:
    game = new_game("nantes", {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    bidding = game.public_view()
    assert bidding is not None
    for _ in range(4):
        game.apply(Pass(game.to_act or 0))
    over = game.deals[-1].deal
    assert over is not None
    thrown = over.public_view()
    assert thrown.phase is Phase.OVER and thrown.contract is None and not thrown.tricks
    assert not cards_begun(thrown)
    lines = deal_lines(live_table(game, "nantes"), thrown, "en")
    assert "belle – best suit ♦ · petite – second suit: none" in lines, lines
    assert all(len(line) <= PHONE_LINE for line in lines)
    # Over with a contract, or with cards played: the classes give way.
    contract = next(c for c in bidding.ladder if not c.misere)
    assert cards_begun(replace(thrown, contract=contract, declarer=2))
    played = replace(bidding, phase=Phase.PLAY, current_trick=((2, over.dealt[1][0]),))
    assert cards_begun(played) and cards_begun(replace(played, phase=Phase.OVER))
    assert not cards_begun(bidding)
