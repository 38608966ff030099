"""Swedish rules no other test cites by id: the deal passing clockwise after every deal, an
all-pass one included (SV-D4); playing on ål at the start (SV-P2); revokes refused (SV-T3);
the direct payment beside the betar, from Table I's base (SV-S1)."""

from __future__ import annotations

import random
from typing import cast

import pytest

from bot.engine.actions import Bid, Pass, Play
from bot.engine.cards import SUIT_OF, Suit, parse_card
from bot.engine.contracts import SuitClass
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.game import Game
from bot.engine.scoring import Settlement
from bot.engine.seats import Seat
from bot.engine.swedish.protocol import SwedishProtocol
from bot.engine.variants import new_game
from tests.engine.helpers import (
    auction_to,
    make_deal,
    random_hands,
    refusal,
    swedish_result,
    trump_alone,
)
from tests.engine.scripted import suited

NAMES = ("S.H.", "I.N.", "A.E.", "E.S.")
Triple = tuple[Seat, Seat, int]


def direct(s: Settlement) -> set[Triple]:
    return {(p.payer, p.payee, p.amount) for p in s.payments if p.item == "direct payment"}


def bets(s: Settlement) -> set[Triple]:
    return {(p.payer, p.payee, p.amount) for p in s.payments if p.item != "direct payment"}


# -- SV-D4 -----------------------------------------------------------------------------------


def all_pass(game: Game) -> Settlement:
    """Everyone passes, from förhand round the table; the ompassning's settlement."""
    out = None
    for _ in range(4):
        seat = game.to_act
        assert seat is not None
        out = game.apply(Pass(seat))
    assert out is not None, "an all-pass deal is settled at once (SV-B6)"
    return out


def concordia_by_seat_1(game: Game) -> Settlement:
    """Seat 1, holding every spade, bids 13 spel, names spades and takes every trick."""
    out = None
    while out is None:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions(seat)
        bid = Bid(1, "13")
        if seat == 1 and bid in legal:
            action = bid
        elif any(isinstance(a, Bid) for a in legal):
            action = Pass(seat)
        else:
            spade = [a for a in legal if getattr(a, "suit", None) is Suit.SPADES]
            action = spade[0] if spade else legal[0]
        out = game.apply(action)
    return out


@pytest.mark.parametrize("first", [1, 2, 3, 4])
def test_sv_d4_deal_passes_clockwise_after_every_deal_all_pass_included(first: Seat) -> None:
    """SV-D4: the deal passes to the left (clockwise) after every deal; an ompassning is a deal
    like any other, so it passes the deal too. Förhand is always the new dealer's left
    (SV-D5)."""
    game = new_game("swedish", {}, NAMES, first_dealer=first)
    dealers: list[Seat] = []
    # all-pass, played, all-pass, all-pass, played: five deals, so the deal goes round once.
    for kind in ("pass", "play", "pass", "pass", "play"):
        deal = game.start_deal_from_hands(suited(), parse_card("7H"))
        dealers.append(deal.dealer)
        assert deal.forhand == deal.dealer % 4 + 1
        if kind == "pass":
            all_pass(game)
        else:
            s = concordia_by_seat_1(game)
            assert s.net()[1] > 0  # the contract was played and made
    expected = [(first - 1 + i) % 4 + 1 for i in range(5)]
    assert dealers == expected
    assert game.next_dealer == (first - 1 + 5) % 4 + 1


def test_sv_d4_two_all_pass_deals_in_a_row_move_the_deal_twice() -> None:
    """SV-D4: an all-pass deal is not redealt by the same dealer."""
    game = new_game("swedish", {}, NAMES, first_dealer=4)
    game.start_deal_from_hands(suited(), parse_card("7H"))
    all_pass(game)
    assert game.next_dealer == 1
    second = game.start_deal_from_hands(suited(), parse_card("7H"))
    assert second.dealer == 1 and second.forhand == 2 and second.to_act == 2
    all_pass(game)
    assert game.next_dealer == 2
    assert [e.dealer for e in game.deals] == [4, 1]


# -- SV-P2 -----------------------------------------------------------------------------------


def test_sv_p2_at_the_start_the_alar_are_the_gaende_bet() -> None:
    """SV-P2: before anything is played off, the four ålar are the gående bet (tied)."""
    p = SwedishProtocol(al=96, names=NAMES)
    assert [(e.seat, e.kind, e.value, e.played_off) for e in p.going] == [
        (1, "al", 96, None),
        (2, "al", 96, None),
        (3, "al", 96, None),
        (4, "al", 96, None),
    ]
    assert p.going_value == 96
    entries = p.snapshot()["entries"]
    assert isinstance(entries, list)
    assert [cast(dict[str, object], row).get("going") for row in entries] == [True] * 4


def test_sv_p2_one_plays_on_al_until_an_al_is_played_off() -> None:
    """SV-P2: while playing on ål, a lost contract's bet is valued on the ål (96 + 1 × 8) and
    does not become gående; the next made contract plays off an ål, not the higher bet."""
    p = SwedishProtocol(al=96, names=NAMES)
    p.settle(swedish_result("7", 2, 6))  # lost by one: seat 2 writes one bet, 96 + 8 = 104
    assert [(e.seat, e.kind, e.value) for e in p.entries if e.kind == "bet"] == [(2, "bet", 104)]
    assert [(e.seat, e.kind, e.value) for e in p.going] == [(s, "al", 96) for s in (1, 2, 3, 4)]
    s = p.settle(swedish_result("7", 3, 7))  # made by seat 3: his own ål, 96 → 100 (SV-P5)
    played = [e for e in p.entries if e.played_off is not None]
    assert [(e.seat, e.kind, e.value, e.played_off) for e in played] == [(3, "al", 96, 1)]
    assert bets(s) == set()  # his own ål: he pays nobody
    # Only now does the bet become the gående bet (SV-P4).
    assert [(e.seat, e.kind, e.value) for e in p.going] == [(2, "bet", 104)]


def test_sv_p2_a_made_contract_on_al_is_paid_by_the_al_owner() -> None:
    """SV-P2: on ål the declarer wins an ål; seat 1 declares, so seat 1's own ål goes first
    (SV-P5) and seat 2's is next: the second made contract by seat 1 makes seat 2 pay 100."""
    p = SwedishProtocol(al=96, names=NAMES)
    p.settle(swedish_result("7", 1, 7))
    s = p.settle(swedish_result("7", 1, 7))
    assert bets(s) == {(2, 1, 100)}


# -- SV-T3 -----------------------------------------------------------------------------------


def test_sv_t3_a_revoke_is_refused_with_its_code_and_the_suit_to_follow() -> None:
    """SV-T3: a card breaking SV-T1 is refused (code ``must_follow_suit``, the suit named),
    nothing changes, and the same seat still has to play."""
    hands = {
        1: "AS KS QS JS AH KH QH 2D 3D 4D 2C 3C 4C",
        2: "TS 9S 8S 7S JH TH 9H 5D 6D 7D 5C 6C 7C",
        3: "6S 5S 4S 3S 8H 7H 6H 8D 9D TD 8C 9C TC",
        4: "2S 5H 4H 3H 2H JD QD KD AD JC QC KC AC",
    }
    deal = make_deal(hands, dealer=4)
    auction_to(deal, 1, "7")
    trump_alone(deal, 1, Suit.SPADES)
    deal.apply(Play(1, parse_card("AH")))
    for revoke in ("TS", "5D", "5C"):  # a trump and two side suits, all while holding hearts
        assert refusal(deal, Play(2, parse_card(revoke))) is Refusal.MUST_FOLLOW_SUIT
    with pytest.raises(IllegalAction) as info:
        deal.apply(Play(2, parse_card("TS")))
    assert info.value.fields == {"suit": "♥"}
    assert deal.to_act == 2
    deal.apply(Play(2, parse_card("9H")))  # following is accepted
    assert deal.to_act == 3


@pytest.mark.parametrize("seed", range(4))
def test_sv_t3_no_revoke_can_happen_in_a_whole_deal(seed: int) -> None:
    """SV-T3: at every turn of a deal every card that would revoke is refused, every other
    card is offered; the finished tricks hold no revoke."""
    rng = random.Random(seed)
    deal = make_deal(random_hands(seed), dealer=4)
    auction_to(deal, 1, "7")
    trump_alone(deal, 1, Suit.HEARTS)
    held = {s: set(deal.play.hands[s - 1]) for s in (1, 2, 3, 4)}
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        hand = list(deal.play.hands[seat - 1])
        current = deal.play.current
        led = SUIT_OF[current[0][1]] if current else None
        must = [c for c in hand if led is not None and SUIT_OF[c] is led]
        legal = {a.card for a in deal.legal_actions(seat) if isinstance(a, Play)}
        assert legal == set(must or hand)
        for card in hand:
            if card not in legal:
                assert refusal(deal, Play(seat, card)) is Refusal.MUST_FOLLOW_SUIT
        deal.apply(Play(seat, rng.choice(sorted(legal))))
    for trick in deal.play.tricks:
        lead = SUIT_OF[trick.cards[0][1]]
        for seat, card in trick.cards[1:]:
            if SUIT_OF[card] is not lead:  # a discard: the seat held none of the led suit
                assert not any(SUIT_OF[c] is lead for c in held[seat])
        for seat, card in trick.cards:
            held[seat].discard(card)


# -- SV-S1 -----------------------------------------------------------------------------------

TABLE_I = {
    "5": 5,
    "6": 12,
    "petite-misere": 48,
    "7": 18,
    "grande-misere": 96,
    "8": 24,
    "petite-misere-ouverte": 150,
    "9": 36,
    "grande-misere-ouverte": 300,
    "10": 48,
    "11": 72,
    "12": 108,
    "13": 162,
}
"""Table I's base point, as the rules write it."""


def round_ten(n: int) -> int:
    return (n + 5) // 10 * 10


@pytest.mark.parametrize(("contract", "base"), TABLE_I.items())
def test_sv_s1_every_lost_contract_is_paid_directly_from_table_i_base(
    contract: str, base: int
) -> None:
    """SV-S1: beside the betar it writes, a lost contract (plain suit, no multiplier) is paid
    directly: the declarer pays each defender Table I's base, rounded to ten (SV-S5, S6)."""
    misere = "misere" in contract
    tricks = 1 if misere else int(contract) - 1
    result = swedish_result(contract, 2, tricks)
    assert not result.made
    p = SwedishProtocol(names=NAMES)
    s = p.settle(result)
    assert [e.seat for e in p.entries if e.kind == "bet"] == [2]  # the betar, besides
    assert direct(s) == {(2, d, round_ten(base)) for d in (1, 3, 4)}


@pytest.mark.parametrize(("contract", "base"), [("5", 8), ("6", 18)])
def test_sv_s1_a_lost_whist_contract_pays_table_i_whist_base(contract: str, base: int) -> None:
    """SV-S1: with whist Table I's base is 8 (5 spel) or 18 (6 spel); the declarer missed his
    own target, so he pays each defender (SV-S8)."""
    result = swedish_result(contract, 2, 3, whister=4, whister_tricks=4)
    assert not result.made
    s = SwedishProtocol(names=NAMES).settle(result)
    assert direct(s) == {(2, 1, round_ten(base)), (2, 3, round_ten(base))}


def test_sv_s1_a_made_contract_pays_both_the_bet_and_directly() -> None:
    """SV-S1: a made contract on another's ål: the ål's owner pays the bet (96 → 100) and,
    besides, each defender pays the direct payment: 9 spel exactly, base 36 + codille 2 = 38,
    rounded 40 (SV-S2, S6)."""
    p = SwedishProtocol(names=NAMES)
    p.settle(swedish_result("7", 3, 7))  # seat 3 plays off his own ål; 1, 2, 4 stay gående
    s = p.settle(swedish_result("9", 3, 9, trump=SuitClass.PLAIN))
    assert bets(s) == {(4, 3, 100)}  # nearest the declarer's left among the tied ålar (SV-P5)
    assert direct(s) == {(d, 3, 40) for d in (1, 2, 4)}
