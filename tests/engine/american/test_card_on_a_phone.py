"""The card of prices as the lobby shows it (AM-S1), laid out for a phone: every line within
:data:`~bot.sheet.PHONE_WIDTH` columns, so that the app never wraps a row of prices into a
line of numbers without its bid; a row too long for a line goes on two (or more), each
labelled with its bid and the tricks its prices are for, so that every price can still be
found by its bid and its tricks."""

from __future__ import annotations

import itertools
import re

import pytest

from bot.engine.american.card import FOSTER, FOSTER_DECIMAL, MAX_AMOUNT, PriceCard, card_text
from bot.engine.words import Lang
from bot.wrapping import display_width

PHONE = 44
"""What a phone shows of a line (``bot.sheet.PHONE_WIDTH``, ``results.PHONE_COLUMNS``)."""

_ROW = re.compile(r"(?P<bid>\d+)(?: \((?P<low>\d+)–(?P<high>\d+)\))?: (?P<prices>[\d ]+)")


def read_back(text: str) -> tuple[dict[int, dict[int, int]], dict[int, dict[int, int]]]:
    """Each part of a shown card (made, failed) as ``{bid: {tricks: price}}``: for a made
    row the tricks taken (bid … 13), for a failed row the tricks short (1 … bid). A row's
    label names its bid and, where the row is split, the tricks of its first and last price."""
    parts: list[dict[int, dict[int, int]]] = []
    for line in text.splitlines():
        found = _ROW.fullmatch(line)
        if found is None:  # a part's heading (who pays, what a row lists), or the card's name
            if line.startswith(("Made", "Vunnet", "Failed", "Förlorat")):
                parts.append({})
            continue
        bid = int(found["bid"])
        prices = [int(p) for p in found["prices"].split()]
        low = int(found["low"]) if found["low"] else (bid if len(parts) == 1 else 1)
        if found["high"]:
            assert int(found["high"]) == low + len(prices) - 1, line
        row = parts[-1].setdefault(bid, {})
        assert not set(row) & set(range(low, low + len(prices))), line
        row.update(zip(range(low, low + len(prices)), prices, strict=True))
    made, failed = parts
    return made, failed


def expected(card: PriceCard, flat: bool = False) -> tuple[dict[int, dict[int, int]], ...]:
    made = {
        b: dict(zip(range(b, 14), row[:1] if flat else row, strict=False))
        for b, row in card.made.items()
    }
    failed = {b: dict(enumerate(row, start=1)) for b, row in card.failed.items()}
    return made, failed


def big_card() -> dict[str, object]:
    """A written card of the largest amounts allowed: its rows far wider than a phone."""
    return {
        "made": {str(b): [MAX_AMOUNT - n for n in range(14 - b)] for b in range(5, 14)},
        "failed": {str(b): [MAX_AMOUNT - n for n in range(b)] for b in range(5, 14)},
    }


LANGS: tuple[Lang, ...] = ("en", "sv")


@pytest.mark.parametrize(
    ("value", "lang"), list(itertools.product(("foster", "foster-decimal"), LANGS))
)
def test_every_line_of_a_printed_card_fits_a_phone(value: str, lang: Lang) -> None:
    """Foster's failed row for 13 ("13: 177 198 … 433") was 55 columns: a phone wrapped it,
    its last prices on a line of their own, without their bid."""
    text = card_text(value, lang)
    shown = text.replace("**", "").replace("`", "")  # Markdown's marks are not drawn
    assert max(display_width(line) for line in shown.splitlines()) <= PHONE


def test_every_price_is_read_by_its_bid_and_its_tricks() -> None:
    for lang in LANGS:
        assert read_back(card_text("foster", lang)) == expected(FOSTER)
        decimal = read_back(card_text("foster-decimal", lang))
        assert decimal == expected(FOSTER_DECIMAL, flat=True)


def test_a_long_row_is_split_into_labelled_halves() -> None:
    """Foster's failed rows for 12 and 13: two lines each, each naming the tricks short its
    first and last price are for; a row that fits stays one line with its bid alone."""
    lines = card_text("foster", "sv").splitlines()
    assert "13 (1–7): 177 198 222 241 262 284 305" in lines
    assert "13 (8–13): 326 348 369 390 412 433" in lines
    assert "12 (1–6): 113 130 148 165 182 200" in lines
    assert "12 (7–12): 217 234 252 270 286 304" in lines
    assert "8: 23 24 26 28 29 31" in lines  # a made row: 8 … 13 tricks


def test_a_written_card_of_the_largest_amounts_fits_a_phone_and_reads_back() -> None:
    from bot.engine.american.card import check_card, price_card

    value = check_card(big_card())
    for lang in LANGS:
        text = card_text(value, lang)
        assert max(display_width(line) for line in text.replace("**", "").splitlines()) <= PHONE
        assert read_back(text) == expected(price_card(value))
