"""Deals written trick by trick for the engine's tests: the tricks as a script
(``"1:AS 2:3S 3:4S 4:5S"``), the hands they imply, plain hands to change cards between, and
the deal a game is playing."""

from __future__ import annotations

from bot.engine.cards import Card, parse_card
from bot.engine.deal import Deal
from bot.engine.game import Game
from bot.engine.seats import Seat

Trick = dict[Seat, Card]


def script(*lines: str) -> list[Trick]:
    """The tricks, each ``"seat:card ..."``."""
    out: list[Trick] = []
    for line in lines:
        trick: Trick = {}
        for item in line.split():
            seat, card = item.split(":")
            trick[int(seat)] = parse_card(card)
        out.append(trick)
    return out


def hands_of(tricks: list[Trick]) -> list[list[Card]]:
    """Each seat's hand as the tricks show it: a whole pack, 13 each."""
    hands = [[t[seat] for t in tricks] for seat in (1, 2, 3, 4)]
    assert sorted(c for h in hands for c in h) == list(range(52))
    return hands


def suited() -> list[list[Card]]:
    """Seat 1 all the spades, 2 the hearts, 3 the clubs, 4 the diamonds."""
    return [list(range(i * 13, i * 13 + 13)) for i in range(4)]


def exchange(hands: list[list[Card]], a: str, b: str) -> None:
    """Cards ``a`` and ``b`` change hands."""
    x, y = parse_card(a), parse_card(b)
    hx = next(h for h in hands if x in h)
    hy = next(h for h in hands if y in h)
    hx[hx.index(x)], hy[hy.index(y)] = y, x


def deal_of(game: Game) -> Deal:
    """The deal ``game`` is playing (or has just played)."""
    entry = game.deals[-1]
    assert entry.deal is not None
    return entry.deal
