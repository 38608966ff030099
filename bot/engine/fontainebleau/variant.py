"""Boston de Fontainebleau (``fontainebleau``) and Russian Boston (``russian``) as variants:
their settings models, words, deal rules, pool ledger and the record's scored-deal form.

Both run the same rules (:class:`FbSettings`); Russian Boston fixes the suit order and turns
chicane on (RU-1, RU-C).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from bot.engine.fontainebleau.ledger import FontainebleauLedger
from bot.engine.fontainebleau.record import result_from_record, result_to_record
from bot.engine.fontainebleau.result import FbResult, from_deal_result
from bot.engine.fontainebleau.rules import FontainebleauRules
from bot.engine.fontainebleau.settings import (
    COUNTER,
    FbSettings,
    FbSettingsError,
    SlamTable,
    SuitOrder,
    russian,
)
from bot.engine.fontainebleau.words import FONTAINEBLEAU_WORDS, RUSSIAN_WORDS
from bot.engine.result import DealResult
from bot.engine.scoring import LedgerFeatures
from bot.engine.seats import Seat
from bot.engine.settings import RuleSettings, SettingsError, setting
from bot.engine.variant import VariantBase
from bot.engine.words import Vocabulary


class _Common(RuleSettings):
    """The settings both variants share (FB settings table)."""

    deposit: int = setting(
        50,
        ge=0,
        le=10_000,
        en="Dealer's deposit into the pool",
        sv="Givarens insats i potten",
        names={"sv": "givarinsats"},
        description="FB-L1: paid into the pool by each dealer; a multiple of 5.",
    )
    honours_on_failure: bool = setting(
        True,
        en="Honours add to a loss",
        sv="Honnörer ökar en förlust",
        names={"sv": "honnörer_vid_förlust"},
        description="FB-S1: a losing declarer's honours add to his loss (off: Foster).",
    )
    slam_table: Literal["standard", "american"] = setting(
        "standard",
        en="Slam payments",
        sv="Slambetalning",
        names={"sv": "slambetalning"},
        choice_names={"american": {"sv": "amerikansk"}},
        description="FB-S1: Foster's Table No. 1 (standard) or No. 2 (american) for slams.",
    )
    deals: int = setting(
        12,
        ge=1,
        le=1_000,
        en="Deals in a game",
        sv="Givar i ett parti",
        names={"sv": "givar"},
        description="FB-G1: the game is this many deals; the last one empties the pool.",
    )

    @classmethod
    def check(cls, raw: Mapping[str, object]) -> dict[str, object]:
        out = super().check(raw)
        try:
            fb_settings(out)
        except FbSettingsError as exc:
            raise SettingsError(str(exc), code=exc.code, fields=exc.fields) from None
        return out


class FontainebleauSettings(_Common):
    """Boston de Fontainebleau's table settings."""

    suit_order: Literal["DHCS", "HDCS"] = setting(
        "DHCS",
        en="Suit order",
        sv="Färgordning",
        names={"sv": "färgordning"},
        description="FB-B4: ♦ ♥ ♣ ♠ best first, or the French order ♥ ♦ ♣ ♠.",
    )


class RussianSettings(_Common):
    """Russian Boston's table settings: no suit order (RU-1), chicane and Foster's partners."""

    chicane: int = setting(
        10,
        ge=COUNTER,
        le=10_000,
        # What the setting does in plain words: "Chicane från varje annan spelare" left a
        # reader to guess what chicane is and who pays whom.
        en="Paid for chicane (no trump in hand) by each other player",
        sv="Betalt för chicane (ingen trumf på handen) av varje annan spelare",
        description="RU-C5: paid to a chicane declarer by each other player; a multiple of 5.",
    )
    foster_partners: bool = setting(
        False,
        en="Foster's partners (6-8, bid + 4)",
        sv="Fosters partner (6-8, bud + 4)",
        names={"sv": "fosters_partner"},
        description="RU-F: a partner only on 6, 7 or 8, the side needing bid + 4.",
    )


def fb_settings(settings: Mapping[str, object]) -> FbSettings:
    """The core's settings from a checked record settings object (either variant's)."""
    deposit, deals = settings["deposit"], settings["deals"]
    assert isinstance(deposit, int) and isinstance(deals, int)
    table: SlamTable = "american" if settings["slam_table"] == "american" else "standard"
    honours = bool(settings["honours_on_failure"])
    if "chicane" in settings:
        chicane = settings["chicane"]
        assert isinstance(chicane, int)
        return russian(
            deposit=deposit,
            honours_on_failure=honours,
            slam_table=table,
            deals=deals,
            chicane=chicane,
            foster_partners=bool(settings["foster_partners"]),
        )
    order: SuitOrder = "HDCS" if settings["suit_order"] == "HDCS" else "DHCS"
    return FbSettings(
        deposit=deposit, honours_on_failure=honours, slam_table=table, deals=deals, suit_order=order
    )


class FontainebleauVariant(VariantBase):
    """Boston de Fontainebleau, or Russian Boston with ``is_russian``."""

    def __init__(self, *, is_russian: bool) -> None:
        self.is_russian = is_russian
        self.settings_model = RussianSettings if is_russian else FontainebleauSettings
        self._defaults = russian() if is_russian else FbSettings()

    @property
    def name(self) -> str:
        return "russian" if self.is_russian else "fontainebleau"

    @property
    def words(self) -> Vocabulary:
        return RUSSIAN_WORDS if self.is_russian else FONTAINEBLEAU_WORDS

    def features(self, settings: Mapping[str, object]) -> LedgerFeatures:
        return LedgerFeatures(pool=True, final_settlement=True)  # FB-G3

    def rules(self, settings: Mapping[str, object]) -> FontainebleauRules:
        return FontainebleauRules(fb_settings(settings))

    def ledger(self, settings: Mapping[str, object], names: tuple[str, ...]) -> FontainebleauLedger:
        return FontainebleauLedger(fb_settings(settings), names)

    def scored_result(self, data: object, dealer: Seat) -> FbResult:
        # The ledger fixes the side's target from its own settings (RU-F2) when it settles.
        return result_from_record(data, dealer, self._defaults)

    def scored_to_record(self, result: DealResult, merge: bool | None) -> object:
        return result_to_record(from_deal_result(result), self._defaults)


FONTAINEBLEAU = FontainebleauVariant(is_russian=False)
RUSSIAN = FontainebleauVariant(is_russian=True)
