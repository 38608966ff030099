"""The live game's ledger lent to a scratch copy (:func:`~bot.tables.commit.scratch_copy`):
read through, and copied before the first write, so the live game's ledger never changes
before a commit.

The engine asks a ledger for its optional parts by protocol (``offers``, cached per type):
whether the game plays on past its agreed deals for the pool (NT-G4), the deposit due before
a deal (FB-L1, NT-D5, DW-P3), the betar played off (SV-P11)… A lent ledger offers exactly
what the ledger it lends offers, and answers as it would: one class per ledger type
(:func:`lend`), each optional member passed through. A lender that offered none dealt no
deal past a Nantes game's agreed deals while its pool stood ("The tour is over.").
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from bot.engine.deal_notes import (
    DealNotes,
    LastDealNotes,
    PoolChangeNotes,
    UndeclaredLastDealNotes,
)
from bot.engine.end_notes import EndNotes
from bot.engine.optional import offers
from bot.engine.result import DealResult
from bot.engine.scoring import (
    AsksMerge,
    Deposits,
    Ledger,
    NamesSeats,
    PlaysOff,
    PlaysOn,
    Reserves,
    Settlement,
    TourNotes,
)
from bot.engine.seats import Seat

OPTIONAL: dict[type, tuple[tuple[str, ...], bool]] = {
    PlaysOff: (("played_off",), False),
    AsksMerge: (("merge_answers",), False),
    PlaysOn: (("plays_on", "may_play_on"), False),
    Deposits: (("deposit_due",), False),
    Reserves: (("reserve_due",), False),
    NamesSeats: (("name_seats",), True),
    DealNotes: (("deal_terms",), False),
    LastDealNotes: (("last_deal_terms",), False),
    UndeclaredLastDealNotes: (("last_deal_terms_undeclared",), False),
    PoolChangeNotes: (("pool_change_terms",), False),
    EndNotes: (("end_notes",), False),
    TourNotes: (("tour_notes",), False),
}
"""Each optional protocol a ledger may offer: its members, and whether calling one writes
(the ledger is then copied first, as for a settlement)."""


class CopyOnSettle:
    """A ledger lent: read through, copied before the first write (a settlement, betdelning,
    a seat named). Its optional members are those of :func:`lend`'s class for the ledger."""

    def __init__(self, ledger: Ledger) -> None:
        self.ledger = ledger
        self.written = False
        """Whether the scratch game has its own ledger now."""

    def _write(self) -> Ledger:
        if not self.written:
            self.ledger, self.written = copy.deepcopy(self.ledger), True
        return self.ledger

    def merge_question(self, result: DealResult) -> Seat | None:
        return self.ledger.merge_question(result)

    def settle(self, result: DealResult, merge: bool | None = None) -> Settlement:
        return self._write().settle(result, merge)

    @property
    def tour_over(self) -> bool:
        return self.ledger.tour_over

    def final_settlement(self) -> Settlement:
        return self._write().final_settlement()

    def snapshot(self) -> dict[str, object]:
        return self.ledger.snapshot()


_LENDERS: dict[type, type[CopyOnSettle]] = {}
"""The lender class of each ledger type, made once."""


def lend(ledger: Ledger) -> CopyOnSettle:
    """``ledger`` lent: a :class:`CopyOnSettle` offering the optional protocols it offers."""
    kind = type(ledger)
    lender = _LENDERS.get(kind)
    if lender is None:
        members: dict[str, Any] = {}
        for protocol, (names, writes) in OPTIONAL.items():
            if offers(ledger, protocol):
                for name in names:
                    members[name] = _passed(kind, name, writes)
        lender = type(f"CopyOnSettle[{kind.__name__}]", (CopyOnSettle,), members)
        _LENDERS[kind] = lender
    return lender(ledger)


def _passed(kind: type, name: str, writes: bool) -> Any:
    """The member ``name`` of a ledger of type ``kind`` passed through from a lender: a
    property (or a plain attribute) read from the ledger it holds now, a method called on it
    (on its copy, for a member that writes)."""
    if not callable(getattr(kind, name, None)):

        def read(self: CopyOnSettle) -> object:
            return getattr(self.ledger, name)

        return property(read)

    def call(self: CopyOnSettle, *args: object, **kwargs: object) -> object:
        held = self._write() if writes else self.ledger
        method: Callable[..., object] = getattr(held, name)
        return method(*args, **kwargs)

    return call
