"""The protocol as a text sheet (Figure 1 of the source): a column per player with ålar and
betar, the played-off strokes ``─3/2 #1`` (declarer / whister, running number), the gående
bet's bare stroke ``─``, and the marks. Built from a ledger snapshot, so any frontend can use it;
its entries are read here once (:func:`protocol_columns`), for this sheet and the picture.
It keeps within a phone's width (:data:`PHONE_WIDTH`, measured on screen), or a terminal's
where one is given, by shortening names, then writing every cell more tightly (``─3/2#1``,
``─32#1``), and within a message's length by leaving out its oldest rows
(:func:`fitted_protocol_sheet`).

It also owns the column headings the sheets and the picture use: the seat number and a name
short enough for the column, never cut so that two columns read alike — one room for every
column (:func:`column_headings`, the picture's), or each column as wide as the line leaves it
(:func:`fitted_headings`, the text sheets') — and the forms of a name a sheet's words may use
(:func:`name_forms`); and the lines that say who took a seat over during the game (a record's
``seat_changes``, RF-2.6: :func:`seat_change_lines`), which an answer, a sheet's file and the
picture show under their heading, since a column's heading names only the seat's holder at the
end; and who played each seat when, as a table's final standings name its players
(:class:`SeatPlayers`: the holder at the end, those before them, who played a deal), the move
by which a seat took its part in a deal's contract (:func:`role_move`: a line naming a role
names who held the seat then) and a deal's ledger lines renamed as the deal was played
(:func:`as_played_lines`: a table's result post and the replay alike).
A change within a deal is placed as a player counts it, by the deal's auction or trick
(:func:`change_moment`), never by the record's count of actions.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial
from itertools import pairwise
from typing import TYPE_CHECKING, get_args

from bot.engine.actions import (
    Action,
    Bid,
    Claim,
    ClaimAnswer,
    Declare,
    Pass,
    Play,
    Role,
    Support,
    closes_roles,
    role_taken,
)
from bot.engine.deal import Deal
from bot.engine.history import ForgottenDeal
from bot.engine.phase import Phase
from bot.i18n import CATALOGUES, LANGS, Lang, kept_in_any, signed, t, tn
from bot.wrapping import PHONE_LINE, display_width, ljust, seat_lines
from db.models import ComputerLevel

if TYPE_CHECKING:
    from bot.engine.game import Game
    from bot.engine.record import SeatChange

PHONE_WIDTH = 44
"""Columns a phone shows of a code block held upright; the sheet keeps within them where its
figures allow."""
HEADING_MOST = 12
"""Columns a heading takes at most, however roomy the line ("2 Computer 2", "1 Margareta"):
a column is there for its figures."""
_HEADING_LEAST = 7  # "2 Com 2": what a sheet's cells are fitted beside before any heading
_LONGEST = 64  # no column shows more; longer names (pasted text) are cut before measuring
_BRACKETS = re.compile(r"\s*[(\[][^)\]]*[)\]]")
_CUT = "…"


@dataclass(frozen=True, slots=True)
class _Name:
    """One way to write a name, and how well it reads (``tier``, lower is better): 0 the
    name, its first word or with initials ("Anna L."), or a series' word shortened ("Comp 2");
    1 a cut keeping three letters or more ("Magn…"); 2 initials ("M.L.") or a cut of two
    letters; 3 a lone initial, a cut of one letter or of the name's end ("…sson"); 4 the seat
    number alone (added by the headings). ``shortened``: a shorter form of a name only its
    brackets tell apart that keeps them (:func:`_bracket_forms`: "Co 4 (al…)")."""

    text: str
    tier: int
    shortened: bool = False


def _bare(name: str) -> str:
    """``name`` without what is in brackets ("Computer 2 (heuristic)" → "Computer 2")."""
    full = " ".join(name.split())[:_LONGEST]
    return " ".join(_BRACKETS.sub("", full).split()) or full


def _forms(name: str) -> list[_Name]:
    """Ever shorter ways to write ``name``, best first: the name, without what is in brackets,
    the leading words shortened with the last kept ("Comp 2") or the first word with the
    others' initials ("Anna L."), the first word alone; then cuts of the name keeping three
    letters or more ("Magn…" reads as Magnus at a club, "M." does not), initials (of the words
    that begin with a letter), shorter cuts, and cuts keeping the name's end (what differs in
    a series: "…sson", "…otter")."""
    full = " ".join(name.split())[:_LONGEST]
    bare = _bare(name)
    found = [_Name(full, 0), _Name(bare, 0)]
    words = bare.split()
    if len(words) > 1:
        last = words[-1]
        if _in_series(words):
            # "Comp 2" reads better than a word cut anywhere. A word is cut by two letters or
            # more: one letter off reads as a slip ("Dato 4" for "Dator 4").
            for tier, keep in enumerate((4, 3, 2, 1)):
                cut = (w[:keep] if len(w) - keep >= 2 else w for w in words[:-1])
                found.append(_Name(" ".join([*cut, last]), tier))
        else:
            # An initial is a letter: a word of emoji ("🎴👑ÅÄÖ") gives none ("S.Ä.🎴." read
            # as a slip).
            others = [f"{w[0]}." for w in words[1:] if w[0].isalpha()]
            found.append(_Name(" ".join([words[0], *others]), 0))
            found.append(_Name(words[0], 0))  # "Cecilia" reads better at a club than "C.S."
            initials = [f"{w[0]}." for w in words if w[0].isalpha()]
            if initials:
                found.append(_Name("".join(initials), 2 if len(initials) > 1 else 3))
    for keep in range(len(bare) - 1, 0, -1):
        kept = bare[:keep].rstrip(" -")  # "Mats…", not "Mats-…"
        # A word cut to its first letter reads as an initial ("Mats-O…", "Margareta L…").
        if kept and not re.search(r"[\s-]\S$", kept):
            letters = sum(c.isalnum() for c in kept)
            found.append(_Name(kept + _CUT, 1 if letters >= 3 else 2 if letters == 2 else 3))
    for keep in range(len(bare) - 1, 0, -1):  # the end of a name is what differs in a series
        end = bare[-keep:].lstrip(" -")
        if end and not re.match(r"\S[\s-]", end):  # "…Lind", not "…a Lind"
            found.append(_Name(_CUT + end, 3))
    first = {f.text: f for f in reversed(found)}  # each text as it first comes
    ordered = [f for f in found if first[f.text] is f]
    return sorted(ordered, key=lambda f: f.tier)  # stable: best first within a tier


def _in_series(words: Sequence[str]) -> bool:
    """Whether a name of ``words`` is one of a series ("Computer 2", "Player B"): more than a
    word, the last a number or a short mark; not a word of emoji ("Anna 🃏🃏" is not "An 🃏🃏")."""
    if len(words) < 2:
        return False
    last = words[-1]
    return any(c.isdigit() for c in last) or (len(last) <= 2 and any(c.isalpha() for c in last))


def in_series(name: str) -> bool:
    """Whether ``name`` is one of a series ("Computer 2 (heuristic)", "Player B"), whose
    shorter forms cut its leading words ("Comp 2", "Co 2")."""
    return _in_series(_bare(name).split())


def bracketed(text: str) -> bool:
    """Whether ``text`` has something in brackets ("Co 4 (al…)", "(alice)"): a form of a name
    told from another only by its brackets (:func:`name_forms`)."""
    return _BRACKETS.search(text) is not None


def _own_number(name: str, seat: int) -> bool:
    """Whether ``name`` is one of a series numbered by its seat ("Computer 2" at seat 2)."""
    words = _bare(name).split()
    return _in_series(words) and words[-1] == str(seat)


def heading_name(heading: str, seat: int) -> str:
    """The name a column's ``heading`` shows: ``"Comp 2"`` of ``"2 Comp 2"`` and of a heading
    that is the name alone (:func:`fitted_headings`' ``alone``), nothing of the number alone."""
    if heading == str(seat):
        return ""
    return heading.removeprefix(f"{seat} ")


def _distinct(names: Sequence[str]) -> tuple[tuple[_Name, ...], ...]:
    """:func:`_distinct_forms` of ``names`` (a table's four, asked for again by each sheet
    drawn: once worked out)."""
    return _distinct_forms(tuple(names))


@lru_cache(maxsize=256)
def _distinct_forms(names: tuple[str, ...]) -> tuple[tuple[_Name, ...], ...]:
    """Each name's :func:`_forms` that cannot be read as another column's player (ignoring
    case): a cut is no beginning (or end) of another name ("Mar…" beside Maria and Margareta),
    any other form is none of another name's forms, unless it is the name itself ("Maria"
    stays Maria's beside "Maria Lind", who is "Maria L." or "M.L."). A name with no such form
    (the same name twice) keeps them all.

    A name told from another only by what it has in brackets (a person called "Computer 4"
    beside the computer "Computer 4 (heuristic)", "Anna" beside "Anna (computer)", "Computer
    4 (heuristic) (alice)" beside "Computer 4 (heuristic)") has no such form but the whole
    name, wider than a heading: its shorter forms keep the brackets, or a cut of them
    (:func:`_bracket_forms`: "Co 4 (al…)", "Anna (da…)"). Of two such names alike but for
    their brackets, the one with the fewest (the computer, not "… (alice)") keeps the name's
    own forms ("Comp 4") where the other's, all bracketed, leave them to it."""
    bares = [_bare(name).casefold() for name in names]
    forms = [_forms(name) for name in names]
    texts = [{f.text.casefold() for f in column} for column in forms]

    def clear(form: _Name, k: int, others: Sequence[int]) -> bool:
        text = form.text.casefold()
        if text.startswith(_CUT):
            return not any(bares[j].endswith(text[1:]) for j in others)
        if text.endswith(_CUT):
            return not any(bares[j].startswith(text[:-1]) for j in others)
        if text == bares[k]:
            return all(bares[j] != text for j in others)
        return all(text not in texts[j] for j in others)

    def apart(k: int, among: Sequence[int]) -> tuple[_Name, ...]:
        """Column ``k``'s forms clear of the columns ``among`` (bar ``k``)."""
        others = [j for j in among if j != k]
        return tuple(f for f in forms[k] if clear(f, k, others))

    every = range(len(names))
    found = [apart(k, every) for k in every]
    # The columns no form but a bracketed one tells apart (the whole name).
    by_brackets = [k for k in every if found[k] and all(bracketed(f.text) for f in found[k])]
    if not by_brackets:
        return tuple(column or tuple(forms[k]) for k, column in enumerate(found))
    for k in by_brackets:
        # Of names alike but for their brackets, the one with the fewest, if one, keeps the
        # name's own forms, clear of the others' (all bracketed: none could be read as it).
        alike = [j for j in by_brackets if bares[j] == bares[k]]
        counts = [len(_BRACKETS.findall(names[j])) for j in alike]
        fewest = len(_BRACKETS.findall(names[k]))
        if len(alike) > 1 and min(counts) == fewest and counts.count(fewest) == 1:
            kept = apart(k, [j for j in every if j not in alike or j == k])
            if not all(bracketed(f.text) for f in kept):
                found[k] = kept
    shorter = {k: _bracket_forms(names[k]) for k in by_brackets}
    taken = [texts[j] | {f.text.casefold() for f in shorter.get(j, ())} for j in every]
    for k in by_brackets:
        if not all(bracketed(f.text) for f in found[k]):
            continue  # a name's own forms tell it apart after all (above)
        known = {f.text for f in found[k]}
        more = [
            f
            for f in shorter[k]
            if f.text not in known
            and all(f.text.casefold() not in taken[j] for j in every if j != k)
        ]
        found[k] = (*found[k], *more)
    return tuple(column or tuple(forms[k]) for k, column in enumerate(found))


def _bracket_forms(name: str) -> list[_Name]:
    """Shorter ways to write ``name`` that keep what it has in brackets, best first (as
    :class:`_Name` reads them, the worse of its parts'): each uncut form of the name without
    them (:func:`_forms`: "Computer 4", "Comp 4", "Anna L.") followed by its brackets, by the
    last of them alone (what a name made distinct ends with: "(alice)"), then by the last cut
    ever shorter ("(heu…)", "(h…)"); and what is in brackets alone ("(alice)", "(heu…)": a
    column too narrow for more still tells its player apart). None for a name of nothing but
    brackets."""
    full = " ".join(name.split())[:_LONGEST]
    if not _BRACKETS.sub("", full).split():
        return []
    parts = [part.strip() for part in _BRACKETS.findall(full)]
    if not parts:
        return []
    last = parts[-1]
    tails = [(" ".join(parts), 0)]
    if len(parts) > 1:
        tails.append((last, 0))
    inner = last[1:-1].strip()
    for keep in range(len(inner) - 1, 0, -1):
        kept = inner[:keep].rstrip(" -")
        if kept and not re.search(r"[\s-]\S$", kept):  # as :func:`_forms` cuts a name
            letters = sum(c.isalnum() for c in kept)
            tier = 1 if letters >= 3 else 2 if letters == 2 else 3
            tails.append((f"{last[0]}{kept}{_CUT}{last[-1]}", tier))
    heads = [f for f in _forms(_bare(name)) if _CUT not in f.text]
    found = [
        _Name(f"{head.text} {tail}", max(head.tier, tier), shortened=True)
        for tail, tier in tails
        for head in heads
    ]
    # A username a name was made distinct with reads as its person's ("(alice)"); a lone
    # level does not ("(heu…)").
    lone = [_Name(tail, 1 if tail == last and len(parts) > 1 else 3, True) for tail, _ in tails]
    found += lone
    first = {f.text: f for f in reversed(found)}
    return sorted((f for f in found if first[f.text] is f), key=lambda f: f.tier)


def _worded(column: Sequence[_Name]) -> list[_Name]:
    """A column's forms a sheet's words may use: those without what the name has in
    brackets, or where none is (a name told from another only by its brackets: "Computer 4
    (heuristic)" beside a person called "Computer 4"), all of them."""
    return [f for f in column if not _BRACKETS.search(f.text)] or list(column)


def name_forms(names: Sequence[str]) -> list[list[str]]:
    """Each player's names a sheet's words may use, best first, none of which could be read
    as another player's (:func:`_distinct`); without what the name has in brackets, unless
    only its brackets tell it apart (:func:`_worded`)."""
    return [
        [f.text for f in _worded(column)] or [_bare(name)]
        for name, column in zip(names, _distinct(names), strict=True)
    ]


def whole_name_forms(names: Sequence[str]) -> list[list[str]]:
    """Each player's :func:`name_forms` that read as the name, none cut: the name itself, its
    first word, with initials ("Anna L.") or a series' word shortened ("Comp 2"); never
    "Ber…" for Bertil nor initials alone."""
    return [[f.text for f in _worded(column) if f.tier == 0] for column in _distinct(names)]


def column_headings(names: Sequence[str], fits: Callable[[str], bool]) -> list[str]:
    """``"1 Anna"``, ``"2 Comp 2"``, …: each seat's number and the best form of its name for
    which ``fits(heading)`` holds and which could not be read as another column's player
    (:func:`_distinct`). A column too narrow for any letter gets the number alone, as does
    one whose name only its brackets tell apart, where the name does not fit whole: the
    picture writes it on two lines, never shortened ("2 Co 4 (al…)": a text sheet's)."""
    return [
        next(
            (
                h
                for h in (f"{seat} {f.text}".rstrip() for f in column if not f.shortened)
                if fits(h)
            ),
            str(seat),
        )
        for seat, column in enumerate(_distinct(names), start=1)
    ]


def fitted_headings(
    names: Sequence[str],
    width: Callable[[Sequence[int]], int],
    room: int,
    *,
    worst: int = 4,
    alone: bool = False,
) -> list[str]:
    """Headings as :func:`column_headings` gives them, each column as wide as the line leaves
    it: ``width(columns)`` is the line's width under headings of those columns on screen (one
    per seat), kept within ``room`` where the figures allow. From each name at its best (at
    most :data:`HEADING_MOST` columns), the heading that reads worst after shortening is
    shortened first: a cut of
    three letters ("Magn…") before initials, initials before a lone letter, the widest
    heading first among alike; a series ("Comp 2", "Comp 3") is shortened alike, never "Comp
    2" beside "Com 3". Then any heading the room left over takes is lengthened again.
    ``worst``: no form that reads worse than that (:class:`_Name`'s tiers; 0, none cut), the
    headings then perhaps wider than ``room``.
    ``alone``: a name of a series numbered by its seat ("Computer 2" at seat 2) may head its
    column without the seat's number before it, the number said once: "Comp 2" where "2 Comp
    2" is too wide, rather than a cut of the name ("2 Co 2") that a sheet's words, with room
    for the name, would say otherwise (:func:`heading_name` reads the name back)."""
    options: list[list[_Name]] = []
    for seat, (name, column) in enumerate(zip(names, _distinct(names), strict=True), start=1):
        # Alone, only a form narrower than the name's narrowest whole with its number before
        # it ("Comp 2" where "2 Comp 2" is too wide, never "Computer 2" for "2 Comp 2").
        least = min(
            (display_width(f.text) + len(str(seat)) + 1 for f in column if f.tier == 0),
            default=HEADING_MOST,
        )
        own = alone and _own_number(name, seat)
        shown = [
            shape
            for f in column
            for shape in (
                _Name(f"{seat} {f.text}".rstrip(), f.tier),
                *(
                    [_Name(f.text, f.tier)]
                    if own
                    and f.text.split()[-1:] == [str(seat)]
                    and f.text[0].isalpha()
                    and display_width(f.text) < least
                    else []
                ),
            )
        ]
        kept = [f for f in shown if display_width(f.text) <= HEADING_MOST and f.tier <= worst]
        number = [_Name(str(seat), 4)] if worst >= 4 or not kept else []
        options.append([*[f for f in kept if f.text != str(seat)], *number])
    groups = name_series(names, [[f.text for f in column] for column in options])
    choice = [0] * len(options)
    wide = [[display_width(f.text) for f in column] for column in options]

    def headings(trial: Sequence[int]) -> list[str]:
        return [column[k].text for column, k in zip(options, trial, strict=True)]

    def measured(trial: Sequence[int]) -> int:
        return width([column[k] for column, k in zip(wide, trial, strict=True)])

    while measured(choice) > room:
        best: tuple[tuple[int, int, int, int], list[int], int] | None = None
        for group in groups:
            column, now = options[group[0]], choice[group[0]]
            now_wide = wide[group[0]][now]
            narrower = (k for k in range(now + 1, len(column)) if wide[group[0]][k] < now_wide)
            step = next(narrower, None)
            if step is None:
                continue
            # The step that reads best; of those, the widest heading, the longest name first.
            key = (column[step].tier, -now_wide, -len(names[group[0]]), -group[0])
            if best is None or key < best[0]:
                best = (key, group, step)
        if best is None:
            break  # the figures alone are wider: the shortest headings
        for k in best[1]:
            choice[k] = best[2]
    for group in groups:  # room left over: a heading as good as it fits
        for better in range(choice[group[0]]):
            trial = [better if k in group else c for k, c in enumerate(choice)]
            if measured(trial) <= room:
                choice = trial
                break
    return headings(choice)


def name_series(names: Sequence[str], options: Sequence[Sequence[str]]) -> list[list[int]]:
    """The columns shortened together: names alike but for their numbers ("Computer 2
    (heuristic)", "Computer 3 (heuristic)") whose ``options`` (each name's forms to choose
    from) are as wide form by form; each other column alone."""
    groups: dict[str, list[int]] = {}
    for k, name in enumerate(names):
        bare = _bare(name).casefold()
        key = re.sub(r"\d+", "#", bare) if any(c.isdigit() for c in bare) else f"\0{k}"
        groups.setdefault(key, []).append(k)
    found: list[list[int]] = []
    for group in groups.values():
        widths = {tuple(display_width(text) for text in options[k]) for k in group}
        found.extend([group] if len(widths) == 1 else [[k] for k in group])
    return sorted(found)


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


@dataclass(frozen=True, slots=True)
class ProtocolEntry:
    """One ål or bet as its column shows it: ``value`` as written, ``played_off`` its running
    number once played off, with the ``declarer``'s and the ``whister``'s seat (0 without
    whist); ``going`` the gående bet or a tied candidate's bare stroke."""

    seat: int
    value: str
    played_off: int | None
    declarer: int
    whister: int
    going: bool


def _number(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def protocol_columns(snapshot: Mapping[str, object], seats: int = 4) -> list[list[ProtocolEntry]]:
    """Each seat's entries (ålar and betar) in the protocol ``snapshot``
    (``SwedishProtocol.snapshot()``), oldest first, a column for each of ``seats``: the one
    reader of its entries, for the text sheet and the picture alike. A record is read as it
    was stored, so what is not an entry (not a mapping, no seat among ``seats``) is left out
    and a number that is none (a missing declarer) is read as none, never raised on."""
    raw = snapshot.get("entries")
    entries: list[object] = list(raw) if isinstance(raw, list | tuple) else []  # pyright: ignore[reportUnknownArgumentType]
    columns: list[list[ProtocolEntry]] = [[] for _ in range(seats)]
    for entry in entries:
        if not isinstance(entry, Mapping):
            continue
        fields: Mapping[str, object] = entry  # pyright: ignore[reportUnknownVariableType]
        seat = _number(fields.get("seat"))
        if seat is None or not 1 <= seat <= seats:
            continue
        columns[seat - 1].append(
            ProtocolEntry(
                seat=seat,
                value=str(fields.get("value", "")),
                played_off=_number(fields.get("played_off")),
                declarer=_number(fields.get("declarer")) or 0,
                whister=_number(fields.get("whister")) or 0,
                going=bool(fields.get("going")),
            )
        )
    return columns


def column_sums(snapshot: Mapping[str, object], seats: int = 4) -> list[int]:
    """Each column's standing ålar and betar added up (those not played off, the gående bet's
    included), as betdelning compares them (SV-P12) and a paper protocol sums them under its
    last row once the tour is over; a value that is no number counts nothing."""

    def value(entry: ProtocolEntry) -> int:
        return int(entry.value) if entry.value.lstrip("-").isdigit() else 0

    return [
        sum(value(e) for e in column if e.played_off is None)
        for column in protocol_columns(snapshot, seats)
    ]


def _cell(entry: ProtocolEntry, form: _Form) -> str:
    space = " " if form.spaced else ""
    if entry.played_off is not None:
        slash = "/" if form.slash else ""
        return (
            f"{entry.value}{space}─{entry.declarer}{slash}{entry.whister}{space}#{entry.played_off}"
        )
    if entry.going:
        return f"{entry.value}{space}─"
    return entry.value


def protocol_sheet(
    snapshot: Mapping[str, object],
    names: Sequence[str],
    lang: Lang = "en",
    *,
    tour_length: int | None = None,
    rows: int | None = None,
    width: int = PHONE_WIDTH,
    sums: bool = False,
) -> str:
    """A fixed-width sheet in ``lang``; ``snapshot`` is the Swedish protocol's ``snapshot()``.
    ``tour_length``: the betar of a tour (SV-P11), so the head says how far it has come
    ("Played off: 3 of 24"). ``rows``: only the newest rows, that many (the head and the
    header stay); the columns, their headings and the cells' form are then those rows'.
    ``width``: the columns of the screen it is drawn for (a terminal's; Discord's phone,
    :data:`PHONE_WIDTH`, by default). ``sums``: a closed game's (SV-P12), each column's
    standing ålar and betar added up under its last row (:func:`column_sums`), every row's
    whether shown or not, as a paper protocol sums them for betdelning.

    It keeps within ``width`` where its figures allow: the cells in the roomiest of
    :data:`_FORMS` with which they fit beside headings of :data:`_HEADING_LEAST` columns, each
    heading as long as the rest leaves its column (:func:`fitted_headings`). Cells too wide
    even in the tightest form (betar of five figures played off from ``#10`` on in two
    columns: ``12345─12#20``) are never cut: the sheet is then as wide as they need, in the
    tightest form, and a phone wraps its lines."""
    columns = protocol_columns(snapshot)
    depth = max(len(column) for column in columns)
    start = 0 if rows is None else max(0, depth - rows)
    shown = [column[start:] for column in columns]
    form, cells = _form(shown, width)
    marks = snapshot.get("marks", 0)
    played_off = snapshot.get("played_off", 0)
    added = [str(n) for n in column_sums(snapshot)] if sums else []
    measured = [[*column, added[k]] if added else column for k, column in enumerate(cells)]
    headings = fitted_headings(
        names, lambda widths: _sheet_width(measured, widths, form.gap), width
    )
    widths = [
        max([display_width(heading) + _HEADING_GAP, *(display_width(c) + form.gap for c in column)])
        for heading, column in zip(headings, measured, strict=False)
    ]
    off = (
        played_off
        if tour_length is None
        else t(lang, "sheet.of_tour", n=played_off, tour=tour_length)
    )
    if marks:
        head = t(lang, "sheet.head", marks=_strokes(marks), played_off=off)
        if display_width(head) > width:  # many strokes: the count goes under them
            marked = t(lang, "sheet.marks", marks=_strokes(marks))
            head = marked + "\n" + t(lang, "sheet.head_unmarked", played_off=off)
    else:  # no mark standing: no label left empty
        head = t(lang, "sheet.head_unmarked", played_off=off)

    def line(texts: Sequence[str]) -> str:
        return "".join(ljust(text, w) for text, w in zip(texts, widths, strict=False)).rstrip()

    lines = [head, line(headings)]
    for row in range(max(len(column) for column in cells)):
        lines.append(line([column[row] if row < len(column) else "" for column in cells]))
    if added:  # under a line of their own, not read as a last row of betar
        lines += [t(lang, "sheet.sums"), line(added)]
    return "\n".join(lines)


def fitted_protocol_sheet(
    snapshot: Mapping[str, object],
    names: Sequence[str],
    lang: Lang,
    limit: int,
    *,
    tour_length: int | None = None,
    sums: bool = False,
) -> tuple[str, int]:
    """:func:`protocol_sheet` within ``limit`` characters: as many of its newest rows as fit
    (one at least), drawn for the rows shown (a column empty in every one of them is as narrow
    as its heading); and how many of the oldest rows are left out. ``sums``: the columns'
    sums under the last row (:func:`protocol_sheet`), kept whatever rows are left out."""
    depth = max(len(column) for column in protocol_columns(snapshot))

    def draw(rows: int) -> str:
        return protocol_sheet(snapshot, names, lang, tour_length=tour_length, rows=rows, sums=sums)

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


def _form(columns: Sequence[Sequence[ProtocolEntry]], width: int) -> tuple[_Form, list[list[str]]]:
    """The roomiest form in which the sheet of ``columns`` fits ``width`` columns beside the
    shortest headings, else the tightest (one notation for the whole sheet), and the cells
    written in it."""

    def written(form: _Form) -> list[list[str]]:
        return [[_cell(entry, form) for entry in column] for column in columns]

    least = [_HEADING_LEAST] * len(columns)
    fitting = (f for f in _FORMS if _sheet_width(written(f), least, f.gap) <= width)
    form = next(fitting, _FORMS[-1])
    return form, written(form)


def _sheet_width(cells: Sequence[Sequence[str]], headings: Sequence[int], gap: int) -> int:
    """The widest line of a sheet of ``cells`` under headings of ``headings`` columns each."""
    widest = [max((display_width(c) for c in column), default=0) for column in cells]
    parted = sum(
        max(w + gap, h + _HEADING_GAP) for w, h in zip(widest[:-1], headings, strict=False)
    )
    return parted + max(widest[-1], headings[-1])


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


def seat_change_lines(
    players: Sequence[str],
    changes: Sequence[SeatChange],
    lang: Lang = "en",
    *,
    most: int | None = None,
    game: Game | None = None,
) -> list[str]:
    """A line for each seat that changed hands during the game (``changes``, RF-2.6, in the
    record's order), seat 1 first: who played it first (``players``, as the record names
    them) and each later player from where they took over ("Seat 2: Bengt; Comp 2 from deal
    5; Bengt again from deal 9, trick 4"), a change within a deal placed by the ``game``'s
    deal (:func:`change_moment`). A computer keeping the seat for its person is said so ("a
    computer kept it for South from deal 1, trick 2"), one the host gave the seat (``given``,
    "Di (computer)") named as it is; one who held the seat before and takes it again is back
    ("South again"): one person stepped away, not three held the seat. The names are written
    in full, on one line each. ``most``: the changes said for a seat at most, the others
    counted ("and 3 more changes"), so that a record of hundreds of changes cannot fill an
    answer. None where no seat changed: the sheet is then as it was."""
    lines: list[str] = []
    for seat in range(1, len(players) + 1):
        later = [change for change in changes if change.seat == seat]
        if not later:
            continue
        said = later if most is None else later[: max(0, most)]
        first = _one_line(players[seat - 1])
        phrases = [first]
        held = {first}  # who held the seat before, as the line names them (a keeper's person)
        for change in said:
            key, trick = change_moment(change, game)
            name = _change_name(change, held, lang)
            taken = _one_line(change.name)
            # A keeper's own name is not its holder's: a gift of the seat to it later is a
            # new holder ("Di (computer) from deal 3"), not one back.
            held.add(taken if change.given else _person(taken))
            phrases.append(t(lang, key, name=name, deal=change.deal, trick=trick))
        if len(said) < len(later):
            phrases.append(tn(lang, "sheet.seat_more", len(later) - len(said)))
        lines.append(t(lang, "sheet.seat_line", seat=seat, players="; ".join(phrases)))
    return lines


def _change_name(change: SeatChange, held: set[str], lang: Lang) -> str:
    """Who took the seat over by ``change``, as :func:`seat_change_lines` says it: a computer
    keeping it for its person ("a computer kept it for South"), not one the host gave it
    (``given``: a holder of its own, named as it is); one in ``held`` (who held the seat
    before) back ("South again"); else the name."""
    name = _one_line(change.name)
    person = None if change.given else kept_in_any(name)
    if person is not None:
        return t(lang, "sheet.seat_kept_for", person=person)
    if name in held:
        return t(lang, "sheet.seat_again", name=name)
    return name


_CALLS = (Bid, Pass, Support)
"""The auction's actions."""
_TRICK_MOVES = (Play, Claim, ClaimAnswer, Declare)
"""Actions made during a trick (a declaration at a seat's first card, RU-C4; a claim, SV-T4)."""


def change_moment(change: SeatChange, game: Game | None) -> tuple[str, int]:
    """Where in its deal ``change`` took effect, as a player counts it: the message key
    (``sheet.seat_from*``) and the trick it names. From the deal's start; during its auction;
    after the auction, before the first trick (trumps, whist, a discard); from a trick, or
    after the seat's card in a trick under way (its earlier holder played it); at its end (a
    merge question, SV-P9). Read from the action it took effect before (the ``game``'s
    deal), or, where it is the deal in play's next one, from the deal's phase now. Where the
    game no longer holds the deal's cards: within the deal, without saying where."""
    if change.action <= 1:
        return "sheet.seat_from", 0
    deal = _played(game, change.deal)
    if deal is None:
        return "sheet.seat_from_within", 0
    done: Sequence[Action] = deal.actions[: change.action - 1]
    played = [action for action in done if isinstance(action, Play)]
    plays = len(played)
    trick = min(plays // 4 + 1, 13)
    # The seat's card of a trick under way was played before the change, by its holder
    # then: "from trick 2" would credit the new holder with it.
    under_way = played[len(played) - plays % 4 :] if plays % 4 else []
    from_trick = (
        "sheet.seat_from_after_card"
        if any(p.seat == change.seat for p in under_way)
        else "sheet.seat_from_trick"
    )
    if change.action <= len(deal.actions):
        following = deal.actions[change.action - 1]
        if isinstance(following, _CALLS) and not plays:
            return "sheet.seat_from_auction", 0
        if plays or isinstance(following, _TRICK_MOVES):
            return from_trick, trick
        return "sheet.seat_from_before_play", 0
    # After the deal's last action: the merge answer of a deal over, or the deal in play's
    # next action (a live table's protocol).
    if deal.phase is Phase.OVER:
        return "sheet.seat_from_end", 0
    if deal.phase is Phase.AUCTION:
        return "sheet.seat_from_auction", 0
    if plays or deal.phase in (Phase.PLAY, Phase.CLAIM):
        return from_trick, trick
    return "sheet.seat_from_before_play", 0


def _played(game: Game | None, number: int) -> Deal | None:
    """Deal ``number`` of ``game`` where its cards are held: None for a scored deal, one the
    game no longer keeps, or none."""
    if game is None or not 1 <= number <= len(game.deals):
        return None
    try:
        return game.deals[number - 1].deal
    except ForgottenDeal:
        return None


Place = tuple[int, int]
"""A place in a record: (deal, action), both counted from 1: before that action."""
_NEVER: Place = (2**62, 1)  # where the holder now stops: after any deal


class SeatPlayers:
    """Who played each seat when, as a table's own lines name them: the seats' first players
    (a record's ``players``) and who took a seat over later (``seat_changes``, RF-2.6), read
    as the final standings read a table's handovers. A computer keeping a seat for its person
    (``club.computer_name``, "Anna (computer)", in any language) is that person, whose seat,
    deals and money it is, unless the host gave it the seat (a change ``given``); a holder
    replaced before anyone moved played nothing.

    :attr:`now` names each seat's holder at the end (its column and balance: they hold the
    seat's result), :meth:`earlier` those who held it before, the last deal each held to its
    end and the one each handed over during (as the standings say them, "David through deal
    1 and part of deal 2": a deal is its holder's at its end, as the statistics credit it),
    :meth:`in_deal` who played a deal (in turn, where it changed hands in it)."""

    def __init__(
        self, players: Sequence[str], changes: Sequence[SeatChange], game: Game | None = None
    ) -> None:
        self._game = game
        self._runs: list[list[tuple[Place, str]]] = []
        self._placed: list[list[tuple[Place, str]]] = []
        for seat, first in enumerate(players, start=1):
            runs: list[tuple[Place, str]] = []
            later = [((c.deal, c.action), c.name, c.given) for c in changes if c.seat == seat]
            # In the order they took effect (a record's, or a table's placed: already so).
            placed = [((1, 1), first, False), *sorted(later, key=lambda change: change[0])]
            self._placed.append([(place, name) for place, name, _ in placed])
            for place, name, given in placed:
                # A computer the host gave the seat is a holder of its own, though named for
                # the seat's person ("Di (computer)"); a keeper is its person.
                owner = _one_line(name if given else _person(name))
                if runs and runs[-1][0] >= place:
                    runs.pop()  # nobody moved under the one before
                if runs and runs[-1][1] == owner:
                    continue  # the same player goes on (a keeper for them, their return)
                runs.append((place, owner))
            self._runs.append(runs)
        self.now: tuple[str, ...] = tuple(runs[-1][1] for runs in self._runs)
        """Each seat's holder at the end, seat 1 first."""

    def earlier(self, seat: int) -> list[HeldBefore]:
        """Each who held ``seat`` before its holder now (:data:`HeldBefore`), oldest first:
        the last deal whose end they held (0: none), and the deal they handed the seat over
        during where someone had moved in it (or after its last action), else None. None who
        played nothing."""
        runs = self._runs[seat - 1]
        found: list[HeldBefore] = []
        for ((begun, _), name), ((deal, action), _) in pairwise(runs):
            part = deal if action > 1 else None
            # Their deals are those whose end they held: from the one they took over in.
            through = deal - 1 if deal - 1 >= begun else 0
            if through or part:
                found.append((name, through, part))
        return found

    def in_deal(self, number: int) -> list[list[str]]:
        """Who played each seat in deal ``number``, in turn: one name for nearly every seat,
        more where the seat changed hands during the deal (someone had moved before, and
        moved after). A deal the game does not hold the moves of is its whole length."""
        deal = _played(self._game, number)
        end = (number, len(deal.actions) + 1) if deal is not None else (number + 1, 1)
        found: list[list[str]] = []
        for runs in self._runs:
            starts = [place for place, _ in runs[1:]] + [_NEVER]
            played = [
                name
                for (start, name), ends in zip(runs, starts, strict=True)
                if start < end and ends > (number, 1)
            ]
            # A deal of no move: whoever held the seat when it began.
            begun = [name for start, name in runs if start <= (number, 1)]
            found.append(played or begun[-1:] or [runs[0][1]])
        return found

    def by_part(self, number: int) -> list[list[str]]:
        """:meth:`in_deal`, but the seats that took a part in deal ``number``'s contract (its
        declarer, its whister) named by whoever took it (:func:`role_move`), as the deal's
        result post names them: a score sheet's words say who played what, and the part was
        theirs, though the seat changed hands later in the deal."""
        found = self.in_deal(number)
        deal = _played(self._game, number)
        if deal is None or self._game is None or all(len(names) == 1 for names in found):
            return found
        result = self._game.deals[number - 1].result
        if result is None:
            return found
        parts: list[tuple[int | None, Role]] = [(result.declarer, "declarer")]
        parts.append((result.whister, "whister"))
        for seat, role in parts:
            index = None if seat is None else role_move(deal.actions, seat, role)
            if seat is not None and index is not None:
                found[seat - 1] = [self.at_move(number, index)[seat - 1]]
        return found

    def settled_in(self, number: int) -> list[str]:
        """The names deal ``number``'s ledger lines were written with, seat 1 first: each
        seat's holder at the deal's last action, as the record's names say them ("Anna
        (computer)" too), as a record replayed as played (``game_from_record``'s
        ``as_played``) names the seats when the deal is settled."""
        deal = _played(self._game, number)
        last = (number, max(1, len(deal.actions) if deal is not None else 1))
        return [[name for place, name in placed if place <= last][-1] for placed in self._placed]

    def at_move(self, number: int, index: int) -> list[str]:
        """Who held each seat, seat 1 first, when action ``index`` (counted from 0) of deal
        ``number`` was made: the one who made it, for its seat (a keeper's person, as
        :meth:`in_deal` names them). Index 0: the deal's holders as it began (its dealer)."""
        at = (number, index + 1)
        return [[name for place, name in runs if place <= at][-1] for runs in self._runs]


def role_move(actions: Sequence[Action], seat: int, role: Role) -> int | None:
    """The index in a deal's ``actions`` (counted from 0) of the move by which ``seat`` took
    ``role``: the declarer's winning bid (the last it made: no bid follows the winning one),
    the whister's whist accepted or support; None where the deal holds none (a deal whose
    moves are not kept). A line naming a role names whoever held the seat then, though the
    seat changed hands later in the deal; a count over the whole deal (its tricks, its
    payments) names each who played it, and a partner fixed by the seating (AM-T2) is the
    seat's whole deal."""
    found = None
    for index, action in enumerate(actions):
        if closes_roles(action):
            break  # every role is taken before the first card
        if action.seat == seat and role_taken(action) == role:
            found = index
    return found


def as_played_lines(
    lines: Sequence[str], settled: Sequence[str], played: Sequence[str]
) -> tuple[str, ...]:
    """A deal's ledger ``lines``, written under the seats' names when it was settled
    (``settled``, seat 1 first), with each seat named as the deal's tricks name it
    (``played``): a seat handed to someone else during the deal by each who played it ("Bengt
    → Erik pays …"), a seat a computer kept for its person by that person. As a table's
    result post names them. Every seat's name is found, the others' kept as they are: a longer
    name holding a renamed seat's ("Erik Svensson" beside "Erik") is taken whole, never half
    renamed; a Swedish genitive ("Eriks ål") is the seat's too. The lines themselves where
    every seat's name is the same."""
    swaps = dict(zip(settled, settled, strict=True))
    swaps |= {was: now for was, now in zip(settled, played, strict=True) if was != now}
    if all(was == now for was, now in swaps.items()):
        return tuple(lines)
    # A name as a whole word, or with a genitive "s"; the longest first, so that "Ann" is not
    # found in "Anna".
    found = re.compile(
        "|".join(
            rf"(?<!\w){re.escape(name)}(?=s?(?!\w))"
            for name in sorted(swaps, key=len, reverse=True)
        )
    )
    return tuple(found.sub(lambda m: swaps[m.group(0)], line) for line in lines)


def _person(name: str) -> str:
    """The person a keeper's name says (``club.computer_name`` in any language), else
    ``name``: a computer keeping a seat plays for its person."""
    kept = kept_in_any(name)
    return name if kept is None else kept


HeldBefore = tuple[str, int, int | None]
"""``(name, through, part)``: who held a seat before its holder now, the last deal whose end
they held (0: none) and the deal they handed it over during (None: between deals). A deal is
its holder's at its end: its result, its payments and the statistics' row (``settled_deal``)
are theirs, so one handed over during a deal did not hold it "through" that deal."""


def held_before_words(
    seat: int, earlier: Sequence[HeldBefore], lang: Lang, now: str | None = None
) -> str:
    """`` (seat 4; David through deal 2)``, `` (seat 2; Bengt during part of deal 1)``: who
    held ``seat`` before its holder now, as the final standings, the balances of the protocol
    and the score sheet say it; empty for a seat nobody handed over.

    A computer keeping the seat for a person away is that person, and ``earlier`` names it so
    already (:class:`SeatPlayers`, ``LiveTable.earlier_holders``); a computer named for a
    person found here ("David (computer)") is one the host gave the seat, a holder of its own,
    named as it is. A computer of its own is named without its level ("Computer 4", not
    "Computer 4 (heuristic)"); one run of the same holder is one. Where two or more held the
    seat before, each is said with the deals they played in, a deal handed over during being
    in both ("David in deals 1–2, Computer 4 in deals 2–4"): short on a phone, and no later
    holder said to have held the seat "through" deals from the first. Where its holder now
    (``now``, as the line names them) is among them, back after someone else, their own
    deals since are said too ("…, David (computer) during part of deal 3, David again from
    deal 3"): else the line reads as if they had stopped."""
    holders = _holders(earlier)
    if not holders:
        return ""
    said: list[str] = []
    if len(holders) == 1:
        ((who, through, part),) = holders
        if part is None:
            said.append(t(lang, "result.held_until", who=who, n=through))
        elif through:
            said.append(t(lang, "result.held_until_part", who=who, n=through, part=part))
        else:
            said.append(t(lang, "result.held_part", who=who, part=part))
    else:
        first = 1  # the seat's first holder's deals are from the game's first
        for who, through, part in holders:
            last = max(first, part if part is not None else through)
            if part is not None and through < first:
                # Taken over during a deal and handed on during the same one: the end of no
                # deal was theirs, and "in deal 3" would read as if it were.
                said.append(t(lang, "result.held_part", who=who, part=part))
            elif last == first:
                said.append(t(lang, "result.held_in_deal", who=who, n=first))
            else:
                said.append(t(lang, "result.held_in_deals", who=who, first=first, last=last))
            # The next holder's deals are from the one handed over during, or the one after.
            first = part if part is not None else through + 1
        if now is not None and any(who == _holder(now) for who, _, _ in holders):
            said.append(t(lang, "result.held_again_from", who=_holder(now), n=first))
    return " " + t(lang, "result.held_before", seat=seat, holders=", ".join(said))


def _holders(earlier: Sequence[HeldBefore]) -> list[HeldBefore]:
    """``earlier`` as :func:`held_before_words` names them: one run of the same holder as one
    (their last entry: its deals are counted from the game's start or from the holder
    before), a computer of its own without its level."""
    found: list[HeldBefore] = []
    for name, through, part in earlier:
        who = _holder(name)
        if found and found[-1][0] == who:
            found[-1] = (who, max(found[-1][1], through), part)
        else:
            found.append((who, through, part))
    return found


def _holder(name: str) -> str:
    """A holder's name as the standings say it: a computer's name as the bot gives it without
    its level (``computer.name``: "Computer 4 (heuristic)" is "Computer 4", "Dator 4
    (heuristisk)" "Dator 4"), else ``name`` (a computer given the seat and named for a person,
    "David (computer)", too: it is no keeper, whose person ``earlier`` names already)."""
    if any(_COMPUTER_NAMES[lang].fullmatch(name) for lang in LANGS):
        return _bare(name)
    return name


def _computer_name(lang: Lang) -> re.Pattern[str]:
    """The names ``lang`` gives a computer seated at a table (``computer.name``), of any
    level: "Computer 2 (heuristic)"."""
    template = CATALOGUES[lang]["computer.name"]
    levels = [t(lang, f"computer.{level}") for level in get_args(ComputerLevel)]
    pattern = re.escape(template).replace(re.escape("{seat}"), r"\d+")
    pattern = pattern.replace(re.escape("{level}"), "(?:" + "|".join(map(re.escape, levels)) + ")")
    return re.compile(pattern)


_COMPUTER_NAMES = {lang: _computer_name(lang) for lang in LANGS}


def holder_balances(
    balances: Mapping[int, int], players: SeatPlayers, lang: Lang = "en", *, sep: str = " · "
) -> str:
    """``Balances: Anna -30 · Erik +190 (seat 3; Cecilia through deal 2) · …``: each seat's net
    by its holder at the end (:attr:`SeatPlayers.now`), and who held it before and until
    which deal, in the final standings' words (:func:`held_before_words`)."""
    return t(lang, "balances", balances=sep.join(_holder_parts(balances, players, lang)))


def _holder_parts(balances: Mapping[int, int], players: SeatPlayers, lang: Lang) -> list[str]:
    """Each seat's part of :func:`holder_balances`, seat 1 first: its holder at the end, its
    net, and who held it before."""
    parts: list[str] = []
    for seat in sorted(balances):
        holder = players.now[seat - 1]
        said = f"{holder} {signed(balances[seat])}"
        parts.append(said + held_before_words(seat, players.earlier(seat), lang, holder))
    return parts


def holder_balance_lines(
    balances: Mapping[int, int], players: SeatPlayers, lang: Lang = "en", width: int = PHONE_LINE
) -> list[str]:
    """:func:`holder_balances` on lines within ``width`` columns as a table's balances are
    (:func:`balances_lines`): each seat's part whole on one line, who held it before with it
    ("Erik +190 (seat 3; Cecilia through deal 2)")."""
    parts = _holder_parts(balances, players, lang)
    return seat_lines(parts, partial(_balances_head, lang), width)


def balances_lines(
    balances: Mapping[int, int],
    names: Sequence[str],
    lang: Lang,
    width: int = PHONE_LINE,
    headed: Callable[[str], str] | None = None,
) -> list[str]:
    """The balances on lines within ``width`` columns, each seat's name and amount whole on
    one: two seats a line where both lines fit ("Balances: Anna +120 · Bengt -340", then
    "Cecilia +110 · David +110"), not three and a lone fourth; else as many as fit
    (:func:`~bot.wrapping.packed`), a long name on a line of its own. ``headed`` puts the
    first seat's part under another heading than "Balances:" (a deal's net, "This deal:")."""
    parts = [f"{names[seat - 1]} {signed(balances[seat])}" for seat in sorted(balances)]
    return seat_lines(parts, headed or partial(_balances_head, lang), width)


def _balances_head(lang: Lang, first: str) -> str:
    return t(lang, "balances", balances=first)


def _one_line(name: str) -> str:
    """``name`` on one line, its runs of spaces one (a record's name may hold a line break)."""
    return " ".join(name.split())


def balances_line(
    balances: Mapping[int, int], names: Sequence[str], lang: Lang = "en", *, sep: str = ", "
) -> str:
    """``Balances: Anna +5, Bo -5, …``: each seat's net by its name (``names``, seat 1 first),
    seat 1 first; ``sep`` parts them (the table message's `` · ``)."""
    shown = sep.join(f"{names[seat - 1]} {signed(balances[seat])}" for seat in sorted(balances))
    return t(lang, "balances", balances=shown)
