"""An imported record's refused move is said of the seat that made it:
the importer played none of the file's moves, so "That card is not in your hand" and "It is
not your turn" spoke to the wrong person. The seat and its name in the file are named, in
English and Swedish."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest

from bot.engine.record import RecordError, game_from_record
from bot.i18n import illegal_move_reason
from cogs.boston.import_worker import work
from tests.fuzz.test_fuzz_records import played_record

NAMES = ["Anna", "Bengt", "Cissi", "David"]


def _record() -> dict[str, Any]:
    record = played_record(2, 1)
    record["players"] = list(NAMES)
    return record


def _reason(record: dict[str, Any], language: str) -> str:
    answer = work(json.dumps(record).encode(), language, "t")
    assert answer.get("error") == "import.error", answer
    # Its words, without the line and column of the value refused (RF-1.2).
    return re.sub(r"^(line|rad) \d+, (column|kolumn) \d+: ", "", str(answer["reason"]))


def test_a_card_the_seat_does_not_hold_names_the_seat() -> None:
    record = _record()
    actions = record["deals"][0]["actions"]
    number, move = next((i, a) for i, a in enumerate(actions, start=1) if "play" in a)
    seat = int(move["seat"])
    other = record["deals"][0]["hands"][str(seat % 4 + 1)].split()[0]
    bad = copy.deepcopy(record)
    bad["deals"][0]["actions"][number - 1]["play"] = other
    who = NAMES[seat - 1]
    assert _reason(bad, "sv") == (
        f"giv 1, drag {number}: Plats {seat} ({who}) har inte det kortet på handen."
    )
    assert (
        _reason(bad, "en")
        == f"deal 1, action {number}: Seat {seat} ({who}) does not hold that card."
    )


def test_a_move_out_of_turn_names_both_seats() -> None:
    record = _record()
    first = record["deals"][0]["actions"][0]
    turn = int(first["seat"])
    wrong = turn % 4 + 1
    bad = copy.deepcopy(record)
    bad["deals"][0]["actions"][0]["seat"] = wrong
    assert _reason(bad, "sv") == (
        f"giv 1, drag 1: Plats {wrong} ({NAMES[wrong - 1]}) gör ett drag, men det är plats "
        f"{turn} ({NAMES[turn - 1]}) som står på tur."
    )
    assert _reason(bad, "en") == (
        f"deal 1, action 1: Seat {wrong} ({NAMES[wrong - 1]}) moves, but it is the turn of "
        f"seat {turn} ({NAMES[turn - 1]})."
    )
    assert "din tur" not in _reason(bad, "sv") and "your turn" not in _reason(bad, "en")


def test_the_record_error_carries_the_seats_and_names() -> None:
    record = _record()
    turn = int(record["deals"][0]["actions"][0]["seat"])
    record["deals"][0]["actions"][0]["seat"] = turn % 4 + 1
    with pytest.raises(RecordError) as caught:
        game_from_record(record)
    fields = caught.value.fields
    assert fields["seat"] == turn % 4 + 1 and fields["turn"] == turn
    assert (fields["name"], fields["turn_name"]) == (NAMES[turn % 4], NAMES[turn - 1])


def test_the_suit_to_follow_is_named_with_the_seat() -> None:
    fields = {"illegal": "must_follow_suit", "suit": "♥", "seat": 3, "name": "Cissi", "turn": 3}
    assert (
        illegal_move_reason("sv", fields) == "Plats 3 (Cissi) bekänner inte färg (♥), fast det går."
    )
    assert illegal_move_reason("en", {**fields, "name": ""}) == (
        "Seat 3 does not follow suit (♥), though able to."
    )
    # A refusal without a seat (a scored deal's) keeps the rules' own words.
    assert illegal_move_reason("en", {"illegal": "not_allowed"}) == "That is not possible now."
