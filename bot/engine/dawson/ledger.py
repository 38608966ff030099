"""Dawson's payments as a :class:`~bot.engine.scoring.Ledger`: the ante (DW-P3), the trick table
(DW-P1), misères and spreads (DW-P2), the pool (DW-P3), the whister (DW-P4) and Misère
Partout (DW-P5). Every deal's payments and the pool's change sum to zero (DW-P6).

The ante is paid "before the deal", but a ledger only hears of a deal when it is settled, so
:meth:`DawsonLedger.settle` books the ante first, as the deal's first item: a soloist who takes
the pool takes that deal's ante with it, exactly as at the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.contracts import Contract
from bot.engine.dawson.ladder import MISERE_AMOUNT, TRICK_TABLE, WHISTER_TARGET, plays_for_pool
from bot.engine.dawson.pool import Pool
from bot.engine.result import DealResult
from bot.engine.scoring import POOL, LedgerBase, Payment, Settlement
from bot.engine.seats import SEATS, Seat, distance

Names = Sequence[str] | None
"""Display names of seats 1–4 (``names[seat - 1]``); None names them "seat N"."""

PARTOUT_RATE = 10
"""DW-P5: point per trick of difference, shared among those tied for the most."""

Item = tuple[list[Payment], str]
"""Some payments and the sentence explaining them."""


def seat_name(seat: Seat, names: Names = None) -> str:
    return names[seat - 1] if names is not None else f"seat {seat}"


def _pays(payer: Seat, payee: Seat, amount: int, item: str) -> list[Payment]:
    """One payment, or none when there is nothing to pay (a tie, an empty half)."""
    return [Payment(payer, payee, amount, item)] if amount > 0 else []


def _contract(result: DealResult) -> tuple[Contract, Seat]:
    if result.contract is None or result.declarer is None:
        raise ValueError("the deal has no contract and soloist")
    return result.contract, result.declarer


def opponents(result: DealResult) -> tuple[Seat, ...]:
    """The soloist's opponents, nearest the soloist's left first (the DW-P4 pairing)."""
    _, soloist = _contract(result)
    others = [s for s in SEATS if s not in (soloist, result.whister)]
    return tuple(sorted(others, key=lambda s: distance(soloist, s)))


def table_amount(result: DealResult) -> int:
    """DW-P1 for a trick bid; with a whister the column is side tricks − 3 (DW-P4 decision),
    so the side made its bid + 3 exactly when the amount is positive."""
    contract, _ = _contract(result)
    taken = result.declarer_tricks
    if result.with_whist:
        taken = max(0, result.side_tricks - WHISTER_TARGET)
    return TRICK_TABLE[contract.target][taken]


def partout(tricks: Sequence[int], names: Names = None) -> Item:
    """DW-P5: those tied for the most tricks each pay every other player 10 × the difference
    divided by how many are tied. With 13 tricks the division is always exact: two tied pay
    5 × the difference, and three can only tie at 4-4-4-1."""
    most = max(tricks)
    heads = [s for s in SEATS if tricks[s - 1] == most]
    payments: list[Payment] = []
    for payer in heads:
        for payee in SEATS:
            amount, rest = divmod(PARTOUT_RATE * (most - tricks[payee - 1]), len(heads))
            assert rest == 0, "13 tricks always share exactly"
            payments += _pays(payer, payee, amount, "Misère Partout")
    counts = "-".join(str(t) for t in tricks)
    who = " and ".join(seat_name(s, names) for s in heads)
    text = f"Misère Partout, tricks {counts}: {who} took the most ({most})"
    return payments, f"{text}; {_sentence(payments, names) or 'nobody pays'}"


def _sentence(payments: Sequence[Payment], names: Names) -> str:
    return ", ".join(
        f"{seat_name(p.payer, names)} pays {seat_name(p.payee, names)} {p.amount}" for p in payments
    )


def contract_payments(result: DealResult, single_fault: bool, names: Names = None) -> Item:
    """DW-P1, DW-P2 and DW-P4 between the players for a deal with a soloist."""
    contract, soloist = _contract(result)
    name = seat_name(soloist, names)
    if contract.misere:
        amount = MISERE_AMOUNT[contract.id]
        head = f"{contract.name} made"
        if not result.made:
            head = f"{contract.name} lost with {_tricks(result.declarer_tricks)}"
    else:
        amount = abs(table_amount(result))
        head = _trick_head(contract, result, names)
    item = contract.name
    others = opponents(result)
    whister = result.whister
    if whister is None:
        if result.made:
            pays = [p for o in others for p in _pays(o, soloist, amount, item)]
            return pays, f"{head}: each other player pays {name} {amount}"
        pays = [p for o in others for p in _pays(soloist, o, amount, item)]
        return pays, f"{head}: {name} pays each other player {amount}"
    first, second = others
    if result.made:
        pays = [*_pays(first, soloist, amount, item), *_pays(second, whister, amount, item)]
        return pays, f"{head}: {_sentence(pays, names)}"
    loser = _single_fault(result) if single_fault else None
    if loser is None:
        pays = [*_pays(soloist, first, amount, item), *_pays(whister, second, amount, item)]
        return pays, f"{head}: {_sentence(pays, names)}"
    pays = [p for o in others for p in _pays(loser, o, amount, item)]
    who = seat_name(loser, names)
    return pays, f"{head}; only {who} missed their own target: {who} pays each opponent {amount}"


def _trick_head(contract: Contract, result: DealResult, names: Names) -> str:
    verdict = "made" if result.made else "lost"
    if result.whister is None:
        return f"{contract.name} {verdict} with {_tricks(result.declarer_tricks)}"
    column = max(0, result.side_tricks - WHISTER_TARGET)
    return (
        f"{contract.name} with whister {seat_name(result.whister, names)} {verdict}: "
        f"{result.side_tricks} tricks of the {result.side_target} needed, paid as {column}"
    )


def _tricks(n: int) -> str:
    return f"{n} trick" if n == 1 else f"{n} tricks"


def _single_fault(result: DealResult) -> Seat | None:
    """DW-P4 sub-setting: the one side member who missed their own target, if only one did."""
    if result.declarer_missed == result.whister_missed:
        return None
    return result.declarer if result.declarer_missed else result.whister


def _halves(total: int, soloist: Seat, whister: Seat | None) -> list[tuple[Seat, int]]:
    """DW-P4: pool money is shared by soloist and whister, the odd point the soloist's."""
    if whister is None:
        return [(soloist, total)]
    return [(soloist, total - total // 2), (whister, total // 2)]


class DawsonLedger(LedgerBase):
    """Dawson's payments and the pool as a :class:`~bot.engine.scoring.Ledger`.

    ``ante`` is each player's stake per deal (the dealer's is double), ``pool_cap`` the optional
    cap above which antes and penalties wait in the reserve, ``whister_single_fault`` the DW-P4
    sub-setting; ``names`` label seats in the explanations. There is no merge question, no
    tour and no end-of-sitting share-out: the pool simply stays on the table.
    """

    def __init__(
        self,
        ante: int = 10,
        pool_cap: int | None = None,
        whister_single_fault: bool = False,
        names: Names = None,
    ) -> None:
        self.ante = ante
        self.single_fault = whister_single_fault
        self.names = names
        self.pool = Pool(cap=pool_cap)

    def snapshot(self) -> dict[str, object]:
        return {"pool": self.pool.content, "reserve": self.pool.reserve}

    def settle(self, result: DealResult, merge: bool | None = None) -> Settlement:
        """Book one deal: the ante, then the deal's payments, then the pool. ``merge`` is never
        asked in Dawson and is ignored."""
        # Each branch checks its result before the ante touches the pool.
        if result.all_pass:
            if result.tricks is None:
                raise ValueError("a Misère Partout result needs the tricks of every seat")
            items = [self._ante(result.dealer), partout(result.tricks, self.names)]
        else:
            contract, _ = _contract(result)
            items = [
                self._ante(result.dealer),
                contract_payments(result, self.single_fault, self.names),
            ]
            if plays_for_pool(contract):
                items.append(self._pool(result))
        where = f"pool now {self.pool.content}"
        if self.pool.cap is not None:
            where += f", reserve {self.pool.reserve}"
        payments = tuple(p for pays, _ in items for p in pays)
        lines = (*(line for _, line in items), where)
        extra: dict[str, object] = {"pool": self.pool.content, "reserve": self.pool.reserve}
        return Settlement(payments, lines, extra)

    def _ante(self, dealer: Seat) -> Item:
        pays = [Payment(s, POOL, self.ante * (2 if s == dealer else 1), "ante") for s in SEATS]
        total = sum(p.amount for p in pays)
        over = self.pool.pay_in(total)
        line = (
            f"ante: {self.ante} each, {2 * self.ante} from {seat_name(dealer, self.names)} "
            f"(dealer), {total} into the pool"
        )
        return pays, line + self._overflow(over)

    def _overflow(self, over: int) -> str:
        return f"; {over} above the cap of {self.pool.cap} goes to the reserve" if over else ""

    def _pool(self, result: DealResult) -> Item:
        """DW-P3 with DW-P4's halving: a made bid takes the whole pool, a lost one pays twice
        the pool into it."""
        _, soloist = _contract(result)
        if result.made:
            taken, refill = self.pool.take()
            shares = _halves(taken, soloist, result.whister)
            pays = [p for s, amount in shares for p in _pays(POOL, s, amount, "pool")]
            if len(shares) == 1:
                line = f"pool: {seat_name(soloist, self.names)} takes the pool, {taken}"
            else:
                line = f"pool: the pool, {taken}, is shared: {self._shares(shares)}"
            if refill:
                line += f"; the reserve refills the pool with {refill}"
            return pays, line
        penalty = 2 * self.pool.content
        loser = _single_fault(result) if self.single_fault else None
        if loser is not None:
            shares = [(loser, penalty)]
        else:
            shares = _halves(penalty, soloist, result.whister)
        pays = [p for s, amount in shares for p in _pays(s, POOL, amount, "pool penalty")]
        over = self.pool.pay_in(penalty)
        line = f"pool: twice the pool, {penalty}, is paid in: {self._shares(shares)}"
        return pays, line + self._overflow(over)

    def _shares(self, shares: Sequence[tuple[Seat, int]]) -> str:
        return ", ".join(f"{seat_name(s, self.names)} {amount}" for s, amount in shares)
