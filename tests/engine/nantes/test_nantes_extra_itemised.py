"""Boston de Nantes' payment line itemises the extra tricks as tricks × rate (NT-P6): a petite
indépendance ♠ made with 7 tricks read "made: 1×(6 + extra 2 + honours 0) = 8", one trick
at 2 that read as two tricks; now "extra tricks 1×2". At a rate of one (the demande) the bare
count is the tricks and stays."""

from __future__ import annotations

import pytest

from bot.engine.nantes.ladder import BASE, EXTRA
from bot.engine.nantes.ledger import NantesOutcome, amount
from bot.engine.words import Lang
from tests.engine.nantes.test_nantes_payments import outcome


@pytest.mark.parametrize(
    ("o", "lang", "working"),
    [
        # NT-P6: petite indépendance ♠, 7 tricks (6 needed), no honours.
        (
            outcome("petite-independance", 1, 7, trump="S"),
            "en",
            "made: 1×(6 + extra tricks 1×2) = 8",
        ),
        (
            outcome("petite-independance", 1, 7, trump="S"),
            "sv",
            "plats 1 gick hem: 1×(6 + överstick 1×2) = 8",
        ),
        # NT-X6: petite indépendance ♠, 7 tricks, 4 honours.
        (
            outcome("petite-independance", 2, 7, trump="S", honours=4, boston=3),
            "en",
            "made: 1×(6 + extra tricks 1×2 + honours 6 (4 held)) = 14",
        ),
        # NT-X13: grande indépendance ♦, 10 tricks: two tricks over eight at 4.
        (
            outcome("grande-independance", 1, 10, trump="D", boston=2),
            "en",
            "made: 3×(8 + extra tricks 2×4) = 48",
        ),
        (
            outcome("grande-independance", 1, 10, trump="D", boston=2),
            "sv",
            "plats 1 gick hem: 3×(8 + överstick 2×4) = 48",
        ),
        # NT-X1: a supported demande, 9 tricks (8 needed): at a rate of one the trick alone.
        (
            outcome("demande", 3, 6, trump="C", partner=1, partner_tricks=3, honours=3, boston=2),
            "en",
            "made: 2×(4 + extra tricks 1 + honours 3 (3 held)) = 16",
        ),
        # NT-X14: neuf ♠ made exactly: no extra trick, no term (NT-P6).
        (
            outcome("neuf", 2, 9, trump="S", honours=3, boston=4),
            "sv",
            "plats 2 gick hem: 1×(12 + honnörer 6 (3 på hand)) = 18",
        ),
    ],
)
def test_nt_p6_the_extra_tricks_are_itemised(o: NantesOutcome, lang: Lang, working: str) -> None:
    assert amount(o)[1][lang] == working


@pytest.mark.parametrize(("contract", "target"), [("petite-independance", 6), ("neuf", 9)])
def test_nt_p6_every_extra_trick_count_is_itemised(contract: str, target: int) -> None:
    """NT-P6: each trick over the target at the row's rate; the itemised figure is the one
    paid for (♠, factor 1; the slam is NT-P4's own line)."""
    rate = EXTRA[contract]
    for tricks in range(target + 1, 13):
        over = tricks - target
        x, working = amount(outcome(contract, 1, tricks, trump="S"))
        assert f" + extra tricks {over}×{rate}) = " in working["en"]
        assert f" + överstick {over}×{rate}) = " in working["sv"]
        assert x == BASE[contract] + over * rate
