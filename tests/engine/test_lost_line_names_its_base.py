"""A lost contract's working in Le Whisch Bostonien and Boston de Nantes names the base it
multiplies, as the made line names its parts ("4×(4 + extra tricks 0 + honours 0)"): the
bare "Demande in ♥ by East: lost: 4×4 = 16" read as four tricks short at 4 each, where it is
the hearts factor 4 times the demande's base 4 (WB-P2: f × the base, no extra for tricks
short; NT-P7 alike). A Nantes misère, priced by its row alone, names it so made or lost
(NT-P1: the turned suit's factor)."""

from __future__ import annotations

from bot.engine.nantes.ledger import settle_deal
from bot.engine.whisch.ledger import WhischLedger, whisch_amount
from tests.engine.nantes.test_nantes_payments import outcome
from tests.engine.whisch.test_whisch import result

NAMES = ("North", "East", "South", "West")


def test_wb_p2_a_lost_demande_in_hearts_names_its_base() -> None:
    lost = WhischLedger(NAMES).settle(result("demande", 2, 3, turned="9H"))
    assert lost.text("en") == (
        "Demande in ♥ by East: lost: 4×(base 4) = 16; East pays each adversary 16",
    )
    assert lost.text("sv") == (
        "East spelade Demande i ♥ och förlorade: 4×(bas 4) = 16; East betalar varje försvarare 16",
    )
    assert whisch_amount(result("independance", 2, 7, turned="9C"))[1] == ("lost: 2×(base 8) = 16")


def test_nt_p7_a_lost_demande_names_its_base() -> None:
    lost, _ = settle_deal(
        outcome("demande", 2, 3, trump="H"), 0, deposit=10, bonus=2, double=False, names=NAMES
    )
    assert lost.text("en")[1] == "lost: 4×(base 4) = 16 per adversary"
    assert lost.text("sv")[1] == "East gick bet: 4×(bas 4) = 16 per försvarare"


def test_nt_p1_a_made_misere_names_its_base() -> None:
    """A petite misère made with the turned suit hearts: 4 × 16 (NT-P1, NT-C4)."""
    made, _ = settle_deal(
        outcome("petite-misere", 2, 0, turned="9H"),
        0,
        deposit=10,
        bonus=2,
        double=False,
        names=NAMES,
    )
    assert made.text("en")[1] == "made: 4×(base 16) = 64 per adversary"
    assert made.text("sv")[1].endswith(": 4×(bas 16) = 64 per försvarare")
