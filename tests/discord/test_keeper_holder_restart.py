"""The host gives a person's seat to a computer during deal 1 (``/boston replace`` without a
member: "East (computer)", a computer keeping the seat for him) and gives it back to him in
deal 2: the live table notes no handover, as the table rebuilt after a restart reads none
from the same seat changes (``seat_history.handovers``). Before, the live table noted two
(East, then "East (computer)"), so its final standings named earlier holders of the seat
where the restarted bot's named none (``tests/tables/test_keeper_not_a_holder.py``)."""

from __future__ import annotations

from pathlib import Path

from bot.tables.service import LiveTable
from tests.discord.driver import boston, bot_of, replace_seat, seated_table


def _held(live: LiveTable) -> tuple[object, ...]:
    return live.past_holders, live.part_holders, live.move_holders


async def test_a_computer_for_a_person_and_the_person_again_is_no_handover(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        service = bot_of(harness).tables
        for _ in range(2):  # someone moved in deal 1: a handover now would be mid-deal
            user = table.on_turn()
            assert user is not None
            await table.step(user)
        person = next(u for u in table.users.values() if u is not table.on_turn())
        live = service.get(table.id)
        seat = live.seat_of(person.id)
        assert seat is not None
        name = live.seats[seat].display_name
        await replace_seat(harness, fake.owner, {"seat": seat, "table": table.id})
        await table.settle()
        assert live.seats[seat].display_name == f"{name} (computer)"
        del table.users[person.id]  # the computer plays the seat meanwhile
        await table.play_deal(1)
        options = {"seat": seat, "member": person, "table": table.id}
        await replace_seat(harness, fake.owner, options)
        await table.settle()
        assert live.seats[seat].player_id == person.id
        assert _held(live) == ([], [], [])
        assert live.earlier_holders(seat) == []
        await harness.restart_bot()
        await table.settle()
        rebuilt = bot_of(harness).tables.get(table.id)
        assert rebuilt is not live
        assert _held(rebuilt) == ([], [], [])
        assert rebuilt.earlier_holders(seat) == []
