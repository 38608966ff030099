"""The protocol of a table whose seats changed hands names a person who held a seat as they
are, though their name reads as a computer's ("Dator 3 (heuristisk)", taken before such names
were kept for computers: ``LiveTable.distinct_name``), while an English reader reads a real
computer's Swedish name in English ("Computer 2 (heuristic)").

Before: the protocol said every holder's stored name in the reader's language
(``held_said_in``), people's too: the person read as "Computer 3 (heuristic)"."""

from __future__ import annotations

import random
from pathlib import Path

from cogs.boston.table_protocol import (
    _protocol_answer,  # pyright: ignore[reportPrivateUsage]
    people,
)
from db.models import SeatAssignment
from tests.tables.support import open_service
from tests.tables.test_past_holders import stop
from tests.tables.test_seat_names import people_table, play_until

PERSON = "Dator 3 (heuristisk)"


async def test_an_earlier_holder_named_as_a_computer_keeps_the_name(tmp_path: Path) -> None:
    service = await open_service(tmp_path / "t.sqlite3")
    table = await people_table(service)
    rng = random.Random(5)
    await play_until(service, table, 1, rng)
    # Stored as an older version let a person be named, and a computer as a Swedish server's.
    await service.set_seat(table.id, SeatAssignment(seat=3, player_id=7, display_name=PERSON))
    computer = SeatAssignment(
        seat=2, computer_level="heuristic", display_name="Dator 2 (heuristisk)"
    )
    await service.set_seat(table.id, computer)
    await play_until(service, table, 2, rng)
    await service.set_seat(table.id, SeatAssignment(seat=3, player_id=8, display_name="Eva"))
    await play_until(service, table, 3, rng)
    events = await service.db.event_log(table.id)
    changes = await service.db.seat_changes(table.id)
    names = [table.seats[seat].display_name for seat in (1, 2, 3, 4)]
    seated = list(table.seats.values())
    persons = people(seated, changes)
    assert (3, PERSON) in persons and (2, computer.display_name) not in persons
    answer = _protocol_answer(
        None, events, names, "en", "T", changes, table.options.given, persons=persons
    )
    text = answer.text
    assert "Balances:" in text, text
    assert f"Seat 3: Cy; {PERSON} from deal 2; Eva" in text, text  # the person before Eva
    assert "Computer 3" not in text, text
    assert "Computer 2 (heuristic)" in text and "Dator 2" not in text, text
    await stop(service)
