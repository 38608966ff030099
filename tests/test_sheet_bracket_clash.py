"""The text sheets' column headings and a score sheet's words where a person's name clashes
with a computer's (``bot/sheet.py``): a person who calls themselves "Computer 4" or "Dator 4"
beside the computer "Computer 4 (heuristic)", one made distinct by their username ("Computer
4 (heuristic) (alice)"), "Anna" beside a computer keeping a seat as "Anna (dator)". Only the
brackets tell such names apart, and the whole name is wider than a heading: every column
still names its player, none as another's (SV-P1: a column per player, headed by its number
and who plays it), never by the seat's number alone while the balances line names them; and
a deal's words name each player as no other."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bot.engine.game import Game
from bot.engine.record import game_from_record
from bot.i18n import LANGS, Lang, computer_name
from bot.sheet import (
    HEADING_MOST,
    PHONE_WIDTH,
    fitted_headings,
    heading_name,
    name_forms,
    protocol_sheet,
)
from bot.simulate import simulate
from bot.wrapping import display_width
from cogs.boston.seat_names import names
from cogs.boston.table_protocol import _protocol_answer  # pyright: ignore[reportPrivateUsage]
from db.models import SeatAssignment
from tests.render.tables import live_table
from tests.render.test_protocol_png import figure_1
from tests.test_score_sheet import deal_words

FIGURE_1 = Path(__file__).parent / "fixtures" / "figure1.json"
_BRACKETS = re.compile(r"\s*\([^)]*\)")


def _seated(game: Game, server: Lang, called: Lang, whole: bool, variant: str) -> list[str]:
    """The seats' names of a table of ``game`` in a ``server`` language whose seat 4 a
    computer holds, and whose seat 2 a person took who calls themselves as that computer, in
    ``called`` ("Computer 4", or "Dator 4 (heuristisk)" ``whole``), made distinct as on
    joining (``LiveTable.distinct_name``)."""
    table = live_table(game, variant)
    computer = computer_name(server, "heuristic")(4)
    table.seats[4] = SeatAssignment(seat=4, computer_level="heuristic", display_name=computer)
    own = computer_name(called, "heuristic")(4)
    own = own if whole else _BRACKETS.sub("", own)  # "Computer 4", "Dator 4"
    person = table.distinct_name(2, own, "alice")
    table.seats[2] = SeatAssignment(seat=2, player_id=12, display_name=person)
    return names(table)


def _alike(person: str, reader: Lang) -> bool:
    """Whether the person's name reads, without its brackets, as the computer's does to
    ``reader``: only the brackets tell them apart."""
    said = computer_name(reader, "heuristic")(4)
    return _BRACKETS.sub("", person) == _BRACKETS.sub("", said)


def _shown(line: str) -> list[str]:
    """The names a line of four headings shows, seat 1 first (headings are two spaces or
    more apart, a name's words one)."""
    headings = re.split(r" {2,}", line.strip())
    assert len(headings) == 4, line
    return [heading_name(heading, seat) for seat, heading in enumerate(headings, start=1)]


def _assert_apart(shown: list[str], line: str) -> None:
    assert all(shown), line  # no column's name left blank
    assert len({name.casefold() for name in shown}) == 4, line  # none read as another's


CASES = [
    pytest.param(server, reader, called, whole, id=f"{server}-{reader}-{called}-{w}")
    for server in LANGS
    for reader in LANGS
    for called in LANGS
    for whole, w in ((False, "short"), (True, "whole"))
]


@pytest.mark.parametrize(("server", "reader", "called", "whole"), CASES)
def test_the_text_protocol_heads_every_column_by_a_name(
    server: Lang, reader: Lang, called: Lang, whole: bool
) -> None:
    """The protocol's text sheet under the picture: "2 Computer 4  3 South     4" headed the
    computer's column by its number alone, "2            3 South" the person's (SV-P1). Each
    column is headed by a name, none alike; the person made distinct by their username is
    headed by it where the rest of their name is the computer's."""
    game = game_from_record(json.loads(FIGURE_1.read_text(encoding="utf-8")))
    seated = _seated(game, server, called, whole, "swedish")
    answer = _protocol_answer(game, (), seated, reader, "Table 1")
    block = answer.text.split("```")[1]
    line = next(line for line in block.splitlines() if line.startswith("1 "))
    assert display_width(line) <= PHONE_WIDTH, line
    shown = _shown(line)
    _assert_apart(shown, line)
    person = seated[1]
    if person.endswith("(alice)") and _alike(person, reader):
        assert "(a" in shown[1], line  # what tells them apart: the username


@pytest.mark.parametrize(("server", "reader", "called", "whole"), CASES)
def test_the_score_sheet_names_each_player_as_no_other(
    server: Lang, reader: Lang, called: Lang, whole: bool
) -> None:
    """The score sheet beside the protocol: its heading named neither the person nor the
    computer ("2  3 South  4"), and its words said "Computer 4:" for the person's deal 3 and
    the computer's deal 4 alike. Each column is headed by a name, none alike, and each
    deal's words name the one who played it as no other player."""
    game = game_from_record(json.loads(FIGURE_1.read_text(encoding="utf-8")))
    seated = _seated(game, server, called, whole, "swedish")
    answer = _protocol_answer(game, (), seated, reader, "Table 1")
    assert answer.sheet is not None
    head = next(line for line in answer.sheet.splitlines() if "│" in line)
    shown = _shown(head.split("│", 1)[1])
    _assert_apart(shown, head)
    words = deal_words(answer.sheet)
    played = [game.deals[n - 1].result for n in (3, 4)]
    # Deal 3 seat 2 played alone, deal 4 seat 4 (the figure's game).
    assert [(r.declarer, r.whister) for r in played if r is not None] == [(2, None), (4, None)]
    person, computer = (words[n].split(":")[0] for n in (3, 4))
    assert person and computer and person != computer, words


@pytest.mark.parametrize(("server", "reader", "called", "whole"), CASES)
def test_a_score_sheet_without_a_protocol_heads_both(
    server: Lang, reader: Lang, called: Lang, whole: bool
) -> None:
    """A game that keeps no protocol answers with its score sheet in the message: its
    columns are headed by names, none alike, as beside a protocol."""
    game = simulate(4, seed=3, variant="american")
    seated = _seated(game, server, called, whole, "american")
    answer = _protocol_answer(game, (), seated, reader, "Table 1")
    block = answer.text.split("```")[1]
    head = next(line for line in block.splitlines() if "│" in line)
    shown = _shown(head.split("│", 1)[1])
    _assert_apart(shown, head)


@pytest.mark.parametrize(
    "clash",
    [
        ["Anna", "Computer 4", "Bo", "Computer 4 (heuristic)"],
        ["Anna (dator)", "Bo", "Anna", "Dator 4 (heuristisk)"],  # a keeper beside another Anna
        ["North", "Computer 4 (heuristic) (alice)", "South", "Computer 4 (heuristic)"],
        ["North", "Dator 4 (heuristisk) (alice)", "South", "Dator 4 (heuristisk)"],
        ["Anna", "Bo", "Cilla", "Anna (alice)"],  # two people called Anna
    ],
)
def test_a_name_only_its_brackets_tell_apart_keeps_them(clash: list[str]) -> None:
    """Where only the brackets tell a name from another's, its heading keeps them, or a cut
    of them ("Anna (da…)", "(alice)"), at every width a line allows: never the seat's number
    alone, never a name another column's could be; the words name it with them too."""
    snapshot, _ = figure_1()
    line = protocol_sheet(snapshot, clash).splitlines()[1]
    _assert_apart(_shown(line), line)
    for room in (44, 48, 60):
        headings = fitted_headings(clash, lambda widths: sum(widths) + 2 * len(widths), room)
        shown = [heading_name(h, seat) for seat, h in enumerate(headings, start=1)]
        _assert_apart(shown, str(headings))
        assert all(display_width(h) <= HEADING_MOST for h in headings), headings
    said = [forms[0] for forms in name_forms(clash)]
    assert len({name.casefold() for name in said}) == 4, said


def test_a_table_without_a_clash_keeps_its_headings() -> None:
    """Names that tell themselves apart without their brackets are headed as they were:
    "Comp 4", never "Comp 4 (heu…)"."""
    names_ = ["Anna", "Computer 2 (heuristic)", "Bo", "Computer 4 (heuristic)"]
    assert fitted_headings(names_, lambda widths: sum(widths) + 2 * len(widths), 60) == [
        "1 Anna",
        "2 Computer 2",
        "3 Bo",
        "4 Computer 4",
    ]
    assert name_forms(names_)[3][:2] == ["Computer 4", "Comp 4"]
