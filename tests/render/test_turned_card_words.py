"""DW-D2, SV-D3: Dawson's and Swedish Boston's card is turned from a second pack, so a
player may hold the same card. The deal's line said "Turned card: 8♥" to a South holding the
8♥, which read as a mistake; it says where the card comes from, in the variant's own words
(its vocabulary's ``turned_card``, as American Boston's "Cut from a second pack", AM-D4). A
variant turning the dealer's own card (MA-D1, NT-D3) still says "Turned card"."""

from __future__ import annotations

import pytest

from bot.engine.cards import parse_card
from bot.engine.variants import new_game
from bot.i18n import Lang
from cogs.boston.deal_lines import deal_lines
from tests.render.tables import NAMES, live_table

SAID = {"en": "Turned from a second pack: 8♥", "sv": "Vänt ur en andra kortlek: 8♥"}


@pytest.mark.parametrize("variant", ["dawson", "swedish"])
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_dw_d2_sv_d3_the_turned_card_says_it_is_from_a_second_pack(
    lang: Lang, variant: str
) -> None:
    game = new_game(variant, {}, NAMES, first_dealer=1)
    eight = parse_card("8H")
    game.start_deal(list(range(52)), eight)
    # Any card of the second pack: here one a player holds too (the unshuffled deck).
    views = [game.view(seat) for seat in (1, 2, 3, 4)]
    view = next(v for v in views if v is not None and eight in v.hand)
    lines = deal_lines(live_table(game, variant), view, lang)
    assert SAID[lang] in lines, lines
    assert not any(line.startswith(("Turned card", "Vänt kort")) for line in lines), lines


@pytest.mark.parametrize(("lang", "said"), [("en", "Turned card: "), ("sv", "Vänt kort: ")])
def test_nt_d3_the_dealers_own_card_is_still_the_turned_card(lang: Lang, said: str) -> None:
    game = new_game("nantes", {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), None)
    view = game.view(game.to_act or 1)
    assert view is not None
    lines = deal_lines(live_table(game, "nantes"), view, lang)
    assert any(line.startswith(said) for line in lines), lines
