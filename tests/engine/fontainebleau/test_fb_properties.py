"""FB-S8 and FB-L4 over random games: every deal's nets plus the pool's change sum to zero,
the pool holds whole counters of 5, and after the last deal the pool is empty, so the game's
balances sum to zero (FB-G2, FB-G3)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.fontainebleau.ledger import FontainebleauLedger
from bot.engine.seats import SEATS
from tests.engine.fontainebleau.helpers import random_result, random_settings, settle


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_fb_s8_every_deal_and_the_game_balance(seed: int) -> None:
    rng = random.Random(seed)
    s = random_settings(rng)
    ledger = FontainebleauLedger(s)
    totals = dict.fromkeys(SEATS, 0)
    dealer = rng.choice(SEATS)
    while not ledger.tour_over:
        nets, _, _ = settle(ledger, random_result(rng, dealer, s))  # checks FB-S8, FB-L4
        for seat in SEATS:
            totals[seat] += nets[seat - 1]
        dealer = dealer % 4 + 1  # FB-D7
    assert ledger.pool == 0
    assert sum(totals.values()) == 0
