"""The suit bid buttons in the order the line above them ranks the suits, best first (FB-B4:
"the suits rank ♦ ♥ ♣ ♠, best first" stood over [Bid ♠] [Bid ♣] [Bid ♥] [Bid ♦], the
reverse); where the rules rank no suits the buttons keep the order the bids are offered in."""

from __future__ import annotations

import re

import pytest

from bot.engine.actions import Bid
from bot.engine.cards import Suit
from bot.engine.game import Game
from bot.i18n import Lang
from cogs.boston.components import Component
from cogs.boston.hand_view import hand_components
from tests.render.tables import live_table
from tests.render.test_table_words_by_variant import buttons, started, texts

SYMBOLS = "".join(suit.symbol for suit in Suit)


def suits_of(components: list[Component]) -> list[str]:
    """The suit each bid button names, in the buttons' order."""
    out: list[str] = []
    for item in components:
        for widget in item.get("components", ()) if item.get("type") == 1 else ():
            if ":bid." not in str(widget.get("custom_id")):
                continue
            out += [c for c in str(widget.get("label")) if c in SYMBOLS]
    return out


def drawn(game: Game, variant: str, lang: Lang, chosen: str) -> list[Component]:
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    return hand_components(live_table(game, variant), view, lang, chosen=chosen)


@pytest.mark.parametrize(
    ("variant", "settings", "lang", "rank"),
    [
        ("fontainebleau", {}, "en", "♦ ♥ ♣ ♠"),
        ("fontainebleau", {"suit_order": "HDCS"}, "en", "♥ ♦ ♣ ♠"),
        ("russian", {}, "sv", "♦ ♥ ♣ ♠"),
    ],
)
@pytest.mark.parametrize("chosen", ["5", "6", "8"])
def test_suit_buttons_run_best_first_as_the_line_says(
    variant: str, settings: dict[str, object], lang: Lang, rank: str, chosen: str
) -> None:
    components = drawn(started(variant, settings), variant, lang, chosen)
    text = texts(components)
    said = re.search(r"[♠♥♣♦](?: [♠♥♣♦]){3}", text)
    assert said is not None and said[0] == rank, text
    assert suits_of(components) == rank.split(), buttons(components)


@pytest.mark.parametrize(
    ("variant", "turned", "chosen"),
    [("mariland", "AD", "5"), ("nantes", "AD", "petite-independance")],
)
def test_suits_no_rule_ranks_keep_their_order(variant: str, turned: str, chosen: str) -> None:
    game = started(variant, turned=turned)
    seat = game.to_act
    assert seat is not None
    offered = [
        a.suit.symbol
        for a in game.legal_actions(seat)
        if isinstance(a, Bid) and a.contract == chosen and a.suit is not None
    ]
    assert offered, "the contract offers suits"
    components = drawn(game, variant, "en", chosen)
    assert suits_of(components) == offered, buttons(components)
