"""A person's open hand view is told when their own seat is given away, and only then: East
steps away (a computer keeps seat 2 for him), the host gives seat 2 to a computer for good
(``/boston replace``), and East's view says at once where the seat went, with no card or
**Take my seat back** left on screen; West's seat 4 given to a computer then changes nothing in
East's view, and tells West.

Before: East's view went on showing "A computer plays your seat while you are away" and its
button (the keeper and the computer given the seat are of one level, so the change named no
handover), and the later gift of seat 4 rewrote it to say that East's seat 4 went to
Computer 4: a seat East never had."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, replace_seat, seated_table


async def test_only_the_person_whose_seat_was_given_is_told(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        north, east, west = fake.user("north"), fake.user("east"), fake.user("west")
        await (await fake.click(east, table.views[east.id], label="Let a computer play")).done()
        await table.settle()
        await (await fake.slash(north, "boston replace", {"seat": 2})).done()
        await table.settle()

        def told(seat: int) -> str:
            return (
                f"Your seat at table {table.id} (seat {seat}) went to Computer {seat} "
                "(heuristic). The host can give it back to you with `/boston replace`."
            )

        assert table.views[east.id].text == told(2), table.views[east.id].text
        assert table.views[east.id].buttons == []
        await replace_seat(harness, fake.owner, {"seat": 4, "table": table.id})
        await table.settle()
        assert table.views[east.id].text == told(2), table.views[east.id].text
        assert table.views[west.id].text == told(4), table.views[west.id].text
        assert harness.problems() == []
