"""The terminal's Dawson bid menu names the contract of every *I keep* (DW-B2): a playtest
read "2. Six (I keep)    3. (I keep over you)", option 3 a bid of nothing, since a later
choice of a contract said its level alone. A level said as an aside now names its bid
("3. Six (I keep over you)"); a level that reads on from the bid before it stays short
(SV-B2's "i högsta färg" after "6 spel")."""

from __future__ import annotations

import re

import pytest

from bot.engine.actions import Bid, Level
from bot.engine.variants import new_game
from bot.engine.words import Lang
from bot.terminal_menu import in_menu_order, menu_lines
from tests.render.tables import NAMES


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("width", [40, 100])
def test_dw_b2_i_keep_over_you_names_its_contract(lang: Lang, width: int) -> None:
    game = new_game("dawson", {}, NAMES, first_dealer=1)
    deal = game.start_deal(list(range(52)), 0)
    game.apply(Bid(deal.forhand, "6"))  # eldest bids a plain Six: the next may keep it
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    options = in_menu_order(view, game.rules)
    keeps = {
        a.level: n for n, a in enumerate(options, 1) if isinstance(a, Bid) and a.contract == "6"
    }
    assert set(keeps) == {Level.COLOUR, Level.FIRST}
    menu = " ".join(
        " ".join(
            menu_lines(options, view, game.words, game.rules.ladder, lang=lang, width=width)
        ).split()
    )
    assert f"{keeps[Level.COLOUR]}. Six (I keep)" in menu, menu
    assert f"{keeps[Level.FIRST]}. Six (I keep over you)" in menu, menu
    assert not re.search(r"\d\. \(I keep", menu), menu


def test_sv_b2_a_level_reading_on_stays_short() -> None:
    """Swedish Boston's "i färg" / "i högsta färg" after the plain bid read on from it."""
    game = new_game("swedish", {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), 0)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    options = in_menu_order(view, game.rules)
    menu = " ".join(
        " ".join(
            menu_lines(options, view, game.words, game.rules.ladder, lang="sv", width=100)
        ).split()
    )
    levels = [a for a in options if isinstance(a, Bid) and a.level is not Level.PLAIN]
    assert levels, menu
    assert re.search(r"\d\. i högsta färg", menu), menu
