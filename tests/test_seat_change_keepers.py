"""The lines that say who took a seat over during a game (RF-2.6: ``bot.sheet``'s
``seat_change_lines``, in the protocol, the import's answer, a sheet's file and picture, and
``python -m bot replay``) say a computer keeping a seat for its person as that, and a person
taking their seat back as coming back, in English and Swedish: the line names one person who
stepped away, not three who held the seat. A computer the host gave the seat (a change
``given``, though named for the seat's person, "Di (computer)") is a holder of its own, named
as it is, never said to keep the seat for Di.

Before: "Seat 3: South; South (computer) from deal 1, trick 2; South from deal 1, trick 3"
("Plats 4: David; David (dator) från giv 1, stick 2; David från giv 1, stick 5")."""

from __future__ import annotations

import pytest

from bot.engine.record import SeatChange, game_from_record
from bot.i18n import Lang
from bot.sheet import seat_change_lines
from tests.fuzz.test_fuzz_records import played_record


@pytest.mark.parametrize(
    ("lang", "keeper", "said"),
    [
        (
            "en",
            "{p} (computer)",
            "Seat 3: {p}; a computer kept it for {p} from deal 2, trick 2; "
            "{p} again from deal 2, trick 4",
        ),
        (
            "sv",
            "{p} (dator)",
            "Plats 3: {p}; en dator höll den åt {p} från giv 2, stick 2; "
            "{p} igen från giv 2, stick 4",
        ),
    ],
)
def test_a_keeper_and_a_return_are_said_so(lang: Lang, keeper: str, said: str) -> None:
    record = played_record(2, 2)
    game = game_from_record(record)
    person = record["players"][2]
    changes = [
        SeatChange(3, keeper.format(p=person), 2, 14),  # four cards played: trick 2
        SeatChange(3, person, 2, 22),  # twelve cards played: trick 4
    ]
    [line] = seat_change_lines(list(record["players"]), changes, lang, game=game)
    assert line == said.format(p=person)


def test_a_keeper_named_in_the_other_language_is_a_keeper_too() -> None:
    changes = [SeatChange(1, "Anna (dator)", 2), SeatChange(1, "Anna", 3)]
    [line] = seat_change_lines(["Anna", "Bo", "Cia", "Dan"], changes, "en")
    assert line == "Seat 1: Anna; a computer kept it for Anna from deal 2; Anna again from deal 3"


def test_a_computer_given_the_seat_is_a_holder_of_its_own() -> None:
    """The host gave Di's seat to a computer (named for her), then gave it back to Di."""
    changes = [SeatChange(4, "Di (computer)", 2, given=True), SeatChange(4, "Di", 3)]
    [line] = seat_change_lines(["Anna", "Bo", "Cia", "Di"], changes, "en")
    assert line == "Seat 4: Di; Di (computer) from deal 2; Di again from deal 3"
    assert "kept" not in line
    [line] = seat_change_lines(["Anna", "Bo", "Cia", "Di"], changes, "sv")
    assert line == "Plats 4: Di; Di (computer) från giv 2; Di igen från giv 3"


def test_a_new_holder_is_named_plainly() -> None:
    """Only one who held the seat before comes back "again"; the others are named as they
    are."""
    changes = [
        SeatChange(2, "Computer 2 (heuristic)", 3),
        SeatChange(2, "Erik", 5),
        SeatChange(2, "Computer 2 (heuristic)", 7),
    ]
    [line] = seat_change_lines(["Anna", "Bo", "Cia", "Dan"], changes, "en")
    assert line == (
        "Seat 2: Bo; Computer 2 (heuristic) from deal 3; Erik from deal 5; "
        "Computer 2 (heuristic) again from deal 7"
    )


def test_a_person_whose_computer_kept_the_seat_is_back() -> None:
    """Anna took the seat over, stepped away (her computer kept it for her) and came back: back
    "again", the seat being hers while her computer kept it."""
    changes = [SeatChange(1, "Anna", 2), SeatChange(1, "Anna (computer)", 3)]
    changes.append(SeatChange(1, "Anna", 4))
    [line] = seat_change_lines(["Computer 1", "Bo", "Cia", "Dan"], changes, "en")
    assert line == (
        "Seat 1: Computer 1; Anna from deal 2; a computer kept it for Anna from deal 3; "
        "Anna again from deal 4"
    )


def test_a_keeper_given_the_seat_for_good_is_no_holder_back() -> None:
    """Di stepped away (a computer kept her seat), then the host gave that computer the seat
    for good: from then on it plays for itself, a new holder, not one coming back."""
    changes = [SeatChange(4, "Di (computer)", 2), SeatChange(4, "Di (computer)", 3, given=True)]
    [line] = seat_change_lines(["Anna", "Bo", "Cia", "Di"], changes, "en")
    assert line == ("Seat 4: Di; a computer kept it for Di from deal 2; Di (computer) from deal 3")
