"""SV-P9: a merge the writer was asked and declined is said in the deal's public line, where
the over-limit case says why none was asked: "Cilla sätter två betar om 96 + 2 × 16 = 128"
alone did not tell a declined merge from an unasked one."""

from __future__ import annotations

from bot.engine.swedish.protocol import SwedishProtocol
from tests.engine.helpers import swedish_result as deal


def test_sv_p9_a_declined_merge_is_said() -> None:
    lost = deal("7", 3, 5)  # 96 + 1 × 8 = 104, two betar, within the limit 200
    p = SwedishProtocol()
    assert p.merge_question(lost) == 3
    s = p.settle(lost, merge=False)
    assert s.text("en")[1] == "seat 3 writes two betar of 96 + 1 × 8 = 104 (merge declined)"
    assert s.text("sv")[1] == "plats 3 sätter två betar om 96 + 1 × 8 = 104 (hopslagning avböjd)"


def test_sv_p9_no_answer_and_over_the_limit_say_no_decline() -> None:
    lost = deal("7", 3, 5)
    unanswered = SwedishProtocol().settle(lost, merge=None)  # a scored deal that gave none
    assert unanswered.text("en")[1] == "seat 3 writes two betar of 96 + 1 × 8 = 104"
    over = SwedishProtocol(merge_limit=100).settle(lost, merge=False)
    assert over.text("en")[1] == (
        "seat 3 writes two betar of 96 + 1 × 8 = 104 (over the limit 100: not merged)"
    )
    merged = SwedishProtocol().settle(lost, merge=True)
    assert "declined" not in merged.text("en")[1]
