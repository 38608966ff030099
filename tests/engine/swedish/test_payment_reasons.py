"""Payment lines say why the money moves as it does, and say a rounding only where money
moves: a whist pair's lone loser pays alone because only they missed their own target (SV-S8,
SV-W3, SV-F2), which the line says with the two players' tricks; an ål played off in its
owner's own column moves no marker (SV-P3, Figure 1's deal 5: "no markers move for it"), so
no rounding of it is said."""

from __future__ import annotations

from bot.engine.swedish.direct import direct_payment
from bot.engine.swedish.protocol import SwedishProtocol
from bot.engine.swedish.simplified import SimplifiedLedger
from tests.engine.helpers import swedish_result as deal

NAMES = ("Anna", "Bengt", "Cecilia", "David")


def test_sv_s8_the_whister_alone_short_pays_alone_and_the_line_says_why() -> None:
    """The playtest's deal: Bengt took 7 of 5 spel with Cecilia whisting, who took 0 of her
    3: the side's 7 of 8 lose by one, and only Cecilia pays."""
    result = deal("5", 2, 7, whister=3, whister_tricks=0)
    s = direct_payment(result, marks=0, names=NAMES)
    assert s.lines[0] == (
        "lost: base 8; rounded 10; Bengt took 7 (own target 5), Cecilia 0 (own target 3); "
        "only Cecilia missed their own target: Cecilia pays each defender 10"
    )
    assert s.text("sv")[0] == (
        "förlorat: grund 8; avrundat 10; Bengt tog 7 (eget mål 5), Cecilia 0 (eget mål 3); "
        "bara Cecilia missade sitt eget mål: Cecilia betalar varje försvarare 10"
    )
    assert {(p.payer, p.payee, p.amount) for p in s.payments} == {(3, 4, 10), (3, 1, 10)}


def test_sv_s8_the_declarer_alone_short_pays_alone_and_the_line_says_why() -> None:
    result = deal("6", 1, 5, whister=3, whister_tricks=4)
    s = direct_payment(result, marks=0, names=NAMES)
    assert s.lines[0].endswith(
        "Anna took 5 (own target 6), Cecilia 4 (own target 4); "
        "only Anna missed their own target: Anna pays each defender 20"
    )


def test_sv_f2_simplified_lone_loser_says_why_too() -> None:
    s = SimplifiedLedger(names=NAMES).settle(deal("5", 2, 7, whister=3, whister_tricks=0))
    assert s.text("sv")[0].endswith(
        "Bengt tog 7 (eget mål 5), Cecilia 0 (eget mål 3); "
        "bara Cecilia missade sitt eget mål: Cecilia betalar varje försvarare 10"
    )


def test_both_short_and_conceded_lines_keep_their_words() -> None:
    both = direct_payment(deal("5", 2, 4, whister=3, whister_tricks=2), marks=0, names=NAMES)
    assert "own target" not in both.lines[0]
    conceded = direct_payment(deal("6", 3, 0, conceded=True), marks=0, names=NAMES)
    assert conceded.lines[0].endswith("; Cecilia pays each defender 10")
    assert "own target" not in conceded.lines[0]


def test_sv_p3_own_ål_played_off_alone_says_no_rounding() -> None:
    """Anna makes 7 spel alone on ål: her own ål 96 is played off; nobody pays for it, so
    "rounded 100" would be a rounding of an amount nobody pays."""
    p = SwedishProtocol(names=NAMES)
    s = p.settle(deal("7", 1, 7))
    assert (
        s.lines[0] == "Anna plays off their own ål 96 (running number #1); own ål: nothing is paid"
    )
    assert s.text("sv")[0] == (
        "Anna spelar av ål 96 i egen kolumn (löpnummer #1); egen ål: ingen betalning"
    )


def test_sv_p3_own_ål_shared_with_a_whister_keeps_its_rounding() -> None:
    """With a whister the owner pays the whister's share: money moves, the rounding is said."""
    p = SwedishProtocol(names=NAMES)
    s = p.settle(deal("5", 1, 5, whister=3, whister_tricks=3))
    assert s.lines[0].startswith(
        "Anna and Cecilia play off Anna's ål 96 (running number #1), rounded 100"
    )
