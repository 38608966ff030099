"""The Swedish protocol as a picture: Figure 1 of the source drawn as a PNG with Pillow.

A column per player headed by its number and a short, distinct name ("1 S.H.", "2 Comp 2";
:func:`bot.sheet.column_headings`), or the whole name on two lines where no short form tells
it from another column's (:func:`_headings`), the ålar first and each bet below in its owner's
column in the order written. A played-off entry gets a horizontal stroke after its value with the
declarer's number above it, the whister's (0 without whist) below and the running number to its
right; the gående bet (or each tied candidate) a bare stroke; the standing marks are short
vertical strokes at the top left. The input is ``SwedishProtocol.snapshot()``, its entries read
as for the text sheet (:func:`bot.sheet.protocol_columns`); see ``docs/protocol-picture.md``.
Where a seat changed hands during the game, a line under the title says who played it when
(``notes``: :func:`bot.sheet.seat_change_lines`), since a heading names only the seat's holder
at the end (:class:`bot.sheet.SeatPlayers`).

Only Pillow's built-in font is used, so the picture is the same on every machine without system
fonts. That font covers ASCII only, so letters such as å ä ö, ø and æ and the dashes are put
together here: the base letter from the font, the accent drawn with the pen.
"""

from __future__ import annotations

import io
import math
import random
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from bot.sheet import ProtocolEntry, column_headings, protocol_columns

WIDTH = 800
"""Width of the picture in pixels; the height grows with the longest column."""

_SCALE = 2  # drawn at twice the size, then scaled down: Pillow draws lines without antialiasing
_PAPER = (247, 241, 226)
_INK = (30, 38, 66)
_FADED_INK = (140, 143, 156)
_RULING = (205, 215, 232)

_MARGIN = 28
_TITLE_SIZE = 28
_HEADER_SIZE = 26
_VALUE_SIZE = 32
_SMALL_SIZE = 22  # the declarer's and whister's numbers squeezed above and below a stroke
_TITLE_HEIGHT = 44
_MARK_LENGTH = 34
_MARK_STEP = 13
_MARK_LINE = 50
_HEADER_HEIGHT = 46
_HEADER_LINE = 30  # a heading's second line, where its column's name needs one
_ROW_HEIGHT = 68
_MIN_ROWS = 3  # an almost empty protocol should still look like a sheet, not a strip
_CELL_PAD = 12
_STROKE_GAP = 7
_STROKE_LENGTH = 40
_PEN = 3.0
_MAX_MARK_LINES = 5
_MAX_TEXT = 200  # characters of a name or title worth measuring before cutting it to fit
_NOTE_SIZE = 24  # a note under the title: smaller than a heading, still read on a phone
_NOTE_LINE = 32
_NOTE_INDENT = 24  # a note's later lines, so that each note's start stands out
_NOTE_GAP = 10  # between the notes and the marks below them
_MAX_NOTE_LINES = 12  # a record of very many seat changes: the last line drawn ends in "…"
_MAX_NOTE = 2000  # characters of a note worth breaking into lines
_MAX_CLOSING_LINES = 30  # betdelning's lines under the sums: a line a seat and a few more

Point = tuple[float, float]
Colour = tuple[int, int, int]
_Font = ImageFont.FreeTypeFont | ImageFont.ImageFont

_NATIVE = frozenset(chr(code) for code in range(0x20, 0x7F))
"""What the built-in font can draw (it has a few more, but not in its bitmap fallback)."""
_SPELLED = {
    "æ": "ae",
    "Æ": "AE",
    "œ": "oe",
    "Œ": "OE",
    "ß": "ss",
    "‘": "'",
    "’": "'",
    "“": '"',
    "”": '"',
    "«": '"',
    "»": '"',
    "\u00a0": " ",
}
_BARRED = {"ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D"}
_DASHES = frozenset("‐‑‒–—―−")
_PEN_MARKS = {"…": "ellipsis", "·": "dot", "•": "dot", "∙": "dot"}
_ACCENTS = frozenset("\u0300\u0301\u0302\u0303\u0308\u030a\u030c\u0327")
"""Combining marks the pen can draw: grave, acute, circumflex, tilde, diaeresis, ring, caron,
cedilla. Other marks are dropped and their base letter kept."""


@dataclass(frozen=True, slots=True)
class _Glyph:
    """One written character: a letter of the font with pen-drawn additions, or a pen mark."""

    base: str = ""
    accents: tuple[str, ...] = ()
    barred: bool = False
    mark: str = ""
    """A character drawn wholly with the pen: "dash", "ellipsis" or "dot" (the middle dot)."""


def _glyphs(text: str) -> list[_Glyph]:
    glyphs: list[_Glyph] = []
    for char in unicodedata.normalize("NFC", text):
        if char in _NATIVE:
            glyphs.append(_Glyph(char))
        elif char in _SPELLED:
            glyphs.extend(_Glyph(c) for c in _SPELLED[char])
        elif char in _BARRED:
            glyphs.append(_Glyph(_BARRED[char], barred=True))
        elif char in _DASHES:
            glyphs.append(_Glyph(mark="dash"))
        elif char in _PEN_MARKS:
            glyphs.append(_Glyph(mark=_PEN_MARKS[char]))
        elif unicodedata.combining(char):
            # A mark with no precomposed letter (NFC left it apart) belongs to the one before.
            if glyphs and glyphs[-1].base and char in _ACCENTS:
                last = glyphs[-1]
                glyphs[-1] = _Glyph(last.base, (*last.accents, char), last.barred)
        elif unicodedata.category(char) in ("Cc", "Cf"):
            continue
        else:
            base, *marks = unicodedata.normalize("NFD", char)
            if base in _NATIVE and marks:
                glyphs.append(_Glyph(base, tuple(m for m in marks if m in _ACCENTS)))
            else:
                glyphs.append(_Glyph("?"))
    return glyphs


@lru_cache(maxsize=8)
def _font(size: int) -> _Font:
    return ImageFont.load_default(size=size * _SCALE)


class _Pen:
    """Writes on the supersampled canvas in picture coordinates, with a slightly unsteady hand.

    The unsteadiness is seeded by where a stroke is drawn, so the same protocol gives the same
    bytes and a stroke keeps its shape when later entries are added.
    """

    def __init__(self, image: Image.Image) -> None:
        self._draw = ImageDraw.Draw(image)

    # -- strokes -------------------------------------------------------------------------

    def stroke(
        self,
        start: Point,
        end: Point,
        *,
        width: float = _PEN,
        colour: Colour = _INK,
        wobble: float = 0.0,
    ) -> None:
        """A pen stroke from ``start`` to ``end``, each end and the middle shaken by ``wobble``."""
        rng = random.Random(f"{start[0]:.1f},{start[1]:.1f},{end[0]:.1f},{end[1]:.1f}")

        def shaken(point: Point) -> Point:
            return (
                point[0] + rng.uniform(-wobble, wobble),
                point[1] + rng.uniform(-wobble, wobble),
            )

        a, b = shaken(start), shaken(end)
        middle = shaken(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2))
        self.polyline([a, middle, b], width=width, colour=colour)

    def polyline(self, points: Sequence[Point], *, width: float, colour: Colour = _INK) -> None:
        scaled = [(x * _SCALE, y * _SCALE) for x, y in points]
        w = max(1, round(width * _SCALE))
        self._draw.line(scaled, fill=colour, width=w, joint="curve")
        for x, y in (scaled[0], scaled[-1]):  # round pen tips instead of square cut ends
            r = (w - 1) / 2  # an ellipse's box includes both edges, a line's width does not
            self._draw.ellipse((x - r, y - r, x + r, y + r), fill=colour)

    # -- writing -------------------------------------------------------------------------

    @staticmethod
    def width(text: str, size: int) -> float:
        return sum(_glyph_width(g, size) for g in _glyphs(text))

    @staticmethod
    def digit_height(size: int) -> float:
        _, top, _, bottom = _font(size).getbbox("0")
        return (bottom - top) / _SCALE

    def write(
        self, x: float, baseline: float, text: str, size: int, colour: Colour = _INK
    ) -> float:
        """Write ``text`` from ``x`` on ``baseline``; returns the x after it."""
        font = _font(size)
        # The digits sit on the baseline, so their bottom places any font, outline or bitmap.
        top = baseline * _SCALE - font.getbbox("0")[3]
        for glyph in _glyphs(text):
            self._glyph(glyph, x * _SCALE, top, size, colour)
            x += _glyph_width(glyph, size)
        return x

    def _glyph(self, glyph: _Glyph, x: float, top: float, size: int, colour: Colour) -> None:
        font = _font(size)
        s = size * _SCALE
        _, digit_top, _, digit_bottom = font.getbbox("0")
        digit_top, baseline = top + digit_top, top + digit_bottom
        if glyph.mark:
            self._pen_mark(glyph, x, digit_top, baseline, size, colour)
            return
        self._draw.text((x, top), glyph.base, font=font, fill=colour)
        x0, y0, x1, y1 = font.getbbox(glyph.base)
        left, right, ink_top, ink_bottom = x + x0, x + x1, top + y0, top + y1
        centre = (left + right) / 2
        if glyph.barred:
            self._draw.line(
                (left - s * 0.03, ink_bottom + s * 0.02, right + s * 0.03, ink_top - s * 0.02)
                if glyph.base in "oO"
                else (
                    centre - s * 0.12,
                    (ink_top + ink_bottom) / 2 + s * 0.08,
                    centre + s * 0.12,
                    (ink_top + ink_bottom) / 2 - s * 0.08,
                ),
                fill=colour,
                width=max(1, round(s * 0.06)),
            )
        lift = ink_top - s * 0.07
        for accent in glyph.accents:
            lift = self._accent(accent, centre, lift, ink_bottom, s, colour)

    def _pen_mark(
        self, glyph: _Glyph, x: float, digit_top: float, baseline: float, size: int, colour: Colour
    ) -> None:
        """A dash, ellipsis or middle dot, in canvas pixels, where the font has none."""
        s = size * _SCALE
        width = _glyph_width(glyph, size) * _SCALE
        middle = (baseline + digit_top) / 2
        if glyph.mark == "dash":
            self._draw.line(
                (x + s * 0.06, middle, x + width - s * 0.06, middle),
                fill=colour,
                width=max(1, round(s * 0.07)),
            )
            return
        r = s * 0.045
        y = baseline - r if glyph.mark == "ellipsis" else middle
        count = 3 if glyph.mark == "ellipsis" else 1
        for k in range(count):
            cx = x + width * (k + 0.5) / count
            self._draw.ellipse((cx - r, y - r, cx + r, y + r), fill=colour)

    def _accent(
        self, accent: str, centre: float, lift: float, bottom: float, s: float, colour: Colour
    ) -> float:
        """Draw one combining mark above (or, the cedilla, below) a letter in canvas pixels;
        returns the height the next stacked mark starts from."""
        draw, w = self._draw, max(1, round(s * 0.065))
        if accent == "\u0308":  # diaeresis: ä ö ü
            r = s * 0.06
            for dx in (-s * 0.13, s * 0.13):
                draw.ellipse((centre + dx - r, lift - 2 * r, centre + dx + r, lift), fill=colour)
            return lift - 2 * r - s * 0.04
        if accent == "\u030a":  # ring: å
            r = s * 0.09
            draw.ellipse((centre - r, lift - 2 * r, centre + r, lift), outline=colour, width=w)
            return lift - 2 * r - s * 0.04
        if accent in ("\u0301", "\u0300"):  # acute, grave
            lean = 1 if accent == "\u0301" else -1
            draw.line(
                (centre - lean * s * 0.06, lift, centre + lean * s * 0.08, lift - s * 0.17),
                fill=colour,
                width=w,
            )
            return lift - s * 0.21
        if accent in ("\u0302", "\u030c"):  # circumflex, caron
            up = 1 if accent == "\u0302" else -1
            peak, foot = (lift - s * 0.15, lift) if up == 1 else (lift, lift - s * 0.15)
            draw.line(
                (centre - s * 0.11, foot, centre, peak, centre + s * 0.11, foot),
                fill=colour,
                width=w,
                joint="curve",
            )
            return lift - s * 0.19
        if accent == "\u0303":  # tilde
            wave = [
                (
                    centre + s * 0.13 * (t / 4 - 1),
                    lift - s * 0.06 - s * 0.05 * math.sin(t * math.pi / 4),
                )
                for t in range(9)
            ]
            draw.line(wave, fill=colour, width=w, joint="curve")
            return lift - s * 0.16
        if accent == "\u0327":  # cedilla: a hook under the letter
            draw.line(
                (
                    centre,
                    bottom,
                    centre + s * 0.06,
                    bottom + s * 0.08,
                    centre - s * 0.05,
                    bottom + s * 0.15,
                ),
                fill=colour,
                width=w,
                joint="curve",
            )
        return lift


def _glyph_width(glyph: _Glyph, size: int) -> float:
    font = _font(size)
    if glyph.mark == "dash":
        return font.getlength("m") / _SCALE
    if glyph.mark:
        return (3 if glyph.mark == "ellipsis" else 1) * font.getlength(".") / _SCALE
    return font.getlength(glyph.base) / _SCALE


def _fit(text: str, size: int, room: float) -> str:
    """``text``, cut with an ellipsis where it would run past ``room`` pixels."""
    if len(text) <= _MAX_TEXT and _Pen.width(text, size) <= room:
        return text
    text = text[:_MAX_TEXT]
    while text and _Pen.width(text + "…", size) > room:
        text = text[:-1]
    return text.rstrip() + "…"


_PHRASE_END = re.compile(r"(?<=;) +")
"""Where a note's phrases part ("Seat 2: Bengt;" "Comp 2 from deal 5;"): a line breaks there
first, so no phrase is cut between its deal and its move."""


def _note_lines(notes: Sequence[str], most: int = _MAX_NOTE_LINES) -> list[tuple[int, str]]:
    """``notes`` broken into lines that fit the sheet's width (:func:`_broken`), each with its
    indent (a note's later lines are indented); at most ``most`` in all, the last then ending
    in "…"."""
    room = WIDTH - 2 * _MARGIN
    lines = [
        (_NOTE_INDENT if k else 0, line)
        for note in notes
        for k, line in enumerate(_broken(note, room))
    ]
    if len(lines) > most:
        indent, last = lines[most - 1]
        more = _fit(last + " …", _NOTE_SIZE, room - indent)  # cut further where "…" overflows
        lines = [*lines[: most - 1], (indent, more)]
    return lines


def _broken(note: str, room: float) -> list[str]:
    """One note in lines of ``room`` pixels, its later lines :data:`_NOTE_INDENT` narrower:
    whole phrases on a line where they fit, else between words (a word wider than a line cut
    with "…")."""
    lines: list[str] = []

    def width() -> float:
        return room - (_NOTE_INDENT if lines else 0)

    def put(text: str) -> None:
        lines.append(_fit(text, _NOTE_SIZE, width()))

    line = ""
    for phrase in _PHRASE_END.split(" ".join(note.split())[:_MAX_NOTE]):
        if _Pen.width(joined := f"{line} {phrase}".strip(), _NOTE_SIZE) <= width():
            line = joined
            continue
        if line:
            put(line)
            line = ""
        for word in phrase.split(" "):  # a phrase wider than a line: between words
            if line and _Pen.width(f"{line} {word}", _NOTE_SIZE) > width():
                put(line)
                line = ""
            line = f"{line} {word}".strip()
    if line:
        put(line)
    return lines


def _headings(names: Sequence[str], room: float) -> list[list[str]]:
    """Each column's heading, a line or two of ``room`` pixels: its seat's number and the
    best form of its name that fits and could not be read as another column's player
    (:func:`bot.sheet.column_headings`). Where no such form fits on a line (a name that
    differs from another column's only in brackets: a person called "Computer 4 (alice)"
    beside the computer "Computer 4 (heuristic)", "Anna" beside "Anna (computer)"), the
    number and the whole name on two lines, the second cut with "…" where it must be: never
    the number alone, as though the seat had no one."""

    def fits(heading: str) -> bool:
        return len(heading) <= _MAX_TEXT and _Pen.width(heading, _HEADER_SIZE) <= room

    found: list[list[str]] = []
    headings = column_headings(names, fits)
    for seat, (name, heading) in enumerate(zip(names, headings, strict=True), start=1):
        whole = " ".join(name.split())[:_MAX_TEXT]
        if heading != str(seat) or not _glyphs(whole):
            found.append([_fit(heading, _HEADER_SIZE, room)])  # cut: a column too narrow
            continue
        first, *rest = f"{seat} {whole}".split(" ")
        while rest and fits(f"{first} {rest[0]}"):
            first = f"{first} {rest.pop(0)}"
        if first == str(seat) and rest:  # its first word is wider than a line: cut
            first = _fit(f"{first} {rest.pop(0)}", _HEADER_SIZE, room)
        found.append([first, _end_kept(rest, room)] if rest else [first])
    return found


def _end_kept(words: Sequence[str], room: float) -> str:
    """``words`` on a line of ``room`` pixels, where they are too wide cut before their last
    word rather than at the end: what tells two alike names apart ("Computer 4 (heuristic)
    (alice)", a person named as a computer, and their Discord username) stands last."""
    line = " ".join(words)
    if _Pen.width(line, _HEADER_SIZE) <= room or len(words) < 2:
        return _fit(line, _HEADER_SIZE, room)
    last = words[-1]
    before = room - _Pen.width(f" {last}", _HEADER_SIZE)
    if before < _Pen.width("m…", _HEADER_SIZE):  # the last word cut too, after "…"
        return f"… {_fit(last, _HEADER_SIZE, room - _Pen.width('… ', _HEADER_SIZE))}"
    return f"{_fit(' '.join(words[:-1]), _HEADER_SIZE, before)} {last}"


def _number(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


# -- drawing ------------------------------------------------------------------------------


def render_protocol(
    snapshot: Mapping[str, object],
    names: Sequence[str],
    *,
    title: str | None = None,
    notes: Sequence[str] = (),
    sums: Sequence[int] = (),
    closing: Sequence[str] = (),
) -> bytes:
    """The protocol ``snapshot`` (``SwedishProtocol.snapshot()``) as PNG bytes.

    ``names`` head the columns, seat 1 first, shortened until they fit and still differ;
    ``title`` is written above the sheet, and ``notes`` under it, smaller, each broken into
    lines as the width needs (who took a seat over: :func:`bot.sheet.seat_change_lines`). The
    picture is :data:`WIDTH` pixels wide and as tall as the longest column and the notes
    need; the same input always gives the same bytes.

    ``sums`` and ``closing``: a closed game's, as a paper protocol ends (SV-P12): under a
    double rule below the last row, each column's standing ålar and betar added up (seat 1
    first: :func:`bot.sheet.column_sums`), then betdelning's lines (``closing``, each broken
    as a note is), in place of the free line a game in progress leaves to write on.
    """
    count = max(len(names), 4)
    columns = protocol_columns(snapshot, count)
    per_line = (WIDTH - 2 * _MARGIN) // _MARK_STEP
    # Real games stand at a handful of marks; the cap only keeps a corrupt count from drawing
    # an endless picture.
    marks = min(max(0, _number(snapshot.get("marks")) or 0), _MAX_MARK_LINES * per_line)
    mark_lines = max(1, math.ceil(marks / per_line))
    # A free line to write on next, while the game goes on.
    rows = max(_MIN_ROWS, max(len(c) for c in columns) + (0 if sums else 1))
    closing_lines = _note_lines(closing, _MAX_CLOSING_LINES)

    note_lines = _note_lines(notes)
    column_width = (WIDTH - 2 * _MARGIN) / count
    room = column_width - 2 * _CELL_PAD
    headings = _headings([names[k] if k < len(names) else "" for k in range(count)], room)
    title_top = _MARGIN
    notes_top = title_top + (_TITLE_HEIGHT if title else 0)
    marks_top = notes_top + (len(note_lines) * _NOTE_LINE + _NOTE_GAP if note_lines else 0)
    header_top = marks_top + mark_lines * _MARK_LINE
    rows_top = header_top + _HEADER_HEIGHT + (max(map(len, headings)) - 1) * _HEADER_LINE
    sums_top = rows_top + rows * _ROW_HEIGHT
    ruled_end = sums_top + (_ROW_HEIGHT if sums else 0)  # where the columns' lines stop
    closing_top = ruled_end + (_NOTE_GAP * 2 if closing_lines else 0)
    height = closing_top + len(closing_lines) * _NOTE_LINE + _MARGIN

    canvas = Image.new("RGB", (WIDTH * _SCALE, height * _SCALE), _PAPER)
    pen = _Pen(canvas)

    for row in range(1, rows + 1):  # ruled paper under the writing
        y = rows_top + row * _ROW_HEIGHT
        pen.polyline([(_MARGIN, y), (WIDTH - _MARGIN, y)], width=1.5, colour=_RULING)
    for k in range(1, count):
        x = _MARGIN + k * column_width
        pen.stroke((x, header_top + 4), (x, ruled_end), width=2, colour=_FADED_INK, wobble=1)
    pen.stroke(
        (_MARGIN, rows_top - 4), (WIDTH - _MARGIN, rows_top - 4), width=2.5, colour=_INK, wobble=1.2
    )

    if title:
        room = WIDTH - 2 * _MARGIN
        pen.write(
            _MARGIN, title_top + _TITLE_SIZE * 0.9, _fit(title, _TITLE_SIZE, room), _TITLE_SIZE
        )
    for k, (indent, line) in enumerate(note_lines):
        baseline = notes_top + k * _NOTE_LINE + _NOTE_SIZE * 0.9
        pen.write(_MARGIN + indent, baseline, line, _NOTE_SIZE)

    for k in range(marks):
        line, place = divmod(k, per_line)
        x = _MARGIN + 6 + place * _MARK_STEP
        top = marks_top + 6 + line * _MARK_LINE
        pen.stroke((x, top), (x, top + _MARK_LENGTH), width=_PEN, wobble=1.2)

    for k in range(count):
        left = _MARGIN + k * column_width
        for line, heading in enumerate(headings[k]):
            baseline = header_top + _HEADER_HEIGHT - 16 + line * _HEADER_LINE
            pen.write(left + _CELL_PAD, baseline, heading, _HEADER_SIZE)
        for row, cell in enumerate(columns[k]):
            _draw_cell(pen, cell, left + _CELL_PAD, rows_top + (row + 0.5) * _ROW_HEIGHT)
    if sums:  # a double rule under the last row, then each column's sum
        for y in (sums_top - 3, sums_top + 3):
            pen.stroke((_MARGIN, y), (WIDTH - _MARGIN, y), width=2.5, colour=_INK, wobble=1.2)
        baseline = sums_top + _ROW_HEIGHT / 2 + pen.digit_height(_VALUE_SIZE) / 2
        for k, total in enumerate(list(sums)[:count]):
            left = _MARGIN + k * column_width + _CELL_PAD
            pen.write(left, baseline, _fit(str(total), _VALUE_SIZE, room), _VALUE_SIZE)
    for k, (indent, line) in enumerate(closing_lines):
        baseline = closing_top + k * _NOTE_LINE + _NOTE_SIZE * 0.9
        pen.write(_MARGIN + indent, baseline, line, _NOTE_SIZE)

    picture = canvas.resize((WIDTH, height), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    picture.save(out, format="PNG")
    return out.getvalue()


def _draw_cell(pen: _Pen, cell: ProtocolEntry, left: float, middle: float) -> None:
    """One entry with its stroke, centred on ``middle`` (the height of the stroke)."""
    value_baseline = middle + pen.digit_height(_VALUE_SIZE) / 2
    end = pen.write(left, value_baseline, cell.value, _VALUE_SIZE)
    if cell.played_off is None and not cell.going:
        return
    start = end + _STROKE_GAP
    stop = start + _STROKE_LENGTH
    pen.stroke((start, middle), (stop, middle), wobble=1.2)
    if cell.played_off is None:
        return
    centre = (start + stop) / 2
    for number, baseline in (
        (cell.declarer, middle - 8),
        (cell.whister, middle + 8 + pen.digit_height(_SMALL_SIZE)),
    ):
        text = str(number)
        pen.write(centre - pen.width(text, _SMALL_SIZE) / 2, baseline, text, _SMALL_SIZE)
    pen.write(stop + _STROKE_GAP, value_baseline, str(cell.played_off), _VALUE_SIZE)
