"""Whisch rules no other test cites by id: the pack, Whist ranks and no carte de boston
(WB-D1); the end of the auction once every other player has passed or been skipped since the
last bid or support (WB-B5)."""

from __future__ import annotations

import random

from bot.engine.actions import Bid, Pass, Play, Support
from bot.engine.cards import Card, parse_card
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.seats import Seat
from bot.engine.variants import new_game
from tests.engine.scripted import deal_of, exchange, suited

C = parse_card


def whisch_game(hands: list[list[Card]], turned: Card, dealer: Seat = 4) -> Game:
    game = new_game("whisch", {}, ["N", "E", "S", "W"], first_dealer=dealer)
    game.start_deal_from_hands(hands, turned)
    return game


# -- WB-D1 -----------------------------------------------------------------------------------


def test_wb_d1_one_pack_of_52_thirteen_cards_to_each_of_four() -> None:
    """WB-D1: one 52-card pack, four players, 13 each."""
    deck = list(range(52))
    random.Random(3).shuffle(deck)
    game = new_game("whisch", {}, ["N", "E", "S", "W"], first_dealer=2)
    deal = game.start_deal(deck, None)
    assert [len(h) for h in deal.dealt] == [13, 13, 13, 13]
    assert sorted(c for h in deal.dealt for c in h) == list(range(52))


def test_wb_d1_whist_ranks_and_no_carte_de_boston() -> None:
    """WB-D1: ace high; and the J♦ is no top trump (unlike Nantes' carte de boston). Dealer 4
    turns the 7♠ (trumps ♠); 2 `independance`. Seat 1 leads the K♠, seat 2 (no spade) plays
    the J♦, seat 3 the A♠: the ace wins, the J♦ is a mere discard. Seat 3 leads the 2♥, 4
    follows with the 3♥, 1 (no heart) throws the 2♣, 2 plays the 4♥: the four wins."""
    hands = suited()  # 1 spades, 2 hearts, 3 clubs, 4 diamonds
    for a, b in (("AS", "2C"), ("7S", "4D"), ("JD", "3H"), ("2H", "3C")):
        exchange(hands, a, b)
    assert not any(c // 13 == 0 for c in hands[1])  # seat 2 holds no spade
    game = whisch_game(hands, C("7S"))
    game.apply(Pass(1))
    game.apply(Bid(2, "independance"))
    deal = deal_of(game)
    assert deal.phase is Phase.PLAY and deal.trump == C("7S") // 13
    view = game.public_view()
    assert view is not None and view.top_trump is None
    for seat, card in ((1, "KS"), (2, "JD"), (3, "AS"), (4, "7S")):
        game.apply(Play(seat, C(card)))
    assert deal.play.tricks[-1].winner == 3
    for seat, card in ((3, "2H"), (4, "3H"), (1, "2C"), (2, "4H")):
        game.apply(Play(seat, C(card)))
    assert deal.play.tricks[-1].winner == 2


# -- WB-B5 -----------------------------------------------------------------------------------


def test_wb_b5_an_unsupported_demande_waits_for_every_other_pass() -> None:
    """WB-B5 (WB-B2): dealer 4. 1 passes, 2 `demande`, 3 and 4 pass: 1, who passed before
    the demande, is still asked (he may support it); his pass ends the auction, 2 alone."""
    game = whisch_game(suited(), C("2D"))
    deal = deal_of(game)
    for action in (Pass(1), Bid(2, "demande"), Pass(3), Pass(4)):
        game.apply(action)
    assert deal.phase is Phase.AUCTION and game.to_act == 1
    assert game.legal_actions(1) == [Pass(1), Support(1)]
    game.apply(Pass(1))
    assert deal.phase is Phase.PLAY and (deal.declarer, deal.whister) == (2, None)


def test_wb_b5_after_a_support_those_who_passed_are_skipped() -> None:
    """WB-B5: 1 passes, 2 `demande`, 3 passes, 4 supports: 1 and 3 have passed (since the bid)
    and no unsupported demande stands, so both are skipped and the auction is over at once."""
    game = whisch_game(suited(), C("2D"))
    deal = deal_of(game)
    for action in (Pass(1), Bid(2, "demande"), Pass(3)):
        game.apply(action)
    assert deal.phase is Phase.AUCTION and game.to_act == 4
    game.apply(Support(4))
    assert deal.phase is Phase.PLAY and (deal.declarer, deal.whister) == (2, 4)
    assert len(deal.auction.history) == 4  # the skipped seats record nothing


def test_wb_b5_a_support_asks_those_who_have_not_passed_since() -> None:
    """WB-B5: 1 `demande`, 2 supports: 3 and 4 have not passed since the support, so the
    auction goes on until both have (either may still bid `independance`)."""
    game = whisch_game(suited(), C("2D"))
    deal = deal_of(game)
    game.apply(Bid(1, "demande"))
    game.apply(Support(2))
    assert deal.phase is Phase.AUCTION and game.to_act == 3
    assert Bid(3, "independance") in game.legal_actions(3)
    game.apply(Pass(3))
    assert deal.phase is Phase.AUCTION and game.to_act == 4
    game.apply(Pass(4))
    assert deal.phase is Phase.PLAY and (deal.declarer, deal.whister) == (1, 2)
