"""The sentence frames of itemised payment lines in every language, and the helpers a ledger
uses to write each line once per language (never by translating a finished English line).

A ledger keeps its own frames as a :data:`Frames` table (key → a ``str.format`` frame per
language) and its rule words in its :class:`~bot.engine.words.Vocabulary`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from bot.engine.scoring import Payment
from bot.engine.seats import Seat
from bot.engine.words import LANGS, Lang, Words

Frames = Mapping[str, Words]
"""Sentence frames by key, each in every language."""

Texts = dict[Lang, str]
"""One line in every language."""

Names = Sequence[str] | None
"""Display names of seats 1–4 (``names[seat - 1]``); None names them "seat N"."""

NOTHING_TO_SHARE: Texts = {
    "en": "nothing to share, the pool is empty",
    "sv": "inget att dela, potten är tom",
}
"""The final settlement of a game whose pool is empty at its end (FB-G3, NT-G4, DW-P7): said,
under the heading "End of the game", rather than left out where a settlement was promised."""
_SEAT: Words = {"en": "seat {n}", "sv": "plats {n}"}
_AND: Words = {"en": " and ", "sv": " och "}
_PAYS: Words = {"en": "{payer} pays {payee} {n}", "sv": "{payer} betalar {payee} {n}"}
_TRICK: Words = {"en": "{n} trick", "sv": "{n} stick"}
_TRICKS: Words = {"en": "{n} tricks", "sv": "{n} stick"}
_TAKEN_ONE: Words = {"en": "1 trick taken", "sv": "1 stick taget"}
_TAKEN: Words = {"en": "{n} tricks taken", "sv": "{n} stick tagna"}
# The term's label, then its value, as every other term of a working says it ("extra tricks
# 3", "codille 2"), then the count in brackets: "3×(4 + extra tricks 3 + 4 honours 4)" read
# as a count jammed between two numbers, and a bare "honours 4" as four honours.
_HONOURS: Words = {"en": "honours {price} ({n} held)", "sv": "honnörer {price} ({n} på hand)"}
# Swedish: the club's verbs for a contract, as the headline's "gick hem" / "bet med 2" say it;
# "vunnet" / "förlorat" after the contract read as a word-for-word translation.
_MADE: Words = {"en": "made", "sv": "gick hem"}
_LOST: Words = {"en": "lost", "sv": "gick bet"}
# After "Cecilia played 7 levées and": the player won or lost ("gick bet" there would be the
# contract's, and a phone's line broke between "gick" and "bet").
_WON: Words = {"en": "made it", "sv": "vann"}
_LOST_IT: Words = {"en": "lost", "sv": "förlorade"}
_OVER: Words = {"en": "over", "sv": "över"}
# Swedish "under", opposite "över" as the glossary's X says them ("5 per stick över eller
# under"): "back" read as English beside the headline's "bet med 3", and a short "bet" after
# "5×3" began a phone's next line as a new phrase ("X = 100 + 5×1" / "bet + …").
_SHORT: Words = {"en": "short", "sv": "under"}
# A lost contract said with the tricks it is short by, as describe.deal_verdict's frame puts
# each variant's word for lost ("bet med 2", "lost by 2", American "failed by 2"): written
# out here, below the variants, and checked against every variant's word by a test.
_LOST_BY = ("lost by", "failed by", "bet med")
# A verb and its particle, as the Swedish protocol's play-off lines say it (SV-P4): "spelar" /
# "av ål 96" read as "plays" followed by "from ål 96".
_PARTICLE_VERBS = ("spelar av", "play off", "plays off")

UNBROKEN: tuple[str, ...] = tuple(
    sorted(
        {text for words in (_MADE, _LOST, _WON, _LOST_IT) for text in words.values() if " " in text}
        | set(_LOST_BY)
        | set(_PARTICLE_VERBS)
    )
)
"""The phrases of these words that read as one ("gick hem", "gick bet", "bet med", "made it",
"lost by", "failed by", "spelar av"), which a line broken for a screen keeps on one line
(:mod:`bot.wrapping`): "gick" ending one line and "hem" beginning the next reads as two
words, and the wrapper takes a short word ("hem", "bet", "it", "by") for one that begins a
phrase."""


WHOLE_TERMS: tuple[str, ...] = tuple(sorted(set(_HONOURS.values())))
"""The frames of a working's terms that read as one, each ``{field}`` in them a figure
(:func:`honours_priced`: "honnörer 3 (3 på hand)"), which a line broken for a screen keeps on
one line (:mod:`bot.wrapping`): a phone broke "… + honnörer 3" / "(3 på hand)) = 27", the
count in brackets read as a figure of its own."""


def say(frames: Frames, key: str, lang: Lang, **values: object) -> str:
    """Frame ``key`` in ``lang`` (English where the frame has no such language), filled in."""
    words = frames[key]
    return (words.get(lang) or words["en"]).format(**values)


def each_lang(make: Callable[[Lang], str]) -> Texts:
    """A line made once per language."""
    return {lang: make(lang) for lang in LANGS}


def seat_name(seat: Seat, names: Names = None, lang: Lang = "en") -> str:
    if names is not None:
        return names[seat - 1]
    return (_SEAT.get(lang) or _SEAT["en"]).format(n=seat)


def tricks(n: int, lang: Lang) -> str:
    """``1 trick``, ``2 tricks`` in the reader's language."""
    words = _TRICK if n == 1 else _TRICKS
    return (words.get(lang) or words["en"]).format(n=n)


def taken(n: int, lang: Lang) -> str:
    """``4 tricks taken``: tricks a side took, never read as tricks short. A Swede reads
    "gick bet med 4 stick" as lost by four, so a lost contract's tricks are said this way."""
    words = _TAKEN_ONE if n == 1 else _TAKEN
    return (words.get(lang) or words["en"]).format(n=n)


def honours_priced(held: int, price: int, lang: Lang) -> str:
    """The honours a side held and what they add, as one item of a payment's working:
    ``honours 6 (3 held)`` (Swedish ``honnörer 6 (3 på hand)``), the label and its price as
    the other terms say theirs, then the count. A bare "honours 6" read as six honours where
    three are priced 6 (NT-P6, WB-P1, SV-S3); "3 honours 6" as a count between two numbers."""
    return (_HONOURS.get(lang) or _HONOURS["en"]).format(n=held, price=price)


def plus_honours(held: int, price: int, lang: Lang) -> str:
    """``honours_priced`` as a further term of a sum (`` + honours 4 (3 held)``), or nothing
    where the honours score nothing: fewer than three held score 0 (NT-P6's hA/hB/hC, WB-P1,
    SV-S3), and a playtest read "4 + extra tricks 1 + 2 honours 0" as noise."""
    return f" + {honours_priced(held, price, lang)}" if price else ""


def verdict(made: bool, lang: Lang) -> str:
    """``made`` or ``lost`` after the contract it judges ("Seven lost", Swedish "Seven gick
    bet") in the reader's language."""
    words = _MADE if made else _LOST
    return words.get(lang) or words["en"]


def outcome(made: bool, lang: Lang) -> str:
    """How the player fared, after "… played 7 levées and": ``made it`` or ``lost`` (Swedish
    ``vann`` / ``förlorade``), where :func:`verdict` follows the contract itself."""
    words = _WON if made else _LOST_IT
    return words.get(lang) or words["en"]


def over_or_short(over: bool, lang: Lang) -> str:
    """The tricks a contract is over or short by, said after their count (``5×1 short``,
    ``5 × 3 under``): one word in every variant's working of an amount."""
    words = _OVER if over else _SHORT
    return words.get(lang) or words["en"]


def joined(parts: Sequence[str], lang: Lang) -> str:
    """``a and b`` in the reader's language."""
    return (_AND.get(lang) or _AND["en"]).join(parts)


def listed(parts: Sequence[str], lang: Lang) -> str:
    """``a, b and c`` in the reader's language (``a`` alone, ``a and b``)."""
    if len(parts) <= 2:
        return joined(parts, lang)
    return joined([", ".join(parts[:-1]), parts[-1]], lang)


def pays_sentence(payments: Sequence[Payment], names: Names, lang: Lang) -> str:
    """``A pays B 50, C pays D 50`` in ``lang``; empty without payments."""
    frame = _PAYS.get(lang) or _PAYS["en"]
    return ", ".join(
        frame.format(
            payer=seat_name(p.payer, names, lang), payee=seat_name(p.payee, names, lang), n=p.amount
        )
        for p in payments
    )
