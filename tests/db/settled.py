"""A settled deal for the database tests: a Swedish 7 spel made by the declarer in seat 1.

The stats, tours and event-log tests need a deal's settlement row to write, not a played deal:
what they check is how the rows are stored and counted, so one shape serves them all."""

from __future__ import annotations

from collections.abc import Sequence

from db import SeatPayment, SettledDeal
from db.models import Payment


def seven_spel(
    players: Sequence[int | None],
    nets: Sequence[int],
    *,
    deal_no: int = 1,
    tour_id: int | None = None,
    payment: Payment = "traditional",
) -> SettledDeal:
    """Deal ``deal_no``, in which seat 1 made 7 spel alone: seat ``n`` is ``players[n - 1]``
    (None for a computer) and is paid ``nets[n - 1]``."""
    return SettledDeal(
        deal_no=deal_no,
        tour_id=tour_id,
        variant="swedish",
        payment=payment,
        contract_id="7",
        contract_kind="tricks",
        level="plain",
        trump_class="plain",
        declarer_seat=1,
        made=True,
        declarer_tricks=7,
        payments=tuple(
            SeatPayment(seat=seat, player_id=players[seat - 1], net=nets[seat - 1])
            for seat in (1, 2, 3, 4)
        ),
    )
