"""The table's rule words as labels: the class of the suit a bid names, a suit, a takeover, cards,
the fixed partnerships, the table's title and variant.

Every rule word comes from the table's variant (its vocabulary), never from here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.engine.cards import SUIT_OF, Card, Suit, by_suit, card_label
from bot.engine.contracts import SuitClass
from bot.engine.describe import takeover_aside
from bot.engine.variants import get_variant
from bot.engine.views import Partnerships, PublicView
from bot.engine.words import Vocabulary
from bot.i18n import Lang, t
from bot.table_rules import row_variant_text
from bot.tables.service import LiveTable
from cogs.boston.seat_names import SeatNamer, seat_name


def words_of(table: LiveTable) -> Vocabulary:
    """The table's rule words (its variant's vocabulary)."""
    return get_variant(table.row.variant).words


def bid_class_note(table: LiveTable, view: PublicView, suit: Suit | None, lang: Lang) -> str:
    """`` (superpreference)``: the class of the suit a bid names, where the deal's suits have
    classes — it decides whether the bid overcalls and what it pays (MA-C2, MA-P1); else
    nothing."""
    cls = view.class_of(suit) if suit is not None else None
    words = words_of(table)
    if cls is None or not words.names_trump_class:
        return ""
    return f" ({words.suit_class(cls, lang)})"


def sides_text(table: LiveTable, sides: Partnerships, lang: Lang) -> str:
    """``North & South against East & West``: the fixed partnerships (AM-P1)."""
    (a, b), (c, d) = sides
    return t(
        lang,
        "table.sides",
        a=seat_name(table, a),
        b=seat_name(table, b),
        c=seat_name(table, c),
        d=seat_name(table, d),
    )


def suit_label(
    table: LiveTable,
    suit: Suit,
    first: Suit | None,
    lang: Lang,
    classes: Sequence[SuitClass] | None = None,
) -> str:
    return f"{suit.symbol} {words_of(table).suit(suit, first, lang, classes)}".rstrip()


def takeover_label(table: LiveTable, lang: Lang, after: str = "") -> str:
    """`` (i förhand)`` where the variant names an equal bid taken over (``, i förhand``
    after a bracket ending ``after``); else nothing."""
    return takeover_aside(words_of(table), lang, after)


def cards_text(cards: Iterable[Card], view: PublicView | None = None) -> str:
    """Cards grouped by suit, high to low: ``♠ A K 5 · ♥ 10 2``; with the deal's ``view``, by
    their suit in play (NT-S3: ``♥ J♦ A 10``, the carte de boston heading the trumps)."""
    groups = by_suit(cards) if view is None else view.by_suit_in_play(cards)
    return " · ".join(
        f"{suit.symbol} "
        + " ".join(card_label(c)[:-1] if SUIT_OF[c] is suit else card_label(c) for c in held)
        for suit, held in groups.items()
        if held
    )


def play_list(
    table: LiveTable, plays: Sequence[tuple[int, Card]], name: SeatNamer = seat_name
) -> str:
    return " · ".join(f"{name(table, s)} {card_label(c)}" for s, c in plays)


def table_title(table: LiveTable, lang: Lang) -> str:
    return t(lang, "table.title", id=table.id)


def variant_text(table: LiveTable, lang: Lang) -> str:
    """The variant's name, and its payment system where it names one."""
    return row_variant_text(table.row, lang)
