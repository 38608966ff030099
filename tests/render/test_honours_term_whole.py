"""A payment's honours term ("honours 3 (3 held)", "honnörer 3 (3 på hand)", the engine's
``honours_priced``) stays on one line where a payment line is broken for a phone (the result
post's code block, :func:`cogs.boston.results.payment_block`) or a terminal
(:func:`bot.wrapping.fill`). A re-check playtest of Le Whisch Bostonien on a Swedish server
read "och vann: 3×(4 + överstick 2 + honnörer 3" / "(3 på hand)) = 27 per försvarare": the
count in brackets, alone at a line's start, read as a figure of its own. Every variant that
prices honours so: Le Whisch Bostonien (WB-P1), Boston de Nantes (NT-P6) and Swedish Boston's
direct payment (SV-S3)."""

from __future__ import annotations

import re

import pytest

from bot.engine.contracts import SuitClass
from bot.engine.nantes.ledger import settle_deal
from bot.engine.scoring import Settlement
from bot.engine.swedish.direct import direct_payment
from bot.engine.whisch.ledger import WhischLedger
from bot.engine.words import Lang
from bot.wrapping import fill, item_lines
from cogs.boston.results import PHONE_COLUMNS, payment_block
from tests.engine.helpers import swedish_result
from tests.engine.nantes.test_nantes_payments import outcome
from tests.engine.whisch.test_whisch import result as whisch_result

NAMES = ("North", "East", "Sven", "West")
LONG_NAMES = ("Computer 1 (heuristic)", "Margaretha Söderberg", "Sven", "Kristoffer Lindqvist")

TERM = re.compile(r"(?:honours|honnörer) \d+ \(\d+ (?:held|på hand)\)")


def whisch(names: tuple[str, ...]) -> Settlement:
    """The playtest's deal: North's Demande in ♦ (×3) with West supporting, 10 tricks
    together (two over eight), three honours priced 3: 27 per adversary."""
    r = whisch_result("demande", 1, 5, turned="9D", partner=4, partner_tricks=5, honours=3)
    return WhischLedger(names=names).settle(r)


def nantes(names: tuple[str, ...]) -> Settlement:
    """Seat 1's supported demande in ♦, 9 tricks together, three honours (NT-P6)."""
    o = outcome("demande", 1, 5, trump="D", partner=4, partner_tricks=4, honours=3)
    return settle_deal(o, 40, deposit=10, bonus=2, double=False, names=names)[0]


def swedish(names: tuple[str, ...]) -> Settlement:
    """Seat 3's Seven in a plain suit made with three honours (SV-S3)."""
    r = swedish_result("7", 3, 7, trump=SuitClass.PLAIN, honours=3)
    return direct_payment(r, marks=0, names=names)


SETTLE = {"whisch": whisch, "nantes": nantes, "swedish": swedish}


def terms_kept(text: str, lines: list[str]) -> list[str]:
    """The honours terms of ``text`` split between two of ``lines``."""
    said = TERM.findall(text)
    assert said, text  # the deal prices honours: the test would pass on nothing
    return [term for term in said if not any(term in line for line in lines)]


@pytest.mark.parametrize("variant", SETTLE)
@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("names", [NAMES, LONG_NAMES])
def test_the_honours_term_is_never_split_on_a_phone(
    variant: str, lang: Lang, names: tuple[str, ...]
) -> None:
    settlement = SETTLE[variant](names)
    text = " ".join(settlement.text(lang))
    for width in range(30, 61):
        lines = "\n".join(item_lines(settlement.text(lang), width, names)).splitlines()
        assert all(len(line) <= width for line in lines), lines
        assert not terms_kept(text, lines), (width, lines)


@pytest.mark.parametrize("variant", SETTLE)
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_honours_term_is_never_split_in_a_terminal(variant: str, lang: Lang) -> None:
    settlement = SETTLE[variant](NAMES)
    for line in settlement.text(lang):
        for width in range(30, 61):
            lines = fill(line, width, later="    ", whole=NAMES).splitlines()
            assert not terms_kept(line, lines) if TERM.search(line) else True, (width, lines)


def test_the_playtest_line_keeps_its_honours_whole() -> None:
    """The result post's code block as the playtest saw it, now with the term on one line."""
    block = payment_block(whisch(NAMES), "sv", NAMES).splitlines()
    assert "North spelade Demande i ♦ med stödjaren West" in block[1], block
    assert any("honnörer 3 (3 på hand)) = 27" in line for line in block), block
    assert not any(line.strip().startswith("(3 på hand)") for line in block), block
    assert all(len(line) <= PHONE_COLUMNS for line in block), block
