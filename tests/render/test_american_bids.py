"""What American Boston's bids say where a player picks one: the bid of five tricks is "I go
Boston" (AM-B1), which does not say how many tricks it is, so the contract select, its button
and the terminal's menu say "I go Boston (5 tricks)"; the bids named by their number ("I go 6"
… "I go 13") say it already. What was bid is called "I go Boston", as the rules say it."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid
from bot.engine.describe import bid_words
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.i18n import Lang
from bot.terminal_menu import menu_lines
from cogs.boston.hand_view import hand_components
from tests.render.tables import NAMES, live_table

BOSTON = {"en": "I go Boston (5 tricks)", "sv": "Jag går boston (5 stick)"}
BID = {"en": "Bid", "sv": "Bjud"}
SIX = {"en": "I go 6", "sv": "Jag går sex"}


def _auction() -> Game:
    game = new_game("american", {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), 0)
    return game


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_am_b1_the_boston_bid_says_it_is_five_tricks(lang: Lang) -> None:
    """AM-B1: eldest's choices read "I go Boston (5 tricks)", "I go 6" …; chosen, the button
    reads the same, a sentence already, as "I go 6" does (not "Bid: …"); the terminal's menu
    says the same."""
    game = _auction()
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    table = live_table(game, "american")
    components = hand_components(table, view, lang, chosen="5")
    widgets = [w for r in components if r["type"] == 1 for w in r["components"]]
    options = [o["label"] for w in widgets if w["type"] == 3 for o in w["options"]]
    assert options[:2] == [BOSTON[lang], SIX[lang]]
    assert len(options) == 9
    buttons = [str(w["label"]) for w in widgets if w["type"] == 2]
    assert BOSTON[lang] in buttons and f"{BID[lang]}: {BOSTON[lang]}" not in buttons, buttons
    six = hand_components(table, view, lang, chosen="6")
    buttons = [
        str(w["label"]) for r in six if r["type"] == 1 for w in r["components"] if w["type"] == 2
    ]
    assert SIX[lang] in buttons and f"{BID[lang]} {SIX[lang]}" not in buttons, buttons
    menu = " ".join(menu_lines(view.legal, view, game.words, game.rules.ladder, lang=lang))
    assert f"2. {BOSTON[lang]}" in menu and f"3. {SIX[lang]}" in menu, menu
    # Once bid, it is called by its name: the auction, the contract and the results.
    said = {"en": "I go Boston", "sv": "Jag går boston"}[lang]
    assert bid_words(Bid(seat, "5"), game.rules.ladder, game.words, lang) == said
