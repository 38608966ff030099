"""The protocol's answer (``/boston protocol``, the Protocol button, an import's answer:
``cogs/boston/protocol_parts.py``) breaks its balances for a phone as the table message does
(``balances_lines``): all on one line where they fit, else two seats a line, each seat's name
and amount whole; a seat handed over keeps who held it before with its part ("Erik -3906
(seat 4; David through deal 2)"), never parted from it. The answer is drawn in the import
worker's child process, which never loads discord.py.

Before: "Balances: Anna -650 · Bengt +1950 · Cecilia +1950 · David -3250" (60 columns) and
"Balances: Anna +1184 · Bengt -402 · Cecilia +1174 · Erik -3906 (seat 4; David through deal
2)" (91) on one line each, a phone wrapping them anywhere."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bot.engine.record import SeatChange, game_from_record
from bot.i18n import Lang
from bot.wrapping import PHONE_LINE, display_width
from cogs.boston.protocol_parts import protocol_parts
from cogs.boston.results import balances_lines
from tests.fuzz.test_fuzz_records import played_record

PLAYERS = ["Anna", "Bengt", "Cecilia", "David"]
ROOT = Path(__file__).parents[2]


def _game(variant: str, players: list[str] = PLAYERS):
    return game_from_record({**played_record(8, 3, variant), "players": players})


@pytest.mark.parametrize(
    ("lang", "variant", "said"),
    [
        ("en", "swedish", ["Balances: Anna -650 · Bengt +1950", "Cecilia +1950 · David -3250"]),
        ("sv", "swedish", ["Ställning: Anna -650 · Bengt +1950", "Cecilia +1950 · David -3250"]),
        ("en", "dawson", ["Balances: Anna +1184 · Bengt -402", "Cecilia +1174 · David -3906"]),
    ],
)
def test_the_answers_balances_break_as_the_table_messages(
    lang: Lang, variant: str, said: list[str]
) -> None:
    game = _game(variant)
    lines = protocol_parts(game, list(PLAYERS), lang, "T").text.splitlines()
    assert lines[:2] == said, lines
    assert lines[:2] == balances_lines(game.balances, PLAYERS, lang)  # the table message's
    assert lines[2] == "```", lines  # the sheet right under them


def test_short_names_keep_one_line() -> None:
    names = ["A", "B", "C", "D"]
    game = _game("swedish", names)
    text = protocol_parts(game, names, "en", "T").text
    assert text.splitlines()[0] == "Balances: A -650 · B +1950 · C +1950 · D -3250", text


@pytest.mark.parametrize(
    ("lang", "changes", "said"),
    [
        (
            "en",
            [SeatChange(4, "Erik", 3)],
            [
                "Balances: Anna +1184 · Bengt -402 · Cecilia +1174",
                "Erik -3906 (seat 4; David through deal 2)",
            ],
        ),
        (
            "sv",
            [SeatChange(2, "Erik", 3)],
            [
                "Ställning: Anna +1184",
                "Erik -402 (plats 2; Bengt till och med giv 2)",
                "Cecilia +1174 · David -3906",
            ],
        ),
    ],
)
def test_a_handed_over_seat_keeps_who_held_it_before_with_its_part(
    lang: Lang, changes: list[SeatChange], said: list[str]
) -> None:
    game = _game("dawson")
    lines = protocol_parts(game, list(PLAYERS), lang, "T", changes).text.splitlines()
    assert lines[: len(said)] == said, lines
    assert all(display_width(line) <= PHONE_LINE for line in said)


def test_the_answer_is_drawn_without_discord() -> None:
    """The import worker's child process imports the answer's module alone: no discord.py."""
    code = (
        "import sys, cogs.boston.protocol_parts\n"
        "loaded = [m for m in sys.modules if m == 'discord' or m.startswith('discord.')]\n"
        "assert not loaded, loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, timeout=60)
