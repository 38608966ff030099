"""The engine's sentences about deals (:mod:`bot.engine.describe`) and the vocabulary's
grouping of suit classes, as a playtest of American and Mariland Boston read them: a result
names its trump suit, a fixed partnership's tricks are the side's, alike classes go together."""

from __future__ import annotations

import dataclasses

from bot.engine.actions import Level
from bot.engine.american.rules import AMERICAN_LADDER
from bot.engine.american.words import AMERICAN_WORDS
from bot.engine.cards import Suit
from bot.engine.contracts import SuitClass
from bot.engine.describe import deal_summary, result_contract
from bot.engine.game import DealEntry
from bot.engine.mariland.ladder import MARILAND_LADDER
from bot.engine.mariland.words import MARILAND_WORDS
from bot.engine.result import DealResult
from bot.engine.swedish.ladder import SWEDISH_LADDER
from bot.engine.swedish.words import SWEDISH_WORDS

S, H, C, D = Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS
FIRST, SECOND, PLAIN = SuitClass.FIRST, SuitClass.SECOND, SuitClass.PLAIN
NAMES = ("North", "East", "South", "West")


def test_a_result_names_its_trump_suit_and_its_class_where_the_class_says_something() -> None:
    five, seven, seven_spel = (
        MARILAND_LADDER.get("5"),
        AMERICAN_LADDER.get("7"),
        SWEDISH_LADDER.get("7"),
    )
    assert five is not None and seven is not None and seven_spel is not None
    mariland = DealResult(dealer=1, contract=five, declarer=3, trump=S, trump_class=PLAIN)
    assert result_contract(mariland, MARILAND_WORDS, "en") == "Five ♠ (plain suit)"
    assert result_contract(mariland, MARILAND_WORDS, "sv") == "Fem ♠ (vanlig färg)"
    # American Boston: the cut fixes trumps, so "(trumps)" would say nothing (AM-D4).
    american = DealResult(dealer=1, contract=seven, declarer=3, trump=C, trump_class=FIRST)
    assert result_contract(american, AMERICAN_WORDS, "en") == "I go 7 ♣"
    # A scored Swedish deal knows only the class.
    scored = DealResult(dealer=1, contract=seven_spel, declarer=2, trump_class=SECOND)
    assert (
        result_contract(scored, SWEDISH_WORDS, "en") == "7 spel (liten independence) (andra färg)"
    )
    # A Swedish bid in högsta färg says its class already (SV-B2): not said twice.
    five_spel = SWEDISH_LADDER.get("5")
    assert five_spel is not None
    first = DealResult(dealer=1, contract=five_spel, level=Level.FIRST, declarer=2, trump=C)
    first = dataclasses.replace(first, trump_class=FIRST)
    assert result_contract(first, SWEDISH_WORDS, "sv") == "5 spel (liten boston) i högsta färg ♣"
    second = dataclasses.replace(first, level=Level.COLOUR, trump_class=SECOND)
    assert result_contract(second, SWEDISH_WORDS, "sv") == (
        "5 spel (liten boston) i färg ♣ (andra färg)"
    )


def test_an_american_summary_counts_the_sides_tricks_with_the_partner() -> None:
    seven = AMERICAN_LADDER.get("7")
    assert seven is not None
    result = DealResult(
        dealer=1,
        contract=seven,
        declarer=3,
        partner=1,
        trump=C,
        trump_class=FIRST,
        declarer_tricks=4,
        partner_tricks=4,
        side_target=7,
        declarer_target=7,
    )
    line = deal_summary(DealEntry(1, 1, scored=result), NAMES, AMERICAN_WORDS)
    assert line == "Deal 1 (dealer North): South with partner North, I go 7 ♣, 8 tricks, made"


def test_classes_called_alike_are_one_group_and_an_empty_class_stays() -> None:
    american = (PLAIN, SECOND, FIRST, PLAIN)  # clubs turned: ♠ its partner, ♥ ♦ plain
    assert AMERICAN_WORDS.class_groups(american, "en") == [
        ("trumps", (C,)),
        ("plain suit", (S, H, D)),
    ]
    mariland = (PLAIN, FIRST, PLAIN, PLAIN)  # MA-D2's first deal: no preference
    assert MARILAND_WORDS.class_groups(mariland, "sv") == [
        ("superpreferens", (H,)),
        ("preferens", ()),
        ("vanlig färg", (S, C, D)),
    ]
