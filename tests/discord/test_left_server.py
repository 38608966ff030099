"""A table belongs to its server: once the bot is no longer in it, nothing there plays on.

Removed while the bot runs, Discord says so (``on_guild_remove``); removed while it is down,
nobody does: the server is simply missing from the gateway's READY. Either way the server's
tables in play are paused (resumed with ``/boston resume`` once the bot is back) and its
lobbies cancelled (they hold no game, and left open they count against their host's open
tables, which nobody could cancel from another server). At start-up the tables in play are
held until the gateway has brought their server, so none plays unseen, nor in English in a
Swedish server, meanwhile.
"""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import BotHarness, boston, bot_of, computers_table, open_table
from tests.support.fake_discord import FakeDiscord, Fault
from tests.support.fake_model import FakeGuild, FakeUser

MISSING_ACCESS = Fault.error(403, 50001, "Missing Access")


async def _away_and_stopped(harness: BotHarness) -> tuple[int, int]:
    """A table of North and three computers in the first server, North stepped away (a
    computer keeps the seat): its computers would play the tour out alone. The bot stops
    before they move (they think for an hour); returns the table and its events so far."""
    bot = bot_of(harness)
    table_id = await computers_table(harness)
    await bot.tables.wait_idle(table_id)
    bot.tables.computer_delay = 3600.0  # cancelled by the stop: no move is made
    await bot.tables.step_away(table_id, harness.fake.user("north").id)
    await harness.settle()
    events = len(await bot.db.event_log(table_id))
    await harness.stop_bot()
    return table_id, events


def _removed_while_down(fake: FakeDiscord) -> tuple[FakeGuild, set[str]]:
    """The bot is removed from the first server while it is down (it stays in another):
    Discord refuses every request there from now on. Returns the server and its channels'
    ids (threads too)."""
    guild = fake.guilds.pop(0)
    fake.add_guild("Another server")
    gone = {str(channel.id) for channel in guild.channels}
    fake.faults.inject(
        "* *", *[MISSING_ACCESS] * 1000, match=lambda r: any(c in r.path for c in gone)
    )
    return guild, gone


async def _back(fake: FakeDiscord, guild: FakeGuild, harness: BotHarness) -> None:
    """The bot is added to the server again."""
    fake.faults.clear()
    fake.guilds.insert(0, guild)
    await fake.dispatch("GUILD_CREATE", guild.to_create_payload(), guild)
    await _handled(harness, fake.user("north"))


async def _handled(harness: BotHarness, user: FakeUser) -> None:
    """The gateway events sent so far are handled: a command sent after them is answered
    after them (the gateway delivers in order), and their handlers have run."""
    await (await harness.fake.direct_slash(user, "boston help", {})).message()
    await harness.settle()


async def test_a_table_of_a_server_left_while_down_is_paused_not_played(tmp_path: Path) -> None:
    """Before, its computers played the tour out within a second of start-up, unseen, and
    its message was redrawn against Discord's 403 for ever (start-up never settled)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table_id, events = await _away_and_stopped(harness)
        guild, gone = _removed_while_down(fake)
        asked = len(fake.requests)
        await harness.start_bot()  # settles: no worker redraws the table for nobody
        bot = bot_of(harness)
        assert bot.get_guild(guild.id) is None
        row = await bot.db.table(table_id)
        assert row is not None and row.status == "paused"
        assert len(await bot.db.event_log(table_id)) == events  # not a move unseen
        live = bot.tables.get(table_id)  # kept, to be resumed
        assert live.status == "paused"
        there = [r for r in fake.requests[asked:] if any(c in r.path for c in gone)]
        assert len(there) <= 2, [r.route for r in there]  # drawn once at start-up, at most

        # Back in the server, the host takes the table up again where it stood.
        await _back(fake, guild, harness)
        north = fake.user("north")
        place = guild.channel("general")
        answer = await (
            await fake.slash(
                north, "boston resume", {"table": table_id}, guild=guild, channel=place
            )
        ).message()
        assert answer.ephemeral_to is north and str(table_id) in answer.text, answer.text
        await bot.tables.wait_idle(table_id)
        assert len(await bot.db.event_log(table_id)) > events


async def test_held_tables_wait_for_their_server_and_speak_its_language(tmp_path: Path) -> None:
    """A server that chose no language speaks its Discord locale's, which is known only once
    the gateway brings the server. The computers of its tables wait for that: every line of
    the tour they play after a restart is in Swedish (before, the deals they played before
    the server arrived were posted in English)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table_id, events = await _away_and_stopped(harness)
        fake.guild.preferred_locale = "sv-SE"  # the server turned Swedish meanwhile
        thread = fake.guild.channel(f"Boston table {table_id}")
        before = {m.id for m in thread.visible_messages()}
        # The gateway connects once start-up is done; its command sync takes a while today.
        # (A table moving meanwhile would play whole deals before its server is known.)
        fake.faults.inject("PUT /applications/{application_id}/commands", Fault.delayed(1.0))
        await harness.start_bot()
        bot = bot_of(harness)
        await bot.tables.wait_idle(table_id)
        await harness.settle()
        assert len(await bot.db.event_log(table_id)) > events
        lines = [m.text for m in thread.visible_messages() if m.id not in before]
        assert lines, "the tour's lines were posted"
        english = ("Deal ", "Table ", " pays ", "wins", "Final")
        assert not [text for text in lines if any(word in text for word in english)], lines


async def _three_lobbies(harness: BotHarness, north: FakeUser) -> None:
    for _ in range(3):
        await open_table(harness, north, harness.fake.guild.channel("general"))


async def _north_opens_elsewhere(harness: BotHarness, north: FakeUser, other: FakeGuild) -> str:
    place = other.channel("general")
    reply = await (await harness.fake.slash(north, "boston new", channel=place)).message()
    return reply.text


async def test_lobbies_of_a_server_the_bot_is_removed_from_are_cancelled(tmp_path: Path) -> None:
    """North's three lobbies in server A no longer hold North's place for tables elsewhere
    once the bot is removed from A (before, "You already have tables waiting for players"
    pointed into A, where nobody could reach them)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        a = fake.guild
        await _three_lobbies(harness, north)
        b = fake.add_guild("Server B")
        await fake.dispatch("GUILD_CREATE", b.to_create_payload(), b)
        await fake.dispatch("GUILD_DELETE", {"id": str(a.id)}, a)
        await _handled(harness, north)
        bot = bot_of(harness)
        assert [t for t in bot.tables.tables() if t.row.guild_id == a.id] == []
        assert await bot.db.tables_by_status(["lobby"], host_id=north.id) == []
        text = await _north_opens_elsewhere(harness, north, b)
        assert "is open" in text, text
        await harness.restart_bot()
        assert [t.row.guild_id for t in bot_of(harness).tables.tables()] == [b.id]


async def test_lobbies_of_a_server_left_while_down_are_cancelled_at_start_up(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        await _three_lobbies(harness, north)
        await harness.stop_bot()
        _removed_while_down(fake)
        await harness.start_bot()
        bot = bot_of(harness)
        assert bot.tables.tables() == []
        assert await bot.db.tables_by_status(["lobby"], host_id=north.id) == []
        text = await _north_opens_elsewhere(harness, north, fake.guilds[0])
        assert "is open" in text, text
