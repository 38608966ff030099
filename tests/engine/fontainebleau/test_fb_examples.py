"""Every worked example of the Fontainebleau and Russian rules (FB-X…, RU-X…) as an exact
payout vector and pool, and the seed's four payment examples (FB-S1, FB-H3, FB-H4)."""

from __future__ import annotations

import pytest

from bot.engine.cards import Suit
from bot.engine.fontainebleau.payments import amount
from bot.engine.fontainebleau.result import FbResult, all_pass_result, contract_result
from bot.engine.fontainebleau.settings import FbSettings, russian
from tests.engine.fontainebleau.helpers import Nets, ledger_with, settle

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
FOSTER = FbSettings(honours_on_failure=False)
AMERICAN = FbSettings(slam_table="american")

# (id, result, settings, pool before the deposit, X or None, nets, pool after)
EXAMPLES: list[tuple[str, FbResult, FbSettings, int, int | None, Nets, int]] = [
    ("FB-X1", contract_result("5", 1, 7, suit=H, honours=2), FbSettings(), 100, 30,
     (240, -30, -30, -80), 0),
    ("FB-X2", contract_result("5", 1, 7, suit=H, honours=3), FbSettings(), 100, 40,
     (270, -40, -40, -90), 0),
    ("FB-X3", contract_result("7", 1, 7, suit=H, honours=3), FbSettings(), 100, 70,
     (360, -70, -70, -120), 0),
    ("FB-X4", contract_result("7", 1, 5, suit=H, honours=3), FbSettings(), 100, 80,
     (-320, 80, 80, 30), 230),
    ("FB-X4F", contract_result("7", 1, 5, suit=H, honours=3), FOSTER, 100, 70,
     (-280, 70, 70, 20), 220),
    ("FB-X5", contract_result("8", 3, 8, suit=C, honours=4, dealer=2), FbSettings(), 0, 90,
     (-90, -140, 320, -90), 0),
    ("FB-X5L", contract_result("8", 3, 7, suit=C, honours=4, dealer=2), FbSettings(), 0, 95,
     (95, 45, -380, 95), 145),
    ("FB-X5LF", contract_result("8", 3, 7, suit=C, honours=4, dealer=2), FOSTER, 0, 75,
     (75, 25, -300, 75), 125),
    ("FB-X6", contract_result("9", 2, 6, suit=H), FbSettings(), 0, 115,
     (115, -460, 115, 65), 165),
    ("FB-X7", contract_result("little-misere", 3, 0), FbSettings(), 200, 75,
     (-75, -75, 475, -125), 0),
    ("FB-X8", contract_result("piccolissimo", 1, 2), FbSettings(), 0, 100,
     (-400, 100, 100, 50), 150),
    ("FB-X8b", contract_result("piccolissimo", 1, 1), FbSettings(), 0, 100,
     (350, -100, -100, -150), 0),
    ("FB-X9", contract_result("grand-spread", 2, 0), FbSettings(), 100, 250,
     (-250, 900, -250, -300), 0),
    ("FB-X10", contract_result("little-spread", 4, 1), FbSettings(), 0, 200,
     (200, 200, 200, -850), 250),
    ("FB-X11", contract_result("13", 1, 13, suit=S, honours=4), FbSettings(), 0, 420,
     (1310, -420, -420, -470), 0),
    ("FB-X12", contract_result("spread-slam", 3, 8, suit=D, honours=3), FbSettings(), 0, 815,
     (815, 815, -3260, 765), 865),
    ("FB-X12A", contract_result("spread-slam", 3, 8, suit=D, honours=3), AMERICAN, 0, 465,
     (465, 465, -1860, 415), 515),
    ("FB-X13", contract_result("6", 1, 6, suit=C, whister=3, whister_tricks=4, honours=2),
     FbSettings(), 150, 95, (195, -95, 195, -145), 0),
    ("FB-X14", contract_result("7", 1, 6, suit=D, whister=2, whister_tricks=3, honours=2),
     FbSettings(), 0, 135, (-205, -200, 135, 85), 185),
    ("FB-X15", contract_result("5", 2, 4, suit=H, whister=4, whister_tricks=2, honours=4),
     FbSettings(), 0, 110, (110, -165, 110, -215), 160),
    ("FB-X15F", contract_result("5", 2, 4, suit=H, whister=4, whister_tricks=2, honours=4),
     FOSTER, 0, 90, (90, -135, 90, -185), 140),
    ("FB-X16", contract_result("5", 2, 5, suit=S), FbSettings(), 300, 10,
     (-10, 380, -10, -60), 0),
    ("FB-X17", contract_result("10", 2, 8, suit=H, whister=4, whister_tricks=5, honours=4),
     FbSettings(), 0, 470, (-470, 495, -470, 445), 0),
    ("FB-X18", all_pass_result(4, (2, 5, 2, 4)), FbSettings(), 130, None,
     (90, 0, 90, -50), 0),
    ("FB-X19", all_pass_result(4, (3, 3, 4, 3)), FbSettings(), 0, None,
     (15, 15, 0, -35), 5),
    ("RU-X1", contract_result("6", 1, 6, suit=H, chicane=(3,), settings=russian()), russian(),
     100, 40, (260, -50, -10, -100), 0),
    ("RU-X2", contract_result("5", 1, 7, suit=S, whister=3, whister_tricks=6, honours=4,
                              chicane=(2, 4), settings=russian()), russian(),
     0, 115, (120, -95, 120, -145), 0),
    ("RU-X3", contract_result("7", 1, 6, suit=H, whister=2, whister_tricks=5,
                              settings=russian(foster_partners=True)),
     russian(foster_partners=True), 100, 140, (215, 215, -140, -190), 0),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "result", "settings", "pool", "x", "nets", "pool_after"),
    EXAMPLES,
    ids=[e[0] for e in EXAMPLES],
)
def test_worked_example(
    rule: str,
    result: FbResult,
    settings: FbSettings,
    pool: int,
    x: int | None,
    nets: Nets,
    pool_after: int,
) -> None:
    if x is not None:
        assert amount(result, settings)[0] == x, rule
    got, after, _ = settle(ledger_with(pool, settings), result)
    assert (got, after) == (nets, pool_after), rule


def test_fb_x20_last_deal_adversaries_divide_the_pool() -> None:
    """FB-X20, FB-G2: deal 12 lost; 1, 3, 4 divide 250 + 80 = 330, 110 each."""
    ledger = ledger_with(200, deals_done=11)
    nets, after, settlement = settle(ledger, contract_result("8", 2, 6, suit=C))
    assert (nets, after) == ((190, -320, 190, 140), 0)
    assert ledger.tour_over
    assert (
        "last deal: the adversaries divide the pool, 330: seat 3 110, seat 4 110, seat 1 110"
        in (settlement.lines)
    )


def test_fb_x21_last_deal_remainder_goes_round_from_eldest() -> None:
    """FB-X21, FB-G3: FB-X19 as the last deal: the 5 left go to seat 1, eldest of that deal."""
    ledger = ledger_with(0, deals_done=11)
    nets, after, _ = settle(ledger, all_pass_result(4, (3, 3, 4, 3)))
    assert (nets, after) == ((20, 15, 0, -35), 0)


def test_fb_g2_remainder_counters_clockwise_from_the_declarers_left() -> None:
    """FB-G2: an uneven pool on the last deal; remainder counters go one each to the
    adversaries clockwise from the declarer's left, not from eldest (the dealer's left)."""
    ledger = ledger_with(30, FbSettings(deals=1))
    # dealer 4, eldest 1; seat 2 `5` ♠ lost with 4: X = 10 + 5 = 15; pool 30 + 50 + 15 = 95
    # = 19 counters, so the adversaries 3, 4, 1 (from seat 2's left) get 7, 6, 6 = 35, 30, 30.
    nets, after, settlement = settle(ledger, contract_result("5", 2, 4, suit=S))
    assert nets == (15 + 30, -60, 15 + 35, 15 + 30 - 50)
    assert after == 0
    assert "the adversaries divide the pool, 95: seat 3 35, seat 4 30, seat 1 30" in " ".join(
        settlement.lines
    )


def test_seed_payment_examples() -> None:
    """The seed's four sentences (FB-S1, FB-H3, FB-H4): 5 ♥ + 2 over = 30; with two by honours
    40; 7 ♥ made with two by honours 70; 7 ♥ lost by two with two by honours "eleven lost",
    80 to the pool and to each player."""
    settings = FbSettings()
    assert amount(contract_result("5", 1, 7, suit=H), settings)[0] == 30
    assert amount(contract_result("5", 1, 7, suit=H, honours=3), settings)[0] == 40
    assert amount(contract_result("7", 1, 7, suit=H, honours=3), settings)[0] == 70
    lost = contract_result("7", 1, 5, suit=H, honours=3)
    assert amount(lost, settings) == (80, "60 + 5×2 short + 5×2 by honours = 80")
    nets, pool, settlement = settle(ledger_with(0), lost)
    assert nets == (-320, 80, 80, 30) and pool == 130
    assert settlement.lines == (
        "deposit: seat 4 (dealer) pays 50 into the pool",
        "seat 1 played 7 levées in ♥ and lost with 5 tricks: X = 60 + 5×2 short + 5×2 by "
        "honours = 80; seat 1 pays each adversary 80",
        "pool: seat 1 pays 80 into the pool",
        "pool now 130",
    )
