"""Settled results as rows for the statistics: a finished deal and a finished tour."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.game import DealEntry, Game
from db.models import SeatAssignment, SeatPayment, SettledDeal, TourEnd, TourSeatResult


def settled_deal(
    game: Game, entry: DealEntry, seats: Mapping[int, SeatAssignment], tour_id: int | None
) -> SettledDeal:
    result = entry.result
    assert result is not None and entry.settlement is not None
    net = entry.settlement.net()
    contract = result.contract
    return SettledDeal(
        deal_no=entry.number,
        tour_id=tour_id,
        variant=game.variant,
        payment=game.features.payment,
        all_pass=result.all_pass,
        contract_id=contract.id if contract else None,
        contract_kind=None if contract is None else ("misere" if contract.misere else "tricks"),
        level=result.level.value if contract else None,
        trump_class=result.trump_class.value if result.trump_class else None,
        declarer_seat=result.declarer,
        whister_seat=result.whister,
        made=result.made,
        conceded=result.conceded,
        # With a fixed partner (AM-T2) the row keeps the side's tricks, as the scored form
        # books them (AM-R ``tricks.side``): the partner is no whister with a count of his own.
        declarer_tricks=result.declarer_tricks + result.partner_tricks,
        whister_tricks=result.whister_tricks,
        penalty_tricks=min(13, result.penalty_tricks),
        overtricks=result.overtricks,
        pool_delta=-sum(net.values()),
        payments=tuple(
            SeatPayment(seat=seat, player_id=seats[seat].player_id, net=net[seat])
            for seat in (1, 2, 3, 4)
        ),
    )


def tour_end(
    game: Game, seats: Mapping[int, SeatAssignment], tour_id: int | None
) -> TourEnd | None:
    """The tour's final balances (betdelning included) and ranks; rank 1 wins, ties share.

    ``tour_id`` None: the game keeps no tours (the French family, Dawson, the simplified
    payment), and the whole game is the unit: it is written as one finished tour of its own
    (:class:`~db.models.TourEnd`), its final settlement (a pool shared at the end, FB-G2, DW-P7)
    kept as betdelning is, weighed by the deals it played. None for such a game that settled
    no deal: nothing was played, nothing counts."""
    final = game.final.net() if game.final is not None else dict.fromkeys((1, 2, 3, 4), 0)
    balances = game.balances
    ordered = sorted(balances.values(), reverse=True)
    length: int | None = None
    if tour_id is None:
        played = game.deals.settled
        if not played:
            return None
        length = game.agreed_deals or played
        played_off = played
    else:
        played_off = game.played_off  # the protocol's count (SV-P11)
    return TourEnd(
        tour_id=tour_id,
        length=length,
        played_off=played_off,
        results=tuple(
            TourSeatResult(
                seat=seat,
                player_id=seats[seat].player_id,
                balance=balances[seat],
                settlement=final[seat],
                rank=ordered.index(balances[seat]) + 1,
            )
            for seat in (1, 2, 3, 4)
        ),
    )
