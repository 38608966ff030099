"""SV-P9's merge question says the figures :meth:`SwedishProtocol.settle` then books because
it reads them from the same computation (the bet's sum, the direct payment, who pays alone),
not from a second copy of the rules: a change to the direct payment reaches both alike."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.contracts import SuitClass
from bot.engine.result import DealResult
from bot.engine.scoring import Settlement
from bot.engine.swedish import protocol as protocol_module
from bot.engine.swedish.direct import direct_payment
from bot.engine.swedish.protocol import SwedishProtocol
from tests.engine.helpers import swedish_result as deal


def _paid(settlement: Settlement) -> int:
    amounts = {p.amount for p in settlement.payments}
    assert len(amounts) == 1, settlement.payments
    return amounts.pop()


@pytest.mark.parametrize(
    "lost",
    [
        deal("7", 3, 5),  # alone, two penalty tricks: two betar
        deal("6", 1, 0, whister=2, whister_tricks=6),  # with whist: only the declarer missed
        deal("6", 1, 0, whister=2, whister_tricks=6, trump=SuitClass.FIRST),
    ],
)
def test_a_changed_direct_payment_reaches_the_question_and_the_booking_alike(
    lost: DealResult, monkeypatch: pytest.MonkeyPatch
) -> None:
    def dearer(result: DealResult, marks: int, names: object = None) -> Settlement:
        paid = direct_payment(result, marks, names)  # type: ignore[arg-type]
        payments = tuple(replace(p, amount=p.amount + 1000) for p in paid.payments)
        return replace(paid, payments=payments)

    monkeypatch.setattr(protocol_module, "direct_payment", dearer)
    protocol = SwedishProtocol()
    assert protocol.merge_question(lost) is not None
    answers = protocol.merge_answers(lost)
    assert answers is not None
    booked = _paid(SwedishProtocol().settle(lost, False))
    assert booked > 1000
    for lang in ("en", "sv"):
        assert answers[2][lang].endswith(f" {booked}"), answers[2][lang]


def test_the_question_and_the_booking_write_the_same_sum() -> None:
    lost = deal("7", 3, 5)
    protocol = SwedishProtocol()
    protocol.settle(deal("7", 3, 6))  # a mark standing and a bet in the protocol first
    answers = protocol.merge_answers(lost)
    assert answers is not None
    _, apart, _ = answers
    written = protocol.settle(lost, False)
    sums = [line for line in written.lines if "two betar of" in line]
    assert len(sums) == 1, written.lines
    # SV-P9: the booking says the merge was declined after the sum.
    booked = sums[0].removesuffix(" (merge declined)")
    assert booked.endswith(apart["en"].removeprefix("you write two betar of "))
