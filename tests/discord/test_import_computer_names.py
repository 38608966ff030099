"""An imported record's computers are named in the asker's language: a computer is a seat,
not a person, and a record names it as the bot named it when it sat down, in its server's
language then ("Dator 3 (heuristisk)" on a Swedish server). A live table's private views (the
protocol, a hand view) already say it in their reader's language; the import's answer (its
balances, the sheet's columns and deal words, who took a seat over, the sheet's file) and a
refused move's reason now do too, in both directions. The record itself is unchanged: an old
export imports as before, and a name the bot did not make (a person's, "Computer 2" with no
level, a computer's number that is not its seat's) is said as it is.

Before: an English guest importing his Swedish server's export read "Balances: … Dator 3
(heuristisk) +440" and "Seat 4 (Dator 4 (heuristisk)) bids too low", where his ``/boston
protocol`` of the same table said "Computer 3 (heuristic)".
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any, get_args

from bot.i18n import CATALOGUES, COMPUTER_LEVELS, LANGS, ComputerLevel, seat_said_in
from bot.players.factory import make_player
from cogs.boston import lobby
from cogs.boston.import_worker import work
from db import models
from tests.fuzz.test_fuzz_records import played_record

SWEDISH_MADE = ["Anna", "George", "Dator 3 (heuristisk)", "Dator 4 (stark)"]
ENGLISH_MADE = ["Anna", "George", "Computer 3 (heuristic)", "Computer 4 (strong)"]


def _record(players: list[str], changes: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    record = played_record(2, 1)
    record["players"] = list(players)
    if changes:
        record["seat_changes"] = changes
    return record


def _answer(record: dict[str, Any], language: str) -> dict[str, Any]:
    answer = work(json.dumps(record).encode(), language, "t")
    assert "error" not in answer, answer
    return answer


def _reason(record: dict[str, Any], language: str) -> str:
    answer = work(json.dumps(record).encode(), language, "t")
    assert answer.get("error") == "import.error", answer
    return re.sub(r"^(line|rad) \d+, (column|kolumn) \d+: ", "", str(answer["reason"]))


def _out_of_turn(record: dict[str, Any]) -> tuple[dict[str, Any], int, int]:
    """``record`` with its first move made by the seat after the one whose turn it is."""
    bad = copy.deepcopy(record)
    turn = int(bad["deals"][0]["actions"][0]["seat"])
    wrong = turn % 4 + 1
    bad["deals"][0]["actions"][0]["seat"] = wrong
    return bad, wrong, turn


def test_an_english_reader_of_a_swedish_record_reads_computers_in_english() -> None:
    changes = [{"seat": 2, "name": "Dator 2 (slump)", "deal": 1, "action": 5}]
    answer = _answer(_record(SWEDISH_MADE, changes), "en-US")
    text = answer["text"]
    assert "Computer 3 (heuristic) " in text and "Computer 4 (strong) " in text
    assert "Computer 2 (random)" in text  # who took seat 2 over
    assert "Dator" not in text and "heuristisk" not in text and "slump" not in text
    # The score sheet's file: its key and its columns, whose headings number the seats as
    # the live protocol's do ("3 Comp 3").
    sheet = answer["sheet"] or ""
    assert "Dator" not in sheet
    assert "2 = Computer 2 (random)" in sheet.splitlines()
    head = next(line for line in sheet.splitlines() if line.startswith("Deal"))
    assert "3 Comp 3" in head and "4 Comp 4" in head, head


def test_a_swedish_reader_of_an_english_record_reads_computers_in_swedish() -> None:
    changes = [{"seat": 2, "name": "George (computer)", "deal": 1, "action": 5}]
    answer = _answer(_record(ENGLISH_MADE, changes), "sv-SE")
    text = answer["text"]
    assert "Dator 3 (heuristisk) " in text and "Dator 4 (stark) " in text
    assert "Computer" not in text and "heuristic)" not in text and "(computer)" not in text
    sheet = answer["sheet"] or ""
    assert "3 = Dator 3 (heuristisk)" in sheet.splitlines() and "Computer" not in sheet


def test_a_reader_of_their_own_language_reads_the_names_as_they_are() -> None:
    assert "Dator 3 (heuristisk) " in _answer(_record(SWEDISH_MADE), "sv-SE")["text"]
    assert "Computer 3 (heuristic) " in _answer(_record(ENGLISH_MADE), "en-US")["text"]


def test_a_refused_move_names_a_computer_seat_in_the_readers_language() -> None:
    bad, wrong, turn = _out_of_turn(_record(SWEDISH_MADE))
    said_en = dict(
        enumerate(["Anna", "George", "Computer 3 (heuristic)", "Computer 4 (strong)"], 1)
    )
    assert _reason(bad, "en-US") == (
        f"deal 1, action 1: Seat {wrong} ({said_en[wrong]}) moves, but it is the turn of "
        f"seat {turn} ({said_en[turn]})."
    )
    bad, wrong, turn = _out_of_turn(_record(ENGLISH_MADE))
    said_sv = dict(enumerate(SWEDISH_MADE, 1))
    assert _reason(bad, "sv-SE") == (
        f"giv 1, drag 1: Plats {wrong} ({said_sv[wrong]}) gör ett drag, men det är plats "
        f"{turn} ({said_sv[turn]}) som står på tur."
    )


def test_names_the_bot_did_not_make_are_kept() -> None:
    # A person's name, a computer named without its level, and one numbered for another
    # seat: none is a name the bot gives a computer at that seat.
    for name, seat in [("Anna", 1), ("Dator 2", 2), ("Dator 2 (heuristisk)", 3), ("", 1)]:
        assert seat_said_in("en", name, seat) == name
    assert seat_said_in("en", "Dator 2 (heuristisk)", 2) == "Computer 2 (heuristic)"
    assert seat_said_in("sv", "Dator 2 (heuristisk)", 2) == "Dator 2 (heuristisk)"
    assert seat_said_in("sv", "Computer 1 (random)", 1) == "Dator 1 (slump)"


def test_one_list_of_computer_levels() -> None:
    # bot.i18n's is the one list; the players and the lobby's buttons take it, db (which
    # imports nothing of bot) spells it again in its Literal, held alike here.
    assert get_args(models.ComputerLevel) == COMPUTER_LEVELS
    assert get_args(ComputerLevel) == COMPUTER_LEVELS
    for level in COMPUTER_LEVELS:
        assert make_player(level, 1) is not None, level
        assert all(f"computer.{level}" in CATALOGUES[lang] for lang in LANGS), level
        assert re.fullmatch(lobby.COMPUTER_TEMPLATE, f"boston:lobby:7:2:cpu-{level}"), level
    assert not re.fullmatch(lobby.COMPUTER_TEMPLATE, "boston:lobby:7:2:cpu-expert")
