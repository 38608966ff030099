"""The Swedish direct payment (SV-S1…S9) and rounding."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bot.engine.contracts import SuitClass
from bot.engine.result import DealResult
from bot.engine.scoring import Payment
from bot.engine.seats import Seat
from bot.engine.swedish.direct import defenders, direct_payment, round_ten
from tests.engine.helpers import swedish_result as deal

NAMES = ("S.H.", "I.N.", "A.E.", "E.S.")


def pays(*triples: tuple[Seat, Seat, int]) -> set[tuple[Seat, Seat, int]]:
    return set(triples)


def paid(result: DealResult, marks: int = 0) -> set[tuple[Seat, Seat, int]]:
    return {(p.payer, p.payee, p.amount) for p in direct_payment(result, marks).payments}


def test_sv_s9_worked_example() -> None:
    """SV-S9: 7 spel andra färg, one overtrick, three honours, two marks → 27 → 54 → 50."""
    result = deal("7", 3, 8, trump=SuitClass.SECOND, honours=3)
    s = direct_payment(result, marks=2, names=NAMES)
    assert s.lines == (
        "base 18, codille 2, overtrick 1, honours 2 (3 held), marks 4 = 27; andra färg × 2 = 54; "
        "rounded 50; each defender pays A.E. 50",
    )
    assert set(s.payments) == {Payment(d, 3, 50, "direct payment") for d in (1, 2, 4)}
    assert s.extra["total"] == 27 and s.extra["amount"] == 50


def test_default_names_are_seat_numbers() -> None:
    s = direct_payment(deal("7", 3, 7), marks=0)
    assert s.lines[-1].endswith("each defender pays seat 3 20")


@pytest.mark.parametrize(
    ("value", "rounded"),
    [(0, 0), (4, 0), (5, 10), (14, 10), (15, 20), (54, 50), (125, 130), (Fraction(49, 4), 10)],
)
def test_sv_s6_round_to_ten_five_up(value: int | Fraction, rounded: int) -> None:
    assert round_ten(value) == rounded


def test_round_ten_refuses_negative() -> None:
    with pytest.raises(ValueError):
        round_ten(-5)


def test_sv_s5_first_suit_multiplies_by_four() -> None:
    """SV-S5: högsta färg × 4; 8 spel, four honours, no marks: 24 + 2 + 4 = 30 → 120."""
    s = direct_payment(deal("8", 1, 8, trump=SuitClass.FIRST, honours=4), marks=0)
    assert "högsta färg × 4 = 120" in s.lines[0]
    assert paid(deal("8", 1, 8, trump=SuitClass.FIRST, honours=4)) == {
        (2, 1, 120),
        (3, 1, 120),
        (4, 1, 120),
    }


def test_sv_s3_honours_only_three_or_four() -> None:
    """SV-S3: two honours add nothing, three add 2, four add 4."""
    assert (
        direct_payment(deal("7", 1, 7, honours=2), 0)
        .lines[0]
        .startswith("base 18, codille 2 = 20;")
    )
    assert (
        direct_payment(deal("7", 1, 7, honours=3), 0)
        .lines[0]
        .startswith("base 18, codille 2, honours 2 (3 held) = 22; rounded 20;")
    )
    assert paid(deal("10", 1, 10, honours=4)) == {(d, 1, 50) for d in (2, 3, 4)}  # 54 → 50


def test_sv_s3_honours_not_in_misere() -> None:
    s = direct_payment(deal("grande-misere", 2, 0, honours=4), marks=0)
    assert s.lines[0].startswith("base 96, codille 2 = 98; rounded 100")


def test_sv_s4_cinq_premiers() -> None:
    s = direct_payment(deal("5", 1, 5, first_five=True), marks=0)
    assert s.lines[0].startswith("base 5, codille 2, cinq premiers 2 = 9; rounded 10")


def test_sv_s4_slam_without_cinq_premiers_also_in_concordia() -> None:
    """SV-S4: 13 spel made: 162 + 2 + 48 = 212 → 210; no cinq premiers with slam."""
    s = direct_payment(deal("13", 4, 13, first_five=True), marks=0)
    assert s.lines[0].startswith("base 162, codille 2, slam 48 = 212; rounded 210")
    # slam in a lower contract counts its overtricks too: 7 spel, 13 tricks
    s = direct_payment(deal("7", 4, 13, first_five=True, honours=3), marks=1)
    assert s.lines[0].startswith(
        "base 18, codille 2, overtricks 6, honours 2 (3 held), marks 2, slam 48 = 78; rounded 80"
    )


def test_sv_s2_whist_side_overtricks_and_base() -> None:
    """SV-S2: with whist the side's overtricks count; 6 spel with whist base 18."""
    result = deal("6", 1, 7, whister=3, whister_tricks=5)  # side 12 of 10
    s = direct_payment(result, marks=0, names=NAMES)
    assert s.lines[0].startswith("base 18, codille 2, overtricks 2 = 22; rounded 20")


def test_sv_s5_lost_pays_base_alone_whatever_the_penalty() -> None:
    """SV-S5: a lost contract pays Table I's base × multiplier; marks and penalty ignored."""
    one = deal("9", 2, 8, trump=SuitClass.SECOND)
    five = deal("9", 2, 4, trump=SuitClass.SECOND)
    for result in (one, five):
        s = direct_payment(result, marks=3, names=NAMES)
        assert s.lines == (
            "lost: base 36; andra färg × 2 = 72; rounded 70; I.N. pays each defender 70",
        )
        assert paid(result, 3) == {(2, 1, 70), (2, 3, 70), (2, 4, 70)}


def test_sv_s5_lost_with_whist_pays_whist_base() -> None:
    """SV-S5: 5 spel with whist lost pays 8 (→ 10), 6 spel with whist 18 (→ 20)."""
    assert paid(deal("5", 1, 5, whister=2, whister_tricks=2)) == {(2, 3, 10), (2, 4, 10)}
    assert paid(deal("6", 1, 6, whister=2, whister_tricks=3)) == {(2, 3, 20), (2, 4, 20)}


def test_sv_s5_conceded_pays_lone_base_times_multiplier() -> None:
    """SV-S5/SV-W4: conceded 6 spel in högsta färg: 12 × 4 = 48 → 50 to each defender."""
    result = deal("6", 3, 0, trump=SuitClass.FIRST, conceded=True)
    s = direct_payment(result, marks=0, names=NAMES)
    assert s.lines == (
        "conceded: base 12; högsta färg × 4 = 48; rounded 50; A.E. pays each defender 50",
    )
    assert paid(result) == {(3, 1, 50), (3, 2, 50), (3, 4, 50)}


def test_all_pass_pays_nothing() -> None:
    s = direct_payment(DealResult(dealer=2, all_pass=True), marks=1)
    assert s.payments == () and s.lines == ()


# -- SV-S7 / SV-S8: who pays whom -------------------------------------------------------------


def test_sv_s7_made_alone_each_defender_pays_declarer() -> None:
    assert paid(deal("petite-misere", 2, 0)) == {(1, 2, 50), (3, 2, 50), (4, 2, 50)}


def test_sv_s7_lost_alone_declarer_pays_each_defender() -> None:
    assert paid(deal("petite-misere", 2, 1)) == {(2, 1, 50), (2, 3, 50), (2, 4, 50)}


def test_sv_s8_pairing_nearest_left_of_declarer_pairs_with_declarer() -> None:
    """SV-S8 decision: declarer 1, whister 3 → defenders 2 (nearest left) and 4."""
    assert defenders(deal("5", 1, 5, whister=3, whister_tricks=3)) == (2, 4)
    assert defenders(deal("5", 3, 5, whister=1, whister_tricks=3)) == (4, 2)
    assert defenders(deal("5", 4, 5, whister=1, whister_tricks=3)) == (2, 3)


def test_sv_s8_made_with_whist_one_defender_each() -> None:
    result = deal("5", 3, 5, whister=2, whister_tricks=3)  # 8 + 2 = 10
    s = direct_payment(result, marks=0, names=NAMES)
    assert paid(result) == {(4, 3, 10), (1, 2, 10)}
    assert s.lines[0].endswith("E.S. pays A.E. 10, S.H. pays I.N. 10")


def test_sv_s8_lost_with_whist_only_whister_missed() -> None:
    result = deal("5", 3, 5, whister=2, whister_tricks=2)
    s = direct_payment(result, marks=0, names=NAMES)
    assert paid(result) == {(2, 4, 10), (2, 1, 10)}
    assert s.lines[0].endswith("I.N. pays each defender 10")


def test_sv_s8_lost_with_whist_only_declarer_missed() -> None:
    result = deal("6", 3, 5, whister=2, whister_tricks=4, trump=SuitClass.SECOND)  # 18×2 = 36
    assert paid(result) == {(3, 4, 40), (3, 1, 40)}


def test_sv_s8_lost_with_whist_both_missed_pair_off() -> None:
    result = deal("6", 3, 4, whister=2, whister_tricks=3)
    s = direct_payment(result, marks=0, names=NAMES)
    assert paid(result) == {(3, 4, 20), (2, 1, 20)}
    assert s.lines[0].endswith("A.E. pays E.S. 20, I.N. pays S.H. 20")
