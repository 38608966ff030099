"""A finished game's own line read back from the database (``stored_standing``, once the table
has left memory: Refresh, My hand, a restart) lacked the end post's note of who held the seat
before, " (seat 4; West during part of deal 1)": the stored result does not keep it. The seat
changes and the log do (``stored_earlier_holders``), so the line read back is now the end
post's own, note included; and a seat nobody handed over reads no note, without the log."""

from __future__ import annotations

from pathlib import Path

from bot.tables.options import options_of
from cogs.boston.results import stored_standing
from cogs.boston.thread_lines import stored_earlier_holders
from tests.discord.driver import boston, bot_of
from tests.discord.test_boston_handover import restart
from tests.discord.test_ended_view_own_result import end_post, standing_lines
from tests.discord.test_ended_view_refresh_own_result import kibitzer_takes_west

NOTE = " (seat 4; West during part of deal 1)"


async def test_the_stored_line_says_who_held_the_seat_before(tmp_path: Path) -> None:
    """West's seat given to the kibitzer during deal 1 (RF-2.6), the game then played out."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await kibitzer_takes_west(harness)
        north, kibitzer = harness.fake.user("north"), harness.fake.user("kibitzer")
        await table.play_deal(1)
        await table.settle()
        _, final = end_post(table)
        posted = {s.split(" ")[1]: s for s in standing_lines(final)}
        assert posted["Kibitzer"].endswith(NOTE), posted
        await restart(harness)
        bot = bot_of(harness)
        assert bot.tables.find(table.id) is None
        row = await bot.db.table(table.id)
        assert row is not None
        for user in (kibitzer, north):
            found = await bot.db.final_result(table.id, user.id)
            assert found is not None
            result, holder = found
            earlier = await stored_earlier_holders(bot, row, result.seat)
            line = stored_standing(result, holder, options_of(row.settings), "en", earlier)
            assert line == posted[user.display_name], (line, posted)
        assert harness.problems() == []
