"""The pool lines of a result's payment block on a phone: Dawson's soloist alone ("pool 55:
North takes it", "twice the pool, 110, is paid in: North 110", the reserve refilling it, DW-P3)
and Nantes' lost pair paying the same into the doubled pool ("South and North pay 65 each into
it", NT-P9), each within a phone's line, the pool's own words on one line where they fit."""

from __future__ import annotations

import pytest

from bot.engine.dawson.ledger import DawsonLedger
from bot.engine.nantes.ledger import settle_deal
from bot.engine.scoring import Settlement
from bot.i18n import Lang
from bot.wrapping import PHONE_LINE
from cogs.boston.results import PHONE_COLUMNS, payment_block
from tests.engine.dawson.helpers import contract_result, partout_result
from tests.engine.nantes.test_nantes_payments import outcome
from tests.render.tables import NAMES

LONG_NAMES = ("Anna-Karin von Essen", "Bo", "Cecilia", "Di")
"""A long name among short ones, as a club's table has them."""


def _settlements(names: tuple[str, ...]) -> dict[str, Settlement]:
    """Seat 1's Seven alone made and lost (55 in the pool), a capped pool refilled after a
    made Seven (DW-P3), and seats 3 and 1's lost demande, both short, into an even pool."""
    made = DawsonLedger(ante=11, names=names).settle(contract_result("7", 1, 7))
    lost = DawsonLedger(ante=11, names=names).settle(contract_result("7", 1, 5))
    capped = DawsonLedger(pool_cap=100, names=names)
    capped.settle(partout_result((4, 3, 3, 3)))
    capped.settle(contract_result("7", 3, 6, dealer=2))
    refilled = capped.settle(contract_result("7", 1, 7, dealer=3))
    pair = outcome("demande", 3, 4, trump="C", partner=1, partner_tricks=2)
    doubled, _ = settle_deal(pair, 120, deposit=10, bonus=2, double=False, names=names)
    return {"made": made, "lost": lost, "refilled": refilled, "doubled": doubled}


SAID: dict[Lang, dict[str, str]] = {
    "en": {
        "made": "\npool 55: North takes it\n",
        "lost": "\ntwice the pool, 110, is paid in: North 110\n",
        "refilled": "\npool 100: North takes it\n  the reserve refills it with 100\n",
        "doubled": "\nthe pool of 130 is doubled:\n  South and North pay 65 each into it\n",
    },
    "sv": {
        "made": "\npott 55: North tar den\n",
        "lost": "\ntvå gånger potten, 110, betalas in:\n  North 110\n",
        "refilled": "\npott 100: North tar den\n  reserven fyller på den med 100\n",
        "doubled": "\npotten på 130 dubblas:\n  South och North betalar in 65 var\n",
    },
}


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("kind", ["made", "lost", "refilled", "doubled"])
def test_the_pool_line_on_a_phone(lang: Lang, kind: str) -> None:
    block = payment_block(_settlements(NAMES)[kind], lang, NAMES)
    assert SAID[lang][kind] in block, block
    assert all(len(line) <= PHONE_COLUMNS <= PHONE_LINE for line in block.splitlines()), block


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_pool_lines_with_a_long_name_keep_to_a_phone(lang: Lang) -> None:
    for settlement in _settlements(LONG_NAMES).values():
        block = payment_block(settlement, lang, LONG_NAMES)
        assert all(len(line) <= PHONE_COLUMNS for line in block.splitlines()), block
        assert "Anna-Karin von Essen" in block, block  # kept whole
