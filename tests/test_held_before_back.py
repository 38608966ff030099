"""The final standings of a seat whose person came back after someone else held it: the holder
now is named with their deals since, or the line reads as if they had stopped ("David +320
(seat 4; David in deals 1–3, David (computer) in deal 3)" though David played deals 4–8).
Before, only the earlier holders were said; and a holder who took the seat during a deal and
handed it on during the same one was said to hold it "in deal 3", as if its end were theirs."""

from __future__ import annotations

from bot.sheet import held_before_words

BACK = [("David", 2, 3), ("David (computer)", 0, 3)]


def test_a_holder_back_after_a_computer_is_said_from_the_deal_they_took_it_back() -> None:
    assert held_before_words(4, BACK, "en", "David") == (
        " (seat 4; David in deals 1–3, David (computer) during part of deal 3, David again "
        "from deal 3)"
    )
    assert held_before_words(4, BACK, "sv", "David") == (
        " (plats 4; David i giv 1–3, David (computer) under en del av giv 3, David igen från giv 3)"
    )


def test_a_holder_who_never_held_it_before_is_not_said_again() -> None:
    earlier = [("Bengt", 2, None), ("Computer 3 (heuristic)", 4, None)]
    assert held_before_words(2, earlier, "en", "Erik") == (
        " (seat 2; Bengt in deals 1–2, Computer 3 in deals 3–4)"
    )
