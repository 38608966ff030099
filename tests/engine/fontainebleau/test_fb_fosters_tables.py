"""Foster's Table No. 1 and Table No. 2 (FB-S1, FB-S2, FB-S3), every cell typed from the source
text (Foster's *Complete Hoyle*, 1914, BOSTON DE FONTAINEBLEAU, "_=PAYMENTS.=_") and compared
with what the engine pays: :func:`amount` per adversary and the ledger's nets. The engine's own
tables are never read here, so a changed cell fails a test."""

from __future__ import annotations

import pytest

from bot.engine.cards import Suit
from bot.engine.fontainebleau.payments import amount
from bot.engine.fontainebleau.result import contract_result
from bot.engine.fontainebleau.settings import FbSettings
from tests.engine.fontainebleau.helpers import ledger_with, settle

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS

TABLE_NO_1 = {
    "5": (10, 20, 30),
    "6": (30, 40, 50),
    "7": (50, 60, 70),
    "8": (70, 80, 90),
    "9": (90, 100, 110),
    "10": (110, 120, 130),
    "11": (130, 140, 150),
    "12": (150, 160, 170),
    "13": (400, 450, 500),
    "spread-slam": (600, 700, 800),
}
"""Foster's TABLE No. 1 as printed, the trump being ♣♠ | ♡ | ♢ ("Boston, five tricks" …
"Slam, thirteen tricks", "Spread slam")."""

TABLE_NO_1_NO_TRUMP = {
    "little-misere": 75,
    "piccolissimo": 100,
    "grand-misere": 150,
    "little-spread": 200,
    "grand-spread": 250,
}
"""Table No. 1's "No trump." column: Little misère, Piccolissimo, Grand misère, Little spread,
Grand spread."""

TABLE_NO_2 = {
    "13": (250, 300, 350),
    "spread-slam": (350, 400, 450),
}
"""Foster's TABLE No. 2: "In America, the last two items are usually reduced" (♣♠ | ♡ | ♢); the
other rows stay Table No. 1's."""

COLUMN = {C: 0, S: 0, H: 1, D: 2}
"""FB-B4's default order ♦ ♥ ♣ ♠: ♦ is the best suit (the ♢ column), ♥ the second (♡), the
two black suits the lowest (♣♠)."""

STANDARD = FbSettings(deposit=0)
AMERICAN = FbSettings(deposit=0, slam_table="american")


def table_for(settings: FbSettings) -> dict[str, tuple[int, int, int]]:
    if settings.slam_table == "american":
        return TABLE_NO_1 | TABLE_NO_2
    return TABLE_NO_1


def target(row: str) -> int:
    return 13 if row == "spread-slam" else int(row)


def made_alone_pays(row: str, suit: Suit, settings: FbSettings) -> int:
    """X for the bid made exactly alone, checked against the ledger: each adversary pays X
    (FB-S4; no deposit, an empty pool, no honours, so X is the table's value alone)."""
    result = contract_result(row, 1, target(row), suit=suit, settings=settings)
    x, _ = amount(result, settings)
    nets, pool, _ = settle(ledger_with(0, settings), result)
    assert (nets, pool) == ((3 * x, -x, -x, -x), 0), (row, suit)
    return x


@pytest.mark.parametrize("settings", [STANDARD, AMERICAN], ids=["table-1", "table-2"])
@pytest.mark.parametrize("row", list(TABLE_NO_1))
def test_fb_s1_every_cell_of_fosters_tables_made(row: str, settings: FbSettings) -> None:
    """FB-S1 (setting ``slam_table``: ``standard`` is Table No. 1, ``american`` Table No. 2):
    a bid made exactly, alone, pays each adversary the printed value of its row and trump."""
    printed = table_for(settings)[row]
    for suit in (C, S, H, D):
        assert made_alone_pays(row, suit, settings) == printed[COLUMN[suit]], (row, suit)


@pytest.mark.parametrize("settings", [STANDARD, AMERICAN], ids=["table-1", "table-2"])
@pytest.mark.parametrize("row", list(TABLE_NO_1))
def test_fb_s1_s3_every_cell_lost_by_one_pays_the_value_and_five(
    row: str, settings: FbSettings
) -> None:
    """FB-S1, FB-S3: "If the caller fails, he must pay each adversary the amount he would have
    won if successful, with the addition of five white counters for every trick that he falls
    short"; a lost slam one trick short."""
    printed = table_for(settings)[row]
    for suit in (C, S, H, D):
        result = contract_result(row, 1, target(row) - 1, suit=suit, settings=settings)
        assert amount(result, settings)[0] == printed[COLUMN[suit]] + 5, (row, suit)
    lost = contract_result(row, 1, 0, suit=D, settings=settings)
    short = 1 if row in ("13", "spread-slam") else target(row)
    assert amount(lost, settings)[0] == printed[2] + 5 * short


@pytest.mark.parametrize("settings", [STANDARD, AMERICAN], ids=["table-1", "table-2"])
@pytest.mark.parametrize("row", list(TABLE_NO_1_NO_TRUMP))
def test_fb_s2_every_cell_of_the_no_trump_column(row: str, settings: FbSettings) -> None:
    """FB-S2: the misère-type announcements pay Table No. 1's no-trump value flat, made or
    lost, whichever slam table is played (Table No. 2 changes only the slam rows)."""
    made_with = 1 if row == "piccolissimo" else 0
    made = contract_result(row, 1, made_with, settings=settings)
    x, _ = amount(made, settings)
    assert x == TABLE_NO_1_NO_TRUMP[row]
    nets, pool, _ = settle(ledger_with(0, settings), made)
    assert (nets, pool) == ((3 * x, -x, -x, -x), 0)
    lost = contract_result(row, 1, 2, settings=settings)
    assert amount(lost, settings)[0] == TABLE_NO_1_NO_TRUMP[row]


def test_fb_s1_fosters_worked_example_nine_hearts_six_tricks() -> None:
    """Foster: "He bids nine hearts, and wins six tricks only. He must pay each adversary 115
    white counters" (100 from Table No. 1's ♡ column + 3 × 5 short)."""
    result = contract_result("9", 1, 6, suit=H, settings=STANDARD)
    assert amount(result, STANDARD) == (115, "100 + 5×3 short = 115")
