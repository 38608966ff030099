"""Dawson's Boston as a :class:`~bot.engine.variant.Variant`: settings, ledger and scored deals."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.actions import Level
from bot.engine.dawson.ladder import DAWSON_LADDER
from bot.engine.dawson.ledger import DawsonLedger
from bot.engine.dawson.rules import DawsonRules
from bot.engine.dawson.words import DAWSON_WORDS
from bot.engine.result import DealResult
from bot.engine.scored import (
    check_known,
    declaring_side,
    fields_of,
    partout_record,
    partout_tricks,
    side_tricks,
)
from bot.engine.scoring import Ledger, LedgerFeatures
from bot.engine.seats import Seat
from bot.engine.settings import RuleSettings, setting
from bot.engine.variant import VariantBase
from bot.engine.words import Vocabulary


class DawsonSettings(RuleSettings):
    """Dawson's table settings (DW-P3, DW-P4)."""

    ante: int = setting(
        10,
        ge=1,
        le=10_000,
        en="Ante per player",
        sv="Insats per spelare",
        names={"sv": "insats"},
        description="DW-P3: each player's stake into the pool per deal; the dealer's is double.",
    )
    pool_cap: int | None = setting(
        None,
        ge=1,
        le=10_000_000,
        en="Pool cap",
        sv="Pottens tak",
        names={"sv": "pottens_tak"},
        named={None: {"en": "no cap", "sv": "inget tak"}},
        description="DW-P3: above the cap, antes and penalties wait in a reserve.",
    )
    whister: bool = setting(
        False,
        en="Whister allowed",
        sv="Whistare tillåten",
        names={"sv": "whistare"},
        description="DW-P4: a player may join the soloist of 5 to 10 as whister.",
    )
    whister_single_fault: bool = setting(
        False,
        en="Only the partner at fault pays",
        sv="Bara den som felar betalar",
        names={"sv": "bara_felaren_betalar"},
        description="DW-P4: when only one of soloist and whister misses their own target.",
    )


_RESULT_FIELDS = {"contract", "declarer", "trump_class", "tricks", "whister"}


class DawsonVariant(VariantBase):
    settings_model = DawsonSettings

    @property
    def name(self) -> str:
        return "dawson"

    @property
    def words(self) -> Vocabulary:
        return DAWSON_WORDS

    def features(self, settings: Mapping[str, object]) -> LedgerFeatures:
        return LedgerFeatures(pool=True, final_settlement=True)  # DW-P7

    def rules(self, settings: Mapping[str, object]) -> DawsonRules:
        return DawsonRules(
            whister=bool(settings["whister"]),
            whister_single_fault=bool(settings["whister_single_fault"]),
        )

    def ledger(self, settings: Mapping[str, object], names: tuple[str, ...]) -> Ledger:
        ante, cap = settings["ante"], settings["pool_cap"]
        assert isinstance(ante, int) and (cap is None or isinstance(cap, int))
        return DawsonLedger(
            ante=ante,
            pool_cap=cap,
            whister_single_fault=bool(settings["whister_single_fault"]),
            names=names,
            whister=bool(settings["whister"]),
        )

    def scored_result(self, data: object, dealer: Seat) -> DealResult:
        partout = partout_tricks(data)  # DW-P5: played out, each seat's tricks
        if partout is not None:
            return DealResult(dealer=dealer, all_pass=True, tricks=partout)
        fields = fields_of(data, '"result" must be an object')
        check_known(fields, _RESULT_FIELDS)
        side = declaring_side(
            fields,
            DAWSON_LADDER,
            whister_rule="in a bid of 5 to 10, beside the soloist",
            misere_word="a misère or spread",
        )
        declarer_tricks, whister_tricks = side_tricks(
            fields.get("tricks"), side, "the soloist's side"
        )
        return DealResult(
            dealer=dealer,
            contract=side.contract,
            level=Level.PLAIN,
            declarer=side.declarer,
            whister=side.whister,
            trump_class=side.trump_class,
            declarer_tricks=declarer_tricks,
            whister_tricks=whister_tricks,
            side_target=DawsonRules().side_target(side.contract, side.whister is not None),
            declarer_target=side.contract.target,
        )

    def scored_to_record(self, result: DealResult, merge: bool | None) -> object:
        if result.all_pass or result.contract is None:
            assert result.tricks is not None, "a Dawson all-pass deal is played out"
            return partout_record(result.tricks)
        return {
            "contract": result.contract.id,
            "declarer": result.declarer,
            "trump_class": result.trump_class.value if result.trump_class else None,
            "whister": result.whister,
            "tricks": {
                "declarer": result.declarer_tricks,
                "whister": None if result.whister is None else result.whister_tricks,
            },
        }


DAWSON = DawsonVariant()
