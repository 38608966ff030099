"""The earlier holders of a seat, as a line about a deal names them (``at_deal``,
``paid_at_deal``), said in the line's language where the bot made their names: a computer
stored as "Dator 2 (heuristisk)" at a Swedish server is "Computer 2 (heuristic)" in an English
reader's view ("Carol → Computer 2 (heuristic) → Dave"), a keeper's "Carol (dator)" is "Carol
(computer)"; a person's name is kept as it is, and a line without a language (the server's
own) keeps the names as stored.

Before: the earlier holders stayed in the server's language in a private view read in
another, beside its holder now said in the reader's."""

from __future__ import annotations

from typing import cast

from bot.tables.service import LiveTable
from cogs.boston.results import held_before
from cogs.boston.seat_names import at_deal, held_said_in, names_in, paid_at_deal


class _Held:
    """A table whose seat 2 was played in deal 1 by Carol, then by a computer the server
    named in Swedish, then by Dave (its holder now), and whose seat 3 was held through
    deal 1 by a computer named so and is Erik's since."""

    def holder_name(self, seat: int, deal: int) -> str | None:
        return "Dator 3 (heuristisk)" if (seat, deal) == (3, 1) else None

    def played_part(self, seat: int, deal: int) -> list[str]:
        return ["Carol", "Dator 2 (heuristisk)"] if (seat, deal) == (2, 1) else []


def _now(table: LiveTable, seat: int) -> str:
    return {2: "Dave", 3: "Erik"}[seat]


TABLE = cast(LiveTable, _Held())


def test_a_whole_deals_line_says_each_earlier_holder_in_the_readers_language() -> None:
    whole = at_deal(1, _now, "en")
    assert whole(TABLE, 2) == "Carol → Computer 2 (heuristic) → Dave"
    assert whole(TABLE, 3) == "Computer 3 (heuristic)"
    assert at_deal(1, _now, "sv")(TABLE, 2) == "Carol → Dator 2 (heuristisk) → Dave"
    assert paid_at_deal(1, "en", _now)(TABLE, 2) == "Carol → Computer 2 (heuristic) → Dave"


def test_a_moments_line_says_the_holder_then_in_the_readers_language() -> None:
    # Without ``lang`` (one moment of the deal): in ``said``, else in a private namer's.
    assert at_deal(1, _now, said="en")(TABLE, 3) == "Computer 3 (heuristic)"
    assert at_deal(1, names_in("en")[1])(TABLE, 3) == "Computer 3 (heuristic)"
    # The server's own line, no language given: as stored.
    assert at_deal(1, _now)(TABLE, 3) == "Dator 3 (heuristisk)"


def test_only_names_the_bot_made_are_said_anew() -> None:
    assert held_said_in("en", "Carol (dator)", 2) == "Carol (computer)"
    assert held_said_in("sv", "Computer 4 (strong)", 4) == "Dator 4 (stark)"
    assert held_said_in("en", "Computer 4 (heuristic)", 4) == "Computer 4 (heuristic)"
    assert held_said_in("en", "Dator 4 (heuristisk)", 2) == "Dator 4 (heuristisk)"  # not seat 2's
    assert held_said_in("en", "Carol", 2) == "Carol"


class _Earlier:
    """A table whose seat 2 a computer the server named in Swedish held through deal 1."""

    def earlier_holders(self, seat: int) -> list[tuple[str, int, int | None]]:
        return [("Dator 2 (heuristisk)", 1, None)] if seat == 2 else []


def test_the_held_before_note_says_the_earlier_holder_in_the_lines_language() -> None:
    """A player's own final line in their hand view (``own_standing``, ``standing_line``)
    is in their language; the note of who held the seat before is too."""
    table = cast(LiveTable, _Earlier())
    assert held_before(table, 2, "en", "Dave") == " (seat 2; Computer 2 through deal 1)"
    assert held_before(table, 2, "sv", "Dave") == " (plats 2; Dator 2 till och med giv 1)"
    assert held_before(table, 3, "en") == ""
