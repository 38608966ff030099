"""``/boston replace``'s **Give the seat** pressed twice in a quick row: the seat is given once,
and the second press says it is done (the seat now belongs to whom it was given to), not that
the seat "has changed since you asked: nothing was given", which read as if the first press
had failed. For a member and for a computer alike."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from bot.i18n import t
from tests.discord.driver import boston, bot_of, seated_table


@pytest.mark.parametrize("to_member", [True, False])
async def test_give_the_seat_pressed_twice_says_it_is_done(tmp_path: Path, to_member: bool) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, south, kibitzer = fake.user("north"), fake.user("south"), fake.user("kibitzer")
        table = await seated_table(harness)
        live = bot_of(harness).tables.get(table.id)
        seat = live.seat_of(south.id)
        assert seat is not None
        options: dict[str, object] = {"seat": seat}
        if to_member:
            options["member"] = kibitzer
        question = await (await fake.slash(north, "boston replace", options)).message()
        presses = await asyncio.gather(
            fake.click(north, question, label="Give the seat"),
            fake.click(north, question, label="Give the seat"),
        )
        for press in presses:
            await press.done()
        await table.settle()

        holder = live.seats[seat]
        if to_member:
            assert holder.player_id == kibitzer.id
        else:
            assert holder.computer_level is not None and seat not in live.options.away
        done = t("en", "club.replaced", seat=seat, who=holder.display_name, id=table.id)
        # Each press redrew the question as done; none said that nothing was given.
        answers = [json.dumps(c.data) for press in presses for c in press.callbacks]
        assert len(answers) == 2
        stale = t("en", "refused.replace_stale", seat=seat, id=table.id)
        assert all(json.dumps(done)[1:-1] in answer for answer in answers), answers
        assert not any(json.dumps(stale)[1:-1] in answer for answer in answers)
        assert question.text == done
        # One seat change, said once in the thread.
        lines = [m.text for m in table.place.visible_messages() if "takes over" in m.text]
        assert len(lines) == 1, lines
        assert harness.problems() == []
