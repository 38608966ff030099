"""Why the game is over, heading its end post in the reader's language (bot.standings.
over_words, cogs.boston.results.final_text): a game ended by its agreed number of deals says
so (DW-P7 here; SV-F3, NT-G2, FB-G1 alike), as a tour ended by its betar does (SV-P11); a
game of no agreed length, or ended by agreement (SV-M2), says only that it is over."""

from __future__ import annotations

import pytest

from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.i18n import Lang, tn
from cogs.boston.results import final_text
from tests.engine.dawson.helpers import contract_result
from tests.render.tables import NAMES, live_table


def _dawson(settings: dict[str, object]) -> Game:
    game = new_game("dawson", settings, NAMES, 1)
    game.add_scored(contract_result("5", 2, 5, dealer=1))
    game.add_scored(contract_result("7", 3, 5, dealer=2))
    return game


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "**The game is over:** all 2 deals are played."),
        ("sv", "**Spelet är slut:** alla 2 givar är spelade."),
    ],
)
def test_a_game_ended_by_its_deals_says_so(lang: Lang, said: str) -> None:
    game = _dawson({"deals": 2})
    assert game.tour_over
    final = game.close()
    text = final_text(live_table(game, "dawson", "finished"), final, lang)
    assert text.splitlines()[0] == said, text


@pytest.mark.parametrize(
    ("lang", "said"), [("en", "**The game is over.**"), ("sv", "**Spelet är slut.**")]
)
def test_a_game_of_no_agreed_length_or_stopped_by_agreement_says_only_it_is_over(
    lang: Lang, said: str
) -> None:
    unlimited = _dawson({})
    final = unlimited.close()
    text = final_text(live_table(unlimited, "dawson", "finished"), final, lang)
    assert text.splitlines()[0] == said, text
    # SV-M2: stopped by agreement after 2 of 5 agreed deals.
    stopped = _dawson({"deals": 5})
    table = live_table(stopped, "dawson", "finished")
    table.row = table.row.model_copy(update={"end_requested": True})
    final = stopped.close()
    assert final_text(table, final, lang).splitlines()[0] == said


@pytest.mark.parametrize(
    ("lang", "key", "said"),
    [
        ("en", "result.tour_over", "**The tour is over:** its one bet is played off."),
        ("sv", "result.tour_over", "**Turen är slut:** dess enda bet är avspelad."),
        ("en", "result.over_deals_more", "**The game is over:** the agreed deal is played, and 2"),
        ("sv", "result.over_deals_more", "**Spelet är slut:** den överenskomna given är spelad"),
    ],
)
def test_sv_p11_nt_g4_one_bet_or_one_agreed_deal_is_said_in_the_singular(
    lang: Lang, key: str, said: str
) -> None:
    """A tour of one bet (SV-P11's ``tour_length=1``) or a game of one agreed deal played on
    for its pool (NT-G4) read "all 1 betar", "the 1 agreed deals"."""
    assert tn(lang, key, 1, more=2).startswith(said)
