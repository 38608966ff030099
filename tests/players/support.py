"""Builders for the player tests: deals played part-way by computer players, and a deal that
differs from another only in cards the acting seat cannot see."""

from __future__ import annotations

import random
from collections.abc import Callable

from bot.engine.actions import Action
from bot.engine.cards import Card
from bot.engine.deal import Deal, SeatView
from bot.engine.errors import IllegalAction
from bot.engine.swedish.rules import SwedishRules
from bot.players.sampling import Sampler
from bot.players.table import cards_in, state_from_view

RULES = SwedishRules()
Chooser = Callable[[SeatView], Action]


def shuffled_deal(seed: int) -> Deal:
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    return Deal.from_deck(RULES, rng.randint(1, 4), deck, rng.randrange(52))


def play_until(deal: Deal, chooser: Chooser, steps: int) -> None:
    """Apply up to ``steps`` actions chosen by ``chooser`` (checking each is legal)."""
    for _ in range(steps):
        seat = deal.to_act
        if seat is None:
            return
        view = deal.view(seat)
        action = chooser(view)
        assert action in view.legal, f"{action} is not legal"
        deal.apply(action)


def with_other_hidden_cards(deal: Deal, seed: int) -> Deal | None:
    """The same deal and history, but the cards the seat to act cannot see re-dealt among the
    other hands (respecting shown voids and hand sizes); None if nothing could change."""
    seat = deal.to_act
    assert seat is not None
    view = deal.view(seat)
    rng = random.Random(seed)
    if view.contract is None:
        return _before_contract(deal, seat, rng)
    sampler = Sampler(view, state_from_view(view))
    played: list[list[Card]] = [[], [], [], []]
    for trick in (*(t.cards for t in deal.play.tricks), deal.play.current):
        for s, card in trick:
            played[s - 1].append(card)
    for _ in range(20):
        remaining = sampler.sample(rng)
        hands = [played[i] + list(cards_in(remaining[i])) for i in range(4)]
        if deal.discarded is not None:
            # The discard is hidden but recorded: keep it, swapping the card left over.
            assert deal.declarer is not None
            held = {c for h in hands for c in h}
            spare = next(c for c in range(52) if c not in held)
            for h in hands:
                if deal.discarded in h:
                    h[h.index(deal.discarded)] = spare
            hands[deal.declarer - 1].append(deal.discarded)
        if [sorted(h) for h in hands] == [sorted(h) for h in deal.dealt]:
            continue
        other = Deal(RULES, deal.dealer, hands, deal.turned)
        try:
            for action in deal.actions:
                other.apply(action)
        except IllegalAction:
            continue  # the swap above broke a shown void; draw again
        return other
    return None


def _before_contract(deal: Deal, seat: int, rng: random.Random) -> Deal:
    """In the auction every card but the seat's own is hidden: deal them anew."""
    others = [c for c in range(52) if c not in deal.dealt[seat - 1]]
    rng.shuffle(others)
    hands: list[list[Card]] = []
    for s in (1, 2, 3, 4):
        hands.append(list(deal.dealt[s - 1]) if s == seat else others[:13])
        if s != seat:
            others = others[13:]
    other = Deal(RULES, deal.dealer, hands, deal.turned)
    for action in deal.actions:
        other.apply(action)
    return other
