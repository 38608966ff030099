"""SV-S2 and SV-S4: a misère has no cinq premiers. Play cannot give one, but a deal entered by
its result may say ``first_five`` on a misère: it is paid without it (the marks chosen so that
rounding to tens does not hide the difference)."""

from __future__ import annotations

from bot.engine.swedish.direct import direct_payment
from tests.engine.helpers import swedish_result


def test_sv_s4_no_cinq_premiers_in_a_misere_even_where_a_scored_deal_says_so() -> None:
    r = swedish_result("petite-misere", 1, 0, first_five=True)  # a scored deal's fields
    s = direct_payment(r, marks=2)
    assert [i["item"] for i in s.extra["items"]] == ["base", "codille", "marks"]  # type: ignore[index, union-attr]
    assert s.net() == {1: 150, 2: -50, 3: -50, 4: -50}  # 48 + 2 + 4 = 54, rounded 50
