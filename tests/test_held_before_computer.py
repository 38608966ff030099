"""Who held a seat before its holder now where a computer held it in between two people
(``bot.sheet.held_before_words``: the final standings, the protocol's balances, ``replay``),
in English and Swedish, short enough for a phone and true:

- a computer keeping the seat while David was away plays for him: the earlier holders name
  it David already (``LiveTable.earlier_holders``, ``SeatPlayers``), its deals are his;
- a computer the host gave the seat (``/boston replace``), though named for a person
  ("David (computer)"), is a holder of its own, named as it is, as is a keeper given the
  seat for good; so is a computer of its own ("Computer 4 (heuristic)"), named without its
  level;
- where two or more held the seat before, each is said with the deals they played in ("David
  in deals 1–2, Computer 4 in deals 2–4": a deal handed over during is in both), not
  "through deal 4", which read as if the computer had held deals 1 to 4.

Before: "(seat 4; Di through deal 3 and part of deal 4)" for a seat Di played deal 1 and part
of deal 2 of, then the computer the host gave it deals 2 to 4: the computer's deals were said
to be hers."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from bot.i18n import Lang
from bot.sheet import HeldBefore, held_before_words
from bot.tables import TableService
from bot.tables.service import LiveTable
from tests.tables.support import open_service
from tests.tables.test_past_holders import standing, stop
from tests.tables.test_seat_names import (
    di_computer_then_erik,
    given_to_a_computer,
    kept_then_given_for_good,
)


@pytest.mark.parametrize(
    ("lang", "earlier", "said"),
    [
        (
            "en",
            [("David", 1, 2), ("Computer 4 (heuristic)", 3, 4)],
            " (seat 4; David in deals 1–2, Computer 4 in deals 2–4)",
        ),
        (
            "sv",
            [("David", 1, 2), ("Dator 4 (heuristisk)", 3, 4)],
            " (plats 4; David i giv 1–2, Dator 4 i giv 2–4)",
        ),
        # Handed over between deals: no deal in two holders' words.
        (
            "en",
            [("David", 2, None), ("Computer 4 (strong)", 4, None)],
            " (seat 4; David in deals 1–2, Computer 4 in deals 3–4)",
        ),
        # Bengt handed over during deal 1, and Erik after it: one deal each.
        (
            "en",
            [("Bengt", 0, 1), ("Erik", 1, None)],
            " (seat 4; Bengt during part of deal 1, Erik in deal 1)",
        ),
        (
            "sv",
            [("Bengt", 0, 1), ("Dator 4 (slump)", 1, 2)],
            " (plats 4; Bengt under en del av giv 1, Dator 4 i giv 1–2)",
        ),
    ],
)
def test_a_computer_of_its_own_between_two_people(
    lang: Lang, earlier: list[HeldBefore], said: str
) -> None:
    assert held_before_words(4, earlier, lang) == said


@pytest.mark.parametrize(
    ("lang", "earlier", "said"),
    [
        (
            "en",
            [("David", 1, 2), ("David (computer)", 3, 4)],
            " (seat 4; David in deals 1–2, David (computer) in deals 2–4)",
        ),
        (
            "sv",
            [("David", 1, 2), ("David (dator)", 3, 4)],
            " (plats 4; David i giv 1–2, David (dator) i giv 2–4)",
        ),
        # David's, then a computer of its own, then one given the seat for David: three.
        (
            "en",
            [("David", 1, None), ("Computer 4 (random)", 2, 3), ("David (computer)", 4, None)],
            " (seat 4; David in deal 1, Computer 4 in deals 2–3, David (computer) in deals 3–4)",
        ),
    ],
)
def test_a_computer_given_the_seat_is_a_holder_of_its_own(
    lang: Lang, earlier: list[HeldBefore], said: str
) -> None:
    assert held_before_words(4, earlier, lang) == said


@pytest.mark.parametrize("computer", [given_to_a_computer, kept_then_given_for_good])
async def test_the_standings_say_di_then_erik_live_and_after_a_restart(
    tmp_path: Path, computer: Callable[[TableService, LiveTable], Awaitable[None]]
) -> None:
    """Di plays deal 1 and part of deal 2, a computer given her seat deals 2 to 4, Erik from
    part of deal 4 on: the standings name Di, then the computer, before Erik, live and
    rebuilt alike."""
    path = tmp_path / "t.sqlite3"
    service = await open_service(path)
    table = await di_computer_then_erik(service, computer)
    said = {
        "en": " (seat 4; Di in deals 1–2, Di (computer) in deals 2–4)",
        "sv": " (plats 4; Di i giv 1–2, Di (dator) i giv 2–4)",  # said in the reading language
    }
    for lang in ("en", "sv"):
        assert standing(table, 4, lang).endswith(said[lang]), standing(table, 4, lang)
    await stop(service)
    service = await open_service(path)
    rebuilt = service.get(table.id)
    for lang in ("en", "sv"):
        assert standing(rebuilt, 4, lang).endswith(said[lang]), standing(rebuilt, 4, lang)
    await stop(service)
