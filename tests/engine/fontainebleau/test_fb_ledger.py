"""The ledger across deals (FB-L, FB-G, FB-S6…S8, RU-C5, RU-C6) and the settings."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.cards import Suit
from bot.engine.fontainebleau.ledger import FontainebleauLedger
from bot.engine.fontainebleau.payments import amount, divide, halve, pairing, table_value
from bot.engine.fontainebleau.result import all_pass_result, contract_result
from bot.engine.fontainebleau.settings import FbSettings, FbSettingsError, russian
from bot.engine.result import DealResult
from bot.engine.scoring import Ledger
from tests.engine.fontainebleau.helpers import ledger_with, settle

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS


def test_the_ledger_has_the_engines_ledger_shape() -> None:
    ledger: Ledger = FontainebleauLedger()
    assert ledger.merge_question(all_pass_result(4, (3, 3, 4, 3))) is None
    assert ledger.snapshot() == {"pool": 0, "deals": 0}
    assert ledger.final_settlement().payments == ()


def test_fb_s6_pairing() -> None:
    assert pairing(1, 3) == {1: 4, 3: 2}
    assert pairing(1, 2) == {1: 4, 2: 3}
    assert pairing(2, 4) == {2: 1, 4: 3}
    assert pairing(3, 2) == {3: 4, 2: 1}  # declarer right of the whister


def test_fb_s7_halving_in_counters_declarer_takes_the_odd_one() -> None:
    assert halve(135) == (70, 65)
    assert halve(200) == (100, 100)
    assert halve(5) == (5, 0)
    assert halve(0) == (0, 0)


def test_fb_a3_division_leaves_the_remainder() -> None:
    assert divide(50, [1, 2, 4]) == ([(1, 15), (2, 15), (4, 15)], 5)
    assert divide(180, [1, 3]) == ([(1, 90), (3, 90)], 0)


def test_fb_b4_s1_french_order_swaps_the_red_columns() -> None:
    french = FbSettings(suit_order="HDCS")
    assert table_value("5", H, french) == 30 and table_value("5", D, french) == 20
    assert table_value("5", D, FbSettings()) == 30 and table_value("5", H, FbSettings()) == 20
    assert table_value("5", C, french) == table_value("5", S, french) == 10


def test_fb_l_the_pool_stands_over_and_is_taken_by_the_next_made_announcement() -> None:
    """FB-L1…L3: two lost deals feed the pool; a made misère takes all of it."""
    ledger = FontainebleauLedger()
    _, pool, _ = settle(ledger, contract_result("9", 2, 6, suit=H))  # FB-X6
    assert pool == 165
    _, pool, _ = settle(ledger, contract_result("5", 3, 4, suit=S, dealer=1))  # X = 15
    assert pool == 165 + 50 + 15
    nets, pool, _ = settle(ledger, contract_result("grand-misere", 4, 0, dealer=2))
    assert pool == 0
    assert nets == (-150, -150 - 50, -150, 450 + 230 + 50)
    assert ledger.snapshot() == {"pool": 0, "deals": 3}


def test_fb_g1_twelve_deals_make_a_game() -> None:
    ledger = FontainebleauLedger()
    for n in range(12):
        assert not ledger.tour_over
        settle(ledger, all_pass_result(n % 4 + 1, (4, 3, 3, 3)))
    assert ledger.tour_over and ledger.pool == 0
    with pytest.raises(ValueError):
        ledger.settle(all_pass_result(1, (4, 3, 3, 3)))
    short = FontainebleauLedger(FbSettings(deals=2))
    settle(short, all_pass_result(1, (4, 3, 3, 3)))
    settle(short, all_pass_result(2, (4, 3, 3, 3)))
    assert short.tour_over


def test_fb_g2_a_made_last_deal_takes_the_pool_as_usual() -> None:
    nets, pool, _ = settle(ledger_with(200, deals_done=11), contract_result("8", 2, 8, suit=C))
    assert (nets, pool) == ((-70, 210 + 250, -70, -120), 0)


def test_fb_g2_a_lost_pair_on_the_last_deal() -> None:
    """FB-X14 as the last deal: pool 185 goes to the adversaries 3 and 4 (37 counters: 19, 18
    from the declarer's left)."""
    result = contract_result("7", 1, 6, suit=D, whister=2, whister_tricks=3, honours=2)
    nets, pool, _ = settle(ledger_with(0, deals_done=11), result)
    assert (nets, pool) == ((-205, -200, 135 + 95, 85 + 90), 0)


def test_ru_c5_chicane_is_paid_won_or_lost_and_on_the_last_deal() -> None:
    lost = contract_result("6", 1, 4, suit=H, chicane=(3,), settings=russian())
    nets, pool, settlement = settle(ledger_with(0, russian()), lost)
    # X = 40 + 10 = 50; 3's chicane 10 from each of 1, 2, 4.
    assert (nets, pool) == ((-200 - 10, 50 - 10, 50 + 30, 50 - 10 - 50), 100)
    assert "chicane: seat 3 receives 10 from every other player" in settlement.lines
    last = ledger_with(0, russian(chicane=20), deals_done=11)
    nets, pool, _ = settle(last, contract_result("6", 1, 6, suit=H, chicane=(2,)))
    assert (nets, pool) == ((120 + 50 - 20, -40 + 60, -40 - 20, -40 - 50 - 20), 0)


def test_settle_reads_a_played_deals_result_and_refuses_impossible_ones() -> None:
    """A played deal's generic result is read with its trumps and chicane declarations; the
    side's target is the ledger's own (FB-W4), whatever the result says."""
    played = DealResult(dealer=1, all_pass=True, tricks=(4, 3, 3, 3))
    assert FontainebleauLedger().settle(played).net() == {1: -50, 2: 15, 3: 15, 4: 15}
    ledger = ledger_with(0)
    wrong = replace(contract_result("6", 1, 9, suit=H, whister=2), side_target=20)
    assert settle(ledger, wrong)[0] == (100 + 25, 100 + 25, -100, -100 - 50)  # made: 9 of 9
    ledger = ledger_with(100)
    for bad in (
        contract_result("6", 1, 6, suit=H, chicane=(3,)),  # chicane is Russian only
        DealResult(
            dealer=4,
            contract=contract_result("6", 1, 6, suit=H).contract,
            declarer=1,
            declarer_tricks=6,
            trump=H,
            declared=((3, "chicane"),),
        ),
        replace(contract_result("6", 1, 6, suit=H), suit=None),
    ):
        with pytest.raises((KeyError, ValueError)):
            ledger.settle(bad)
        assert ledger.snapshot() == {"pool": 100, "deals": 0}  # a refusal changes nothing


def test_results_are_checked() -> None:
    for bad in (
        lambda: contract_result("7", 1, 7),  # no trump suit
        lambda: contract_result("grand-misere", 1, 0, suit=H),
        lambda: contract_result("11", 1, 11, suit=H, whister=2),  # FB-C1: no whister on 11
        lambda: contract_result("5", 1, 14, suit=H),
        lambda: contract_result("little-misere", 1, 13),  # 12 tricks only
        lambda: contract_result("5", 1, 5, suit=H, honours=5),
        lambda: all_pass_result(1, (4, 4, 4, 4)),
    ):
        with pytest.raises(ValueError):
            bad()


def test_settings_are_checked() -> None:
    for bad in (
        lambda: FbSettings(deposit=7),
        lambda: FbSettings(deals=0),
        lambda: FbSettings(chicane=10, suit_order="HDCS"),  # RU-1
        lambda: FbSettings(foster_partners=True),
        lambda: russian(chicane=0),
    ):
        with pytest.raises(FbSettingsError):
            bad()
    assert russian().suit_order == "DHCS" and russian().chicane == 10
    assert FbSettings().deposit == 50 and FbSettings().deals == 12


def test_fb_l1_the_deposit_setting() -> None:
    nets, pool, _ = settle(ledger_with(0, FbSettings(deposit=20)), all_pass_result(2, (2, 4, 4, 3)))
    assert (nets, pool) == ((20, -20, 0, 0), 0)
    assert amount(contract_result("5", 1, 5, suit=S), FbSettings(deposit=20))[0] == 10


def test_the_lines_say_what_was_paid() -> None:
    """FB-X14 as the last deal and FB-X19, with the players' names."""
    names = ("Ann", "Bo", "Cy", "Di")
    ledger = FontainebleauLedger(FbSettings(deals=1), names=names)
    result = contract_result("7", 1, 6, suit=D, whister=2, whister_tricks=3, honours=2)
    assert ledger.settle(result).lines == (
        "deposit: Di (dealer) pays 50 into the pool",
        "Ann played 7 levées in ♦ with whister Bo and lost: 9 tricks, 10 needed, priced on the "
        "10 levées row: X = 130 + 5×1 short = 135; Ann pays Di 135, Bo pays Cy 135",
        "pool: 135 is paid into the pool: Ann 70, Bo 65",
        "last deal: the adversaries divide the pool, 185: Cy 95, Di 90",
        "pool now 0",
    )
    ledger = FontainebleauLedger(names=names)
    assert ledger.settle(all_pass_result(4, (3, 3, 4, 3))).lines == (
        "deposit: Di (dealer) pays 50 into the pool",
        "Misère Partout, tricks 3-3-4-3: Ann, Bo and Di took the fewest (3) and divide the "
        "pool: 15 each; 5 stays in the pool",
        "pool now 5",
    )
    ledger = FontainebleauLedger(russian(), names=names)
    lines = ledger.settle(contract_result("5", 1, 5, suit=S, chicane=(2, 4))).lines
    assert "chicane: Bo and Di each receive 10 from every other player" in lines
