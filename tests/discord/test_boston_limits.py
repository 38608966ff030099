"""Limits per user (issue 13, finding 12): lobbies per person and per server, and clicks per
user checked before any table's lock — the excess answered privately, nobody else delayed."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.tables import Refused
from bot.tables.limits import ClickLimiter, Limits
from tests.discord.driver import boston, bot_of, open_table, seated_table
from tests.support.db_digest import digest
from tests.tables.support import open_service


async def test_open_lobbies_are_capped_per_person_and_per_server(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    service = await open_service(path)
    service.limits = Limits(lobbies_per_user=3, lobbies_per_server=5)
    for _ in range(3):
        await service.create_table(guild_id=1, channel_id=2, host_id=1, host_name="Ada")
    before = digest(path)
    with pytest.raises(Refused) as info:
        await service.create_table(guild_id=1, channel_id=2, host_id=1, host_name="Ada")
    assert info.value.code == "too_many_lobbies"
    for host in (2, 3):
        await service.create_table(guild_id=1, channel_id=2, host_id=host, host_name="Bo")
    before = digest(path)
    with pytest.raises(Refused) as info:
        await service.create_table(guild_id=1, channel_id=2, host_id=4, host_name="Cy")
    assert info.value.code == "server_busy"
    assert digest(path) == before
    # Another server is not crowded out.
    await service.create_table(guild_id=9, channel_id=2, host_id=4, host_name="Cy")
    await service.close()
    await service.db.close()


def test_the_click_bucket_refills_at_its_rate() -> None:
    now = [0.0]
    limiter = ClickLimiter(burst=3, rate=2.0, clock=lambda: now[0])
    assert [limiter.allow(1) for _ in range(4)] == [True, True, True, False]
    assert limiter.allow(2)  # another user has their own bucket
    now[0] = 0.5
    assert limiter.allow(1) and not limiter.allow(1)


async def test_a_flood_of_clicks_is_answered_and_others_still_play(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        bot_of(harness).clicks = ClickLimiter()  # the bot's own limit (the driver lifts it)
        north, east = fake.user("north"), fake.user("east")
        flood = [fake.click(north, table.message, label="My hand") for _ in range(60)]
        handles = await asyncio.gather(*flood)
        other = await (await fake.click(east, table.message, label="My hand")).message()
        answers = [await h.message() for h in handles]
        assert all(a.ephemeral_to is north for a in answers)
        too_fast = [a for a in answers if "faster than the table" in a.text]
        assert 30 <= len(too_fast) <= 45  # the burst (20) went through, the rest was told
        assert other.ephemeral_to is east and "faster" not in other.text
        lobby, _ = await open_table(harness, east)
        assert lobby is not None


async def test_a_person_at_the_cap_is_shown_where_their_lobbies_are(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        bot_of(harness).tables.limits = Limits(lobbies_per_user=2)
        lobbies = [(await open_table(harness, north))[0] for _ in range(2)]
        reply = await (await fake.slash(north, "boston new")).message()
        assert reply.ephemeral_to is north
        assert "You already have tables waiting for players" in reply.text
        for message in lobbies:
            assert f"/{message.channel.id}/{message.id})" in reply.text
        # Someone else sees none of north's lobbies in their own answers.
        east = fake.user("east")
        opened, confirmation = await open_table(harness, east)
        assert all(str(m.id) not in confirmation.text for m in lobbies)
        assert opened.id not in {m.id for m in lobbies}
