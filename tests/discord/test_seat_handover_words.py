"""A seat given away during play, as the club sees it: the thread is told who plays the seat
now and who before (a person before called); the person replaced sees their open hand view
say that the seat went to someone else and to whom, and pressing **Take my seat back** or
**My hand** hears the same; a newcomer asking for a hand is told how to get
a seat; ``/boston replace`` refused to a player names who may use it; and ``/boston withdraw``
at a table that deals its own cards names itself, not ``/boston score``."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of, open_table, replace_seat, seated_table
from tests.discord.test_boston_club import scorekeeping_table


async def test_a_seat_given_away_is_told_in_the_thread(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east, kibitzer = fake.user("north"), fake.user("east"), fake.user("kibitzer")
        table = await seated_table(harness)
        seat = bot_of(harness).tables.get(table.id).seat_of(east.id)
        assert seat is not None
        await replace_seat(harness, north, {"seat": seat, "member": kibitzer})
        await table.settle()
        line = f"Seat {seat}: <@{kibitzer.id}> takes over from <@{east.id}>."
        await fake.wait_for_message(table.place, lambda m: m.text == line)
        # Given to a computer, the computer is named and the person before called.
        west = fake.user("west")
        held = bot_of(harness).tables.get(table.id).seat_of(west.id)
        await replace_seat(harness, fake.owner, {"seat": held, "table": table.id})
        await table.settle()
        said = f"Seat {held}: Computer {held} (heuristic) takes over from <@{west.id}>."
        await fake.wait_for_message(table.place, lambda m: m.text == said)


async def test_a_seat_given_away_is_told_in_swedish_on_a_swedish_server(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        north, east, kibitzer = fake.user("north"), fake.user("east"), fake.user("kibitzer")
        table = await seated_table(harness)
        seat = bot_of(harness).tables.get(table.id).seat_of(east.id)
        await replace_seat(harness, north, {"seat": seat, "member": kibitzer})
        await table.settle()
        line = f"Plats {seat}: <@{kibitzer.id}> tar över efter <@{east.id}>."
        # Its public line (one it calls alone, reading English, also gets a small line in it).
        await fake.wait_for_message(table.place, lambda m: m.text.splitlines()[0] == line)


async def test_the_person_replaced_hears_where_their_seat_went(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east, kibitzer = fake.user("north"), fake.user("east"), fake.user("kibitzer")
        table = await seated_table(harness)
        service = bot_of(harness).tables
        view = table.views[east.id]
        await (await fake.click(east, view, label="Let a computer play")).done()
        await table.settle()
        seat = service.get(table.id).away_seat_of(east.id)
        assert seat is not None
        notice = await fake.wait_for_message(
            table.place, lambda m: "stepped away" in m.text and "Take my seat back" in m.labels
        )
        back = notice.component(label="Take my seat back")["custom_id"]
        await (await fake.slash(north, "boston replace", {"seat": seat, "member": kibitzer})).done()
        await table.settle()
        # The thread names the computer that kept the seat as the one before, and calls
        # the person whose seat it was (test_seat_names_away_replaced.py).
        line = (
            f"Seat {seat}: <@{kibitzer.id}> takes over from East (computer), "
            f"which was keeping it for <@{east.id}>."
        )
        await fake.wait_for_message(table.place, lambda m: m.text == line)
        said = f"Your seat at table {table.id} (seat {seat}) went to Kibitzer."
        # Her own open hand view says so at once, with no card or button left, and so does
        # the thread's notice (test_step_away_notice_ends.py); its button pressed still (a
        # client that drew it before the edit) and My hand tell her so too, privately.
        assert view.text == said and view.custom_ids == []
        assert notice.text == (
            f"<@{east.id}> stepped away; seat {seat} has since been given to <@{kibitzer.id}>."
        )
        assert notice.custom_ids == []
        public = await (await fake.forge_component(east, table.message, back)).message()
        assert public.ephemeral_to is east and public.text == said
        hand = await (await fake.click(east, table.message, label="My hand")).message()
        assert hand.ephemeral_to is east and hand.text == said
        assert service.get(table.id).seats[seat].player_id == kibitzer.id  # nothing changed
        # In Swedish for a Swedish reader.
        east.locale = "sv-SE"
        swedish = await (await fake.forge_component(east, table.message, back)).message()
        assert swedish.text == (f"Din plats vid bord {table.id} (plats {seat}) gick till Kibitzer.")


async def test_a_newcomer_asking_for_a_hand_is_told_how_to_get_a_seat(tmp_path: Path) -> None:
    """/boston replace gives a seat nobody plays in person: with four people at the table, the
    newcomer is told every seat is taken; once a computer keeps one (a player stepped away),
    that the host can give it to them."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        kibitzer, sven, east = fake.user("kibitzer"), fake.user("sven"), fake.user("east")
        table = await seated_table(harness)
        full = await (await fake.click(kibitzer, table.message, label="My hand")).message()
        assert full.ephemeral_to is kibitzer
        assert full.text == (
            "You are not seated at this table, and every seat is taken: you can follow the game "
            "in the table message."
        )
        taken = await (await fake.click(sven, table.message, label="My hand")).message()
        assert taken.text == (
            "Du sitter inte vid det här bordet, och alla platser är upptagna: du kan följa "
            "spelet i bordsmeddelandet."
        )
        await (await fake.click(east, table.views[east.id], label="Let a computer play")).done()
        await table.settle()
        answer = await (await fake.click(kibitzer, table.message, label="My hand")).message()
        assert answer.ephemeral_to is kibitzer
        assert answer.text == (
            "You are not seated at this table. The host can give you a seat a computer plays, "
            "or keeps for someone away, with `/boston replace`."
        )
        swedish = await (await fake.click(sven, table.message, label="My hand")).message()
        assert swedish.text == (
            "Du sitter inte vid det här bordet. Värden kan ge dig en plats som en dator spelar "
            "eller håller åt någon som gått ifrån, med `/boston replace`."
        )
        # In a lobby, Join is the way: no word of /boston replace there.
        lobby, _ = await open_table(harness, fake.user("south"))
        hand = f"boston:hand:{lobby.custom_ids[0].split(':')[2]}"
        there = await (await fake.forge_component(kibitzer, lobby, hand)).message()
        assert "/boston replace" not in there.text


async def test_replace_refused_to_a_player_says_the_host_or_an_admin(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        east, sven = fake.user("east"), fake.user("sven")
        table = await seated_table(harness, players=("north", "east", "sven", "west"))
        before = dict(bot_of(harness).tables.get(table.id).seats)
        no = await (await fake.slash(east, "boston replace", {"seat": 4})).message()
        host = fake.user("north").id
        assert no.ephemeral_to is east and no.text == (
            "Only the host or a member with Manage Server can give a seat to someone else with "
            f"`/boston replace`.\nThe host of table {table.id} is <@{host}>."
        )
        swedish = await (await fake.slash(sven, "boston replace", {"seat": 4})).message()
        assert swedish.text == (
            "Bara värden eller en medlem med Hantera server kan ge en plats till någon annan "
            f"med `/boston replace`.\nVärden för bord {table.id} är <@{host}>."
        )
        assert bot_of(harness).tables.get(table.id).seats == before


async def test_withdraw_at_a_table_that_deals_names_itself(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "sven", "west")]
        await scorekeeping_table(harness, users, {"mode": "play"})
        live = bot_of(harness).tables.get(1)
        seq = live.seq
        answer = await (await fake.slash(users[0], "boston withdraw", {"deal": 1})).message()
        assert answer.ephemeral_to is users[0]
        assert answer.text == (
            "This table deals its own cards: a deal played here cannot be taken back. "
            "`/boston withdraw` takes back a deal entered with `/boston score`."
        )
        swedish = await (await fake.slash(users[2], "boston withdraw", {"deal": 1})).message()
        assert "`/boston withdraw` tar tillbaka en giv" in swedish.text
        assert live.seq == seq
