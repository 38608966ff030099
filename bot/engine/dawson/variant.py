"""Dawson's Boston as a :class:`~bot.engine.variant.Variant`: settings, ledger and scored deals."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.actions import Level
from bot.engine.dawson.ladder import DAWSON_LADDER
from bot.engine.dawson.ledger import DawsonLedger
from bot.engine.dawson.rules import DawsonRules
from bot.engine.result import DealResult
from bot.engine.scored import check_known, count_field, declaring_side, fields_of, side_tricks
from bot.engine.scoring import Ledger
from bot.engine.seats import SEATS, Seat
from bot.engine.variant import ScoredDealError, SettingsError, check_settings

DEFAULTS: dict[str, object] = {
    "ante": 10,
    "pool_cap": None,
    "whister": False,
    "whister_single_fault": False,
    "deals": 0,
}
CHOICES: dict[str, object] = {"ante": range(1, 10_001), "deals": range(0, 100_001)}
POOL_CAPS = range(1, 10_000_001)
"""``pool_cap`` is null (no cap) or a whole number in this range; ``check_settings`` cannot say
"null or a number", so it is checked here."""

_RESULT_FIELDS = {"contract", "declarer", "trump_class", "tricks", "whister"}
_PARTOUT = "misere_partout"


class DawsonVariant:
    @property
    def name(self) -> str:
        return "dawson"

    def settings(self, raw: Mapping[str, object]) -> dict[str, object]:
        out = check_settings(raw, DEFAULTS, CHOICES)
        cap = out["pool_cap"]
        if cap is not None and (
            not isinstance(cap, int) or isinstance(cap, bool) or cap not in POOL_CAPS
        ):
            raise SettingsError(
                f"setting 'pool_cap' must be null or a whole number from {POOL_CAPS.start} "
                f"to {POOL_CAPS.stop - 1}"
            )
        return out

    def rules(self, settings: Mapping[str, object]) -> DawsonRules:
        return DawsonRules(whister=bool(settings["whister"]))

    def ledger(self, settings: Mapping[str, object], names: tuple[str, ...]) -> Ledger:
        ante, cap = settings["ante"], settings["pool_cap"]
        assert isinstance(ante, int) and (cap is None or isinstance(cap, int))
        return DawsonLedger(
            ante=ante,
            pool_cap=cap,
            whister_single_fault=bool(settings["whister_single_fault"]),
            names=names,
        )

    def scored_result(self, data: object, dealer: Seat) -> DealResult:
        fields = fields_of(data, '"result" must be an object')
        if _PARTOUT in fields:
            if set(fields) != {_PARTOUT}:
                raise ScoredDealError(f'a Misère Partout result holds only "{_PARTOUT}"')
            return DealResult(dealer=dealer, all_pass=True, tricks=_partout(fields[_PARTOUT]))
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
            return {_PARTOUT: {str(s): result.tricks[s - 1] for s in SEATS}}
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


def _partout(data: object) -> tuple[int, int, int, int]:
    """DW-P5's tricks per seat; the four counts must make the 13 tricks played."""
    counts = fields_of(data, f'"{_PARTOUT}" must be {{"1": n, "2": n, "3": n, "4": n}}')
    if set(counts) != {"1", "2", "3", "4"}:
        raise ScoredDealError(f'"{_PARTOUT}" needs the tricks of seats "1" to "4"')
    a, b, c, d = (count_field(counts[str(s)], f"{_PARTOUT}.{s}", 13) for s in SEATS)
    if a + b + c + d != 13:
        raise ScoredDealError(f'the tricks of "{_PARTOUT}" must add up to 13')
    return a, b, c, d


DAWSON = DawsonVariant()
