"""The line that says what a Misère Partout is played for (DW-B4, DW-P5; FB-A, FB-A2) is broken
between its " · " parts where it is wider than a phone's line, as the contract's parts are:
"Misère Partout · no trumps · the most tricks pay the others" took 59 columns, the
Fontainebleau one 60, the Swedish Dawson one 52. A line that fits stays whole. Both variants
say no trumps in Swedish with the club's word, "sang" (the Swedish glossary's)."""

from __future__ import annotations

import pytest

from bot.engine.actions import Pass, Play
from bot.engine.cards import parse_card
from bot.engine.dawson.words import DAWSON_WORDS
from bot.engine.fontainebleau.words import FONTAINEBLEAU_WORDS, RUSSIAN_WORDS
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.engine.words import Vocabulary
from bot.i18n import Lang, t
from bot.wrapping import PHONE_LINE, display_width
from cogs.boston.deal_lines import deal_lines
from tests.render.tables import NAMES, live_table


def partout_lines(variant: str, lang: Lang) -> list[str]:
    """The deal lines of a first deal everyone passed, while its Misère Partout is played."""
    game = new_game(variant, {}, NAMES)
    game.start_deal(list(range(52)), parse_card("KC"))
    while game.to_act is not None and not any(
        isinstance(a, Play) for a in game.legal_actions(game.to_act)
    ):
        game.apply(Pass(game.to_act))
    view = game.public_view()
    assert view is not None and view.phase is Phase.PLAY and view.contract is None
    return deal_lines(live_table(game, variant), view, lang)


@pytest.mark.parametrize(
    ("variant", "lang", "shown"),
    [
        # DW-P5: 59 and 52 columns on one line, now cut between parts.
        ("dawson", "en", ["Misère Partout · no trumps", "the most tricks pay the others"]),
        ("dawson", "sv", ["Misère Partout · sang", "flest stick betalar de andra"]),
        # FB-A2: 60 columns in English; the Swedish (46) fits and stays whole.
        ("fontainebleau", "en", ["Misère Partout · no trumps", "the fewest tricks take the pool"]),
        ("fontainebleau", "sv", ["Misère Partout · sang · minst stick tar potten"]),
        ("russian", "en", ["Misère Partout · no trumps", "the fewest tricks take the pool"]),
    ],
)
def test_the_partout_line_is_broken_between_its_parts_for_a_phone(
    variant: str, lang: Lang, shown: list[str]
) -> None:
    lines = partout_lines(variant, lang)
    start = lines.index(shown[0])
    assert lines[start : start + len(shown)] == shown
    assert all(display_width(line) <= PHONE_LINE for line in shown)


@pytest.mark.parametrize("words", [FONTAINEBLEAU_WORDS, RUSSIAN_WORDS])
def test_fontainebleau_says_sang_for_no_trumps_as_dawson_does(words: Vocabulary) -> None:
    """FB-A2: the Swedish partout line says "sang", as Dawson's (DW-P5) and the contract line
    (``contract.no_trumps``) do, not "ingen trumf"."""
    partout = words.term("partout_play", "sv")
    assert f" · {t('sv', 'contract.no_trumps')} · " in partout
    assert "ingen trumf" not in partout
    # The two variants' lines name no trumps alike (their last parts differ, as the rules do).
    assert partout.split(" · ")[:2] == DAWSON_WORDS.term("partout_play", "sv").split(" · ")[:2]
