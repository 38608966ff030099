"""A person who stepped away, their seat then given to someone else (``/boston replace`` with a
member): the thread's line names the computer that was keeping the seat and calls the person
whose seat it was, who loses it (as a present person replaced is called,
``test_replace_present_player.py``), in English and in Swedish.

Before: "Seat 2: @Kibitzer takes over from East (computer)." named only the keeper; the person
whose seat it was was neither named nor called."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of, seated_table


async def _replace_the_away_seat(path: Path, *, swedish: bool) -> None:
    async with boston(path) as harness:
        fake = harness.fake
        if swedish:
            await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        north, east, kibitzer = fake.user("north"), fake.user("east"), fake.user("kibitzer")
        table = await seated_table(harness)
        service = bot_of(harness).tables
        await (await fake.click(east, table.views[east.id], label="Let a computer play")).done()
        await table.settle()
        seat = service.get(table.id).away_seat_of(east.id)
        assert seat is not None
        await (await fake.slash(north, "boston replace", {"seat": seat, "member": kibitzer})).done()
        await table.settle()
        if swedish:
            line = (
                f"Plats {seat}: <@{kibitzer.id}> tar över efter East (dator), "
                f"som höll platsen åt <@{east.id}>."
            )
        else:
            line = (
                f"Seat {seat}: <@{kibitzer.id}> takes over from East (computer), "
                f"which was keeping it for <@{east.id}>."
            )
        start = line.split(":")[0] + ":"
        posted = await fake.wait_for_message(table.place, lambda m: m.text.startswith(start))
        assert posted.text == line
        # Both are called: the newcomer, and the person who loses the seat.
        assert {kibitzer.id, east.id} <= posted.notified
        assert harness.problems() == []


async def test_the_away_persons_seat_given_away_calls_them(tmp_path: Path) -> None:
    await _replace_the_away_seat(tmp_path / "b.sqlite3", swedish=False)


async def test_the_away_persons_seat_given_away_calls_them_in_swedish(tmp_path: Path) -> None:
    await _replace_the_away_seat(tmp_path / "b.sqlite3", swedish=True)


async def test_the_keeper_given_the_away_persons_seat_for_good_calls_them(
    tmp_path: Path,
) -> None:
    """``/boston replace`` without a member of a seat a computer keeps for someone away: the
    computer keeps it for good, named as a lobby computer now, and the person whose seat it
    was is called (before: no line at all)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        table = await seated_table(harness)
        service = bot_of(harness).tables
        await (await fake.click(east, table.views[east.id], label="Let a computer play")).done()
        await table.settle()
        seat = service.get(table.id).away_seat_of(east.id)
        assert seat is not None
        await (await fake.slash(north, "boston replace", {"seat": seat})).done()
        await table.settle()
        assert service.get(table.id).away_seat_of(east.id) is None
        line = f"Seat {seat}: Computer {seat} (heuristic) takes over from <@{east.id}> for good."
        posted = await fake.wait_for_message(table.place, lambda m: m.text == line)
        assert east.id in posted.notified
        assert harness.problems() == []
