"""NT-B5 where a player picks a bid: after his demande en belle is overcalled, the Discord
hand view and the terminal's menu offer his solo trick bids in belle only (the engine's legal
actions), his nine tricks as the neuf en belle alone (NT-C2: never "Neuf in any suit"), the
misères as before."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Pass
from bot.engine.cards import Suit, parse_card
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.i18n import Lang
from bot.terminal_menu import menu_lines
from cogs.boston.hand_view import hand_components
from tests.engine.nantes.test_nantes_belle_demander import hands
from tests.render.tables import NAMES, live_table

PLAIN = {"en": "(plain suit)", "sv": "(vanlig färg)"}


def _overcalled() -> Game:
    """Deal 1 (belle ♥, no petite), dealer West: South bids the demande en belle, East a
    petite indépendance ♠, North and West pass; South is to bid again."""
    game = new_game("nantes", {}, NAMES, first_dealer=4)
    game.start_deal_from_hands(hands(s4="5H", s1="AH KH QH JH TH"), parse_card("5H"))
    for action in (
        Bid(3, "demande-belle"),
        Bid(2, "petite-independance", suit=Suit.SPADES),
        Pass(1),
        Pass(4),
    ):
        game.apply(action)
    assert game.to_act == 3
    return game


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("chosen", ["petite-independance", "grande-independance"])
def test_nt_b5_the_hand_view_offers_the_belle_demander_only_belle(lang: Lang, chosen: str) -> None:
    game = _overcalled()
    view = game.view(3)
    assert view is not None
    drawn = hand_components(live_table(game, "nantes"), view, lang, chosen=chosen)
    widgets = [w for r in drawn if r["type"] == 1 for w in r["components"]]
    buttons = [str(w.get("label")) for w in widgets if w["type"] == 2]
    assert "♥ (belle)" in buttons
    assert not [b for b in buttons if PLAIN[lang] in b], buttons


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_nt_b5_the_terminal_offers_the_belle_demander_only_belle(lang: Lang) -> None:
    game = _overcalled()
    view = game.view(3)
    assert view is not None
    menu = "\n".join(menu_lines(view.legal, view, game.words, game.rules.ladder, lang=lang))
    assert PLAIN[lang] not in menu, menu
    assert menu.count("♥") == 2, menu  # petite and grande indépendance, in belle
    assert "Neuf en belle" in menu and "Neuf ♥" not in menu, menu  # NT-C2
    assert "Petite misère" in menu and "Grande misère sur table" in menu  # the misères stay


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_nt_b5_the_belle_demander_s_contract_list_has_no_neuf_in_any_suit(lang: Lang) -> None:
    game = _overcalled()
    view = game.view(3)
    assert view is not None
    drawn = hand_components(live_table(game, "nantes"), view, lang, chosen=None)
    widgets = [w for r in drawn if r["type"] == 1 for w in r["components"]]
    [select] = [w for w in widgets if w["type"] == 3]
    labels = [str(o["label"]) for o in select["options"]]
    assert "Neuf en belle" in labels and not [x for x in labels if x.startswith("Neuf i")], labels
