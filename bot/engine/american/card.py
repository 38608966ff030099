"""The card of prices (AM-S1…S3): what a made or failed bid pays, per opponent.

A card is a table setting: the name of a printed card (``"foster"``, ``"foster-decimal"``) or
an object the table writes, ``{"made": {"5": […], …, "13": […]}, "failed": {…}}`` (AM-S2).
:func:`check_card` refuses a bad one naming the position of its first bad entry;
:func:`price_card` reads a checked value; :func:`card_text` shows it to the players.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from bot.engine.settings import SettingsError
from bot.engine.words import Lang

BIDS = tuple(range(5, 14))
MAX_AMOUNT = 1_000_000
"""The largest amount a written card may hold (keeps balances and messages readable)."""


@dataclass(frozen=True, slots=True)
class PriceCard:
    """``made[b][t - b]``: bid ``b`` made with ``t`` tricks; ``failed[b][k - 1]``: ``k`` short."""

    made: dict[int, tuple[int, ...]]
    failed: dict[int, tuple[int, ...]]

    def made_price(self, bid: int, tricks: int) -> int:
        return self.made[bid][tricks - bid]

    def failed_price(self, bid: int, short: int) -> int:
        return self.failed[bid][short - 1]

    def to_json(self) -> dict[str, object]:
        return {
            "made": {str(b): list(v) for b, v in self.made.items()},
            "failed": {str(b): list(v) for b, v in self.failed.items()},
        }


def _rows(rows: list[list[int]]) -> dict[int, tuple[int, ...]]:
    return {bid: tuple(row) for bid, row in zip(BIDS, rows, strict=True)}


FOSTER = PriceCard(
    made=_rows(
        [
            [12, 12, 13, 13, 14, 14, 14, 15, 15],
            [15, 16, 16, 17, 18, 19, 20, 20],
            [18, 20, 21, 22, 23, 24, 26],
            [23, 24, 26, 28, 29, 31],
            [32, 34, 36, 39, 41],
            [42, 45, 48, 52],
            [63, 68, 72],
            [106, 114],
            [166],
        ]
    ),
    failed=_rows(
        [
            [11, 21, 31, 41, 50],
            [15, 24, 35, 45, 55, 66],
            [19, 29, 40, 50, 60, 72, 82],
            [23, 34, 46, 56, 67, 78, 89, 110],
            [33, 44, 57, 68, 82, 92, 103, 115, 127],
            [44, 56, 70, 82, 94, 107, 119, 132, 145, 157],
            [67, 80, 95, 109, 123, 138, 151, 165, 180, 194, 208],
            [113, 130, 148, 165, 182, 200, 217, 234, 252, 270, 286, 304],
            [177, 198, 222, 241, 262, 284, 305, 326, 348, 369, 390, 412, 433],
        ]
    ),
)
"""Foster's tables (AM-S3's default card)."""

_DECIMAL_MADE = (10, 15, 20, 25, 35, 45, 65, 105, 170)
FOSTER_DECIMAL = PriceCard(
    made={bid: (value,) * (14 - bid) for bid, value in zip(BIDS, _DECIMAL_MADE, strict=True)},
    failed=_rows(
        [
            [10, 20, 30, 40, 50],
            [15, 25, 35, 45, 55, 65],
            [20, 30, 40, 50, 60, 70, 80],
            [25, 35, 45, 55, 70, 85, 100, 115],
            [35, 45, 55, 65, 80, 95, 110, 125, 140],
            [45, 55, 70, 80, 95, 110, 125, 140, 155, 170],
            [70, 80, 95, 110, 125, 140, 155, 170, 185, 200, 220],
            [120, 130, 145, 160, 180, 200, 220, 240, 260, 280, 300, 320],
            [180, 200, 220, 240, 260, 280, 300, 320, 340, 360, 390, 420, 450],
        ]
    ),
)
"""Foster's "American system": no pay for extra tricks, decimal losses."""

PRESETS: dict[str, PriceCard] = {"foster": FOSTER, "foster-decimal": FOSTER_DECIMAL}


def _table(data: object, part: str) -> dict[int, tuple[int, ...]]:
    """One half of a written card: every bid 5 to 13, each row of its own length (AM-S2).
    A refusal's code (``settings.<code>``) names the part and the bid, the row's index and
    what it pays for (``card_amount_made``: ``tricks`` taken; ``_failed``: tricks ``short``)."""
    if not isinstance(data, dict):
        raise SettingsError(
            f'card of prices: "{part}" must be an object of bids "5" to "13"',
            code="card_half",
            fields={"part": part},
        )
    rows = {str(k): v for k, v in cast(dict[object, object], data).items()}
    extra = sorted(set(rows) - {str(b) for b in BIDS})
    if extra:
        raise SettingsError(
            f'card of prices: "{part}" has an unknown bid "{extra[0]}" (5 to 13)',
            code="card_bid",
            fields={"part": part, "bid": extra[0]},
        )
    out: dict[int, tuple[int, ...]] = {}
    for bid in BIDS:
        where = f'{part}["{bid}"]'
        row = rows.get(str(bid))
        if row is None:
            raise SettingsError(
                f"card of prices: {part} is missing the bid {bid} ({where})",
                code="card_missing",
                fields={"part": part, "bid": bid},
            )
        want = bid if part == "failed" else 14 - bid
        if not isinstance(row, list):
            raise SettingsError(
                f"card of prices: {where} must be a list of {want} amounts ({_span(part, bid)})",
                code=f"card_list_{part}",
                fields={"bid": bid, "want": want},
            )
        size = len(cast(list[object], row))
        if size != want:
            raise SettingsError(
                f"card of prices: {where} must list {want} amounts ({_span(part, bid)}), "
                f"not {size}",
                code=f"card_row_{part}",
                fields={"bid": bid, "want": want, "size": size},
            )
        amounts: list[int] = []
        for index, amount in enumerate(cast(list[object], row)):
            ok = isinstance(amount, int) and not isinstance(amount, bool)
            if not ok or not 0 <= cast(int, amount) <= MAX_AMOUNT:
                position = _position(part, bid, index)
                paid = {"short": index + 1} if part == "failed" else {"tricks": bid + index}
                raise SettingsError(
                    f"card of prices: {where}[{index}] ({position}) must be a whole number "
                    f"from 0 to {MAX_AMOUNT}",
                    code=f"card_amount_{part}",
                    fields={"bid": bid, "index": index, "max": MAX_AMOUNT, **paid},
                )
            amounts.append(cast(int, amount))
        out[bid] = tuple(amounts)
    return out


def _span(part: str, bid: int) -> str:
    if part == "failed":
        return f"1 to {bid} tricks short"
    return f"{bid} to 13 tricks taken"


def _position(part: str, bid: int, index: int) -> str:
    if part == "failed":
        return f"bid {bid}, {index + 1} trick{'' if index == 0 else 's'} short"
    return f"bid {bid} made with {bid + index} tricks"


def check_card(value: object) -> object:
    """A written card as the record keeps it (AM-S2), or :class:`SettingsError` naming the
    first bad position: a missing bid, a row of the wrong length, a bad amount (its code
    ``card_…`` and fields, for a translation)."""
    if not isinstance(value, dict):
        names = ", ".join(f'"{n}"' for n in PRESETS)
        raise SettingsError(
            f"card of prices: {names} or an object with made and failed",
            code="card_kind",
            fields={"presets": names},
        )
    fields = {str(k): v for k, v in cast(dict[object, object], value).items()}
    extra = sorted(set(fields) - {"made", "failed"})
    if extra:
        raise SettingsError(
            f'card of prices: unknown part "{extra[0]}" (made, failed)',
            code="card_part",
            fields={"part": extra[0]},
        )
    return PriceCard(
        _table(fields.get("made"), "made"), _table(fields.get("failed"), "failed")
    ).to_json()


def price_card(value: object) -> PriceCard:
    """The card of a checked setting value (a preset's name or a written card)."""
    if isinstance(value, str):
        return PRESETS[value]
    fields = cast(dict[str, object], value)
    return PriceCard(_table(fields["made"], "made"), _table(fields["failed"], "failed"))


LINE_WIDTH = 44
"""The columns a phone shows of a line (``bot.sheet.PHONE_WIDTH``): the app wraps a longer one
at any column, its rest a line of prices without its bid."""

_WORDS: dict[str, dict[Lang, str]] = {
    # AM-S4…S6: who pays whom, then what a row lists, each on a line of its own
    "made": {"en": "Made — each opponent pays:", "sv": "Vunnet — varje försvarare betalar:"},
    "made_rows": {
        "en": "bid: price for bid, bid+1 … 13 tricks",
        "sv": "bud: pris med bud, bud+1 … 13 stick",
    },
    "made_flat": {
        "en": "bid: one price, however many tricks over",
        "sv": "bud: ett pris, oavsett antal överstick",
    },
    "failed": {"en": "Failed — each opponent is paid:", "sv": "Förlorat — varje försvarare får:"},
    "failed_rows": {
        "en": "bid: price for 1, 2 … tricks short",
        "sv": "bud: pris för 1, 2 … stick under",
    },
    "custom": {"en": "the table's own card", "sv": "bordets egen prislista"},
    # AM-S1: the printed cards by name, with the id that chooses them
    "foster": {"en": "Foster's card", "sv": "Fosters prislista"},
    "foster-decimal": {"en": "Foster's decimal card", "sv": "Fosters decimala prislista"},
}


def card_text(value: object, lang: Lang) -> str:
    """The card as the players read it before the start: its name, then every row, its prices
    in order (a row of one price where no made row pays for tricks over the bid). Every line
    within :data:`LINE_WIDTH`, so that the lobby reads on a phone: a row too long for one
    goes on two or more (:func:`_row_lines`), each labelled with its bid and its tricks."""
    card = price_card(value)
    if isinstance(value, str):
        named = _WORDS.get(value)
        name = f"**{named[lang]}** (`{value}`)" if named is not None else f"**{value}**"
    else:
        name = f"**{_WORDS['custom'][lang]}**"
    flat = all(len(set(row)) == 1 for row in card.made.values())
    lines = [name, _WORDS["made"][lang], _WORDS["made_flat" if flat else "made_rows"][lang]]
    for bid, row in card.made.items():
        lines += _row_lines(bid, bid, row[:1] if flat else row)
    lines += [_WORDS["failed"][lang], _WORDS["failed_rows"][lang]]
    for bid, row in card.failed.items():
        lines += _row_lines(bid, 1, row)
    return "\n".join(lines)


def _row_lines(bid: int, first: int, prices: tuple[int, ...]) -> list[str]:
    """A row of prices, ``first`` the tricks its first price is for (taken, or short): one
    line, ``"8: 23 24 26 28 29 31"``, where it fits :data:`LINE_WIDTH`; else as few lines as
    fit, as even as can be, each labelled with the bid and the tricks of its first and last
    price, ``"13 (1–7): 177 …"``, ``"13 (8–13): 326 …"`` (a line of one price: its tricks)."""
    whole = f"{bid}: " + " ".join(str(a) for a in prices)
    if len(whole) <= LINE_WIDTH:
        return [whole]
    lines: list[str] = []
    for parts in range(2, len(prices) + 1):
        size, more = divmod(len(prices), parts)
        lines, at = [], 0
        for part in range(parts):
            taken = prices[at : at + size + (part < more)]
            low, high = first + at, first + at + len(taken) - 1
            tricks = f"{low}–{high}" if high > low else f"{low}"
            lines.append(f"{bid} ({tricks}): " + " ".join(str(a) for a in taken))
            at += len(taken)
        if all(len(line) <= LINE_WIDTH for line in lines):
            break
    return lines
