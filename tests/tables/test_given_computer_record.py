"""A computer the host gave a seat (``/boston replace`` without a member) is a holder of its
own in the game's record too (RF-2.6's ``"given": true``), so the protocol's balances, the
export and a replay name it as the final standings do: "Di in deals 1–2, Di (computer) in deals
2–4", not the computer's deals folded into Di's, whose name it carries.

Before: the record's seat changes carried names only, and a computer named for a person
("Di (computer)") read as a keeper playing for her: the protocol said "Di through deal 3 and
part of deal 4" where the standings said the computer had played deals 2 to 4."""

from __future__ import annotations

import json
import random
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from bot.engine.record import RecordError, SeatChange, game_from_record, read_seat_changes
from bot.i18n import signed
from bot.sheet import SeatPlayers, held_before_words
from bot.tables import TableService
from bot.tables.seat_history import holders, played_by
from bot.tables.service import LiveTable
from cogs.boston.table_protocol import _protocol_answer  # pyright: ignore[reportPrivateUsage]
from tests.tables.support import open_service
from tests.tables.test_past_holders import standing, stop
from tests.tables.test_seat_names import (
    di_computer_then_erik,
    given_to_a_computer,
    kept_then_given_for_good,
    people_table,
    play_until,
)


@pytest.mark.parametrize("computer", [given_to_a_computer, kept_then_given_for_good])
async def test_the_record_and_its_protocol_name_the_given_computer_as_the_standings_do(
    tmp_path: Path, computer: Callable[[TableService, LiveTable], Awaitable[None]]
) -> None:
    """RF-2.6: the gift is a change marked ``"given": true``; read back, the seat's earlier
    holders are Di, then the computer, as the live standings say them."""
    service = await open_service(tmp_path / "t.sqlite3")
    table = await di_computer_then_erik(service, computer)
    record = await service.record(table.id, finished_only=True)
    events = await service.db.event_log(table.id)
    changes = await service.db.seat_changes(table.id)
    written = played_by(record, events, changes, table.options.given)
    seat_4 = [c for c in cast_changes(written) if c["seat"] == 4]
    assert [(c["name"], c.get("given", False)) for c in seat_4] == [
        ("Di (computer)", True),
        ("Erik", False),
    ]
    # Read back as an import and a replay read it: the same words as the standings.
    text = json.loads(json.dumps(written))
    read = read_seat_changes(text["seat_changes"], text["deals"])
    players = SeatPlayers(text["players"], read, game_from_record(text))
    assert players.now[3] == "Erik"
    said = held_before_words(4, players.earlier(4), "en", players.now[3])
    assert said == " (seat 4; Di in deals 1–2, Di (computer) in deals 2–4)"
    assert standing(table, 4, "en").endswith(said)
    # The protocol of the table (``/boston protocol``): its balances say the same.
    names = [table.seats[seat].display_name for seat in (1, 2, 3, 4)]
    answer = _protocol_answer(None, events, names, "en", "T", changes, table.options.given)
    game = table.game
    assert game is not None
    part = f"Erik {signed(game.balances[4])}{said}"  # whole on a line of the balances
    assert any(part in line for line in answer.text.splitlines()), answer.text
    await stop(service)


def cast_changes(record: dict[str, object]) -> list[dict[str, object]]:
    changes = record.get("seat_changes")
    assert isinstance(changes, list)
    return [change for change in changes if isinstance(change, dict)]  # pyright: ignore[reportUnknownVariableType]


async def test_a_keeper_is_no_gift_in_the_record(tmp_path: Path) -> None:
    """RF-2.6: a computer keeping Di's seat while she is away writes no ``given``: its deals
    are hers, and the holders read back name her alone."""
    service = await open_service(tmp_path / "t.sqlite3")
    table = await people_table(service)
    rng = random.Random(4)
    await play_until(service, table, 1, rng)
    await service.step_away(table.id, 4)
    await play_until(service, table, 2, rng)
    record = await service.record(table.id, finished_only=True)
    events = await service.db.event_log(table.id)
    changes = await service.db.seat_changes(table.id)
    first, later = holders(record, events, changes, table.options.given)
    assert [(c.seat, c.given) for c in later] == [(4, False)]
    assert "given" not in later[0].to_record()
    assert SeatPlayers(first, later).now[3] == "Di"
    await stop(service)


def test_given_is_a_flag_or_nothing() -> None:
    """RF-2.6: ``given`` is true where written; anything but a bool is refused, naming the
    change."""
    deals: list[object] = [{"hands": {}, "turned": None, "actions": []}]
    change = {"seat": 2, "name": "Bo (computer)", "deal": 1}
    assert read_seat_changes([{**change, "given": True}], deals) == [
        SeatChange(2, "Bo (computer)", 1, given=True)
    ]
    assert read_seat_changes([change], deals) == [SeatChange(2, "Bo (computer)", 1)]
    for bad in ("yes", 1, None):
        with pytest.raises(RecordError, match="change 1"):
            read_seat_changes([{**change, "given": bad}], deals)
    assert SeatChange(2, "Bo (computer)", 1, given=True).to_record() == {
        **change,
        "given": True,
    }


async def test_a_seat_given_before_anyone_moved_is_given_from_the_start(tmp_path: Path) -> None:
    """RF-2.6: the host gave Di's seat to a computer before the first move: ``players``
    names Di, who held the seat first, and the gift is a change from deal 1's start, marked
    given, so the seat's holder at the end is the computer, as the standings say."""
    service = await open_service(tmp_path / "t.sqlite3")
    table = await people_table(service)
    await given_to_a_computer(service, table)
    await play_until(service, table, 1, random.Random(3))
    record = await service.record(table.id, finished_only=True)
    events = await service.db.event_log(table.id)
    changes = await service.db.seat_changes(table.id)
    first, later = holders(record, events, changes, table.options.given)
    assert first[3] == "Di"
    assert later == [SeatChange(4, "Di (computer)", 1, 1, given=True)]
    assert SeatPlayers(first, later).now[3] == "Di (computer)"
    await stop(service)
