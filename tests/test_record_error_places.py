"""A refused record names the place to mend (RF-1.2): the deal cut short, not the one after
it (RF-3.4); a seat change placed after the record's last deal, or after its deal's last
action, as such (RF-2.6); a missing ``players`` as missing (RF-1.4) — as ``/boston import``
and ``python -m bot replay`` say them, in English and Swedish, with the line and column in
the file where the value refused stands (``file:line:column:`` in the replay's)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from cogs.boston.import_worker import work
from tests.fuzz.test_fuzz_records import played_record

RECORD: dict[str, Any] = played_record(2, 3)


def _record() -> dict[str, Any]:
    record = copy.deepcopy(RECORD)
    assert len(record["deals"]) == 3 and all("actions" in deal for deal in record["deals"])
    return record


def _text(record: object) -> str:
    """The record's file, as an editor writes it: one field a line."""
    return json.dumps(record, indent=1)


def _import_says(record: object, lang: str) -> str:
    answer = work(_text(record).encode(), lang, "game.json")
    assert answer.get("error") == "import.error", answer
    return str(answer["reason"])


def _cut_short() -> dict[str, Any]:
    record = _record()
    actions = record["deals"][0]["actions"]
    record["deals"][0]["actions"] = actions[: len(actions) // 2]
    return record


def _change_at(deal: int, action: int | None = None) -> dict[str, Any]:
    record = _record()
    change: dict[str, object] = {"seat": 2, "name": "Fia", "deal": deal}
    if action is not None:
        change["action"] = action
    record["seat_changes"] = [change]
    return record


def _without_players() -> dict[str, Any]:
    record = _record()
    del record["players"]
    return record


ACTIONS = len(RECORD["deals"][1]["actions"])
SCORED: dict[str, object] = {
    "contract": "6",
    "declarer": 1,
    "trump_class": "plain",
    "whister": 2,
    "tricks": {"declarer": 4, "whister": 4},
    "honours": 2,
}


def _scored(**change: object) -> dict[str, Any]:
    """The record with its deal 3 entered by its result (RF-4), ``change`` made to it."""
    record = _record()
    record["deals"][2] = {"result": {**SCORED, **change}}
    return record


def _value_after(text: str, written: str) -> tuple[int, int]:
    """The line and column (from 1) of the value written first as ``written`` (a field and
    its value, or its name and colon: the value after it) in ``text``."""
    at = text.index(written)
    key, _, value = written.partition(": ")
    start = at + len(key) + 2 if value else at + len(written)
    line = text.count("\n", 0, start) + 1
    return line, start - text.rfind("\n", 0, start)


CASES = [
    pytest.param(
        _cut_short,
        "deal 1: it is unfinished (its actions stop before its end), yet deal 2 follows",
        "giv 1: den är inte färdigspelad (dragen slutar före givens slut), men giv 2 följer",
        lambda text: _value_after(text, '"actions": '),  # deal 1's actions, cut short
        id="unfinished",
    ),
    pytest.param(
        lambda: _change_at(99),
        '"seat_changes": change 1 is at deal 99, past the record\'s last deal (3)',
        '"seat_changes": byte 1 är vid giv 99, efter spelfilens sista giv (3)',
        lambda text: _value_after(text, '"deal": 99'),
        id="change-past-the-last-deal",
    ),
    pytest.param(
        lambda: _change_at(2, ACTIONS + 5),
        f'"seat_changes": change 1 is at action {ACTIONS + 5} of deal 2, past that deal\'s '
        f"last action ({ACTIONS})",
        f'"seat_changes": byte 1 är vid drag {ACTIONS + 5} i giv 2, efter givens sista drag '
        f"({ACTIONS})",
        lambda text: _value_after(text, f'"action": {ACTIONS + 5}'),
        id="change-past-the-last-action",
    ),
    pytest.param(
        _without_players,
        '"players" is missing',
        '"players" saknas',
        lambda text: None,  # a field left out stands nowhere
        id="players-missing",
    ),
    # A scored deal's field: at the value refused, not the result holding it.
    pytest.param(
        lambda: _scored(honours=5),
        "deal 3: `honours` must be a whole number from 0 to 4",
        "giv 3: `honours` måste vara ett heltal från 0 till 4",
        lambda text: _value_after(text, '"honours": 5'),
        id="scored-honours",
    ),
    pytest.param(
        lambda: _scored(tricks={"declarer": 15, "whister": 4}),
        "deal 3: `tricks.declarer` must be a whole number from 0 to 13",
        "giv 3: `tricks.declarer` måste vara ett heltal från 0 till 13",
        lambda text: _value_after(text, '"declarer": 15'),
        id="scored-tricks",
    ),
    pytest.param(
        lambda: _scored(whister=1),
        "deal 3: `whister` is the declarer's own seat: give the seat of another player, "
        "or leave it out",
        "giv 3: `whister` är spelförarens egen plats: ange en annan spelares plats, eller "
        "utelämna det",
        lambda text: _value_after(text, '"whister": 1'),
        id="scored-whister",
    ),
    # Several fields together (the side's tricks beside each other): at the result.
    pytest.param(
        lambda: _scored(tricks={"declarer": 9, "whister": 9}),
        "deal 3: the declaring side cannot take more than 13 tricks",
        "giv 3: den spelande sidan kan inte ta fler än 13 stick",
        lambda text: _value_after(text, '"result": '),
        id="scored-several-fields",
    ),
]


@pytest.mark.parametrize(("make", "english", "swedish", "place"), CASES)
def test_rf_1_2_the_refusal_names_the_place_to_mend(
    make: Any,
    english: str,
    swedish: str,
    place: Any,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    record = make()
    where: tuple[int, int] | None = place(_text(record))
    if where is None:
        assert _import_says(record, "en") == english
        assert _import_says(record, "sv") == swedish
    else:
        line, column = where
        assert _import_says(record, "en") == f"line {line}, column {column}: {english}"
        assert _import_says(record, "sv") == f"rad {line}, kolumn {column}: {swedish}"
    path = tmp_path / "bad.json"
    path.write_text(_text(record), encoding="utf-8")
    assert main(["replay", str(path), "--lang", "en"]) == 2
    said = f"{path}:{where[0]}:{where[1]}:" if where is not None else f"{path}:"
    assert capsys.readouterr().err == f"{said} {english}\n"


def test_a_change_within_the_record_still_reads() -> None:
    answer = work(json.dumps(_change_at(2, ACTIONS)).encode(), "en", "game.json")
    assert "error" not in answer, answer
    answer = work(json.dumps(_scored()).encode(), "en", "game.json")  # the scored cases' base
    assert "error" not in answer, answer
