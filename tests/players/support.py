"""Builders for the player tests: deals played part-way by computer players, and a deal that
differs from another only in cards the acting seat cannot see."""

from __future__ import annotations

import random
from collections.abc import Callable

from bot.engine.actions import Action
from bot.engine.cards import Card
from bot.engine.deal import Deal
from bot.engine.errors import IllegalAction
from bot.engine.phase import Phase
from bot.engine.rules import DealRules
from bot.engine.variants import DEFAULT_VARIANT
from bot.engine.views import SeatView
from bot.players.sampling import Sampler
from bot.players.table import cards_in, state_from_view
from tests.variants import random_deal, rules_of

RULES = rules_of((DEFAULT_VARIANT, {}))
Chooser = Callable[[SeatView], Action]


def shuffled_deal(seed: int, rules: DealRules = RULES) -> Deal:
    return random_deal(rules, random.Random(seed))


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
    if view.phase is Phase.AUCTION:
        return _before_contract(deal, seat, rng)
    sampler = Sampler(view, state_from_view(view))
    played: list[list[Card]] = [[], [], [], []]
    for trick in (*(t.cards for t in deal.play.tricks), deal.play.current):
        for s, card in trick:
            played[s - 1].append(card)
    for _ in range(20):
        remaining = sampler.sample(rng)
        hands = [played[i] + list(cards_in(remaining[i])) for i in range(4)]
        # Discards are hidden but recorded: keep them, swapping in the cards left over.
        held = {c for h in hands for c in h}
        discarded = set(deal.discards.values())
        spares = [c for c in range(52) if c not in held and c not in discarded]
        for discarder, card in deal.discards.items():
            for h in hands:
                if card in h:
                    h[h.index(card)] = spares.pop()
            hands[discarder - 1].append(card)
        if [sorted(h) for h in hands] == [sorted(h) for h in deal.dealt]:
            continue
        other = Deal(deal.rules, deal.dealer, hands, deal.turned)
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
    turned = deal.turned
    if deal.rules.turns_dealers_card and turned is not None and turned in others:
        # The dealer's own turned card (MA-D1) is seen in his hand: it stays there.
        others.remove(turned)
        dealer_slot = sorted(s for s in (1, 2, 3, 4) if s != seat).index(deal.dealer)
        others.insert(dealer_slot * 13, turned)
    hands: list[list[Card]] = []
    for s in (1, 2, 3, 4):
        hands.append(list(deal.dealt[s - 1]) if s == seat else others[:13])
        if s != seat:
            others = others[13:]
    other = Deal(deal.rules, deal.dealer, hands, deal.turned)
    for action in deal.actions:
        other.apply(action)
    return other
