"""An imported record's seat changes (RF-2.6) name who played each deal in the game's ledger:
a deal is settled under the names of whoever held its seats then, from the action a change took
effect at, as a live table settles its deals under the holders of their time (its log replayed
under the seat changes the database keeps). So a deal's payment lines and betdelning name the
stand-in for the deals they played, the seat's first player for theirs, and a move the rules
refuse in an imported file is said of whoever made it.

Before: the record's four ``players`` were named for every deal, the stand-in's included."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

from bot.engine.game import Game
from bot.engine.record import game_from_record
from cogs.boston.import_worker import work
from tests.fuzz.test_fuzz_records import played_record

FIGURE1: dict[str, Any] = json.loads(
    (Path(__file__).parent / "fixtures" / "figure1.json").read_text(encoding="utf-8")
)
CHANGES = [
    {"seat": 2, "name": "Computer 2", "deal": 3},
    {"seat": 2, "name": "I.N.", "deal": 5},
    {"seat": 4, "name": "Åsa Öberg", "deal": 6},
]


def _lines(game: Game, number: int) -> str:
    settlement = game.deals[number - 1].settlement
    assert settlement is not None
    return "\n".join(settlement.text("en"))


def test_each_deal_is_settled_under_the_names_of_its_players() -> None:
    record = {**FIGURE1, "seat_changes": CHANGES}
    played = game_from_record(record, as_played=True)
    # Deal 1: the first players.
    assert "S.H. pays I.N. 10" in _lines(played, 1)
    # Deals 3 and 4: Computer 2 held seat 2, and wrote and paid for its bet.
    three = _lines(played, 3)
    assert "Computer 2 writes a bet of 96 + 2 × 16 = 128" in three, three
    assert "Computer 2 pays each defender 40" in three and "I.N." not in three, three
    # Deal 6: I.N. is back at seat 2 (and pays for its bet), Åsa Öberg holds seat 4.
    six = _lines(played, 6)
    assert "I.N. pays A.E. 70" in six and "Åsa Öberg pays A.E. 40" in six, six
    assert "E.S." not in six
    # The game goes on under the seats' last holders; the record names the first ones.
    assert played.players == ("S.H.", "I.N.", "A.E.", "Åsa Öberg")
    assert record["players"] == ["S.H.", "I.N.", "A.E.", "E.S."]
    # Who holds a seat changes no figure.
    plain = game_from_record(record)
    assert played.balances == plain.balances
    assert [e.settlement.net() for e in played.deals if e.settlement] == [
        e.settlement.net() for e in plain.deals if e.settlement
    ]
    # Read as before where the names are not asked for: the players throughout.
    assert "I.N. pays each defender 40" in _lines(plain, 3)
    assert plain.players == ("S.H.", "I.N.", "A.E.", "E.S.")


def test_a_record_without_changes_reads_as_before() -> None:
    played = game_from_record(FIGURE1, as_played=True)
    plain = game_from_record(FIGURE1)
    assert played.players == plain.players
    assert [_lines(played, n) for n in range(1, 8)] == [_lines(plain, n) for n in range(1, 8)]


def _bad_play(seat: int = 3) -> tuple[dict[str, Any], int]:
    """A record whose second deal has a card ``seat`` does not hold at one of its plays."""
    record = played_record(2, 2)
    actions = record["deals"][1]["actions"]
    number = next(
        i for i, a in enumerate(actions, start=1) if "play" in a and int(a["seat"]) == seat
    )
    bad = copy.deepcopy(record)
    other = record["deals"][1]["hands"][str(seat % 4 + 1)].split()[0]
    bad["deals"][1]["actions"][number - 1]["play"] = other
    return bad, number


def _reason(record: dict[str, Any], language: str = "en") -> str:
    answer = work(json.dumps(record).encode(), language, "t")
    assert answer.get("error") == "import.error", answer
    # Its words, without the line and column of the value refused (RF-1.2).
    return re.sub(r"^(line|rad) \d+, (column|kolumn) \d+: ", "", str(answer["reason"]))


def test_a_refused_move_names_who_held_the_seat_then() -> None:
    bad, number = _bad_play()
    took = {**bad, "seat_changes": [{"seat": 3, "name": "Dator 3", "deal": 2, "action": number}]}
    assert _reason(took) == (f"deal 2, action {number}: Seat 3 (Dator 3) does not hold that card.")
    assert _reason(took, "sv") == (
        f"giv 2, drag {number}: Plats 3 (Dator 3) har inte det kortet på handen."
    )
    # A change after the move: its first player made it.
    later = {
        **bad,
        "seat_changes": [{"seat": 3, "name": "Dator 3", "deal": 2, "action": number + 1}],
    }
    assert _reason(later) == f"deal 2, action {number}: Seat 3 (C) does not hold that card."


def test_a_bad_change_is_still_refused_after_the_deals() -> None:
    """The changes are read before the deals to name their players, but a record with a bad
    deal and a bad change is refused for the deal first, as before."""
    bad, number = _bad_play()
    wrong = {**bad, "seat_changes": [{"seat": 9, "name": "X", "deal": 1}]}
    assert _reason(wrong).startswith(f"deal 2, action {number}: Seat 3 (C)")
    good = played_record(2, 2)
    wrong = {**good, "seat_changes": [{"seat": 9, "name": "X", "deal": 1}]}
    assert '"seat_changes": change 1' in _reason(wrong)
