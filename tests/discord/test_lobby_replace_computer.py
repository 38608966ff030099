"""``/boston replace`` without a member in a lobby, before the game starts: the computer is
named as the lobby's own **Computer** buttons name theirs ("Computer 2 (heuristic)"), not as
one keeping a seat for its person ("West (computer)"); the host's question says the seat is
held, not "playing" nor "has not stepped away"; and the thread made at the start tells no
"takes over" line about a game not yet begun.

Before: a playtest's host gave seat 2 to West in the lobby, then gave it to a computer. The
question read "West is playing seat 2 and has not stepped away. Give the seat to a computer?",
the lobby showed "2. West (computer)", the thread said "Seat 2: <@west> takes over from
Computer 2 (heuristic)." and "Seat 2: West (computer) takes over from West." before deal 1,
and the final ranking named West, who was not seated any more, "3. West (computer) +33
points"."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import t
from tests.discord.driver import boston, bot_of, button_ending, open_table
from tests.discord.test_boston_club import thread_of


async def test_a_computer_given_a_seat_in_the_lobby_is_a_lobby_computer(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east, south, west = (fake.user(n) for n in ("north", "east", "south", "west"))
        lobby, _ = await open_table(harness, north)
        await (await fake.click(north, lobby, label="Computer: heuristic")).done()
        for user in (east, south):
            await (await fake.click(user, lobby, button_ending(lobby, ":join"))).done()
        await harness.settle()
        service = bot_of(harness).tables
        (live,) = [t for t in service.tables() if t.status == "lobby"]
        assert live.seats[2].display_name == "Computer 2 (heuristic)"

        # A lobby computer's seat goes at once.
        given = await fake.slash(north, "boston replace", {"seat": 2, "member": west})
        assert (await given.message()).text == f"Seat 2 of table {live.id} now belongs to West."

        # A person's seat in a lobby: asked first, in a lobby's words.
        question = await (await fake.slash(north, "boston replace", {"seat": 2})).message()
        assert question.text == (
            f"West has seat 2 at table {live.id}, which has not started yet. "
            "Give the seat to a computer?"
        ), question.text
        await (await fake.click(north, question, label="Give the seat")).done()
        await harness.settle()
        assert question.text == (
            f"Seat 2 of table {live.id} now belongs to Computer 2 (heuristic)."
        ), question.text
        assert live.seats[2].display_name == "Computer 2 (heuristic)"
        assert live.seats[2].computer_level == "heuristic"
        assert "2. Computer 2 (heuristic)" in lobby.text, lobby.text

        # Started: the thread says nothing of seats changed before the game.
        await (await fake.click(north, lobby, button_ending(lobby, ":start"))).done()
        await harness.settle()
        await service.wait_idle(live.id)
        await harness.settle()
        thread = thread_of(harness, live.id)
        said = [m.text for m in thread.visible_messages()]
        assert not [line for line in said if "takes over" in line], said
        assert harness.problems() == []


async def test_a_lobby_question_giving_a_seat_to_a_member_says_it_is_a_lobby(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east, kibitzer = fake.user("north"), fake.user("east"), fake.user("kibitzer")
        lobby, _ = await open_table(harness, north)
        await (await fake.click(east, lobby, button_ending(lobby, ":join"))).done()
        await harness.settle()
        (live,) = [t for t in bot_of(harness).tables.tables() if t.status == "lobby"]
        seat = live.seat_of(east.id)
        assert seat is not None
        options = {"seat": seat, "member": kibitzer}
        question = await (await fake.slash(north, "boston replace", options)).message()
        assert question.text == (
            f"East has seat {seat} at table {live.id}, which has not started yet. "
            "Give the seat to Kibitzer?"
        ), question.text
        await (await fake.click(north, question, label="Give the seat")).done()
        await harness.settle()
        assert live.seats[seat].player_id == kibitzer.id
        # No thread yet, and none told of it: nothing was played.
        said = [m.text for m in fake.guild.channel("general").visible_messages()]
        assert not [line for line in said if "takes over" in line], said
        assert harness.problems() == []


def test_the_lobby_questions_in_swedish() -> None:
    fields = {"was": "West", "seat": 2, "id": 1, "who": "Kibitzer"}
    assert t("sv", "club.replace_question_computer_lobby", **fields) == (
        "West har plats 2 vid bord 1, som inte har börjat än. Ge platsen till en dator?"
    )
    assert t("sv", "club.replace_question_lobby", **fields) == (
        "West har plats 2 vid bord 1, som inte har börjat än. Ge platsen till Kibitzer?"
    )
