"""During a spread the declaring side's line calls the contract a spread.

A playtest of Dawson's Boston read "South: 5 taken, target 0 (misère) · opponents: 7" while
South played a Grand Spread: a misère played with the hand face up (DW-T2), which its players
call a spread. The engine gives the word (:func:`bot.engine.describe.misere_word`, from the
variant's vocabulary), and Discord's hand view and the terminal say it alike; a variant
without a word of its own for an open misère says "misère" (Swedish Boston's ouverte).
"""

from __future__ import annotations

import argparse
import io
from dataclasses import replace

import pytest

from bot.engine.cards import parse_card
from bot.engine.describe import misere_word
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import get_variant, new_game
from bot.engine.views import SeatView
from bot.engine.words import Lang
from bot.i18n import side_tally
from bot.terminal import Terminal
from cogs.boston.deal_lines import side_line
from tests.render.tables import NAMES, live_table


def _playing(variant: str, contract_id: str) -> tuple[Game, SeatView]:
    """South (seat 3) plays ``contract_id`` alone, 5 tricks taken of 12 played."""
    game = new_game(variant, {}, NAMES)
    game.start_deal(list(range(52)), parse_card("KC"))
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    contract = game.rules.ladder.get(contract_id)
    assert contract is not None
    return game, replace(
        view,
        phase=Phase.PLAY,
        contract=contract,
        declarer=3,
        whister=None,
        declarer_partner=None,
        won=(2, 3, 5, 2),
        side_target=0,
    )


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "South: 5 taken, target 0 (spread) · opponents: 7"),
        ("sv", "South: 5 stick, mål 0 (spread) · försvararna: 7"),
    ],
)
@pytest.mark.parametrize("contract", ["grand-spread", "little-spread"])
def test_a_dawson_spread_is_called_a_spread(lang: Lang, line: str, contract: str) -> None:
    """DW-T2: in a spread the soloist's hand lies face up before the first lead."""
    game, view = _playing("dawson", contract)
    assert side_line(live_table(game, "dawson"), view, lang) == line


def test_the_terminal_says_spread_as_discord_does() -> None:
    game, view = _playing("dawson", "grand-spread")
    terminal = Terminal(argparse.Namespace(), io.StringIO(), io.StringIO(), lang="en")
    line = terminal._side_line(view, NAMES, game.words)  # pyright: ignore[reportPrivateUsage]
    assert line == "South: 5 taken, target 0 (spread) · opponents: 7"


@pytest.mark.parametrize(
    ("variant", "contract"),
    [
        ("dawson", "grand-misere"),  # DW-P2: a misère with the hand hidden
        ("swedish", "grande-misere-ouverte"),  # Swedish Boston's ouverte
        ("nantes", "grande-misere-sur-table"),
    ],
)
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_misere_without_a_word_of_its_own_is_a_misere(
    variant: str, contract: str, lang: Lang
) -> None:
    game, view = _playing(variant, contract)
    line = side_line(live_table(game, variant), view, "en")
    assert line is not None and "target 0 (misère)" in line, line
    assert view.contract is not None
    assert misere_word(view.contract, get_variant(variant).words, lang) == "misère"


def test_a_contract_of_tricks_has_no_misere_word() -> None:
    seven = get_variant("dawson").rules(get_variant("dawson").settings({})).ladder.get("7")
    assert seven is not None
    assert misere_word(seven, get_variant("dawson").words, "en") is None
    line = side_tally(
        get_variant("dawson").words, "en", side="South", won=4, target=7, misere=None,
        defenders=3,
    )  # fmt: skip
    assert line == "South: 4 taken, target 7 · opponents: 3"
