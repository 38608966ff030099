"""NT-B2's laid card in a Nantes result post keeps within a phone's line, as every other line
of the post does. A re-check playtest saw "East laid 6♥ face down with their demande, which
was overcalled." (64 columns) and "East lade 6♥ dolt med sin demande, som blev överbjuden."
(55) added to the post unbroken; now broken after its comma, its names whole."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Pass, Play
from bot.engine.cards import parse_card
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.engine.words import Lang
from bot.wrapping import PHONE_LINE, display_width
from cogs.boston.results import finished_lines, result_text
from tests.engine.nantes.test_nantes_deal import hands
from tests.render.tables import NAMES, live_table


def overcalled() -> Game:
    """Deal 1 thrown in; in deal 2 (petite ♣) East lays 8♣ with a demande and North overcalls
    with the Demande en belle, played to the end."""
    game = new_game("nantes", {}, list(NAMES), first_dealer=4)
    game.start_deal(list(range(52)), parse_card("5H"))
    while game.to_act is not None:
        game.apply(Pass(game.to_act))
    game.start_deal_from_hands(hands(s2="8C 9C"), parse_card("4C"))
    game.apply(Bid(2, "demande", card=parse_card("8C")))
    game.apply(Bid(1, "demande-belle"))
    while (seat := game.to_act) is not None:
        actions = game.legal_actions(seat)
        game.apply(next((a for a in actions if isinstance(a, Play)), Pass(seat)))
    return game


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", ["East laid 8♣ face down with their demande,", "which was overcalled."]),
        ("sv", ["East lade 8♣ dolt med sin demande,", "som blev överbjuden."]),
    ],
)
def test_an_overcalled_laid_card_is_on_a_phones_lines(lang: Lang, said: list[str]) -> None:
    game = overcalled()
    entry = game.deals[-1]
    table = live_table(game, "nantes")
    assert finished_lines(table, entry, lang)[:2] == said
    assert entry.settlement is not None
    post = result_text(table, game, entry, entry.settlement, lang)
    assert "\n".join(said) in post, post
    # The glossary's notes under the payments ("-# **faktor**: …") are prose Discord wraps.
    drawn = [line for line in post.splitlines() if not line.startswith("-# ")]
    assert all(display_width(line) <= PHONE_LINE for line in drawn), post
