"""Which table a command means: the table given; else the table whose
thread this is (finished ones too, for the records); else the one table of this channel the
user sits at; else the user's only table in the server. Where more than one could be meant,
the command is refused privately, naming them, and nothing changes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.engine.cards import cards_str
from bot.tables import Refused, log
from bot.tables.commit import _record_of  # pyright: ignore[reportPrivateUsage]
from tests.discord.agreed_stop import end_table
from tests.discord.driver import boston, bot_of, computers_table, seated_table


async def test_two_tables_in_one_channel_are_named_not_chosen(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east, sven = fake.user("north"), fake.user("east"), fake.user("sven")
        general = fake.guild.channel("general")
        first = await seated_table(harness, general)
        second = await computers_table(harness)
        service = bot_of(harness).tables
        for command in ("boston pause", "boston end", "boston abandon", "boston protocol"):
            refused = await (await fake.slash(north, command, channel=general)).message()
            assert refused.ephemeral_to is north
            assert refused.text == (
                f"You sit at tables {first.id} and {second} here: add `table:` with the one "
                "you mean."
            ), command
        # Elsewhere in the server: both of the user's tables could be meant.
        elsewhere = fake.guild.channel("no-threads")
        refused = await (await fake.slash(north, "boston pause", channel=elsewhere)).message()
        assert refused.text == (
            f"You sit at tables {first.id} and {second} in this server: add `table:` with the "
            "one you mean."
        )
        assert [service.get(i).status for i in (first.id, second)] == ["playing", "playing"]
        assert service.get(first.id).row.end_requested is False
        # In a table's thread, that table; East sits at one table only.
        done = await (await fake.slash(north, "boston pause", channel=first.place)).message()
        assert f"Table {first.id} is paused" in done.text
        assert [service.get(i).status for i in (first.id, second)] == ["paused", "playing"]
        done = await (await fake.slash(east, "boston resume", channel=general)).message()
        # Table 1 found: East is not its host.
        assert done.text == (
            "Only the host or a member with Manage Server can resume the game."
            f"\nThe host of table {first.id} is <@{north.id}>."
        )
        # Sven (Swedish) sits at none and named none, and may pause neither: refused at once,
        # with their host, in his language (not sent to add `table:` first).
        none = await (await fake.slash(sven, "boston pause", channel=general)).message()
        assert none.text == (
            "Bara värden eller en medlem med Hantera server kan pausa spelet.\n"
            f"Värden för bord {first.id} och {second} är <@{north.id}>."
        )
        named = await (await fake.slash(sven, "boston pause", {"table": 99})).message()
        assert named.text == "Det bordet finns inte eller är avslutat."


async def test_new_in_a_tables_thread_opens_in_the_channel(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        kibitzer = fake.user("kibitzer")
        general = fake.guild.channel("general")
        table = await seated_table(harness, general)
        reply = await (await fake.slash(kibitzer, "boston new", channel=table.place)).message()
        assert reply.ephemeral_to is kibitzer
        assert "(the game has its own thread)" in reply.text
        await harness.settle()
        live = bot_of(harness).tables.get(table.id + 1)
        assert live.row.channel_id == general.id
        assert live.row.thread_id not in (None, table.place.id)
        lobby = next(
            m
            for m in general.visible_messages()
            if f"boston:lobby:{live.id}:" in (" ".join(m.custom_ids))
        )
        assert lobby.thread is not None and lobby.thread.id == live.row.thread_id
        assert not any(
            f"boston:lobby:{live.id}:" in c
            for m in table.place.visible_messages()
            for c in m.custom_ids
        )


async def test_a_finished_tables_thread_finds_it_for_protocol_and_export(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, kibitzer = fake.user("north"), fake.user("kibitzer")
        table = await seated_table(harness)
        table_id, thread = table.id, table.place  # the buttons go with the game
        ended = await end_table(fake, north, channel=table.place)
        assert "ended" in ended.text
        await table.settle()
        service = bot_of(harness).tables
        assert service.find(table_id) is None
        # North opens another table: the thread still means the finished one.
        other = await computers_table(harness)
        for command in ("boston pause", "boston end"):
            refused = await (await fake.slash(north, command, channel=thread)).message()
            # Named (playtest 27): not "does not exist", which sent people round in a circle.
            assert refused.text == f"The game at table {table_id} has ended.", command
        assert service.get(other).status == "playing"
        assert service.get(other).row.end_requested is False
        for who in (north, kibitzer):
            export = await (await fake.slash(who, "boston export", channel=thread)).message()
            assert export.ephemeral_to is who
            assert [a.filename for a in export.attachments] == [f"boston-table-{table_id}.json"]
            proto = await (await fake.slash(who, "boston protocol", channel=thread)).message()
            assert proto.ephemeral_to is who
            # Ended before its first deal: which table's it is, the balances and the empty
            # Swedish protocol.
            assert proto.text.splitlines()[:4] == [
                f"**Boston · table {table_id}**",
                "Balances: North 0 · East 0 · South 0 · West 0",
                "```",
                "Played off: 0 of 24",
            ]
            assert [a.filename for a in proto.attachments] == [f"protocol-{table_id}.png"]


async def test_abandon_asks_first_and_only_the_asker_answers(tmp_path: Path) -> None:
    """Review 3, finding 4: ``/boston abandon`` asks privately; **Keep playing** changes
    nothing, someone else's click on the question (a forged one) is refused, and only the
    asker's **Abandon table n** ends the table."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east, owner = fake.user("north"), fake.user("east"), fake.owner
        table = await seated_table(harness)
        table_id = table.id
        service = bot_of(harness).tables
        refused = await (await fake.slash(east, "boston abandon", channel=table.place)).message()
        assert (
            refused.ephemeral_to is east
            and refused.text
            == "Only the host or a member with Manage Server can abandon the table."
            f"\nThe host of table {table_id} is <@{north.id}>."
        )
        question = await (await fake.slash(north, "boston abandon", channel=table.place)).message()
        assert question.ephemeral_to is north
        assert f"Abandon table {table_id}?" in question.text
        assert question.labels == [f"Abandon table {table_id}", "Keep playing"]
        await (await fake.click(north, question, label="Keep playing")).done()
        await harness.settle()
        assert question.text == f"Table {table_id} plays on: nothing was abandoned."
        assert question.labels == [] and service.get(table_id).status == "playing"
        pending = await (await fake.slash(north, "boston abandon", channel=table.place)).message()
        # The owner (an admin) is asked too; East forging the owner's button is refused.
        asked = await (await fake.slash(owner, "boston abandon", {"table": table_id})).message()
        yes = asked.component(label=f"Abandon table {table_id}", type=2)["custom_id"]
        forged = await (await fake.forge_component(east, table.message, yes)).message()
        assert forged.ephemeral_to is east
        assert forged.text == "That question was asked to someone else."
        assert service.get(table_id).status == "playing"
        await (await fake.click(owner, asked, label=f"Abandon table {table_id}")).done()
        await harness.settle()
        assert asked.text == f"Table {table_id} is abandoned."
        assert service.find(table_id) is None and "abandoned" in table.message.text
        # The first question, answered late: the table is gone, and the answer says so.
        late = await (await fake.click(north, pending, label=f"Abandon table {table_id}")).message()
        assert late.ephemeral_to is north and late.text == "That table does not exist or has ended."
        # Keep playing, answered late: not "plays on" for a table that is gone.
        kept = await (await fake.click(north, pending, label="Keep playing")).message()
        assert kept.ephemeral_to is north and kept.text == "That table does not exist or has ended."
        assert pending.labels == [f"Abandon table {table_id}", "Keep playing"]  # left as it was


async def test_an_abandoned_games_finished_deals_are_exported(tmp_path: Path) -> None:
    """Review 3, finding 6: a game abandoned mid-deal exports its finished deals, as a game
    ended by agreement does, and never the abandoned deal's hands."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table = await seated_table(harness)
        table_id, thread = table.id, table.place
        await table.play_deal(1)
        await table.learn_hands()
        user = table.on_turn()
        assert user is not None
        await table.step(user)  # deal 2 is under way
        live = bot_of(harness).tables.get(table_id)
        assert live.game is not None and live.game.current is not None
        deal = live.game.current.deal
        assert deal is not None
        held = [cards_str(deal.dealt[seat]) for seat in range(4)]
        question = await (await fake.slash(north, "boston abandon", channel=thread)).message()
        await (await fake.click(north, question, label=f"Abandon table {table_id}")).done()
        await harness.settle()
        export = await (await fake.slash(north, "boston export", channel=thread)).message()
        assert export.text == (
            f"The game record of table {table_id}: its finished deals (the deal in play when it "
            "was abandoned is left out)."
        )
        data = export.attachments[0].data
        record = json.loads(data)
        assert len(record["deals"]) == 1 and record["deals"][0]["actions"]
        hands = record["deals"][0]["hands"]
        assert all(isinstance(hand, str) and len(hand.split()) == 13 for hand in hands.values())
        assert not any(hand in data.decode() for hand in held)
        replay = await (
            await fake.slash(north, "boston import", {"record": ("game.json", data)})
        ).message()
        assert replay.text.startswith("The record replays: 1 deal")


def test_an_abandoned_log_that_gives_no_finished_deals_gives_no_record() -> None:
    """No deal event, or a log cut before its last deal that does not replay: no record
    (the export then answers the refusal), never an error the user reads as "something
    went wrong"."""
    for events in ([], [(log.DEAL, {})], [(log.START, {}), (log.DEAL, {})]):
        with pytest.raises(Refused) as refused:
            _record_of(events, finished_only=True)
        assert refused.value.code == "deal_in_play"


async def test_a_game_abandoned_in_its_first_deal_exports_nothing(tmp_path: Path) -> None:
    """Abandoned before any deal was finished: no record (not an empty one), and the
    refusal says why."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table = await seated_table(harness)
        table_id, thread = table.id, table.place  # the buttons go with the game
        question = await (await fake.slash(north, "boston abandon", channel=thread)).message()
        await (await fake.click(north, question, label=f"Abandon table {table_id}")).done()
        await harness.settle()
        assert bot_of(harness).tables.find(table_id) is None
        export = await (await fake.slash(north, "boston export", channel=thread)).message()
        assert export.ephemeral_to is north and not export.attachments
        assert export.text.startswith("The table's last deal was never finished")
