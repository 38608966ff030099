"""A deal's summary names the declarer's partner as the terminal's contract line does.

A playtest's terminal read "Computer 3 (heuristic) with partner you (Ann)" under an American
deal (AM-T2: the declarer's partner plays on his side), where its contract line had said
"…, with you as whister"; the partner is now said the same way, "with Ann as partner".
"""

from __future__ import annotations

from bot.engine.american.rules import AMERICAN_LADDER
from bot.engine.american.words import AMERICAN_WORDS
from bot.engine.cards import Suit
from bot.engine.contracts import SuitClass
from bot.engine.describe import deal_summary
from bot.engine.game import DealEntry
from bot.engine.result import DealResult

NAMES = ("Ann", "Computer 2 (heuristic)", "Computer 3 (heuristic)", "Computer 4 (heuristic)")


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


def test_a_partner_by_name_is_said_alike() -> None:
    line = deal_summary(_entry(), NAMES, AMERICAN_WORDS, "en")
    assert ": Computer 3 (heuristic) with Ann as partner, " in line, line


def test_a_partner_by_name_in_swedish() -> None:
    line = deal_summary(_entry(), NAMES, AMERICAN_WORDS, "sv")
    assert ": Computer 3 (heuristic) med Ann som partner, " in line, line
