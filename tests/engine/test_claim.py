"""Claims (SV-T4: "play continues to the last trick … unless the remaining tricks are claimed
or conceded by agreement"): the declarer of a trick contract claims on lead, the defenders
answer in turn, and an accepted claim ends the deal with the remaining tricks to the declarer.
"""

from __future__ import annotations

import random
from typing import cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.actions import (
    Action,
    ActionFormatError,
    Bid,
    Claim,
    ClaimAnswer,
    NameTrump,
    Pass,
    Play,
    Whist,
    action_from_dict,
    action_to_dict,
)
from bot.engine.cards import Suit, parse_card, parse_cards, sort_hand
from bot.engine.deal import Deal
from bot.engine.errors import Refusal
from bot.engine.phase import Phase
from bot.engine.record import game_from_record, game_to_record
from bot.engine.variants import new_game
from tests.engine.dawson import helpers as dawson
from tests.engine.helpers import (
    RULES,
    SUITED,
    auction_to,
    make_deal,
    refusal,
    run,
    trump_alone,
)

C = parse_card

# Seat 2 declares 13 spel in hearts; förhand (seat 1) wins the first trick with AS and seat 2
# ruffs the second, so the declarer is then on lead with 11 hearts and AH still out.
RUFFED = {
    1: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S AH",
    2: "2S KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
    3: "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
    4: "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
}


def spades_by_seat_1(contract: str = "7") -> Deal:
    """SUITED hands, seat 1 (all spades) declares in spades and is on lead (förhand)."""
    deal = make_deal(dealer=4, turned="2S")
    auction_to(deal, 1, contract)
    trump_alone(deal, 1, Suit.SPADES)
    assert deal.phase is Phase.PLAY and deal.to_act == 1
    return deal


def play_tricks(deal: Deal, count: int) -> None:
    """Play ``count`` whole tricks with each seat's lowest legal card."""
    for _ in range(count * 4):
        seat = deal.to_act
        assert seat is not None
        deal.apply(next(a for a in deal.legal_actions(seat) if isinstance(a, Play)))


def ruffed_13_spel() -> Deal:
    deal = make_deal(RUFFED, dealer=4, turned="2H")
    auction_to(deal, 2, "13")
    trump_alone(deal, 2, Suit.HEARTS)
    run(deal, [Play(1, C("AS")), Play(2, C("2S")), Play(3, C("2C")), Play(4, C("2D"))])
    run(deal, [Play(1, C("KS")), Play(2, C("2H")), Play(3, C("3C")), Play(4, C("3D"))])
    assert deal.to_act == 2 and deal.play.won == [1, 1, 0, 0]
    return deal


def claim_accepted(deal: Deal, declarer: int) -> None:
    deal.apply(Claim(declarer))
    while deal.phase is Phase.CLAIM:
        seat = deal.to_act
        assert seat is not None
        deal.apply(ClaimAnswer(seat, "accept"))


# --- accepted claims ---------------------------------------------------------------------


def test_sv_t4_accepted_claim_ends_the_deal_with_the_rest_to_the_declarer() -> None:
    deal = spades_by_seat_1()
    play_tricks(deal, 3)
    assert Claim(1) in deal.legal_actions(1)
    claim_accepted(deal, 1)
    assert deal.is_over and deal.to_act is None
    assert deal.claimed == 10 and len(deal.play.tricks) == 3
    assert deal.play.won == [13, 0, 0, 0]
    result = deal.result()
    assert result.declarer_tricks == 13 and result.made and result.overtricks == 6
    assert result.slam and result.first_five
    assert sum(result.tricks or ()) == 13


def test_sv_t4_claim_is_by_agreement_a_short_claim_loses_the_contract() -> None:
    deal = ruffed_13_spel()
    claim_accepted(deal, 2)
    result = deal.result()
    assert deal.claimed == 11
    assert result.tricks == (1, 12, 0, 0)
    assert result.declarer_tricks == 12 and not result.made and result.penalty_tricks == 1
    assert not result.first_five  # the defenders took the first trick


def test_sv_t4_sv_s4_first_five_with_a_claim_before_the_fifth_trick() -> None:
    deal = spades_by_seat_1()
    play_tricks(deal, 2)
    claim_accepted(deal, 1)
    assert deal.result().first_five  # two played tricks won, the next eleven claimed


def test_sv_t4_a_defender_on_lead_may_not_claim() -> None:
    deal = ruffed_13_spel()
    deal.apply(Play(2, C("3H")))
    run(deal, [Play(3, C("4C")), Play(4, C("4D")), Play(1, C("AH"))])
    assert deal.to_act == 1
    assert Claim(1) not in deal.legal_actions(1)  # seat 1 defends: no claim


def test_sv_t4_claim_at_the_first_lead_credits_all_tricks() -> None:
    deal = spades_by_seat_1("13")
    claim_accepted(deal, 1)
    result = deal.result()
    assert deal.claimed == 13 and deal.play.tricks == []
    assert result.made and result.slam and result.first_five and result.honours == 4


def test_sv_t4_last_trick_after_an_accepted_claim_is_the_last_played_trick() -> None:
    deal = spades_by_seat_1()
    play_tricks(deal, 4)
    played_last = deal.play.tricks[-1]
    claim_accepted(deal, 1)
    for seat in (1, 2, 3, 4):
        view = deal.view(seat)
        assert view.last_trick == played_last
        assert len(view.tricks) == 4 and view.won == (13, 0, 0, 0) and view.claimed == 9
        assert view.current_trick == ()


# --- refused claims ----------------------------------------------------------------------


def test_sv_t4_refused_claim_continues_play_with_the_same_cards() -> None:
    deal = spades_by_seat_1()
    play_tricks(deal, 2)
    before = deal.legal_actions(1)
    hands = [list(h) for h in deal.play.hands]
    run(deal, [Claim(1), ClaimAnswer(2, "accept"), ClaimAnswer(3, "refuse")])
    assert deal.phase is Phase.PLAY and deal.to_act == 1  # seat 4 is never asked
    assert deal.play.hands == hands and deal.claimed == 0 and deal.play.won == [2, 0, 0, 0]
    after = deal.legal_actions(1)
    assert after == [a for a in before if not isinstance(a, Claim)]
    # One claim per trick: not again until the declarer leads to the next trick.
    assert refusal(deal, Claim(1)) is Refusal.CLAIM_NOT_ALLOWED
    # Everyone is told who refused, until that trick is complete.
    assert deal.public_view().claim_refused_by == 3 and deal.public_view().claim_hand is None
    play_tricks(deal, 1)
    assert deal.public_view().claim_refused_by is None
    assert deal.legal_actions(1) == [*after[1:], Claim(1)]
    claim_accepted(deal, 1)
    assert deal.result().declarer_tricks == 13


def test_sv_t4_a_refusal_ends_the_asking_at_once() -> None:
    deal = spades_by_seat_1()
    run(deal, [Claim(1), ClaimAnswer(2, "refuse")])
    assert deal.phase is Phase.PLAY and deal.to_act == 1
    assert refusal(deal, ClaimAnswer(3, "accept")) is Refusal.NO_CLAIM


# --- who may claim, and when ---------------------------------------------------------------


def test_sv_t4_claim_only_during_play() -> None:
    deal = make_deal(dealer=4, turned="2S")
    assert refusal(deal, Claim(1)) is Refusal.WRONG_PHASE  # auction
    auction_to(deal, 1, "7")
    assert deal.phase is Phase.TRUMP
    assert refusal(deal, Claim(1)) is Refusal.WRONG_PHASE
    trump_alone(deal, 1, Suit.SPADES)
    claim_accepted(deal, 1)
    assert refusal(deal, Claim(1)) is Refusal.GAME_OVER


def test_sv_t4_no_claim_in_a_misere() -> None:
    deal = make_deal(dealer=4)
    auction_to(deal, 1, "grande-misere")
    assert deal.phase is Phase.PLAY and deal.to_act == 1
    assert all(not isinstance(a, Claim) for a in deal.legal_actions(1))
    assert refusal(deal, Claim(1)) is Refusal.CLAIM_NOT_ALLOWED


def test_sv_t4_a_defender_may_not_claim() -> None:
    deal = spades_by_seat_1()
    deal.apply(Play(1, C("AS")))
    assert deal.to_act == 2 and Claim(2) not in deal.legal_actions(2)
    assert refusal(deal, Claim(2)) is Refusal.CLAIM_NOT_ALLOWED
    assert refusal(deal, Claim(3)) is Refusal.CLAIM_NOT_ALLOWED


def test_sv_t4_the_declarer_claims_only_on_lead_on_its_turn() -> None:
    deal = spades_by_seat_1()
    deal.apply(Play(1, C("AS")))
    assert refusal(deal, Claim(1)) is Refusal.NOT_YOUR_TURN
    # Dealer 1: förhand is seat 2, so declarer 1 plays last to the first trick.
    deal = make_deal(dealer=1, turned="2S")
    auction_to(deal, 1, "7")
    trump_alone(deal, 1, Suit.SPADES)
    run(deal, [Play(2, C("2H")), Play(3, C("2C")), Play(4, C("2D"))])
    assert deal.to_act == 1 and Claim(1) not in deal.legal_actions(1)
    assert refusal(deal, Claim(1)) is Refusal.CLAIM_NOT_ALLOWED
    deal.apply(Play(1, C("2S")))
    assert deal.legal_actions(1)[-1] == Claim(1)  # on lead now


def test_sv_t4_no_claim_with_one_trick_left() -> None:
    """A claim settles the tricks still to play "by agreement"; the last one is simply played,
    so nobody is asked to agree to it (issue #14)."""
    deal = spades_by_seat_1()
    play_tricks(deal, 11)
    assert deal.to_act == 1 and Claim(1) in deal.legal_actions(1)  # two left: a claim is fine
    play_tricks(deal, 1)
    assert deal.to_act == 1 and len(deal.play.tricks) == 12
    assert Claim(1) not in deal.legal_actions(1)
    assert refusal(deal, Claim(1)) is Refusal.CLAIM_NOT_ALLOWED
    play_tricks(deal, 1)
    assert deal.phase is Phase.OVER and deal.play.won == [13, 0, 0, 0]


def test_sv_t4_no_answer_without_a_claim_and_nothing_else_while_one_is_open() -> None:
    deal = spades_by_seat_1()
    assert refusal(deal, ClaimAnswer(2, "accept")) is Refusal.NO_CLAIM
    deal.apply(Claim(1))
    assert deal.phase is Phase.CLAIM and deal.to_act == 2
    assert deal.legal_actions(2) == [ClaimAnswer(2, "accept"), ClaimAnswer(2, "refuse")]
    assert deal.legal_actions(1) == [] and deal.legal_actions(3) == []
    assert refusal(deal, Claim(1)) is Refusal.CLAIM_OPEN
    assert refusal(deal, Play(2, C("2H"))) is Refusal.CLAIM_OPEN
    assert refusal(deal, Play(1, C("AS"))) is Refusal.NOT_YOUR_TURN
    assert refusal(deal, ClaimAnswer(1, "accept")) is Refusal.NOT_YOUR_TURN
    assert refusal(deal, ClaimAnswer(3, "accept")) is Refusal.NOT_YOUR_TURN


def test_sv_t4_defenders_answer_clockwise_from_the_declarers_left() -> None:
    deal = make_deal(dealer=2, turned="2C")  # förhand is seat 3, the declarer
    auction_to(deal, 3, "7")
    trump_alone(deal, 3, Suit.CLUBS)
    deal.apply(Claim(3))
    order: list[int] = []
    while deal.phase is Phase.CLAIM:
        seat = deal.to_act
        assert seat is not None
        assert deal.view(1).claim_answers == tuple(ClaimAnswer(s, "accept") for s in order)
        order.append(seat)
        deal.apply(ClaimAnswer(seat, "accept"))
    assert order == [4, 1, 2]
    assert deal.result().declarer_tricks == 13


def test_sv_t4_sv_w6_the_whister_is_not_asked_and_may_not_claim() -> None:
    deal = make_deal(dealer=4, turned="2S")
    auction_to(deal, 1, "5")
    run(deal, [NameTrump(1, Suit.SPADES), Whist(1, "invite"), Whist(2, "accept")])
    assert deal.whister == 2 and deal.to_act == 1
    deal.apply(Claim(1))
    assert deal.to_act == 3  # left of the declarer is the whister: skipped
    assert refusal(deal, ClaimAnswer(2, "accept")) is Refusal.NOT_YOUR_TURN
    run(deal, [ClaimAnswer(3, "accept"), ClaimAnswer(4, "accept")])
    result = deal.result()
    assert result.declarer_tricks == 13 and result.whister_tricks == 0 and result.made


def test_sv_t4_the_whister_on_lead_may_not_claim() -> None:
    hands = {1: SUITED[2], 2: SUITED[1], 3: SUITED[3], 4: SUITED[4]}  # seat 2 holds spades
    deal = make_deal(hands, dealer=4, turned="2S")
    auction_to(deal, 1, "5")
    run(deal, [NameTrump(1, Suit.SPADES), Whist(1, "invite"), Whist(2, "accept")])
    run(deal, [Play(1, C("2H")), Play(2, C("2S")), Play(3, C("2C")), Play(4, C("2D"))])
    assert deal.to_act == 2 and Claim(2) not in deal.legal_actions(2)
    assert refusal(deal, Claim(2)) is Refusal.CLAIM_NOT_ALLOWED


def test_sv_t4_generic_deal_dawson_claims_but_not_in_misere_partout() -> None:
    deal = dawson.make_deal(dealer=4, turned="2S")
    run(deal, [Bid(1, "7"), Pass(2), Pass(3), Pass(4), NameTrump(1, Suit.SPADES)])
    assert deal.to_act == 1 and deal.legal_actions(1)[-1] == Claim(1)
    claim_accepted(deal, 1)
    assert deal.result().declarer_tricks == 13

    partout = dawson.make_deal(dealer=4)
    run(partout, [Pass(1), Pass(2), Pass(3), Pass(4)])
    assert partout.phase is Phase.PLAY and partout.contract is None
    assert all(not isinstance(a, Claim) for a in partout.legal_actions(1))
    assert refusal(partout, Claim(1)) is Refusal.CLAIM_NOT_ALLOWED


# --- what each seat sees -------------------------------------------------------------------


def _foreign(deal: Deal, seat: int) -> set[int]:
    """Other seats' unplayed cards anywhere in ``seat``'s view."""
    view = deal.view(seat)
    shown = set(view.hand) | set(view.exposed or ()) | set(view.claim_hand or ())
    shown |= {a.card for a in view.legal if isinstance(a, Play)}
    others = {c for s in (1, 2, 3, 4) if s != seat for c in deal.play.hands[s - 1]}
    return shown & others


def test_sv_t4_claimed_hand_is_shown_to_all_while_open_and_hidden_after_refusal() -> None:
    deal = make_deal(RUFFED, dealer=4, turned="2H")
    auction_to(deal, 2, "13")
    trump_alone(deal, 2, Suit.HEARTS)
    run(deal, [Play(1, C("AS")), Play(2, C("2S")), Play(3, C("2C")), Play(4, C("2D"))])
    run(deal, [Play(1, C("KS")), Play(2, C("2H")), Play(3, C("3C")), Play(4, C("3D"))])
    assert all(deal.view(s).claim_hand is None for s in (1, 2, 3, 4))
    deal.apply(Claim(2))
    declarer_hand = tuple(sort_hand(deal.play.hands[1]))
    for seat in (1, 2, 3, 4):
        view = deal.view(seat)
        assert view.phase is Phase.CLAIM and view.claim_hand == declarer_hand
        assert view.exposed is None  # not an ouverte: only the claim shows the hand
        # Privacy: the claimer's cards are the only foreign cards anyone sees.
        assert _foreign(deal, seat) <= (set(declarer_hand) if seat != 2 else set())
    run(deal, [ClaimAnswer(3, "accept")])
    assert deal.view(4).claim_answers == (ClaimAnswer(3, "accept"),)
    run(deal, [ClaimAnswer(4, "refuse")])
    for seat in (1, 2, 3, 4):
        view = deal.view(seat)
        assert view.claim_hand is None and view.claim_answers == ()
        assert not _foreign(deal, seat)


def test_sv_t4_after_an_accepted_claim_the_hand_stays_shown_and_nothing_else() -> None:
    deal = ruffed_13_spel()
    claim_accepted(deal, 2)
    for seat in (1, 3, 4):
        assert deal.view(seat).claim_hand == tuple(sort_hand(deal.play.hands[1]))
        assert _foreign(deal, seat) == set(deal.play.hands[1])


# --- the record ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "data"),
    [
        (Claim(2), {"seat": 2, "claim": True}),
        (ClaimAnswer(3, "accept"), {"seat": 3, "claim": "accept"}),
        (ClaimAnswer(4, "refuse"), {"seat": 4, "claim": "refuse"}),
    ],
)
def test_sv_t4_claim_actions_round_trip_through_the_record(
    action: Action, data: dict[str, object]
) -> None:
    assert action_to_dict(action) == data
    assert action_from_dict(data) == action


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"seat": 1, "claim": False}, '"claim" must be true'),
        ({"seat": 1, "claim": 1}, '"claim" must be true'),
        ({"seat": 1, "claim": "yes"}, '"accept" / "refuse"'),
        ({"seat": 1, "claim": True, "play": "AS"}, "exactly one verb"),
        ({"seat": 1, "claim": "accept", "level": "plain"}, "unknown field"),
        ({"seat": 5, "claim": True}, "seat must be"),
    ],
)
def test_sv_t4_bad_claim_forms_are_refused_clearly(data: dict[str, object], words: str) -> None:
    with pytest.raises(ActionFormatError, match=words):
        action_from_dict(data)


def test_sv_t4_record_replays_refused_and_accepted_claims() -> None:
    game = new_game("swedish", {}, ["A", "B", "C", "D"], first_dealer=4)
    game.start_deal_from_hands([parse_cards(SUITED[s]) for s in (1, 2, 3, 4)], C("2S"))
    script: list[Action] = [Bid(1, "7"), Pass(2), Pass(3), Pass(4), NameTrump(1, Suit.SPADES)]
    script += [Claim(1), ClaimAnswer(2, "refuse")]
    script += [Play(1, C("AS")), Play(2, C("2H")), Play(3, C("2C")), Play(4, C("2D"))]
    script += [Claim(1), ClaimAnswer(2, "accept"), ClaimAnswer(3, "accept")]
    for action in script:
        game.apply(action)
    unfinished = game_to_record(game)  # a claim still open
    again = game_from_record(unfinished)
    assert game_to_record(again) == unfinished
    for seat in (1, 2, 3, 4):
        assert again.view(seat) == game.view(seat)
    game.apply(ClaimAnswer(4, "accept"))
    record = game_to_record(game)
    actions = cast(
        list[dict[str, object]], cast(list[dict[str, object]], record["deals"])[0]["actions"]
    )
    assert {"seat": 1, "claim": True} in actions and {"seat": 2, "claim": "refuse"} in actions
    again = game_from_record(record)
    assert game_to_record(again) == record and again.balances == game.balances
    for seat in (1, 2, 3, 4):
        assert again.view(seat) == game.view(seat)


# --- properties ----------------------------------------------------------------------------


def random_claiming_deal(seed: int) -> Deal:
    """A random legal deal in which claims are made and accepted far more often than a
    uniform choice would."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    deal = Deal.from_deck(RULES, rng.randint(1, 4), deck, rng.randrange(52))
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        legal = deal.legal_actions(seat)
        claim = legal[-1]
        if isinstance(claim, Claim) and rng.random() < 0.3:
            deal.apply(claim)
        elif deal.phase is Phase.CLAIM:
            deal.apply(ClaimAnswer(seat, "accept" if rng.random() < 0.8 else "refuse"))
        else:
            deal.apply(rng.choice(legal))
        if deal.phase is Phase.CLAIM:
            assert deal.declarer is not None
            for other in (1, 2, 3, 4):
                if other != deal.declarer:
                    assert _foreign(deal, other) <= set(deal.play.hands[deal.declarer - 1])
        else:
            for other in (1, 2, 3, 4):
                view = deal.view(other)
                assert view.claim_hand is None or deal.is_over
    return deal


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_sv_t4_claims_keep_52_cards_and_every_trick_accounted(seed: int) -> None:
    deal = random_claiming_deal(seed)
    held = [c for hand in deal.play.hands for c in hand]
    played = [c for t in deal.play.tricks for _, c in t.cards]
    discarded = list(deal.discards.values())
    assert deal.play.current == []
    assert sorted(held + played + discarded) == list(range(52))
    result = deal.result()
    if result.all_pass or result.conceded:
        return
    assert result.contract is not None
    assert sum(result.tricks or ()) == result.contract.tricks_played
    # The claimed tricks are exactly the unplayed ones: each hand holds one card per trick.
    if deal.claimed:
        assert not result.contract.misere
        assert all(len(hand) == deal.claimed for hand in deal.play.hands)
        assert len(deal.play.tricks) + deal.claimed == result.contract.tricks_played
