"""``python -m bot replay --json`` says who took a seat over (a record's ``seat_changes``,
RF-2.6), as the text replay's lines under the balances do: a top-level ``seat_changes`` list
(RF-5.6), each change with its seat, name, deal and action. A record without changes prints
as before, without the key.

Before: the JSON left the changes out, so a reader of it took the record's four ``players``
for the players of every deal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.cli import main
from bot.engine.record import game_to_record
from bot.simulate import simulate

FIGURE1 = Path(__file__).parent / "fixtures" / "figure1.json"


def test_replay_json_lists_the_seat_changes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = json.loads(FIGURE1.read_text(encoding="utf-8"))
    changes = [
        {"seat": 2, "name": "Computer 2", "deal": 3},
        {"seat": 2, "name": "I.N.", "deal": 5, "action": 1},
        {"seat": 4, "name": "Åsa Öberg", "deal": 6},
    ]
    path = tmp_path / "changed.json"
    path.write_text(json.dumps({**record, "seat_changes": changes}), encoding="utf-8")

    assert main(["replay", str(FIGURE1), "--json"]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert "seat_changes" not in plain
    assert main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)

    assert data["seat_changes"] == [
        {"seat": 2, "name": "Computer 2", "deal": 3, "action": 1},
        {"seat": 2, "name": "I.N.", "deal": 5, "action": 1},
        {"seat": 4, "name": "Åsa Öberg", "deal": 6, "action": 1},
    ]
    # Everything else as without the changes: who holds a seat changes no figure.
    assert {k: v for k, v in data.items() if k != "seat_changes"} == plain


def test_a_change_within_a_deal_gives_its_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = simulate(2, seed=4, level="random")
    record = game_to_record(game)
    change = {"seat": 3, "name": "Fia", "deal": 2, "action": 2}
    path = tmp_path / "within.json"
    path.write_text(json.dumps({**record, "seat_changes": [change]}), encoding="utf-8")
    plain = tmp_path / "plain.json"
    plain.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(plain), "--json"]) == 0
    without = json.loads(capsys.readouterr().out)
    assert main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["seat_changes"] == [change]
    # Replayed as played (each deal settled under its own players' names, as the text says
    # them): the JSON holds no names but the changes, and no figure moves.
    assert {k: v for k, v in data.items() if k != "seat_changes"} == without
