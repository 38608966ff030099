"""The Swedish protocol ledger (SV-P1…P12, SV-M1): betar, ålar, marks and betdelning.

The property tests at the end also run the simplified ledger, since both must keep SV-M1.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.contracts import SuitClass
from bot.engine.errors import IllegalAction
from bot.engine.result import DealResult
from bot.engine.scoring import Ledger, Settlement
from bot.engine.seats import SEATS, Seat
from bot.engine.swedish.ladder import SWEDISH_LADDER, WHIST_EXTRA_TRICKS
from bot.engine.swedish.protocol import Entry, SwedishProtocol
from bot.engine.swedish.simplified import SimplifiedLedger
from tests.engine.helpers import swedish_result as deal

NAMES = ("S.H.", "I.N.", "A.E.", "E.S.")
ALL_PASS = DealResult(dealer=1, all_pass=True)
Triple = tuple[Seat, Seat, int]


def triples(s: Settlement, item: str | None = None) -> set[Triple]:
    return {(p.payer, p.payee, p.amount) for p in s.payments if item is None or p.item == item}


def bet_payments(s: Settlement) -> set[Triple]:
    return {(p.payer, p.payee, p.amount) for p in s.payments if p.item != "direct payment"}


def direct(s: Settlement) -> set[Triple]:
    return triples(s, "direct payment")


def betar(p: SwedishProtocol) -> list[tuple[Seat, int]]:
    return [(e.seat, e.value) for e in p.entries if e.kind == "bet"]


def going(p: SwedishProtocol) -> list[tuple[Seat, int]]:
    return [(e.seat, e.value) for e in p.going]


# -- Figure 1 -------------------------------------------------------------------------------


def test_figure_1_worked_protocol() -> None:
    """The source's Figure 1, seven deals: every bet value, play-off number and payment."""
    p = SwedishProtocol(names=NAMES)
    assert [(e.seat, e.kind, e.value) for e in p.entries] == [(s, "al", 96) for s in SEATS]

    # 1. A.E. with I.N. whisting makes 5 spel: plays off his own ål (#1), 100, pays I.N. 50.
    s = p.settle(deal("5", 3, 5, whister=2, whister_tricks=3))
    assert p.entries[2] == Entry(3, "al", 96, played_off=1, declarer=3, whister=2)
    assert bet_payments(s) == {(3, 2, 50)}
    assert direct(s) == {(4, 3, 10), (1, 2, 10)}  # 8 + 2 = 10, E.S. nearest A.E.'s left
    assert s.net() == {1: -10, 2: 60, 3: -40, 4: -10}  # record-format.md's replay example
    assert (
        s.lines[0] == "A.E. and I.N. play off A.E.'s ål 96 (running number #1), rounded 100, "
        "A.E. 50 and I.N. 50; A.E. pays I.N. 50"
    )
    assert going(p) == [(1, 96), (2, 96), (4, 96)]  # the ålar tie, the choice waits

    # 2. All pass: one mark.
    s = p.settle(ALL_PASS)
    assert p.marks == 1 and s.payments == ()

    # 3. I.N. loses 7 spel in andra färg by one: 96 + 2 × 16 = 128.
    s = p.settle(deal("7", 2, 6, trump=SuitClass.SECOND))
    assert p.marks == 2 and betar(p) == [(2, 128)]
    assert s.lines[1] == "I.N. writes a bet of 96 + 2 × 16 = 128"
    assert direct(s) == {(2, 1, 40), (2, 3, 40), (2, 4, 40)}  # 18 × 2 = 36 → 40

    # 4. E.S. loses petite misère: 96 + 3 × 8 = 120 (still playing on ål).
    s = p.settle(deal("petite-misere", 4, 1))
    assert p.marks == 3 and betar(p) == [(2, 128), (4, 120)]
    assert direct(s) == {(4, 1, 50), (4, 2, 50), (4, 3, 50)}  # 48 → 50
    assert going(p) == [(1, 96), (2, 96), (4, 96)]  # betar wait while playing on ål

    # 5. S.H. makes 8 spel in högsta färg alone: his own ål (#2), no markers move for it.
    s = p.settle(deal("8", 1, 8, trump=SuitClass.FIRST, honours=4))
    assert p.entries[0] == Entry(1, "al", 96, played_off=2, declarer=1, whister=None)
    assert bet_payments(s) == set()
    assert direct(s) == {(2, 1, 140), (3, 1, 140), (4, 1, 140)}  # (24+2+4+6) × 4 = 144
    assert s.lines[:2] == (
        "S.H. plays off their own ål 96 (running number #2); own ål: nothing is paid",
        "3 marks struck",
    )
    assert (
        s.text("sv")[0]
        == "S.H. spelar av ål 96 i egen kolumn (löpnummer #2); egen ål: ingen betalning"
    )
    assert p.marks == 0 and going(p) == [(2, 128)]

    # 6. A.E. with S.H. whisting makes: I.N.'s 128 (#3), 130 → A.E. 70, S.H. 60.
    s = p.settle(deal("6", 3, 6, whister=1, whister_tricks=5, trump=SuitClass.SECOND))
    assert p.entries[4] == Entry(2, "bet", 128, played_off=3, declarer=3, whister=1)
    assert bet_payments(s) == {(2, 3, 70), (2, 1, 60)}
    assert direct(s) == {(4, 3, 40), (2, 1, 40)}  # (18 + 2 + 1) × 2 = 42 → 40
    assert going(p) == [(4, 120)]

    # 7. A.E. with I.N. loses a plain 5 spel by one; only I.N. missed: 120 + 1 × 8 = 128.
    s = p.settle(deal("5", 3, 5, whister=2, whister_tricks=2))
    assert p.marks == 1 and betar(p) == [(2, 128), (4, 120), (2, 128)]
    assert direct(s) == {(2, 4, 10), (2, 1, 10)}
    assert going(p) == [(4, 120)]  # the new 128 does not join the gående bet

    assert p.snapshot() == {
        "entries": [
            {"seat": 1, "kind": "al", "value": 96, "played_off": 2, "declarer": 1, "whister": None},
            {"seat": 2, "kind": "al", "value": 96, "played_off": None},
            {"seat": 3, "kind": "al", "value": 96, "played_off": 1, "declarer": 3, "whister": 2},
            {"seat": 4, "kind": "al", "value": 96, "played_off": None},
            {"seat": 2, "kind": "bet", "value": 128, "played_off": 3, "declarer": 3, "whister": 1},
            {"seat": 4, "kind": "bet", "value": 120, "played_off": None, "going": True},
            {"seat": 2, "kind": "bet", "value": 128, "played_off": None},
        ],
        "marks": 1,
        "played_off": 3,
        "tour_over": False,
        "al": 96,
    }


# -- SV-P6 / SV-P7: marks and bet values ----------------------------------------------------


@pytest.mark.parametrize(
    ("contract_id", "trump", "value"),
    [
        ("7", SuitClass.PLAIN, 96 + 8),
        ("7", SuitClass.SECOND, 96 + 16),
        ("7", SuitClass.FIRST, 96 + 32),
        ("grande-misere", SuitClass.PLAIN, 96 + 8),
    ],
)
def test_sv_p7_factor(contract_id: str, trump: SuitClass, value: int) -> None:
    p = SwedishProtocol()
    p.settle(deal(contract_id, 1, 6 if contract_id == "7" else 1, trump=trump))
    assert betar(p) == [(1, value)]


def test_sv_p6_marks_from_all_pass_lost_and_conceded_struck_when_made() -> None:
    p = SwedishProtocol()
    p.settle(ALL_PASS)
    p.settle(deal("5", 2, 0, conceded=True))
    s = p.settle(deal("7", 3, 5, trump=SuitClass.FIRST))
    assert p.marks == 3
    # SV-P7: 96 + 2 × 8 for the concession, then 96 + 3 × 32 twice (two penalty tricks).
    assert betar(p) == [(2, 112), (3, 192), (3, 192)]
    assert s.lines[:2] == (
        "lost: a mark (3 standing)",
        "seat 3 writes two betar of 96 + 3 × 32 = 192",
    )
    s = p.settle(deal("7", 4, 7))
    assert p.marks == 0 and s.extra["marks_before"] == 3
    assert s.lines[1] == "3 marks struck"
    assert s.lines[-1].startswith("base 18, codille 2, marks 6 = 26")


# -- SV-P8: who writes ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("result", "writers"),
    [
        (deal("8", 2, 7), [2]),  # alone, one penalty trick
        (deal("8", 2, 6), [2, 2]),  # alone, two
        (deal("grande-misere", 2, 1), [2]),  # misère: a trick taken is a penalty trick
        (deal("grande-misere", 2, 3), [2, 2]),
        (deal("5", 2, 0, conceded=True), [2]),  # SV-W4: conceded = lost by one
        (deal("6", 2, 5, whister=4, whister_tricks=4), [2]),  # only the declarer missed, one
        (deal("6", 2, 3, whister=4, whister_tricks=5), [2, 2]),  # only the declarer, two
        (deal("5", 2, 6, whister=4, whister_tricks=1), [4]),  # only the whister, one
        (deal("5", 2, 5, whister=4, whister_tricks=0), [4, 4]),  # only the whister, three
        (deal("5", 2, 4, whister=4, whister_tricks=2), [2, 4]),  # both missed: one each
    ],
)
def test_sv_p8_who_writes(result: DealResult, writers: list[Seat]) -> None:
    p = SwedishProtocol()
    assert p.bet_writers(result) == writers
    p.settle(result)
    assert betar(p) == [(s, 104) for s in writers]  # SV-P7: all of one deal have one value


# -- SV-P9: merging -------------------------------------------------------------------------


def test_sv_p9_merge_allowed_at_the_limit() -> None:
    """Two 200s may merge (200 is not above the limit 200) into one 400."""
    p = SwedishProtocol(al=192)
    lost = deal("7", 3, 5)  # 192 + 1 × 8 = 200, two betar
    assert p.merge_question(lost) == 3
    s = p.settle(lost, merge=True)
    assert betar(p) == [(3, 400)]
    assert s.extra["betar"] == [{"seat": 3, "value": 400}] and s.extra["merged"] is True


def test_sv_p9_no_answer_means_not_merged() -> None:
    p = SwedishProtocol(al=192)
    p.settle(deal("7", 3, 5), merge=None)
    assert betar(p) == [(3, 200), (3, 200)]


def test_sv_p9_merge_refused_above_the_limit() -> None:
    """Two 201s may not merge; answering yes is refused and books nothing."""
    p = SwedishProtocol(al=193)
    lost = deal("7", 3, 5)
    assert p.merge_question(lost) is None
    with pytest.raises(IllegalAction):
        p.settle(lost, merge=True)
    assert betar(p) == [] and p.marks == 0
    p.settle(lost, merge=False)
    assert betar(p) == [(3, 201), (3, 201)]


def test_sv_p9_no_question_for_one_bet_or_two_writers() -> None:
    p = SwedishProtocol()
    assert p.merge_question(deal("7", 3, 6)) is None
    assert p.merge_question(deal("5", 2, 4, whister=4, whister_tricks=2)) is None
    assert p.merge_question(deal("7", 3, 7)) is None  # made


def test_sv_p9_merge_limit_is_a_setting() -> None:
    assert SwedishProtocol(merge_limit=100).merge_question(deal("7", 3, 5)) is None
    assert SwedishProtocol(merge_limit=104).merge_question(deal("7", 3, 5)) == 3


# -- SV-P3 / SV-P10: paying off -------------------------------------------------------------


def test_sv_p10_five_rounds_up_and_odd_tens_favour_the_declarer() -> None:
    """An ål of 105 pays 110: 11 tens, the declarer 60 and the whister 50."""
    p = SwedishProtocol(al=105)
    s = p.settle(deal("5", 2, 5, whister=4, whister_tricks=3))  # seat 2's own ål
    assert bet_payments(s) == {(2, 4, 50)}
    assert s.extra["played_off"] == {
        "seat": 2,
        "kind": "al",
        "value": 105,
        "number": 1,
        "rounded": 110,
        "shares": {"2": 60, "4": 50},
    }


def test_sv_p3_whisters_own_share_is_not_paid_to_themselves() -> None:
    """SV-P5: the whister's own ål when the declarer has none tied; owner pays the declarer."""
    p = SwedishProtocol(al=105)
    p.settle(deal("7", 1, 7))  # seat 1's own ål goes first
    s = p.settle(deal("5", 1, 5, whister=3, whister_tricks=3))
    assert p.entries[2].played_off == 2
    assert bet_payments(s) == {(3, 1, 60)}


def test_sv_p3_third_party_pays_both_winners() -> None:
    p = SwedishProtocol()
    p.settle(deal("7", 1, 7))  # seat 1's ål; going: ålar 2, 3, 4
    s = p.settle(deal("5", 1, 6, whister=3, whister_tricks=3))  # whister 3's own
    assert p.entries[2].played_off == 2
    s = p.settle(deal("5", 1, 6, whister=3, whister_tricks=3))  # 2 or 4: nearest left is 2
    assert p.entries[1].played_off == 3
    assert bet_payments(s) == {(2, 1, 50), (2, 3, 50)}


# -- SV-P4 / SV-P5: the gående bet ----------------------------------------------------------


def test_sv_p5_declarers_own_tied_first() -> None:
    p = SwedishProtocol()
    p.settle(deal("7", 4, 7))
    assert [e.seat for e in p.entries if e.played_off] == [4]


def test_sv_p5_nearest_left_of_declarer_when_neither_owns_one() -> None:
    p = SwedishProtocol()
    p.settle(deal("7", 1, 7))
    p.settle(deal("7", 3, 7))
    assert going(p) == [(2, 96), (4, 96)]
    p.settle(deal("7", 3, 7))  # left of 3 is 4
    assert p.entries[3].played_off == 3
    p = SwedishProtocol()
    p.settle(deal("7", 1, 7))
    p.settle(deal("7", 3, 7))
    p.settle(deal("7", 1, 7))  # left of 1 is 2
    assert p.entries[1].played_off == 3


def test_sv_p5_tied_betar_and_an_owners_two_betar() -> None:
    """Tied betar wait; the declarer's own is taken, then the owner's earlier one first."""
    p = SwedishProtocol()
    p.settle(deal("7", 2, 5))  # seat 2 writes two 104s
    p.settle(deal("7", 1, 6))  # seat 1 writes 96 + 2 × 8 = 112
    p.settle(deal("7", 3, 7))  # plays off A.E.'s ål; going: seat 1's 112
    assert going(p) == [(1, 112)]
    p.settle(deal("7", 3, 7))  # plays off 112; going: seat 2's two 104s, tied
    assert going(p) == [(2, 104), (2, 104)]
    s = p.settle(deal("7", 4, 7))
    assert p.entries[4].played_off == 3 and p.entries[5].played_off is None
    assert bet_payments(s) == {(2, 4, 100)}
    assert going(p) == [(2, 104)]


def test_sv_p4_betar_written_meanwhile_never_join_the_tie() -> None:
    """A higher bet written while a tie waits waits too; its value builds on the tied value."""
    p = SwedishProtocol()
    p.settle(deal("7", 2, 6))  # 104 by seat 2
    p.settle(deal("7", 4, 6))  # 96 + 2 × 8 = 112 by seat 4 (still playing on ål)
    p.settle(deal("7", 1, 7))  # plays off seat 1's ål; going: 112
    p.settle(deal("7", 1, 6))  # 112 + 1 × 8 = 120 by seat 1
    assert going(p) == [(4, 112)]
    p.settle(deal("7", 1, 7))  # plays off 112, not 120
    assert p.entries[5].played_off == 2
    assert going(p) == [(1, 120)]


def test_sv_p4_back_to_alar_then_a_new_round_of_alar() -> None:
    """When betar run out play goes back to ålar; when both run out, ålar of al + 16."""
    p = SwedishProtocol()
    p.settle(deal("7", 1, 7))  # ål 1
    p.settle(deal("7", 2, 6))  # 104 by seat 2
    p.settle(deal("7", 3, 7))  # ål 3; betar exist: 104 is gående
    assert going(p) == [(2, 104)]
    p.settle(deal("7", 3, 7))  # 104; back to the ålar 2 and 4
    assert going(p) == [(2, 96), (4, 96)]
    p.settle(deal("7", 2, 7))
    p.settle(deal("7", 4, 7))
    assert going(p) == [(s, 112) for s in SEATS] and p.snapshot()["al"] == 112
    assert [e.value for e in p.entries[-4:]] == [112] * 4
    p.settle(deal("7", 4, 6))
    assert betar(p)[-1] == (4, 120)  # SV-P7 from the new ål


# -- SV-P11: the tour ---------------------------------------------------------------------


def test_sv_p11_tour_over_after_24_played_off() -> None:
    p = SwedishProtocol()
    for n in range(24):
        assert not p.tour_over
        p.settle(deal("7", n % 4 + 1, 7))
        p.settle(ALL_PASS)  # all-pass deals play nothing off
    assert p.played_off == 24 and p.tour_over
    assert p.snapshot()["tour_over"] is True


def test_sv_p11_tour_length_is_a_setting() -> None:
    p = SwedishProtocol(tour_length=2)
    p.settle(deal("7", 1, 7))
    assert not p.tour_over
    p.settle(deal("7", 2, 7))
    assert p.tour_over


# -- SV-P12: betdelning ---------------------------------------------------------------------


def test_sv_p12_betdelning_shortfall_borne_by_highest_balance() -> None:
    """Columns 96, 96, 96, 200 (mean 122): 30 taken thrice, 80 paid; 10 short.

    Balances are 20, 20, 20, −60: the tie for highest goes to seat 1.
    """
    p = SwedishProtocol(names=NAMES)
    p.settle(deal("7", 4, 6))  # 96 + 8 = 104 by E.S.
    assert p.balances == {1: 20, 2: 20, 3: 20, 4: -60}
    before = p.snapshot()
    s = p.final_settlement()
    assert s.net() == {1: 20, 2: 30, 3: 30, 4: -80}
    assert s.extra["remainder"] == -10
    assert s.lines[-1] == (
        "10 missing from the pot is paid by S.H. (highest balance, tied with I.N. and A.E.; the "
        "lowest seat number pays)"
    )
    assert s.lines[1] == "S.H. takes 30 (26 before rounding)"
    assert s.lines[4] == "E.S. pays 80 (78 before rounding)"
    assert p.snapshot() == before


def test_sv_p12_betdelning_surplus_to_lowest_balance() -> None:
    """Ålar of 100 after A.E.'s is played off: mean 75, payers 25 → 30 each, A.E. takes 80."""
    p = SwedishProtocol(al=100)
    p.settle(deal("7", 3, 7))
    assert p.balances == {1: -20, 2: -20, 3: 60, 4: -20}
    s = p.final_settlement()
    assert s.extra["remainder"] == 10
    assert s.net() == {1: -20, 2: -30, 3: 80, 4: -30}


def test_sv_p12_betdelning_quarter_mean() -> None:
    """Columns 97, 97, 0, 97: mean 72.75; 24.25 → 20 paid thrice, 72.75 → 70 taken; the
    10 short is borne by A.E., the highest balance.
    """
    p = SwedishProtocol(al=97)
    p.settle(deal("7", 3, 7))
    s = p.final_settlement()
    assert s.extra["mean"] == "291/4"
    assert "mean 72.75" in s.lines[0]
    # Each line says what a seat's share was before rounding to tens (SV-P12).
    assert s.lines[1] == "seat 1 pays 20 (24.25 before rounding)"
    assert s.lines[3] == "seat 3 takes 70 (72.75 before rounding)"
    assert s.text("sv")[1] == "plats 1 betalar 20 (24,25 före avrundning)"
    assert s.net() == {1: -20, 2: -20, 3: 60, 4: -20}


def test_sv_p12_a_share_already_in_tens_is_said_once() -> None:
    """Ålar of 80 after A.E.'s is played off: mean 60, each pays 20 and A.E. takes 60, in tens
    already: nothing to say about rounding."""
    p = SwedishProtocol(al=80)
    p.settle(deal("7", 3, 7))
    s = p.final_settlement()
    assert s.lines[1:] == (
        "seat 1 pays 20",
        "seat 2 pays 20",
        "seat 3 takes 60",
        "seat 4 pays 20",
    )


def test_sv_p12_equal_columns_pay_nothing() -> None:
    s = SwedishProtocol().final_settlement()
    assert s.payments == ()


# -- SV-M1: property tests over random deals ----------------------------------------------


@st.composite
def deal_results(draw: st.DrawFn) -> DealResult:
    """A valid finished deal: any contract of Table I, whist only in 5/6, consistent tricks."""
    dealer = draw(st.sampled_from(SEATS))
    if draw(st.integers(0, 5)) == 0:
        return DealResult(dealer=dealer, all_pass=True)
    contract = draw(st.sampled_from(SWEDISH_LADDER.contracts))
    declarer = draw(st.sampled_from(SEATS))
    whister = None
    if contract.whist_allowed and draw(st.booleans()):
        whister = draw(st.sampled_from([s for s in SEATS if s != declarer]))
    conceded = contract.whist_allowed and whister is None and draw(st.integers(0, 4)) == 0
    tricks = 0 if conceded else draw(st.integers(0, contract.tricks_played))
    whister_tricks = draw(st.integers(0, 13 - tricks)) if whister else 0
    extra = WHIST_EXTRA_TRICKS[contract.id] if whister else 0
    return DealResult(
        dealer=dealer,
        contract=contract,
        declarer=declarer,
        whister=whister,
        trump_class=None if contract.misere else draw(st.sampled_from(list(SuitClass))),
        conceded=conceded,
        declarer_tricks=tricks,
        whister_tricks=whister_tricks,
        honours=0 if contract.misere else draw(st.integers(0, 4)),
        first_five=tricks + whister_tricks >= 5 and draw(st.booleans()),
        side_target=contract.target + extra,
        declarer_target=contract.target,
    )


LEDGERS: list[Callable[[], Ledger]] = [SwedishProtocol, SimplifiedLedger]


@pytest.mark.parametrize("make", LEDGERS, ids=["protocol", "simplified"])
@settings(max_examples=150, deadline=None)
@given(data=st.data(), results=st.lists(deal_results(), max_size=40))
def test_sv_m1_payments_sum_to_zero(
    make: Callable[[], Ledger], data: st.DataObject, results: list[DealResult]
) -> None:
    """SV-M1: every deal's payments (and betdelning) sum to zero; balances are the sum of
    the deal nets; payments are positive and never to oneself.
    """
    ledger = make()
    totals = dict.fromkeys(SEATS, 0)
    for result in results:
        asked = ledger.merge_question(result)
        merge = data.draw(st.booleans()) if asked is not None else None
        s = ledger.settle(result, merge)
        assert all(p.amount > 0 and p.payer != p.payee for p in s.payments)
        net = s.net()
        assert sum(net.values()) == 0
        for seat in SEATS:
            totals[seat] += net[seat]
    if isinstance(ledger, SwedishProtocol):
        assert ledger.balances == totals
        assert ledger.played_off == sum(1 for e in ledger.entries if e.played_off)
        assert ledger.going and all(e.played_off is None for e in ledger.going)
    assert sum(ledger.final_settlement().net().values()) == 0
