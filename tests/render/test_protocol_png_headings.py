"""The protocol picture's column headings (SV-P1: a column per player, headed by its number and
who plays it) where a person's name clashes with a computer's: a person who calls themselves
"Computer 4" or "Dator 4" beside the computer "Computer 4 (heuristic)", read in either
language. Every column keeps a heading that names its player and no other column's, never
the seat's number alone (the name blank) while the balances line names them."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.engine.record import game_from_record
from bot.i18n import LANGS, Lang, computer_name
from bot.render import protocol_png, render_protocol
from cogs.boston.seat_names import names
from cogs.boston.table_protocol import _protocol_answer  # pyright: ignore[reportPrivateUsage]
from db.models import SeatAssignment
from tests.render.tables import live_table
from tests.render.test_protocol_png import dark, decode, figure_1

FIGURE_1 = Path(__file__).parents[1] / "fixtures" / "figure1.json"
HEADER_SIZE = protocol_png._HEADER_SIZE  # pyright: ignore[reportPrivateUsage]
MARGIN = protocol_png._MARGIN  # pyright: ignore[reportPrivateUsage]


def _headings(monkeypatch: pytest.MonkeyPatch, draw: Callable[[], object]) -> list[str]:
    """Each column's heading as the picture writes it (its lines joined by a space), read
    from the pen while ``draw()`` draws it."""
    written: list[tuple[float, float, str]] = []
    write = protocol_png._Pen.write  # pyright: ignore[reportPrivateUsage]

    def spy(
        pen: protocol_png._Pen,  # pyright: ignore[reportPrivateUsage]
        x: float,
        baseline: float,
        text: str,
        size: int,
        colour: tuple[int, int, int] = protocol_png._INK,  # pyright: ignore[reportPrivateUsage]
    ) -> float:
        if size == HEADER_SIZE:
            written.append((x, baseline, text))
        return write(pen, x, baseline, text, size, colour)

    monkeypatch.setattr(protocol_png._Pen, "write", spy)  # pyright: ignore[reportPrivateUsage]
    draw()
    column = (protocol_png.WIDTH - 2 * MARGIN) / 4
    lines: dict[int, list[tuple[float, str]]] = {}
    for x, baseline, text in written:
        lines.setdefault(int((x - MARGIN) // column), []).append((baseline, text))
    return [" ".join(text for _, text in sorted(lines[k])) for k in range(4)]


def _name_of(heading: str, seat: int) -> str:
    assert heading.startswith(str(seat)), heading
    return heading.removeprefix(str(seat)).strip()


@pytest.mark.parametrize("server", LANGS)
@pytest.mark.parametrize("reader", LANGS)
@pytest.mark.parametrize("called", LANGS)
@pytest.mark.parametrize("whole", [False, True], ids=["short", "whole"])
def test_a_person_named_as_a_computer_keeps_a_heading(
    monkeypatch: pytest.MonkeyPatch, server: Lang, reader: Lang, called: Lang, whole: bool
) -> None:
    """A person at seat 2 who calls themselves as the computer at seat 4 is called in
    ``called`` ("Computer 4", "Dator 4 (heuristisk)"), at a table of a ``server`` language,
    read in ``reader``'s: both columns are headed by a name, and not alike (SV-P1)."""
    game = game_from_record(json.loads(FIGURE_1.read_text(encoding="utf-8")))
    table = live_table(game)
    computer = computer_name(server, "heuristic")(4)
    table.seats[4] = SeatAssignment(seat=4, computer_level="heuristic", display_name=computer)
    own = computer_name(called, "heuristic")(4)
    own = own if whole else re.sub(r"\s*\(.*\)", "", own)  # "Computer 4", "Dator 4"
    person = table.distinct_name(2, own, "alice")  # as the seat is named on joining
    table.seats[2] = SeatAssignment(seat=2, player_id=12, display_name=person)
    headings = _headings(
        monkeypatch, lambda: _protocol_answer(game, (), names(table), reader, "Table 1")
    )
    shown = [_name_of(h, seat) for seat, h in enumerate(headings, start=1)]
    assert all(shown), headings  # no column's name left blank
    assert len(set(shown)) == 4, headings
    said = computer_name(reader, "heuristic")(4)
    # The computer's column reads as the computer, the person's as the person.
    assert shown[3].split()[0] == said.split()[0], headings
    if person.endswith("(alice)") and shown[1].split()[0] == shown[3].split()[0]:
        assert "alice" in shown[1], headings  # what tells them apart: the username


@pytest.mark.parametrize(
    "clash",
    [
        ["Anna", "Computer 4", "Bo", "Computer 4 (heuristic)"],
        ["Anna (dator)", "Bo", "Anna", "Dator 4 (heuristisk)"],  # a keeper beside another Anna
    ],
)
def test_a_clashing_name_is_drawn_not_left_blank(clash: list[str]) -> None:
    """The picture itself: the column of "Computer 4 (heuristic)" beside a person called
    "Computer 4" (of "Anna (dator)" beside Anna) has ink after its number in the headings'
    strip, as every named column has."""
    snapshot, _ = figure_1()
    picture = decode(render_protocol(snapshot, clash))
    column = (protocol_png.WIDTH - 2 * MARGIN) / 4
    top = MARGIN + protocol_png._MARK_LINE  # pyright: ignore[reportPrivateUsage]
    strip = range(top + 4, top + protocol_png._HEADER_HEIGHT - 10)  # pyright: ignore[reportPrivateUsage]
    for seat in (1, 2, 3, 4):
        left = int(MARGIN + (seat - 1) * column)
        after_number = range(left + 40, int(left + column) - 4)  # past "4 ", short of the rule
        assert any(dark(picture, x, y) for x in after_number for y in strip), seat
