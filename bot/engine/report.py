"""The replay output of record-format.md: per-deal nets, balances, the protocol or the pool."""

from __future__ import annotations

from bot.engine.game import Game
from bot.engine.seats import SEATS, Seat


def _by_seat(values: dict[Seat, int]) -> dict[str, int]:
    return {str(seat): values[seat] for seat in SEATS}


def replay_output(game: Game) -> dict[str, object]:
    """The JSON-ready replay of ``game``: a closed game (its caller closes one to settle it,
    RF-5.5) has a ``settlement`` entry giving each seat's transfer, already included in
    ``balances``."""
    settlement = game.final
    deals = [
        {"net": _by_seat(entry.settlement.net())}
        for entry in game.deals
        if entry.settlement is not None
    ]
    snapshot = game.ledger.snapshot()
    out: dict[str, object] = {
        "deals": deals,
        "balances": _by_seat(game.balances),
        "protocol": snapshot if game.features.protocol else None,
        "pool": snapshot.get("pool") if game.features.pool else None,
    }
    if settlement is not None:
        out["settlement"] = _by_seat(settlement.net())
    return out
