"""The simplified payment, Table III (SV-F1…F3)."""

from __future__ import annotations

import pytest

from bot.engine.contracts import SuitClass
from bot.engine.result import DealResult
from bot.engine.seats import Seat
from bot.engine.swedish.ladder import SWEDISH_LADDER, WHIST_EXTRA_TRICKS
from bot.engine.swedish.simplified import SimplifiedLedger
from tests.engine.helpers import swedish_result

Triple = tuple[Seat, Seat, int]

# Table III, row by row: (contract id, value, per overtrick).
ALONE = [
    ("5", 5, 1),
    ("6", 8, 2),
    ("petite-misere", 10, 0),
    ("7", 16, 2),
    ("grande-misere", 20, 0),
    ("8", 24, 2),
    ("petite-misere-ouverte", 30, 0),
    ("9", 32, 3),
    ("grande-misere-ouverte", 40, 0),
    ("10", 44, 4),
    ("11", 60, 5),
    ("12", 80, 5),
    ("13", 100, 0),
]
WITH_WHIST = [("5", 10, 2), ("6", 16, 4)]


def deal(
    contract_id: str,
    declarer: Seat,
    tricks: int,
    *,
    whister: Seat | None = None,
    whister_tricks: int = 0,
    conceded: bool = False,
) -> DealResult:
    """SV-F3: the simplified payment ignores the colour multiplier, honours and cinq
    premiers, so the result carries all three to show they change nothing."""
    return swedish_result(
        contract_id,
        declarer,
        tricks,
        whister=whister,
        whister_tricks=whister_tricks,
        trump=SuitClass.FIRST,
        honours=4,
        first_five=True,
        conceded=conceded,
    )


def paid(result: DealResult) -> set[Triple]:
    return {(p.payer, p.payee, p.amount) for p in SimplifiedLedger().settle(result).payments}


def each_pays(payee: Seat, amount: int) -> set[Triple]:
    return {(s, payee, amount) for s in (1, 2, 3, 4) if s != payee}


def pays_each(payer: Seat, amount: int) -> set[Triple]:
    return {(payer, s, amount) for s in (1, 2, 3, 4) if s != payer}


def _lost_by(contract_id: str, penalty: int) -> int:
    """The declarer's tricks for ``penalty`` penalty tricks (SV-P8's definition)."""
    contract = SWEDISH_LADDER.get(contract_id)
    assert contract is not None
    return penalty if contract.misere else contract.target - penalty


@pytest.mark.parametrize(("contract_id", "value", "per"), ALONE)
def test_sv_f1_made_alone_value_plus_overtricks(contract_id: str, value: int, per: int) -> None:
    """SV-F1: value + overtricks × per-overtrick; each defender pays the declarer."""
    contract = SWEDISH_LADDER.get(contract_id)
    assert contract is not None
    overtrick = 1 if per else 0
    result = deal(contract_id, 2, contract.target + overtrick)
    assert result.made
    assert paid(result) == each_pays(2, value + per * overtrick)


@pytest.mark.parametrize(("contract_id", "value", "per"), ALONE)
def test_sv_f2_lost_alone_by_one_and_by_two(contract_id: str, value: int, per: int) -> None:
    """SV-F2: lost by one pays the value, by two or more twice it; declarer pays each."""
    assert paid(deal(contract_id, 2, _lost_by(contract_id, 1))) == pays_each(2, value)
    assert paid(deal(contract_id, 2, _lost_by(contract_id, 2))) == pays_each(2, 2 * value)
    assert paid(deal(contract_id, 2, _lost_by(contract_id, 4))) == pays_each(2, 2 * value)


@pytest.mark.parametrize(("contract_id", "value", "per"), WITH_WHIST)
def test_sv_f1_made_with_whist_pairs_defenders(contract_id: str, value: int, per: int) -> None:
    """SV-F1 with SV-S8's pairing: 2 (nearest declarer 1's left) pays 1; 4 pays whister 3.
    Overtricks are the side's beyond 8 or 10.
    """
    target = SWEDISH_LADDER.get(contract_id)
    assert target is not None
    whister_target = WHIST_EXTRA_TRICKS[contract_id]
    exact = deal(contract_id, 1, target.target, whister=3, whister_tricks=whister_target)
    assert paid(exact) == {(2, 1, value), (4, 3, value)}
    # the whister short of their own target, the side still made with two overtricks
    over = deal(contract_id, 1, target.target + 3, whister=3, whister_tricks=whister_target - 1)
    assert paid(over) == {(2, 1, value + 2 * per), (4, 3, value + 2 * per)}


@pytest.mark.parametrize(("contract_id", "value", "per"), WITH_WHIST)
def test_sv_f2_lost_with_whist(contract_id: str, value: int, per: int) -> None:
    """SV-F2: the one who missed pays each defender; both missed: declarer pays one
    defender (nearest their left), the whister the other.
    """
    contract = SWEDISH_LADDER.get(contract_id)
    assert contract is not None
    t, w = contract.target, WHIST_EXTRA_TRICKS[contract_id]
    by_one_whister = deal(contract_id, 1, t, whister=3, whister_tricks=w - 1)
    assert paid(by_one_whister) == pays_each(3, value) - {(3, 1, value)}
    by_one_declarer = deal(contract_id, 1, t - 1, whister=3, whister_tricks=w)
    assert paid(by_one_declarer) == {(1, 2, value), (1, 4, value)}
    by_two_declarer = deal(contract_id, 1, t - 2, whister=3, whister_tricks=w)
    assert paid(by_two_declarer) == {(1, 2, 2 * value), (1, 4, 2 * value)}
    by_two_both = deal(contract_id, 1, t - 1, whister=3, whister_tricks=w - 1)
    assert paid(by_two_both) == {(1, 2, 2 * value), (3, 4, 2 * value)}


def test_sv_f3_conceded_pays_lone_value_as_lost_by_one() -> None:
    assert paid(deal("6", 4, 0, conceded=True)) == pays_each(4, 8)


def test_sv_f3_all_pass_pays_nothing_and_no_protocol() -> None:
    ledger = SimplifiedLedger()
    s = ledger.settle(DealResult(dealer=1, all_pass=True))
    assert s.payments == ()
    assert ledger.merge_question(deal("7", 1, 3)) is None
    assert not ledger.tour_over
    assert ledger.final_settlement().payments == ()
    assert ledger.snapshot() == {"payment": "simplified"}


def test_sv_f1_explains_in_words() -> None:
    ledger = SimplifiedLedger(names=("S.H.", "I.N.", "A.E.", "E.S."))
    s = ledger.settle(deal("5", 3, 6, whister=2, whister_tricks=4))
    # What each figure counts is said with it: the overtricks, the loss by two or more.
    assert s.lines == (
        "made: value 10 + 2 overtricks × 2 = 14; E.S. pays A.E. 14, S.H. pays I.N. 14",
    )
    s = ledger.settle(deal("6", 3, 7))
    assert s.lines[0].startswith("made: value 8 + 1 overtrick × 2 = 10; ")
    s = ledger.settle(deal("9", 3, 6))
    assert s.lines == (
        "lost: value 32 × 2 (two penalty tricks or more) = 64; A.E. pays each defender 64",
    )
