"""Someone who sits at no table, typing a command that needs a seat (``/boston leave``,
``/boston score``) or the host's right (``/boston end``, ``pause``, ``abandon``), gets one
private answer at once. Before, in a channel with a started table, they were first told to
add `table:1`, and then, having added it, refused: "its seats are the game's now" (a seat
they never had) for leave, "only the host …" for end. Refusals change nothing; a member
with Manage Server, who may end any table, is still asked which one."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import t
from tests.discord.driver import PLAYERS, boston, bot_of, seated_table
from tests.discord.test_boston_club import scorekeeping_table


async def test_leave_says_at_once_that_there_is_no_seat_to_leave(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        dora, sven = fake.user("kibitzer"), fake.user("sven")
        general = fake.guild.channel("general")
        table = await seated_table(harness, general)
        live = bot_of(harness).tables.get(table.id)
        seats = dict(live.seats)

        answer = await (await fake.slash(dora, "boston leave", channel=general)).message()
        assert answer.ephemeral_to is dora
        assert answer.text == "You are not seated at any table here."
        named = await (
            await fake.slash(dora, "boston leave", {"table": table.id}, channel=general)
        ).message()
        assert named.ephemeral_to is dora
        assert named.text == f"You are not seated at table {table.id}."
        thread = table.message.thread
        assert thread is not None
        there = await (await fake.slash(dora, "boston leave", channel=thread)).message()
        assert there.text == f"You are not seated at table {table.id}."
        svenska = await (await fake.slash(sven, "boston leave", channel=general)).message()
        assert svenska.text == "Du sitter inte vid något bord här."

        # A player of the game is still told how to have a computer play their seat,
        # without `table:` (their one table here).
        east = fake.user("east")
        player = await (await fake.slash(east, "boston leave", channel=general)).message()
        assert player.text == t("en", "refused.leave_started", id=table.id)
        assert live.status == "playing" and live.seats == seats
        assert harness.problems() == []


async def test_end_pause_and_abandon_refuse_at_once_naming_the_host(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        dora, sven, north = fake.user("kibitzer"), fake.user("sven"), fake.user("north")
        general = fake.guild.channel("general")
        table = await seated_table(harness, general)
        host = f"The host of table {table.id} is <@{north.id}>."
        for command, action in (
            ("boston end", "end"),
            ("boston pause", "pause"),
            ("boston abandon", "abandon"),
        ):
            answer = await (await fake.slash(dora, command, channel=general)).message()
            assert answer.ephemeral_to is dora
            refusal = t("en", f"refused.not_host_or_admin.{action}")
            assert answer.text == f"{refusal}\n{host}", command
            # The same as with the table named: nothing more to learn by adding it.
            named = await (
                await fake.slash(dora, command, {"table": table.id}, channel=general)
            ).message()
            assert named.text == answer.text, command
        svenska = await (await fake.slash(sven, "boston end", channel=general)).message()
        assert svenska.text == (
            "Bara värden eller en medlem med Hantera server kan avsluta spelet.\n"
            f"Värden för bord {table.id} är <@{north.id}>."
        )
        # The server's owner may: asked which table, as before (nothing picked for them).
        owner = await (await fake.slash(fake.owner, "boston end", channel=general)).message()
        assert owner.text.startswith(f"There is table {table.id} in this channel")
        live = bot_of(harness).tables.get(table.id)
        assert live.status == "playing" and not live.row.end_requested
        assert harness.problems() == []


async def test_score_by_someone_seated_nowhere_is_refused_at_once(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(name) for name in PLAYERS]
        await scorekeeping_table(harness, users, {"mode": "score"})
        live = bot_of(harness).tables.get(1)
        seq = live.seq
        deal = {"contract": "5", "declarer": 3, "whister": 1, "trumps": "plain", "tricks": 5}
        dora = fake.user("kibitzer")
        answer = await (await fake.slash(dora, "boston score", deal)).message()
        assert answer.ephemeral_to is dora
        assert answer.text == "You are not seated at any table here."
        assert live.seq == seq
