"""The protocol picture's notes (who took a seat over, :func:`bot.sheet.seat_change_lines`):
written under the title, above the marks and headings, a line each, a note too long for the
width broken between its phrases; the picture grows by their lines and no more, and without
notes it is the same picture as before."""

from __future__ import annotations

from PIL import Image

from bot.render import protocol_png, render_protocol
from tests.render.test_protocol_png import NAMES, alar, changed, decode, figure_1, protocol

LINE = protocol_png._NOTE_LINE  # pyright: ignore[reportPrivateUsage]
GAP = protocol_png._NOTE_GAP  # pyright: ignore[reportPrivateUsage]
NOTE = "Seat 2: Bengt; Comp 2 from deal 5; Bengt from deal 9"


def test_without_notes_the_picture_is_unchanged() -> None:
    snapshot, names = figure_1()
    assert render_protocol(snapshot, names, title="T", notes=()) == render_protocol(
        snapshot, names, title="T"
    )


def test_each_note_is_a_line_under_the_title() -> None:
    plain = decode(render_protocol(protocol(alar()), NAMES, title="Bord 3"))
    one = decode(render_protocol(protocol(alar()), NAMES, title="Bord 3", notes=[NOTE]))
    two = decode(render_protocol(protocol(alar()), NAMES, title="Bord 3", notes=[NOTE, NOTE]))
    assert one.height == plain.height + LINE + GAP
    assert two.height == one.height + LINE
    # The title stays where it was, and the note is written under it: ink across most of
    # the width, where the picture without notes has the marks' strip and headings.
    assert plain.crop((0, 0, 800, 62)).tobytes() == one.crop((0, 0, 800, 62)).tobytes()
    band = (0, 66, 800, 66 + LINE)
    left, _, right, _ = changed(plain.crop(band), one.crop(band))
    assert left < 40 and right > 400


def test_a_long_note_is_broken_between_its_phrases() -> None:
    long = (
        "Seat 4: Computer 2 (heuristic); Margareta Lindqvist-Andersson from deal 12, move 17; "
        "Computer 2 (heuristic) from deal 14, move 3"
    )
    plain = decode(render_protocol(protocol(alar()), NAMES))
    noted = decode(render_protocol(protocol(alar()), NAMES, notes=[long]))
    assert noted.width == 800
    assert noted.height == plain.height + 3 * LINE + GAP
    lines = protocol_png._note_lines([long])  # pyright: ignore[reportPrivateUsage]
    assert [text for _, text in lines] == [
        "Seat 4: Computer 2 (heuristic);",
        "Margareta Lindqvist-Andersson from deal 12, move 17;",
        "Computer 2 (heuristic) from deal 14, move 3",
    ]
    assert [indent for indent, _ in lines][1:] == [protocol_png._NOTE_INDENT] * 2  # pyright: ignore[reportPrivateUsage]


def test_very_many_notes_are_cut() -> None:
    notes = ["Seat 1: A; " + "; ".join(f"B{k} from deal {k}, move 3" for k in range(500))] * 4
    plain = decode(render_protocol(protocol(alar()), NAMES))
    noted = decode(render_protocol(protocol(alar()), NAMES, notes=notes))
    most = protocol_png._MAX_NOTE_LINES  # pyright: ignore[reportPrivateUsage]
    assert noted.height == plain.height + most * LINE + GAP
    last = protocol_png._note_lines(notes)[-1][1]  # pyright: ignore[reportPrivateUsage]
    assert last.endswith("…")


def test_accented_notes_are_drawn_not_replaced() -> None:
    def noted(note: str) -> Image.Image:
        return decode(render_protocol(protocol(alar()), NAMES, notes=[note]))

    changed(noted("Plats 4: E.S.; Åsa från giv 6"), noted("Plats 4: E.S.; Asa från giv 6"))
