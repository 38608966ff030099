"""Mariland as a :class:`~bot.engine.variant.Variant`: settings, rules, ledger and the
record's scored-deal form (MA-R)."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.cards import CardError, Suit, card_str, parse_card
from bot.engine.mariland.ladder import MARILAND_LADDER
from bot.engine.mariland.ledger import MarilandLedger
from bot.engine.mariland.rules import MarilandRules
from bot.engine.mariland.words import MARILAND_WORDS
from bot.engine.result import DealResult
from bot.engine.scored import (
    a_card,
    a_suit,
    check_known,
    count_field,
    fields_of,
    seat_field,
    tricks_of,
    unknown_contract,
)
from bot.engine.scoring import Ledger, LedgerFeatures
from bot.engine.seats import Seat
from bot.engine.settings import NO_LIMIT, RuleSettings, setting
from bot.engine.variant import VariantBase
from bot.engine.words import Vocabulary


class MarilandSettings(RuleSettings):
    """Mariland's only table setting is the number of deals: the seed's "session", for which
    the superpreference holds (MA-D2). Decision: 12 by default, three rounds of the deal."""

    deals: int = setting(
        12,
        ge=0,
        le=100_000,
        en="Deals to play",
        sv="Antal givar",
        names={"sv": "givar"},
        named={0: NO_LIMIT},
        description="MA: the session's deals; the superpreference holds for all of them.",
    )


_RESULT_FIELDS = {"contract", "declarer", "suit", "turned", "tricks"}
_ALL_PASS = "all-pass"


class MarilandVariant(VariantBase):
    settings_model = MarilandSettings

    @property
    def name(self) -> str:
        return "mariland"

    @property
    def words(self) -> Vocabulary:
        return MARILAND_WORDS

    def features(self, settings: Mapping[str, object]) -> LedgerFeatures:
        return LedgerFeatures()

    def rules(self, settings: Mapping[str, object]) -> MarilandRules:
        return MarilandRules()

    def ledger(self, settings: Mapping[str, object], names: tuple[str, ...]) -> Ledger:
        return MarilandLedger(names)

    def scored_result(self, data: object, dealer: Seat) -> DealResult:
        """MA-R: ``"all-pass"``, or the contract, declarer, named suit, turned card and the
        declarer's tricks; the class follows from the suit, the turned card and the game's
        first turned card (the ledger keeps it)."""
        if data == _ALL_PASS:
            return DealResult(dealer=dealer, all_pass=True)
        raw = fields_of(data, '"result" must be "all-pass" or an object')
        fields = {k: v for k, v in raw.items() if v is not None}  # null stands for absent
        check_known(fields, _RESULT_FIELDS)
        contract = MARILAND_LADDER.get(str(fields.get("contract")))
        if contract is None:
            raise unknown_contract(fields.get("contract"))
        declarer = seat_field(fields.get("declarer"), "declarer")
        try:
            suit = Suit.parse(str(fields.get("suit")))
        except CardError as exc:
            raise a_suit("suit", str(exc), fields.get("suit")) from None
        turned_raw = fields.get("turned")
        try:
            if not isinstance(turned_raw, str):
                raise CardError('"turned" must be a card such as "QC"')
            turned = parse_card(turned_raw)
        except CardError as exc:
            raise a_card("turned", str(exc), turned_raw) from None
        tricks_raw = fields_of(fields.get("tricks"), '"tricks" must be {"declarer": n}', "tricks")
        counts = {k: v for k, v in tricks_raw.items() if v is not None}
        tricks_of(counts, {"declarer"}, '"tricks" holds only "declarer" (all bids are solo)')
        tricks = count_field(counts.get("declarer"), "tricks.declarer", 13)
        return DealResult(
            dealer=dealer,
            contract=contract,
            declarer=declarer,
            trump=suit,
            turned=turned,
            declarer_tricks=tricks,
            side_target=contract.target,
            declarer_target=contract.target,
        )

    def scored_to_record(self, result: DealResult, merge: bool | None) -> object:
        if result.all_pass or result.contract is None:
            return _ALL_PASS
        assert result.trump is not None and result.turned is not None
        return {
            "contract": result.contract.id,
            "declarer": result.declarer,
            "suit": result.trump.char,
            "turned": card_str(result.turned),
            "tricks": {"declarer": result.declarer_tricks},
        }


MARILAND = MarilandVariant()
