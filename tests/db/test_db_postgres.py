"""What only the PostgreSQL backend has: its migrations, its placeholders, and the advisory
lock that keeps a second process off a table another one serves."""

from __future__ import annotations

import asyncio
import contextlib
import sys
import textwrap
import traceback

import asyncpg
import pytest

from db import (
    ConstraintViolation,
    Database,
    DatabaseProblem,
    DatabaseTooNew,
    DatabaseUnknown,
    StorageUnavailable,
    TableBusy,
)
from db.connection import Tx
from db.postgres import PostgresConnection, translate
from db.schema import latest_version, load_migrations


def test_postgresql_migrations_match_sqlites_number_for_number() -> None:
    sqlite = [m.name for m in load_migrations()]
    postgresql = [m.name for m in load_migrations("postgresql")]
    assert postgresql == sqlite


def test_placeholders_become_numbered_and_strings_and_casts_stay() -> None:
    assert translate("SELECT ? , ? FROM t WHERE s = '?:x'") == (
        "SELECT $1 , $2 FROM t WHERE s = '?:x'",
        None,
    )
    assert translate("UPDATE t SET a = :a, b = :b::text WHERE id = :id AND a = :a") == (
        "UPDATE t SET a = $1, b = $2::text WHERE id = $3 AND a = $1",
        ("a", "b", "id"),
    )
    with pytest.raises(ValueError, match="mixes"):
        translate("SELECT ? WHERE a = :a")


async def new_table(database: Database, guild_id: int = 100) -> int:
    await database.upsert_player(1, "Anna", guild_id)
    row = await database.create_table(
        guild_id=guild_id, channel_id=10, host_player_id=1, variant="swedish", settings={}
    )
    return row.id


async def test_a_second_connection_cannot_act_on_a_served_table(postgres_url: str) -> None:
    first = await Database.open(postgres_url)
    second = await Database.open(postgres_url)
    try:
        table_id = await new_table(first)
        await first.append_event(table_id, 1, "start", {})
        with pytest.raises(TableBusy):
            await second.append_event(table_id, 2, "act", {})
        with pytest.raises(TableBusy):
            await second.set_table_status(table_id, "paused")
        assert [e.seq for e in await second.events(table_id)] == [1]  # reading is fine
        # Another table is free for the second.
        other = await new_table(second, guild_id=200)
        await second.append_event(other, 1, "start", {})
    finally:
        await first.close()
    # The first is gone (closed, or killed: the server drops its session): the table is free.
    await second.append_event(table_id, 2, "act", {})
    assert [e.seq for e in await second.events(table_id)] == [1, 2]
    await second.close()


async def test_a_second_process_is_refused(postgres_url: str) -> None:
    """The same lock seen from another operating-system process."""
    async with await Database.open(postgres_url) as database:
        table_id = await new_table(database)
        await database.append_event(table_id, 1, "start", {})
        script = textwrap.dedent(
            f"""
            import asyncio, sys
            from db import Database, TableBusy

            async def main() -> int:
                async with await Database.open(sys.argv[1]) as db:
                    try:
                        await db.append_event({table_id}, 2, "act", {{}})
                    except TableBusy as exc:
                        print("refused:", exc)
                        return 3
                return 0

            sys.exit(asyncio.run(main()))
            """
        )
        child = await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            script,
            postgres_url,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        out, err = await asyncio.wait_for(child.communicate(), timeout=60)
        assert child.returncode == 3, err.decode()
        assert f"table {table_id} is served by another process" in out.decode()
        assert [e.seq for e in await database.events(table_id)] == [1]


async def test_migrates_an_empty_database_and_records_the_version(postgres_url: str) -> None:
    async with await Database.open(postgres_url) as database:
        assert (await database.connection_info()).user_version == latest_version()
    async with await Database.open(postgres_url, busy_timeout_ms=1500) as database:
        info = await database.connection_info()  # a second open migrates nothing
        assert (info.user_version, info.busy_timeout_ms) == (latest_version(), 1500)
        assert info.journal_mode == "postgresql"
    assert await PostgresConnection.check(postgres_url) is None


async def test_a_newer_database_is_refused_and_left_alone(postgres_url: str) -> None:
    async with await Database.open(postgres_url):
        pass
    conn = await asyncpg.connect(postgres_url)
    try:
        await conn.execute("UPDATE schema_version SET version = 99")
    finally:
        await conn.close()
    with pytest.raises(DatabaseTooNew):
        await Database.open(postgres_url)
    problem = await PostgresConnection.check(postgres_url)
    assert problem is not None and (problem.code, problem.found) == ("too_new", 99)


async def test_a_foreign_database_is_refused(postgres_url: str) -> None:
    conn = await asyncpg.connect(postgres_url)
    try:
        await conn.execute("CREATE TABLE accounts (id INTEGER)")
    finally:
        await conn.close()
    with pytest.raises(DatabaseUnknown):
        await Database.open(postgres_url)
    assert await PostgresConnection.check(postgres_url) == DatabaseProblem("unknown")


async def test_rule_columns_move_into_documents_on_upgrade(postgres_url: str) -> None:
    """0002 on PostgreSQL carries a server's Swedish choices over, as on SQLite."""
    conn = await asyncpg.connect(postgres_url)
    try:
        await conn.execute(
            "CREATE TABLE schema_version (version INTEGER NOT NULL);"
            "INSERT INTO schema_version VALUES (1)"
        )
        await conn.execute(load_migrations("postgresql")[0].sql)
        await conn.execute(
            "INSERT INTO guild_settings VALUES "
            "(7, 'swedish', 'simplified', 80, 2, 12, 50, 3, 'sv', 1, '2025-01-01T00:00:00.000000Z')"
        )
    finally:
        await conn.close()
    async with await Database.open(postgres_url) as database:
        rules = await database.guild_rules(7, "swedish")
        settings = await database.guild_settings(7)
    assert rules.settings == {
        "payment": "simplified",
        "al": 80,
        "merge_limit": 2,
        "tour_length": 12,
        "whist_compulsory_in_5": True,
    }
    assert (settings.language, settings.price_per_point_ore) == ("sv", 50)


async def test_a_dropped_connection_is_replaced_and_its_locks_taken_again(
    postgres_url: str,
) -> None:
    """The server drops the bot's session (a restart, a failover): the bot reconnects, and
    each table's lock is taken again before its next write — or that write is refused if
    another process took the table meanwhile."""
    async with await Database.open(postgres_url) as database:
        first, second = await new_table(database), await new_table(database, guild_id=200)
        await database.append_event(first, 1, "start", {})
        await database.append_event(second, 1, "start", {})
        other = await Database.open(postgres_url)
        try:
            killer = await asyncpg.connect(postgres_url)
            try:
                # The session holding the first table's lock: the bot's. The timeout makes the
                # call wait (up to 5 s) until the session has ended and its locks are free;
                # without it the other process could ask while they were still held.
                await killer.execute(
                    "SELECT pg_terminate_backend(pid, 5000) FROM pg_locks "
                    "WHERE locktype = 'advisory' AND objid = $1",
                    first,
                )
            finally:
                await killer.close()
            await other.append_event(second, 2, "act", {})  # the freed table is taken over
            # The first write after the drop is "not saved" if the driver has not noticed the
            # drop yet, and reconnects otherwise; a retry is always saved.
            with contextlib.suppress(StorageUnavailable):
                await database.append_event(first, 2, "act", {})
            if await database.last_seq(first) == 1:
                await database.append_event(first, 2, "act", {})
            with pytest.raises(TableBusy):
                await database.append_event(second, 3, "act", {})
        finally:
            await other.close()
        assert [e.seq for e in await database.events(first)] == [1, 2]
        assert [e.seq for e in await database.events(second)] == [1, 2]


async def test_a_refused_write_says_no_value_of_the_failing_row(postgres_url: str) -> None:
    """asyncpg's text of a NOT NULL or CHECK violation carries PostgreSQL's ``DETAIL``, the
    whole failing row, into the error every caller logs ("action not saved: …"): a deal's cards
    or an interaction token among its columns would reach the log. The error says
    the broken rule only."""
    secret = "interaction-token-SECRET"
    async with await Database.open(postgres_url) as database:
        conn = await asyncpg.connect(postgres_url)
        try:
            await conn.execute("CREATE TABLE review_check (v TEXT, lang TEXT CHECK (lang <> ''))")
        finally:
            await conn.close()

        async def work(tx: Tx) -> None:
            await tx.execute("INSERT INTO review_check (v, lang) VALUES (?, ?)", (secret, ""))

        with pytest.raises(ConstraintViolation) as refused:
            await database._write(work)  # pyright: ignore[reportPrivateUsage]
    assert "review_check_lang_check" in str(refused.value)
    # Nor in the traceback a log line would print (the driver's error is not chained).
    printed = "".join(traceback.format_exception(refused.value))
    assert secret not in printed
    assert "Failing row" not in printed
