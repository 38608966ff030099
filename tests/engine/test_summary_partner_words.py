"""A deal's summary names the declarer's partner as the terminal's contract line does.

A playtest's terminal read "Computer 3 (heuristic) with partner you (Ann)" under an American
deal (AM-T2: the declarer's partner plays on his side), where its contract line had said
"…, with you as whister"; the partner is now said the same way, "with you (Ann) as partner",
Swedish "med dig (Ann) som partner" (the object form after the preposition).
"""

from __future__ import annotations

import pytest

from bot.engine.american.rules import AMERICAN_LADDER
from bot.engine.american.words import AMERICAN_WORDS
from bot.engine.cards import Suit
from bot.engine.contracts import SuitClass
from bot.engine.describe import deal_summary
from bot.engine.game import DealEntry
from bot.engine.result import DealResult
from bot.engine.words import Lang

NAMES = ("Ann", "Computer 2 (heuristic)", "Computer 3 (heuristic)", "Computer 4 (heuristic)")
OBJECTS = {
    "en": ("you (Ann)", *NAMES[1:]),
    "sv": ("dig (Ann)", *NAMES[1:]),
}


def _entry() -> DealEntry:
    seven = AMERICAN_LADDER.get("7")
    assert seven is not None
    result = DealResult(
        dealer=1,
        contract=seven,
        declarer=3,
        partner=1,
        trump=Suit.CLUBS,
        trump_class=SuitClass.FIRST,
        declarer_tricks=4,
        partner_tricks=4,
        side_target=7,
        declarer_target=7,
    )
    return DealEntry(1, 1, scored=result)


@pytest.mark.parametrize(
    ("lang", "side"),
    [
        ("en", "Computer 3 (heuristic) with you (Ann) as partner, "),
        ("sv", "Computer 3 (heuristic) med dig (Ann) som partner, "),
    ],
)
def test_the_terminals_player_as_partner_reads_naturally(lang: Lang, side: str) -> None:
    """AM-T2: the declarer and his partner count their tricks together."""
    line = deal_summary(_entry(), NAMES, AMERICAN_WORDS, lang, objects=OBJECTS[lang])
    assert side in line, line


def test_a_partner_by_name_is_said_alike() -> None:
    line = deal_summary(_entry(), NAMES, AMERICAN_WORDS, "en")
    assert ": Computer 3 (heuristic) with Ann as partner, " in line, line
