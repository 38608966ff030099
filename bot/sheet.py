"""The protocol as a text sheet (Figure 1 of the source): a column per player with ålar and
betar, the played-off strokes ``─3/2 #1`` (declarer / whister, running number), the gående
bet's bare stroke ``─``, and the marks. Built from a ledger snapshot, so any frontend can use it.
It keeps within a phone's width (:data:`PHONE_WIDTH`, measured on screen) by shortening names,
then writing every cell more tightly (``─3/2#1``, ``─32#1``), and within a message's length by
leaving out its oldest rows (:func:`fitted_protocol_sheet`).

It also owns the column headings both the sheet and the picture use (:func:`column_headings`):
the seat number and a name short enough for the column, never cut so that two columns read alike.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from bot.i18n import Lang, signed, t
from bot.wrapping import display_width, ljust

PHONE_WIDTH = 44
"""Columns a phone shows of a code block held upright; the sheet keeps within them where its
figures allow."""
_HEADING_MOST, _HEADING_LEAST = 12, 7  # "2 Computer 2" at best, "2 Com 2" at worst
_LONGEST = 64  # no column shows more; longer names (pasted text) are cut before measuring
_BRACKETS = re.compile(r"\s*[(\[][^)\]]*[)\]]")


def _candidates(name: str) -> list[str]:
    """Ever shorter ways to write ``name``, best first: the name, without what is in brackets
    ("Computer 2 (heuristic)" → "Computer 2"), the leading words shortened with the last kept
    ("Comp 2") or the first word with the others' initials ("Anna L."), the first word alone,
    initials (of the words that begin with a letter), then cuts."""
    full = " ".join(name.split())[:_LONGEST]
    found = [full]
    bare = " ".join(_BRACKETS.sub("", full).split()) or full
    found.append(bare)
    words = bare.split()
    if len(words) > 1:
        last = words[-1]
        # "Computer 2", "Player B"; not a word of emoji ("Anna 🃏🃏" is not "An 🃏🃏").
        if any(c.isdigit() for c in last) or (len(last) <= 2 and any(c.isalpha() for c in last)):
            # "Comp 2" reads better than a word cut anywhere. A word is cut by two letters or
            # more: one letter off reads as a slip ("Dato 4" for "Dator 4").
            for keep in (4, 3, 2, 1):
                cut = (w[:keep] if len(w) - keep >= 2 else w for w in words[:-1])
                found.append(" ".join([*cut, last]))
        else:
            # An initial is a letter: a word of emoji ("🎴👑ÅÄÖ") gives none ("S.Ä.🎴." read
            # as a slip).
            others = [f"{w[0]}." for w in words[1:] if w[0].isalpha()]
            found.append(" ".join([words[0], *others]))
            found.append(words[0])  # "Cecilia" reads better at a club than "C.S."
            initials = "".join(f"{w[0]}." for w in words if w[0].isalpha())
            if initials:
                found.append(initials)
    for keep in range(len(bare) - 1, 0, -1):
        found.append(bare[:keep].rstrip() + "…")
    for keep in range(len(bare) - 1, 0, -1):  # the end of a name is what differs in a series
        found.append("…" + bare[-keep:].lstrip())
    return list(dict.fromkeys(found))


def column_headings(names: Sequence[str], fits: Callable[[str], bool]) -> list[str]:
    """``"1 Anna"``, ``"2 Comp 2"``, …: each seat's number and the longest form of its name for
    which ``fits(heading)`` holds and which no other name could be shortened to (ignoring
    case). Identical names keep their first fitting form; a column too narrow for any letter
    gets the number alone."""
    options = [
        [f"{seat} {c}".rstrip() for c in _candidates(name) if fits(f"{seat} {c}".rstrip())]
        for seat, name in enumerate(names, start=1)
    ]
    bare = [[h.partition(" ")[2].casefold() for h in column] for column in options]
    chosen: list[str] = []
    for seat, column in enumerate(options, start=1):
        others = [set(b) for k, b in enumerate(bare) if k != seat - 1]
        pick = next(
            (
                heading
                for heading, plain in zip(column, bare[seat - 1], strict=True)
                if all(plain not in other for other in others)
            ),
            column[0] if column else str(seat),
        )
        chosen.append(pick)
    return chosen


@dataclass(frozen=True, slots=True)
class _Form:
    """How the cells of one sheet are written: ``spaced`` puts a space before the stroke and
    before ``#`` (``96 ─3/2 #1``, the gående bet ``96 ─``), ``slash`` parts declarer and
    whister (``96─32#1`` without); ``gap`` is the spaces between two columns' cells."""

    spaced: bool
    slash: bool
    gap: int


_FORMS = (
    _Form(spaced=True, slash=True, gap=2),  # 96 ─3/2 #1
    _Form(spaced=False, slash=True, gap=2),  # 96─3/2#1
    _Form(spaced=False, slash=True, gap=1),
    _Form(spaced=False, slash=False, gap=1),  # 96─32#1: seats are single digits
)
"""Roomiest first; a sheet takes the first with which it fits a phone (:func:`_form`). A
spaced cell needs two spaces to part it from the next column; a cell without spaces, one. A
heading ("3 Com 3") holds a space whatever the form: two always follow it. The last form keeps
four played-off betar of four figures from ``#10`` on within 43 columns (``1960─12#20``)."""
_HEADING_GAP = 2


def _cell(entry: Mapping[str, object], form: _Form) -> str:
    value = str(entry.get("value"))
    space = " " if form.spaced else ""
    number = entry.get("played_off")
    if number is not None:
        declarer = entry.get("declarer") or 0
        whister = entry.get("whister") or 0
        slash = "/" if form.slash else ""
        return f"{value}{space}─{declarer}{slash}{whister}{space}#{number}"
    if entry.get("going"):
        return f"{value}{space}─"
    return value


def _columns(snapshot: Mapping[str, object]) -> list[list[Mapping[str, object]]]:
    """Each seat's entries (ålar and betar), oldest first."""
    raw = snapshot.get("entries")
    entries: list[Mapping[str, object]] = list(raw) if isinstance(raw, list) else []  # pyright: ignore[reportUnknownArgumentType]
    columns: list[list[Mapping[str, object]]] = [[], [], [], []]
    for entry in entries:
        seat = entry.get("seat")
        if isinstance(seat, int) and 1 <= seat <= 4:
            columns[seat - 1].append(entry)
    return columns


def protocol_sheet(
    snapshot: Mapping[str, object],
    names: Sequence[str],
    lang: Lang = "en",
    *,
    tour_length: int | None = None,
    rows: int | None = None,
) -> str:
    """A fixed-width sheet in ``lang``; ``snapshot`` is the Swedish protocol's ``snapshot()``.
    ``tour_length``: the betar of a tour (SV-P11), so the head says how far it has come
    ("Played off: 3 of 24"). ``rows``: only the newest rows, that many (the head and the
    header stay); the columns, their headings and the cells' form are then those rows'.

    It keeps within :data:`PHONE_WIDTH` where its figures allow: the cells in the roomiest of
    :data:`_FORMS` with which they fit beside headings of :data:`_HEADING_LEAST` columns, the
    headings as long as the rest leaves them. Cells too wide even in the tightest form (betar of
    five figures played off from ``#10`` on in two columns: ``12345─12#20``) are never cut: the
    sheet is then as wide as they need, in the tightest form, and a phone wraps its lines."""
    columns = _columns(snapshot)
    depth = max(len(column) for column in columns)
    start = 0 if rows is None else max(0, depth - rows)
    shown = [column[start:] for column in columns]
    form, cells = _form(shown)
    marks = snapshot.get("marks", 0)
    played_off = snapshot.get("played_off", 0)
    room = _heading_room(cells, form.gap)
    headings = column_headings(names, lambda heading: display_width(heading) <= room)
    widths = [
        max([display_width(heading) + _HEADING_GAP, *(display_width(c) + form.gap for c in column)])
        for heading, column in zip(headings, cells, strict=False)
    ]
    off = (
        played_off
        if tour_length is None
        else t(lang, "sheet.of_tour", n=played_off, tour=tour_length)
    )
    if marks:
        head = t(lang, "sheet.head", marks=_strokes(marks), played_off=off)
        if display_width(head) > PHONE_WIDTH:  # many strokes: the count goes under them
            marked = t(lang, "sheet.marks", marks=_strokes(marks))
            head = marked + "\n" + t(lang, "sheet.head_unmarked", played_off=off)
    else:  # no mark standing: no label left empty
        head = t(lang, "sheet.head_unmarked", played_off=off)

    def line(texts: Sequence[str]) -> str:
        return "".join(ljust(text, w) for text, w in zip(texts, widths, strict=False)).rstrip()

    lines = [head, line(headings)]
    for row in range(max(len(column) for column in cells)):
        lines.append(line([column[row] if row < len(column) else "" for column in cells]))
    return "\n".join(lines)


def fitted_protocol_sheet(
    snapshot: Mapping[str, object],
    names: Sequence[str],
    lang: Lang,
    limit: int,
    *,
    tour_length: int | None = None,
) -> tuple[str, int]:
    """:func:`protocol_sheet` within ``limit`` characters: as many of its newest rows as fit
    (one at least), drawn for the rows shown (a column empty in every one of them is as narrow
    as its heading); and how many of the oldest rows are left out."""
    depth = max(len(column) for column in _columns(snapshot))

    def draw(rows: int) -> str:
        return protocol_sheet(snapshot, names, lang, tour_length=tour_length, rows=rows)

    keep = depth
    sheet = draw(keep)
    while len(sheet) > limit and keep > 1:
        # As many of the oldest rows as carry the excess in this drawing; the next one may be
        # longer (narrower columns may take a roomier form), so it is measured again.
        over = len(sheet) - limit
        dropped = 0
        for line in sheet.splitlines()[2:]:  # a head of two lines: one row over, taken back
            if over <= 0:
                break
            over -= len(line) + 1
            dropped += 1
        keep = max(1, keep - dropped)
        sheet = draw(keep)
    # Fewer rows may have made the columns narrower: a row that now fits is taken back.
    while keep < depth and len(more := draw(keep + 1)) <= limit:
        keep, sheet = keep + 1, more
    return sheet, depth - keep


def _form(columns: Sequence[Sequence[Mapping[str, object]]]) -> tuple[_Form, list[list[str]]]:
    """The roomiest form in which the sheet of ``columns`` fits :data:`PHONE_WIDTH` beside the
    shortest headings, else the tightest (one notation for the whole sheet), and the cells
    written in it."""

    def written(form: _Form) -> list[list[str]]:
        return [[_cell(entry, form) for entry in column] for column in columns]

    fitting = (f for f in _FORMS if _sheet_width(written(f), _HEADING_LEAST, f.gap) <= PHONE_WIDTH)
    form = next(fitting, _FORMS[-1])
    return form, written(form)


def _sheet_width(cells: Sequence[Sequence[str]], heading: int, gap: int) -> int:
    """The widest line of a sheet of ``cells`` under headings of ``heading`` columns."""
    widest = [max((display_width(c) for c in column), default=0) for column in cells]
    parted = sum(max(w + gap, heading + _HEADING_GAP) for w in widest[:-1])
    return parted + max(widest[-1], heading)


def _heading_room(cells: Sequence[Sequence[str]], gap: int) -> int:
    """The most a heading may hold, the same for every column (so that "Comp 2" does not
    stand beside "Com 3"): the most that keeps the sheet within :data:`PHONE_WIDTH` beside its
    figures. A name is shortened before a figure's notation is tightened (:func:`_form`); a
    sheet whose figures alone are wider is as wide as they need."""
    for most in range(_HEADING_MOST, _HEADING_LEAST, -1):
        if _sheet_width(cells, most, gap) <= PHONE_WIDTH:
            return most
    return _HEADING_LEAST


MOST_STROKES = 20
"""Marks drawn as strokes at most; more are said as a number (a line of 60 strokes is wider
than a phone and nobody counts it)."""


def _strokes(marks: object) -> str:
    """``||||| |||``: the marks as strokes in fives, as on a paper protocol; a number beyond
    :data:`MOST_STROKES`."""
    if not isinstance(marks, int):
        return str(marks)
    if marks > MOST_STROKES:
        return str(marks)
    return " ".join("|" * min(5, marks - k) for k in range(0, marks, 5))


def balances_line(balances: Mapping[int, int], names: Sequence[str], lang: Lang = "en") -> str:
    shown = ", ".join(f"{names[seat - 1]} {signed(balances[seat])}" for seat in sorted(balances))
    return t(lang, "balances", balances=shown)
