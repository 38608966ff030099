"""Le Whisch Bostonien as a :class:`~bot.engine.variant.Variant`: settings, ledger and the
record's scored-deal form (WB-R)."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.cards import SUIT_OF, card_str
from bot.engine.result import DealResult
from bot.engine.scored import (
    check_known,
    count_field,
    demande_side,
    fields_of,
    partner_from_whister,
)
from bot.engine.scoring import Ledger, LedgerFeatures
from bot.engine.seats import Seat
from bot.engine.settings import NO_LIMIT, RuleSettings, setting
from bot.engine.variant import VariantBase
from bot.engine.whisch.ledger import WhischLedger
from bot.engine.whisch.rules import WHISCH_LADDER, WhischRules
from bot.engine.whisch.words import WHISCH_WORDS
from bot.engine.words import Vocabulary


class WhischSettings(RuleSettings):
    """WB settings: only the number of deals (a multiple of four by default, so each deals
    equally; no source gives it)."""

    deals: int = setting(
        12,
        ge=0,
        le=100_000,
        en="Deals to play",
        sv="Antal givar",
        names={"sv": "givar"},
        named={0: NO_LIMIT},
        description="The agreed number of deals; 0 plays on until the players stop.",
    )


_FIELDS = {"contract", "declarer", "partner", "turned", "tricks", "honours"}


class WhischVariant(VariantBase):
    settings_model = WhischSettings

    @property
    def name(self) -> str:
        return "whisch"

    @property
    def words(self) -> Vocabulary:
        return WHISCH_WORDS

    def rules(self, settings: Mapping[str, object]) -> WhischRules:
        return WhischRules()

    def ledger(self, settings: Mapping[str, object], names: tuple[str, ...]) -> Ledger:
        return WhischLedger(names=names)

    def features(self, settings: Mapping[str, object]) -> LedgerFeatures:
        return LedgerFeatures(payment="reconstructed")

    def scored_result(self, data: object, dealer: Seat) -> DealResult:
        """WB-R: ``{"contract", "declarer", "partner", "turned", "tricks": {"declarer",
        "partner"}, "honours"}`` or ``"all-pass"``."""
        if data == "all-pass":
            return DealResult(dealer=dealer, all_pass=True)
        fields = _from_score_command(fields_of(data, '"result" must be an object or "all-pass"'))
        check_known(fields, _FIELDS)
        side = demande_side(fields, WHISCH_LADDER)
        contract, partner, turned = side.contract, side.partner, side.turned
        honours = count_field(fields.get("honours", 0), "honours", 4)
        rules = WhischRules()
        return DealResult(
            dealer=dealer,
            contract=contract,
            declarer=side.declarer,
            whister=partner,
            trump=SUIT_OF[turned],
            turned=turned,
            declarer_tricks=side.declarer_tricks,
            whister_tricks=side.partner_tricks,
            honours=honours,
            side_target=rules.side_target(contract, partner is not None),
            declarer_target=contract.target,
        )

    def scored_to_record(self, result: DealResult, merge: bool | None) -> object:
        if result.all_pass or result.contract is None:
            return "all-pass"
        assert result.turned is not None
        return {
            "contract": result.contract.id,
            "declarer": result.declarer,
            "partner": result.whister,
            "turned": card_str(result.turned),
            "tricks": {
                "declarer": result.declarer_tricks,
                "partner": None if result.whister is None else result.whister_tricks,
            },
            "honours": result.honours,
        }


def _from_score_command(fields: dict[str, object]) -> dict[str, object]:
    """``/boston score`` names the partner ``whister`` (every variant's word for the declarer's
    partner) and sends an empty ``trump_class``: read them as WB-R's ``partner``."""
    if fields.get("trump_class", ...) is None:
        fields.pop("trump_class")
    return partner_from_whister(fields)


WHISCH = WhischVariant()
