"""WB-P3: the chelem bonus is for thirteen tricks only; an indépendance made with twelve is
paid its base, its extra tricks and its honours, no bonus."""

from __future__ import annotations

from bot.engine.whisch.ledger import whisch_amount
from tests.engine.whisch.test_whisch import nets as wb_nets
from tests.engine.whisch.test_whisch import result as wb_result


def test_wb_p3_twelve_tricks_are_no_chelem() -> None:
    r = wb_result("independance", 3, 12, turned="2S", honours=4)  # ♠: f = 1
    assert whisch_amount(r)[0] == 8 + 4 * 4 + 8  # base, four extra tricks, four honours
    assert wb_nets(r) == (-32, -32, 96, -32)
