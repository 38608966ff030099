"""American Boston's play (AM-T1), cited by no other test: eldest leads whoever declares,
play goes clockwise, a card that does not follow suit is refused, and no hand is exposed —
through the real game with fixed hands."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Pass, Play
from bot.engine.cards import Card, Suit, parse_card
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.seats import SEATS, Seat, left_of
from bot.engine.variants import new_game
from tests.engine.scripted import deal_of, exchange, suited

C = parse_card


def american_game(hands: list[list[Card]], dealer: Seat, turned: str = "5D") -> Game:
    """``turned``: the cut card of the other pack, fixing trumps (AM-D1, AM-D4)."""
    game = new_game("american", {}, ["N", "E", "S", "W"], first_dealer=dealer)
    game.start_deal_from_hands(hands, C(turned))
    return game


@pytest.mark.parametrize("dealer", SEATS)
def test_am_t1_eldest_leads_whoever_declares_then_clockwise(dealer: Seat) -> None:
    """AM-T1 (AM-D5): eldest leads; e.g. dealer 4, 1 passes, 2 `5`, 3 and 4 pass → seat 1
    plays first, then 2, 3, 4. The declarer may not lead out of turn; nothing is exposed,
    the declarer's partner's hand included (each seat sees its own hand only)."""
    game = american_game(suited(), dealer)
    eldest = left_of(dealer)
    declarer = left_of(eldest)
    assert game.to_act == eldest
    game.apply(Pass(eldest))
    game.apply(Bid(declarer, "5"))
    for seat in (left_of(declarer), dealer):
        game.apply(Pass(seat))
    deal = deal_of(game)
    assert deal.phase is Phase.PLAY and deal.declarer == declarer
    assert game.to_act == eldest
    with pytest.raises(IllegalAction) as err:
        game.apply(Play(declarer, deal.play.hands[declarer - 1][0]))
    assert err.value.code is Refusal.NOT_YOUR_TURN
    order: list[Seat] = []
    for _ in range(4):
        seat = game.to_act
        assert seat is not None
        view = game.public_view()
        assert view is not None and view.exposed is None and view.claim_hand is None
        for s in SEATS:
            seen = game.view(s)
            assert seen is not None and set(seen.hand) == set(deal.play.hands[s - 1])
        order.append(seat)
        game.apply(next(a for a in game.legal_actions(seat) if isinstance(a, Play)))
    assert order == [eldest, declarer, left_of(declarer), dealer]


def test_am_t1_a_card_that_does_not_follow_suit_is_refused() -> None:
    """AM-T1: follow suit if able; illegal cards refused. Trumps ♦ by the cut; dealer 4, 2
    declares `5`; 1 leads the A♥ and 2, holding hearts, tries the 2♦ (a trump): refused, nothing
    changes; his 2♥ is then taken."""
    hands = suited()
    # Seat 1 gets the A♥ for the 2♠; seat 2 the 2♦ for the 3♥.
    for a, b in (("AH", "2S"), ("2D", "3H")):
        exchange(hands, a, b)
    assert C("AH") in hands[0] and C("2D") in hands[1]
    game = american_game(hands, 4)
    for action in (Pass(1), Bid(2, "5"), Pass(3), Pass(4)):
        game.apply(action)
    assert deal_of(game).trump is Suit.DIAMONDS
    game.apply(Play(1, C("AH")))
    before = (game.public_view(), game.view(2))
    with pytest.raises(IllegalAction) as err:
        game.apply(Play(2, C("2D")))
    assert err.value.code is Refusal.MUST_FOLLOW_SUIT
    assert (game.public_view(), game.view(2)) == before
    game.apply(Play(2, C("2H")))
    assert game.to_act == 3
