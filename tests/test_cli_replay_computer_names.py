"""``python -m bot replay``'s text says a record's computers in the reader's language, as its
refusals (``bot.i18n._seat_text``) and ``/boston import`` do: a computer is a seat, and a
record names it as the bot named it when it sat down, in its server's language then. The
seats' first players and those who took a seat over (``seat_changes``) alike. ``--json``
gives the record's own names, for a program to read.

Before: a Swedish server's record read with ``--lang en`` said "Dator 3 (heuristisk)" in its
deals, protocol and balances, while a refused move of the same record said "Computer 3
(heuristic)".
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path
from typing import Any

from bot.cli import main
from bot.i18n import record_said_in
from tests.fuzz.test_fuzz_records import played_record

SWEDISH_MADE = ["Anna", "George", "Dator 3 (heuristisk)", "Dator 4 (stark)"]
CHANGES = [{"seat": 2, "name": "Dator 2 (slump)", "deal": 1, "action": 5}]


def _record() -> dict[str, Any]:
    record = played_record(2, 1)
    record["players"] = list(SWEDISH_MADE)
    record["seat_changes"] = [dict(change) for change in CHANGES]
    return record


def _replay(tmp_path: Path, *args: str) -> str:
    path = tmp_path / "sv.json"
    path.write_text(json.dumps(_record()), encoding="utf-8")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["replay", *args, str(path)]) == 0
    return out.getvalue()


def test_replay_says_a_swedish_record_s_computers_in_english(tmp_path: Path) -> None:
    text = _replay(tmp_path, "--lang", "en")
    assert "Computer 3 (heuristic)" in text and "Computer 4 (strong)" in text
    assert "Computer 2 (random)" in text  # who took seat 2 over
    assert "Dator" not in text and "heuristisk" not in text and "slump" not in text, text


def test_replay_says_them_as_they_are_to_a_swedish_reader(tmp_path: Path) -> None:
    text = _replay(tmp_path, "--lang", "sv")
    assert "Dator 3 (heuristisk)" in text and "Dator 2 (slump)" in text
    assert "Computer" not in text


def test_replay_json_keeps_the_record_s_own_names(tmp_path: Path) -> None:
    # The JSON names seats by number; who took one over, by the record's name.
    output = json.loads(_replay(tmp_path, "--lang", "en", "--json"))
    assert output["seat_changes"][0]["name"] == "Dator 2 (slump)", output["seat_changes"]


def test_record_said_in_leaves_the_record_and_odd_shapes_alone() -> None:
    record = _record()
    said = record_said_in("en", record)
    assert said["players"] == ["Anna", "George", "Computer 3 (heuristic)", "Computer 4 (strong)"]
    assert said["seat_changes"][0]["name"] == "Computer 2 (random)"
    assert record == _record()  # a copy
    odd: dict[str, Any] = {
        "players": ["Anna", 7, None, "Dator 4 (stark)"],
        "seat_changes": ["x", {"seat": True, "name": "Dator 1 (slump)"}, {"seat": 1}],
    }
    assert record_said_in("en", odd) == {
        "players": ["Anna", 7, None, "Computer 4 (strong)"],
        "seat_changes": ["x", {"seat": True, "name": "Dator 1 (slump)"}, {"seat": 1}],
    }
    assert record_said_in("en", [1, 2]) == [1, 2]
