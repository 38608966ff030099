"""Shards: the settings and command line that ask for them, the sharded bot, and a process
restoring only the tables of its own shards' servers (on SQLite and PostgreSQL)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from discord.ext import commands
from pydantic import ValidationError

from bot.cli import main
from bot.config import Settings, parse_shard_ids
from bot.discord_app import ShardedBostonBot, create_bot
from bot.routing import ShardedRoutingState
from bot.tables import Refused, SeededShuffler, TableService
from bot.tables.limits import Limits
from db import Database, Shards
from tests.support.fake_discord import FakeDiscord

ROOT = Path(__file__).parents[1]


def guild_in_shard(shard: int, count: int, n: int = 1) -> int:
    """A server id Discord puts in ``shard`` of ``count`` (its timestamp part chosen)."""
    return ((shard + count * n) << 22) | 12345


def test_shard_ids_are_ranges_or_lists() -> None:
    assert parse_shard_ids("0-3") == (0, 1, 2, 3)
    assert parse_shard_ids("0, 2,5-6") == (0, 2, 5, 6)
    with pytest.raises(ValueError, match="like 0-3"):
        parse_shard_ids("zero")


def test_settings_give_the_shards_of_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SHARD_COUNT", "8")
    monkeypatch.setenv("SHARD_IDS", "4-7")
    assert Settings(_env_file=None).shards == Shards(count=8, ids=(4, 5, 6, 7))  # pyright: ignore[reportCallIssue]
    monkeypatch.delenv("SHARD_IDS")
    assert Settings(_env_file=None).shards == Shards(count=8, ids=tuple(range(8)))  # pyright: ignore[reportCallIssue]
    monkeypatch.delenv("SHARD_COUNT")
    assert Settings(_env_file=None).shards is None  # pyright: ignore[reportCallIssue]


@pytest.mark.parametrize(
    ("count", "ids", "message"),
    [(8, "8", "0 to 7"), (None, "0", "needs SHARD_COUNT"), (4, "1,1", "repeat")],
)
def test_impossible_shards_are_refused(count: int | None, ids: str, message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        Settings(_env_file=None, shard_count=count, shard_ids=ids)  # pyright: ignore[reportCallIssue]


def test_a_server_belongs_to_discords_shard() -> None:
    shards = Shards(count=4, ids=(1, 3))
    assert [shards.owns(guild_in_shard(s, 4)) for s in range(4)] == [False, True, False, True]
    # Discord's formula on a real-looking id: (id >> 22) % count.
    assert Shards(count=2, ids=(1,)).owns(81384788765712384) == bool((81384788765712384 >> 22) % 2)


def test_the_fake_discord_gives_a_server_in_every_shard() -> None:
    for count in (1, 2, 3, 4, 6, 8):  # 3 and 6: a guild takes 3 ids, so blind adding loops
        fake = FakeDiscord(shard_count=count)
        guilds = fake.guild_per_shard()
        assert [(g.id >> 22) % count for g in guilds] == list(range(count))
        assert fake.guild in guilds  # the existing server is used, not replaced
        assert fake.guild_per_shard() == guilds  # asked again: the same servers, none added


def test_the_sharded_bot_connects_only_its_shards() -> None:
    settings = Settings(_env_file=None, shard_count=8, shard_ids="0-3")  # pyright: ignore[reportCallIssue]
    bot = create_bot(settings)
    assert isinstance(bot, ShardedBostonBot) and isinstance(bot, commands.AutoShardedBot)
    assert (bot.shard_count, bot.shard_ids) == (8, [0, 1, 2, 3])
    # Clicks are routed by custom id on the sharded connection state too.
    state = bot._connection  # pyright: ignore[reportPrivateUsage]
    assert isinstance(state, ShardedRoutingState) and state.router is bot.router
    plain = create_bot(Settings(_env_file=None))  # pyright: ignore[reportCallIssue]
    assert not isinstance(plain, commands.AutoShardedBot)


def test_the_command_line_refuses_impossible_shards(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", "--shard-count", "8", "--shards", "6-9"]) == 2
    assert "0 to 7" in capsys.readouterr().err


async def test_start_up_restores_only_the_tables_of_its_shards(database_target: str) -> None:
    db = await Database.open(database_target)
    try:
        first = TableService(db, shuffler=SeededShuffler(1))
        await first.load()
        ids: dict[int, int] = {}
        for shard in range(4):
            table = await first.create_table(
                guild_id=guild_in_shard(shard, 4), channel_id=1, host_id=7 + shard, host_name="Ada"
            )
            ids[shard] = table.id
        await first.close()
        mine = TableService(db, shuffler=SeededShuffler(1), shards=Shards(count=4, ids=(1, 3)))
        assert await mine.load() == []
        assert {t for t in ids.values() if mine.find(t) is not None} == {ids[1], ids[3]}
        await mine.close()
        everyone = TableService(db, shuffler=SeededShuffler(1))
        await everyone.load()
        assert all(everyone.find(t) is not None for t in ids.values())
        await everyone.close()
    finally:
        await db.close()


async def test_a_persons_lobbies_are_capped_across_cluster_processes(database_target: str) -> None:
    """Each process holds only its shards' lobbies: the cap per person counts them all."""
    db = await Database.open(database_target)
    services = [
        TableService(db, shuffler=SeededShuffler(1), shards=Shards(count=4, ids=ids))
        for ids in ((0, 1), (2, 3))
    ]
    try:
        for service in services:
            service.limits = Limits(lobbies_per_user=2)
            await service.load()
        first, second = services

        async def open_lobby(service: TableService, shard: int, host: int) -> None:
            guild_id = guild_in_shard(shard, 4)
            await service.create_table(guild_id=guild_id, channel_id=1, host_id=host, host_name="A")

        await open_lobby(first, 0, host=7)
        await open_lobby(second, 2, host=7)
        with pytest.raises(Refused) as info:
            await open_lobby(first, 1, host=7)
        assert info.value.code == "too_many_lobbies"
        assert len(await db.tables_by_status(["lobby"])) == 2  # the refusal stored nothing
        await open_lobby(first, 1, host=8)  # someone else is not capped by another's lobbies
    finally:
        for service in services:
            await service.close()
        await db.close()


async def test_one_person_opening_lobbies_at_once_gets_no_more_than_the_cap(
    database_target: str,
) -> None:
    """Two /boston new at the same instant (a double click) are counted one after the other."""
    db = await Database.open(database_target)
    service = TableService(db, shuffler=SeededShuffler(1))
    service.limits = Limits(lobbies_per_user=1)
    try:
        await service.load()
        opened = await asyncio.gather(
            *(
                service.create_table(guild_id=5, channel_id=c, host_id=7, host_name="Ada")
                for c in (1, 2)
            ),
            return_exceptions=True,
        )
        refused = [o for o in opened if isinstance(o, Refused)]
        assert len(refused) == 1 and refused[0].code == "too_many_lobbies"
        assert len(await db.tables_by_status(["lobby"])) == 1  # the refusal stored nothing
        assert len([t for t in service.tables() if t.status == "lobby"]) == 1
    finally:
        await service.close()
        await db.close()


async def test_two_cluster_processes_opening_one_persons_lobbies_at_once_keep_the_cap(
    postgres_url: str,
) -> None:
    """Each process has its own connection: the count and the new lobby are one transaction,
    and the person's row, locked by its upsert in that transaction, orders the two."""
    dbs = [await Database.open(postgres_url) for _ in range(2)]
    services = [
        TableService(db, shuffler=SeededShuffler(1), shards=Shards(count=4, ids=ids))
        for db, ids in zip(dbs, ((0, 1), (2, 3)), strict=True)
    ]
    try:
        for service in services:
            service.limits = Limits(lobbies_per_user=1)
            await service.load()
        for round_no in range(5):  # a race may need several tries to show
            host = 100 + round_no
            opened = await asyncio.gather(
                *(
                    service.create_table(
                        guild_id=guild_in_shard(shard, 4), channel_id=1, host_id=host, host_name="A"
                    )
                    for service, shard in zip(services, (0, 2), strict=True)
                ),
                return_exceptions=True,
            )
            assert sum(isinstance(o, Refused) for o in opened) == 1, opened
            assert len(await dbs[0].tables_by_status(["lobby"], host_id=host)) == 1
    finally:
        for service in services:
            await service.close()
        for db in dbs:
            await db.close()


def test_the_example_env_file_runs_unsharded_on_sqlite(tmp_path: Path) -> None:
    """The blank optional settings of .env.example mean "not set"."""
    env = tmp_path / ".env"
    env.write_text(
        (ROOT / ".env.example").read_text(encoding="utf-8").replace("DISCORD_TOKEN=", "X=")
    )
    settings = Settings(_env_file=env)  # pyright: ignore[reportCallIssue]
    assert settings.shards is None
    assert settings.database == Path("boston.sqlite3")
