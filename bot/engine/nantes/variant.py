"""Boston de Nantes as a :class:`~bot.engine.variant.Variant`: its settings model (the NT
settings table), words, deal rules, pool ledger and the record's scored-deal form (NT-R)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from bot.engine.cards import CardError, Suit, card_str
from bot.engine.nantes.ladder import NANTES_LADDER
from bot.engine.nantes.ledger import NantesLedger
from bot.engine.nantes.rules import NantesRules
from bot.engine.nantes.words import NANTES_WORDS
from bot.engine.result import DealResult
from bot.engine.scored import (
    a_suit,
    check_known,
    count_field,
    demande_side,
    fields_of,
    no_trumps,
    partner_from_whister,
    seat_field,
)
from bot.engine.scoring import Ledger, LedgerFeatures
from bot.engine.seats import Seat
from bot.engine.settings import RuleSettings, SettingsError, setting
from bot.engine.variant import ScoredDealError, VariantBase
from bot.engine.words import Vocabulary


class NantesSettings(RuleSettings):
    """The NT settings table."""

    rotation: Literal["right", "left"] = setting(
        "right",
        en="Direction of deal and play",
        sv="Riktning för giv och spel",
        names={"sv": "riktning"},
        choice_names={"right": {"sv": "höger"}, "left": {"sv": "vänster"}},
        description="NT-D2: Foster deals, bids and plays to the right; left mirrors it.",
    )
    boston_jack: Literal["diamond", "foster"] = setting(
        "diamond",
        en="Carte de boston",
        sv="Carte de boston",
        names={"sv": "carte_de_boston"},
        hint={
            "en": "diamond: always J♦ / foster: J♥ when a diamond is turned",
            "sv": "diamond: alltid J♦ / foster: J♥ när ruter vänds",
        },
        description="NT-S4: the seed's permanent J♦, or Foster's J♥ when diamonds are turned.",
    )
    deposit: int = setting(
        10,
        ge=0,
        le=10_000,
        en="Dealer's deposit into the pool",
        sv="Givarens insats i potten",
        names={"sv": "givarinsats"},
        description="NT-D5: paid into the pool by each dealer (doubled in the doubles).",
    )
    boston_bonus: int = setting(
        2,
        ge=0,
        le=10_000,
        en="Carte de boston bonus from each player",
        sv="Bonus för carte de boston från varje spelare",
        names={"sv": "bostonbonus"},
        description="NT-J1: paid to the holder of the carte de boston in trump contracts.",
    )
    deals: int = setting(
        40,
        ge=1,
        le=1_000,
        en="Deals in a game",
        sv="Givar i ett parti",
        names={"sv": "givar"},
        description="NT-G2: the game is this many deals; then the pool is shared (NT-G4).",
    )
    doubles: int = setting(
        8,
        ge=0,
        le=1_000,
        en="Doubles at the end of the game",
        sv="Dubbla givar i slutet av partiet",
        names={"sv": "dubbla_givar"},
        description=(
            "NT-G2: the last this many deals have every amount doubled; no more than the deals "
            "(the default 8 on a shorter game: every deal)."
        ),
    )
    play_out_pool: bool = setting(
        False,
        en="Play on for the pool after the last deal",
        sv="Spela vidare om potten efter sista given",
        names={"sv": "spela_om_potten"},
        description="NT-G4: extra simple deals until a contract takes the pool; else shared.",
    )

    @classmethod
    def in_effect(cls, values: Mapping[str, object]) -> dict[str, object]:
        """NT-G2: the doubles are the game's last deals, no more than all of them: the default
        eight on a shorter game (:meth:`check_typed` lets it stand) double every deal, as the
        ledger plays them, so a lobby of two deals says its two doubles."""
        out = dict(values)
        # An older stored document may lack a setting: it plays the field's default.
        deals = out.get("deals", cls.model_fields["deals"].default)
        doubles = out.get("doubles", cls.model_fields["doubles"].default)
        if isinstance(deals, int) and isinstance(doubles, int) and 0 < deals < doubles:
            out["doubles"] = deals
        return out

    @classmethod
    def check_typed(cls, values: Mapping[str, object]) -> None:
        """NT-G2: the doubles are the game's last deals, so a table asks for no more of them
        than deals. Foster's eight, the default, stand on a shorter game as every deal of it:
        a table that only shortens the game is not refused. Typed input only: a stored game
        with more (the ledger doubles all its deals) still opens."""
        deals, doubles = values.get("deals"), values.get("doubles")
        if not isinstance(deals, int) or not isinstance(doubles, int):
            return  # a value that is no number is refused by its own check
        default = cls.model_fields["doubles"].default
        if deals > 0 and doubles > deals and doubles != default:
            raise SettingsError(
                f"setting 'doubles' ({doubles}) cannot be more than 'deals' ({deals})",
                code="doubles_over_deals",
                fields={"name": "doubles", "value": doubles, "deals": deals},
            )


_FIELDS = {"contract", "declarer", "partner", "suit", "turned", "tricks", "honours", "boston"}


def _int(settings: Mapping[str, object], name: str) -> int:
    value = settings[name]
    assert isinstance(value, int)
    return value


class NantesVariant(VariantBase):
    settings_model = NantesSettings

    @property
    def name(self) -> str:
        return "nantes"

    @property
    def words(self) -> Vocabulary:
        return NANTES_WORDS

    def rules(self, settings: Mapping[str, object]) -> NantesRules:
        return NantesRules(
            rotation=str(settings["rotation"]), foster_jack=settings["boston_jack"] == "foster"
        )

    def ledger(self, settings: Mapping[str, object], names: tuple[str, ...]) -> Ledger:
        return NantesLedger(
            deposit=_int(settings, "deposit"),
            bonus=_int(settings, "boston_bonus"),
            deals=_int(settings, "deals"),
            doubles=_int(settings, "doubles"),
            clockwise=settings["rotation"] != "right",
            foster_jack=settings["boston_jack"] == "foster",
            play_out_pool=settings["play_out_pool"] is True,
            names=names,
        )

    def features(self, settings: Mapping[str, object]) -> LedgerFeatures:
        return LedgerFeatures(pool=True, final_settlement=True)  # NT-G4

    def scored_result(self, data: object, dealer: Seat) -> DealResult:
        """NT-R: ``{"contract", "declarer", "partner", "suit", "turned", "tricks":
        {"declarer", "partner"}, "honours", "boston"}`` or ``"all-pass"``."""
        if data == "all-pass":
            return DealResult(dealer=dealer, all_pass=True)
        fields = partner_from_whister(fields_of(data, '"result" must be an object or "all-pass"'))
        check_known(fields, _FIELDS)
        side = demande_side(fields, NANTES_LADDER)
        contract, partner = side.contract, side.partner
        suit: Suit | None = None
        if contract.misere:
            if fields.get("suit") is not None:
                raise no_trumps("suit", "a misère has no trumps: suit must be null")
        else:
            try:
                suit = Suit.parse(str(fields.get("suit")))
            except CardError:
                raise a_suit(
                    "suit", '"suit" must be a suit letter such as "H"', fields.get("suit")
                ) from None
        honours = count_field(fields.get("honours", 0), "honours", 4)
        raw_boston = fields.get("boston")
        boston = None if raw_boston is None else seat_field(raw_boston, "boston")
        if contract.misere and boston is not None:
            raise ScoredDealError(
                "the carte de boston is not paid in a misère: boston is null",
                code="no_boston",
                fields={"name": "boston"},
                at=("boston",),
            )
        if not contract.misere and boston is None:
            raise ScoredDealError(
                '"boston" must name the seat holding the carte de boston',
                code="boston",
                fields={"name": "boston"},
                at=("boston",),
            )
        return DealResult(
            dealer=dealer,
            contract=contract,
            declarer=side.declarer,
            whister=partner,
            trump=suit,
            turned=side.turned,
            boston=boston,
            declarer_tricks=side.declarer_tricks,
            whister_tricks=side.partner_tricks,
            honours=honours,
            side_target=NantesRules().side_target(contract, partner is not None),
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
            "suit": None if result.trump is None else result.trump.char,
            "turned": card_str(result.turned),
            "tricks": {
                "declarer": result.declarer_tricks,
                "partner": None if result.whister is None else result.whister_tricks,
            },
            # NT-H1: no trumps, no honours (an older bot booked them, paid nothing for them)
            "honours": 0 if result.contract.misere else result.honours,
            "boston": result.boston,
        }


NANTES = NantesVariant()
