"""The front ends' phrases that read as one (``bot.wrapping.HELD``: "gav upp", "vänt kort Q♠")
are glued in one pass over a line, by one pattern, not one pass per phrase; and that pass glues
just what a pass per phrase did.

One pattern finds no two phrases that overlap ("x y" and "y z" in "x y z": the first found,
the second not); a pass per phrase glued both. None of HELD ends with a word another begins
with, so the two are the same: this keeps it so when a phrase is added.
"""

from __future__ import annotations

import random
import re

from bot.wrapping import _GLUE, _HELD, _PHRASES, HELD, _bound

CARD = r"(?: (?:10|[2-9AKQJ])[♠♥♦♣](?!\w))?"


def one_by_one(text: str) -> str:
    """What a pass per phrase glues: the engine's phrases, then each of HELD in turn."""
    each = [
        re.compile(
            r"(?<!\w)" + " ".join(map(re.escape, p.split())) + r"(?!\w)" + CARD, re.IGNORECASE
        )
        for p in HELD
    ]
    for phrase in (*_PHRASES, *each):
        text = phrase.sub(lambda found: found[0].replace(" ", _GLUE), text)
    return text


def test_held_is_one_pattern() -> None:
    assert isinstance(_HELD, re.Pattern)


def test_no_phrase_ends_with_a_word_another_begins_with() -> None:
    firsts = {p.split()[0].casefold() for p in HELD}
    lasts = {p.split()[-1].casefold() for p in HELD}
    assert not firsts & lasts, firsts & lasts


def test_one_pass_glues_what_a_pass_per_phrase_did() -> None:
    words = sorted(
        {w for p in HELD for w in p.split()}
        | {"Q♠", "10♦", "gick", "hem", "bet", "med", "2", "LAGT", "Bort", "tiger", "uppåt", "ge,"}
    )
    rng = random.Random(7)
    for _ in range(3000):
        text = " ".join(rng.choice(words) for _ in range(rng.randint(1, 8)))
        assert _bound(text) == one_by_one(text), text
    for phrase in HELD:
        for text in (phrase, phrase.upper(), f"Bo {phrase} Q♠ sen", f"{phrase}s", f"x{phrase}"):
            assert _bound(text) == one_by_one(text), text
    assert _bound("Bo gav upp 5 spel") == f"Bo gav{_GLUE}upp 5 spel"
    assert _bound("vänt kort 10♦ —") == f"vänt{_GLUE}kort{_GLUE}10♦ —"
