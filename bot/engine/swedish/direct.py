"""The Swedish direct payment (SV-S1…S9): what one contract pays between the players, beside
the betar. Also owns the pieces the other Swedish payments reuse: rounding to ten, the colour
multiplier, and who pays whom (SV-S7/S8, SV-F1/F2).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from bot.engine.contracts import Contract, SuitClass
from bot.engine.result import DealResult
from bot.engine.scoring import Payment, Settlement
from bot.engine.seats import SEATS, Seat, distance
from bot.engine.swedish.ladder import BASE_POINT, BASE_POINT_WITH_WHIST

Names = Sequence[str] | None
"""Display names of seats 1–4 (``names[seat - 1]``); None names them "seat N"."""

CODILLE = 2
PER_MARK = 2
HONOURS_POINT: dict[int, int] = {3: 2, 4: 4}
CINQ_PREMIERS = 2
SLAM = 48

_MULTIPLIER: dict[SuitClass, tuple[int, str]] = {
    SuitClass.SECOND: (2, "andra färg"),
    SuitClass.FIRST: (4, "högsta färg"),
}

ITEM = "direct payment"


def seat_name(seat: Seat, names: Names = None) -> str:
    return names[seat - 1] if names is not None else f"seat {seat}"


def round_ten(value: int | Fraction) -> int:
    """Round a non-negative amount to the nearest ten, a 5 rounding up (SV-S6, SV-P10)."""
    if value < 0:
        raise ValueError(f"cannot round a negative amount {value}")
    return int((Fraction(value) + 5) // 10) * 10


def contract_of(result: DealResult) -> Contract:
    """The contract of a deal that had one; an all-pass deal or a malformed result is refused."""
    if result.all_pass or result.contract is None or result.declarer is None:
        raise ValueError("the deal has no contract and declarer")
    return result.contract


def declarer_of(result: DealResult) -> Seat:
    contract_of(result)
    assert result.declarer is not None  # contract_of checked it
    return result.declarer


def multiplier(result: DealResult) -> tuple[int, str]:
    """SV-S5: × 2 for andra färg, × 4 for högsta färg; misères have no trumps, so × 1."""
    if contract_of(result).misere or result.trump_class is None:
        return 1, ""
    return _MULTIPLIER.get(result.trump_class, (1, ""))


def base_point(result: DealResult) -> int:
    """Table I's base for the contract played; a concession pays the lone base (SV-S5)."""
    contract = contract_of(result)
    if result.with_whist:
        return BASE_POINT_WITH_WHIST[contract.id]
    return BASE_POINT[contract.id]


def defenders(result: DealResult) -> tuple[Seat, ...]:
    """The defenders, nearest the declarer's left first (the SV-S8 pairing decision)."""
    declarer = declarer_of(result)
    others = [s for s in SEATS if s not in (declarer, result.whister)]
    return tuple(sorted(others, key=lambda s: distance(declarer, s)))


def made_items(result: DealResult, marks: int) -> list[tuple[str, int]]:
    """SV-S2…S4 in the order of the source's example; ``marks`` are those standing before
    this deal, since a made contract is paid for them before they are struck.
    """
    contract = contract_of(result)
    items = [("base", base_point(result)), ("codille", CODILLE)]
    if result.overtricks:
        label = "overtrick" if result.overtricks == 1 else "overtricks"
        items.append((label, result.overtricks))
    if not contract.misere and result.honours in HONOURS_POINT:
        items.append(("honours", HONOURS_POINT[result.honours]))
    if marks:
        items.append(("marks", PER_MARK * marks))
    if result.slam:
        items.append(("slam", SLAM))
    elif result.first_five and not contract.misere:
        items.append(("cinq premiers", CINQ_PREMIERS))
    return items


def side_payments(
    result: DealResult, amount: int, item: str, names: Names = None
) -> tuple[tuple[Payment, ...], str]:
    """Who pays ``amount`` to whom for a made or lost contract (SV-S7/S8, SV-F1/F2), with the
    sentence saying so.
    """
    declarer = declarer_of(result)
    whister = result.whister
    first, *rest = defenders(result)
    if whister is None:
        if result.made:
            pays = tuple(Payment(d, declarer, amount, item) for d in (first, *rest))
            return pays, f"each defender pays {seat_name(declarer, names)} {amount}"
        pays = tuple(Payment(declarer, d, amount, item) for d in (first, *rest))
        return pays, f"{seat_name(declarer, names)} pays each defender {amount}"
    if result.made:
        pays = (Payment(first, declarer, amount, item), Payment(rest[0], whister, amount, item))
        return pays, _pairs_sentence(pays, names)
    if result.declarer_missed and result.whister_missed:
        pays = (Payment(declarer, first, amount, item), Payment(whister, rest[0], amount, item))
        return pays, _pairs_sentence(pays, names)
    # A lost whist contract has at least one side member below target; this is the one.
    loser = declarer if result.declarer_missed else whister
    pays = (Payment(loser, first, amount, item), Payment(loser, rest[0], amount, item))
    return pays, f"{seat_name(loser, names)} pays each defender {amount}"


def _pairs_sentence(pays: Sequence[Payment], names: Names) -> str:
    return ", ".join(
        f"{seat_name(p.payer, names)} pays {seat_name(p.payee, names)} {p.amount}" for p in pays
    )


def direct_payment(result: DealResult, marks: int, names: Names = None) -> Settlement:
    """The direct payment of one deal (SV-S1…S9); an all-pass deal pays nothing.

    ``marks`` are the marks standing before the deal. ``extra`` holds the items, the sum, the
    multiplier and the rounded amount each payment carries.
    """
    if result.all_pass:
        return Settlement()
    if result.made:
        items = made_items(result, marks)
        words = ", ".join(f"{label} {pts}" for label, pts in items)
        total = sum(pts for _, pts in items)
        text = f"{words} = {total}"
    else:
        items = [("base", base_point(result))]
        total = items[0][1]
        text = f"{'conceded' if result.conceded else 'lost'}: base {total}"
    factor, colour = multiplier(result)
    amount = total * factor
    parts = [text]
    if factor > 1:
        parts.append(f"{colour} × {factor} = {amount}")
    rounded = round_ten(amount)
    if rounded != amount:
        parts.append(f"rounded {rounded}")
    payments, who = side_payments(result, rounded, ITEM, names)
    parts.append(who)
    extra: dict[str, object] = {
        "items": [{"item": label, "point": pts} for label, pts in items],
        "total": total,
        "multiplier": factor,
        "amount": rounded,
    }
    return Settlement(payments=payments, lines=("; ".join(parts),), extra=extra)
