"""American Boston rules no other test cites by id: the auction ends when three have passed
and one has bid (AM-B4); play goes on to the last trick, and claims are the declarer's, on
lead, accepted by both opponents (AM-T3)."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Claim, ClaimAnswer, Pass, Play
from bot.engine.cards import Card, parse_card
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.seats import Seat
from bot.engine.variants import new_game
from tests.engine.scripted import deal_of, suited

C = parse_card


def american_game(hands: list[list[Card]], dealer: Seat = 4, turned: str = "5D") -> Game:
    """``turned``: the cut card of the other pack, fixing trumps (AM-D4)."""
    game = new_game("american", {}, ["N", "E", "S", "W"], first_dealer=dealer)
    game.start_deal_from_hands(hands, C(turned))
    return game


def first_card(game: Game) -> None:
    seat = game.to_act
    assert seat is not None
    game.apply(next(a for a in game.legal_actions(seat) if isinstance(a, Play)))


# -- AM-B4 -----------------------------------------------------------------------------------


def test_am_b4_the_auction_goes_on_until_the_third_pass() -> None:
    """AM-B4: 1 `5`, 2 passes, 3 `6`, 4 passes, 1 `7`: two have passed, so 3 speaks again; his
    pass is the third and 1 declares 7."""
    game = american_game(suited())
    deal = deal_of(game)
    for action in (Bid(1, "5"), Pass(2), Bid(3, "6"), Pass(4), Bid(1, "7")):
        game.apply(action)
        assert deal.phase is Phase.AUCTION
    assert game.to_act == 3
    game.apply(Pass(3))
    assert deal.phase is Phase.PLAY
    assert deal.declarer == 1 and deal.contract is not None and deal.contract.id == "7"


def test_am_b4_a_bid_after_three_passes_ends_the_auction_at_once() -> None:
    """AM-B4: 1, 2 and 3 pass; 4 bids `5`: three have passed and one has bid — 4 declares
    without speaking again."""
    game = american_game(suited())
    deal = deal_of(game)
    for seat in (1, 2, 3):
        game.apply(Pass(seat))
        assert deal.phase is Phase.AUCTION
    game.apply(Bid(4, "5"))
    assert deal.phase is Phase.PLAY and deal.declarer == 4 and deal.partner == 2
    assert len(deal.auction.history) == 4


# -- AM-T3 -----------------------------------------------------------------------------------


def declarer_4_on_diamonds() -> Game:
    """Seat 1 spades, 2 hearts, 3 clubs, 4 diamonds; the cut ♦ makes diamonds trumps and 4
    declares 5 (partner 2): 4 ruffs every trick, so side 2 & 4 takes all thirteen."""
    game = american_game(suited(), dealer=4, turned="5D")
    for action in (Pass(1), Pass(2), Pass(3), Bid(4, "5")):
        game.apply(action)
    return game


def test_am_t3_play_continues_to_the_last_trick_after_the_bid_is_made() -> None:
    """AM-T3: the side has its 5 tricks after trick 5, but play goes on to trick 13 and the
    card pays the 13 tricks taken: Foster's made 5 at 13 is 15 per opponent (AM-S4)."""
    game = declarer_4_on_diamonds()
    deal = deal_of(game)
    settlement = None
    while settlement is None:
        assert not deal.is_over, f"the deal ended after {len(deal.play.tricks)} tricks"
        first_card(game)
        settlement = game.deals[0].settlement
    assert len(deal.play.tricks) == 13 and deal.claimed == 0
    assert settlement.net() == {1: -15, 2: 15, 3: -15, 4: 15}


def test_am_t3_only_the_declarer_claims_and_only_on_lead() -> None:
    """AM-T3: a claim is the declarer's, when he is on lead: not at trick 1 (eldest leads),
    not his partner's."""
    game = declarer_4_on_diamonds()
    deal = deal_of(game)
    assert game.to_act == 1
    with pytest.raises(IllegalAction) as early:
        game.apply(Claim(4))
    assert early.value.code is Refusal.NOT_YOUR_TURN
    for _ in range(4):
        first_card(game)
    assert game.to_act == 4 and Claim(4) in game.legal_actions(4)
    with pytest.raises(IllegalAction) as partner:
        game.apply(Claim(2))
    assert partner.value.code is Refusal.CLAIM_NOT_ALLOWED
    assert deal.phase is Phase.PLAY


def test_am_t3_both_opponents_must_accept_a_claim() -> None:
    """AM-T3: the opponents answer, clockwise from the declarer's left (1, then 3; partner 2
    is not asked). One refusal: play resumes, no new claim this trick. Both accept: the rest
    goes to the declarer's side and the card pays 13 tricks."""
    game = declarer_4_on_diamonds()
    deal = deal_of(game)
    for _ in range(4):
        first_card(game)
    game.apply(Claim(4))
    assert deal.phase is Phase.CLAIM and game.to_act == 1
    game.apply(ClaimAnswer(1, "accept"))
    assert game.to_act == 3
    game.apply(ClaimAnswer(3, "refuse"))
    assert deal.phase is Phase.PLAY and game.to_act == 4 and len(deal.play.tricks) == 1
    assert Claim(4) not in game.legal_actions(4)
    for _ in range(4):
        first_card(game)
    game.apply(Claim(4))
    game.apply(ClaimAnswer(1, "accept"))
    assert not deal.is_over  # one acceptance is not enough
    settlement = game.apply(ClaimAnswer(3, "accept"))
    assert deal.is_over and deal.claimed == 11 and len(deal.play.tricks) == 2
    assert settlement is not None
    assert settlement.net() == {1: -15, 2: 15, 3: -15, 4: 15}
