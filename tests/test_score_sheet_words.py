"""A score sheet's words of who played what (``bot/score_sheet.py``): a pair's names kept on
one line ("Bertil + Cilla:", never "Bertil" / "+ Cilla: …" read as two rows' players), a
contract's name with its level's words kept whole where that takes no more lines, and a
declaration made in the deal said on its row (RU-C5, RU-C6: "West: chicane +30"), whose figure
the contract's payments alone do not make."""

from __future__ import annotations

import pytest

from bot.engine.game import Game
from bot.engine.variants import get_variant, new_game
from bot.i18n import Lang
from bot.score_sheet import score_sheet
from bot.sheet import PHONE_WIDTH
from bot.simulate import simulate
from bot.wrapping import display_width

PLAYERS = ["Anna", "Bertil", "Cilla", "David"]
SEATS_NAMED = ["North", "East", "South", "West"]


def _words(sheet: str, number: int) -> list[str]:
    """The lines of deal ``number``'s words in a message's sheet: the indented lines under
    its figures."""
    lines = sheet.splitlines()
    # Its row's number leads its line; a line of words may begin with a figure ("6 spel").
    at = next(
        n
        for n, line in enumerate(lines)
        if line.split()[:1] == [str(number)] and not line.startswith("      ")
    )
    found: list[str] = []
    for line in lines[at + 1 :]:
        figures = all(word.lstrip("+-").isdigit() for word in line.split())
        if not line.startswith("      ") or figures:  # the next row, or the final settlement's
            break
        found.append(line.strip())
    return found


def test_a_pair_s_names_stay_on_one_line() -> None:
    """A tester's phone read "Bertil" / "+ Cilla: 5 spel (liten boston) ♠," / "simpel färg,
    bet med 3": the "+" between the pair's names was broken before as a sum's sign."""
    game = simulate(6, seed=3, variant="swedish", settings={"payment": "simplified"})
    sheet = score_sheet(game, PLAYERS, "sv")
    assert _words(sheet, 6) == [
        "Cilla + Bertil:",
        "5 spel (liten boston) ♥, simpel färg,",
        "gick hem",
    ]
    wide = score_sheet(game, PLAYERS, "sv", width=80)  # a terminal's: the words beside
    row = next(line for line in wide.splitlines() if line.split()[:1] == ["6"])
    assert row.endswith("  Cilla + Bertil:"), row
    for seed in range(1, 6):
        for settings in ({"payment": "simplified"}, {}):
            game = simulate(6, seed=seed, variant="swedish", settings=settings)
            for lang in ("en", "sv"):
                for width in (None, 60, 80):
                    lines = score_sheet(game, PLAYERS, lang, width=width).splitlines()
                    assert not any(line.lstrip().startswith("+ ") for line in lines), lines
                    assert max(map(display_width, lines)) <= (width or PHONE_WIDTH)


def test_a_contract_s_name_is_kept_whole_only_where_it_takes_no_more_lines() -> None:
    """ "Bertil: 5 spel (liten boston)" / "i färg ♠, andra färg, gick hem" stays on its two
    lines: "5 spel (liten boston) i färg ♠," whole would take a third."""
    game = simulate(6, seed=4, variant="swedish")
    sheet = score_sheet(game, PLAYERS, "sv")
    assert _words(sheet, 1) == ["Bertil: 5 spel (liten boston)", "i färg ♠, andra färg, gick hem"]


def _russian(chicane: list[int], honours: int = 0) -> Game:
    """A Russian game of one scored deal: North plays 7 levées ♦ with East as whister and
    makes it, ``chicane`` the seats that declared chicane, ``honours`` the side's (FB-H2)."""
    game = new_game("russian", {}, SEATS_NAMED)
    deal = {
        "contract": "7",
        "declarer": 1,
        "whister": 2,
        "suit": "D",
        "tricks": {"declarer": 6, "whister": 5},
        "chicane": chicane,
        "honours": honours,
    }
    game.add_scored(get_variant("russian").scored_result(deal, game.next_dealer))
    return game


@pytest.mark.parametrize(
    ("lang", "made"),
    [("en", "made"), ("sv", "gick hem")],
)
def test_ru_c5_a_chicane_is_said_on_its_deal_s_row(lang: Lang, made: str) -> None:
    """RU-C5: West's −105 is the contract's −135 and the chicane's +30, which the row says;
    the words of the engine's (its ``chicane`` term), within a phone's width."""
    game = _russian([4])
    sheet = score_sheet(game, SEATS_NAMED, lang)
    assert sheet.splitlines()[2].split() == ["1", "+100", "+150", "-145", "-105", "0"]
    assert _words(sheet, 1) == [f"North + East: 7 levées ♦, {made};", "West: chicane +30"]
    assert max(display_width(line) for line in sheet.splitlines()) <= PHONE_WIDTH
    wide = score_sheet(game, SEATS_NAMED, lang, width=80)
    assert "West: chicane +30" in wide
    plain = score_sheet(_russian([]), SEATS_NAMED, lang)
    assert "chicane" not in plain


def test_ru_c6_each_chicane_is_said_with_what_it_brought() -> None:
    """RU-C6: two declarers each receive 10 from the three others, and pay the other 10:
    each's chicane brought +20."""
    # both adversaries void: the declaring side held every trump, so all four honours (RU-C1)
    sheet = score_sheet(_russian([4, 3], honours=4), SEATS_NAMED, "en")
    assert " ".join(_words(sheet, 1)) == (
        "North + East: 7 levées ♦, made; West: chicane +20; South: chicane +20"
    )


def test_ru_c5_a_played_deal_s_chicane_is_said_too() -> None:
    """A chicane declared at the table (a played deal, RU-C4) reads as a scored one's."""
    game = simulate(8, seed=1, variant="russian")
    entry = game.deals[4]
    assert entry.result is not None and entry.result.declared == ((4, "chicane"),)
    sheet = score_sheet(game, SEATS_NAMED, "sv")
    assert _words(sheet, 5)[-1] == "West: chicane +30"
