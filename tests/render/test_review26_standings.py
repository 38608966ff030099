"""Equal final balances share their place (standard competition ranking, 1, 1, 3, 3): American
Boston's partners always end level (AM-P1), and an ordinary tie in any variant is no order
either. The tour's stored ranks (``bot.tables.rows.tour_end``) count ties alike."""

from __future__ import annotations

from bot.engine.scoring import Settlement
from bot.engine.variants import new_game
from cogs.boston.results import final_text
from tests.render.tables import NAMES, live_table


def standings(text: str) -> list[str]:
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(("Final", "Slutst")))
    return lines[start + 1 : start + 5]


def test_partners_share_their_place() -> None:
    game = new_game("american", {}, NAMES)
    game.balances.update({1: 235, 2: -235, 3: 235, 4: -235})
    text = final_text(live_table(game, "american"), Settlement(), "sv")
    assert standings(text) == [
        "1. North +235 point",
        "1. South +235 point",
        "3. East -235 point",
        "3. West -235 point",
    ], text


def test_an_ordinary_tie_shares_its_place_and_the_next_is_skipped() -> None:
    game = new_game("fontainebleau", {}, NAMES)
    game.balances.update({1: -30, 2: 11, 3: 11, 4: 8})
    text = final_text(live_table(game, "fontainebleau"), Settlement(), "en")
    assert standings(text) == [
        "1. East +11 points",
        "1. South +11 points",
        "3. West +8 points",
        "4. North -30 points",
    ], text


def test_no_tie_numbers_one_to_four() -> None:
    game = new_game("swedish", {}, NAMES)
    game.balances.update({1: 930, 2: 1, 3: -1, 4: -930})
    text = final_text(live_table(game), Settlement(), "en")
    assert [line.split(".")[0] for line in standings(text)] == ["1", "2", "3", "4"], text
