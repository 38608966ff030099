"""Hand evaluation before play: how many tricks a hand should take with a given trump suit,
and how safe it is for a misère. Numbers are rough expectations for a declarer playing alone
against three, tuned by the benchmark (``benchmarks/players.py``) rather than derived.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.cards import ACE, JACK, KING, QUEEN, Card, Suit


def _ranks_by_suit(hand: Iterable[Card]) -> list[list[int]]:
    out: list[list[int]] = [[], [], [], []]
    for c in hand:
        out[c // 13].append(c % 13)
    for ranks in out:
        ranks.sort(reverse=True)
    return out


def _trump_tricks(ranks: list[int]) -> float:
    length = len(ranks)
    if not length:
        return 0.0
    held = set(ranks)
    top = 0.0
    if ACE in held:
        top += 1
    if KING in held:
        top += 1.0 if ACE in held else 0.7 if length >= 2 else 0.2
    if QUEEN in held and length >= 3:
        top += 1.0 if {ACE, KING} <= held else 0.5
    if JACK in held and length >= 4:
        top += 0.3
    # Trumps beyond the third win by length or by ruffing, whatever their rank.
    return min(float(length), top + max(0, length - 3))


def _side_tricks(ranks: list[int]) -> float:
    length = len(ranks)
    held = set(ranks)
    out = 0.0
    if ACE in held:
        out += 1
    if KING in held:
        out += 1.0 if ACE in held else 0.6 if length >= 2 else 0.1
    if QUEEN in held and length >= 3:
        out += 0.5 if held & {ACE, KING} else 0.2
    # Against three hands a side suit rarely stands up a third round.
    return min(out, 2.0 if length >= 2 else out)


def _without_top(hand: Iterable[Card], top_trump: Card | None) -> tuple[list[list[int]], int]:
    """The hand's ranks by suit with a held top trump (NT-S3) taken out of its own suit, and
    whether it was held (1) or not (0): it is a trump above the ace, a sure trick."""
    cards = tuple(hand)
    held = int(top_trump is not None and top_trump in cards)
    return _ranks_by_suit(c for c in cards if not (held and c == top_trump)), held


def estimate_tricks(hand: Iterable[Card], trump: Suit, top_trump: Card | None = None) -> float:
    """Expected tricks for ``hand`` with ``trump`` as trumps, honours plus length and ruffs;
    ``top_trump`` a card that would be the highest trump (NT-S3), counted as one."""
    suits, top = _without_top(hand, top_trump)
    trump_ranks = suits[trump]
    total = _trump_tricks(trump_ranks) + top
    extra_trumps = max(0, len(trump_ranks) + top - 3)
    ruffs = 0.0
    for suit, ranks in enumerate(suits):
        if suit == trump:
            continue
        total += _side_tricks(ranks)
        ruffs += {0: 1.0, 1: 0.5, 2: 0.2}.get(len(ranks), 0.0)
    return total + min(ruffs, extra_trumps * 0.5)


def best_trump(
    hand: Iterable[Card], choices: Iterable[Suit], top_trump: Card | None = None
) -> tuple[Suit, float]:
    """The suit among ``choices`` promising the most tricks (ties: the first listed)."""
    cards = tuple(hand)
    estimates = ((s, estimate_tricks(cards, s, top_trump)) for s in choices)
    return max(estimates, key=lambda p: p[1])


def support_tricks(hand: Iterable[Card], trump: Suit, top_trump: Card | None = None) -> float:
    """Tricks a whister should bring to the declarer's trump suit: honours and short suits
    (and a held top trump, NT-S3: one sure trick)."""
    suits, top = _without_top(hand, top_trump)
    total = top + sum(_side_tricks(r) for s, r in enumerate(suits) if s != trump)
    trump_ranks = suits[trump]
    total += _trump_tricks(trump_ranks[:3]) if trump_ranks else 0.0
    shortness = sum(1 for s, r in enumerate(suits) if s != trump and len(r) <= 1)
    return total + min(shortness * 0.5, max(0, len(trump_ranks) + top - 1) * 0.5)


LONG_SUIT = 5
"""From this many cards a misère suit needs the two as its lowest card: the other hands hold
few of the suit and soon run out of it, after which the holder of a lower card leads it with
nobody left to play over the declarer's lowest."""


def misere_danger(hand: Iterable[Card], slack: int = 1) -> int:
    """How many cards of ``hand`` could be forced to win a trick in a misère.

    In each suit the i-th lowest card (from 0) is safe when its rank is at most 2·i + slack:
    the other hands then hold few enough cards of the suit below it that they can lead under
    it only about as often as the declarer can duck. A void suit is safe. An ouverte, where
    the defenders aim at the face-up hand, asks for ``slack`` 0. In a long suit
    (``LONG_SUIT`` cards or more) the lowest card must be the two, whatever the slack.
    """
    danger = 0
    for ranks in _ranks_by_suit(hand):
        long = len(ranks) >= LONG_SUIT
        for i, rank in enumerate(sorted(ranks)):
            if rank > (0 if long and i == 0 else 2 * i + slack):
                danger += 1
    return danger


def misere_discard(hand: Iterable[Card], slack: int = 1) -> Card:
    """The card to put away in a petite misère: the one whose removal leaves the least danger,
    the highest of those."""
    cards = tuple(hand)
    return min(
        cards,
        key=lambda c: (misere_danger((x for x in cards if x != c), slack), -(c % 13), c),
    )
