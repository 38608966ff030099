"""Benchmark of the computer-player levels, seat-rotated: every deck is played twice with the
two kinds of players swapped between the seat pairs (1, 3) and (2, 4), so seat and card luck
cancel. Each deal is a fresh game (the dealer rotating with the deck), so deals are
independent samples. Reports point per deal with a 95% confidence interval, the contract
success rates as declarer, and the decision times per level.

    .venv/bin/python benchmarks/players.py [--deals N] [--pair heuristic:random]
        [--variant NAME] [--rules "name=value …"]
        [--payment simplified|traditional] [--samples K] [--budget B]

``--payment`` applies to a variant with that setting (Swedish); ``--rules`` sets any other
setting of the variant's model.

A level written ``LEVEL~FIELD`` is that level given every view with one of its rule facts
taken away (the field set to its "none" value): ``--pair heuristic:heuristic~standing_top_trump``
measures what valuing the carte de boston in the auction is worth (``docs/players.md``).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.engine.actions import Action
from bot.engine.seats import SEATS, Seat
from bot.engine.variants import get_variant, new_game
from bot.engine.views import SeatView
from bot.players import Player, make_player
from bot.players.strong import MAX_SAMPLES, PLAY_BUDGET, StrongPlayer
from bot.simulate import deck_for, seat_seed


@dataclass
class LevelStats:
    """What one kind of player did over the benchmark."""

    times: list[float] = field(default_factory=lambda: [])
    contracts: int = 0
    made: int = 0
    miseres: int = 0
    miseres_made: int = 0

    def rate(self, made: int, total: int) -> str:
        return f"{made}/{total} = {made / total:.1%}" if total else "0/0"


class Without:
    """A player that never sees one field of its views (an ablation of a rule fact)."""

    def __init__(self, inner: Player, fact: str) -> None:
        self.inner = inner
        self.fact = fact

    def choose(self, view: SeatView) -> Action:
        return self.inner.choose(replace(view, **{self.fact: None}))


def _player(level: str, seed: int, samples: int, budget: int) -> Player:
    base, _, fact = level.partition("~")
    if fact:
        return Without(_player(base, seed, samples, budget), fact)
    if level == "strong":
        return StrongPlayer(seed, max_samples=samples, budget=budget)
    return make_player(level, seed)


def play_deal(
    number: int,
    kinds: dict[Seat, str],
    players: dict[Seat, Player],
    table: tuple[str, dict[str, object]],
    stats: dict[str, LevelStats],
) -> dict[Seat, int]:
    """Play deck ``number`` with ``kinds`` in the seats at ``table`` (variant, settings);
    return each seat's net."""
    game = new_game(
        table[0],
        table[1],
        [kinds[s] for s in SEATS],
        first_dealer=(number - 1) % 4 + 1,
    )
    deck, turned = deck_for(0, number)
    game.start_deal(deck, turned)
    while game.current is not None:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        assert view is not None
        start = time.perf_counter()
        action = players[seat].choose(view)
        stats[kinds[seat]].times.append(time.perf_counter() - start)
        game.apply(action)
    entry = game.deals[-1]
    result = entry.result
    assert result is not None and entry.settlement is not None
    if result.contract is not None and result.declarer is not None:
        own = stats[kinds[result.declarer]]
        if result.contract.misere:
            own.miseres += 1
            own.miseres_made += result.made
        else:
            own.contracts += 1
            own.made += result.made
    return entry.settlement.net()


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(
    pair: tuple[str, str],
    decks: int,
    table: tuple[str, dict[str, object]],
    samples: int,
    budget: int,
) -> None:
    a, b = pair
    stats = {a: LevelStats(), b: LevelStats()}
    advantage: list[float] = []
    started = time.perf_counter()
    for number in range(1, decks + 1):
        total = 0
        for a_seats in ((1, 3), (2, 4)):
            kinds = {s: a if s in a_seats else b for s in SEATS}
            players = {s: _player(kinds[s], seat_seed(number, s), samples, budget) for s in SEATS}
            net = play_deal(number, kinds, players, table, stats)
            # A's nets less B's, halved: the same as A's net where the nets sum to zero, and
            # fair where a pool keeps part of them (Dawson, Fontainebleau).
            total += sum(net[s] if s in a_seats else -net[s] for s in SEATS) / 2
        advantage.append(total / 4)  # mean advantage of one A seat in one deal
    elapsed = time.perf_counter() - started
    mean = statistics.fmean(advantage)
    half = 1.96 * statistics.stdev(advantage) / math.sqrt(len(advantage))
    print(
        f"{a} vs {b}, {table[0]} {table[1]}: {2 * decks} deals ({decks} decks × 2 rotations), "
        f"{elapsed:.0f} s"
    )
    print(
        f"  {a} point per deal and seat: {mean:+.2f}  (95% CI {mean - half:+.2f} … "
        f"{mean + half:+.2f}) over {b}"
    )
    for level in dict.fromkeys(pair):  # a level against itself measures its own success rates
        s = stats[level]
        times = s.times
        print(
            f"  {level}: contracts made {s.rate(s.made, s.contracts)}, "
            f"misères made {s.rate(s.miseres_made, s.miseres)}, decisions {len(times)}, "
            f"p50 {_percentile(times, 0.5) * 1000:.2f} ms, "
            f"p95 {_percentile(times, 0.95) * 1000:.2f} ms, "
            f"max {max(times) * 1000:.1f} ms"
        )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Benchmark the computer-player levels.")
    parser.add_argument("--deals", type=int, default=2000, help="deals to play (2 per deck)")
    parser.add_argument("--pair", action="append", help="A:B, e.g. heuristic:random")
    parser.add_argument("--payment", default="simplified", choices=("simplified", "traditional"))
    parser.add_argument("--samples", type=int, default=MAX_SAMPLES, help="strong: max samples")
    parser.add_argument("--budget", type=int, default=PLAY_BUDGET, help="strong: plays/decision")
    parser.add_argument("--variant", default="swedish", help="a registered variant")
    parser.add_argument("--rules", default="", help='settings, "name=value …"')
    args = parser.parse_args(argv)
    model = get_variant(args.variant).settings_model
    settings = model.parse_text(args.rules)
    if model.spec("payment") is not None:
        settings.setdefault("payment", args.payment)
    table = (args.variant, settings)
    pairs = args.pair or ["heuristic:random", "strong:heuristic"]
    for text in pairs:
        a, _, b = text.partition(":")
        run((a, b), max(1, args.deals // 2), table, args.samples, args.budget)
    return 0


if __name__ == "__main__":
    sys.exit(main())
