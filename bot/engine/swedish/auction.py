"""The Swedish auction (SV-B1…B8): colour levels, *i förhand* from the second round, all-pass.

Seniority is a player's place in the first round, counted from förhand. Whenever a junior
player holds the bid, every senior player has already spoken once, so "from the second round"
needs no separate bookkeeping: a senior player on turn may simply take over an equal bid.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from functools import cache

from bot.engine.actions import PASSES, Bid, Level, Pass
from bot.engine.auction import AuctionState
from bot.engine.contracts import Contract, Ladder
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.immutable import Immutable
from bot.engine.seats import Seat, distance
from bot.engine.swedish.words import SWEDISH_WORDS

_LEVELS = (Level.PLAIN, Level.COLOUR, Level.FIRST)


@dataclass(frozen=True, slots=True)
class _BidTable(Immutable):
    """Every bid a seat can make, lowest first, with its order key (contract rank, level).
    Made once per ladder and seat and shared by every copy of every auction."""

    keys: tuple[tuple[int, int], ...]
    bids: tuple[Bid, ...]


@cache
def _bid_table(ladder: Ladder, seat: Seat) -> _BidTable:
    keys: list[tuple[int, int]] = []
    bids: list[Bid] = []
    for contract in ladder:
        for level in (Level.PLAIN,) if contract.misere else _LEVELS:
            keys.append((contract.rank, level.order))
            bids.append(Bid(seat, contract.id, level))
    return _BidTable(tuple(keys), tuple(bids))


class SwedishAuction(AuctionState):
    """Bidding for one Swedish deal, starting with förhand."""

    def __init__(self, ladder: Ladder, forhand: Seat) -> None:
        super().__init__(ladder, forhand)
        self.forhand = forhand
        self._tables = {seat: _bid_table(ladder, seat) for seat in (1, 2, 3, 4)}

    def _beats(self, seat: Seat, contract: Contract, level: Level) -> bool:
        """SV-B3…B5: higher contract, or same contract at a better colour level, or an equal
        bid taken over *i förhand* by a player senior to the holder."""
        if self._high is None:
            return True
        h_contract, h_level, h_seat = self._high
        key, high_key = (contract.rank, level.order), (h_contract.rank, h_level.order)
        if key != high_key:
            return key > high_key
        return distance(self.forhand, seat) < distance(self.forhand, h_seat)

    def legal(self, seat: Seat) -> list[Pass | Bid]:
        if self._done or seat != self._turn:
            return []
        table = self._tables[seat]
        keys, bids = table.keys, table.bids
        start = 0
        if self._high is not None:
            h_contract, h_level, h_seat = self._high
            start = bisect_left(keys, (h_contract.rank, h_level.order))
            if distance(self.forhand, seat) >= distance(self.forhand, h_seat):
                start += 1  # not senior to the holder: an equal bid is not enough
        out: list[Pass | Bid] = [PASSES[seat]]
        out.extend(bids[start:])
        return out

    def check(self, action: Pass | Bid) -> None:
        contract = self.check_turn(action, passes_final=True)
        if contract is None or isinstance(action, Pass):
            return
        if contract.misere and action.level is not Level.PLAIN:
            raise IllegalAction(Refusal.BAD_LEVEL, "A misère has no colour level.")
        if not self._beats(action.seat, contract, action.level):
            # SV-B3: as many tricks as the standing bid, at a colour level no better: said,
            # or "too low" reads as a count of tricks that is not low. Not to a senior player,
            # who may also take the bid over at its own level (SV-B5).
            assert self._high is not None
            h_contract, _, h_seat = self._high
            senior = distance(self.forhand, action.seat) < distance(self.forhand, h_seat)
            # At högsta färg no level is better: only a higher contract beats it.
            same = h_contract.id == contract.id and not contract.misere and not senior
            raise IllegalAction(
                Refusal.BID_TOO_LOW,
                self._too_low_reason(action.seat),
                self.same_tricks_detail(
                    "level_tricks",
                    contract,
                    any(self._beats(action.seat, contract, lv) for lv in _LEVELS),
                    (b for b in self.legal(action.seat) if isinstance(b, Bid)),
                )
                if same
                else None,
            )

    def _too_low_reason(self, seat: Seat) -> str:
        assert self._high is not None
        h_contract, h_level, h_seat = self._high
        senior = distance(self.forhand, seat) < distance(self.forhand, h_seat)
        what = SWEDISH_WORDS.bid(h_contract, h_level, "en")
        if senior:
            return f"Bid at least {what}: as the senior player you may take it over i förhand."
        return f"Your bid must be higher than {what}."

    def apply(self, action: Pass | Bid) -> None:
        self.record(action)
        self.end_or_skip_passed()  # SV-B6/B7
