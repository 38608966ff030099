"""Breaking a long line of text for a terminal or a phone: between words, never inside a
seat's name nor between a small piece that means nothing alone and its word (a suit's symbol,
a seat's amount or card, a product, a total, a figure ending a sentence: :func:`fill`) nor
inside a phrase of the engine's that reads as one ("gick hem", "made it", a working's term
"honnörer 3 (3 på hand)": :func:`_bound`) nor, where it fits, inside a game's rule words
("petite misère", "första preferens": :func:`rule_phrases`), and for a phone between phrases
where it can (:func:`fill_at_commas`: at a comma or a colon, a bracket and a sum's term kept
whole, a suit's symbol with its word); and the columns a text takes on screen
(:func:`display_width`), by which every text fitted to a width is measured; and a message's
template cut at its own " · " into parts, never inside a name filled in (:func:`template_cut`).

``textwrap`` breaks at any space, so a name of several words ("Computer 4 (heuristic)",
"Dator 2 (heuristisk)") could end one line and begin the next; the names given are kept whole.
``len`` counts characters, so a line with an emoji ("Sven 🎴👑") was wider on screen than
counted, and a column padded with ``str.ljust`` was too.
"""

from __future__ import annotations

import re
import string
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache

from bot.engine.actions import Level
from bot.engine.contracts import Contract, SuitClass
from bot.engine.phrasing import UNBROKEN, WHOLE_TERMS
from bot.engine.words import Lang, Vocabulary
from bot.i18n import t
from bot.names import HANDED

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
    if not text.translate(_NARROW):  # a suit, a dash, "åäö": one column each too, no loop
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


_NARROW: dict[int, None] = {
    code: None
    for code in (
        *range(0x80),
        *range(0xA0, 0x250),  # Latin-1 and Latin Extended: "å", "é", "·", "×"
        *(ord(c) for c in "–—‘’“”•…−←→★♠♣♥♦♤♡♢♧"),
    )
    if _char_width(chr(code)) == 1  # never a mark (U+00AD, the soft hyphen) nor a wide one
}
"""Characters one column wide wherever they stand (none draws on the one before or after it):
a text made of them alone is as wide as it is long, found by one ``str.translate`` that
deletes them all. The deal's lines are measured on every click to break them for a phone
(their suits, dots and dashes are not ASCII), and the loop per character was most of their
drawing (issue #17)."""


def ljust(text: str, width: int) -> str:
    """``text`` and spaces after it to fill ``width`` columns on screen."""
    return text + " " * (width - display_width(text))


def rjust(text: str, width: int) -> str:
    """``text`` after spaces to fill ``width`` columns on screen."""
    return " " * (width - display_width(text)) + text


PHONE_LINE = 50
"""Columns a line made of parts that may stand on lines of their own (a deal's suit classes,
a trick's plays, the balances' seats) keeps within: about what a phone shows of a message's
line."""


def packed(parts: Sequence[str], width: int = PHONE_LINE, sep: str = " · ") -> list[str]:
    """``parts`` joined by ``sep`` into as few lines as keep within ``width`` columns, each
    part whole on one line (a part longer than ``width`` on a line of its own): a phone
    breaks such a line at ``sep``, never inside "petite – andra färg: ingen"."""
    return _packed(parts, map(display_width, parts), width, sep)[0]


def template_cut(lang: Lang, key: str, fields: Mapping[str, str]) -> list[str]:
    """``key``'s text with ``fields`` filled in, cut at each " · " of its template, never at
    one inside a field (a name): "Contract: {contract} · {declarer_word} {declarer}" gives
    two parts. Each field stands in the template as a mark no text holds until it is cut."""
    marks = {name: f"\0{n}\0" for n, name in enumerate(fields)}
    parts: list[str] = []
    for part in t(lang, key, **marks).split(" · "):
        for name, mark in marks.items():
            part = part.replace(mark, fields[name])
        parts.append(part)
    return parts


def template_parts(lang: Lang, key: str, /, **fields: str) -> list[str]:
    """``key``'s text with ``fields`` filled in, cut at each " · " of its template
    (:func:`template_cut`), each part to stand whole on a phone's line (:func:`packed`). The
    text whole where it keeps within a phone's line, as packing its parts would give it
    (nearly always: not cut)."""
    whole = t(lang, key, **fields)
    if display_width(whole) <= PHONE_LINE:
        return [whole]
    return template_cut(lang, key, fields)


def _packed(
    parts: Sequence[str], widths: Iterable[int], width: int, sep: str = " · "
) -> tuple[list[str], list[int]]:
    """:func:`packed` of ``parts`` measured ``widths``, with each line's width."""
    lines: list[str] = []
    measured: list[int] = []
    gap = display_width(sep)
    for part, wide in zip(parts, widths, strict=True):
        if lines and measured[-1] + gap + wide <= width:
            lines[-1] += sep + part
            measured[-1] += gap + wide
        else:
            lines.append(part)
            measured.append(wide)
    return lines, measured


def seat_lines(
    parts: Sequence[str], headed: Callable[[str], str], width: int = PHONE_LINE
) -> list[str]:
    """Each seat's ``parts`` (its name and balance, card or tricks) on lines within ``width``
    columns, the first under the heading ``headed`` gives it ("Balances: Anna +120", "Trick 3:
    West 4♦"), each whole on one line: all on one where they fit, two seats a line where both
    lines fit ("Tricks: North 2 · Computer 2 (heuristic) 5", then "South 4 · West 2"), not
    three and a lone fourth; else as many as fit (:func:`packed`), a long part on a line of
    its own. Where the first seat does not fit beside the heading, the heading on a line of
    its own above the seats, laid out so ("Platser (för /boston score):", then "1 Kristoffer
    Lindqvist · 2 Margaretha Söderberg"), as :func:`headed_lines` does."""
    if not parts:
        return [headed("")]
    first = headed(parts[0])
    line = " · ".join([first, *parts[1:]])
    if display_width(line) <= width:  # nearly always: one look at the line
        return [line]
    if display_width(first) > width:
        return [headed("").rstrip(), *_two_and_two(parts, width)]
    return _two_and_two([first, *parts[1:]], width)


def cards_lines(
    headed: Callable[[str], str], cards: str, width: int = PHONE_LINE, whole: Iterable[str] = ()
) -> list[str]:
    """A seat's ``cards`` (grouped by suit, " · " between: "♠ Q 10 9 · ♥ Q 2") after the
    heading ``headed`` gives them ("West's cards lie face up: …") on one line where it keeps
    within ``width`` columns; else the heading on a line of its own and the cards under it,
    broken between suits (:func:`packed`), never inside one: a phone broke "♠ Q 10 9 8 7 6 ·
    ♥ Q 2 · ♣ 4 · ♦" / "J 7 2", a line a spread's defenders reread every trick. A heading
    wider than a line alone is broken between words, each of ``whole`` (names) kept whole."""
    line = headed(cards)
    if display_width(line) <= width:  # nearly always: one look at the line
        return [line]
    heading = headed("").rstrip()
    if display_width(heading) > width:
        heading = fill(heading, width, whole=whole)
    return [*heading.splitlines(), *packed(cards.split(" · "), width)]


def _two_and_two(parts: Sequence[str], width: int) -> list[str]:
    """``parts`` packed (:func:`packed`), but four that would stand three and a lone fourth
    two and two where both lines fit."""
    lines = packed(parts, width)
    if len(lines) == 2 and len(parts) == 4:  # 3 + 1: the seats two and two instead
        pairs = [f"{parts[0]} · {parts[1]}", f"{parts[2]} · {parts[3]}"]
        if all(display_width(line) <= width for line in pairs):
            return pairs
    return lines


def headed_lines(
    parts: Sequence[str],
    headed: Callable[[str], str],
    width: int = PHONE_LINE,
    *,
    whole: Iterable[str] = (),
    phrases: Iterable[str] = (),
) -> list[str]:
    """``parts`` under the heading ``headed`` gives the first ("Auction: South: Eight"),
    broken between parts where long (:func:`packed`), each whole on one line; where the first
    part does not fit beside the heading, the heading on a line of its own above the parts
    ("Budgivning:", then "Dator 1 (heuristisk): 5 spel (liten boston) i färg"). A part wider
    than a line alone is broken between its phrases (:func:`fill_at_commas`: "Margaretha
    Söderberg:", then "6 spel (stor boston) i högsta färg"), each of ``whole`` (names) kept
    on one line and each of ``phrases`` where it fits. None where there are no parts."""
    if not parts:
        return []
    head = [headed(parts[0]), *parts[1:]]
    widths = [display_width(part) for part in head]  # each part measured once
    lines, measured = _packed(head, widths, width)
    if measured[0] > width:
        heading = headed("").rstrip()
        lines, measured = _packed(parts, [display_width(parts[0]), *widths[1:]], width)
        lines, measured = [heading, *lines], [display_width(heading), *measured]
    if all(wide <= width for wide in measured):
        return lines  # nearly always: no part wider than a line alone
    whole, phrases = tuple(whole), tuple(phrases)
    return [
        piece
        for line, wide in zip(lines, measured, strict=True)
        for piece in (
            [line]
            if wide <= width
            else fill_at_commas(line, width, whole=whole, phrases=phrases).splitlines()
        )
    ]


def _glued(text: str, whole: Iterable[str]) -> str:
    """``text`` with the spaces inside each of ``whole`` (names) glued, the longest name first
    (it may hold a shorter one), and those around an arrow between names: the holders of a
    seat in turn during one deal ("Cecilia → Erik") are one name, never "Cecilia →" / "Erik"."""
    for name in sorted(whole, key=len, reverse=True):
        text = text.replace(name, name.replace(" ", _GLUE))
    return text.replace(HANDED, HANDED.replace(" ", _GLUE))


_PHRASES = tuple(
    re.compile(
        r"(?<!\w)" + " ".join(map(re.escape, phrase.split())) + r"(?!\w)(?: \d+(?!\S))?",
        re.IGNORECASE,
    )
    for phrase in UNBROKEN
)
"""The engine's phrases that read as one (:data:`~bot.engine.phrasing.UNBROKEN`: "gick hem",
"gick bet", "bet med", "made it"), each as a whole word or words, with the figure it counts
where one follows ("bet med 2", "lost by 2": never "lost by" / "2")."""


HELD: tuple[str, ...] = (
    # A Swedish verb and its particle, which carries half its meaning: "Bo gav" / "upp 5
    # spel …" read as "Bo gave" and a phrase "up 5 spel"; "betalar" / "in 10" as "pays".
    "gav upp",
    "ger upp",
    "ge upp",
    "lägger bort",
    "lägg bort",
    "lagt bort",
    "betalar in",
    "tar tillbaka",
    "tas tillbaka",
    "togs tillbaka",
    # A term of two words or three: the turned card, the pack it is turned from, a card laid
    # away face down ("vänt kort Q♠", never "vänt" / "kort Q♠"; "ur en andra kortlek", never
    # "ur en" / "andra kortlek"; "lägger bort ett kort dolt", never "… ett kort" / "dolt").
    "vänt kort",
    "en andra kortlek",
    "ett kort dolt",
)
"""The front ends' phrases that read as one, as :data:`_PHRASES` are the engine's: each kept
on one line, with the card it names where one follows ("vänt kort Q♠")."""

_HELD = re.compile(
    r"(?<!\w)(?:"
    + "|".join(
        " ".join(map(re.escape, phrase.split()))
        for phrase in sorted(HELD, key=len, reverse=True)  # "lägger bort" before "lägg bort"
    )
    + r")(?!\w)(?: (?:10|[2-9AKQJ])[♠♥♦♣](?!\w))?",
    re.IGNORECASE,
)
"""Any of :data:`HELD`, as one pattern: one pass over a line for all of them. None of them
ends with a word another begins with, so none overlaps another as the engine's phrases do."""


def _term_pattern(frame: str) -> str:
    """A term's ``frame`` (:data:`~bot.engine.phrasing.WHOLE_TERMS`) as a pattern: its words as
    they stand, any run of spaces between them, each ``{field}`` a figure."""
    parts: list[str] = []
    for literal, field, _, _ in string.Formatter().parse(frame):
        parts.append(" +".join(map(re.escape, literal.split(" "))))
        if field is not None:
            parts.append(r"[-+−]?\d+")
    return "".join(parts)


_TERMS = re.compile(
    r"(?<!\w)(?:"
    + "|".join(map(_term_pattern, sorted(WHOLE_TERMS, key=len, reverse=True)))
    + r")(?!\w)",
    re.IGNORECASE,
)
"""The engine's terms of a working that read as one (:data:`~bot.engine.phrasing.WHOLE_TERMS`:
"honours 3 (3 held)", "honnörer 3 (3 på hand)"), with whatever figures they hold."""


def _bound(text: str) -> str:
    """``text`` with the spaces inside the phrases that read as one glued (the engine's,
    :data:`_PHRASES` and :data:`_TERMS`, and the front ends', :data:`HELD`): never "… gick" /
    "hem …", "… gav" / "upp …", "honnörer 3" / "(3 på hand)". The engine's may overlap
    ("gick bet med 2"): each is glued in turn."""
    for phrase in (*_PHRASES, _TERMS, _HELD):
        text = phrase.sub(lambda found: found[0].replace(" ", _GLUE), text)
    return text


def rule_phrases(words: Vocabulary, contracts: Iterable[Contract], lang: Lang) -> tuple[str, ...]:
    """The rule words of a table's game that read as one, as its vocabulary says them in
    ``lang``: each contract's name (``6 spel (stor boston)``, ``Jag går sex``, ``Little
    Misère``), short and as offered, alone and with each colour level's words (``6 spel (stor
    boston) i högsta färg``, ``Six (I keep over you)``); each level's words (``i högsta färg``)
    and each suit class's (``högsta färg``, ``second preference``, ``plain suits``). A line
    broken between "bjuder petite" and "misère", or "första" and "preferens", read as two
    things; :func:`fill` keeps each of these on one line where it fits."""
    names: set[str] = set()
    for contract in contracts:
        names |= {
            words.contract(contract, lang),
            words.contract_short(contract, lang),
            words.contract_choice(contract, lang),
        }
    levels = {words.level(level, lang) for level in Level}
    found = {name + level for name in names for level in levels}
    found |= {level.strip() for level in levels}
    found |= {words.level_choice(level, lang) for level in Level}
    for suit_class in SuitClass:
        found |= {words.suit_class(suit_class, lang), words.class_label(suit_class, lang)}
        plural = words.plurals.get(suit_class)
        if plural is not None:
            found.add(plural.get(lang) or plural.get("en") or "")
    return tuple(sorted(phrase for phrase in found if " " in phrase.strip()))


@lru_cache(maxsize=64)
def _phrase_pattern(phrases: tuple[str, ...], room: int) -> re.Pattern[str] | None:
    """Any of ``phrases`` no wider than ``room`` columns, as whole words whatever their
    case, the longest first (it may hold a shorter one: "6 spel (stor boston) i färg"); what
    sticks to it after (``tail``: a suit's symbol, a comma, a bracket) looked at too."""
    fitting = sorted(
        (" ".join(p.split()) for p in phrases if 0 < display_width(p.strip()) <= room),
        key=len,
        reverse=True,
    )
    if not fitting:
        return None
    alternatives = "|".join(" ".join(map(re.escape, p.split())) for p in fitting)
    return re.compile(
        rf"(?<!\w)(?:{alternatives})(?!\w)(?=(?P<tail>(?: [{_SUITS}])?\S*))", re.IGNORECASE
    )


def _phrased(text: str, phrases: Iterable[str], room: int) -> str:
    """``text`` with the spaces inside each of ``phrases`` (:func:`rule_phrases`) that fits
    in ``room`` columns glued, with what sticks to it after (a suit's symbol, a comma); one
    wider than that is left to break, the shorter phrases in it (a contract's name, its
    level's words) still kept whole."""
    given = tuple(phrases)
    pattern = _phrase_pattern(given, room)
    if pattern is None:
        return text

    def glued(found: re.Match[str]) -> str:
        if display_width(found[0] + found["tail"]) <= room:
            return found[0].replace(" ", _GLUE)
        return _phrased(found[0], given, display_width(found[0]) - 1)

    return pattern.sub(glued, text)


_SUITS = "♠♥♦♣"
_SYMBOL_AFTER = re.compile(f" (?=[{_SUITS}])")
"""A space before a suit's symbol: the symbol stays with the word it belongs to ("andra färg
♠.", "trumps ♣"), never alone at a line's start."""
_PRODUCT = re.compile(r"(?<=\d) × (?=\d)")
"""The spaces of a spaced product ("1 × 16"): never "1 ×" / "16", read as a sum."""
_TOTAL = re.compile(r" = (?=[-+−]?\d)")
"""The space after a sum's "=": its total stays with it ("= 112")."""
_TERM = re.compile(r"(?<= [+−]) (?=\d)")
"""The space after a sum's "+" or "−": its term stays with it ("+ 1 × 16"), no line ends
with the sign."""
_CLOSING_FIGURE = re.compile(r" (?=[-+−]?\d+\)[,.:;]?(?!\S))")
"""A space before the figure that closes a bracket ("(… insats på 50)."): the figure stays
with its word, never "insats på" / "50)." with the figure alone at a line's start."""
_ENDING_FIGURE = re.compile(r"(?<=[^\s·]) (?=[-+−]?\d+\.(?!\S))")
"""A space before a figure that ends a sentence ("Base 96.", "(stor philadelphia): 10."): the
figure stays with the word before it. At a line's start, "96." or "48. 11 spel (liten
souveraine)" read as a numbered list's item (SV-C1's bases in the terminal's guide). Not after
a list's "·": there the figure is an item's own number (:data:`_ITEM_NUMBER`)."""
_ITEM_NUMBER = re.compile(r"(?<=·) (\d+\.) ")
"""A numbered item inside a line ("10 levées · 11. Grand Spread", FB-C): its number stays with
its name, never at the end of the line before it."""
_SEATS_OWN = rf" (?=[-+−]?\d|(?:10|[2-9AKQJ])[{_SUITS}])"
"""What follows a seat's name and is its own: an amount ("+20", "0") or a card ("2♠")."""


def _kept_together(
    text: str, whole: Iterable[str], phrases: Iterable[str] = (), room: int = 0
) -> str:
    """``text`` with the names of ``whole`` glued (:func:`_glued`) and the small pieces that
    mean nothing alone glued to their word: a suit's symbol to the word before it, a product's
    figures to its "×", a total to its "=", a term to its sign, a name to the amount or card
    after it ("Dator 3 (heuristisk) +20", "Computer 4 (heuristic) 2♠"), a figure ending a
    sentence to the word before it ("Base 96."), an item's number to its name; and each of
    ``phrases`` that fits in ``room`` columns (:func:`_phrased`)."""
    whole = tuple(whole)
    text = _bound(_phrased(_glued(text, whole), phrases, room))
    text = _SYMBOL_AFTER.sub(_GLUE, text)
    text = _PRODUCT.sub(f"{_GLUE}×{_GLUE}", text)
    text = _TOTAL.sub(f" ={_GLUE}", text)
    text = _TERM.sub(_GLUE, text)
    text = _CLOSING_FIGURE.sub(_GLUE, text)
    text = _ENDING_FIGURE.sub(_GLUE, text)
    text = _ITEM_NUMBER.sub(rf" \1{_GLUE}", text)
    for name in sorted({n.replace(" ", _GLUE) for n in whole}, key=len, reverse=True):
        if name:
            text = re.sub(re.escape(name) + _SEATS_OWN, name + _GLUE, text)
    return text


def clauses(text: str, mark: str = "; ") -> list[str]:
    """``text`` cut at each ``mark`` outside brackets, the marks dropped: a payment line's
    clauses ("Bob pays 40; Al pays each 10"), each of which the front ends lay on a line of
    its own. A bracketed aside holding one stays whole ("(the last card turned, 10♣; ♠ ♥ ♣ ♦
    draw seats 1–4)"): cut there, its card would read as one of the suits after it."""
    if mark not in text:  # a line of one clause
        return [text]
    parts: list[str] = []
    depth = begin = n = 0
    while n < len(text):
        char = text[n]
        if char == "(":
            depth += 1
        elif char == ")":
            depth = max(0, depth - 1)
        elif not depth and text.startswith(mark, n):
            parts.append(text[begin:n])
            begin = n = n + len(mark)
            continue
        n += 1
    parts.append(text[begin:])
    return parts


_SPACES = re.compile(r"[ \t\n\x0b\x0c\r]+")
"""Where a line may break: a run of white space, but never a no-break space (U+00A0, between
the thousands of "1 442,50 kr"), which ``str.split`` takes for one."""
_BREAKS = re.compile(r"[\t\n\x0b\x0c\r]")
"""White space other than a space, which becomes one (as ``textwrap`` has it; a no-break space
stays)."""


def fill(
    text: str,
    width: int,
    *,
    first: str = "",
    later: str = "",
    whole: Iterable[str] = (),
    phrases: Iterable[str] = (),
) -> str:
    """``text`` broken between words within ``width`` columns on screen, its first line led
    by ``first`` and the others by ``later``; each of ``whole`` (names) kept on one line, and
    each of ``phrases`` (a game's rule words, :func:`rule_phrases`) where it fits on one. As
    ``textwrap.fill`` keeps them, the text's own indent and the spaces between words on a line
    stay (a guide's list item); a line breaks only at a space, and a word longer than the width
    is left whole, over it. No line begins with a piece that means nothing alone
    (:func:`_kept_together`: a suit's symbol, a seat's amount, a product's factor, a total).
    """
    room = width - max(display_width(first), display_width(later))
    text = _BREAKS.sub(" ", _kept_together(text, whole, phrases, room).expandtabs())
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


_FIGURE = re.compile(r"\(?[-+−]?\d+(?:×\d+)*\)?")
"""A figure: ``95``, ``5×2``, ``(12)``, ``0)``; its phrase's comma or colon after it."""
_SIGN = re.compile(r"[=+×−-]|×\d+")
"""A sum's sign standing alone (``=``, ``+``, ``×``), or a factor that leads its figure
(``×2``): a line broken before one is led by it, so that it reads as the line above's
continuation ("+ 5×2 honnörsstick = 95")."""
_SHORT = re.compile(r"[^\W\d_]{1,3}")
"""A short word ("i", "och", "av", "at", "the"): it leans on the word after it."""
_CLOSES = ",:;"
"""What ends a phrase: a line is best broken after it."""

# What a break costs, where it falls (lower is better). A line costs more than a break in an
# ordinary place, so no line is added for a small gain; the faults a reader stumbles on (a
# bracket cut, a sign left at a line's end) cost as much as a line or more.
_LINE = 20
"""Each line."""
_MID = 6
"""Between two words of a phrase."""
_BEFORE_SHORT = 4
"""Before a short word: it begins a phrase ("… betalar 5" / "och Cissi …")."""
_BEFORE_BRACKET = 3
"""Before an opening bracket: what is in it explains what came before."""
_BEFORE_SIGN = 2
"""Before a sum's sign: it leads the next line ("X = 80 + 5×1 under" / "+ 5×2 …")."""
_BEFORE_EQUALS = 30
"""Before "= N": the total parted from what it totals."""
_IN_BRACKETS = 30
"""Inside brackets: a group cut ("(belle – bästa" / "färg)")."""
_SIGN_ENDS = 60
"""After a sign: the line ends "+" or "=" with nothing to add."""
_SHORT_ENDS = 25
"""After a short word: the line ends "i" or "och", dangling."""
_UNIT = 25
"""Between a figure and the word it counts ("5×2" / "honnörsstick", "8" / "levées")."""
_IN_PRODUCT = 60
"""Inside a product, before its "×" ("96 + 1" / "× 16 = 112" read as the sum "96 + 1")."""
_FIRST_TERM = 30
"""After "= N" where the sum goes on ("X = 80" / "+ …"): the line reads as a total."""
_IN_TERM = 20
"""Between the words of a sum's term ("+ 5×2 by" / "honours = 115")."""
_LONE_FIGURE = 40
"""Before the figure that closes a phrase: it would start a line alone ("pays each
defender" / "40")."""
_PHRASE_CUT = 20
"""Inside a phrase that fits on a line of its own ("priced on the" / "9 levées row:")."""
_LONE_SYMBOL = 60
"""Before a suit's symbol: it would begin a line alone ("trumps" / "♣")."""
_PHRASE_HEAD = 10
"""After a phrase's first word, the phrase before it ended on the same line ("…5-0-0-8:
Bengt" / "och Erik tog minst"): the word begins what the next line says."""
_BRACKETED_FIGURE = 25
"""Before a figure in brackets: it belongs to the word before it ("the fewest" / "(1) and
takes the pool" read as a count of its own)."""
_BRACKETED = re.compile(r"\([-+−]?\d+\)[,.:;]?")
"""A figure in brackets alone (``(1)``, ``(12),``), not a group it opens (``(0 stick …)``)."""
_SUM = re.compile(r"(?<!\S)[-+−]?\d+(?: [-+−×] \d+)+(?: = [-+−]?\d+)?(?=[,.:;)]?(?!\S))")
"""A sum of figures alone, its total with it (``96 + 1 × 32 = 128``, ``2 × 128 = 256``)."""


def _whole_sums(text: str, room: int) -> str:
    """``text`` with the spaces inside each sum of figures (:data:`_SUM`) that fits in ``room``
    columns glued: a phone broke "Cecilia sätter en bet om 96" / "+ 1 × 32 = 128", the first
    term read as the bet. A sum wider than that is left to break before a term's sign."""
    return _SUM.sub(
        lambda found: found[0].replace(" ", _GLUE) if display_width(found[0]) <= room else found[0],
        text,
    )


def fill_at_commas(
    text: str,
    width: int,
    *,
    first: str = "",
    later: str = "",
    whole: Iterable[str] = (),
    phrases: Iterable[str] = (),
) -> str:
    """``text`` broken between words within ``width`` columns on screen (a run of spaces made
    one; a word wider than a line is left whole, over it), so that each line reads as a
    phrase, not as a piece of one: after a comma or a colon where one will do ("8 tricks, 9
    needed,", "Bob pays Al 95,"), a phrase or a bracketed group kept whole where it fits on a
    line, a sum of figures too ("96 + 1 × 32 = 128"), a figure kept with the word it counts
    ("5×2 honnörsstick") or the name it ends ("Bot 2"), and "= N" with what it totals; a sum
    too long for its line broken before a term's sign ("+ 5×2 honnörsstick = 95"); no line
    ending with a sign or a short word ("i", "och", "at") where another break will do, and no
    phrase's closing figure beginning a line alone. Lines are led as in :func:`fill`, and
    ``phrases`` kept whole as there.

    Of all the ways to break the text, the one with the fewest lines and faults, each
    weighed; of those as good, the one with the earlier lines the fuller. A phone's line is
    short, and the last break that fits is often one that misleads."""
    fits = width - max(display_width(first), display_width(later))
    glued = _whole_sums(_bound(_phrased(_glued(text, whole), phrases, fits)), fits)
    words = [w.replace(_GLUE, " ") for w in _SPACES.split(glued) if w]
    count = len(words)
    widths = [display_width(w) for w in words]
    signs = [_SIGN.fullmatch(w) is not None for w in words]
    figures = [_FIGURE.fullmatch(w) is not None for w in words]
    shorts = [_SHORT.fullmatch(w) is not None and w.islower() for w in words]
    # A figure after a capitalised word ends a name ("Bot 2", "Dator 4").
    named = [n > 0 and figures[n] and words[n - 1][0].isupper() for n in range(count)]
    # The brackets open after each word, and each word's phrase (ended by a comma or colon).
    depth: list[int] = []
    phrase: list[int] = []
    opened = number = 0
    for word in words:
        opened = max(0, opened + word.count("(") - word.count(")"))
        depth.append(opened)
        phrase.append(number)
        number += word[-1] in _CLOSES
    # Whether a sum's sign comes before word n in its phrase, and after it; the width of
    # each phrase.
    signed_before = [False] * count
    signed_after = [False] * count
    for n in range(1, count):
        same = phrase[n] == phrase[n - 1]
        signed_before[n] = same and (signs[n - 1] or signed_before[n - 1])
    for n in range(count - 2, -1, -1):
        same = phrase[n] == phrase[n + 1]
        signed_after[n] = same and (signs[n + 1] or signed_after[n + 1])
    phrase_width = [-1] * number + [-1]
    for n, word_width in enumerate(widths):
        phrase_width[phrase[n]] += word_width + 1
    room = width - display_width(later)

    def cost(n: int) -> int:
        """A break before word ``n``: what ending a line there and beginning one cost."""
        before, after = words[n - 1], words[n]
        if before[-1] in _CLOSES:
            price = 0
        elif signs[n]:
            price = _BEFORE_EQUALS if after == "=" else _BEFORE_SIGN
        elif after[0] == "(":
            price = _BEFORE_BRACKET
        elif shorts[n]:
            price = _BEFORE_SHORT
        else:
            price = _MID
        if depth[n - 1]:
            price += _IN_BRACKETS
        if phrase[n - 1] == phrase[n] and phrase_width[phrase[n]] <= room:
            price += _PHRASE_CUT
        if phrase[n - 1] == phrase[n] and n > 1 and words[n - 2][-1] in _CLOSES:
            price += _PHRASE_HEAD
        if signs[n - 1]:
            price += _SIGN_ENDS
        elif shorts[n - 1]:
            price += _SHORT_ENDS
        counted = figures[n - 1] and not named[n - 1] and after[0].isalpha()
        if named[n] or (counted and after[0].islower() and not shorts[n]):
            price += _UNIT
        if after == "×":  # a spaced product ("1 × 16") stays whole
            price += _IN_PRODUCT
        if after[0] in _SUITS:  # a suit's symbol stays with its word ("trumps ♣")
            price += _LONE_SYMBOL
        if _BRACKETED.fullmatch(after):  # "the fewest (1)"
            price += _BRACKETED_FIGURE
        if figures[n - 1] and n > 1 and words[n - 2] == "=" and after in ("+", "−", "-"):
            price += _FIRST_TERM
        if not (signs[n - 1] or signs[n]) and signed_before[n] and signed_after[n - 1]:
            price += _IN_TERM
        closing = n == count - 1 or after[-1] in _CLOSES
        if closing and _FIGURE.fullmatch(after.rstrip(_CLOSES)) and not signs[n - 1]:
            price += _LONE_FIGURE
        return price

    costs = [0] + [cost(n) for n in range(1, count)]
    # best[n]: the least the words from n on cost, laid out from a line beginning at word n;
    # ends[n], where that line ends: the furthest of those as good, so that the earlier
    # lines are the fuller.
    best = [0] * (count + 1)
    ends = [count] * (count + 1)
    for begin in range(count - 1, -1, -1):
        used = display_width(later if begin else first) - 1
        best[begin] = -1
        for end in range(begin + 1, count + 1):
            used += widths[end - 1] + 1
            if used > width and end - begin > 1:
                break
            price = _LINE + best[end] + (costs[end] if end < count else 0)
            if best[begin] < 0 or price <= best[begin]:
                best[begin], ends[begin] = price, end
    lines: list[str] = []
    begin = 0
    while begin < count:
        lines.append((later if begin else first) + " ".join(words[begin : ends[begin]]))
        begin = ends[begin]
    return "\n".join(lines)


ITEM_INDENT = "  "
"""How far an item's lines after its first stand in (:func:`item_lines`)."""


def item_lines(items: Iterable[str], width: int, names: Iterable[str] = ()) -> list[str]:
    """Payment items laid out for a narrow screen: each item's first line flush left, every
    other line of it :data:`ITEM_INDENT` in, alike whether it begins a later clause (after a
    ``;`` outside brackets: who pays whom, :func:`clauses`) or goes on a line broken after a
    comma or a colon where one will do (:func:`fill_at_commas`); every line within ``width``
    columns, each of ``names`` (the seats' names) kept whole. A clause two columns in under
    a broken line four in read as less a part of its item than the line above it ("    East
    took the most (8)" then "  East pays North 50"); two columns for both keep more of a
    phone's line than four ("  40 above the cap of 60 goes to the reserve" whole)."""
    kept = tuple(names)
    return [
        fill_at_commas(clause, width, first=ITEM_INDENT if n else "", later=ITEM_INDENT, whole=kept)
        for item in items
        for n, clause in enumerate(clauses(item))
    ]
