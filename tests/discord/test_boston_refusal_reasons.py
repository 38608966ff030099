"""Refusals give the right reason: where the service's code is shared by
several situations, the answer names the one at hand, in the person's language, and nothing
changes."""

from __future__ import annotations

from pathlib import Path

from tests.discord.agreed_stop import end_table
from tests.discord.driver import (
    _world,  # pyright: ignore[reportPrivateUsage]
    boston,
    bot_factory,
    bot_of,
    open_table,
    seated_table,
)
from tests.support.bot_runner import run_bot
from tests.support.fake_discord import FakeDiscord


async def test_the_host_pressing_leave_is_told_to_cancel(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        lobby, _ = await open_table(harness, north)
        answer = await (await fake.click(north, lobby, label="Leave")).message()
        assert answer.ephemeral_to is north
        assert answer.text == "The host cannot leave the lobby: cancel the table instead."
        assert bot_of(harness).tables.get(1).seat_of(north.id) == 1


async def test_take_my_seat_back_by_someone_at_their_own_seat(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        east, south, kibitzer = fake.user("east"), fake.user("south"), fake.user("kibitzer")
        table = await seated_table(harness)
        service = bot_of(harness).tables
        view = table.views[east.id]
        await (await fake.click(east, view, label="Let a computer play")).done()
        await table.settle()
        seat = service.get(table.id).away_seat_of(east.id)
        assert seat is not None
        # Let a computer play pressed again (an old view): told the seat is kept, not "not seated".
        again = f"boston:seat:{table.id}:away"
        twice = await (await fake.forge_component(east, table.message, again)).message()
        assert twice.ephemeral_to is east
        assert twice.text == (
            "A computer already keeps your seat for you: **Take my seat back** returns it."
        )
        back = f"boston:seat:{table.id}:back"
        # South presses East's button (the away notice's, the same id for everyone).
        wrong = await (await fake.forge_component(south, table.message, back)).message()
        assert wrong.ephemeral_to is south
        assert wrong.text.startswith("You are at your own seat already")
        assert service.get(table.id).away_seat_of(east.id) == seat
        # Someone not at the table still hears that they are not seated.
        stranger = await (await fake.forge_component(kibitzer, table.message, back)).message()
        assert stranger.text == "You are not seated at this table."
        await (await fake.click(east, view, label="Take my seat back")).done()
        await table.settle()
        assert service.get(table.id).seat_of(east.id) == seat
        again = await (await fake.forge_component(east, table.message, back)).message()
        assert again.text.startswith("You are at your own seat already")


async def test_replace_with_a_seated_member_names_them(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, south = fake.user("north"), fake.user("south")
        table = await seated_table(harness)
        service = bot_of(harness).tables
        held = service.get(table.id).seat_of(south.id)
        other = next(s for s in (2, 3, 4) if s != held)
        before = dict(service.get(table.id).seats)
        answer = await (
            await fake.slash(north, "boston replace", {"seat": other, "member": south})
        ).message()
        assert answer.ephemeral_to is north
        assert answer.text == f"<@{south.id}> already has a seat at this table (seat {held})."
        assert service.get(table.id).seats == before


async def test_replace_with_the_seats_own_holder_writes_nothing(tmp_path: Path) -> None:
    """A seat given to the person who holds and plays it: refused with the reason, no seat
    change written (it was answered "Seat 2 … now belongs to East." and noted as a change)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, south = fake.user("north"), fake.user("south")
        table = await seated_table(harness)
        bot = bot_of(harness)
        held = bot.tables.get(table.id).seat_of(south.id)
        assert held is not None
        before = dict(bot.tables.get(table.id).seats)
        changes = await bot.tables.db.seat_changes(table.id)
        answer = await (
            await fake.slash(north, "boston replace", {"seat": held, "member": south})
        ).message()
        assert answer.ephemeral_to is north
        assert answer.text == f"<@{south.id}> already has a seat at this table (seat {held})."
        assert bot.tables.get(table.id).seats == before
        assert await bot.tables.db.seat_changes(table.id) == changes


async def test_pause_twice_and_resume_while_playing_say_so(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, sven = fake.user("north"), fake.user("sven")
        table = await seated_table(harness, players=("north", "east", "sven", "west"))
        service = bot_of(harness).tables
        playing = await (await fake.slash(north, "boston resume", {"table": 1})).message()
        assert playing.text == "Table 1 is not paused: it is playing."
        await (await fake.slash(north, "boston pause", {"table": 1})).done()
        again = await (await fake.slash(north, "boston pause", {"table": 1})).message()
        assert again.text == "Table 1 is paused already; `/boston resume` takes it up again."
        assert service.get(table.id).status == "paused"
        # Sven is no host: that reason comes first, in Swedish.
        swedish = await (await fake.slash(sven, "boston pause", {"table": 1})).message()
        assert swedish.text == (
            "Bara värden eller en medlem med Hantera server kan pausa spelet."
            f"\nVärden för bord 1 är <@{north.id}>."
        )


async def test_settings_refused_with_their_reason_in_the_users_language(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, sven = fake.user("north"), fake.user("sven")
        for rules, reason in (
            ("al=7", "`al` must be a whole number from"),
            ("payment=weird", "`payment` must be one of"),
        ):
            answer = await (await fake.slash(north, "boston new", {"rules": rules})).message()
            assert answer.text.startswith("That setting is not possible: " + reason), rules
        assert bot_of(harness).tables.tables() == []
        pair = await (await fake.slash(sven, "boston new", {"rules": "nosuch=1"})).message()
        assert pair.text.startswith("Den inställningen går inte: okänd inställning 'nosuch' (")
        word = await (await fake.slash(sven, "boston new", {"rules": "nosuch"})).message()
        assert word.text.startswith(
            "Den inställningen går inte: 'nosuch' är inte namn=värde för en inställning ("
        )
        variant = await (await fake.slash(sven, "boston new", {"variant": "nosuch"})).message()
        assert variant.text.startswith(
            "Den inställningen går inte: det finns inga regler som heter 'nosuch'; välj en av: "
            "svensk boston (`swedish`), "
        )
        assert "rysk boston (`russian`)" in variant.text  # every variant, by its Swedish name
        assert bot_of(harness).tables.tables() == []
        swedish = await (
            await fake.slash(fake.owner, "boston settings", {"rules": "al=abc"}, locale="sv-SE")
        ).message()
        assert "`ål` måste vara ett heltal från" in swedish.text


async def test_help_for_unknown_rules_names_the_rules(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        answer = await (
            await fake.slash(fake.user("north"), "boston help", {"variant": "zzz"})
        ).message()
        assert answer.text == "There are no rules called 'zzz'; choose a variant from the list."


def _two_servers(fake: FakeDiscord) -> None:
    _world(fake)
    other = fake.add_guild("other server")
    fake.add_user("mallory", guilds=[other])


async def test_another_servers_table_does_not_exist_for_protocol(tmp_path: Path) -> None:
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_two_servers) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        table_id = table.id
        await end_table(fake, fake.user("north"), {"table": table_id})
        await table.settle()
        assert bot_of(harness).tables.find(table_id) is None
        other = fake.guilds[1]
        for command in ("boston protocol", "boston export"):
            answer = await (
                await fake.slash(
                    fake.user("mallory"),
                    command,
                    {"table": table_id},
                    guild=other,
                    channel=other.channel("general"),
                )
            ).message()
            assert answer.text == "That table does not exist or has ended.", command


async def test_what_needs_a_started_game_says_the_table_is_still_a_lobby(tmp_path: Path) -> None:
    """Pausing, ending or scoring a table still in its lobby is refused with that reason (not
    "the game has started or is over", its opposite), in the asker's language; nothing
    changes."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, sven = fake.user("north"), fake.user("sven")
        await open_table(harness, north)  # table 1
        await open_table(harness, sven)  # table 2, Sven's
        said = "That table has not started yet: it is still a lobby."
        for command, options in (
            ("boston pause", {}),
            ("boston resume", {}),
            ("boston end", {}),
            ("boston score", {"contract": "5", "declarer": 1, "tricks": 5}),
        ):
            answer = await (await fake.slash(north, command, {"table": 1, **options})).message()
            assert answer.ephemeral_to is north and answer.text == said, (command, answer.text)
        swedish = await (await fake.slash(sven, "boston end", {"table": 2})).message()
        assert swedish.text == "Det bordet har inte börjat än: det är fortfarande en lobby."
        assert bot_of(harness).tables.get(1).status == "lobby"
