"""The table settings of Boston de Fontainebleau and of Russian Boston, checked once.

Russian Boston is Fontainebleau with chicane and, optionally, Foster's partnerships (RU-…); both
are settings of the same rules here, so :func:`russian` only fixes the suit order and turns
chicane on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.engine.cards import Suit
from bot.engine.errors import CodedError

SlamTable = Literal["standard", "american"]
SuitOrder = Literal["DHCS", "HDCS"]

SUIT_ORDERS: dict[SuitOrder, tuple[Suit, ...]] = {
    "DHCS": (Suit.DIAMONDS, Suit.HEARTS, Suit.CLUBS, Suit.SPADES),
    "HDCS": (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES),
}
"""FB-B4: the suits best first, for equal bids and for the payment columns."""

COUNTER = 5
"""FB-S7: amounts move in long counters of 5 points."""


class FbSettingsError(CodedError):
    """A setting out of range, or two that do not go together; the message says which and
    why in English, ``code`` and ``fields`` for a translation (``settings.<code>``)."""


@dataclass(frozen=True, slots=True)
class FbSettings:
    """One table's settings. The defaults are Fontainebleau's (FB settings table).

    ``chicane`` is the amount a chicane declarer receives from each other player; 0 means the
    rule is off (Fontainebleau), Russian Boston's default is 10 (RU-C5). ``foster_partners`` is
    RU-F: partners only on 6, 7, 8 and a side target of bid + 4.
    """

    deposit: int = 50
    honours_on_failure: bool = True
    slam_table: SlamTable = "standard"
    suit_order: SuitOrder = "DHCS"
    deals: int = 12
    chicane: int = 0
    foster_partners: bool = False

    def __post_init__(self) -> None:
        _multiple_of_counter("deposit", self.deposit, 0, 10_000)
        _multiple_of_counter("chicane", self.chicane, 0, 10_000)
        if not 1 <= self.deals <= 1_000:
            raise FbSettingsError(
                "setting 'deals' must be a whole number from 1 to 1000",
                code="must_range",
                fields={"name": "deals", "low": 1, "high": 1_000},
            )
        if self.slam_table not in ("standard", "american"):
            raise FbSettingsError(
                'setting \'slam_table\' must be "standard" or "american"',
                code="must_choice",
                fields={"name": "slam_table", "options": "standard, american"},
            )
        if self.suit_order not in SUIT_ORDERS:
            raise FbSettingsError(
                'setting \'suit_order\' must be "DHCS" or "HDCS"',
                code="must_choice",
                fields={"name": "suit_order", "options": "DHCS, HDCS"},
            )
        if self.chicane and self.suit_order != "DHCS":
            raise FbSettingsError(
                "Russian Boston's suit order is fixed: diamonds first (RU-1)",
                code="russian_suit_order",
            )
        if self.foster_partners and not self.chicane:
            raise FbSettingsError(
                "'foster_partners' is a Russian Boston setting (RU-F)",
                code="russian_only",
                fields={"name": "foster_partners"},
            )

    @property
    def suits(self) -> tuple[Suit, ...]:
        """The suits best first (FB-B4, RU-1)."""
        return SUIT_ORDERS[self.suit_order]

    @property
    def russian(self) -> bool:
        return self.chicane > 0

    @property
    def partner_extra(self) -> int:
        """FB-W4: the whister's side needs bid + 3; RU-F2: bid + 4 with Foster's partners."""
        return 4 if self.foster_partners else 3


def _multiple_of_counter(name: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high or value % COUNTER:
        raise FbSettingsError(
            f"setting {name!r} must be a multiple of {COUNTER} from {low} to {high}",
            code="multiple_of",
            fields={"name": name, "step": COUNTER, "low": low, "high": high},
        )


def russian(
    *,
    deposit: int = 50,
    honours_on_failure: bool = True,
    slam_table: SlamTable = "standard",
    deals: int = 12,
    chicane: int = 10,
    foster_partners: bool = False,
) -> FbSettings:
    """Russian Boston's settings (RU settings table): no ``suit_order``, chicane on."""
    if chicane <= 0:
        raise FbSettingsError(
            "setting 'chicane' must be a positive multiple of 5",
            code="multiple_of",
            fields={"name": "chicane", "step": COUNTER, "low": COUNTER, "high": 10_000},
        )
    return FbSettings(
        deposit=deposit,
        honours_on_failure=honours_on_failure,
        slam_table=slam_table,
        deals=deals,
        chicane=chicane,
        foster_partners=foster_partners,
    )
