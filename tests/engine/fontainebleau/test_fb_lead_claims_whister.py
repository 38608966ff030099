"""Fontainebleau rules cited by no other test, through the real game: eldest leads whoever
declares (FB-D8), a revoke is refused (FB-T2), claims (FB-T4: who is asked, what an accepted
claim pays, none in misère-type announcements) and no change of seats or exposure with a
whister (FB-W5). ``fill()`` deals seat 1 all the spades, seat 2 the hearts, seat 3 the clubs
and seat 4 the diamonds unless told otherwise."""

from __future__ import annotations

import itertools

import pytest

from bot.engine.actions import Action, Bid, Claim, ClaimAnswer, Discard, Pass, Play, Whist
from bot.engine.cards import Suit, parse_card
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.fontainebleau.payments import amount
from bot.engine.fontainebleau.result import from_deal_result
from bot.engine.fontainebleau.settings import FbSettings
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.scoring import Settlement
from bot.engine.seats import SEATS, Seat, left_of
from bot.engine.views import PublicView
from tests.engine.fontainebleau.helpers import act, fill, table
from tests.engine.scripted import deal_of

S, H = Suit.SPADES, Suit.HEARTS
Nets = tuple[int, int, int, int]


def public(game: Game) -> PublicView:
    view = game.public_view()
    assert view is not None
    return view


def nets(settlement: Settlement | None) -> Nets:
    assert settlement is not None
    net = settlement.net()
    return net[1], net[2], net[3], net[4]


def auction(game: Game, declarer: Seat, bid: Bid) -> None:
    """Everyone passes but ``declarer``, who announces ``bid`` at his turn (FB-B1, FB-B6)."""
    while deal_of(game).phase is Phase.AUCTION:
        seat = game.to_act
        assert seat is not None
        game.apply(bid if seat == declarer else Pass(seat))


def first_card(game: Game, seat: Seat) -> Play:
    """The seat's first legal card."""
    return next(a for a in game.legal_actions(seat) if isinstance(a, Play))


def first_card_of(game: Game, seat: Seat) -> Play:
    """A card of ``seat``'s hand, whether or not it is his turn."""
    hand = deal_of(game).play.hands[seat - 1]
    return Play(seat, hand[0])


# --- FB-D8: eldest leads whoever declares -------------------------------------------------


@pytest.mark.parametrize("dealer", SEATS)
@pytest.mark.parametrize("declarer", SEATS)
@pytest.mark.parametrize("contract", ["7", "grand-misere"])
def test_fb_d8_eldest_speaks_first_and_leads_whoever_declares(
    dealer: Seat, declarer: Seat, contract: str
) -> None:
    """FB-D8: the player left of the dealer speaks first and leads to the first trick,
    whoever declares — e.g. dealer 4, seat 3 `7` ♥ alone, the others pass: seat 1 plays
    first."""
    game = table(fill(), dealer=dealer)
    eldest = left_of(dealer)
    assert public(game).forhand == eldest and game.to_act == eldest
    bid = Bid(declarer, contract, suit=H) if contract == "7" else Bid(declarer, contract)
    auction(game, declarer, bid)
    if contract == "7":
        act(game, Whist(declarer, "alone"))
    view = public(game)
    assert view.phase is Phase.PLAY and view.declarer == declarer
    assert view.to_act == eldest and game.to_act == eldest
    if declarer != eldest:
        with pytest.raises(IllegalAction) as err:
            game.apply(first_card_of(game, declarer))
        assert err.value.code is Refusal.NOT_YOUR_TURN
    act(game, first_card(game, eldest))
    assert public(game).current_trick[0][0] == eldest


def test_fb_d8_dealer_4_seat_3_seven_hearts_alone_seat_1_leads() -> None:
    """FB-D8 written out: dealer 4, 1 and 2 pass, 3 `7` ♥, 4 passes, 3 plays alone → seat 1
    leads, then 2, 3, 4 (FB-T1)."""
    game = table(fill(), dealer=4)
    act(game, Pass(1), Pass(2), Bid(3, "7", suit=H), Pass(4), Whist(3, "alone"))
    order: list[Seat] = []
    for _ in range(4):
        seat = game.to_act
        assert seat is not None
        order.append(seat)
        act(game, first_card(game, seat))
    assert order == [1, 2, 3, 4]


# --- FB-T2: a revoke is refused -----------------------------------------------------------


def test_fb_t2_a_revoke_is_refused_and_changes_nothing() -> None:
    """FB-T2: seat 1 declares `7` ♠ and leads the A♥; seat 2 holds hearts and the 2♠ and
    tries to trump with it: refused as "must follow suit", nothing changes; a heart is then
    taken, and seat 3 (no heart) may play any card (FB-T1)."""
    hands = fill(
        s1="AH AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S",
        s2="2S KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
    )
    game = table(hands)
    act(game, Bid(1, "7", suit=S), Pass(2), Pass(3), Pass(4), Whist(1, "alone"))
    act(game, Play(1, parse_card("AH")))
    deal = deal_of(game)
    before = (public(game), game.view(2), list(deal.actions), [list(h) for h in deal.play.hands])
    with pytest.raises(IllegalAction) as err:
        game.apply(Play(2, parse_card("2S")))
    assert err.value.code is Refusal.MUST_FOLLOW_SUIT
    assert str(err.value) == "You must follow suit (♥)."
    after = (public(game), game.view(2), list(deal.actions), [list(h) for h in deal.play.hands])
    assert after == before
    assert game.to_act == 2
    act(game, Play(2, parse_card("2H")), Play(3, parse_card("2C")))
    played = ((1, parse_card("AH")), (2, parse_card("2H")), (3, parse_card("2C")))
    assert public(game).current_trick == played


# --- FB-T4: claims ------------------------------------------------------------------------


def answer_all(game: Game, declarer: Seat) -> tuple[list[Seat], Settlement | None]:
    """The declarer claims; every defender asked accepts. The seats asked, in order, and the
    settlement the last answer brought."""
    act(game, Claim(declarer))
    asked: list[Seat] = []
    settlement = None
    while public(game).phase is Phase.CLAIM:
        seat = game.to_act
        assert seat is not None
        assert game.legal_actions(seat) == [
            ClaimAnswer(seat, "accept"),
            ClaimAnswer(seat, "refuse"),
        ]
        asked.append(seat)
        settlement = game.apply(ClaimAnswer(seat, "accept"))
    return asked, settlement


def test_fb_t4_x11_a_slam_claimed_at_the_first_lead_and_accepted() -> None:
    """FB-T4: seat 1 (eldest, all the spades) declares `13` ♠ and claims at the first lead;
    2, 3 and 4 are asked in turn and accept. The deal is FB-X11: made with 4 honours, X = 400
    + 5×4 = 420; 1 takes the pool (the dealer's 50): nets +1310, −420, −420, −470, pool 0."""
    game = table(fill())
    act(game, Bid(1, "13", suit=S), Pass(2), Pass(3), Pass(4))
    assert Claim(1) in game.legal_actions(1)
    asked, settlement = answer_all(game, 1)
    assert asked == [2, 3, 4]
    deal = deal_of(game)
    assert deal.is_over and deal.play.tricks == [] and deal.claimed == 13
    result = deal.result()
    assert (result.declarer_tricks, result.honours, result.made) == (13, 4, True)
    assert amount(from_deal_result(result), FbSettings())[0] == 420
    assert settlement is not None
    assert any("X = 400 + 5×4 by honours = 420" in line for line in settlement.lines)
    assert nets(settlement) == (1310, -420, -420, -470)
    assert game.ledger.snapshot()["pool"] == 0


def test_fb_t4_with_a_whister_only_the_adversaries_are_asked() -> None:
    """FB-T4, FB-W2: `6` ♠ by 1; 2 declines, 3 accepts. 1 claims at the first lead: only the
    adversaries 2 and 4 are asked; the whister may not answer. Side 13 of target 9, 4 honours:
    X = V(9, ♠) 90 + 5×4 + 5×4 = 130, paired 1↔4, 3↔2, the pool of 50 halved (FB-S5…S7)."""
    game = table(fill())
    act(game, Bid(1, "6", suit=S), Pass(2), Pass(3), Pass(4))
    act(game, Whist(1, "invite"), Whist(2, "decline"), Whist(3, "accept"))
    act(game, Claim(1))
    assert game.to_act == 2
    with pytest.raises(IllegalAction) as err:
        game.apply(ClaimAnswer(3, "accept"))
    assert err.value.code is Refusal.NOT_YOUR_TURN
    asked: list[Seat] = []
    settlement = None
    while public(game).phase is Phase.CLAIM:
        seat = game.to_act
        assert seat is not None
        asked.append(seat)
        settlement = game.apply(ClaimAnswer(seat, "accept"))
    assert asked == [2, 4]
    result = deal_of(game).result()
    assert (result.whister, result.side_tricks, result.side_target) == (3, 13, 9)
    assert amount(from_deal_result(result), FbSettings())[0] == 130
    assert nets(settlement) == (155, -130, 155, -180)


@pytest.mark.parametrize(
    "contract",
    ["little-misere", "piccolissimo", "grand-misere", "little-spread", "grand-spread", None],
)
def test_fb_t4_no_claim_without_a_trick_announcement(contract: str | None) -> None:
    """FB-T4 allows claims in trick announcements only: the declarer on lead at the first
    trick of a misère-type announcement (piccolissimo and grand misère included) is offered
    no claim and one is refused; nor in Misère Partout (``None``: all pass)."""
    game = table(fill())
    if contract is None:
        act(game, Pass(1), Pass(2), Pass(3), Pass(4))
    else:
        act(game, Bid(1, contract), Pass(2), Pass(3), Pass(4))
    while public(game).phase is Phase.DISCARD:  # FB-C3: all four discard from eldest
        seat = game.to_act
        assert seat is not None
        act(game, next(a for a in game.legal_actions(seat) if isinstance(a, Discard)))
    assert public(game).phase is Phase.PLAY and game.to_act == 1
    legal: list[Action] = game.legal_actions(1)
    assert legal and all(isinstance(a, Play) for a in legal)
    with pytest.raises(IllegalAction) as err:
        game.apply(Claim(1))
    assert err.value.code is Refusal.CLAIM_NOT_ALLOWED


# --- FB-W5: no change of seats, no exposure with a whister ---------------------------------


@pytest.mark.parametrize(
    ("declarer", "answers", "whister"),
    [
        (1, [Whist(2, "decline"), Whist(3, "accept")], 3),
        (2, [Whist(3, "decline"), Whist(4, "decline"), Whist(1, "accept")], 1),
    ],
)
def test_fb_w5_partners_keep_their_seats_and_nothing_is_exposed(
    declarer: Seat, answers: list[Whist], whister: Seat
) -> None:
    """FB-W5: with a whister nobody changes seats, the partners play in their seat order and
    no hand is exposed. Dealer 4: `6` ♠ by 1 with whister 3, and by 2 with
    whister 1; in both eldest (seat 1) leads (FB-D8) and every trick goes clockwise from its
    leader; at no point does a view show a hand other than the seat's own."""
    game = table(fill())
    auction(game, declarer, Bid(declarer, "6", suit=S))
    act(game, Whist(declarer, "invite"), *answers)
    view = public(game)
    assert view.phase is Phase.PLAY and view.whister == whister and view.to_act == 1
    assert view.exposed is None and view.claim_hand is None
    deal = deal_of(game)
    while not deal.is_over:
        view = public(game)
        assert view.exposed is None and view.claim_hand is None
        for seat in SEATS:
            seen = game.view(seat)
            assert seen is not None and set(seen.hand) == set(deal.play.hands[seat - 1])
        seat = game.to_act
        assert seat is not None
        if view.current_trick:
            assert seat == left_of(view.current_trick[-1][0])  # clockwise, no seat skipped
        act(game, first_card(game, seat))
    assert len(deal.play.tricks) == 13
    for trick in deal.play.tricks:  # every trick in seat order from its leader
        seats = [s for s, _ in trick.cards]
        assert seats[0] == trick.leader
        assert all(b == left_of(a) for a, b in itertools.pairwise(seats))
