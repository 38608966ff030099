"""``python -m bot db copy``: a whole database from SQLite to PostgreSQL and back, verified by
row counts and by replaying every unfinished table; a wrong copy is caught."""

from __future__ import annotations

import asyncio
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.dbcopy import CopyMismatch, copy_database, main
from db import Database, GuildRules, GuildSettings, StorageError
from db.database import database_target
from db.repos.copying import COPIED, NOT_COPIED
from tests.tables.support import GUILD, human_table, open_service, play_random_human_move


async def played_database(path: Path) -> None:
    """A database with a bit of everything: settled deals, a table mid-deal, a lobby, a
    server's settings and rules."""
    service = await open_service(path, seed=5)
    rng = random.Random(5)
    try:
        busy = await human_table(service)
        for _ in range(160):
            await play_random_human_move(service, busy, rng)
        mid_deal = await human_table(service)
        for _ in range(7):
            await play_random_human_move(service, mid_deal, rng)
        await service.create_table(guild_id=GUILD, channel_id=1, host_id=9, host_name="Ed")
        await service.db.save_guild_choices(
            GuildSettings(guild_id=GUILD, language="sv"),
            GuildRules(guild_id=GUILD, variant="swedish", settings={"al": 80}),
        )
    finally:
        await service.close()
        await service.db.close()


async def test_every_table_of_both_schemas_is_copied(tmp_path: Path, postgres_url: str) -> None:
    """A migration that adds a table must add it to the copy too (or say why not)."""
    async with await Database.open(tmp_path / "x.db"):
        pass
    with sqlite3.connect(tmp_path / "x.db") as conn:
        names = {
            name
            for (name,) in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        }
    assert names == set(COPIED) | set(NOT_COPIED)
    async with await Database.open(postgres_url):
        pass
    conn = await asyncpg.connect(postgres_url)
    try:
        rows = await conn.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
        )
    finally:
        await conn.close()
    assert {row[0] for row in rows} == {*COPIED, *NOT_COPIED, "schema_version"}


async def test_sqlite_to_postgresql_and_back(tmp_path: Path, postgres_url: str) -> None:
    source_path = tmp_path / "source.db"
    await played_database(source_path)
    source = await Database.open(source_path)
    target = await Database.open(postgres_url)
    try:
        report = await copy_database(source, target)
        assert report.replayed == 3  # two tables in play and a lobby
        assert report.counts["deal_results"] > 0 and report.counts["events"] > 100
        assert await target.leaderboard(GUILD) == await source.leaderboard(GUILD)
        assert await target.guild_rules(GUILD, "swedish") == await source.guild_rules(
            GUILD, "swedish"
        )
        # New rows get new ids past the copied ones.
        last = max(row.id for row in await source.tables_by_status(["lobby", "playing"]))
        await target.upsert_player(9, "Ed", GUILD)
        fresh = await target.create_table(
            guild_id=GUILD, channel_id=1, host_player_id=9, variant="swedish", settings={}
        )
        assert fresh.id > last
        # And back into a new SQLite file: the same rows again.
        back = await Database.open(tmp_path / "back.db")
        try:
            again = await copy_database(target, back)
            assert again.counts == await target.row_counts()
        finally:
            await back.close()
    finally:
        await source.close()
        await target.close()


async def copy_altering_events(
    tmp_path: Path, postgres_url: str, alter: Callable[[list[dict[str, Any]]], list[dict[str, Any]]]
) -> None:
    """Copy a played database into PostgreSQL with ``alter`` applied to the events on the way."""
    await played_database(tmp_path / "source.db")
    source = await Database.open(tmp_path / "source.db")
    target = await Database.open(postgres_url)
    real = target.load_rows

    async def load_altered(name: str, rows: Any) -> None:
        await real(name, alter([dict(row) for row in rows]) if name == "events" else rows)

    target.load_rows = load_altered  # type: ignore[method-assign]
    try:
        await copy_database(source, target)
    finally:
        await source.close()
        await target.close()


async def test_a_lost_row_is_caught(tmp_path: Path, postgres_url: str) -> None:
    with pytest.raises(CopyMismatch, match="events"):
        await copy_altering_events(tmp_path, postgres_url, lambda rows: rows[:-1])


async def test_a_changed_event_fails_the_replay(tmp_path: Path, postgres_url: str) -> None:
    """Equal counts are not enough: a payload changed on the way makes the replay differ."""

    def change_the_last_action(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
        assert rows[-1]["kind"] == "action"
        rows[-1]["payload"] = '{"seat": 9, "pass": true}'
        return rows

    with pytest.raises(CopyMismatch, match="table"):
        await copy_altering_events(tmp_path, postgres_url, change_the_last_action)


async def test_a_target_with_rows_is_refused(tmp_path: Path) -> None:
    await played_database(tmp_path / "source.db")
    async with await Database.open(tmp_path / "source.db") as source:
        with pytest.raises(StorageError, match="not empty"):
            await copy_database(source, source)


def test_the_command_copies_and_says_it_verified(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    asyncio.run(played_database(tmp_path / "source.db"))
    assert (
        main(["copy", "--from", f"sqlite:///{tmp_path / 'source.db'}", "--to", postgres_url]) == 0
    )
    out = capsys.readouterr().out
    assert "verified: row counts equal; 3 unfinished tables replay the same" in out
    # A second copy into the now filled database is refused in one line.
    assert main(["copy", "--from", str(tmp_path / "source.db"), "--to", postgres_url]) == 2
    assert "not empty" in capsys.readouterr().err


def test_a_missing_source_or_a_bad_target_is_one_line_and_creates_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.db"
    assert main(["copy", "--from", f"sqlite:///{missing}", "--to", "mysql://x"]) == 2
    assert "not a database: 'mysql://x'" in capsys.readouterr().err
    assert main(["copy", "--from", str(missing), "--to", str(tmp_path / "new.db")]) == 2
    assert "no database file" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_targets() -> None:
    assert database_target("sqlite:///a/b.db") == Path("a/b.db")
    assert database_target("sqlite:////abs/b.db") == Path("/abs/b.db")
    assert database_target("postgresql://u@h/d") == "postgresql://u@h/d"
    with pytest.raises(ValueError, match="not a database"):
        database_target("mysql://x")
