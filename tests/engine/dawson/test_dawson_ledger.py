"""Dawson's payments: DW-P1…P6 and the ante."""

from __future__ import annotations

import pytest

from bot.engine.dawson.ladder import DAWSON_LADDER, TRICK_TABLE
from bot.engine.dawson.ledger import DawsonLedger
from bot.engine.result import DealResult
from bot.engine.scoring import POOL, Settlement
from bot.engine.seats import SEATS, Seat
from tests.engine.dawson.helpers import by_item, contract_result, partout_result

# DW-P1 at each row's boundary, copied from the rules: (bid, made exactly, down one, down all).
BOUNDARIES = [
    (5, 12, -11, -50),
    (6, 15, -15, -66),
    (7, 18, -19, -82),
    (8, 23, -23, -110),
    (9, 32, -33, -127),
    (10, 42, -44, -157),
    (11, 63, -67, -208),
    (12, 106, -113, -304),
    (13, 166, -177, -433),
]
NAMES = {c.target: c.name for c in DAWSON_LADDER if not c.misere}


def contract_triples(settlement: Settlement, result: DealResult) -> set[tuple[int, int, int]]:
    assert result.contract is not None
    return by_item(settlement, result.contract.name)


def check_balance(ledger: DawsonLedger, result: DealResult) -> Settlement:
    """DW-P6: settle ``result`` and check the players' nets and the pool's change sum to 0."""
    before = ledger.pool.content + ledger.pool.reserve
    settlement = ledger.settle(result)
    after = ledger.pool.content + ledger.pool.reserve
    assert sum(settlement.net().values()) + (after - before) == 0
    return settlement


@pytest.mark.parametrize(("bid", "exact", "down_one", "down_all"), BOUNDARIES)
def test_dw_p1_every_row_of_the_table_at_its_boundary(
    bid: int, exact: int, down_one: int, down_all: int
) -> None:
    others = (2, 3, 4)
    for taken, amount in ((bid, exact), (bid - 1, down_one), (0, down_all)):
        result = contract_result(str(bid), 1, taken)
        settlement = check_balance(DawsonLedger(), result)
        if amount > 0:
            assert result.made
            assert contract_triples(settlement, result) == {(o, 1, amount) for o in others}
        else:
            assert not result.made
            assert contract_triples(settlement, result) == {(1, o, -amount) for o in others}
    # The rest of the row keeps the sign: made from the bid on, lost below it.
    assert all((v > 0) == (n >= bid) for n, v in enumerate(TRICK_TABLE[bid]))


def test_dw_p1_the_lines_say_what_was_paid() -> None:
    settlement = DawsonLedger(names=("Ann", "Bo", "Cy", "Di")).settle(contract_result("7", 2, 8))
    assert settlement.lines == (
        "ante: 10 each, 20 from Ann (dealer), 50 into the pool",
        "Seven made (8 tricks taken): each other player pays Bo 20",
        "pool 50: Bo takes it",
        "pool now 0",
    )


@pytest.mark.parametrize(
    ("contract_id", "amount"),
    [("little-misere", 20), ("grand-misere", 40), ("little-spread", 80), ("grand-spread", 160)],
)
def test_dw_p2_misere_and_spread_made_and_lost(contract_id: str, amount: int) -> None:
    made = contract_result(contract_id, 3, 0)
    settlement = check_balance(DawsonLedger(), made)
    assert contract_triples(settlement, made) == {(o, 3, amount) for o in (1, 2, 4)}
    lost = contract_result(contract_id, 3, 1)
    settlement = check_balance(DawsonLedger(), lost)
    assert contract_triples(settlement, lost) == {(3, o, amount) for o in (1, 2, 4)}


def test_ante_is_paid_every_deal_the_dealer_double() -> None:
    ledger = DawsonLedger(ante=10)
    settlement = check_balance(ledger, partout_result((4, 3, 3, 3), dealer=3))
    assert by_item(settlement, "ante") == {
        (1, POOL, 10),
        (2, POOL, 10),
        (3, POOL, 20),
        (4, POOL, 10),
    }
    assert ledger.snapshot() == {"pool": 50, "reserve": 0}


def test_dw_p3_below_seven_leaves_the_pool() -> None:
    ledger = DawsonLedger()
    for result in (contract_result("6", 1, 6), contract_result("6", 1, 2)):
        settlement = check_balance(ledger, result)
        assert not by_item(settlement, "pool") and not by_item(settlement, "pool penalty")
    assert ledger.pool.content == 100


def test_dw_p3_pool_through_deals_with_cap_overflow_and_refill() -> None:
    ledger = DawsonLedger(ante=10, pool_cap=100)
    steps: list[tuple[DealResult, int, int]] = [
        (partout_result((4, 3, 3, 3), dealer=1), 50, 0),
        (contract_result("5", 2, 5, dealer=2), 100, 0),  # below Seven: the pool is left
        # Ante 50 → 150, capped: 50 to the reserve; Seven lost pays twice the pool (200).
        (contract_result("7", 3, 6, dealer=3), 100, 250),
        # Ante all to the reserve; Eight made takes 100; the reserve refills it with 100.
        (contract_result("8", 4, 8, dealer=4), 100, 200),
        (contract_result("little-misere", 1, 0, dealer=1), 100, 150),
    ]
    settlements = []
    for result, pool, reserve in steps:
        settlements.append(check_balance(ledger, result))
        assert ledger.snapshot() == {"pool": pool, "reserve": reserve}
    assert by_item(settlements[2], "pool penalty") == {(3, POOL, 200)}
    assert "200 above the cap of 100 goes to the reserve" in settlements[2].lines[2]
    assert by_item(settlements[3], "pool") == {(POOL, 4, 100)}
    assert "the reserve refills it with 100" in settlements[3].lines[2]
    assert by_item(settlements[4], "pool") == {(POOL, 1, 100)}


def test_dw_p3_refill_takes_at_most_the_cap_from_the_reserve() -> None:
    ledger = DawsonLedger(ante=10, pool_cap=60)
    check_balance(ledger, contract_result("13", 1, 0))  # 50 in, 100 penalty: 60 + 90
    assert ledger.snapshot() == {"pool": 60, "reserve": 90}
    check_balance(ledger, contract_result("7", 1, 7, dealer=2))  # ante to the reserve: 140
    assert ledger.snapshot() == {"pool": 60, "reserve": 80}


def test_dw_p3_without_a_cap_the_pool_grows_and_misere_takes_it() -> None:
    ledger = DawsonLedger(ante=10)
    check_balance(ledger, contract_result("9", 1, 3))  # 50 + 100
    check_balance(ledger, contract_result("grand-misere", 2, 2, dealer=2))  # 200 + 400
    assert ledger.snapshot() == {"pool": 600, "reserve": 0}
    settlement = check_balance(ledger, contract_result("grand-spread", 3, 0, dealer=3))
    assert by_item(settlement, "pool") == {(POOL, 3, 650)}
    assert ledger.pool.content == 0


def test_dw_p5_partout_one_player_with_most_tricks_the_sources_example() -> None:
    ledger = DawsonLedger()
    settlement = check_balance(ledger, partout_result((5, 4, 3, 1)))
    assert by_item(settlement, "Misère Partout") == {(1, 2, 10), (1, 3, 20), (1, 4, 40)}
    assert ledger.pool.content == 50  # DW-P5: only the ante touches the pool


def test_dw_p5_partout_two_tied_pay_five_times_the_difference() -> None:
    settlement = check_balance(DawsonLedger(), partout_result((2, 5, 5, 1)))
    assert by_item(settlement, "Misère Partout") == {
        (2, 1, 15),
        (2, 4, 20),
        (3, 1, 15),
        (3, 4, 20),
    }


def test_dw_p5_partout_three_tied_4_4_4_1_pay_10_each() -> None:
    settlement = check_balance(DawsonLedger(), partout_result((4, 4, 1, 4)))
    assert by_item(settlement, "Misère Partout") == {(1, 3, 10), (2, 3, 10), (4, 3, 10)}
    assert "took the most (4)" in settlement.lines[1]


# --- DW-P4: the whister ---------------------------------------------------------------------


def whist(tricks: int, whister_tricks: int, bid: str = "7") -> DealResult:
    """Seat 1 bids with seat 3 as whister; seat 2 (on the soloist's left) pairs with seat 1."""
    return contract_result(bid, 1, tricks, whister=3, whister_tricks=whister_tricks)


def test_dw_p4_made_each_receives_from_one_opponent_and_the_pool_is_halved() -> None:
    ledger = DawsonLedger(ante=11)  # 55 in the pool: an odd point to share
    result = whist(7, 3)  # side 10 = 7 + 3: read at column 7
    settlement = check_balance(ledger, result)
    assert contract_triples(settlement, result) == {(2, 1, 18), (4, 3, 18)}
    assert by_item(settlement, "pool") == {(POOL, 1, 28), (POOL, 3, 27)}


def test_dw_p4_made_counts_the_side_even_if_one_missed_their_own_target() -> None:
    result = whist(6, 5)  # side 11 ≥ 10: made, read at column 8
    settlement = check_balance(DawsonLedger(whister_single_fault=True), result)
    assert result.made
    assert contract_triples(settlement, result) == {(2, 1, 20), (4, 3, 20)}


def test_dw_p4_lost_each_pays_one_opponent_and_half_the_penalty() -> None:
    result = whist(5, 3)  # side 8 < 10: column 5
    ledger = DawsonLedger(ante=10)
    settlement = check_balance(ledger, result)
    assert contract_triples(settlement, result) == {(1, 2, 29), (3, 4, 29)}
    assert by_item(settlement, "pool penalty") == {(1, POOL, 50), (3, POOL, 50)}
    assert ledger.pool.content == 150


def test_dw_p4_lost_reads_column_zero_when_the_side_took_fewer_than_3() -> None:
    result = whist(1, 1, bid="5")
    settlement = check_balance(DawsonLedger(), result)
    assert contract_triples(settlement, result) == {(1, 2, 50), (3, 4, 50)}


@pytest.mark.parametrize(
    ("tricks", "whister_tricks", "loser"),
    [(5, 3, 1), (8, 1, 3)],  # only the soloist missed 7; only the whister missed 3
)
def test_dw_p4_single_fault_the_one_who_missed_pays_everything(
    tricks: int, whister_tricks: int, loser: Seat
) -> None:
    result = whist(tricks, whister_tricks)
    assert not result.made
    settlement = check_balance(DawsonLedger(whister_single_fault=True), result)
    amount = -TRICK_TABLE[7][tricks + whister_tricks - 3]
    assert contract_triples(settlement, result) == {(loser, 2, amount), (loser, 4, amount)}
    assert by_item(settlement, "pool penalty") == {(loser, POOL, 100)}
    assert "only" in settlement.lines[1]


def test_dw_p4_single_fault_does_not_apply_when_both_missed() -> None:
    result = whist(6, 2)
    settlement = check_balance(DawsonLedger(whister_single_fault=True), result)
    assert contract_triples(settlement, result) == {(1, 2, 29), (3, 4, 29)}
    assert by_item(settlement, "pool penalty") == {(1, POOL, 50), (3, POOL, 50)}


def test_dw_p4_without_the_sub_setting_one_fault_is_still_shared() -> None:
    result = whist(5, 3)
    settlement = check_balance(DawsonLedger(), result)
    assert {p.payer for p in settlement.payments if p.item != "ante"} == {1, 3}


def test_ledger_has_no_merge_question_or_tour_and_nothing_to_share_before_a_deal() -> None:
    """The share-out at the end (DW-P7) is tested in test_dawson_end."""
    ledger = DawsonLedger()
    result = contract_result("5", 1, 5)
    assert ledger.merge_question(result) is None
    assert not ledger.tour_over
    assert ledger.final_settlement() == Settlement()
    assert set(ledger.settle(result).net()) == set(SEATS)


SEED_TABLE = {
    5: (-50, -41, -31, -21, -11, 12, 12, 13, 13, 14, 14, 14, 15, 15),
    6: (-66, -55, -45, -34, -25, -15, 15, 16, 16, 17, 18, 19, 20, 20),
    7: (-82, -72, -60, -50, -40, -29, -19, 18, 20, 21, 22, 23, 24, 26),
    8: (-110, -89, -78, -67, -56, -46, -34, -23, 23, 24, 26, 28, 29, 31),
    9: (-127, -115, -103, -92, -82, -68, -57, -44, -33, 32, 34, 36, 39, 41),
    10: (-157, -145, -132, -119, -107, -94, -82, -70, -56, -44, 42, 45, 48, 52),
    11: (-208, -194, -180, -165, -151, -138, -123, -109, -95, -80, -67, 63, 68, 72),
    12: (-304, -286, -270, -252, -234, -217, -200, -182, -165, -148, -130, -113, 106, 114),
    13: (-433, -412, -390, -369, -348, -326, -305, -284, -262, -241, -222, -193, -177, 166),
}
"""DW-P1, the seed's table as printed (bid → tricks taken 0…13), typed from the source text:
what the soloist receives from each other player, negative where they pay. Three cells differ
from Foster's printing (bid 6 with 4 tricks: 25, Foster 24; bid 6 with 3: 34, Foster 35;
bid 13 with 11: 193, Foster 198): the seed outranks Foster."""


@pytest.mark.parametrize("bid", sorted(SEED_TABLE))
def test_dw_p1_every_cell_of_the_seeds_table(bid: int) -> None:
    for taken, amount in enumerate(SEED_TABLE[bid]):
        result = contract_result(str(bid), 2, taken)
        settlement = check_balance(DawsonLedger(), result)
        others = {o for o in SEATS if o != 2}
        if amount > 0:
            assert contract_triples(settlement, result) == {(o, 2, amount) for o in others}
        else:
            assert contract_triples(settlement, result) == {(2, o, -amount) for o in others}


def test_dw_p1_fosters_example_underbidding_costs_sixty() -> None:
    """Foster: "the payment for seven bid and ten taken, is only 22 counters; while the
    payment for ten bid and ten taken is 42 … would lose 60 counters by his timidity"."""
    under = check_balance(DawsonLedger(), contract_result("7", 1, 10))
    full = check_balance(DawsonLedger(), contract_result("10", 1, 10))
    assert under.net()[1] - full.net()[1] == -60
    assert contract_triples(under, contract_result("7", 1, 10)) == {(o, 1, 22) for o in (2, 3, 4)}
    assert contract_triples(full, contract_result("10", 1, 10)) == {(o, 1, 42) for o in (2, 3, 4)}


def test_dw_p5_partout_fosters_example_6_2_5_0() -> None:
    """Foster: "A wins 6 tricks; Y 2; B 5; and Z none. A loses 6 x 3 = 18-7 = 11, of which
    he gives 4 to Y; 1 to B; and 6 to Z" (red counters, 10 white each)."""
    settlement = check_balance(DawsonLedger(), partout_result((6, 2, 5, 0)))
    assert by_item(settlement, "Misère Partout") == {(1, 2, 40), (1, 3, 10), (1, 4, 60)}
