"""A rating for club players, computed from finished tours (see ``docs/rating.md``). A
finished game whose rules keep no tours (the French family, Dawson, the simplified payment)
is one tour here: stored as one (:class:`db.models.TourEnd`), it weighs the deals it played,
a deal as a beta.

Multi-player Elo: every pair of rated players in a finished tour counts as one game, won by the
better rank (a shared rank is a draw). Each pair's result moves both ratings by
``K × (score − expected)``, where ``K = k_base × (betar played off / 24) / (players − 1)``: a
long tour says more than a short one (and a tour stopped by agreement after a few betar says only
what those showed), and dividing by the number of opponents makes a tour weigh like one
game whatever the number of people at it. Ratings change only by tours, in the order they
ended, all changes of one tour computed from the ratings before it, so every tour is zero-sum.

Pure: no I/O, no Discord, no database. Computers (no player id) are not rated.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from itertools import combinations

START = 1500.0
K_BASE = 32.0
STANDARD_LENGTH = 24
"""SV-P11: a tour is 24 betar unless agreed otherwise; K is scaled against it."""
SPREAD = 400.0


@dataclass(frozen=True, slots=True)
class TourOutcome:
    """One finished tour: the betar it played off (its whole length when it reached its end,
    fewer when it was stopped by agreement, SV-M2) and the rank of each rated player (1 is
    best)."""

    betar: int
    ranks: Mapping[int, int]


@dataclass(frozen=True, slots=True)
class Params:
    start: float = START
    k_base: float = K_BASE
    standard_length: int = STANDARD_LENGTH
    spread: float = SPREAD


@dataclass(slots=True)
class Rating:
    player_id: int
    rating: float
    tours: int = 0


@dataclass(slots=True)
class Ratings:
    """Everyone's rating after a sequence of tours."""

    params: Params = field(default_factory=Params)
    players: dict[int, Rating] = field(default_factory=lambda: {})

    def of(self, player_id: int) -> float:
        found = self.players.get(player_id)
        return found.rating if found is not None else self.params.start


def tour_weight(length: int, played_off: int | None) -> int:
    """The betar a finished tour of ``length`` weighs: those it played off (SV-P11), at most
    its length; its whole length where the count was not kept (tours ended before it was).
    A game without tours: its deals played, at most its agreed deals (a deal as a beta)."""
    return length if played_off is None else min(played_off, length)


def expected(rating: float, opponent: float, spread: float = SPREAD) -> float:
    """The Elo expectation of ``rating`` against ``opponent``: between 0 and 1."""
    return 1.0 / (1.0 + 10.0 ** ((opponent - rating) / spread))


def k_factor(length: int, players: int, params: Params = Params()) -> float:
    """K for one pair of a tour that played off ``length`` betar among ``players`` rated
    players."""
    return params.k_base * (length / params.standard_length) / (players - 1)


def tour_changes(
    before: Mapping[int, float], outcome: TourOutcome, params: Params = Params()
) -> dict[int, float]:
    """How much each rated player of ``outcome`` gains (+) or loses (−); sums to zero.

    ``before`` holds current ratings (players missing from it start at ``params.start``).
    A tour with fewer than two rated players changes nothing.
    """
    players = sorted(outcome.ranks)
    changes = dict.fromkeys(players, 0.0)
    if len(players) < 2 or outcome.betar <= 0:
        return changes
    k = k_factor(outcome.betar, len(players), params)
    for a, b in combinations(players, 2):
        ra, rb = before.get(a, params.start), before.get(b, params.start)
        rank_a, rank_b = outcome.ranks[a], outcome.ranks[b]
        score = 1.0 if rank_a < rank_b else 0.0 if rank_a > rank_b else 0.5
        delta = k * (score - expected(ra, rb, params.spread))
        changes[a] += delta
        changes[b] -= delta
    return changes


def compute(outcomes: Iterable[TourOutcome], params: Params = Params()) -> Ratings:
    """Ratings after ``outcomes``, taken in the order given (the order the tours ended).

    A tour with fewer than two rated players (one person among computers) rates nobody: it
    gives no one a rating, so a player whose only finishes were such shows none."""
    result = Ratings(params)
    for outcome in outcomes:
        if len(outcome.ranks) < 2:
            continue
        before = {p: result.of(p) for p in outcome.ranks}
        for player_id, change in tour_changes(before, outcome, params).items():
            entry = result.players.setdefault(player_id, Rating(player_id, params.start))
            entry.rating += change
            entry.tours += 1
    return result
