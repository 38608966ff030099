"""Fontainebleau's payments deal by deal as a :class:`~bot.engine.scoring.Ledger`: the dealer's
deposit (FB-L1), the contract (FB-S4, FB-S5), the pool taken or fed (FB-L2, FB-L3), Misère
Partout (FB-A), chicane (RU-C5) and the end of the game (FB-G1…G3). Every deal's nets plus
the change of the pool sum to zero (FB-S8).

The deposit is paid "before the deal", but a ledger hears of a deal only when it is settled,
so :meth:`FontainebleauLedger.settle` books it first: a made announcement then takes that
deal's deposit with the pool, as at the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.fontainebleau.ladder import contract
from bot.engine.fontainebleau.payments import (
    adversaries,
    amount,
    describe_contract,
    divide,
    divide_all,
    fewest,
    halve,
    pairing,
    payment_row,
)
from bot.engine.fontainebleau.result import FbResult, from_deal_result, with_settings
from bot.engine.fontainebleau.settings import FbSettings
from bot.engine.result import DealResult
from bot.engine.scoring import POOL, Payment, Settlement
from bot.engine.seats import SEATS, Seat, clockwise_from, left_of

Names = Sequence[str] | None
"""Display names of seats 1–4 (``names[seat - 1]``); None names them "seat N"."""

Item = tuple[list[Payment], str]
"""Some payments and the sentence explaining them."""


class FontainebleauLedger:
    """The pool and the count of deals across a game of ``settings.deals`` deals."""

    def __init__(self, settings: FbSettings | None = None, names: Names = None) -> None:
        self.settings = settings or FbSettings()
        self.names = names
        self.pool = 0
        self.deals_settled = 0

    def merge_question(self, result: DealResult) -> Seat | None:
        return None

    @property
    def tour_over(self) -> bool:
        """FB-G1: the game is ``deals`` deals."""
        return self.deals_settled >= self.settings.deals

    def final_settlement(self) -> Settlement:
        """Nothing: the last deal already empties the pool (FB-G2, FB-G3)."""
        return Settlement()

    def snapshot(self) -> dict[str, object]:
        return {"pool": self.pool, "deals": self.deals_settled}

    def settle(self, result: DealResult, merge: bool | None = None) -> Settlement:
        """Book one deal; ``merge`` is never asked here and is ignored."""
        result = from_deal_result(result)
        if self.tour_over:
            raise ValueError(f"the game's {self.settings.deals} deals are over")
        self._check(result)
        result = with_settings(result, self.settings)
        before = self.pool
        try:
            items = self._items(result)
        except (KeyError, ValueError):
            self.pool = before  # a refused result changes nothing
            raise
        self.deals_settled += 1
        payments = tuple(p for pays, _ in items for p in pays)
        lines = (*(line for _, line in items), f"pool now {self.pool}")
        return Settlement(payments, lines, {"pool": self.pool})

    def _items(self, result: FbResult) -> list[Item]:
        items = [self._deposit(result.dealer)]
        if result.all_pass:
            items.append(self._partout(result))
        else:
            items += self._contract(result)
        if result.chicane:
            items.append(self._chicane(result.chicane))
        if self.deals_settled + 1 == self.settings.deals:
            items += self._last_deal(result)
        return items

    def _check(self, result: FbResult) -> None:
        if result.all_pass:
            if result.tricks is None or sum(result.tricks) != 13:
                raise ValueError("Misère Partout needs the 13 tricks of the four seats")
        elif result.contract is None or result.declarer is None:
            raise ValueError("the deal has no contract and declarer")
        elif result.contract.misere != (result.suit is None):
            raise ValueError(f"{result.contract.name} and its trump suit do not agree")
        if result.chicane and not self.settings.russian:
            raise ValueError("chicane is a Russian Boston rule")

    def _name(self, seat: Seat) -> str:
        return self.names[seat - 1] if self.names is not None else f"seat {seat}"

    def _from_pool(self, shares: Sequence[tuple[Seat, int]], item: str) -> list[Payment]:
        self.pool -= sum(a for _, a in shares)
        return [Payment(POOL, s, a, item) for s, a in shares if a > 0]

    def _to_pool(self, shares: Sequence[tuple[Seat, int]], item: str) -> list[Payment]:
        self.pool += sum(a for _, a in shares)
        return [Payment(s, POOL, a, item) for s, a in shares if a > 0]

    def _join(self, seats: Sequence[Seat]) -> str:
        names = [self._name(s) for s in seats]
        return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"

    def _shares(self, shares: Sequence[tuple[Seat, int]]) -> str:
        return ", ".join(f"{self._name(s)} {a}" for s, a in shares)

    def _deposit(self, dealer: Seat) -> Item:
        deposit = self.settings.deposit
        pays = self._to_pool([(dealer, deposit)], "deposit")
        return pays, f"deposit: {self._name(dealer)} (dealer) pays {deposit} into the pool"

    def _partout(self, result: FbResult) -> Item:
        """FB-A2, FB-A3: the fewest tricks take the pool, or divide it in counters of 5."""
        tricks = result.tricks
        assert tricks is not None
        low = fewest(tricks)
        shares, rest = divide(self.pool, low)
        pays = self._from_pool(shares, "Misère Partout")
        counts = "-".join(str(t) for t in tricks)
        who = self._join(low)
        head = f"Misère Partout, tricks {counts}: {who} took the fewest ({min(tricks)})"
        if len(low) == 1:
            return pays, f"{head} and takes the pool, {shares[0][1]}"
        tail = f"; {rest} stays in the pool" if rest else ""
        return pays, f"{head} and divide the pool: {shares[0][1]} each{tail}"

    def _contract(self, result: FbResult) -> list[Item]:
        """FB-S4 solo, FB-S5 with a whister, then the pool (FB-L2, FB-L3)."""
        declarer, whister = result.declarer, result.whister
        assert declarer is not None and result.contract is not None
        x, working = amount(result, self.settings)
        what = describe_contract(result)
        item = result.contract.name
        made = "made" if result.made else "lost"
        if whister is None:
            head = f"{what} by {self._name(declarer)} {made} with {_tricks(result.declarer_tricks)}"
            others = adversaries(result)
            if result.made:
                pays = [Payment(o, declarer, x, item) for o in others]
                line = f"{head}: X = {working}; each adversary pays {self._name(declarer)} {x}"
                taken = self.pool
                pool_line = f"pool: {self._name(declarer)} takes the pool, {taken}"
                return [(pays, line), (self._from_pool([(declarer, taken)], "pool"), pool_line)]
            pays = [Payment(declarer, o, x, item) for o in others]
            line = f"{head}: X = {working}; {self._name(declarer)} pays each adversary {x}"
            into = self._to_pool([(declarer, x)], "pool")
            return [(pays, line), (into, f"pool: {self._name(declarer)} pays {x} into the pool")]
        pairs = pairing(declarer, whister)
        head = (
            f"{what} by {self._name(declarer)} with whister {self._name(whister)} {made}: "
            f"{_tricks(result.side_tricks)}, {result.side_target} needed, priced on the "
            f"{contract(payment_row(result, self.settings)).name} row"
        )
        if result.made:
            pays = [Payment(pairs[p], p, x, item) for p in (declarer, whister)]
        else:
            pays = [Payment(p, pairs[p], x, item) for p in (declarer, whister)]
        line = f"{head}: X = {working}; " + ", ".join(
            f"{self._name(p.payer)} pays {self._name(p.payee)} {p.amount}" for p in pays
        )
        if result.made:
            taken = self.pool
            shares = list(zip((declarer, whister), halve(taken), strict=True))
            pool_line = f"pool: the pool, {taken}, is halved: {self._shares(shares)}"
            return [(pays, line), (self._from_pool(shares, "pool"), pool_line)]
        shares = list(zip((declarer, whister), halve(x), strict=True))
        pool_line = f"pool: {x} is paid into the pool: {self._shares(shares)}"
        return [(pays, line), (self._to_pool(shares, "pool"), pool_line)]

    def _chicane(self, seats: Sequence[Seat]) -> Item:
        """RU-C5, RU-C6: each declarer of chicane receives ``chicane`` from each other player,
        whatever becomes of the contract; the pool is not touched."""
        each = self.settings.chicane
        pays = [Payment(o, s, each, "chicane") for s in seats for o in SEATS if o != s]
        who = (
            f"{self._join(seats)} each receive"
            if len(seats) > 1
            else f"{self._join(seats)} receives"
        )
        return pays, f"chicane: {who} {each} from every other player"

    def _last_deal(self, result: FbResult) -> list[Item]:
        """FB-G2: a loser's adversaries divide the pool; FB-G3: anything left is divided among
        all four from the deal's eldest; remainder counters one each clockwise."""
        out: list[Item] = []
        if not result.all_pass and not result.made and self.pool:
            seats = adversaries(result)
            total = self.pool
            shares = divide_all(total, seats)
            line = f"last deal: the adversaries divide the pool, {total}: {self._shares(shares)}"
            out.append((self._from_pool(shares, "pool, last deal"), line))
        if self.pool:
            total = self.pool
            shares = divide_all(total, tuple(clockwise_from(left_of(result.dealer))))
            line = f"last deal: the pool left, {total}, is divided: {self._shares(shares)}"
            out.append((self._from_pool(shares, "pool, last deal"), line))
        return out


def _tricks(n: int) -> str:
    return f"{n} trick" if n == 1 else f"{n} tricks"
