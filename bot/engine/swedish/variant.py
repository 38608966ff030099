"""Swedish Boston as a :class:`~bot.engine.variant.Variant`: settings, ledger and scored deals."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from bot.engine.actions import Level
from bot.engine.result import DealResult
from bot.engine.scored import (
    bool_field,
    check_known,
    declaring_side,
    fields_of,
    first_five_counts,
    honours_field,
    side_tricks,
)
from bot.engine.scoring import Ledger, LedgerFeatures
from bot.engine.seats import Seat
from bot.engine.settings import RuleSettings, setting
from bot.engine.swedish.ladder import SWEDISH_LADDER
from bot.engine.swedish.protocol import Remainder, SwedishProtocol
from bot.engine.swedish.rules import SwedishRules
from bot.engine.swedish.simplified import SimplifiedLedger
from bot.engine.swedish.words import SWEDISH_WORDS
from bot.engine.variant import ScoredDealError, VariantBase
from bot.engine.words import Vocabulary


class SwedishSettings(RuleSettings):
    """Swedish Boston's table settings (SV-P, SV-W5, SV-F)."""

    payment: Literal["traditional", "simplified"] = setting(
        "traditional",
        en="Payment",
        sv="Betalning",
        names={"sv": "betalning"},
        # The choices as a Swedish reader types them, is offered them and a refusal says them.
        choice_names={"traditional": {"sv": "traditionell"}, "simplified": {"sv": "förenklad"}},
        description="traditional: the protocol with ålar and betar (SV-P); simplified: Table III.",
        titled=True,
    )
    al: int = setting(
        96,
        ge=8,
        le=10_000,
        en="Value of an ål",
        sv="Ålens värde",
        names={"sv": "ål"},
        description="SV-P4.",
    )
    merge_limit: int = setting(
        200,
        ge=0,
        le=1_000_000,
        en="Largest bet that may be merged",
        sv="Största bet som får slås ihop",
        names={"sv": "hopslagningsgräns"},
        description="SV-P9: two betar may be merged up to this value.",
    )
    tour_length: int = setting(
        24,
        ge=1,
        le=1_000,
        en="Betar in a tour",
        sv="Betar i en tur",
        names={"sv": "turlängd"},
        description="SV-P11: the tour ends when this many betar are played off.",
    )
    whist_compulsory_in_5: bool = setting(
        False,
        en="Whist compulsory in 5 spel",
        sv="Tvungen whist i 5 spel",
        names={"sv": "tvungen_whist_i_5"},
        description="SV-W5: the declarer of 5 spel must invite and the last asked must accept.",
    )
    remainder: Remainder = setting(
        "balance",
        en="Rounding remainder at betdelning",
        sv="Avrundningsrest vid betdelning",
        names={"sv": "avrundningsrest"},
        choice_names={"balance": {"sv": "saldo"}, "lot": {"sv": "lott"}},
        hint={
            "en": "balance: lowest or highest balance / lot: the last turned card's suit decides",
            "sv": "saldo: lägst eller högst saldo / lott: det senast vända kortets färg avgör",
        },
        description="SV-P12: balance: a surplus to the lowest balance, a shortfall from the "
        "highest; lot: the last turned card's suit draws the seat (♠ 1, ♥ 2, ♣ 3, ♦ 4).",
    )

    @classmethod
    def in_effect(cls, values: Mapping[str, object]) -> dict[str, object]:
        """SV-F3: the simplified payment keeps no protocol, so no ål, no betar to merge, no
        tour and no betdelning: those settings, which only the protocol reads, play no part
        (the ledger is :class:`SimplifiedLedger`, given none of them)."""
        out = dict(values)
        if out.get("payment") == "simplified":
            for name in _PROTOCOL_ONLY:
                out.pop(name, None)
        return out


_PROTOCOL_ONLY = ("al", "merge_limit", "tour_length", "remainder")
"""The settings only the traditional payment's protocol reads (:meth:`SwedishVariant.ledger`)."""


_RESULT_FIELDS = {
    "contract",
    "declarer",
    "trump_class",
    "whister",
    "tricks",
    "honours",
    "first_five",
    "conceded",
    "merge",
}


class SwedishVariant(VariantBase):
    settings_model = SwedishSettings

    @property
    def name(self) -> str:
        return "swedish"

    @property
    def words(self) -> Vocabulary:
        return SWEDISH_WORDS

    def features(self, settings: Mapping[str, object]) -> LedgerFeatures:
        if settings["payment"] == "simplified":
            return LedgerFeatures(payment="simplified")
        return LedgerFeatures(
            protocol=True,
            tour_length=_int(settings["tour_length"]),
            payment="traditional",
            final_settlement=True,  # SV-P12 betdelning
        )

    def rules(self, settings: Mapping[str, object]) -> SwedishRules:
        return SwedishRules(whist_compulsory_in_5=bool(settings["whist_compulsory_in_5"]))

    def ledger(self, settings: Mapping[str, object], names: tuple[str, ...]) -> Ledger:
        if settings["payment"] == "simplified":
            return SimplifiedLedger(names=names)
        return SwedishProtocol(
            al=_int(settings["al"]),
            merge_limit=_int(settings["merge_limit"]),
            tour_length=_int(settings["tour_length"]),
            names=names,
            remainder="lot" if settings["remainder"] == "lot" else "balance",
        )

    def scored_result(self, data: object, dealer: Seat) -> DealResult:
        if data == "all-pass":
            return DealResult(dealer=dealer, all_pass=True)
        fields = fields_of(data, '"result" must be "all-pass" or an object')
        check_known(fields, _RESULT_FIELDS)
        side = declaring_side(
            fields,
            SWEDISH_LADDER,
            whister_rule="in 5 or 6 spel, beside the declarer",
            misere_word="a misère",
        )
        conceded = bool_field(fields.get("conceded", False), "conceded")
        if conceded and (side.whister is not None or not side.contract.whist_allowed):
            raise ScoredDealError(
                "only a 5 or 6 spel refused whist by all may be conceded",
                code="no_concession",
                fields={"name": "conceded"},
                at=("conceded",),
            )
        declarer_tricks, whister_tricks = 0, 0
        if not conceded:
            declarer_tricks, whister_tricks = side_tricks(
                fields.get("tricks"), side, "the declaring side"
            )
        honours = honours_field(fields.get("honours", 0), side.contract)
        merge_raw = fields.get("merge")
        if merge_raw is not None:
            bool_field(merge_raw, "merge")
        return DealResult(
            dealer=dealer,
            contract=side.contract,
            level=Level.PLAIN,
            declarer=side.declarer,
            whister=side.whister,
            trump_class=side.trump_class,
            conceded=conceded,
            declarer_tricks=declarer_tricks,
            whister_tricks=whister_tricks,
            honours=honours,
            first_five=bool_field(fields.get("first_five", False), "first_five"),
            side_target=SwedishRules().side_target(side.contract, side.whister is not None),
            declarer_target=side.contract.target,
        )

    def scored_to_record(self, result: DealResult, merge: bool | None) -> object:
        if result.all_pass or result.contract is None:
            return "all-pass"
        return {
            "contract": result.contract.id,
            "declarer": result.declarer,
            "trump_class": result.trump_class.value if result.trump_class else None,
            "whister": result.whister,
            "tricks": {
                "declarer": None if result.conceded else result.declarer_tricks,
                "whister": None
                if result.conceded or result.whister is None
                else result.whister_tricks,
            },
            "honours": result.honours,
            "first_five": first_five_counts(result),
            "conceded": result.conceded,
            "merge": merge,
        }


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


SWEDISH = SwedishVariant()
