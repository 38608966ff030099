"""A score sheet's words keep each contract's name on one line wherever it fits the words'
column (``bot/score_sheet.py``), on a phone and in a terminal, in English and Swedish, in
every variant: a phone read "Comp 2: 13 spel" / "(concordia) i högsta färg ♠, lost by 9"
and a terminal "Computer 2: Petite" / "indépendance ♠ (plain suit)," where the name fitted a
line of its own. Sheets of games the engine played, read as a player reads them: a line
ending with a name's first words and the next beginning with the rest."""

from __future__ import annotations

import re
from functools import cache
from itertools import pairwise

import pytest

from bot.engine.game import Game
from bot.engine.variants import variant_names
from bot.i18n import Lang
from bot.score_sheet import score_sheet
from bot.sheet import PHONE_WIDTH
from bot.simulate import simulate
from bot.wrapping import display_width

NAMES: dict[Lang, list[str]] = {
    "en": ["Anna", "Computer 2 (heuristic)", "Computer 3 (heuristic)", "Computer 4 (heuristic)"],
    "sv": ["Anna", "Dator 2 (heuristisk)", "Dator 3 (heuristisk)", "Dator 4 (heuristisk)"],
}
LONG = [
    "Åsa-Märta Öhrström 🃏♠ Kåsebergåx",
    "Sven-Göran Ärlighetsbröder 🎴👑ÅÄÖ",
    "Bo",
    "Margaretha",
]
WIDTHS = (None, 40, 58, 75, 82, 94, 100)
"""A message's (a phone's) and a terminal's, from the narrowest it draws to the widest: the
words under the figures, then beside them."""


@cache
def _game(variant: str, seed: int, level: str) -> Game:
    return simulate(16, seed=seed, variant=variant, level=level)


def _contract_names(game: Game, lang: Lang) -> set[str]:
    """Each contract's name of more than one word, as the sheet may say it."""
    words = game.words
    found: set[str] = set()
    for contract in game.rules.ladder:
        said = (words.contract, words.contract_short, words.contract_choice)
        found |= {" ".join(say(contract, lang).split()) for say in said}
    return {name for name in found if " " in name}


def _broken(sheet: str, names: set[str], width: int) -> list[str]:
    """Each name the sheet breaks between two lines where it fits the later line's room
    with what sticks to it after (a suit's symbol, a comma): ``"… Petite" / "indépendance
    ♠ …"``."""
    found: list[str] = []
    lines = sheet.splitlines()
    for above, below in pairwise(lines):
        lead = len(below) - len(below.lstrip(" "))
        room = width - lead
        for name in names:
            words = name.split()
            for cut in range(1, len(words)):
                head = " ".join(words[:cut])
                rest = re.escape(" ".join(words[cut:]))
                ends = re.search(rf"(?<!\S){re.escape(head)}$", above.rstrip(), re.IGNORECASE)
                begins = re.match(rf"{rest}(?!\w)(?: [♠♥♦♣])?\S*", below.lstrip(), re.IGNORECASE)
                if ends and begins and display_width(head + " " + begins[0]) <= room:
                    found.append(f"{above.strip()} / {below.strip()}")
    return found


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize(
    ("variant", "seed", "level", "long"),
    [
        ("swedish", 0, "random", False),  # 13 spel (concordia), 12 spel (stor souveraine)
        ("swedish", 0, "heuristic", False),  # 5 spel (liten boston), 6 spel (stor boston)
        ("swedish", 1, "heuristic", True),
        ("nantes", 0, "heuristic", False),  # Petite / Grande indépendance
        ("nantes", 7, "heuristic", True),
        ("russian", 4, "heuristic", True),  # 6 levées, beside the figures
    ],
)
def test_a_contract_s_name_is_kept_on_one_line_where_it_fits(
    lang: Lang, variant: str, seed: int, level: str, long: bool
) -> None:
    """A phone's and a terminal's sheet break a deal's words between phrases, a contract's
    name whole wherever it fits the words' room, even where that takes a line more ("Computer
    3:" / "Grande indépendance ♦" / "(belle), made")."""
    game = _game(variant, seed, level)
    names = _contract_names(game, lang)
    for width in WIDTHS:
        sheet = score_sheet(game, LONG if long else NAMES[lang], lang, width=width)
        assert _broken(sheet, names, width or PHONE_WIDTH) == [], (width, sheet)


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", variant_names())
def test_no_variant_s_contract_name_is_broken_where_it_fits(lang: Lang, variant: str) -> None:
    """Every variant's names (the misères, the spreads, "Grande indépendance", "Chelem on the
    Table", "I go Boston (5 tricks)"), on a phone and in a terminal."""
    for seed, level in ((0, "random"), (2, "heuristic")):
        game = _game(variant, seed, level)
        names = _contract_names(game, lang)
        for width in WIDTHS:
            for players in (NAMES[lang], LONG):
                sheet = score_sheet(game, players, lang, width=width)
                assert _broken(sheet, names, width or PHONE_WIDTH) == [], (width, sheet)


def test_the_name_keeps_its_line_and_the_level_s_words_go_on() -> None:
    """ "Computer 2: 13 spel (concordia)" / "i högsta färg ♠, lost by 9" on a phone: the name
    whole and the level's words after it, in the two lines the words took before."""
    game = _game("swedish", 0, "random")  # a random player bids 13 spel each deal
    lines = [line.strip() for line in score_sheet(game, NAMES["en"], "en").splitlines()]
    whole = [n for n, line in enumerate(lines) if line.endswith(": 13 spel (concordia)")]
    assert len(whole) == 16
    for at in whole:
        assert re.match(r"i (högsta )?färg [♠♥♦♣], .*lost by \d+", lines[at + 1]), lines[at + 1]
    assert not any(line.endswith(" 13 spel") for line in lines)
