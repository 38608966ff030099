"""``python -m bot replay`` refuses a record as ``/boston import`` does: in the reader's
language, a refused move said of the seat that made it (not "you": the reader played none of
the file's moves), and a file that is not JSON with its line and column and the whole reason.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from cogs.boston.import_worker import work
from tests.fuzz.test_fuzz_records import played_record

NAMES = ["Anna", "Bengt", "Cissi", "David"]


def out_of_turn() -> dict[str, Any]:
    record = played_record(2, 1)
    record["players"] = list(NAMES)
    bad = copy.deepcopy(record)
    turn = int(bad["deals"][0]["actions"][0]["seat"])
    bad["deals"][0]["actions"][0]["seat"] = turn % 4 + 1
    return bad


def refusal(path: Path, lang: str, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["replay", str(path), "--lang", lang]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


@pytest.mark.parametrize("lang", ["sv", "en"])
def test_a_refused_move_is_said_of_its_seat_as_the_import_says_it(
    lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = out_of_turn()
    path = tmp_path / "wrong_turn.json"
    path.write_text(json.dumps(record))
    imported = work(path.read_bytes(), lang, "t")
    assert imported["error"] == "import.error"
    line = refusal(path, lang, capsys)
    # The same place (RF-1.2), as a compiler names it: "file:line:column:".
    placed = re.fullmatch(r"(?:line|rad) (\d+), (?:column|kolumn) (\d+): (.*)", imported["reason"])
    assert placed is not None, imported["reason"]
    assert line == f"{path}:{placed[1]}:{placed[2]}: {placed[3]}"
    assert ("Plats" if lang == "sv" else "Seat") in line
    assert "your turn" not in line and "din tur" not in line


def test_a_record_not_json_is_whole_with_line_and_column_in_the_readers_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "truncated.json"
    path.write_text('{"format": "boston-record/1",\n "players": ["Anna')
    assert refusal(path, "sv", capsys) == (
        f"{path}:2:14: inte JSON: en text börjar här men slutar aldrig"
    )
    assert refusal(path, "en", capsys) == (
        f"{path}:2:14: not JSON: a text starts here but never ends"
    )


def test_a_record_too_deep_is_refused_in_the_readers_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    assert refusal(path, "sv", capsys) == f"{path}: filen är för djupt nästlad"
