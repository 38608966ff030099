"""Builders for the Fontainebleau tests: a ledger with a given pool, one deal settled with the
FB-S8 balance checked, random settings and results."""

from __future__ import annotations

import random
from collections.abc import Callable

from bot.engine.actions import Action, Play
from bot.engine.cards import Card, Suit, parse_cards
from bot.engine.fontainebleau.ladder import FB_LADDER
from bot.engine.fontainebleau.ledger import FontainebleauLedger
from bot.engine.fontainebleau.result import FbResult, all_pass_result, contract_result
from bot.engine.fontainebleau.settings import FbSettings, russian
from bot.engine.fontainebleau.whister import whist_question
from bot.engine.game import Game
from bot.engine.scoring import Settlement
from bot.engine.seats import SEATS, Seat
from bot.engine.variants import new_game

Nets = tuple[int, int, int, int]


def ledger_with(
    pool: int = 0, settings: FbSettings | None = None, deals_done: int = 0
) -> FontainebleauLedger:
    """A ledger whose pool holds ``pool`` before the next deal's deposit, ``deals_done`` deals
    into the game."""
    ledger = FontainebleauLedger(settings)
    ledger.pool = pool
    ledger.deals_settled = deals_done
    return ledger


def settle(ledger: FontainebleauLedger, result: FbResult) -> tuple[Nets, int, Settlement]:
    """Settle one deal; check FB-S8 (nets plus the pool's change sum to zero) and FB-L4."""
    before = ledger.pool
    settlement = ledger.settle(result)
    net = settlement.net()
    nets = (net[1], net[2], net[3], net[4])
    assert sum(nets) + ledger.pool - before == 0
    assert ledger.pool % 5 == 0 and ledger.pool >= 0
    assert all(p.amount > 0 and p.amount % 5 == 0 for p in settlement.payments)
    assert set(net) == set(SEATS)
    return nets, ledger.pool, settlement


def random_settings(rng: random.Random) -> FbSettings:
    common = {
        "deposit": rng.choice([0, 5, 50, 55]),
        "honours_on_failure": rng.random() < 0.5,
        "slam_table": rng.choice(["standard", "american"]),
        "deals": rng.randint(1, 12),
    }
    if rng.random() < 0.5:
        return russian(
            chicane=rng.choice([5, 10, 25]), foster_partners=rng.random() < 0.5, **common
        )
    return FbSettings(suit_order=rng.choice(["DHCS", "HDCS"]), **common)


def random_result(rng: random.Random, dealer: int, s: FbSettings) -> FbResult:
    if rng.random() < 0.15:
        cuts = sorted(rng.randint(0, 13) for _ in range(3))
        parts = [b - a for a, b in zip([0, *cuts], [*cuts, 13], strict=True)]
        return all_pass_result(dealer, (parts[0], parts[1], parts[2], parts[3]))
    c = rng.choice(FB_LADDER.contracts)
    declarer = rng.choice(SEATS)
    whister = None
    if whist_question(c, s) and rng.random() < 0.5:
        whister = rng.choice([x for x in SEATS if x != declarer])
    total = rng.randint(0, c.tricks_played)
    mine = total if whister is None else rng.randint(0, total)
    chicane = tuple(x for x in SEATS if s.russian and c.has_trumps and rng.random() < 0.2)
    if len(chicane) == 4:  # someone holds the trumps (RU-C1)
        chicane = chicane[1:]
    # Honours a deal with these voids can give (RU-C1, FB-H2): none for a void side, all four
    # when every adversary is void.
    side = {declarer} if whister is None else {declarer, whister}
    honours = rng.randint(0, 4)
    if side <= set(chicane):
        honours = 0
    elif set(SEATS) - side <= set(chicane):
        honours = 4
    return contract_result(
        c.id,
        declarer,
        mine,
        suit=None if c.misere else rng.choice(list(Suit)),
        dealer=dealer,
        whister=whister,
        whister_tricks=total - mine,
        honours=honours,
        chicane=chicane,
        settings=s,
    )


NAMES = ("Anne", "Bo", "Cia", "Dag")


def fill(**given: str) -> list[list[Card]]:
    """Four hands of 13: ``given`` names cards of seats (``s1="AS KS"``); the rest of the pack
    fills the hands in card order."""
    hands: list[list[Card]] = [[], [], [], []]
    for key, text in given.items():
        hands[int(key[1]) - 1] = parse_cards(text)
    used = {c for h in hands for c in h}
    rest = [c for c in range(52) if c not in used]
    for hand in hands:
        while len(hand) < 13:
            hand.append(rest.pop(0))
    return hands


def table(
    hands: list[list[Card]], variant: str = "fontainebleau", dealer: Seat = 4, **settings: object
) -> Game:
    """A game of ``variant`` whose first deal (dealer ``dealer``) holds ``hands``."""
    game = new_game(variant, settings, NAMES, first_dealer=dealer)
    game.start_deal_from_hands(hands, None)
    return game


def act(game: Game, *actions: Action) -> Settlement | None:
    """Apply ``actions`` through the game; the settlement of the last, if it ended the deal."""
    out = None
    for action in actions:
        out = game.apply(action)
    return out


def play_out(game: Game, pick: Callable[[list[Action]], Action] | None = None) -> Settlement:
    """Play the deal to its end with the first legal card (or ``pick``) at every turn."""
    deal = game.current
    assert deal is not None and deal.deal is not None
    while True:
        seat = deal.deal.to_act
        assert seat is not None
        legal = deal.deal.legal_actions(seat)
        cards = [a for a in legal if isinstance(a, Play)]
        settlement = game.apply(pick(legal) if pick else (cards or legal)[0])
        if settlement is not None:
            return settlement
