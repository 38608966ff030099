"""A nickname changed mid-game is followed. The bot has no members intent, so it hears of no
member update: each click carries the member as they are now, and a seated person's click
with a name their seat does not go by renames the seat (stored first, then shown; made
distinct as on joining). A click with the name unchanged costs a comparison: no write, no
call of the service."""

from __future__ import annotations

from pathlib import Path

from bot.engine.actions import stored_role
from bot.tables.service import TableService
from tests.discord.driver import boston, bot_of, seated_table
from tests.support.db_digest import digest
from tests.support.db_faults import StorageFaults


async def test_a_renamed_player_s_next_click_renames_their_seat(tmp_path: Path) -> None:
    """East becomes "Erik" in the server; their next **My hand** renames seat 2: the thread
    says so (naming, calling nobody), the table message shows it, and the seat and the
    server's name are stored: a restart keeps them."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        east = fake.user("east")
        seq = bot_of(harness).tables.get(table.id).seq
        fake.guild.members[east.id].nick = "Erik"
        assert "Erik" not in table.message.text
        await table.open_hand(east)
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        assert live.seats[2].display_name == "Erik" and live.seq == seq
        assert "Erik" in table.message.text
        lines = [m.text for m in table.place.visible_messages()]
        assert "East is now called Erik." in lines
        profile = await bot_of(harness).db.player_profile(fake.guild.id, east.id, stored_role)
        assert profile is not None and profile.display_name == "Erik"

        await harness.restart_bot()
        await table.settle()
        assert bot_of(harness).tables.get(table.id).seats[2].display_name == "Erik"
        assert "Erik" in table.message.text
        assert harness.problems() == []


async def test_a_new_name_is_said_in_the_thread_as_typed_not_as_markdown(tmp_path: Path) -> None:
    """A nickname is the person's own text: "# Erik" must not make a heading of the bot's
    line, nor "[x](…)" a link in a message from the bot."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        east = fake.user("east")
        fake.guild.members[east.id].nick = "# [Erik](https://example.com)"
        await table.open_hand(east)
        await table.settle()
        lines = [m.text for m in table.place.visible_messages()]
        said = [line for line in lines if "is now called" in line]
        assert said == [r"East is now called \# \[Erik](https://example.com)."], said


async def test_a_new_name_another_seat_goes_by_is_told_apart(tmp_path: Path) -> None:
    """East takes North's name on the move: seat 2 becomes "North (east)", the move is made."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user = table.on_turn()
        assert user is not None
        other = next(u for u in table.users.values() if u is not user)
        fake.guild.members[user.id].nick = other.display_name
        seq = bot_of(harness).tables.get(table.id).seq
        await table.step(user, refresh=False)  # the move's own click (or its select)
        live = bot_of(harness).tables.get(table.id)
        seat = live.seat_of(user.id)
        assert seat is not None
        assert live.seats[seat].display_name == f"{other.display_name} ({user.username})"
        assert live.seq > seq  # the move was made too
        assert f"{other.display_name} ({user.username})" in table.message.text
        assert harness.problems() == []


async def test_a_rename_that_cannot_be_saved_never_fails_the_move(tmp_path: Path) -> None:
    """The disk refuses the new name: the seat keeps its old one, the move is made."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        bot = bot_of(harness)
        user = table.on_turn()
        assert user is not None
        seat = bot.tables.get(table.id).seat_of(user.id)
        assert seat is not None
        name = bot.tables.get(table.id).seats[seat].display_name

        # The name's first write (the player's row, in the seat's transaction) never finds
        # room: each click of the step tries the rename again.
        faults = StorageFaults.install(bot.db)
        faults.fail(times=1000, match=lambda sql, _: sql.startswith("INSERT INTO players"))
        fake.guild.members[user.id].nick = "Someone Else"
        seq = bot.tables.get(table.id).seq
        await table.step(user, refresh=False)
        assert faults.raised >= 1
        live = bot.tables.get(table.id)
        assert live.seats[seat].display_name == name
        assert live.seq > seq
        assert harness.problems() == []


async def test_an_unchanged_name_costs_no_write_and_no_call(tmp_path: Path) -> None:
    """Clicks with the names the seats go by (two Annas told apart included): the service's
    rename is never called, and the database is untouched."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        fake.add_user("anna1", global_name="Anna")
        fake.add_user("anna2", global_name="Anna")
        table = await seated_table(harness, players=("north", "anna1", "south", "anna2"))
        bot = bot_of(harness)
        assert bot.tables.get(table.id).seats[4].display_name == "Anna (anna2)"
        calls: list[object] = []
        renamer = TableService.rename

        async def counted(*args: object, **kwargs: object) -> str | None:
            calls.append(args)
            return await renamer(bot.tables, *args, **kwargs)  # type: ignore[arg-type]

        bot.tables.rename = counted  # type: ignore[method-assign]
        seq = bot.tables.get(table.id).seq
        before = digest(path)
        for user in table.users.values():
            await table.refresh(user)
            await table.open_hand(user)
        await table.settle()
        assert calls == [] and digest(path) == before
        assert bot.tables.get(table.id).seq == seq
        assert [a.display_name for a in await bot.db.seats(table.id)] == [
            "North",
            "Anna",
            "South",
            "Anna (anna2)",
        ]


async def test_a_seat_kept_by_a_computer_keeps_its_name(tmp_path: Path) -> None:
    """West steps away and renames: their clicks (My hand shows the seat kept for them) do not
    rename the computer's seat; taking it back seats them under their new name."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        west = fake.user("west")
        view = table.views[west.id]
        await (await fake.click(west, view, label="Let a computer play")).done()
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        kept = live.seats[4].display_name
        fake.guild.members[west.id].nick = "Wilma"
        await table.open_hand(west)
        await table.settle()
        assert live.seats[4].display_name == kept
        await (await fake.click(west, table.views[west.id], label="Take my seat back")).done()
        await table.settle()
        assert live.seats[4].display_name == "Wilma"
        assert harness.problems() == []
