"""The terminal's session with the person and the lines it writes (:class:`Screen`).

It speaks English or Swedish: its own sentences come from the message catalogue
(``terminal.*``), the rules' words and sentences from the engine in the same language. Its lines
fit the terminal's width (:func:`terminal_width`), the one saying why a file cannot be the
table's too; a seat's name is kept whole where a line is broken, and the person is "you" where
the lines name seats.
"""

from __future__ import annotations

import argparse
import os
import shutil
from collections.abc import Sequence
from contextlib import suppress
from typing import TextIO

from bot.engine.words import Lang
from bot.i18n import t
from bot.terminal_menu import MENU_WIDTH
from bot.wrapping import display_width, fill, fill_at_commas

ME, GUILD, CHANNEL = 1, 0, 0
"""The terminal's person is player 1 in a table of its own (guild 0, channel 0)."""

WIDTHS = range(40, 101)
"""The widths lines are fitted to: narrower, a card's row and a legend no longer fit; wider,
a line is hard to read across."""


def terminal_width(out: TextIO) -> int:
    """The width to fit the game's lines to, within :data:`WIDTHS`: the terminal's columns
    (``COLUMNS`` if set, as :func:`shutil.get_terminal_size` reads it, else the size of the
    terminal ``out`` writes to) less two, so a line never touches the edge (a phone's Termux
    of 60 columns: 58); :data:`MENU_WIDTH` where ``out`` is no terminal. Read at every use, so a
    window made narrower is followed."""
    try:
        tty = out.isatty()
    except (AttributeError, ValueError):  # a closed or unusual stream
        tty = False
    columns = 0
    if tty or os.environ.get("COLUMNS"):
        # shutil reads COLUMNS, then the process's own stdout: ``out`` is that stdout in a
        # real game, and where it is not (a test's StringIO) only COLUMNS is asked.
        columns = shutil.get_terminal_size((0, 0)).columns
    if columns <= 0:
        return MENU_WIDTH
    return max(WIDTHS.start, min(WIDTHS.stop - 1, columns - 2))


class Screen:
    """The terminal's session with the person and the lines it writes to them."""

    def __init__(self, args: argparse.Namespace, stdin: TextIO, out: TextIO, *, lang: Lang) -> None:
        self.args = args
        self.stdin = stdin
        self.out = out
        self.lang: Lang = lang
        self.stopping = False
        """The person stopped (``q``, Ctrl-C, end of input) at the prompt between deals: the
        table is saved, and nothing more is narrated."""
        self.agreed = False
        """The person ended the game by agreement (``e``)."""
        self.outgrown = False
        """The table ended the game because its scores outgrew what the database can keep."""
        self.reading = False
        self.interrupted = False
        self.names: tuple[str, ...] = ()
        """The seats' names, kept whole where :meth:`say_wrapped` breaks a line."""
        self.phrases: tuple[str, ...] = ()
        """The game's rule words that read as one (its contracts' names, its levels' and
        suit classes' words: :func:`~bot.wrapping.rule_phrases`), kept whole where they fit
        on a line; learnt from the game at each deal's head (:meth:`_show_deal_head`)."""
        self.terms_said: set[str] = set()
        """The glossary words this run explained under a result (:meth:`_new_terms`)."""
        self.face_up: int | None = None
        """The deal whose declarer's hand was seen laid face up (a spread, a misère ouverte):
        said once, as it is laid down (:meth:`TableView._say_laid_down`)."""
        self.reader_gone = False
        """The output's reader went away (``… | head``): the game stops quietly, saved, as at
        the end of input."""

    @property
    def width(self) -> int:
        """The width the game's lines are fitted to (:func:`terminal_width`)."""
        return terminal_width(self.out)

    def say(self, text: str = "") -> None:
        if self.reader_gone:
            return
        try:
            print(text, file=self.out, flush=True)
        except BrokenPipeError:
            # Said once, wherever it happens (a move narrated from the service's callback
            # too): the rest goes to devnull, so that no later write or the flush at exit
            # raises it again, and the next prompt stops the game (the Python docs' recipe).
            self.reader_gone = self.stopping = True
            with suppress(OSError, ValueError):
                devnull = os.open(os.devnull, os.O_WRONLY)
                os.dup2(devnull, self.out.fileno())

    def say_wrapped(self, text: str, indent: str = "") -> None:
        """A line of the game that names seats (a move, a result, the balances, the partners):
        broken between words within the terminal's width (:attr:`width`), where a terminal
        would break a long name ("Dator 4 (heuristis" / "k)"), or between a name's words
        ("Computer 4" / "(heuristic)"), and never before a piece that means nothing alone (a
        suit's symbol, a seat's amount: :func:`~bot.wrapping.fill`). Its later lines hang four
        further in, deeper than the lines that belong under it (a result's payments)."""
        whole = (*self._listed(self.names), *self.names)  # "You (Anna)" kept whole too
        later = indent + "    "
        self.say(
            fill(text, self.width, first=indent, later=later, whole=whole, phrases=self.phrases)
        )

    def say_phrased(self, text: str, indent: str = "") -> None:
        """A line of payments' reasoning (what each answer to a merge question books): as
        :meth:`say_wrapped`, but broken between phrases as a result's payment lines are
        (:func:`~bot.wrapping.fill_at_commas`), a sum whole where it fits: never "du sätter
        två betar om 96" / "+ 3 × 32 = 192", the first term read as the bet."""
        whole = (*self._listed(self.names), *self.names)
        later = indent + "    "
        self.say(
            fill_at_commas(
                text, self.width, first=indent, later=later, whole=whole, phrases=self.phrases
            )
        )

    def say_parts(self, parts: Sequence[str], sep: str = " · ", indent: str = "") -> None:
        """A line made of ``parts`` that each read as one (the stakes of a Misère Partout,
        "Misère Partout · no trumps · the most tricks pay the others"; a side's count, "… 10
        taken, target 8 · defenders: 2"; a seat and its tricks, "Computer 3 (heuristic) (0
        tricks)"), joined by ``sep`` and broken only between them, as Discord packs a phone's
        line (:func:`~bot.wrapping.packed`): :meth:`say_wrapped` broke "the most" / "tricks
        pay the others" and "target" / "8 · defenders: 2". A comma or semicolon of ``sep``
        ends the line broken after its part ("Tricks so far: you (1 trick)," / "Computer 2
        (heuristic) (0 tricks),"), a dot between parts is dropped there. Later lines hang four
        further in, as :meth:`say_wrapped`'s; a part wider than a line alone is broken
        between its phrases (:func:`~bot.wrapping.fill_at_commas`: after "… 4:", never
        "target" / "8")."""
        self.say("\n".join(self._packed_lines(parts, sep, indent)))

    def _packed_lines(self, parts: Sequence[str], sep: str, indent: str = "") -> list[str]:
        """:meth:`say_parts`'s lines."""
        mark = sep.strip() if sep.strip() in (",", ";") else ""
        pieces = [part + mark for part in parts[:-1]] + list(parts[-1:])
        join = " " if mark else sep
        width, later = self.width, indent + "    "
        whole = (*self._listed(self.names), *self.names)
        lines: list[str] = []
        for piece in pieces:
            if lines and display_width(lines[-1] + join + piece) <= width:
                lines[-1] += join + piece
                continue
            lead = later if lines else indent
            if display_width(lead + piece) <= width:
                lines.append(lead + piece)
                continue
            filled = fill_at_commas(
                piece, width, first=lead, later=later, whole=whole, phrases=self.phrases
            )
            lines += filled.split("\n")
        return lines

    def say_headed(self, key: str, field: str, parts: Sequence[str]) -> None:
        """The message ``key`` with ``parts`` joined by commas in its ``field``, its last
        ("Tricks so far: {won}"), said as :meth:`say_parts` says a line: each part (a seat's
        name and its count) whole on one line."""
        head = t(self.lang, key, **{field: _FIELD})
        if not parts or not head.endswith(_FIELD):  # not a list closing its line
            self.say_wrapped(t(self.lang, key, **{field: ", ".join(parts)}))
            return
        self.say_parts([head.replace(_FIELD, parts[0]), *parts[1:]], ", ")

    def say_text(self, text: str, *, whole: Sequence[str] = ()) -> None:
        """A sentence of the terminal's own (the table's file, a question, a refusal): broken
        between words within the terminal's width (:attr:`width`), as a narrow terminal would
        not; a word wider than a line (a file's path) is left whole, the words around it
        still broken (:func:`~bot.wrapping.fill`); the seats' names and ``whole`` (the
        person's, said before the seats are: "you play as Anna-Karin von Essen-Lindqvist")
        each kept on one line."""
        self.say(fill(text, self.width, whole=(*whole, *self.names)))

    def _who(self, seat: int, names: Sequence[str], *, after: bool = False) -> str:
        """A seat's name, "you" for the person (``after`` a preposition: Swedish's "dig")."""
        if seat != ME:
            return names[seat - 1]
        return t(self.lang, "terminal.you_object" if after else "terminal.you")

    def _listed(self, names: Sequence[str]) -> list[str]:
        """Names where the person is "You (Anna)": the heading of a column, or of a key, of the
        protocol's sheets, which says whose name the person's is. Every line of a result, the
        balances too, names the person by name instead (:meth:`Terminal._narrate`), as the
        rules' payment sentences do: "you (Anna)" beside "Anna pays …" in the same result named
        one person two ways, and "you pays" would not be English."""
        you = t(self.lang, "terminal.you_listed")
        return [f"{you} ({name})" if seat == ME else name for seat, name in enumerate(names, 1)]

    def _sheet(self, protocol: bool, *, short: bool = False) -> str:
        """What ``p`` shows, as the keys' legends name it: the protocol where the table keeps
        one (``protocol``: its ledger's features say so), else the score sheet alone (the
        simplified Swedish payment, SV-F3; Dawson's pool)."""
        if short:
            key = "terminal.sheet_protocol_short" if protocol else "terminal.sheet_scores_short"
        else:
            key = "terminal.sheet_protocol" if protocol else "terminal.sheet_scores"
        return t(self.lang, key)

    def _named(self, names: Sequence[str]) -> list[str]:
        """Names where the person is "You", for a line the seat's name begins ("You declared
        chicane")."""
        you = t(self.lang, "terminal.you_listed")
        return [you if seat == ME else name for seat, name in enumerate(names, 1)]


_FIELD = "\0"
"""Stands for a message's field while it is looked for (never in a text itself)."""


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]
