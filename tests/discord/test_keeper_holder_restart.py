"""A seat's holders, live and rebuilt after a restart alike (``seat_history.handovers``):

- the host gives a person's seat to a computer during deal 1 (``/boston replace`` without a
  member: "Computer 2 (heuristic)", a holder of its own, as a member given the seat is) and gives
  it back to him in deal 2: two handovers (East, then the computer), which the restarted bot
  reads from the seat changes and the host's gifts (the options' ``given``) as well;
- the person steps away during deal 1 (a computer keeps the seat for him: it is him) and
  takes the seat back in deal 2: no handover, live or rebuilt.

Before: the live table and the restarted one noted no handover for the host's computer
either, so every move of the seat was named by its holder of the moment."""

from __future__ import annotations

from pathlib import Path

from bot.tables.service import LiveTable
from tests.discord.driver import Table, boston, bot_of, replace_seat, seated_table
from tests.support.bot_runner import BotHarness


def _held(live: LiveTable) -> tuple[object, ...]:
    return live.past_holders, live.part_holders, live.move_holders


async def _two_moves(table: Table) -> None:
    for _ in range(2):  # someone moved in deal 1: a handover now would be mid-deal
        user = table.on_turn()
        assert user is not None
        await table.step(user)


async def _restarted(harness: BotHarness, table: Table, live: LiveTable) -> LiveTable:
    await harness.restart_bot()
    await table.settle()
    rebuilt = bot_of(harness).tables.get(table.id)
    assert rebuilt is not live
    return rebuilt


async def test_a_computer_given_a_seat_and_the_person_again_are_two_handovers(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        service = bot_of(harness).tables
        await _two_moves(table)
        person = next(u for u in table.users.values() if u is not table.on_turn())
        live = service.get(table.id)
        seat = live.seat_of(person.id)
        assert seat is not None
        name = live.seats[seat].display_name
        computer = f"Computer {seat} (heuristic)"
        await replace_seat(harness, fake.owner, {"seat": seat, "table": table.id})
        await table.settle()
        assert live.seats[seat].display_name == computer
        del table.users[person.id]  # the computer plays the seat meanwhile
        await table.play_deal(1)
        await _two_moves(table)
        options = {"seat": seat, "member": person, "table": table.id}
        await replace_seat(harness, fake.owner, options)
        await table.settle()
        assert live.seats[seat].player_id == person.id
        assert [entry[0] for entry in live.earlier_holders(seat)] == [name, computer]
        assert live.past_holders == [(seat, 1, computer)]  # it held deal 1's end
        held = _held(live)
        rebuilt = await _restarted(harness, table, live)
        assert _held(rebuilt) == held
        assert rebuilt.earlier_holders(seat) == live.earlier_holders(seat)
        assert harness.problems() == []


async def test_a_keeper_and_the_person_again_are_no_handover(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        service = bot_of(harness).tables
        await _two_moves(table)
        person = next(u for u in table.users.values() if u is not table.on_turn())
        live = service.get(table.id)
        seat = live.seat_of(person.id)
        assert seat is not None
        await table.refresh(person)
        await (await fake.click(person, table.views[person.id], label="Let a computer play")).done()
        await table.settle()
        assert live.options.away == {seat: person.id}
        del table.users[person.id]
        await table.play_deal(1)
        table.users[person.id] = person
        await table.refresh(person)
        back = "Take my seat back"
        await (await fake.click(person, table.views[person.id], label=back)).done()
        await table.settle()
        assert live.seats[seat].player_id == person.id
        assert _held(live) == ([], [], [])
        assert live.earlier_holders(seat) == []
        rebuilt = await _restarted(harness, table, live)
        assert _held(rebuilt) == ([], [], [])
        assert rebuilt.earlier_holders(seat) == []
        assert harness.problems() == []
