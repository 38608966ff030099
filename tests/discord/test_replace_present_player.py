"""``/boston replace`` of a seat whose person is present and playing (not stepped away): the
host is asked first, privately, and only the asker's **Give the seat** gives it; a question
the seat has changed since is stale. The thread calls both the newcomer and the person
replaced, and the open hand view of the person replaced is told at once, with no card or
button left on it. A seat a computer keeps for someone away still goes at once
(``test_seat_handover_words.py``)."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of, seated_table
from tests.support.db_digest import digest


async def test_a_present_players_seat_is_given_only_once_the_host_confirms(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        north, east, kibitzer = fake.user("north"), fake.user("east"), fake.user("kibitzer")
        table = await seated_table(harness)
        live = bot_of(harness).tables.get(table.id)
        seat = live.seat_of(east.id)
        assert seat is not None
        view = table.views[east.id]
        assert "Let a computer play" in view.labels
        before = digest(path)
        options = {"seat": seat, "member": kibitzer}
        question = await (await fake.slash(north, "boston replace", options)).message()
        assert question.ephemeral_to is north
        assert question.text == (
            f"East is playing seat {seat} and has not stepped away. Give the seat to Kibitzer?"
        )
        assert question.labels == ["Give the seat", "Cancel"]
        await harness.settle()
        assert live.seats[seat].player_id == east.id and digest(path) == before
        # Pressed by someone else: nobody else sees the question, so its id forged (by East
        # onto his own private hand view, by an admin onto the public table message) is
        # refused, and changes nothing.
        give = question.component(label="Give the seat")["custom_id"]
        for other, message in ((east, view), (fake.owner, table.message)):
            shown = message.text, message.custom_ids
            refused = await (await fake.forge_component(other, message, give)).message()
            assert refused.ephemeral_to is other
            assert refused.text == "That question was asked to someone else."
            assert (message.text, message.custom_ids) == shown
        await harness.settle()
        assert live.seats[seat].player_id == east.id and digest(path) == before
        assert question.labels == ["Give the seat", "Cancel"]
        # Pressed by the asker: given.
        await (await fake.click(north, question, label="Give the seat")).done()
        await table.settle()
        assert live.seats[seat].player_id == kibitzer.id
        assert question.text == f"Seat {seat} of table {table.id} now belongs to Kibitzer."
        assert question.labels == []
        line = f"Seat {seat}: <@{kibitzer.id}> takes over from <@{east.id}>."
        posted = await fake.wait_for_message(table.place, lambda m: m.text == line)
        assert posted is not None
        # East's open hand view says so at once: no card, no button, no Take my seat back.
        said = f"Your seat at table {table.id} (seat {seat}) went to Kibitzer."
        assert view.text == said, view.text
        assert view.custom_ids == []


async def test_a_present_players_seat_given_to_a_computer_calls_them_in_the_thread(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        west = fake.user("west")
        table = await seated_table(harness)
        live = bot_of(harness).tables.get(table.id)
        seat = live.seat_of(west.id)
        assert seat is not None
        options = {"seat": seat, "table": table.id}
        question = await (await fake.slash(fake.owner, "boston replace", options)).message()
        assert question.text == (
            f"West is playing seat {seat} and has not stepped away. Give the seat to a computer?"
        )
        assert live.seats[seat].player_id == west.id
        await (await fake.click(fake.owner, question, label="Give the seat")).done()
        await table.settle()
        assert live.is_computer(seat)
        # The computer named (its own name, as the lobby's), the person before called.
        line = f"Seat {seat}: Computer {seat} (heuristic) takes over from <@{west.id}>."
        await fake.wait_for_message(table.place, lambda m: m.text == line)
        said = (
            f"Your seat at table {table.id} (seat {seat}) went to Computer {seat} (heuristic). "
            "The host can give it back to you with `/boston replace`."
        )
        assert table.views[west.id].text == said
        assert table.views[west.id].custom_ids == []
        # My hand tells her the same, with the way back.
        hand = await (await fake.click(west, table.message, label="My hand")).message()
        assert hand.text == said


async def test_a_replace_question_answered_cancel_or_stale_gives_nothing(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        north, east, kibitzer = fake.user("north"), fake.user("east"), fake.user("kibitzer")
        table = await seated_table(harness)
        live = bot_of(harness).tables.get(table.id)
        seat = live.seat_of(east.id)
        assert seat is not None
        options = {"seat": seat, "member": kibitzer}
        kept = await (await fake.slash(north, "boston replace", options)).message()
        before = digest(path)
        await (await fake.click(north, kept, label="Cancel")).done()
        await harness.settle()
        assert kept.text == f"Nothing was given: seat {seat} of table {table.id} stays as it was."
        assert kept.labels == [] and digest(path) == before
        # Asked, then East steps away before the answer: the question is of another seat now.
        stale = await (await fake.slash(north, "boston replace", options)).message()
        await (await fake.click(east, table.views[east.id], label="Let a computer play")).done()
        await table.settle()
        assert live.away_seat_of(east.id) == seat
        before = digest(path)
        await (await fake.click(north, stale, label="Give the seat")).done()
        await table.settle()
        assert stale.text == (
            f"Seat {seat} of table {table.id} has changed since you asked: nothing was given. "
            "Use `/boston replace` again if it is still needed."
        )
        assert stale.labels == [] and digest(path) == before
        assert live.away_seat_of(east.id) == seat and live.is_computer(seat)
        # Asked again, the seat a computer keeps for someone away goes at once.
        given = await (await fake.slash(north, "boston replace", options)).message()
        assert given.text == f"Seat {seat} of table {table.id} now belongs to Kibitzer."
        assert live.seats[seat].player_id == kibitzer.id


async def test_the_replace_question_in_swedish(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        east, kibitzer = fake.user("east"), fake.user("kibitzer")
        table = await seated_table(harness)
        live = bot_of(harness).tables.get(table.id)
        seat = live.seat_of(east.id)
        assert seat is not None
        options = {"seat": seat, "member": kibitzer, "table": table.id}
        handle = await fake.slash(fake.owner, "boston replace", options, locale="sv-SE")
        question = await handle.message()
        assert question.text == (
            f"East spelar plats {seat} och har inte gått ifrån bordet. Ge platsen till Kibitzer?"
        )
        assert question.labels == ["Ge bort platsen", "Avbryt"]
        answer = await fake.click(fake.owner, question, label="Ge bort platsen", locale="sv-SE")
        await answer.done()
        await table.settle()
        assert question.text == f"Plats {seat} vid bord {table.id} tillhör nu Kibitzer."
        assert live.seats[seat].player_id == kibitzer.id


async def test_give_the_seat_pressed_again_after_it_gave_says_it_is_given(
    tmp_path: Path,
) -> None:
    """The same **Give the seat** pressed again once the seat is the member's (its first
    answer lost to a stop right after the change was saved, or a second press of a stale
    copy): it says the seat is theirs, not "changed since you asked: nothing was given",
    and changes nothing."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        north, east, kibitzer = fake.user("north"), fake.user("east"), fake.user("kibitzer")
        table = await seated_table(harness)
        live = bot_of(harness).tables.get(table.id)
        seat = live.seat_of(east.id)
        assert seat is not None
        options = {"seat": seat, "member": kibitzer}
        question = await (await fake.slash(north, "boston replace", options)).message()
        give = question.component(label="Give the seat")["custom_id"]
        await (await fake.click(north, question, label="Give the seat")).done()
        await table.settle()
        assert live.seats[seat].player_id == kibitzer.id
        before = digest(path)
        # The question's own buttons are gone: the press comes as a copy of it would, onto
        # a message of North's that has buttons (his hand view), and is answered there.
        view = table.views[north.id]
        await (await fake.forge_component(north, view, give)).done()
        await table.settle()
        assert view.text == f"Seat {seat} of table {table.id} now belongs to Kibitzer."
        assert live.seats[seat].player_id == kibitzer.id and digest(path) == before
