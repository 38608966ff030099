"""The protocol as a text sheet (Figure 1 of the source): a column per player with ålar and
betar, the played-off strokes ``─3/2 #1`` (declarer / whister, running number), the gående
bet's bare stroke ``─``, and the marks. Built from a ledger snapshot, so any frontend can use it.

It also owns the column headings both the sheet and the picture use (:func:`column_headings`):
the seat number and a name short enough for the column, never cut so that two columns read alike.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from bot.i18n import Lang, signed, t

PHONE_WIDTH = 44
"""Columns a phone shows of a code block held upright; the sheet keeps within them where its
figures allow."""
_GAP = 2  # a cell may hold spaces ("96 ─3/2 #1"): one space would not part two columns
_HEADING_MOST, _HEADING_LEAST = 12, 7  # "2 Computer 2" at best, "2 Com 2" at worst
_LONGEST = 64  # no column shows more; longer names (pasted text) are cut before measuring
_BRACKETS = re.compile(r"\s*[(\[][^)\]]*[)\]]")


def _candidates(name: str) -> list[str]:
    """Ever shorter ways to write ``name``, best first: the name, without what is in brackets
    ("Computer 2 (heuristic)" → "Computer 2"), the leading words shortened with the last kept
    ("Comp 2") or the first word with the others' initials ("Anna L."), the first word alone,
    initials, then cuts."""
    full = " ".join(name.split())[:_LONGEST]
    found = [full]
    bare = " ".join(_BRACKETS.sub("", full).split()) or full
    found.append(bare)
    words = bare.split()
    if len(words) > 1:
        last = words[-1]
        if len(last) <= 2 or any(c.isdigit() for c in last):  # "Computer 2", "Player B"
            # "Comp 2" reads better than a word cut anywhere. A word is cut by two letters or
            # more: one letter off reads as a slip ("Dato 4" for "Dator 4").
            for keep in (4, 3, 2, 1):
                cut = (w[:keep] if len(w) - keep >= 2 else w for w in words[:-1])
                found.append(" ".join([*cut, last]))
        else:
            found.append(" ".join([words[0], *(f"{w[0]}." for w in words[1:])]))
            found.append(words[0])  # "Cecilia" reads better at a club than "C.S."
            found.append("".join(f"{w[0]}." for w in words))
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


def _cell(entry: Mapping[str, object]) -> str:
    value = str(entry.get("value"))
    number = entry.get("played_off")
    if number is not None:
        declarer = entry.get("declarer") or 0
        whister = entry.get("whister") or 0
        return f"{value} ─{declarer}/{whister} #{number}"
    if entry.get("going"):
        return f"{value} ─"
    return value


def protocol_sheet(
    snapshot: Mapping[str, object],
    names: Sequence[str],
    lang: Lang = "en",
    *,
    tour_length: int | None = None,
) -> str:
    """A fixed-width sheet in ``lang``; ``snapshot`` is the Swedish protocol's ``snapshot()``.
    ``tour_length``: the betar of a tour (SV-P11), so the head says how far it has come
    ("Played off: 3 of 24")."""
    raw = snapshot.get("entries")
    entries: list[Mapping[str, object]] = list(raw) if isinstance(raw, list) else []  # pyright: ignore[reportUnknownArgumentType]
    columns: list[list[str]] = [[], [], [], []]
    for entry in entries:
        seat = entry.get("seat")
        if isinstance(seat, int) and 1 <= seat <= 4:
            columns[seat - 1].append(_cell(entry))
    marks = snapshot.get("marks", 0)
    played_off = snapshot.get("played_off", 0)
    room = _heading_room(columns)
    headings = column_headings(names, lambda heading: len(heading) <= room)
    widths = [
        max([len(heading), *(len(cell) for cell in column)])
        for heading, column in zip(headings, columns, strict=False)
    ]
    off = (
        played_off
        if tour_length is None
        else t(lang, "sheet.of_tour", n=played_off, tour=tour_length)
    )
    if marks:
        head = t(lang, "sheet.head", marks=_strokes(marks), played_off=off)
    else:  # no mark standing: no label left empty
        head = t(lang, "sheet.head_unmarked", played_off=off)

    def line(cells: Sequence[str]) -> str:
        return "".join(
            cell.ljust(w + _GAP) for cell, w in zip(cells, widths, strict=False)
        ).rstrip()

    lines = [head, line(headings)]
    depth = max((len(c) for c in columns), default=0)
    for row in range(depth):
        lines.append(line([c[row] if row < len(c) else "" for c in columns]))
    return "\n".join(lines)


def _heading_room(columns: Sequence[Sequence[str]]) -> int:
    """The most a heading may hold, the same for every column (so that "Comp 2" does not
    stand beside "Com 3"): the most that keeps the sheet within :data:`PHONE_WIDTH` beside its
    figures. A name is shortened before a figure is; a sheet whose figures alone are wider is
    as wide as they need."""
    cells = [max((len(c) for c in column), default=1) for column in columns]
    gaps = _GAP * (len(columns) - 1)
    for most in range(_HEADING_MOST, _HEADING_LEAST, -1):
        if sum(max(c, most) for c in cells) + gaps <= PHONE_WIDTH:
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
