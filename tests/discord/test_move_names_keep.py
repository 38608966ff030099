"""A move keeps its seat's name when the seat changes keeper (``seat_names.past_name``): stepping
away after bidding leaves the auction line naming the bidder, and a bid the computer made for
someone away reads the same once they take their seat back, in the table message and in every
hand view (they share the deal's public lines). The turn line still says when a computer is
to play.

Before: the auction line named each seat by its holder now ("South (computer): 6 spel" after
South stepped away; "South: 6 spel" again, for the computer's bid, once South came back)."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import Table, boston, seated_table
from tests.support.fake_model import FakeMessage


def _auction(message: FakeMessage) -> str:
    """The auction's line, and the calls broken onto the lines under it for a phone."""
    lines = message.text.splitlines()
    starts = [n for n, line in enumerate(lines) if line.startswith("Auction: ")]
    assert len(starts) == 1, message.text
    calls = [lines[starts[0]]]
    for line in lines[starts[0] + 1 :]:
        if not all(part.startswith(SEATS) for part in line.split(" · ")):
            break
        calls.append(line)
    return " · ".join(calls)


SEATS = ("North: ", "East: ", "South: ", "West: ")


async def _step_away(table: Table, name: str) -> None:
    user = table.fake.user(name)
    await table.refresh(user)
    await (await table.fake.click(user, table.views[user.id], label="Let a computer play")).done()
    await table.settle()


async def test_stepping_away_after_bidding_keeps_the_bidders_name(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        east, north = harness.fake.user("east"), harness.fake.user("north")
        assert table.on_turn() is east
        await table.step(east)  # 5 spel
        said = _auction(table.message)
        assert said.startswith("Auction: East: 5 spel"), said
        await _step_away(table, "east")
        assert _auction(table.message) == said
        assert "(computer)" not in table.message.text, table.message.text
        # Every hand view shows the same line (HandCache.public_lines).
        assert _auction(await table.refresh(north)) == said
        assert harness.problems() == []


async def test_a_computers_bid_while_away_reads_the_same_after_coming_back(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        south, north = fake.user("south"), fake.user("north")
        await table.step(fake.user("east"))
        assert table.on_turn() is south
        await _step_away(table, "south")  # on turn: the computer calls for South at once
        away = _auction(table.message)
        assert " · South: " in away and "(computer)" not in away, away
        assert _auction(await table.refresh(north)) == away
        await table.refresh(south)
        await (await fake.click(south, table.views[south.id], label="Take my seat back")).done()
        await table.settle()
        assert _auction(table.message) == away
        assert _auction(await table.refresh(north)) == away
        assert _auction(await table.refresh(south)) == away
        assert harness.problems() == []
