"""Where a seat changed hands within a deal is said as a player counts it (``bot.sheet``'s
``change_moment``): during the auction, before the first trick, from trick 4, at the deal's
end; in the protocol, the import's answer, file and picture, and ``python -m bot replay``'s
text, in English and Swedish. The record keeps its ``action`` count (RF-2.6) unchanged.

And a live table's protocol says a person came back (``bot/tables/seat_history.py``'s
``in_play``): a return written after the deal's last action so far is from its next action.

Before: "South (computer) from deal 1, move 2", and after South came back before anyone moved
again, no word of it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from bot.engine.record import SeatChange, game_from_record
from bot.sheet import seat_change_lines
from bot.tables import log
from bot.tables.seat_history import holders, played_by
from db.models import SeatAssignment
from tests.fuzz.test_fuzz_records import played_record

START = (log.START, {"players": ["Anna", "Bo", "Cia", "Dan"]})


def _record() -> dict[str, Any]:
    """Two played deals; deal 2: five bids, trumps at action 9, cards from 10, merge at 62."""
    record = played_record(2, 2)
    actions = record["deals"][1]["actions"]
    assert "trump" in actions[8] and "play" in actions[9] and "merge" in actions[61]
    return record


def test_the_lines_count_by_the_auction_and_the_tricks() -> None:
    record = _record()
    game = game_from_record(record)
    names = list(record["players"])
    changes = [
        SeatChange(2, "Eve", 1),
        SeatChange(2, "Fia", 2, 2),
        SeatChange(2, "Gus", 2, 10),  # the first card: trick 1
        SeatChange(2, "Hal", 2, 14),  # four cards played: trick 2
        SeatChange(2, "Ida", 2, 61),  # the last card, seat 2's own of trick 13 played before it
    ]
    [line] = seat_change_lines(names, changes, "en", game=game)
    assert line == (
        f"Seat 2: {names[1]}; Eve from deal 1; Fia from deal 2, during the auction; "
        "Gus from deal 2, trick 1; Hal from deal 2, trick 2; "
        "Ida from deal 2, after the seat's card in trick 13"
    )
    [line] = seat_change_lines(names, changes[1:2], "sv", game=game)
    assert line == f"Plats 2: {names[1]}; Fia från giv 2, under budgivningen"
    # Without the deal's cards (none given): within the deal, never a count of actions.
    [line] = seat_change_lines(names, changes[1:2], "en")
    assert line == f"Seat 2: {names[1]}; Fia from partway through deal 2"
    assert "move" not in line


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Seat 4: {name}; Dan B. from deal 2, trick 4"),
        ("sv", "Plats 4: {name}; Dan B. från giv 2, stick 4"),
    ],
)
def test_replay_says_the_trick(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, said: str
) -> None:
    record = {**_record(), "seat_changes": [{"seat": 4, "name": "Dan B.", "deal": 2, "action": 23}]}
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path), "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == said.format(name=record["players"][3])
    # The record's own data is as it was: the action count.
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat_changes"] == [{"seat": 4, "name": "Dan B.", "deal": 2, "action": 23}]


def _person(seat: int, player: int, name: str) -> SeatAssignment:
    return SeatAssignment(seat=seat, player_id=player, display_name=name)


def _keeper(seat: int, name: str) -> SeatAssignment:
    return SeatAssignment(seat=seat, computer_level="heuristic", display_name=name)


def test_a_return_after_the_live_deals_last_action_is_said() -> None:
    """Cia stepped away on her turn (seq 3), the computer called for her (seq 4), and she came
    back before anyone moved again: written at seq 4, after the deal's last action so far."""
    events = [START, (log.DEAL, {}), (log.ACTION, {}), (log.ACTION, {})]
    record = {
        "format": "boston-record/1",
        "variant": "swedish",
        "settings": {},
        "players": ["Anna", "Bo", "Cia", "Dan"],
        "first_dealer": 1,
        "deals": [{"hands": {}, "actions": [{"seat": 2, "pass": True}, {"seat": 3, "pass": True}]}],
    }
    changes = [
        (0, _person(3, 3, "Cia")),
        (3, _keeper(3, "Cia (computer)")),
        (4, _person(3, 3, "Cia")),
    ]
    _, live = holders(record, events, changes, (), in_play=True)
    assert live == [SeatChange(3, "Cia (computer)", 1, 2), SeatChange(3, "Cia", 1, 3)]
    # A record written out (its deals over) names nobody after its last action, as before.
    _, written = holders(record, events, changes, ())
    assert written == [SeatChange(3, "Cia (computer)", 1, 2)]
    assert played_by(record, events, changes, ())["seat_changes"] == [
        {"seat": 3, "name": "Cia (computer)", "deal": 1, "action": 2}
    ]
