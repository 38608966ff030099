"""Breaking a long line of text for a terminal: between words, never inside a seat's name.

``textwrap`` breaks at any space, so a name of several words ("Computer 4 (heuristic)",
"Dator 2 (heuristisk)") could end one line and begin the next; the names given are kept whole.
"""

from __future__ import annotations

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
