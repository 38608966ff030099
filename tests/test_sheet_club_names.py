"""Score-sheet and protocol headings with a real club's names (``bot/sheet.py``,
``bot/score_sheet.py``): a playtest read "1 M.L.  2 Maria  3 M.  4 M.S." and "Maria + M.: 6
levées ♥" with four names beginning with M, and "Nor…", "Ben…" where the line had room.
Each seat's heading is told apart from the others, a first name or a cut of it comes before
a lone initial, each column has the width the phone's 44 columns leave it, and a deal's
words name the players as fully as their lines allow. The pool's total is what it holds."""

from __future__ import annotations

import re
from functools import cache

import pytest

from bot.engine.game import Game
from bot.engine.seats import SEATS
from bot.engine.variants import new_game
from bot.i18n import Lang
from bot.players import make_player
from bot.score_sheet import score_sheet
from bot.sheet import PHONE_WIDTH, column_headings, protocol_sheet
from bot.simulate import NAMES, deck_for, game_settings, play_step, seat_seed, simulate
from bot.wrapping import display_width
from tests.test_score_sheet import deal_words, last_figures, rows

M_NAMES = ["Margareta Lind", "Maria", "Magnus 🃏", "Mats-Olof Svensson"]
SHORT = ["North", "East", "South", "West"]
SWEDISH_SHORT = ["Anna", "Bengt", "Cecilia", "David"]


@cache
def _fontainebleau() -> Game:
    """Six deals of Fontainebleau Boston (a pool's column beside the seats'): seat 3
    (Magnus) plays Piccolissimo in deal 4 (FB-C3) alone, seat 1 plays in deals 1, 2, 3 and 5."""
    return simulate(6, seed=3, variant="fontainebleau")


@cache
def _american() -> Game:
    return simulate(6, seed=3, variant="american")


def _headings(sheet: str) -> list[str]:
    """The four seats' headings of a sheet's head line (``"1 Maria"``), each up to the next
    seat's number (``"1 Anna 2 Bengt"``: a space between two one-word names where it keeps
    one whole)."""
    head = sheet.splitlines()[0].split(None, 1)[1]
    found = re.search(r"(1 .+?)\s+(2 .+?)\s+(3 .+?)\s+(4 \S+(?: \S+)*?)(?=\s{2,}|$)", head)
    assert found is not None, head
    return list(found.groups())


def _names(headings: list[str]) -> list[str]:
    return [heading.partition(" ")[2] for heading in headings]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_four_names_beginning_with_m_are_told_apart(lang: Lang) -> None:
    """The review's table: no two seats labelled alike, no lone initial ("3 M."), Magnus as
    "Magnus" or "Magn…"/"Mag…", and every name cut keeps three letters of its first name;
    within a phone's width, beside Fontainebleau's pool."""
    sheet = score_sheet(_fontainebleau(), M_NAMES, lang)
    assert max(display_width(line) for line in sheet.splitlines()) <= PHONE_WIDTH
    names = _names(_headings(sheet))
    assert len(names) == 4 and len({n.casefold() for n in names}) == 4, names
    assert not [n for n in names if re.fullmatch(r"\w\.", n)], names  # no lone initial
    assert names[1] == "Maria"
    assert names[2] in ("Magnus", "Magn…", "Mag…"), names
    for name, full in zip(names, M_NAMES, strict=True):
        kept = name.removesuffix("…")
        assert full.startswith(kept) and len(kept) >= 3, (name, full)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_deal_s_words_name_the_players_as_fully_as_the_line_allows(lang: Lang) -> None:
    """ "M.: Piccolissimo" read as nobody: the words name Magnus in full where the line has
    room, the same way in every deal, and never by a lone initial."""
    sheet = score_sheet(_fontainebleau(), M_NAMES, lang)
    words = deal_words(sheet)
    assert words[4].partition(":")[0] in ("Magnus", "Magnus 🃏"), words[4]
    assert words[3].startswith(words[4].partition(":")[0] + " + Marg"), words[3]
    for said in words.values():
        for name in said.partition(": ")[0].split(" + "):
            assert not re.fullmatch(r"\w\.", name), said
    # A terminal's roomier line names them in full.
    wide = deal_words(score_sheet(_fontainebleau(), M_NAMES, lang, width=78))
    assert wide[3].startswith("Magnus 🃏 + Margareta Lind:"), wide[3]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_short_names_stay_whole_where_the_line_has_room(lang: Lang) -> None:
    """ "Nor…" and "Sou…" beside a pool whose line had room for "North" and "South": each
    column is as wide as the line leaves it, not as narrow as the longest name's."""
    fontainebleau, american = _fontainebleau(), _american()
    assert _names(_headings(score_sheet(fontainebleau, SHORT, lang))) == SHORT
    assert _names(_headings(score_sheet(american, SWEDISH_SHORT, lang))) == SWEDISH_SHORT
    # "3 Ceci…" beside the pool where one space instead of two keeps Cecilia whole.
    beside_pool = score_sheet(fontainebleau, SWEDISH_SHORT, lang)
    assert _names(_headings(beside_pool)) == SWEDISH_SHORT, beside_pool.splitlines()[0]
    assert max(display_width(line) for line in beside_pool.splitlines()) <= PHONE_WIDTH
    words = deal_words(score_sheet(fontainebleau, SWEDISH_SHORT, lang))
    assert words[4].startswith("Cecilia:") and words[1].startswith("Bengt + Anna:"), words


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_two_word_names_sharing_a_first_name(lang: Lang) -> None:
    """Two Annas, and Maria beside Maria Lind: never the same label twice, and Maria keeps
    her own name (Maria Lind is the one shortened)."""
    for names in (["Anna Lind", "Anna Lund", "Bo", "Li"], ["Maria", "Maria Lind", "Per P", "Ed"]):
        for game in (_fontainebleau(), _american()):
            sheet = score_sheet(game, names, lang)
            shown = _names(_headings(sheet))
            assert len({n.casefold() for n in shown}) == 4, (names, shown)
            assert max(display_width(line) for line in sheet.splitlines()) <= PHONE_WIDTH
            if names[0] == "Maria":
                assert shown[0] == "Maria" and shown[1] != "Maria", shown
    wide = _names(_headings(score_sheet(_american(), ["Anna Lind", "Anna Lund", "Bo", "Li"])))
    assert wide == ["Anna Lind", "Anna Lund", "Bo", "Li"]


def test_the_protocol_sheet_and_picture_share_the_headings() -> None:
    """The Swedish protocol's text sheet gives each column its own room too, and the
    picture's headings (one room per column, :func:`column_headings`) prefer a cut of the
    first name to initials: "Magn…" rather than "M."."""
    snapshot = {
        "played_off": 1,
        "entries": [{"seat": s, "value": 96} for s in (1, 2, 3, 4)],
    }
    head = protocol_sheet(snapshot, M_NAMES).splitlines()[1]
    names = _names(re.split(r"\s{2,}", head))
    assert names[1:3] == ["Maria", "Magnus"] and len(set(names)) == 4, head
    narrow = column_headings(M_NAMES, lambda heading: display_width(heading) <= 7)
    assert narrow == ["1 Marg…", "2 Maria", "3 Magn…", "4 Mats…"]


def test_emoji_and_a_name_of_emoji_alone() -> None:
    """An emoji is measured by the columns it takes; a name that is only emoji is kept."""
    names = ["Åsa-Märta Öhrström 🃏♠ Kåsebergåx", "Sven-Göran Ärlighetsbröder 🎴👑ÅÄÖ"]
    names += ["🎴🎴", "Ed"]
    for game in (_fontainebleau(), _american()):
        sheet = score_sheet(game, names)
        assert max(display_width(line) for line in sheet.splitlines()) <= PHONE_WIDTH
        shown = _names(_headings(sheet))
        assert shown[2:] == ["🎴🎴", "Ed"] and shown[0].startswith("Åsa"), shown
        assert shown[1].startswith("Sven"), shown


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_pool_s_total_is_what_it_holds(lang: Lang) -> None:
    """A deal's row has the pool's change ("+165"); the Total row what the pool holds, with
    no sign: it is no gain (a playtest read "+325" as one). At the end the pool is shared out
    (DW-P7): the share-out's row takes what it held, and the Total row says 0."""
    game = simulate(6, seed=3, variant="dawson")
    assert game.ledger.snapshot()["pool"] == 0 and sum(game.balances.values()) == 0
    sheet = score_sheet(game, SHORT, lang)
    total = sheet.splitlines()[-1].split()
    assert total[-1] == "0"
    assert last_figures(sheet, 5)[4] == 0
    changes = [figures[4] for figures in rows(sheet, 5).values()]
    held = sum(changes)  # the deals' changes add up to what it held before the share-out
    assert held > 0
    shared = [line.split() for line in sheet.splitlines() if line.startswith(" ")]
    assert [str(-held)] in [words[-1:] for words in shared if len(words) == 5]
    assert re.search(r"\s\+50$", sheet.splitlines()[2])  # deal 1's change, signed


def _dawson_not_closed(deals: int, seed: int) -> Game:
    """``deals`` deals of Dawson's Boston played as :func:`~bot.simulate.simulate` plays them,
    the game not closed: the pool still holds what the deals left in it (no DW-P7 share-out)."""
    players = {seat: make_player("heuristic", seat_seed(seed, seat)) for seat in SEATS}
    game = new_game("dawson", game_settings(None, deals), NAMES)
    for number in range(1, deals + 1):
        game.start_deal(*deck_for(seed, number))
        while game.current is not None:
            play_step(game, players)
    return game


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_pool_still_held_is_totalled_without_a_sign(lang: Lang) -> None:
    """Before the end the Total row says what the pool holds, unsigned ("325",
    not "+325", which a playtest read as a gain), and it is the deals' changes added up."""
    game = _dawson_not_closed(6, seed=3)
    pool = game.ledger.snapshot()["pool"]
    assert isinstance(pool, int) and pool > 0
    sheet = score_sheet(game, SHORT, lang)
    total = sheet.splitlines()[-1].split()
    assert total[-1] == str(pool), sheet
    assert last_figures(sheet, 5)[4] == pool
    assert sum(figures[4] for figures in rows(sheet, 5).values()) == pool
