"""Breaking a long line of text for a terminal or a phone: between words, never inside a
seat's name, and for a phone at a comma or a colon where one will do.

``textwrap`` breaks at any space, so a name of several words ("Computer 4 (heuristic)",
"Dator 2 (heuristisk)") could end one line and begin the next; the names given are kept whole.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable

_GLUE = "\0"
"""Stands for a space inside a name while the line is broken (never in a text itself)."""


def fill(
    text: str, width: int, *, first: str = "", later: str = "", whole: Iterable[str] = ()
) -> str:
    """``text`` broken between words within ``width`` columns, its first line led by
    ``first`` and the others by ``later``; each of ``whole`` (names) kept on one line. A word
    longer than the width is left whole, over it."""
    for name in sorted(whole, key=len, reverse=True):
        text = text.replace(name, name.replace(" ", _GLUE))
    filled = textwrap.fill(
        text, width, initial_indent=first, subsequent_indent=later, break_long_words=False
    )
    return filled.replace(_GLUE, " ")


_FIGURE = re.compile(r"\(?[-+]?\d+\)?[,:;]?")
"""A figure closing a phrase: ``95``, ``95,``, ``(12)``."""
_LOOSE = re.compile(r"[=+×,:;]$")
"""A word a figure is not glued to: a sign (the sum's own glue keeps it) or a phrase's end."""
_SUMS = (" = ", " + ", " × ")
"""A sum's signs: a line broken next to one would leave "= 13" or "1 ×" alone on a line."""


def fill_at_commas(
    text: str, width: int, *, first: str = "", later: str = "", whole: Iterable[str] = ()
) -> str:
    """``text`` broken between words within ``width`` columns, as :func:`fill` does, but after
    a comma or a colon where one ends a line at least a third full, so that a phrase ("8
    tricks, 9 needed,", "Bob pays Al 95,") is not cut in two; never next to a sum's sign, nor
    before the figure that ends a phrase ("pays each defender" / "40"). Lines are led as in
    :func:`fill`."""
    for name in sorted(whole, key=len, reverse=True):
        text = text.replace(name, name.replace(" ", _GLUE))
    for sign in _SUMS:
        text = text.replace(sign, sign.replace(" ", _GLUE))
    words: list[str] = []
    given = text.split()
    for n, word in enumerate(given):
        closing = n == len(given) - 1 or word[-1] in ",:;"
        if words and closing and _FIGURE.fullmatch(word) and not _LOOSE.search(words[-1]):
            words[-1] += _GLUE + word  # a phrase's closing figure stays with its words
        else:
            words.append(word)
    lines: list[str] = []
    while words:
        lead = later if lines else first
        taken = 1  # a word longer than the line is left whole, over it
        while taken < len(words) and len(lead + " ".join(words[: taken + 1])) <= width:
            taken += 1
        if taken < len(words):
            for at in range(taken, 0, -1):
                if words[at - 1][-1] in ",:" and len(lead + " ".join(words[:at])) * 3 >= width:
                    taken = at
                    break
        lines.append(lead + " ".join(words[:taken]))
        words = words[taken:]
    return "\n".join(lines).replace(_GLUE, " ")
