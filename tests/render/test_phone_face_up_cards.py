"""A declarer's cards shown to everyone (an ouverte's or a spread's, SV-C4, DW-T2; a claim's,
SV-T4) on a phone: the line is reread every trick, and a phone broke it inside a suit ("♠ Q
10 9 8 7 6 · ♥ Q 2 · ♣ 4 · ♦" then "J 7 2"). Where the line is wider than a phone's, the
cards stand under the heading, broken between suits; a line that fits is unchanged."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.cards import parse_cards
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.engine.views import SeatView
from bot.i18n import Lang
from bot.tables.service import LiveTable
from bot.wrapping import PHONE_LINE, display_width
from cogs.boston.deal_lines import deal_lines
from cogs.boston.hand_extras import claim_line, extra_lines
from tests.render.tables import NAMES, live_table

LONG = "Christopher_Columbus_Jr"
SPREAD = "QS TS 9S 8S 7S 6S QH 2H 4C JD 7D 2D"  # ♠ Q 10 9 8 7 6 · ♥ Q 2 · ♣ 4 · ♦ J 7 2
SPREAD_SUITS = ("♠ Q 10 9 8 7 6", "♥ Q 2", "♣ 4", "♦ J 7 2")
CLAIM = "9S 7S 6S 5S 3S 9H 6H 4H AC 5C KD QD 9D"  # ♠ 9 7 6 5 3 · ♥ 9 6 4 · ♣ A 5 · ♦ K Q 9


def _game(variant: str) -> Game:
    game = new_game(variant, {}, NAMES)
    game.start_deal(list(range(52)), 0)
    return game


def _view(game: Game, seat: int = 1) -> SeatView:
    view = game.view(seat)
    assert view is not None
    return view


def _named(table: LiveTable, seat: int, name: str) -> LiveTable:
    seats = dict(table.seats)
    seats[seat] = seats[seat].model_copy(update={"display_name": name})
    return replace(table, seats=seats)


def _suits(lines: list[str]) -> list[str]:
    return [part for line in lines for part in line.split(" · ")]


HEADS = {
    ("exposed", "en"): "West's cards lie face up:",
    ("exposed", "sv"): "Öppna kort (West):",
    ("claim", "en"): "West claims the rest with:",
    ("claim", "sv"): "West kräver resten med:",
}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_dw_t2_a_spread_wider_than_a_phone_stands_under_its_heading(lang: Lang) -> None:
    """DW-T2: "West's cards lie face up: ♠ Q 10 9 8 7 6 · ♥ Q 2 · ♣ 4 · ♦ J 7 2" (64
    columns): the heading, then the cards broken between suits only."""
    game = _game("dawson")
    view = replace(_view(game), phase=Phase.PLAY, declarer=4, exposed=tuple(parse_cards(SPREAD)))
    lines = deal_lines(live_table(game, "dawson"), view, lang)
    head = HEADS["exposed", lang]
    at = lines.index(head)
    assert lines[at + 1] == " · ".join(SPREAD_SUITS), lines


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_sv_c4_a_long_name_keeps_the_cards_whole_under_it(lang: Lang) -> None:
    """SV-C4: "Christopher_Columbus_Jr's cards lie face up: ♠ J 6 · ♥ J 10 3 2 · ♣ A 9 8 7
    5 · ♦ J" (83 columns)."""
    game = _game("swedish")
    hand = tuple(parse_cards("JS 6S JH TH 3H 2H AC 9C 8C 7C 5C JD"))
    view = replace(_view(game), phase=Phase.PLAY, declarer=4, exposed=hand)
    table = _named(live_table(game), 4, LONG)
    lines = deal_lines(table, view, lang)
    head = {"en": f"{LONG}'s cards lie face up:", "sv": f"Öppna kort ({LONG}):"}[lang]
    at = lines.index(head)
    assert lines[at + 1] == "♠ J 6 · ♥ J 10 3 2 · ♣ A 9 8 7 5 · ♦ J", lines


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_face_up_cards_that_fit_a_phone_stay_on_one_line(lang: Lang) -> None:
    game = _game("swedish")
    view = replace(
        _view(game), phase=Phase.PLAY, declarer=4, exposed=tuple(parse_cards("AS KS 2H"))
    )
    lines = deal_lines(live_table(game), view, lang)
    assert f"{HEADS['exposed', lang]} ♠ A K · ♥ 2" in lines, lines


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_sv_t4_a_long_claim_stands_under_its_heading(lang: Lang) -> None:
    """SV-T4: "South claims the rest with: ♠ 9 7 6 5 3 · ♥ 9 6 4 · ♣ A 5 · ♦ K Q 9" (67
    columns): the heading, then the cards broken between suits only."""
    game = _game("swedish")
    view = replace(_view(game), phase=Phase.CLAIM, declarer=4, claim_hand=tuple(parse_cards(CLAIM)))
    table = live_table(game)
    lines = claim_line(table, view, lang)
    assert lines[0] == HEADS["claim", lang], lines
    assert all(display_width(line) <= PHONE_LINE for line in lines), lines
    assert _suits(lines[1:]) == ["♠ 9 7 6 5 3", "♥ 9 6 4", "♣ A 5", "♦ K Q 9"], lines
    assert extra_lines(table, view, lang)[: len(lines)] == lines


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_sv_t4_a_short_claim_stays_on_one_line(lang: Lang) -> None:
    game = _game("swedish")
    view = replace(
        _view(game), phase=Phase.CLAIM, declarer=4, claim_hand=tuple(parse_cards("AS KS 2H"))
    )
    assert claim_line(live_table(game), view, lang) == [f"{HEADS['claim', lang]} ♠ A K · ♥ 2"]
