"""Builders shared by the engine tests: deals from readable hands, scripted action lists."""

from __future__ import annotations

import random

import pytest

from bot.engine.actions import Action, Bid, Level, NameTrump, Pass, Whist
from bot.engine.cards import Suit, parse_card, parse_cards
from bot.engine.contracts import SuitClass
from bot.engine.deal import Deal
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.result import DealResult
from bot.engine.seats import Seat
from bot.engine.swedish.ladder import SWEDISH_LADDER
from bot.engine.swedish.rules import SwedishRules

RULES = SwedishRules()

# Seat 1 holds all spades, seat 2 hearts, seat 3 clubs, seat 4 diamonds: trick play is easy to
# reason about (nobody can follow another seat's lead).
SUITED = {
    1: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
    2: "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
    3: "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
    4: "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
}


def make_deal(
    hands: dict[int, str] | None = None,
    dealer: int = 4,
    turned: str = "7H",
    rules: SwedishRules = RULES,
) -> Deal:
    hands = hands or SUITED
    return Deal(rules, dealer, [parse_cards(hands[s]) for s in (1, 2, 3, 4)], parse_card(turned))


def random_hands(seed: int) -> dict[int, str]:
    deck = [f"{r}{s}" for s in "SHDC" for r in "23456789TJQKA"]
    random.Random(seed).shuffle(deck)
    return {seat: " ".join(deck[(seat - 1) * 13 : seat * 13]) for seat in (1, 2, 3, 4)}


def run(deal: Deal, actions: list[Action]) -> None:
    for action in actions:
        deal.apply(action)


def auction_to(deal: Deal, declarer: int, contract: str, level: Level = Level.PLAIN) -> None:
    """Everyone passes except ``declarer``, who bids ``contract`` when its turn comes."""
    seat = deal.forhand
    while not deal.auction.finished:
        deal.apply(Bid(seat, contract, level) if seat == declarer else Pass(seat))
        seat = deal.auction.to_speak if not deal.auction.finished else seat


def play_out(deal: Deal, rng: random.Random | None = None) -> None:
    """Finish the deal with the lowest legal card each time (or random legal ones)."""
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        legal = deal.legal_actions(seat)
        deal.apply(rng.choice(legal) if rng else legal[0])


def trump_alone(deal: Deal, declarer: int, suit: Suit) -> None:
    deal.apply(NameTrump(declarer, suit))
    if deal.phase.value == "whist_offer":
        deal.apply(Whist(declarer, "alone"))


def refusal(deal: Deal, action: Action) -> Refusal:
    """Apply an action that must be refused; check nothing changed; return the reason code."""
    before = (list(deal.actions), deal.phase, deal.to_act, [set(h) for h in deal.play.hands])
    with pytest.raises(IllegalAction) as info:
        deal.apply(action)
    after = (list(deal.actions), deal.phase, deal.to_act, [set(h) for h in deal.play.hands])
    assert after == before, "a refused action must leave the deal unchanged"
    return info.value.code


def swedish_result(
    contract_id: str,
    declarer: Seat,
    tricks: int,
    *,
    whister: Seat | None = None,
    whister_tricks: int = 0,
    trump: SuitClass = SuitClass.PLAIN,
    honours: int = 0,
    first_five: bool = False,
    conceded: bool = False,
) -> DealResult:
    """A Swedish deal's result as the payment tests write it (dealer 1), the targets set as
    the rules set them (SV-W3)."""
    contract = SWEDISH_LADDER.get(contract_id)
    assert contract is not None
    return DealResult(
        dealer=1,
        contract=contract,
        declarer=declarer,
        whister=whister,
        trump_class=None if contract.misere else trump,
        conceded=conceded,
        declarer_tricks=tricks,
        whister_tricks=whister_tricks,
        honours=honours,
        first_five=first_five,
        side_target=RULES.side_target(contract, whister is not None),
        declarer_target=contract.target,
    )
