"""Breaking a long line of text for a terminal or a phone: between words, never inside a
seat's name, and for a phone at a comma or a colon where one will do; and the columns a text
takes on screen (:func:`display_width`), by which every text fitted to a width is measured.

``textwrap`` breaks at any space, so a name of several words ("Computer 4 (heuristic)",
"Dator 2 (heuristisk)") could end one line and begin the next; the names given are kept whole.
``len`` counts characters, so a line with an emoji ("Sven 🎴👑") was wider on screen than
counted, and a column padded with ``str.ljust`` was too.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

_GLUE = "\0"
"""Stands for a space inside a name while the line is broken (never in a text itself)."""

_NO_COLUMN = frozenset({"Mn", "Me", "Cf"})
"""Drawn on the character before, or not at all: combining marks, variation selectors (the
emoji one, U+FE0F, is a mark) and joiners (U+200D)."""


_EMOJI_STYLE = "\ufe0f"
"""After a character drawn as text ("❤", "♠"), asks for it as an emoji: two columns."""
_JOINER = "\u200d"
"""Joins the emoji after it to the one before ("👨‍👩‍👧"): drawn as one."""
_SKIN_TONES = range(0x1F3FB, 0x1F400)
"""Modify the emoji before them ("👍🏽"): drawn as one."""


def display_width(text: str) -> int:
    """The columns ``text`` takes in a fixed-width font, as a phone draws it: two for a wide or
    fullwidth character (East Asian Wide or Fullwidth, as most emoji are: 🎴, 👑) and for a
    character asked for as an emoji ("❤️"); none for a combining mark or a character drawn
    with the one before (a skin tone, an emoji joined by a joiner); one for any other."""
    if text.isascii():  # one column each: most texts need no look-up
        return len(text)
    width = 0
    last = 0  # the width of the last character drawn
    joined = False
    for char in text:
        if char == _EMOJI_STYLE:
            width += 2 - last if last == 1 else 0
            last = 2 if last else 0
        elif char == _JOINER:
            joined = True
        elif joined or ord(char) in _SKIN_TONES:
            joined = False  # drawn inside the emoji before
        else:
            last = _char_width(char)
            width += last
    return width


def _char_width(char: str) -> int:
    if unicodedata.category(char) in _NO_COLUMN:
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def ljust(text: str, width: int) -> str:
    """``text`` and spaces after it to fill ``width`` columns on screen."""
    return text + " " * (width - display_width(text))


def rjust(text: str, width: int) -> str:
    """``text`` after spaces to fill ``width`` columns on screen."""
    return " " * (width - display_width(text)) + text


def _glued(text: str, whole: Iterable[str]) -> str:
    """``text`` with the spaces inside each of ``whole`` (names) glued, the longest name first
    (it may hold a shorter one)."""
    for name in sorted(whole, key=len, reverse=True):
        text = text.replace(name, name.replace(" ", _GLUE))
    return text


_BREAKS = re.compile(r"[\t\n\x0b\x0c\r]")
"""White space other than a space, which becomes one (as ``textwrap`` has it; a no-break space
stays)."""


def fill(
    text: str, width: int, *, first: str = "", later: str = "", whole: Iterable[str] = ()
) -> str:
    """``text`` broken between words within ``width`` columns on screen, its first line led
    by ``first`` and the others by ``later``; each of ``whole`` (names) kept on one line. As
    ``textwrap.fill`` keeps them, the text's own indent and the spaces between words on a line
    stay (a guide's list item); a line breaks only at a space, and a word longer than the width
    is left whole, over it."""
    text = _BREAKS.sub(" ", _glued(text, whole).expandtabs())
    body = text.lstrip(" ")
    if not body.strip(" "):
        return ""
    words = body.rstrip(" ").split(" ")
    line = first + text[: len(text) - len(body)] + words[0]
    if display_width(line) > width:  # no room for the indent: the word alone, over the width
        line = first + words[0]
    lines: list[str] = []
    space = ""  # the spaces between the line so far and the next word
    for word in words[1:]:
        if not word:  # one more space of a run
            space += " "
            continue
        if display_width(f"{line}{space} {word}") <= width:
            line = f"{line}{space} {word}"
        else:
            lines.append(line)
            line = later + word
        space = ""
    lines.append(line)
    return "\n".join(lines).replace(_GLUE, " ")


_FIGURE = re.compile(r"\(?[-+]?\d+\)?[,:;]?")
"""A figure closing a phrase: ``95``, ``95,``, ``(12)``."""
_LOOSE = re.compile(r"[=+×,:;]$")
"""A word a figure is not glued to: a sign (the sum's own glue keeps it) or a phrase's end."""
_SUMS = (" = ", " + ", " × ")
"""A sum's signs: a line broken next to one would leave "= 13" or "1 ×" alone on a line."""


def fill_at_commas(
    text: str, width: int, *, first: str = "", later: str = "", whole: Iterable[str] = ()
) -> str:
    """``text`` broken between words within ``width`` columns on screen, as :func:`fill` does
    (a run of spaces made one), but after a comma or a colon where one ends a line at least a
    third full, so that a phrase ("8 tricks, 9 needed,", "Bob pays Al 95,") is not cut in two;
    never next to a sum's sign, nor before the figure that ends a phrase ("pays each defender"
    / "40"). Lines are led as in :func:`fill`."""
    text = _glued(text, whole)
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
        while taken < len(words) and display_width(lead + " ".join(words[: taken + 1])) <= width:
            taken += 1
        if taken < len(words):
            for at in range(taken, 0, -1):
                third = display_width(lead + " ".join(words[:at])) * 3 >= width
                if words[at - 1][-1] in ",:" and third:
                    taken = at
                    break
        lines.append(lead + " ".join(words[:taken]))
        words = words[taken:]
    return "\n".join(lines).replace(_GLUE, " ")
