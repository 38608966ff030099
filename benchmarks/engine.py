"""Engine speed: random-legal full Swedish deals (auction and play) per second on one core.

Run: ``.venv/bin/python benchmarks/engine.py [--deals N] [--seed S]``. Each deal is shuffled,
dealt 3-3-3-4, bid and played to the end by uniformly random legal actions, then its result is
computed; the figure is deals per second of wall time for the whole loop (shuffle included).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bot.engine.deal import Deal
from bot.engine.variants import get_variant


def run(deals: int, seed: int) -> float:
    swedish = get_variant("swedish")
    rules = swedish.rules(swedish.settings({}))
    rng = random.Random(seed)
    deck = list(range(52))
    start = time.perf_counter()
    for i in range(deals):
        rng.shuffle(deck)
        deal = Deal.from_deck(rules, i % 4 + 1, deck, rng.randrange(52))
        while not deal.is_over:
            seat = deal.to_act
            assert seat is not None
            deal.apply(rng.choice(deal.legal_actions(seat)))
        deal.result()
    return deals / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    rates = [run(args.deals, args.seed + r) for r in range(args.repeats)]
    print(
        f"{args.deals} deals x {args.repeats}: median {statistics.median(rates):,.0f} deals/s "
        f"(min {min(rates):,.0f}, max {max(rates):,.0f})"
    )


if __name__ == "__main__":
    main()
