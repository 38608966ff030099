"""DW-P3, DW-P4: a deal's pool line names the pool once, and a soloist alone and a soloist with
a whister read as the same line. With a whister they had been reworded to "pool 55, halved
with whister Cy (…): Anna 28, Cy 27" and "twice the pool, 110, is paid in, halved with whister
Cy: …", but alone they still read "pool: Anna takes the pool, 55" and "pool: twice the pool,
110, is paid in: Anna 110": the stutter the halved lines had shed, in forms no longer siblings
of theirs. A capped pool's refill said "the pool" a second time too."""

from __future__ import annotations

import pytest

from bot.engine.dawson.ledger import DawsonLedger
from bot.engine.seats import Seat
from bot.engine.words import Lang
from tests.engine.dawson.helpers import contract_result, partout_result

NAMES = ("Anna", "Bo", "Cy", "Di")

POOL_WORD: dict[Lang, str] = {"en": "pool", "sv": "pott"}
"""The pool's word in each language; Swedish "pott" is in "potten" too."""

MADE_HEAD: dict[Lang, str] = {"en": "pool 55", "sv": "pott 55"}
LOST_HEAD: dict[Lang, str] = {
    "en": "twice the pool, 110, is paid in",
    "sv": "två gånger potten, 110, betalas in",
}


def _pool_line(made: bool, whister: Seat | None, lang: Lang) -> str:
    """Anna's Seven, Cy whister or none, 55 in the pool after the ante (11): the pool line."""
    ledger = DawsonLedger(ante=11, names=NAMES)
    # Alone, 7 tricks make and 5 lose; with Cy's 3 the side has 10 of 10, or 8.
    helped = 0 if whister is None else 3
    result = contract_result("7", 1, 7 if made else 5, whister=whister, whister_tricks=helped)
    return ledger.settle(result).text(lang)[2]


def _refill_line(whister: Seat | None, lang: Lang) -> str:
    """A capped pool (100) taken by a made Seven, the reserve refilling it (DW-P3)."""
    ledger = DawsonLedger(ante=10, pool_cap=100, names=NAMES)
    ledger.settle(partout_result((4, 3, 3, 3)))  # 50 in the pool
    ledger.settle(contract_result("7", 3, 6, dealer=2))  # pool 100, reserve 200
    helped = 0 if whister is None else 3
    result = contract_result("7", 1, 7, whister=whister, whister_tricks=helped, dealer=3)
    line = ledger.settle(result).text(lang)[2]
    assert ledger.snapshot() == {"pool": 100, "reserve": 150}, line
    return line


LANGS: tuple[Lang, ...] = ("en", "sv")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("whister", [None, 3])
@pytest.mark.parametrize("made", [True, False])
def test_dw_p3_a_pool_line_names_the_pool_once(
    lang: Lang, whister: Seat | None, made: bool
) -> None:
    line = _pool_line(made, whister, lang)
    assert line.lower().count(POOL_WORD[lang]) == 1, line


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("whister", [None, 3])
def test_dw_p3_a_refilled_pool_is_named_once(lang: Lang, whister: Seat | None) -> None:
    line = _refill_line(whister, lang)
    assert line.lower().count(POOL_WORD[lang]) == 1, line


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("made", [True, False])
def test_dw_p4_alone_and_with_a_whister_the_lines_are_siblings(lang: Lang, made: bool) -> None:
    """Both begin with the same words: the pool and its amount, or the penalty paid in."""
    head = (MADE_HEAD if made else LOST_HEAD)[lang]
    for whister in (None, 3):
        line = _pool_line(made, whister, lang)
        assert line.startswith(head), line


@pytest.mark.parametrize(
    ("lang", "made", "said"),
    [
        ("en", True, "pool 55: Anna takes it"),
        ("sv", True, "pott 55: Anna tar den"),
        ("en", False, "twice the pool, 110, is paid in: Anna 110"),
        ("sv", False, "två gånger potten, 110, betalas in: Anna 110"),
    ],
)
def test_dw_p3_alone_the_pool_line_reads(lang: Lang, made: bool, said: str) -> None:
    """The figures unchanged: the whole pool to Anna, or twice it from her alone."""
    assert _pool_line(made, None, lang) == said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "pool 100: Anna takes it; the reserve refills it with 100"),
        ("sv", "pott 100: Anna tar den; reserven fyller på den med 100"),
    ],
)
def test_dw_p3_the_refill_says_it(lang: Lang, said: str) -> None:
    assert _refill_line(None, lang) == said
