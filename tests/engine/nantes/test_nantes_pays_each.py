"""NT-P6, NT-P7, NT-P9: a seat settling the same with every adversary is said once, as Le
Whisch Bostonien's line says it ("Sven pays each adversary 12"). A re-check playtest saw a
lone declarer's lost contract take three lines of a phone: "North pays East 12, North pays
Sven 12," / "North pays West 12". A pair settling each with its own adversary, or amounts
that differ, are still itemised."""

from __future__ import annotations

import pytest

from bot.engine.nantes.ledger import settle_deal
from bot.engine.scoring import POOL
from bot.engine.words import Lang
from tests.engine.nantes.test_nantes_payments import outcome

NAMES = ("North", "East", "Sven", "West")


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "North pays each adversary 12"), ("sv", "North betalar varje försvarare 12")],
)
def test_a_lone_declarer_lost_pays_each_adversary_said_once(lang: Lang, said: str) -> None:
    """North's demande alone in ♦ (×3, base 4) lost: 12 to each of the three others."""
    o = outcome("demande", 1, 3, trump="D")
    s, _ = settle_deal(o, 40, deposit=10, bonus=2, double=False, names=NAMES)
    assert s.text(lang)[2] == said
    paid = {p.payee: p.amount for p in s.payments if p.payer == 1 and p.payee != POOL}
    assert paid == {2: 12, 3: 12, 4: 12}  # the payments themselves unchanged


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "each adversary pays North 12"), ("sv", "varje försvarare betalar North 12")],
)
def test_a_lone_declarer_made_is_paid_by_each_adversary_said_once(lang: Lang, said: str) -> None:
    o = outcome("demande", 1, 5, trump="D")
    s, _ = settle_deal(o, 40, deposit=10, bonus=2, double=False, names=NAMES)
    assert s.text(lang)[2] == said
    paid = {p.payer: p.amount for p in s.payments if p.payee == 1 and p.payer != POOL}
    assert paid == {2: 12, 3: 12, 4: 12}


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "West pays each adversary 12"), ("sv", "West betalar varje försvarare 12")],
)
def test_a_supporter_short_alone_pays_each_adversary_said_once(lang: Lang, said: str) -> None:
    """NT-P9: only the supporter (West) fell short; he pays both adversaries alone."""
    o = outcome("demande", 1, 5, trump="D", partner=4, partner_tricks=2)
    s, _ = settle_deal(o, 40, deposit=10, bonus=2, double=False, names=NAMES)
    assert s.text(lang)[3] == said


def test_a_pair_settling_each_with_its_own_adversary_is_itemised() -> None:
    """WB-P4's pairing as Nantes pays it: two payees, so each payment named."""
    made = outcome("demande", 1, 5, trump="D", partner=4, partner_tricks=4)
    s, _ = settle_deal(made, 40, deposit=10, bonus=2, double=False, names=NAMES)
    line = s.text("en")[2]
    assert "each" not in line and line.count(" pays ") == 2, line
    lost = outcome("demande", 1, 3, trump="D", partner=4, partner_tricks=2)
    s, _ = settle_deal(lost, 40, deposit=10, bonus=2, double=False, names=NAMES)
    line = s.text("sv")[2]
    assert "varje" not in line and line.count(" betalar ") == 2, line
