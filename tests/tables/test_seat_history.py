"""Who played each seat when, placed in the game record (RF-2.6, ``bot/tables/seat_history.py``):
a seat change written at the log's last event takes effect before the next action, or from
the next deal where a deal had just ended; a rename is one player; a change nobody moved
under, or after the record's last deal, names nobody who played. And the record reads back."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.record import RecordError, SeatChange, read_seat_changes, with_seat_changes
from bot.tables import log
from bot.tables.seat_history import played_by
from db.models import ComputerLevel, SeatAssignment

START = (log.START, {"players": ["Anna", "Bo", "Cia", "Dan"]})


def person(seat: int, player: int, name: str) -> SeatAssignment:
    return SeatAssignment(seat=seat, player_id=player, display_name=name)


def computer(seat: int, name: str, level: ComputerLevel = "heuristic") -> SeatAssignment:
    return SeatAssignment(seat=seat, computer_level=level, display_name=name)


def record(*deals: dict[str, Any]) -> dict[str, Any]:
    return {
        "format": "boston-record/1",
        "variant": "swedish",
        "settings": {},
        "players": ["Anna", "Bo", "Cia", "Dan"],
        "first_dealer": 1,
        "deals": list(deals),
    }


def played(actions: int) -> dict[str, Any]:
    return {"hands": {}, "actions": [{"seat": 1, "pass": True}] * actions}


SCORED = {"result": "all-pass"}


def test_a_change_mid_deal_is_before_the_next_action_and_after_a_deal_from_the_next() -> None:
    events = [START, (log.DEAL, {}), *[(log.ACTION, {})] * 3]  # seq 5: three actions done
    events += [(log.ACTION, {}), (log.DEAL, {}), (log.ACTION, {})]  # deal 1 over at seq 6
    changes = [
        (0, person(4, 4, "Dan")),
        (5, computer(4, "Dan (computer)")),
        (6, person(4, 4, "Dan")),  # back once deal 1 is over: from deal 2
    ]
    out = played_by(record(played(4), played(1)), events, changes, ())
    assert out["players"] == ["Anna", "Bo", "Cia", "Dan"]
    assert out["seat_changes"] == [
        {"seat": 4, "name": "Dan (computer)", "deal": 1, "action": 4},
        {"seat": 4, "name": "Dan", "deal": 2},
    ]
    assert list(out) == [
        "format",
        "variant",
        "settings",
        "players",
        "seat_changes",
        "first_dealer",
        "deals",
    ]


def test_a_rename_is_one_player_named_by_the_last_name() -> None:
    events = [START, (log.DEAL, {}), (log.ACTION, {}), (log.ACTION, {})]
    changes = [(0, person(2, 2, "Bo")), (3, person(2, 2, "Bosse")), (4, person(2, 2, "Bo B."))]
    out = played_by(record(played(2)), events, changes, ())
    assert out["players"] == ["Anna", "Bo B.", "Cia", "Dan"]
    assert "seat_changes" not in out


def test_two_computers_in_a_row_are_two_players_and_a_computer_renamed_is_one() -> None:
    """Review M2: two computers are not one player because neither is a person; a computer
    of another level is another player, its name said again in another language is not."""
    events = [START, (log.DEAL, {}), *[(log.ACTION, {})] * 4]
    changes = [
        (0, computer(4, "Random", "random")),
        (3, computer(4, "Strong", "strong")),  # replaced mid-deal by a stronger one
        (4, computer(4, "Stark", "strong")),  # the same one, named in Swedish
    ]
    out = played_by(record(played(4)), events, changes, ())
    assert out["players"] == ["Anna", "Bo", "Cia", "Random"]
    assert out["seat_changes"] == [{"seat": 4, "name": "Stark", "deal": 1, "action": 2}]


def test_a_holder_nobody_moved_under_played_nothing() -> None:
    """Replaced at the start, before the first action: the replacement played it all. A
    computer kept a seat from the end of deal 1 and its person came back once deal 2 was
    dealt, before anyone moved: no change."""
    events = [START, (log.DEAL, {}), (log.ACTION, {}), (log.ACTION, {})]
    events += [(log.DEAL, {}), (log.ACTION, {})]
    changes = [
        (0, person(1, 1, "Anna")),
        (0, person(3, 3, "Cia")),
        (2, person(3, 7, "Eve")),  # after deal 1's deal event: before its action 1
        (4, computer(1, "Anna (computer)")),  # deal 1 over: from deal 2
        (5, person(1, 1, "Anna")),  # deal 2 dealt, nobody moved yet
    ]
    out = played_by(record(played(2), played(1)), events, changes, ())
    assert out["players"] == ["Anna", "Bo", "Eve", "Dan"]
    assert "seat_changes" not in out


def test_scored_deals_withdrawn_and_a_game_closed_count_as_the_record_does() -> None:
    events = [START, (log.SCORE, {"result": "all-pass"}), (log.SCORE, {"result": "all-pass"})]
    events += [(log.WITHDRAW, {})]  # seq 4: deal 2 taken back, to be entered again
    events += [(log.SCORE, {"result": "all-pass"}), (log.CLOSE, {})]
    changes = [(0, person(2, 2, "Bo")), (4, person(2, 8, "Fia")), (6, person(2, 9, "Gus"))]
    out = played_by(record(SCORED, SCORED), events, changes, ())
    # Fia from the deal entered again (deal 2); Gus came after the last deal: nobody.
    assert out["seat_changes"] == [{"seat": 2, "name": "Fia", "deal": 2}]
    assert read_seat_changes(out["seat_changes"], record(SCORED, SCORED)["deals"]) == [
        SeatChange(2, "Fia", 2)
    ]


def test_a_change_in_a_deal_the_record_leaves_out_names_nobody() -> None:
    """An abandoned game's record is cut before its last deal: a change in that deal is not
    the record's, but a new name the person had then still names them."""
    events = [START, (log.DEAL, {}), (log.ACTION, {}), (log.DEAL, {}), (log.ACTION, {})]
    changes = [
        (0, person(1, 1, "Anna")),
        (0, person(2, 2, "Bo")),
        (5, person(1, 1, "Annie")),
        (5, person(2, 7, "Eve")),
    ]
    changes.sort(key=lambda change: (change[0], change[1].seat))
    out = played_by(record(played(1)), events, changes, ())
    assert out["players"] == ["Annie", "Bo", "Cia", "Dan"]
    assert "seat_changes" not in out


@pytest.mark.parametrize(
    "changes",
    [
        "no list",
        ["no object"],
        [{"seat": 5, "name": "Fia", "deal": 1}],
        [{"seat": True, "name": "Fia", "deal": 1}],
        [{"seat": 2, "name": " ", "deal": 1}],
        [{"seat": 2, "name": "Fia", "deal": 3}],  # the record has two deals
        [{"seat": 2, "name": "Fia", "deal": 1, "action": 3}],  # deal 1 has two actions
        [{"seat": 2, "name": "Fia", "deal": 2, "action": 2}],  # a scored deal: its start
        [{"seat": 2, "name": "Fia", "deal": 1, "when": "now"}],
        [{"seat": 2, "name": "Fia", "deal": 2}, {"seat": 3, "name": "Gus", "deal": 1}],
    ],
)
def test_a_bad_seat_change_is_refused_naming_it(changes: object) -> None:
    deals: list[object] = [played(2), SCORED]
    with pytest.raises(RecordError) as refused:
        read_seat_changes(changes, deals)
    if isinstance(changes, list):
        # A change past the record's last deal, or its deal's last action, is said so.
        named = {"seat_change", "seat_change_deal", "seat_change_action"}
        assert refused.value.code in named and refused.value.fields["n"] == len(changes)
    else:
        assert refused.value.code == "list"


def test_a_written_record_with_changes_reads_back() -> None:
    changes = [SeatChange(4, "Fia", 1, 2), SeatChange(2, "Gus", 2)]
    written = with_seat_changes(record(played(2), SCORED), ["A", "B", "C", "D"], changes)
    assert written["players"] == ["A", "B", "C", "D"]
    assert read_seat_changes(written["seat_changes"], written["deals"]) == changes  # type: ignore[arg-type]


def test_a_person_away_before_anyone_moved_is_still_the_seats_first_holder() -> None:
    """RF-2.6: Bo stepped away on the game's first turn, a computer passed for him and he came
    back. The seat stayed his: he is its first holder, the computer keeping it a change from
    the start, and his return a change back (not "Bo (computer)" as the seat's first player,
    which the protocol's seat line said)."""
    events = [START, (log.DEAL, {}), (log.ACTION, {}), (log.ACTION, {})]
    changes = [
        (0, person(2, 2, "Bo")),
        (2, computer(2, "Bo (computer)")),  # after the deal event: before action 1
        (3, person(2, 2, "Bo")),  # back after the computer's pass: before action 2
    ]
    out = played_by(record(played(2)), events, changes, ())
    assert out["players"] == ["Anna", "Bo", "Cia", "Dan"]
    assert out["seat_changes"] == [
        {"seat": 2, "name": "Bo (computer)", "deal": 1},
        {"seat": 2, "name": "Bo", "deal": 1, "action": 2},
    ]
