"""A deal's payment lines name a seat handed over during the deal by each who played it in
turn ("Bengt → Erik", in both languages: ``results.as_played_whole``, which renames them as
``sheet.as_played_lines`` does for the replay), as its tricks and net do: only that seat's
name is renamed, a longer name holding it ("Erik Svensson" beside "Erik") is left whole, and
a Swedish genitive ("Eriks") is the same seat's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from bot.engine.scoring import Settlement
from cogs.boston.results import as_played_whole


@dataclass
class _Seat:
    display_name: str


class _Table:
    """What the names of a deal read of a table: seat 2 was Bengt's until the deal's
    middle, Erik's since; nobody stepped away, no seat changed hands after the deal."""

    def __init__(self) -> None:
        names = ("Anna", "Erik", "Erik Svensson", "David")
        self.seats = {seat: _Seat(name) for seat, name in enumerate(names, 1)}

    def owner_name(self, seat: int) -> str | None:
        return None

    def holder_name(self, seat: int, number: int) -> str | None:
        return None

    def played_part(self, seat: int, number: int) -> tuple[str, ...]:
        return ("Bengt",) if seat == 2 else ()


def _renamed(*lines: str) -> tuple[str, ...]:
    settlement = Settlement.worded((), [{"en": line, "sv": line} for line in lines])
    return as_played_whole(cast(Any, _Table()), 1, settlement, "en").text("en")


def test_swedish_names_the_seat_with_the_same_arrow() -> None:
    settlement = Settlement.worded((), [{"en": "Anna pays Erik 5", "sv": "Anna betalar Erik 5"}])
    renamed = as_played_whole(cast(Any, _Table()), 1, settlement, "sv").text("sv")
    assert renamed == ("Anna betalar Bengt → Erik 5",)


def test_only_the_handed_seat_is_renamed_and_a_longer_name_stays_whole() -> None:
    assert _renamed("Erik Svensson pays Erik 10", "Anna pays Erik Svensson 5") == (
        "Erik Svensson pays Bengt → Erik 10",
        "Anna pays Erik Svensson 5",
    )


def test_a_genitive_is_the_seats_and_a_word_within_another_is_not_a_name() -> None:
    assert _renamed("Eriks ål 96; Eriksson pays Erik") == (
        "Bengt → Eriks ål 96; Eriksson pays Bengt → Erik",
    )
