"""The names in a game's payment lines follow who holds each seat: a seat the host hands to
someone else (``set_seat``) and a person renamed (``rename``) are named by their new name in
every line settled afterwards, betdelning included, and still after a restart (from a
checkpoint or from the whole log); a seat a computer keeps for a person who stepped away is
still that person's, and named so."""

from __future__ import annotations

import random
import re
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.engine.scoring import Settlement
from bot.tables import TableChange, TableService
from bot.tables.service import LiveTable
from db.models import SeatAssignment
from tests.tables.support import CHANNEL, GUILD, HUMANS, open_service, table_moves_made

DAVID = 5


async def people_table(service: TableService, variant: str = "swedish") -> LiveTable:
    """Ada, Bo, Cy and Di (player ids 1–4) in seats 1–4 of a started ``variant`` table."""
    table = await service.create_table(
        guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name=HUMANS[1], variant=variant
    )
    for pid in (2, 3, 4):
        await service.join(table.id, pid, HUMANS[pid])
    await service.start(table.id, 1)
    return table


def listen(service: TableService) -> list[Settlement]:
    """Every settlement the service announces from now on."""
    heard: list[Settlement] = []

    async def hear(change: TableChange) -> None:
        if change.settlement is not None:
            heard.append(change.settlement)

    service.subscribe(hear)
    return heard


async def play_until(
    service: TableService, table: LiveTable, settled: int, rng: random.Random
) -> None:
    """People's random moves (a computer's seat is left to its computer) until ``settled``
    deals are settled."""
    for _ in range(2000):
        await service.wait_idle(table.id)
        game = table.game
        assert game is not None
        if game.deals.settled >= settled or game.finished:
            return
        seat = game.to_act
        assert seat is not None
        holder = table.seats[seat]
        if holder.player_id is None:
            continue  # the computer's turn: wait_idle lets it move
        action = rng.choice(game.legal_actions(seat))
        await service.act_as_player(table.id, holder.player_id, action, table.seq)
    raise AssertionError("the deals did not end")


async def moves(service: TableService, table: LiveTable, rng: random.Random, n: int) -> None:
    """``n`` people's moves of the deal in play (a computer's turn is left to it)."""
    game = table.game
    assert game is not None
    for _ in range(n):
        await service.wait_idle(table.id)
        seat = game.to_act
        assert seat is not None
        holder = table.seats[seat]
        if holder.player_id is not None:
            action = rng.choice(game.legal_actions(seat))
            await service.act_as_player(table.id, holder.player_id, action, table.seq)
    await table_moves_made(service, table)  # a pass the rules leave no choice about, made


async def given_to_a_computer(service: TableService, table: LiveTable) -> None:
    """``/boston replace`` without a member while Di sits at seat 4: a computer named for her."""
    keeper = SeatAssignment(seat=4, computer_level="heuristic", display_name="Di (computer)")
    await service.set_seat(table.id, keeper)


async def kept_then_given_for_good(service: TableService, table: LiveTable) -> None:
    """Di steps away; the host then gives the computer keeping her seat the seat for good."""
    await service.step_away(table.id, 4)
    await service.set_seat(table.id, table.seats[4])


async def di_computer_then_erik(
    service: TableService, computer: Callable[[TableService, LiveTable], Awaitable[None]]
) -> LiveTable:
    """Di plays deal 1 and part of deal 2, a computer given her seat (``computer``: how)
    deals 2 to 4, Erik (player id 5) from part of deal 4 on; four deals settled."""
    table = await people_table(service)
    rng = random.Random(9)
    await play_until(service, table, 1, rng)
    await moves(service, table, rng, 3)
    await computer(service, table)
    await play_until(service, table, 3, rng)
    await moves(service, table, rng, 3)
    await service.set_seat(table.id, SeatAssignment(seat=4, player_id=5, display_name="Erik"))
    await play_until(service, table, 4, rng)
    return table


async def play_until_named(
    service: TableService, table: LiveTable, heard: list[Settlement], rng: random.Random
) -> None:
    """Deals until a line names seat 4 (by either name: "David" or "Di")."""
    assert table.game is not None
    for _ in range(12):
        lines = lines_of(heard)
        if named(lines, "David") or named(lines, "Di"):
            return
        await play_until(service, table, table.game.deals.settled + 1, rng)
    raise AssertionError("no line named seat 4")


def named(lines: list[str], name: str) -> bool:
    return any(re.search(rf"(?<![\w(]){re.escape(name)}(?![\w)])", line) for line in lines)


def lines_of(settlements: list[Settlement]) -> list[str]:
    return [line for s in settlements for lang in ("en", "sv") for line in s.text(lang)]


def ledger_names(table: LiveTable) -> tuple[str, ...]:
    assert table.game is not None
    names = getattr(table.game.ledger, "names", None)
    assert names is not None
    return tuple(names)


async def replace_with_david(service: TableService, table: LiveTable) -> None:
    await service.set_seat(table.id, SeatAssignment(seat=4, player_id=DAVID, display_name="David"))


async def _replaced_before_the_first_move(tmp_path: Path, variant: str) -> None:
    service = await open_service(tmp_path / "t.sqlite3")
    table = await people_table(service, variant)
    heard = listen(service)
    await replace_with_david(service, table)
    assert table.game is not None and table.game.players[3] == "David"
    assert ledger_names(table) == ("Ada", "Bo", "Cy", "David")
    rng = random.Random(5)
    # Deals until seat 4 has paid or been paid (its name is then in the lines).
    await play_until_named(service, table, heard, rng)
    lines = lines_of(heard)
    assert named(lines, "David") and not named(lines, "Di")
    await service.close()
    await service.db.close()


async def test_a_seat_replaced_before_the_first_move_is_paid_by_its_new_name(
    tmp_path: Path,
) -> None:
    await _replaced_before_the_first_move(tmp_path, "swedish")


async def test_a_dawson_seat_replaced_before_the_first_move_is_paid_by_its_new_name(
    tmp_path: Path,
) -> None:
    await _replaced_before_the_first_move(tmp_path, "dawson")


async def test_a_fontainebleau_seat_replaced_is_paid_by_its_new_name(tmp_path: Path) -> None:
    await _replaced_before_the_first_move(tmp_path, "fontainebleau")


async def test_lines_after_a_replace_mid_tour_and_a_rename_name_the_new_holders(
    tmp_path: Path,
) -> None:
    service = await open_service(tmp_path / "t.sqlite3")
    table = await people_table(service)
    heard = listen(service)
    rng = random.Random(7)
    await play_until(service, table, 2, rng)
    before = list(heard)
    await replace_with_david(service, table)
    assert await service.rename(table.id, 2, "Bob", "bo") == "Bo"
    assert ledger_names(table) == ("Ada", "Bob", "Cy", "David")
    heard.clear()
    await play_until(service, table, 6, rng)
    after = lines_of(heard)
    assert not named(after, "Di") and not named(after, "Bo")
    assert named(after, "David") or named(after, "Bob")
    # What was settled before keeps the names it was written with.
    assert not named(lines_of(before), "David")
    await service.close()
    await service.db.close()


async def test_a_restart_keeps_the_new_holders_names(tmp_path: Path) -> None:
    """From the checkpoint (after a deal) and from the whole log (before any checkpoint)."""
    path = tmp_path / "t.sqlite3"
    service = await open_service(path)
    table = await people_table(service)
    await replace_with_david(service, table)
    await service.rename(table.id, 2, "Bob", "bo")
    # Restarted during deal 1: no checkpoint yet, the whole log (its start names Di) replayed.
    assert await service.db.checkpoint(table.id) is None
    await service.close()
    await service.db.close()
    service = await open_service(path)
    table = service.get(table.id)
    assert table.game is not None and table.game.players == ("Ada", "Bob", "Cy", "David")
    assert ledger_names(table) == ("Ada", "Bob", "Cy", "David")
    rng = random.Random(11)
    await play_until(service, table, 2, rng)
    # Restarted from the checkpoint after deal 2.
    assert await service.db.checkpoint(table.id) is not None
    await service.close()
    await service.db.close()
    service = await open_service(path)
    table = service.get(table.id)
    assert ledger_names(table) == ("Ada", "Bob", "Cy", "David")
    heard = listen(service)
    await play_until(service, table, 6, rng)
    lines = lines_of(heard)
    assert not named(lines, "Di") and not named(lines, "Bo")
    await service.close()
    await service.db.close()


async def test_a_seat_kept_for_someone_away_keeps_their_name(tmp_path: Path) -> None:
    """A person who took a seat by a replace steps away: the computer keeping it plays under
    its own name, but the seat's lines name the person, before and after a restart (from
    the whole log too, whose start event names the seat's first holder)."""
    path = tmp_path / "t.sqlite3"
    service = await open_service(path)
    table = await people_table(service)
    await replace_with_david(service, table)
    heard = listen(service)
    await service.step_away(table.id, DAVID)
    assert table.seats[4].computer_level is not None and table.seats[4].display_name != "David"
    assert ledger_names(table) == ("Ada", "Bo", "Cy", "David")
    await service.close()
    await service.db.close()
    service = await open_service(path)
    table = service.get(table.id)
    assert ledger_names(table) == ("Ada", "Bo", "Cy", "David")
    heard = listen(service)
    rng = random.Random(2)
    await play_until_named(service, table, heard, rng)
    lines = lines_of(heard)
    keeper = table.seats[4].display_name
    assert named(lines, "David") and not any(keeper in line for line in lines)
    # Back at the seat: still David's.
    await service.come_back(table.id, DAVID, "David")
    assert ledger_names(table) == ("Ada", "Bo", "Cy", "David")
    await service.close()
    await service.db.close()
