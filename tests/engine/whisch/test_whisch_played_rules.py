"""Le Whisch Bostonien rules cited by no other test, through the real game: eldest speaks and
leads first whoever declares (WB-D4), the play as at Whist — clockwise, follow suit, illegal
cards refused (WB-T1) — and the worked example WB-X4 replayed card by card to its settlement.
WB-X4 lists a pass by a seat that WB-B2 skips: it is not a move here.

A trick script is one string per trick, ``"1:4C 2:3C 3:5C 4:AC"``; the hands are the cards each
seat plays in it, and each trick is played in the engine's own turn order."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Claim, ClaimAnswer, Pass, Play, Support
from bot.engine.cards import SUIT_OF, Card, Suit, parse_card
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.scoring import Settlement
from bot.engine.seats import SEATS, Seat, left_of
from bot.engine.variants import new_game
from tests.engine.scripted import deal_of, exchange, hands_of, script, suited

C = parse_card


def whisch_game(hands: list[list[Card]], turned: Card, dealer: Seat = 4) -> Game:
    game = new_game("whisch", {}, ["N", "E", "S", "W"], first_dealer=dealer)
    game.start_deal_from_hands(hands, turned)
    return game


@pytest.mark.parametrize("dealer", SEATS)
def test_wb_d4_t1_eldest_speaks_and_leads_first_whoever_declares(dealer: Seat) -> None:
    """WB-D4, WB-T1: eldest (dealer's left) speaks first and leads first; e.g. dealer 4: 1
    passes, 2 `independance` (the auction ends at once, WB-B4) → seat 1 plays first, then 2,
    3, 4 clockwise. The declarer may not lead out of turn."""
    hands = suited()
    game = whisch_game(hands, hands[dealer - 1][0], dealer)  # his own card turned
    eldest = left_of(dealer)
    declarer = left_of(eldest)
    assert game.to_act == eldest
    game.apply(Pass(eldest))
    game.apply(Bid(declarer, "independance"))
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
        order.append(seat)
        game.apply(next(a for a in game.legal_actions(seat) if isinstance(a, Play)))
    assert order == [eldest, left_of(eldest), left_of(left_of(eldest)), dealer]


def test_wb_t1_a_card_that_does_not_follow_suit_is_refused() -> None:
    """WB-T1: follow suit if able; illegal cards are refused (no revokes). Dealer 4 turns the
    7♣ (trumps ♣); 2 `independance`; 1 leads the A♥ and 2, holding hearts, tries the 2♣: refused
    and nothing changes; his 2♥ is then taken."""
    hands = suited()
    # Seat 1 gets the A♥ for the 2♠; seat 2 the 2♣ for the 3♥; seat 4 the 7♣ for the 2♦.
    for a, b in (("AH", "2S"), ("2C", "3H"), ("7C", "2D")):
        exchange(hands, a, b)
    assert C("AH") in hands[0] and C("2C") in hands[1] and C("7C") in hands[3]
    game = whisch_game(hands, C("7C"))
    game.apply(Pass(1))
    game.apply(Bid(2, "independance"))
    assert deal_of(game).trump is Suit.CLUBS
    game.apply(Play(1, C("AH")))
    before = (game.public_view(), game.view(2))
    with pytest.raises(IllegalAction) as err:
        game.apply(Play(2, C("2C")))
    assert err.value.code is Refusal.MUST_FOLLOW_SUIT
    assert (game.public_view(), game.view(2)) == before
    game.apply(Play(2, C("2H")))
    assert game.to_act == 3


# WB-X4's deal: dealer 4 turns the 7♣ (trumps ♣). 4 holds A♣ K♣ 7♣ 2♣, his supporter 2 the
# Q♣ and A♠ K♠ Q♠: 4 wins tricks 1, 2 and ruffs 13 (3), 2 tricks 3–6 (4); side 7 of 8.
WB_X4 = script(
    "1:4C 2:3C 3:5C 4:AC",
    "4:KC 1:8C 2:6C 3:9C",
    "4:2C 1:JC 2:QC 3:TC",
    "2:AS 3:2S 4:3S 1:4S",
    "2:KS 3:5S 4:6S 1:7S",
    "2:QS 3:8S 4:9S 1:TS",
    "2:2H 3:3H 4:4H 1:AH",
    "1:KH 2:5H 3:6H 4:7H",
    "1:QH 2:8H 3:9H 4:TH",
    "1:2D 2:3D 3:AD 4:4D",
    "3:KD 4:5D 1:6D 2:7D",
    "3:QD 4:8D 1:9D 2:TD",
    "3:JD 4:7C 1:JH 2:JS",
)


def test_wb_x4_replayed_a_passed_player_supports_and_the_side_falls_short() -> None:
    """WB-X4: turned ♣; 1, 2, 3 pass; 4 `demande`; 1 passes, 2 (who passed) supports. The
    example then lists "3 passes": under WB-B2 seat 3, who has passed, is asked only while an
    unsupported demande stands, so he is skipped once 2 supports (nothing is recorded) and the
    auction is over — that pass is not a move and is refused. Side 7 of 8: lost, X = 2×4 = 8,
    pairing 4↔3, 2↔1 (WB-P4): nets +8, −8, +8, −8."""
    hands = hands_of(WB_X4)
    game = whisch_game(hands, C("7C"))
    for action in (Pass(1), Pass(2), Pass(3), Bid(4, "demande"), Pass(1), Support(2)):
        game.apply(action)
    deal = deal_of(game)
    assert deal.phase is Phase.PLAY and (deal.declarer, deal.whister) == (4, 2)
    assert deal.trump is SUIT_OF[C("7C")]
    with pytest.raises(IllegalAction) as err:
        game.apply(Pass(3))
    assert err.value.code is Refusal.WRONG_PHASE
    assert game.to_act == 1  # WB-D4: eldest leads
    settlement: Settlement | None = None
    for trick in WB_X4:
        for _ in range(4):
            seat = game.to_act
            assert seat is not None
            settlement = game.apply(Play(seat, trick[seat]))
    assert deal.play.won == [3, 4, 3, 3]
    result = deal.result()
    assert (result.side_tricks, result.side_target, result.made) == (7, 8, False)
    assert settlement is not None
    net = settlement.net()
    assert (net[1], net[2], net[3], net[4]) == (8, -8, 8, -8)


def test_wb_t2_the_declarer_on_lead_claims_the_supporter_is_not_asked() -> None:
    """WB-T2: the declarer, on lead, may claim the remaining tricks; the supporter sits on his
    side and is not asked, the two adversaries are, and one refusal lets play go on. Accepted,
    the claimed tricks count for the side and are paid as tricks taken (the extra tricks and
    the chelem too, as WB-T1 plays them out for): WB-X4's deal, 4 claims after trick 1."""
    hands = hands_of(WB_X4)
    game = whisch_game(hands, C("7C"))
    for action in (Pass(1), Pass(2), Pass(3), Bid(4, "demande"), Pass(1), Support(2)):
        game.apply(action)
    for seat in (1, 2, 3, 4):  # trick 1, won by the declarer's A♣
        game.apply(Play(seat, WB_X4[0][seat]))
    deal = deal_of(game)
    assert game.to_act == 4
    with pytest.raises(IllegalAction):
        game.apply(Claim(2))  # the supporter does not claim
    game.apply(Claim(4))
    with pytest.raises(IllegalAction) as err:
        game.apply(ClaimAnswer(2, "accept"))
    assert err.value.code is Refusal.NOT_YOUR_TURN  # the supporter is not asked
    game.apply(ClaimAnswer(game.to_act or 0, "refuse"))
    assert deal.phase is Phase.PLAY and game.to_act == 4  # play goes on
    for seat in (4, 1, 2, 3):  # trick 2 played out; 4 leads again
        game.apply(Play(seat, WB_X4[1][seat]))
    game.apply(Claim(4))
    settlement = None
    while deal.phase is Phase.CLAIM:
        seat = game.to_act
        assert seat in (1, 3)
        settlement = game.apply(ClaimAnswer(seat, "accept"))
    result = deal.result()
    assert (result.side_tricks, result.made) == (13, True)
    assert settlement is not None
    net = settlement.net()
    assert sum(net.values()) == 0 and net[4] > 0 and net[2] > 0 and net[1] < 0 and net[3] < 0
