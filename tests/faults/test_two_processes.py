"""Two cluster processes (``python -m bot run --shard-count 2 --shards N``) against the fake
Discord with two shards and one PostgreSQL database: a table of four computers in a server of
each shard is played to its end, one process is SIGKILLed mid-tour and restarted, and nothing
is lost. Each process serves only its own shard's table: while one is dead its table stands
still and the other's goes on."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.tables.log import game_from_events
from db.database import Database
from tests.support.computer_table import seed_computer_table
from tests.support.fake_discord import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]
SHARDS = 2


@pytest.fixture
async def two_shards() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord(shard_count=SHARDS) as fake:
        yield fake


async def spawn(
    fake: FakeDiscord, url: str, shard: int, folder: Path
) -> asyncio.subprocess.Process:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DISCORD_", "DATABASE_", "DEV_", "SHARD_"))
    }
    env |= {
        "DISCORD_TOKEN": fake.token,
        "DISCORD_API_BASE": fake.api_base,
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "DATABASE_URL": url,
        "COMPUTER_DELAY": "0.01",
        "TABLE_EDIT_INTERVAL": "0",
        "LOG_LEVEL": "WARNING",
        "PYTHONPATH": str(ROOT),
    }
    args = ["run", "--shard-count", str(SHARDS), "--shards", str(shard)]
    with (folder / f"stderr{shard}.txt").open("ab") as err:
        return await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            *args,
            cwd=folder,  # no developer's .env here
            env=env,
            stdout=asyncio.subprocess.DEVNULL,
            stderr=err,
        )


async def test_two_cluster_processes_play_their_own_tables_through_a_kill(
    two_shards: FakeDiscord, postgres_url: str, tmp_path: Path
) -> None:
    fake = two_shards
    guilds = fake.guild_per_shard()
    # Seeding writes, so its connection holds the tables' locks: it is closed before the
    # cluster processes start. The test then reads with a connection of its own (reads take
    # no lock).
    async with await Database.open(postgres_url) as seeder:
        tables = [
            await seed_computer_table(
                fake,
                seeder,
                fake.add_channel(guild, "boston"),
                fake.add_user(f"host{n}"),
                tour_length=2,
            )
            for n, guild in enumerate(guilds)
        ]
    db = await Database.open(postgres_url)

    async def log(table_id: int) -> list[tuple[str, dict[str, object]]]:
        return await db.event_log(table_id)

    async def status(table_id: int) -> str:
        row = await db.table(table_id)
        assert row is not None
        return row.status

    try:
        started = [len(await log(t)) for t in tables]
        processes = [await spawn(fake, postgres_url, shard, tmp_path) for shard in range(SHARDS)]

        async def grown(table_id: int, size: int) -> None:
            async def check() -> bool | None:
                for shard, process in enumerate(processes):
                    if process.returncode is not None and process.returncode != -signal.SIGKILL:
                        text = (tmp_path / f"stderr{shard}.txt").read_text()[-2000:]
                        raise AssertionError(f"process {shard} exited: {text}")
                return len(await log(table_id)) >= size or await status(table_id) != "playing"

            for _ in range(1200):
                if await check():
                    return
                await asyncio.sleep(0.1)
            raise AssertionError(f"table {table_id} did not reach {size} events")

        for table_id, size in zip(tables, started, strict=True):
            await grown(table_id, size + 8)
        processes[0].send_signal(signal.SIGKILL)
        await processes[0].wait()
        at_kill = await log(tables[0])
        # The other process goes on with its own table and leaves the dead one's alone.
        other = len(await log(tables[1]))
        await grown(tables[1], other + 8)
        assert await log(tables[0]) == at_kill
        processes[0] = await spawn(fake, postgres_url, 0, tmp_path)
        for table_id in tables:
            await grown(table_id, 10**9)  # until finished
        for process in processes:
            process.terminate()
            await process.wait()

        for table_id in tables:
            assert await status(table_id) == "finished"
        final = await log(tables[0])
        assert final[: len(at_kill)] == at_kill, "a committed event was lost or rewritten"
        for table_id in tables:
            events = await log(table_id)
            assert events[-1][0] == "close"
            assert game_from_events(events).finished
            assert [e.seq for e in await db.events(table_id)] == list(range(1, len(events) + 1))
        for shard in range(SHARDS):
            text = (tmp_path / f"stderr{shard}.txt").read_text()
            assert "Traceback" not in text and "not saved" not in text, text[-2000:]
    finally:
        await db.close()
