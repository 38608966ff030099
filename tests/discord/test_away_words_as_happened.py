"""What a person away is told says what happened.

- One whose turn timer ran out (he never chose to step away) read in his hand view "A
  computer plays your seat while you are away." Now: "Your time ran out: a computer plays
  your seat until you take it back." (one who stepped away reads "A computer plays your seat
  until you take it back.", Swedish: "En dator spelar din plats tills du tar tillbaka den.":
  ``test_away_view_says_time_ran_out.py``).
- South pressing East's **Take my seat back** (the notice calls East) was told only "You are
  at your own seat already: this button is for a player whose seat a computer keeps." Now
  the refusal says the button is the named player's: only they can take that seat back.
"""

from __future__ import annotations

from pathlib import Path

from bot.i18n import t
from tests.discord.driver import boston, bot_of, computers_table, seated_table
from tests.discord.test_boston_club import club, thread_of, wait_text
from tests.tables.test_club import ManualSleep

TIME_RAN_OUT = "Your time ran out: a computer plays your seat until you take it back."


async def test_the_view_of_someone_the_timer_moved_says_what_happened(tmp_path: Path) -> None:
    sleep = ManualSleep()
    async with club(tmp_path / "b.sqlite3", sleep=sleep) as harness:
        fake = harness.fake
        north = fake.user("north")
        table_id = await computers_table(harness, {"timer": 2})
        thread = thread_of(harness, table_id)
        for _ in range(2):  # the reminder at half time, then the timer runs out
            await sleep.next_waiter()
            sleep.release()
        await wait_text(harness, thread, "did not play in time")
        assert bot_of(harness).tables.get(table_id).away_seat_of(north.id) == 1
        table_message = next(
            m for m in fake.guild.channel("general").visible_messages() if "My hand" in m.labels
        )
        view = await (await fake.click(north, table_message, label="My hand")).message()
        assert view.text.splitlines()[0] == TIME_RAN_OUT, view.text
        assert "while you are away" not in view.text
        assert "Take my seat back" in view.labels


def test_the_seat_s_line_in_swedish() -> None:
    assert t("sv", "seat.computer_plays") == "En dator spelar din plats tills du tar tillbaka den."


async def test_another_s_take_my_seat_back_says_whose_it_is(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        east, south = fake.user("east"), fake.user("south")
        table = await seated_table(harness)
        await (await fake.click(east, table.views[east.id], label="Let a computer play")).done()
        await table.settle()
        notice = next(m for m in table.place.visible_messages() if "Take my seat back" in m.labels)
        assert f"<@{east.id}>" in notice.text
        told = await (await fake.click(south, notice, label="Take my seat back")).message()
        assert told.ephemeral_to is south
        assert told.text == (
            "You are at your own seat already: this button is only for the player its "
            "message names, while a computer keeps their seat."
        ), told.text
        assert bot_of(harness).tables.get(table.id).away_seat_of(east.id) is not None
        assert t("sv", "refused.already_back") == (
            "Du sitter redan på din egen plats: knappen är bara till för spelaren som "
            "meddelandet nämner, medan en dator håller hens plats."
        )
