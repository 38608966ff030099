"""Builders for the Dawson tests: deals under Dawson's rules, results to settle, random games."""

from __future__ import annotations

import random

from bot.engine.actions import Pass
from bot.engine.cards import parse_card, parse_cards
from bot.engine.dawson.ladder import DAWSON_LADDER
from bot.engine.dawson.rules import DawsonRules
from bot.engine.deal import Deal
from bot.engine.game import Game
from bot.engine.result import DealResult
from bot.engine.scoring import Settlement
from bot.engine.seats import Seat
from tests.engine.helpers import SUITED

RULES = DawsonRules()


def make_deal(
    hands: dict[int, str] | None = None,
    dealer: int = 4,
    turned: str = "7H",
    rules: DawsonRules = RULES,
) -> Deal:
    hands = hands or SUITED
    return Deal(rules, dealer, [parse_cards(hands[s]) for s in (1, 2, 3, 4)], parse_card(turned))


def contract_result(
    contract_id: str,
    soloist: Seat,
    tricks: int,
    *,
    whister: Seat | None = None,
    whister_tricks: int = 0,
    dealer: Seat = 1,
) -> DealResult:
    contract = DAWSON_LADDER.get(contract_id)
    assert contract is not None
    return DealResult(
        dealer=dealer,
        contract=contract,
        declarer=soloist,
        whister=whister,
        declarer_tricks=tricks,
        whister_tricks=whister_tricks,
        side_target=RULES.side_target(contract, whister is not None),
        declarer_target=contract.target,
    )


def partout_result(tricks: tuple[int, int, int, int], dealer: Seat = 1) -> DealResult:
    return DealResult(dealer=dealer, all_pass=True, tricks=tricks)


def by_item(settlement: Settlement, item: str) -> set[tuple[int, int, int]]:
    """The (payer, payee, amount) triples of one kind of payment."""
    return {(p.payer, p.payee, p.amount) for p in settlement.payments if p.item == item}


def play_random_deal(game: Game, rng: random.Random, pass_bias: float = 0.6) -> Settlement | None:
    """Deal a shuffled deck and play it with random legal actions until it is settled.

    Passing is favoured so that low bids, whist and Misère Partout all come up, not only the
    top of the ladder a uniform choice climbs to."""
    deck = list(range(52))
    rng.shuffle(deck)
    game.start_deal(deck, rng.randrange(52))
    settlement = None
    while game.to_act is not None:
        legal = game.legal_actions(game.to_act)
        passes = [a for a in legal if isinstance(a, Pass)]
        action = passes[0] if passes and rng.random() < pass_bias else rng.choice(legal)
        settlement = game.apply(action)
    return settlement
