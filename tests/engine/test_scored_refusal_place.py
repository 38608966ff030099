"""RF-1.2: a scored deal's refusal is placed where the value refused stands. A refusal about
one field of the result (its honours, its declarer's tricks, its whister) is placed at that
field, in every variant's scored form; one about several fields together (the side's tricks
beside its contract, chicane beside honours) or a field left out is placed at the result."""

from __future__ import annotations

import copy
import json

import pytest

from bot.engine.record import RecordError, Where, game_from_record, value_position

BASES: dict[str, dict[str, object]] = {
    "swedish": {
        "contract": "6",
        "declarer": 1,
        "trump_class": "plain",
        "whister": 2,
        "tricks": {"declarer": 4, "whister": 4},
        "honours": 2,
    },
    "dawson": {
        "contract": "6",
        "declarer": 1,
        "trump_class": "plain",
        "whister": None,
        "tricks": {"declarer": 7, "whister": None},
    },
    "fontainebleau": {
        "contract": "6",
        "declarer": 1,
        "suit": "H",
        "whister": None,
        "tricks": {"declarer": 7, "whister": None},
        "honours": 0,
    },
    "russian": {
        "contract": "6",
        "declarer": 1,
        "suit": "H",
        "whister": None,
        "tricks": {"declarer": 7, "whister": None},
        "honours": 0,
        "chicane": [],
    },
    "nantes": {
        "contract": "demande",
        "declarer": 1,
        "partner": 2,
        "suit": "H",
        "turned": "7H",
        "tricks": {"declarer": 4, "partner": 4},
        "honours": 0,
        "boston": 3,
    },
    "whisch": {
        "contract": "demande",
        "declarer": 1,
        "partner": 2,
        "turned": "7H",
        "tricks": {"declarer": 4, "partner": 4},
        "honours": 0,
    },
    "american": {"contract": "7", "declarer": 1, "turned": "5D", "tricks": {"side": 8}},
    "mariland": {
        "contract": "6",
        "declarer": 1,
        "suit": "H",
        "turned": "QC",
        "tricks": {"declarer": 7},
    },
}


def _record(variant: str, result: object) -> dict[str, object]:
    return {
        "format": "boston-record/1",
        "variant": variant,
        "players": ["Anne", "Bo", "Cia", "Dag"],
        "first_dealer": 4,
        "deals": [{"result": BASES[variant]}, {"result": result}],
    }


def _changed(variant: str, path: tuple[str, ...], value: object) -> dict[str, object]:
    result = copy.deepcopy(BASES[variant])
    inner: dict[str, object] = result
    for key in path[:-1]:
        inner = inner[key]  # type: ignore[assignment]
    inner[path[-1]] = value
    return result


def _refusal(variant: str, result: object) -> RecordError:
    with pytest.raises(RecordError) as caught:
        game_from_record(_record(variant, result))
    assert caught.value.deal == 2 and caught.value.scored is not None
    return caught.value


@pytest.mark.parametrize("variant", sorted(BASES))
def test_each_base_replays(variant: str) -> None:
    assert len(game_from_record(_record(variant, BASES[variant])).deals) == 2


ONE_FIELD: list[tuple[str, tuple[str, ...], object]] = [
    # Every variant's declarer, contract and declarer's tricks.
    *((v, ("declarer",), 5) for v in BASES),
    *((v, ("contract",), "99") for v in BASES),
    *((v, ("tricks", "side" if v == "american" else "declarer"), 15) for v in BASES),
    *((v, ("declarer",), None) for v in BASES),  # given as null: placed at the null
    ("swedish", ("honours",), 5),
    ("swedish", ("trump_class",), "big"),
    ("swedish", ("conceded",), "no"),
    ("swedish", ("first_five",), 1),
    ("swedish", ("whister",), 1),  # the declarer's own seat
    ("swedish", ("tricks", "whister"), 14),
    ("swedish", ("tricks",), [4, 4]),
    ("dawson", ("tricks", "whister"), 3),  # without a whister
    ("dawson", ("trump_class",), 3),
    ("fontainebleau", ("honours",), 5),
    ("fontainebleau", ("suit",), "X"),
    ("fontainebleau", ("whister",), 9),
    ("fontainebleau", ("tricks", "whister"), 3),  # without a whister
    ("russian", ("chicane",), "2"),
    ("russian", ("chicane",), [2, 2]),
    ("russian", ("chicane",), [7]),
    ("nantes", ("boston",), 7),
    ("nantes", ("boston",), None),
    ("nantes", ("partner",), 1),
    ("nantes", ("turned",), "ZZ"),
    ("nantes", ("honours",), 5),
    ("whisch", ("tricks", "partner"), 14),
    ("whisch", ("honours",), -1),
    ("american", ("turned",), "X"),
    ("mariland", ("suit",), "X"),
    ("mariland", ("turned",), 7),
]


@pytest.mark.parametrize(("variant", "path", "value"), ONE_FIELD)
def test_a_refusal_of_one_field_is_placed_at_that_field(
    variant: str, path: tuple[str, ...], value: object
) -> None:
    error = _refusal(variant, _changed(variant, path, value))
    assert error.at == ("deals", 1, "result", *path), error


def test_the_rules_refusal_of_a_whister_is_placed_at_the_whister() -> None:
    """Refused where the result is built (FB-W1: the declarer's own seat) or against the
    table's settings (SV-W1: 7 spel is played alone), after the form is read."""
    fb = {**BASES["fontainebleau"], "whister": 1, "tricks": {"declarer": 4, "whister": 4}}
    assert _refusal("fontainebleau", fb).at == ("deals", 1, "result", "whister")
    sv = {**BASES["swedish"], "contract": "7", "tricks": {"declarer": 4, "whister": 4}}
    assert _refusal("swedish", sv).at == ("deals", 1, "result", "whister")


def test_an_unknown_field_is_placed_at_its_value() -> None:
    for variant in BASES:
        result = {**BASES[variant], "bogus.name": 1}
        assert _refusal(variant, result).at == ("deals", 1, "result", "bogus.name")
    result = _changed("swedish", ("tricks", "side"), 3)
    assert _refusal("swedish", result).at == ("deals", 1, "result", "tricks", "side")


SEVERAL: list[tuple[str, dict[str, object]]] = [
    # The side's tricks beside each other and the contract.
    ("swedish", {"tricks": {"declarer": 7, "whister": 7}}),
    ("nantes", {"tricks": {"declarer": 7, "partner": 7}}),
    # RU-C1, FB-H2: chicane beside honours.
    ("russian", {"chicane": [1], "honours": 2}),
    # A field left out: nowhere to stand but the result.
    ("swedish", {"declarer": ...}),
    ("fontainebleau", {"suit": ...}),
]


@pytest.mark.parametrize(("variant", "change"), SEVERAL)
def test_a_refusal_of_several_fields_or_none_is_placed_at_the_result(
    variant: str, change: dict[str, object]
) -> None:
    result = {**BASES[variant], **change}
    result = {k: v for k, v in result.items() if v is not ...}
    assert _refusal(variant, result).at == ("deals", 1, "result")


def test_the_place_names_the_line_and_column_of_the_field() -> None:
    """What ``python -m bot replay`` and ``/boston import`` print: the field's own place."""
    result = _changed("swedish", ("honours",), 5)

    text = json.dumps(_record("swedish", result), indent=1)
    at: Where | None = _refusal("swedish", result).at
    assert at is not None
    line, column = value_position(text, at) or (0, 0)
    assert text.splitlines()[line - 1][column - 1 :] == "5"
