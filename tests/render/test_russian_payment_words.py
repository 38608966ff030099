"""Russian Boston's payment lines as a Swedish club reads them on a phone. A playtest read
"5 levées i ♣ av Cecilia med whistaren David vunnet: 8 stick", "7 levées i ♣ av Cecilia
förlorat" (the verdict a participle at the end, word for word from English) and "pott:
potten, 50, halveras" (the pool named twice). Now the player plays the contract and wins or
loses it, in that order, and the pool's heading is not said again."""

from __future__ import annotations

import re

from bot.engine.cards import Suit
from bot.engine.fontainebleau.ledger import FontainebleauLedger
from bot.engine.fontainebleau.result import contract_result
from bot.engine.fontainebleau.settings import russian
from cogs.boston.results import PHONE_COLUMNS, payment_block

NAMES = ("Anna", "Bengt", "Cecilia", "David")


def _read(block: str) -> str:
    """The block's text as one line: the phone's breaks and indents made single spaces."""
    return re.sub(r"\s+", " ", block.removeprefix("```\n").removesuffix("\n```"))


def test_a_pair_made_and_the_pool_halved() -> None:
    settings = russian(deals=2)
    ledger = FontainebleauLedger(settings, names=NAMES)
    result = contract_result(
        "5", 3, 6, suit=Suit.CLUBS, dealer=1, whister=4, whister_tricks=2, settings=settings
    )
    settlement = ledger.settle(result)
    swedish = payment_block(settlement, "sv", NAMES)
    assert "Cecilia spelade 5 levées i ♣ med whistaren David och vann: 8 stick, 8 behövdes," in (
        _read(swedish)
    )
    assert "pott: 50 delas på två: Cecilia 25, David 25" in _read(swedish)
    english = payment_block(settlement, "en", NAMES)
    assert "Cecilia played 5 levées in ♣ with whister David and made it: 8 tricks, 8 needed," in (
        _read(english)
    )
    assert "pool: 50 is split in two: Cecilia 25, David 25" in _read(english)
    for text in (swedish, english):
        assert all(len(line) <= PHONE_COLUMNS for line in text.splitlines()), text
        assert "vunnet" not in text and "potten, 50" not in text and "the pool, 50" not in text


def test_a_contract_lost_alone_and_a_misere_lost() -> None:
    settings = russian(deals=2)
    lost = contract_result("7", 3, 2, suit=Suit.CLUBS, dealer=2, settings=settings)
    settlement = FontainebleauLedger(settings, names=NAMES).settle(lost)
    swedish = payment_block(settlement, "sv", NAMES)
    said = "Cecilia spelade 7 levées i ♣ och förlorade (2 stick tagna): X = 50 + 5×5 under = 75"
    assert said in _read(swedish)
    assert swedish.splitlines()[2] == "Cecilia spelade 7 levées i ♣ och förlorade", swedish
    english = _read(payment_block(settlement, "en", NAMES))
    assert "Cecilia played 7 levées in ♣ and lost with 2 tricks: X = 50 + 5×5 short = 75" in (
        english
    )
    misere = contract_result("little-spread", 3, 1, dealer=2, settings=settings)
    said = _read(payment_block(FontainebleauLedger(settings, names=NAMES).settle(misere), "sv"))
    assert "Cecilia spelade Lilla misère på bordet och förlorade (1 stick taget): X = 200" in said
    assert "förlorat" not in said
