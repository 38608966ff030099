"""American Boston as a :class:`~bot.engine.variant.Variant`: its settings (the card of prices,
AM-S1), ledger and scored deals (AM-R)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated

from bot.engine.american.card import PRESETS, card_text, check_card, price_card
from bot.engine.american.ledger import AmericanLedger
from bot.engine.american.rules import AMERICAN_LADDER, AmericanRules
from bot.engine.american.words import AMERICAN_WORDS
from bot.engine.cards import SUIT_OF, CardError, card_str, parse_card
from bot.engine.result import DealResult
from bot.engine.scored import (
    a_card,
    check_known,
    count_field,
    fields_of,
    seat_field,
    tricks_of,
    unknown_contract,
)
from bot.engine.scoring import Ledger, LedgerFeatures
from bot.engine.seats import Seat, opposite
from bot.engine.settings import NO_LIMIT, Document, RuleSettings, setting
from bot.engine.variant import VariantBase
from bot.engine.words import Vocabulary


class AmericanSettings(RuleSettings):
    """AM-S1: the card of prices, prepared before the game; Foster's twelve deals a game."""

    card: Annotated[str | dict[str, object], Document(tuple(PRESETS), check_card, card_text)] = (
        setting(
            "foster",
            en="Card of prices",
            sv="Prislista",
            names={"sv": "prislista"},
            description=(
                'AM-S2: "foster", "foster-decimal", or the table\'s own card '
                '{"made": {"5": [...], …}, "failed": {…}}.'
            ),
        )
    )
    deals: int = setting(
        12,
        ge=0,
        le=100_000,
        en="Deals to play",
        sv="Antal givar",
        names={"sv": "givar"},
        named={0: NO_LIMIT},
        description='Foster: "Twelve deals is a game"; 0 plays on until the players stop.',
    )


_RESULT_FIELDS = {"contract", "declarer", "turned", "tricks"}


class AmericanVariant(VariantBase):
    settings_model = AmericanSettings

    @property
    def name(self) -> str:
        return "american"

    @property
    def words(self) -> Vocabulary:
        return AMERICAN_WORDS

    def rules(self, settings: Mapping[str, object]) -> AmericanRules:
        return AmericanRules(price_card(settings["card"]))

    def ledger(self, settings: Mapping[str, object], names: tuple[str, ...]) -> Ledger:
        return AmericanLedger(price_card(settings["card"]), names)

    def features(self, settings: Mapping[str, object]) -> LedgerFeatures:
        return LedgerFeatures()

    def scored_result(self, data: object, dealer: Seat) -> DealResult:
        """AM-R: ``{"contract", "declarer", "turned", "tricks": {"side": n}}`` or
        ``"all-pass"``. Null fields count as absent and ``tricks: {"declarer": n}`` (what the
        scorekeeping command sends, its whister null) as the side's tricks: the record itself
        is always written in the AM-R form."""
        if data == "all-pass":
            return DealResult(dealer=dealer, all_pass=True)
        raw = fields_of(data, '"result" must be "all-pass" or an object')
        fields = {k: v for k, v in raw.items() if v is not None}
        check_known(fields, _RESULT_FIELDS)
        contract = AMERICAN_LADDER.get(str(fields.get("contract")))
        if contract is None:
            raise unknown_contract(fields.get("contract"), "5 to 13")
        declarer = seat_field(fields.get("declarer"), "declarer")
        turned_raw = fields.get("turned")
        try:
            if not isinstance(turned_raw, str):
                raise CardError('"turned" must be the cut card, such as "5D"')
            turned = parse_card(turned_raw)
        except CardError as exc:
            raise a_card("turned", str(exc), turned_raw) from None
        raw_counts = fields_of(fields.get("tricks"), '"tricks" must be {"side": n}', "tricks")
        counts = {k: v for k, v in raw_counts.items() if v is not None}
        if set(counts) == {"declarer"}:
            counts = {"side": counts["declarer"]}
        tricks_of(counts, {"side"}, '"tricks" holds only "side", the declaring side\'s tricks')
        side = count_field(counts.get("side"), "tricks.side", 13)
        return DealResult(
            dealer=dealer,
            contract=contract,
            declarer=declarer,
            partner=opposite(declarer),
            trump=SUIT_OF[turned],
            turned=turned,
            declarer_tricks=side,
            side_target=contract.target,
            declarer_target=contract.target,
        )

    def scored_to_record(self, result: DealResult, merge: bool | None) -> object:
        if result.all_pass or result.contract is None:
            return "all-pass"
        assert result.turned is not None, "an American deal has its cut card"
        return {
            "contract": result.contract.id,
            "declarer": result.declarer,
            "turned": card_str(result.turned),
            "tricks": {"side": result.side_tricks},
        }


AMERICAN = AmericanVariant()
