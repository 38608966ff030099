"""A seated person's new name is followed (``TableService.rename``): stored with the seat and
as their name in the server before anyone is told, made distinct as on joining, and never
given to a computer's seat (one keeping the seat of a person who stepped away included)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.actions import stored_role
from bot.tables import Refused, TableChange
from tests.support.db_digest import digest
from tests.tables.support import GUILD, human_table, open_service


async def test_a_renamed_person_s_seat_is_stored_then_announced(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    service = await open_service(path)
    table = await human_table(service)  # Ada, Bo, Cy, Di in seats 1–4
    seq = table.seq
    heard: list[tuple[TableChange, str, str | None]] = []

    async def listen(change: TableChange) -> None:
        # Commit, then publish: what is on disk when the change is told.
        seats = {a.seat: a.display_name for a in await service.db.seats(table.id)}
        profile = await service.db.player_profile(GUILD, 2, stored_role)
        heard.append((change, seats[2], profile.display_name if profile else None))

    service.subscribe(listen)
    assert await service.rename(table.id, 2, "Bob", "bo") == "Bo"
    assert table.seats[2].display_name == "Bob" and table.seats[2].player_id == 2
    assert [(c.kind, c.seat, c.names, c.seq, *stored) for c, *stored in heard] == [
        ("renamed", 2, ("Bo", "Bob"), seq, "Bob", "Bob")
    ]
    # The same name again: nothing written, nobody told.
    before = digest(path)
    assert await service.rename(table.id, 2, "Bob", "bo") is None
    assert digest(path) == before and len(heard) == 1
    await service.db.close()


async def test_a_new_name_another_seat_goes_by_is_made_distinct(tmp_path: Path) -> None:
    service = await open_service(tmp_path / "t.sqlite3")
    table = await human_table(service)
    assert table.new_name(2, "ada", "bo") == "ada (bo)"
    assert await service.rename(table.id, 2, "ada", "bo") == "Bo"
    assert table.seats[2].display_name == "ada (bo)"
    # Ada renames herself: Bo's suffix is needed no more, and goes at his next click.
    await service.rename(table.id, 1, "Annie", "ada")
    assert table.new_name(2, "ada", "bo") == "ada"
    await service.rename(table.id, 2, "ada", "bo")
    assert [a.display_name for a in await service.db.seats(table.id)] == [
        "Annie",
        "ada",
        "Cy",
        "Di",
    ]
    await service.db.close()


async def test_a_seat_kept_by_a_computer_keeps_its_name(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    service = await open_service(path)
    table = await human_table(service)
    await service.step_away(table.id, 3)
    await service.wait_idle(table.id)
    kept = table.seats[3].display_name
    assert table.new_name(3, "Cyril", "cy") is None  # a computer's seat: never renamed
    before = digest(path)
    with pytest.raises(Refused) as info:
        await service.rename(table.id, 3, "Cyril", "cy")
    assert info.value.code == "not_seated"
    assert table.seats[3].display_name == kept and digest(path) == before
    await service.db.close()


async def test_a_computer_s_name_in_another_language_is_made_distinct(tmp_path: Path) -> None:
    # A computer is read in each reader's language: a person named as it is said in the
    # other one would pass as that computer to those readers, so they are told apart too.
    service = await open_service(tmp_path / "t.sqlite3")
    table = await human_table(service)
    await service.step_away(table.id, 3)  # "Cy (computer)" keeps the seat
    await service.wait_idle(table.id)
    assert table.seats[3].display_name == "Cy (computer)"
    assert table.new_name(2, "Cy (dator)", "bo") == "Cy (dator) (bo)"
    assert table.new_name(2, "cy (COMPUTER)", "bo") == "cy (COMPUTER) (bo)"
    assert table.new_name(2, "Cy (datorn)", "bo") == "Cy (datorn)"  # no name any language gives
    await service.db.close()
