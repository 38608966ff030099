"""Builders for the Fontainebleau tests: a ledger with a given pool, one deal settled with the
FB-S8 balance checked."""

from __future__ import annotations

from bot.engine.fontainebleau.ledger import FontainebleauLedger
from bot.engine.fontainebleau.result import FbResult
from bot.engine.fontainebleau.settings import FbSettings
from bot.engine.scoring import Settlement
from bot.engine.seats import SEATS

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
