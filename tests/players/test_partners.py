"""Computer players in fixed partnerships read their partner from the view (AM-P1, AM-T2):
they count the partner's tricks as their side's when bidding, play with the declarer's
partner on the declarer's side, and bid only the trumps the cut fixed (AM-D4)."""

from __future__ import annotations

import random

from bot.engine.actions import Bid, Pass
from bot.engine.cards import Suit, parse_card, parse_cards
from bot.engine.deal import Deal
from bot.engine.phase import Phase
from bot.engine.variants import get_variant
from bot.players import make_player
from bot.players.bidding import PARTNER_SHARE, acceptable_bids, partner_support
from bot.players.evaluate import estimate_tricks
from bot.players.table import state_from_view

AMERICAN = get_variant("american")
RULES = AMERICAN.rules(AMERICAN.settings({}))


def _deal(seed: int, turned: str) -> Deal:
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    return Deal.from_deck(RULES, 4, deck, parse_card(turned))


def test_the_view_names_the_partner_and_the_support_follows_its_bid() -> None:
    deal = _deal(1, "5D")
    view = deal.view(1)
    assert view.partner == 3 and partner_support(view) == PARTNER_SHARE
    deal.apply(Bid(1, "9"))
    deal.apply(Pass(2))
    view = deal.view(3)
    assert view.partner == 1 and partner_support(view) == 9 - PARTNER_SHARE
    deal.apply(Bid(3, "10"))  # 3 counted on 6 from 1, so holds 4 itself
    deal.apply(Pass(4))
    assert partner_support(deal.view(1)) == 10 - (9 - PARTNER_SHARE)


def test_bids_are_weighed_with_the_cut_trumps_only() -> None:
    """AM-D4: a hand of spades with no hearts is worth its hearts tricks when ♥ is cut."""
    hand = parse_cards("AS KS QS JS TS 9S 8S AC KC AD 2D 3D 4D")
    others = [c for c in range(52) if c not in hand]
    hands = [hand, others[0:13], others[13:26], others[26:39]]
    deal = Deal(RULES, 4, hands, parse_card("7H"))
    view = deal.view(1)
    wanted = {contract for contract, _, _ in acceptable_bids(view)}
    side = estimate_tricks(view.hand, Suit.HEARTS) + PARTNER_SHARE
    assert side < estimate_tricks(view.hand, Suit.SPADES) + PARTNER_SHARE
    assert all(int(c) <= side for c in wanted)


def test_the_declarers_partner_plays_on_the_declarers_side() -> None:
    players = {s: make_player("heuristic", s) for s in (1, 2, 3, 4)}
    deal = _deal(2, "5D")
    deal.apply(Bid(1, "5"))
    for seat in (2, 3, 4):
        deal.apply(Pass(seat))
    assert deal.phase is Phase.PLAY
    seat = deal.to_act
    assert seat is not None
    state = state_from_view(deal.view(seat))
    assert state.declaring(1) and state.declaring(3) and not state.declaring(2)
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        deal.apply(players[seat].choose(deal.view(seat)))
    assert deal.result().side_tricks == deal.play.won[0] + deal.play.won[2]
