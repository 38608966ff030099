"""The fixed partnerships as a fact of the views, known before the auction (AM-P1: partners
opposite, 1 & 3 against 2 & 4; AM-T2: the bid is the side's), so that a frontend shows who
plays with whom without asking which variant it is; None where partners are for one deal."""

from __future__ import annotations

import random

from bot.engine.actions import Bid, Pass
from bot.engine.cards import parse_card
from bot.engine.phase import Phase
from bot.engine.variants import get_variant, new_game
from bot.engine.views import fixed_partnerships

NAMES = ["A", "B", "C", "D"]


def shuffled(seed: int) -> list[int]:
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    return deck


def test_am_p1_the_partnerships_are_in_the_views_before_the_auction() -> None:
    game = new_game("american", {}, NAMES, first_dealer=4)
    deal = game.start_deal(shuffled(7), parse_card("5D"))
    assert deal.phase is Phase.AUCTION and not deal.auction.history
    public = deal.public_view()
    assert public.partnerships == ((1, 3), (2, 4))
    assert public.declarer_partner is None  # nobody declares yet: only the sides are known
    for seat, partner in ((1, 3), (2, 4), (3, 1), (4, 2)):
        view = deal.view(seat)
        assert view.partner == partner and view.partnerships == ((1, 3), (2, 4))


def test_am_t2_the_partnerships_stay_through_the_deal() -> None:
    game = new_game("american", {}, NAMES, first_dealer=4)
    deal = game.start_deal(shuffled(8), parse_card("9S"))
    for action in (Bid(1, "5"), Pass(2), Pass(3), Pass(4)):
        game.apply(action)
    view = deal.view(2)
    assert view.declarer_partner == 3 and view.partnerships == ((1, 3), (2, 4))


def test_no_fixed_partnerships_where_the_variant_has_none() -> None:
    """A whister (SV-W1) or a supporter (NT-B4) is a partner for one deal only."""
    for variant in ("swedish", "mariland", "nantes", "fontainebleau"):
        rules = get_variant(variant).rules(get_variant(variant).settings({}))
        assert fixed_partnerships(rules) is None, variant
    game = new_game("swedish", {}, NAMES)
    deal = game.start_deal(shuffled(9), parse_card("7H"))
    assert deal.public_view().partnerships is None and deal.view(1).partner is None
    american = get_variant("american")
    assert fixed_partnerships(american.rules(american.settings({}))) == ((1, 3), (2, 4))
