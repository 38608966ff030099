"""Club features through the fake Discord: a whole tour to betdelning, leaderboards, stats and
the rating, pause and resume, turn timers and stepping away, replacing and abandoning, server
settings, scorekeeping, export and import of the game record, the protocol picture, and a
Swedish-locale user reading Swedish."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from bot.discord_app import BostonBot, create_bot
from bot.tables import SeededShuffler, TableService
from db.database import Database
from tests.discord.driver import (
    SEED,
    _world,  # pyright: ignore[reportPrivateUsage]
    boston,
    bot_of,
    computers_table,
    open_table,
    replace_seat,
    seated_table,
    settings_for,
)
from tests.support.bot_runner import BotHarness, run_bot
from tests.support.db_digest import digest
from tests.support.fake_model import FakeChannel, FakeMessage, FakeUser
from tests.tables.test_club import ManualSleep
from tests.test_score_sheet import deal_words, rows

PNG = b"\x89PNG"


@asynccontextmanager
async def club(
    path: Path, *, sleep: ManualSleep | None = None, edit_interval: float = 0.02
) -> AsyncIterator[BotHarness]:
    """The bot with heuristic computers at full speed, a small edit interval (a tour makes
    thousands of changes), and optionally turn timers the test releases by hand."""
    db = await Database.open(path)
    service = TableService(
        db,
        shuffler=SeededShuffler(SEED),
        computer_delay=0,
        seed=SEED,
        sleep=sleep.sleep if sleep is not None else asyncio.sleep,
    )

    def factory() -> BostonBot:
        return create_bot(
            settings_for(path),
            service=service,
            edit_interval=edit_interval,
            follow_interval=edit_interval,
            view_rows_every=3600.0,  # rows written only when a test asks: refusals write nothing
        )

    try:
        async with run_bot(factory, setup=_world) as harness:
            yield harness
    finally:
        await db.close()


def thread_of(harness: BotHarness, table_id: int) -> FakeChannel:
    return harness.fake.guild.channel(f"Boston table {table_id}")


async def wait_text(
    harness: BotHarness, place: FakeChannel, text: str, within: float = 5
) -> FakeMessage:
    return await harness.fake.wait_for_message(place, lambda m: text in m.text, within=within)


async def test_a_tour_of_24_betar_played_by_computers_ends_in_betdelning(tmp_path: Path) -> None:
    async with club(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, owner = fake.user("north"), fake.owner
        # The server plays for 0,50 kr per point.
        reply = await (await fake.slash(owner, "boston settings", {"price": 50})).message()
        assert reply.ephemeral and "0,50 kr per point" in reply.text
        table_id = await computers_table(harness)
        service = bot_of(harness).tables
        assert service.get(table_id).options.price_per_point_ore == 50
        table_message = next(
            m for m in fake.guild.channel("general").visible_messages() if "My hand" in m.labels
        )
        hand = await (await fake.click(north, table_message, label="My hand")).message()
        await (await fake.click(north, hand, label="Let a computer play")).done()
        assert "Take my seat back" in hand.labels
        thread = thread_of(harness, table_id)
        final = await wait_text(harness, thread, "Final balances", within=120)
        assert "betdelning: columns" in final.text and " kr" in final.text
        # SV-P11: a tour that ends by its betar says so, not as an agreed stop would.
        assert "**The tour is over:** all 24 betar are played off." in final.text
        assert "(at 0,50 kr per point)" in final.text  # a price: no sign, as in /boston settings
        await harness.settle()
        assert service.find(table_id) is None
        tours = await bot_of(harness).db.tours(table_id)
        assert [(t.length, t.status, t.played_off) for t in tours] == [(24, "finished", 24)]
        results = await bot_of(harness).db.tour_results(tours[0].id)
        assert sum(r.balance for r in results) == 0
        # The host's seat went to a computer, but the tour counts for the host.
        board = await (await fake.slash(north, "boston leaderboard")).message()
        assert f"<@{north.id}>" in board.text
        assert "rating" not in board.text  # alone among computers: rated by no one
        tour_board = await (
            await fake.slash(north, "boston leaderboard", {"period": "tour"})
        ).message()
        assert f"(tour {tours[0].id})" in tour_board.text
        # A tour's number alone means that tour; a number that is no finished tour says which are.
        numbered = await (
            await fake.slash(north, "boston leaderboard", {"tour": tours[0].id})
        ).message()
        assert f"(tour {tours[0].id})" in numbered.text
        unknown = await (await fake.slash(north, "boston leaderboard", {"tour": 99})).message()
        assert (
            unknown.text
            == f"Number 99 is not among the finished tours and games here: {tours[0].id}."
        )
        stats = await (await fake.slash(north, "boston stats")).message()
        assert "Tours: 1 played" in stats.text
        # North let a computer play from the first deal: the tour's points are North's, the
        # computer's contracts are not (no rows of "0/0 made" either).
        assert "· 1 of the deals ended by someone else" not in stats.text
        assert (
            "of the deals ended by someone else in the seat: in the figures above; below, only "
            "what was bid or whisted in person" in stats.text
        )
        assert (
            "No contracts or whists in person yet: someone else (a computer, or the seat's "
            "earlier holder) played every deal in the seat." in stats.text
        )
        assert "0/0 made" not in stats.text and "spel (" not in stats.text
        # Alone among computers: a tour needs two rated players to rate anyone.
        assert (
            "No rating yet: ratings come from finished tours and games with other people; "
            "computers are not rated" in stats.text
        )
        # The finished table's protocol, as a picture and as text.
        proto = await (await fake.slash(north, "boston protocol", {"table": table_id})).message()
        assert proto.ephemeral and proto.attachments
        assert proto.attachments[0].data.startswith(PNG) and "Balances" in proto.text
        # Beside the protocol, the score sheet of every deal, read back from the log.
        sheet = proto.attachments[1]
        assert sheet.filename == f"score-sheet-{table_id}.txt"
        lines = sheet.data.decode().splitlines()
        assert lines[0] == f"Boston · table {table_id}" and lines[8].startswith("Deal")
        # The host stepped away during deal 1: the column is theirs, and a line under the
        # title says the computer kept their seat from then on (RF-2.6).
        kept = "Seat 1: North; a computer kept it for North from deal 1, during the auction"
        assert lines[2] == kept
        assert lines[4] == "1 = North"  # the key: each column's player in full
        deals = sum(1 for e in await bot_of(harness).db.events(table_id) if e.kind == "deal")
        assert list(rows(sheet.data.decode())) == list(range(1, deals + 1))
        assert lines[-1].startswith("Total")
        # Its record can be exported now that the game is over.
        export = await (await fake.slash(north, "boston export", {"table": table_id})).message()
        record = json.loads(export.attachments[0].data)
        assert record["format"].startswith("boston-record")


async def test_the_protocol_button_sends_the_picture_privately(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        north = harness.fake.user("north")
        sheet = await (await harness.fake.click(north, table.message, label="Protocol")).message()
        assert sheet.ephemeral_to is north
        assert sheet.attachments and sheet.attachments[0].data.startswith(PNG)
        assert "Balances" in sheet.text


async def test_pause_resume_replace_and_abandon(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        service = bot_of(harness).tables
        refused = await (await fake.slash(east, "boston pause", {"table": table.id})).message()
        assert refused.content == (
            "Only the host or a member with Manage Server can pause the game."
            f"\nThe host of table {table.id} is <@{north.id}>."
        )
        done = await (await fake.slash(north, "boston pause", channel=table.place)).message()
        assert "is paused" in done.content
        assert service.get(table.id).status == "paused"
        await wait_text(harness, table.place, "The table is paused")
        await (await fake.slash(north, "boston resume", {"table": table.id})).done()
        assert service.get(table.id).status == "playing"
        await wait_text(harness, table.place, "The table plays on.")
        # An admin (the server owner) gives east's seat to a computer: east is playing (he
        # has not stepped away), so the admin is asked first, and nothing changes until then.
        seat = service.get(table.id).seat_of(east.id)
        assert seat is not None
        options = {"seat": seat, "table": table.id}
        question = await (await fake.slash(fake.owner, "boston replace", options)).message()
        assert question.ephemeral_to is fake.owner
        assert question.text == (
            f"East is playing seat {seat} and has not stepped away. Give the seat to a computer?"
        )
        assert service.get(table.id).seats[seat].player_id == east.id
        await (await fake.click(fake.owner, question, label="Give the seat")).done()
        assert f"Seat {seat} of table {table.id}" in question.text
        assert service.get(table.id).is_computer(seat)
        # Its own, as the lobby names one: it keeps the seat for nobody.
        assert service.get(table.id).seats[seat].display_name == f"Computer {seat} (heuristic)"
        not_host = await (await fake.slash(east, "boston abandon", {"table": table.id})).message()
        assert not_host.content == (
            "Only the host or a member with Manage Server can abandon the table."
            f"\nThe host of table {table.id} is <@{north.id}>."
        )
        table_id = table.id  # read from the message's buttons, which go with the table
        question = await (await fake.slash(north, "boston abandon", {"table": table_id})).message()
        await (await fake.click(north, question, label=f"Abandon table {table_id}")).done()
        await harness.settle()
        assert service.find(table_id) is None
        # A game abandoned in play: its thread is told, and its message keeps the balances.
        assert "This game was abandoned: it stopped here" in table.message.text
        assert "Balances:" in table.message.text
        told = [m.text for m in table.place.visible_messages()]
        assert any(m.startswith(f"<@{north.id}> abandoned table {table_id}:") for m in told)


async def test_settings_need_manage_server(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        no = await (
            await fake.slash(fake.user("east"), "boston settings", {"rules": "al=48"})
        ).message()
        assert no.content.startswith("Only members with Manage Server")
        yes = await (
            await fake.slash(fake.owner, "boston settings", {"rules": "tour_length=12", "timer": 5})
        ).message()
        assert "Betar in a tour (`tour_length`): 12" in yes.content
        # A choice the variant has words for is said in them, with the id that types it.
        assert "(`payment`): traditional payment (protocol) (`traditional`)" in yes.content
        assert "turn timer 5 min" in yes.content
        db = bot_of(harness).db
        stored = await db.guild_settings(fake.guild.id)
        assert stored.turn_timer_minutes == 5
        assert (await db.guild_rules(fake.guild.id, "swedish")).settings == {"tour_length": 12}
        # A new table takes the server's defaults.
        await open_table(harness, fake.user("north"))
        live = bot_of(harness).tables.get(1)
        assert live.options.timer_minutes == 5 and live.row.settings["tour_length"] == 12
        assert live.row.settings["al"] == 96
        # No timer is said in words, not as "0 min".
        off = await (await fake.slash(fake.owner, "boston settings", {"timer": 0})).message()
        assert "no turn timer" in off.content and "0 min" not in off.content


async def test_dawson_settings_from_the_server_and_the_lobby(tmp_path: Path) -> None:
    """Dawson's own settings (DW-P3, DW-P4) are reachable: stored as the server's Dawson
    document, overridden by /boston new's rules, refused with the reason when out of range."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        reply = await (
            await fake.slash(
                fake.owner, "boston settings", {"variant": "dawson", "rules": "whister=on ante=5"}
            )
        ).message()
        assert "Whister allowed (`whister`): on" in reply.content
        assert "Ante per player (`ante`): 5" in reply.content
        # `variant` chose the rules and also the server's default: the reply says so.
        assert reply.content.startswith(
            "New tables now play Dawson's Boston by default (before: Swedish Boston)."
        )
        bad = await (
            await fake.slash(
                fake.owner, "boston settings", {"variant": "dawson", "rules": "ante=0"}
            )
        ).message()
        assert "ante" in bad.content and "from 1" in bad.content
        await (
            await fake.slash(
                north, "boston new", {"rules": "pool_cap=300 whister_single_fault=yes"}
            )
        ).done()
        await harness.settle()
        live = bot_of(harness).tables.get(1)
        assert live.row.variant == "dawson"
        assert {k: live.row.settings[k] for k in ("ante", "whister", "pool_cap")} == {
            "ante": 5,
            "whister": True,
            "pool_cap": 300,
        }
        assert live.row.settings["whister_single_fault"] is True
        # Before anyone sits down, the lobby says what differs from the plain game.
        general = fake.guild.channel("general")
        lobby = next(m for m in general.visible_messages() if "boston:lobby:1:join" in m.custom_ids)
        lines = lobby.text.splitlines()
        terms = lines[lines.index("Played at this table:") + 1]  # the terms under the heading
        for said in ("Ante per player: 5", "Whister allowed: on", "300"):
            assert said in terms, terms
        wrong = await (await fake.slash(north, "boston new", {"rules": "al=80"})).message()
        assert "unknown setting 'al' (known: " in wrong.content  # Dawson's rules have no ål
        # The rules option suggests the chosen variant's settings, from its model.
        options = {"variant": "dawson", "rules": "whister=on po"}
        handle = await fake.autocomplete(north, "boston new", "rules", options)
        await handle.done()
        assert handle.choices is not None
        assert [c["value"] for c in handle.choices] == ["whister=on pool_cap="]
        # Once a setting's "=" is typed, its values, each typed and said in the reader's words.
        options = {"variant": "dawson", "rules": "ante=5 whister="}
        handle = await fake.autocomplete(north, "boston new", "rules", options, locale="sv-SE")
        await handle.done()
        assert handle.choices is not None
        values = [c["value"] for c in handle.choices]
        assert values == ["ante=5 whister=på", "ante=5 whister=av"], values
        assert "på" in handle.choices[0]["name"], handle.choices[0]["name"]
        handle = await fake.autocomplete(
            north, "boston new", "rules", {"rules": "payment=s"}, locale="sv-SE"
        )
        await handle.done()
        assert handle.choices is not None
        assert [c["value"] for c in handle.choices] == ["payment=simplified"]
        # A word of the setting's label in the reader's language finds it ("betar"), offered
        # by its name in that language, and a value its words ("på").
        handle = await fake.autocomplete(
            north, "boston new", "rules", {"rules": "al=96 betar"}, locale="sv-SE"
        )
        await handle.done()
        assert handle.choices is not None
        assert [c["value"] for c in handle.choices] == ["al=96 turlängd="]
        options = {"variant": "dawson", "rules": "whister=på"}
        handle = await fake.autocomplete(north, "boston new", "rules", options, locale="sv-SE")
        await handle.done()
        assert handle.choices is not None
        assert [c["value"] for c in handle.choices] == ["whister=på"]
        # The English word being typed is offered in English.
        options = {"variant": "dawson", "rules": "whister=o"}
        handle = await fake.autocomplete(north, "boston new", "rules", options, locale="sv-SE")
        await handle.done()
        assert handle.choices is not None
        assert [c["value"] for c in handle.choices] == ["whister=on", "whister=off"]


async def test_turn_timer_reminds_then_a_computer_keeps_the_seat(tmp_path: Path) -> None:
    sleep = ManualSleep()
    async with club(tmp_path / "b.sqlite3", sleep=sleep) as harness:
        fake = harness.fake
        north = fake.user("north")
        table_id = await computers_table(harness, {"timer": 2})
        service = bot_of(harness).tables
        assert await sleep.next_waiter() == 60.0  # half of two minutes
        thread = thread_of(harness, table_id)
        sleep.release()
        reminder = await wait_text(harness, thread, "before a computer plays for you")
        assert f"<@{north.id}>" in reminder.text
        assert await sleep.next_waiter() == 60.0
        sleep.release()
        away = await wait_text(harness, thread, "a computer plays the seat")
        # Called by name: the timer moved them, and they may not know it yet.
        assert away.text.startswith(f"<@{north.id}> did not play in time")
        assert north.id in away.notified
        assert service.get(table_id).away_seat_of(north.id) == 1
        back = await (await fake.click(north, away, label="Take my seat back")).message()
        assert back.ephemeral_to is north and "the seat is yours again" in back.text
        assert service.get(table_id).away_seat_of(north.id) is None
        # Said once, by the notice itself, edited without its button (they did it
        # themselves: no line below calls them).
        returned = await wait_text(harness, thread, "until they took it back")
        assert returned.id == away.id and returned.custom_ids == []
        assert not [m for m in thread.visible_messages() if "is back at the table" in m.text]
        # Stepping away oneself is said, and pings nobody.
        table_message = next(
            m for m in fake.guild.channel("general").visible_messages() if "My hand" in m.labels
        )
        view = await (await fake.click(north, table_message, label="My hand")).message()
        await (await fake.click(north, view, label="Let a computer play")).done()
        stepped = await wait_text(harness, thread, "stepped away")
        assert stepped.text.startswith(f"<@{north.id}> stepped away: a computer plays the seat")
        assert stepped.notified == set()


async def test_a_table_without_timer_never_moves_on_its_own(tmp_path: Path) -> None:
    sleep = ManualSleep()
    async with club(tmp_path / "b.sqlite3", sleep=sleep) as harness:
        table_id = await computers_table(harness, {"timer": 0})
        await harness.settle()
        assert sleep.waiting == []
        assert (
            bot_of(harness).tables.get(table_id).away_seat_of(harness.fake.user("north").id) is None
        )


async def scorekeeping_table(
    harness: BotHarness, users: list[FakeUser], options: dict[str, object]
) -> FakeMessage:
    """The first user opens a table with ``options``, the others join, and it starts."""
    fake = harness.fake
    place = fake.guild.channel("general")
    await (await fake.slash(users[0], "boston new", options)).done()
    message = await fake.wait_for_message(
        place, lambda m: any("boston:lobby:" in c for c in m.custom_ids)
    )
    for user in users[1:]:
        await (await fake.click(user, message, label="Join")).done()
    await (await fake.click(users[0], message, label="Start")).done()
    await harness.settle()
    return message


async def test_no_computer_takes_a_seat_at_a_scorekeeping_table(tmp_path: Path) -> None:
    """The four people hold the real cards and enter the scores: a step away (a forged
    button), a ``/boston replace`` with a computer and a **Computer** button in its lobby are each
    refused in words, and change nothing."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        message = await scorekeeping_table(harness, users, {"mode": "score"})
        said = (
            "A scorekeeping table seats four people playing with real cards: no computer "
            "takes a seat there."
        )
        before = digest(path)
        away = await (await fake.forge_component(users[0], message, "boston:seat:1:away")).message()
        assert away.ephemeral_to is users[0] and away.text == said
        replaced = await (await fake.slash(users[0], "boston replace", {"seat": 2})).message()
        assert replaced.text == said
        await harness.settle()
        assert digest(path) == before
        live = bot_of(harness).tables.get(1)
        assert all(live.seats[s].player_id == u.id for s, u in enumerate(users, 1))
        # A person may still take a seat over (one who left the evening early).
        await replace_seat(harness, users[0], {"seat": 2, "member": fake.user("kibitzer")})
        assert live.seats[2].player_id == fake.user("kibitzer").id
        # And in a scorekeeping lobby, a Computer button is refused for the same reason.
        await (await fake.slash(fake.user("sven"), "boston new", {"mode": "score"})).done()
        lobby = await fake.wait_for_message(
            fake.guild.channel("general"),
            lambda m: m.id != message.id and any("boston:lobby:" in c for c in m.custom_ids),
        )
        add = lobby.custom_ids[0].rsplit(":", 1)[0] + ":cpu-heuristic"  # not offered there
        refused = await (await fake.forge_component(fake.user("sven"), lobby, add)).message()
        assert refused.text == (  # in Sven's language
            "Ett poängföringsbord har fyra personer som spelar med riktiga kort: ingen dator "
            "tar plats där."
        )


async def test_scorekeeping_export_and_import(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        place = fake.guild.channel("general")
        message = await scorekeeping_table(harness, users, {"mode": "score"})
        live = bot_of(harness).tables.get(1)
        assert live.game is not None and live.game.current is None  # no cards dealt
        # /boston score takes seats by number: the table message says whose each is.
        await harness.settle()
        # Two seats a line on a phone: one line took 62 columns with these short names.
        seats = [f"{n} {u.display_name}" for n, u in enumerate(users, start=1)]
        said = f"Seats (for `/boston score`): {seats[0]} · {seats[1]}\n{seats[2]} · {seats[3]}"
        assert said in message.text
        bad = await (
            await fake.slash(users[0], "boston score", {"contract": "5", "declarer": 1})
        ).message()
        assert bad.ephemeral and bad.content.startswith("That result was not accepted:")
        # A member named as the declarer must sit here, and agree with a seat also given.
        kibitzer = fake.user("kibitzer")
        deal = {"contract": "5", "trumps": "plain", "tricks": 5}
        named = {**deal, "declarer_member": kibitzer}
        nobody = await (await fake.slash(users[0], "boston score", named)).message()
        assert nobody.text == (
            f"That result was not accepted: {kibitzer.display_name} has no seat at table 1."
        )
        both = {**deal, "declarer": 3, "declarer_member": users[1]}
        two = await (await fake.slash(users[0], "boston score", both)).message()
        assert two.text == (
            f"That result was not accepted: {users[1].display_name} sits in seat 2, but "
            "`declarer` says seat 3. Give one of them."
        )
        assert live.game.deals.settled == 0  # neither was entered
        good = await (
            await fake.slash(
                users[1],
                "boston score",
                {"contract": "5", "declarer_member": users[2], "trumps": "plain", "tricks": 5},
            )
        ).message()
        assert good.content.startswith("Deal 1 entered at table 1.") and "This deal:" in good.text
        await wait_text(harness, message.thread or place, "**Deal 1**")
        export = await (await fake.slash(users[0], "boston export")).message()
        assert export.ephemeral and export.attachments[0].filename == "boston-table-1.json"
        data = export.attachments[0].data
        replay = await (
            await fake.slash(users[0], "boston import", {"record": ("game.json", data)})
        ).message()
        assert replay.ephemeral and "The record replays: 1 deal." in replay.text
        assert replay.attachments[0].data.startswith(PNG)
        assert replay.attachments[0].filename == "protocol-game.png"
        assert replay.attachments[1].filename == "score-sheet-game.txt"
        lines = replay.attachments[1].data.decode().splitlines()
        assert lines[0] == "game.json" and lines[2:4] == ["1 = North", "2 = East"]
        assert lines[6].startswith("Deal") and lines[-1].startswith("Total")
        assert list(rows(replay.attachments[1].data.decode())) == [1]
        broken = json.loads(data)
        broken["deals"][0]["result"]["tricks"]["declarer"] = 14
        error = await (
            await fake.slash(
                users[0], "boston import", {"record": ("bad.json", json.dumps(broken).encode())}
            )
        ).message()
        assert error.text.startswith("The record could not be replayed:") and "deal 1" in error.text


async def test_a_score_entered_at_a_table_that_deals_is_refused_in_words(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        await scorekeeping_table(harness, users, {"mode": "play"})
        live = bot_of(harness).tables.get(1)
        seq = live.seq
        answer = await (
            await fake.slash(users[0], "boston score", {"contract": "5", "declarer": 1})
        ).message()
        assert answer.ephemeral_to is users[0]
        assert answer.content == (
            "This table deals its own cards: its deals are played here, "
            "not entered with `/boston score`."
        )
        assert live.seq == seq  # nothing entered


async def test_a_swedish_user_reads_swedish(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        sven = fake.user("sven")
        board = await (await fake.slash(sven, "boston leaderboard")).message()
        assert board.content == "Ingen har spelat här ännu."
        stats = await (await fake.slash(sven, "boston stats")).message()
        assert "har inte spelat här ännu" in stats.content
        no = await (await fake.slash(sven, "boston settings", {"rules": "al=48"})).message()
        assert no.content.startswith("Bara medlemmar med Hantera server")
        command = fake.global_commands["boston"]
        pause = next(o for o in command["options"] if o["name"] == "pause")
        assert pause["description_localizations"]["sv-SE"].startswith("Lägg ett bord åt sidan")
        # A server that chose Swedish gets Swedish public table messages too.
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        message, _ = await open_table(harness, sven)
        assert "Sätt dig" in message.labels and "Ett nytt bord" in message.text


async def test_score_suggests_the_contracts_of_the_table(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        await (await fake.slash(north, "boston new", {"mode": "score"})).done()
        await harness.settle()
        handle = await fake.autocomplete(north, "boston score", "contract", {"contract": "mis"})
        await handle.done()
        assert handle.choices is not None
        values = [c["value"] for c in handle.choices]
        assert "petite-misere" in values and "5" not in values


async def test_a_dawson_table_speaks_dawsons_words(tmp_path: Path) -> None:
    """DW-D2: Dawson's preferences and eldest, never the Swedish words, on its public table
    message; the variant's name in the lobby line."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table_id = await computers_table(harness, {"variant": "dawson"})
        message = next(
            m
            for m in fake.guild.channel("general").visible_messages()
            if any(f"boston:hand:{table_id}" in c for c in m.custom_ids)
        )
        text = message.text
        assert "Dawson's Boston" in text
        assert "first preference" in text and "second preference" in text and "eldest" in text
        assert "högsta färg" not in text and "förhand" not in text and "i färg" not in text


async def test_a_dawson_scorekeeping_table_takes_dawsons_scored_form(tmp_path: Path) -> None:
    """``/boston score`` sends only what was given, so a Dawson result (no honours, no
    concession in its scored form, DW-P1) is accepted; an honours count is refused by the rules."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        await scorekeeping_table(harness, users, {"mode": "score", "variant": "dawson"})
        entered = {"contract": "7", "declarer": 2, "trumps": "first", "tricks": 8}
        bad = await (
            await fake.slash(users[0], "boston score", {**entered, "honours": 3})
        ).message()
        assert bad.content.startswith("That result was not accepted:")
        # A suit is sent only when given; Dawson's scored form names a class, not a suit.
        suited = await (
            await fake.slash(users[0], "boston score", {**entered, "suit": "H"})
        ).message()
        assert suited.content.startswith("That result was not accepted:")
        good = await (await fake.slash(users[0], "boston score", entered)).message()
        assert good.content.startswith("Deal 1 entered at table 1."), good.content
        live = bot_of(harness).tables.get(1)
        assert live.game is not None and live.game.deals[0].settled


async def test_a_live_swedish_protocol_comes_with_every_deal_beside_it(tmp_path: Path) -> None:
    """``/boston protocol`` at a live Swedish table (traditional payment) after three deals: the
    protocol (SV-P1) and its picture, and beside them the score sheet as a file listing deal 1
    too, which the live game no longer holds (it is read from the log)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        await scorekeeping_table(harness, users, {"mode": "score"})
        deal = {"contract": "5", "declarer_member": users[2], "trumps": "plain", "tricks": 5}
        for n in (1, 2, 3):
            entered = await (await fake.slash(users[1], "boston score", deal)).message()
            assert entered.content.startswith(f"Deal {n} entered at table 1."), entered.content
        live = bot_of(harness).tables.get(1)
        assert live.game is not None and live.game.deals.offset == 1  # deal 1: only in the log
        answer = await (await fake.slash(users[3], "boston protocol")).message()
        assert answer.ephemeral_to is users[3] and "Played off:" in answer.text
        picture, sheet = answer.attachments
        assert picture.data.startswith(PNG) and sheet.filename == "score-sheet-1.txt"
        # The files are named in the reader's language.
        users[2].locale = "sv-SE"
        swedish = await (await fake.slash(users[2], "boston protocol")).message()
        assert [a.filename for a in swedish.attachments] == [
            "protokoll-1.png",
            "protokollblad-1.txt",
        ]
        lines = sheet.data.decode().splitlines()
        assert list(rows(sheet.data.decode())) == [1, 2, 3]
        said = deal_words(sheet.data.decode())
        assert len(said) == 3 and all(words.endswith(", made") for words in said.values())
        balances = [int(w) for w in lines[-1].split()[1:5]]
        assert balances == [live.game.balances[s] for s in (1, 2, 3, 4)]


async def test_typed_nantes_doubles_are_checked_over_the_servers_deals(tmp_path: Path) -> None:
    """NT-G2 with the server's stored rules: a server of four-deal Nantes games refuses a
    table typed with five doubles (before, it opened a game doubling more deals than it
    plays), and its settings refuse ``doubles=5`` the same way."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        rules = {"variant": "nantes", "rules": "deals=4"}
        await (await fake.slash(fake.owner, "boston settings", rules)).done()
        north = fake.user("north")
        typed = {"variant": "nantes", "rules": "doubles=5"}
        no = await (await fake.slash(north, "boston new", typed)).message()
        assert no.content.startswith("That setting is not possible: `doubles` (5) cannot be")
        assert bot_of(harness).tables.tables() == []
        again = await (await fake.slash(fake.owner, "boston settings", typed)).message()
        assert "cannot be more than the deals in the game (4)" in again.content
        stored = await bot_of(harness).db.guild_rules(fake.guild.id, "nantes")
        assert stored.settings == {"deals": 4}
        await (await fake.slash(north, "boston new", {**typed, "rules": "doubles=4"})).done()
        await harness.settle()
        assert bot_of(harness).tables.get(1).row.settings["doubles"] == 4
