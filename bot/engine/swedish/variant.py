"""Swedish Boston as a :class:`~bot.engine.variant.Variant`: settings, ledger and scored deals."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.actions import Level
from bot.engine.contracts import SuitClass
from bot.engine.result import DealResult
from bot.engine.scoring import Ledger
from bot.engine.seats import Seat
from bot.engine.swedish.ladder import SWEDISH_LADDER
from bot.engine.swedish.protocol import SwedishProtocol
from bot.engine.swedish.rules import SwedishRules
from bot.engine.swedish.simplified import SimplifiedLedger
from bot.engine.variant import ScoredDealError, check_settings

DEFAULTS: dict[str, object] = {
    "payment": "traditional",
    "al": 96,
    "merge_limit": 200,
    "tour_length": 24,
    "whist_compulsory_in_5": False,
    "deals": 0,
}
CHOICES: dict[str, object] = {
    "payment": ("traditional", "simplified"),
    "al": range(8, 10_001),
    "merge_limit": range(0, 1_000_001),
    "tour_length": range(1, 1_001),
    "deals": range(0, 100_001),
}
_CLASSES = {c.value: c for c in SuitClass}
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


class SwedishVariant:
    @property
    def name(self) -> str:
        return "swedish"

    def settings(self, raw: Mapping[str, object]) -> dict[str, object]:
        return check_settings(raw, DEFAULTS, CHOICES)

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
        )

    def scored_result(self, data: object, dealer: Seat) -> DealResult:
        if data == "all-pass":
            return DealResult(dealer=dealer, all_pass=True)
        if not isinstance(data, dict):
            raise ScoredDealError('"result" must be "all-pass" or an object')
        fields: dict[str, object] = {str(k): v for k, v in data.items()}  # pyright: ignore[reportUnknownVariableType,reportUnknownArgumentType]
        unknown = sorted(set(fields) - _RESULT_FIELDS)
        if unknown:
            raise ScoredDealError(f"unknown field {unknown[0]!r} in result")
        contract = SWEDISH_LADDER.get(str(fields.get("contract")))
        if contract is None:
            raise ScoredDealError(f"unknown contract {fields.get('contract')!r}")
        declarer = _seat(fields.get("declarer"), "declarer")
        whister_raw = fields.get("whister")
        whister = None if whister_raw is None else _seat(whister_raw, "whister")
        if whister is not None and (whister == declarer or not contract.whist_allowed):
            raise ScoredDealError("a whister plays only in 5 or 6 spel, beside the declarer")
        trump_raw = fields.get("trump_class")
        if contract.misere:
            if trump_raw is not None:
                raise ScoredDealError("a misère has no trumps: trump_class must be null")
            trump_class = None
        else:
            if not isinstance(trump_raw, str) or trump_raw not in _CLASSES:
                raise ScoredDealError('trump_class must be "plain", "second" or "first"')
            trump_class = _CLASSES[trump_raw]
        conceded = _bool(fields.get("conceded", False), "conceded")
        if conceded and (whister is not None or not contract.whist_allowed):
            raise ScoredDealError("only a 5 or 6 spel refused whist by all may be conceded")
        declarer_tricks, whister_tricks = 0, 0
        if not conceded:
            tricks = fields.get("tricks")
            if not isinstance(tricks, dict):
                raise ScoredDealError('"tricks" must be {"declarer": n, "whister": n or null}')
            counts: dict[str, object] = {str(k): v for k, v in tricks.items()}  # pyright: ignore[reportUnknownVariableType,reportUnknownArgumentType]
            limit = contract.tricks_played
            declarer_tricks = _count(counts.get("declarer"), "tricks.declarer", limit)
            if whister is not None:
                whister_tricks = _count(counts.get("whister"), "tricks.whister", limit)
            elif counts.get("whister") is not None:
                raise ScoredDealError("tricks.whister must be null without a whister")
            if declarer_tricks + whister_tricks > limit:
                raise ScoredDealError(f"the declaring side cannot take more than {limit} tricks")
        honours = _count(fields.get("honours", 0), "honours", 0 if contract.misere else 4)
        merge_raw = fields.get("merge")
        if merge_raw is not None:
            _bool(merge_raw, "merge")
        rules = SwedishRules()
        return DealResult(
            dealer=dealer,
            contract=contract,
            level=Level.PLAIN,
            declarer=declarer,
            whister=whister,
            trump_class=trump_class,
            conceded=conceded,
            declarer_tricks=declarer_tricks,
            whister_tricks=whister_tricks,
            honours=honours,
            first_five=_bool(fields.get("first_five", False), "first_five"),
            side_target=rules.side_target(contract, whister is not None),
            declarer_target=contract.target,
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
            "first_five": result.first_five,
            "conceded": result.conceded,
            "merge": merge,
        }


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


def _seat(value: object, name: str) -> Seat:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 4:
        raise ScoredDealError(f"{name} must be a seat 1–4")
    return value


def _bool(value: object, name: str) -> bool:
    if not isinstance(value, bool):
        raise ScoredDealError(f"{name} must be true or false")
    return value


def _count(value: object, name: str, limit: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= limit:
        raise ScoredDealError(f"{name} must be a whole number from 0 to {limit}")
    return value


SWEDISH = SwedishVariant()
