"""``/boston stats`` of a player who has left the server: a club looking back at an old game
finds a departed regular by the ``player`` option, which offers this server's players by the
name they played under here (with the day they last played), or by the ``member`` option
with their id pasted (Discord sends them as a user, not a member). The statistics are this
server's alone: another server's player is neither offered nor shown, and the name they go
by elsewhere never appears. The ``member`` option still shows a member's statistics."""

from __future__ import annotations

import sys
from collections.abc import Awaitable
from datetime import UTC, datetime
from pathlib import Path

import pytest

from cogs.boston.stats import PLAYERS_FRESH, SEVERAL_SHOWN, players_matching
from db.models import ServerPlayer
from tests.discord.driver import boston, bot_of
from tests.discord.test_boston_stats_club import (  # pyright: ignore[reportPrivateUsage]
    _deal,
    _table,
)
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import FakeUser, InteractionHandle


async def _text(asked: Awaitable[InteractionHandle]) -> str:
    """The text of the private answer to a command."""
    return (await (await asked).message()).text


async def anna_played(harness: BotHarness, name: str | None = None) -> tuple[int, list[FakeUser]]:
    """Anna, East, South and North at a Swedish table of this server, one deal played (Anna
    +40), Anna by ``name`` here where given: the table and its players in seat order."""
    fake, db = harness.fake, bot_of(harness).db
    seated = [fake.add_user("anna"), *(fake.user(n) for n in ("east", "south", "north"))]
    table = await _table(db, fake.guild.id, seated, "swedish")
    if name is not None:
        await db.upsert_player(seated[0].id, name, fake.guild.id)
    await _deal(db, table, 1, seated, [40, -10, -10, -20], "swedish")
    return table, seated


async def test_a_departed_player_is_found_by_name_and_shown(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        db = bot_of(harness).db
        guild = fake.guild
        _, (anna, _, _, north) = await anna_played(harness)
        del guild.members[anna.id]  # Anna has left the club's server
        day = (await db.server_players(guild.id))[0].last_played.date().isoformat()
        # Typing part of her name offers her, by her name here and the day she last played.
        handle = await fake.autocomplete(north, "boston stats", "player", {"player": "an"})
        await handle.done()
        assert handle.choices == [{"name": f"Anna · last played {day}", "value": str(anna.id)}]
        handle = await fake.autocomplete(
            north, "boston stats", "player", {"player": "ANN"}, locale="sv-SE"
        )
        await handle.done()
        assert handle.choices == [{"name": f"Anna · spelade senast {day}", "value": str(anna.id)}]
        # The suggestion chosen, her statistics here.
        stats = await _text(fake.slash(north, "boston stats", {"player": str(anna.id)}))
        assert stats.startswith("**Anna**\n"), stats
        assert "+40 points in 1 deal" in stats, stats
        # Her name typed in full without choosing, and her id pasted into member: the same.
        typed = await _text(fake.slash(north, "boston stats", {"player": "anna"}))
        assert typed == stats
        pasted = await _text(fake.slash(north, "boston stats", {"member": anna}))
        assert pasted == stats
        assert harness.problems() == []


async def test_a_player_of_another_server_is_neither_offered_nor_shown(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        db = bot_of(harness).db
        north, east, south, west = (fake.user(name) for name in ("north", "east", "south", "west"))
        other = fake.add_guild("Other server")
        bertil = fake.add_user("bertil", guilds=[other])  # never in this server
        elsewhere = [bertil, east, south, west]
        table = await _table(db, other.id, elsewhere, "swedish")
        await _deal(db, table, 1, elsewhere, [60, -20, -20, -20], "swedish")
        # East goes by another name in the other server; here, by the one they played under.
        await db.upsert_player(east.id, "Secret Alias", other.id)
        here = [north, east, south, west]
        table = await _table(db, fake.guild.id, here, "swedish")
        await _deal(db, table, 1, here, [10, -10, 5, -5], "swedish")
        offered: list[str] = []
        for typed in ("", "ber", "secret"):
            handle = await fake.autocomplete(north, "boston stats", "player", {"player": typed})
            await handle.done()
            assert handle.choices is not None
            offered += [choice["name"] for choice in handle.choices]
        assert offered and all(name.split(" · ")[0] in PLAYERS for name in offered), offered
        # Named anyhow, Bertil has no games here: the existing answer, nothing of elsewhere.
        by_id = await _text(fake.slash(north, "boston stats", {"player": str(bertil.id)}))
        assert by_id == f"<@{bertil.id}> has not played here yet."
        by_name = await _text(fake.slash(north, "boston stats", {"player": "Bertil"}))
        assert by_name == "Bertil has not played here yet."
        by_user = await _text(fake.slash(north, "boston stats", {"member": bertil}))
        assert by_user == "Bertil has not played here yet."
        east_here = await _text(fake.slash(north, "boston stats", {"player": str(east.id)}))
        assert east_here.startswith("**East**\n") and "Secret Alias" not in east_here
        # East's deal in the other server (-20) is not counted here.
        assert "-10 points in 1 deal" in east_here and "2 deals" not in east_here, east_here
        assert harness.problems() == []


PLAYERS = {"North", "East", "South", "West"}


async def test_the_member_option_still_shows_a_member(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        db = bot_of(harness).db
        north, east, south, west = (fake.user(name) for name in ("north", "east", "south", "west"))
        players: list[FakeUser] = [north, east, south, west]
        table = await _table(db, fake.guild.id, players, "swedish")
        await _deal(db, table, 1, players, [10, -10, 5, -5], "swedish")
        by_member = await _text(fake.slash(north, "boston stats", {"member": east}))
        assert by_member.startswith("**East**\n") and "-10 points in 1 deal" in by_member
        own = await _text(fake.slash(east, "boston stats", {}))
        assert own == by_member
        # Both options naming East: East; naming two people: which is meant is asked.
        both = {"member": east, "player": str(east.id)}
        assert await _text(fake.slash(north, "boston stats", both)) == by_member
        two = {"member": east, "player": "South"}
        assert await _text(fake.slash(north, "boston stats", two)) == (
            "Name one player, by member or by player, not both."
        )
        swedish = await _text(fake.slash(north, "boston stats", two, locale="sv-SE"))
        assert swedish == "Nämn en spelare, med member eller med player, inte båda."
        assert harness.problems() == []


async def test_suggestions_read_the_server_s_deals_once_while_a_name_is_typed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The option asks at every key typed; the query reads all the server's deals (under the
    lock every table's moves wait on, with SQLite): read once, used again for
    ``PLAYERS_FRESH`` seconds, then read afresh (a new player offered)."""
    clock = [1000.0]
    async with boston(tmp_path / "b.sqlite3") as harness:
        # The module the bot loaded (an extension is loaded as a module of its own).
        loaded = sys.modules[type(bot_of(harness).get_cog("Stats")).__module__]
        monkeypatch.setattr(loaded, "monotonic", lambda: clock[0])
        fake = harness.fake
        db = bot_of(harness).db
        guild = fake.guild
        table, (_, east, south, north) = await anna_played(harness)
        bo = fake.add_user("bo")
        reads: list[int] = []
        read = db.server_players

        async def counted(guild_id: int) -> list[ServerPlayer]:
            reads.append(guild_id)
            return await read(guild_id)

        monkeypatch.setattr(db, "server_players", counted)

        async def offered(typed: str) -> list[str]:
            handle = await fake.autocomplete(north, "boston stats", "player", {"player": typed})
            await handle.done()
            assert handle.choices is not None
            return [choice["name"].split(" · ")[0] for choice in handle.choices]

        assert await offered("an") == ["Anna"]
        assert await offered("ann") == ["Anna"]
        assert reads == [guild.id]
        await db.upsert_player(bo.id, "Bo", guild.id)
        await _deal(db, table, 2, [bo, east, south, north], [40, -10, -10, -20], "swedish")
        clock[0] += PLAYERS_FRESH
        assert await offered("bo") == ["Bo"]
        assert reads == [guild.id, guild.id]
        assert harness.problems() == []


async def test_part_of_a_name_typed_without_picking_finds_the_one_player_it_fits(
    tmp_path: Path,
) -> None:
    """Enter pressed on "anna" without picking the suggestion "Anna Åberg": her statistics,
    as the suggestions offered only her; part of a name several players have is answered
    with their names, not with "has not played here yet"."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        _, (_, _, _, north) = await anna_played(harness, "Anna Åberg")
        whole = await _text(fake.slash(north, "boston stats", {"player": "Anna Åberg"}))
        assert whole.startswith("**Anna Åberg**\n"), whole
        for typed in ("anna", " @Anna ", "åberg"):
            found = await _text(fake.slash(north, "boston stats", {"player": typed}))
            assert found == whole, typed
        several = await _text(fake.slash(north, "boston stats", {"player": "th"}))
        assert several.startswith("Several players here have th in their name: "), several
        assert "North" in several and "South" in several and "East" not in several
        sv = await _text(fake.slash(north, "boston stats", {"player": "th"}, locale="sv-SE"))
        assert sv.startswith("Flera spelare här har th i sitt namn: "), sv
        nobody = await _text(fake.slash(north, "boston stats", {"player": "zed"}))
        assert nobody == "zed has not played here yet."
        assert harness.problems() == []


def test_part_of_a_name_fitting_many_players_keeps_one_more_to_say_there_are_more() -> None:
    when = datetime(2026, 1, 1, tzinfo=UTC)
    players = [
        ServerPlayer(player_id=n, display_name=f"Player {n}", last_played=when)
        for n in range(1, 15)
    ]
    found = players_matching(" @play ", players)
    assert [p.player_id for p in found] == list(range(1, SEVERAL_SHOWN + 2))
    assert players_matching("nobody", players) == []
    assert players_matching(" @ ", players) == []
