"""What one contract is worth (FB-S1…S3): Foster's Table No. 1 and No. 2, over-tricks, tricks
short and honours at 5, the whister's row at bid + 3, and the amounts moved in counters of 5
(FB-S6, FB-S7, FB-A3, FB-G2): pairing partners with adversaries, halving, dividing a pool.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.cards import Suit
from bot.engine.contracts import Contract
from bot.engine.fontainebleau.play import honour_tricks
from bot.engine.fontainebleau.result import FbResult
from bot.engine.fontainebleau.settings import COUNTER, FbSettings
from bot.engine.fontainebleau.words import FONTAINEBLEAU_WORDS
from bot.engine.phrasing import Frames, over_or_short, say
from bot.engine.seats import SEATS, Seat, left_of
from bot.engine.words import Lang

FRAMES: Frames = {
    "over_short": {"en": "{c}×{n} {word}", "sv": "{c}×{n} {word}"},  # phrasing.over_or_short
    "honours": {"en": "{c}×{n} by honours", "sv": "{c}×{n} honnörsstick"},
    "in_suit": {"en": "{name} in {suit}", "sv": "{name} i {suit}"},
}
"""The words of X's working and of a contract with its trumps, in every language."""

TABLE_1: dict[str, tuple[int, int, int]] = {
    "5": (10, 20, 30),
    "6": (30, 40, 50),
    "7": (50, 60, 70),
    "8": (70, 80, 90),
    "9": (90, 100, 110),
    "10": (110, 120, 130),
    "11": (130, 140, 150),
    "12": (150, 160, 170),
    "13": (400, 450, 500),
    "spread-slam": (600, 700, 800),
}
"""Foster's Table No. 1 by row: (the two lowest suits, the second suit, the best suit)."""

TABLE_2: dict[str, tuple[int, int, int]] = {
    **TABLE_1,
    "13": (250, 300, 350),
    "spread-slam": (350, 400, 450),
}
"""Table No. 2 (``slam_table: "american"``): only the slam rows differ."""

NO_TRUMP: dict[str, int] = {
    "little-misere": 75,
    "piccolissimo": 100,
    "grand-misere": 150,
    "little-spread": 200,
    "grand-spread": 250,
}
"""Table No. 1's no-trump column (FB-S2)."""


def table_value(row: str, suit: Suit, settings: FbSettings) -> int:
    """V(row, suit): the best suit pays the top column, the second the middle one, the other
    two the lowest (FB-S1; with ``HDCS`` the ♥ and ♦ columns change places, FB-B4)."""
    table = TABLE_2 if settings.slam_table == "american" else TABLE_1
    place = settings.suits.index(suit)
    return table[row][max(0, 2 - place)]


def payment_row(result: FbResult, settings: FbSettings) -> str:
    """FB-S1: the bid when solo; with a whister the side's target, bid + 3 (RU-F2: + 4)."""
    c = _contract(result)
    if result.whister is None:
        return c.id
    return str(result.side_target)


def amount(result: FbResult, settings: FbSettings, lang: Lang = "en") -> tuple[int, str]:
    """X, the amount per adversary, and the sum that makes it in ``lang`` (FB-S1, FB-S2,
    FB-S3)."""
    c = _contract(result)
    if c.misere:
        value = NO_TRUMP[c.id]
        return value, str(value)
    if result.suit is None:
        raise ValueError(f"{c.name} needs its trump suit")
    row = payment_row(result, settings)
    value = table_value(row, result.suit, settings)
    target, taken = result.side_target, result.side_tricks
    parts = [str(value)]
    total = value
    if result.made:
        if taken > target:
            total += COUNTER * (taken - target)
            over = over_or_short(True, lang)
            parts.append(say(FRAMES, "over_short", lang, c=COUNTER, n=taken - target, word=over))
    else:
        short = result.penalty_tricks  # FB-S3: a lost slam is one short
        total += COUNTER * short
        word = over_or_short(False, lang)
        parts.append(say(FRAMES, "over_short", lang, c=COUNTER, n=short, word=word))
    honours = honour_tricks(result.honours)
    if honours and (result.made or settings.honours_on_failure):
        total += COUNTER * honours
        parts.append(say(FRAMES, "honours", lang, c=COUNTER, n=honours))
    return total, " + ".join(parts) + ("" if len(parts) == 1 else f" = {total}")


def right_of(seat: Seat) -> Seat:
    return (seat - 2) % 4 + 1


def adversaries(result: FbResult) -> tuple[Seat, ...]:
    """The declaring side's adversaries, clockwise from the declarer's left."""
    declarer = _declarer(result)
    order: list[Seat] = []
    seat = left_of(declarer)
    while seat != declarer:
        if seat != result.whister:
            order.append(seat)
        seat = left_of(seat)
    return tuple(order)


def pairing(declarer: Seat, whister: Seat) -> dict[Seat, Seat]:
    """FB-S6: each partner's adversary — the one on his right, or on his left when his right is
    his partner."""
    out: dict[Seat, Seat] = {}
    for partner in (declarer, whister):
        other = declarer if partner == whister else whister
        right = right_of(partner)
        out[partner] = right if right != other else left_of(partner)
    return out


def halve(total: int) -> tuple[int, int]:
    """FB-S7: the declarer's and the whister's parts in counters of 5, the declarer's larger by
    the odd counter."""
    counters = _counters(total)
    return (counters - counters // 2) * COUNTER, counters // 2 * COUNTER


def divide(total: int, seats: Sequence[Seat]) -> tuple[list[tuple[Seat, int]], int]:
    """FB-A3: ``total`` divided equally among ``seats`` in whole counters; returns the shares and
    the remainder that stays (fewer counters than seats)."""
    each, rest = divmod(_counters(total), len(seats))
    return [(s, each * COUNTER) for s in seats], rest * COUNTER


def divide_all(total: int, seats: Sequence[Seat]) -> list[tuple[Seat, int]]:
    """FB-G2, FB-G3: divide everything; remainder counters go one each to the first seats."""
    each, rest = divmod(_counters(total), len(seats))
    return [(s, (each + (i < rest)) * COUNTER) for i, s in enumerate(seats)]


def fewest(tricks: Sequence[int]) -> list[Seat]:
    """FB-A2: the seats that took the fewest tricks in Misère Partout, in seat order."""
    low = min(tricks)
    return [s for s in SEATS if tricks[s - 1] == low]


def _counters(total: int) -> int:
    counters, rest = divmod(total, COUNTER)
    assert rest == 0, f"{total} is not a whole number of counters"
    return counters


def _contract(result: FbResult) -> Contract:
    if result.contract is None or result.declarer is None:
        raise ValueError("the deal has no contract and declarer")
    return result.contract


def _declarer(result: FbResult) -> Seat:
    if result.declarer is None:
        raise ValueError("the deal has no declarer")
    return result.declarer


def describe_contract(result: FbResult, lang: Lang = "en") -> str:
    """``7 levées in ♥``, ``Little Misère``; ``7 levées i ♥``, ``Lilla misère``: the
    announcement by the variant's word (:data:`FONTAINEBLEAU_WORDS`) and its trumps."""
    c = _contract(result)
    name = FONTAINEBLEAU_WORDS.contract(c, lang)
    if result.suit is None:
        return name
    return say(FRAMES, "in_suit", lang, name=name, suit=result.suit.symbol)
