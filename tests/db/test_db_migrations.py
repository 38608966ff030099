"""Migrations: from empty, re-run, version recorded, too-new refused, all-or-nothing."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

import db.schema
from bot.engine.actions import stored_role
from db import Database, DatabaseProblem, DatabaseTooNew, MigrationError
from db.schema import Migration, latest_version, load_migrations, split_statements


def tables_in(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {name for (name,) in rows}


def user_version(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return conn.execute("PRAGMA user_version").fetchone()[0]


def test_migration_files_are_numbered_from_one() -> None:
    migrations = load_migrations()
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    assert migrations[0].name == "0001_initial.sql"
    assert latest_version() == len(migrations)


async def test_migrates_an_empty_database(tmp_path: Path) -> None:
    path = tmp_path / "boston.db"
    async with await Database.open(path) as database:
        assert (await database.connection_info()).user_version == latest_version()
    assert user_version(path) == latest_version()
    assert {
        "guild_settings",
        "players",
        "tables",
        "seats",
        "events",
        "deal_results",
        "deal_payments",
        "tours",
        "tour_results",
    } <= tables_in(path)


async def test_reopening_is_a_no_op_and_keeps_data(tmp_path: Path) -> None:
    path = tmp_path / "boston.db"
    async with await Database.open(path) as database:
        await database.upsert_player(7, "Anna", 100)
    async with await Database.open(path) as database:
        player = await database.player(7)
        assert player is not None and player.display_name == "Anna"
    assert user_version(path) == latest_version()


async def test_a_newer_database_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    path = tmp_path / "boston.db"
    newer = latest_version() + 1
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {newer}")
    with pytest.raises(DatabaseTooNew) as caught:
        await Database.open(path)
    assert caught.value.found == newer
    assert caught.value.supported == latest_version()
    message = str(caught.value)
    assert f"version {newer}" in message
    assert f"version {latest_version()}" in message
    assert "newer than this program supports" in message
    # Refused means untouched: nothing was created in it.
    assert tables_in(path) == set()
    assert user_version(path) == newer


async def test_a_failing_migration_leaves_the_database_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    good = load_migrations()
    bad = Migration(len(good) + 1, "broken.sql", "CREATE TABLE extra (x INTEGER); SELECT nope();")
    monkeypatch.setattr(db.schema, "load_migrations", lambda: [*good, bad])
    path = tmp_path / "boston.db"
    with pytest.raises(sqlite3.OperationalError):
        await Database.open(path)
    # One transaction for all pending migrations: the good ones were rolled back too.
    assert tables_in(path) == set()
    assert user_version(path) == 0


def test_split_statements_keeps_trigger_bodies_and_comments_whole() -> None:
    script = """
        -- a comment; with a semicolon
        CREATE TABLE t (x TEXT DEFAULT 'a;b');
        CREATE TRIGGER t_no_delete BEFORE DELETE ON t
        BEGIN
            SELECT RAISE(ABORT, 'no');
        END;
        -- trailing comment
    """
    statements = split_statements(script)
    assert len(statements) == 2
    assert statements[0].endswith("DEFAULT 'a;b');")
    assert statements[1].startswith("CREATE TRIGGER") and statements[1].endswith("END;")


def test_split_statements_refuses_an_unterminated_statement() -> None:
    with pytest.raises(MigrationError, match="closing ';'"):
        split_statements("CREATE TABLE a (x INTEGER);\nCREATE TABLE b (x INTEGER)")


NOW = "2025-01-01T00:00:00.000000Z"


async def database_at(path: Path, version: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """A database made by the first ``version`` migrations only (the next open migrates)."""
    older = load_migrations()[:version]
    monkeypatch.setattr(db.schema, "load_migrations", lambda: older)
    async with await Database.open(path):
        pass
    monkeypatch.undo()


def settle_deal_1(conn: sqlite3.Connection, guild: int) -> None:
    """Table 1's start event and a settled (all-pass) deal 1 in server ``guild``."""
    conn.execute("INSERT INTO events VALUES (1, 1, 'start', '{}', ?)", (NOW,))
    conn.execute(
        "INSERT INTO deal_results (table_id, deal_no, event_seq, guild_id, played_at, "
        "variant, payment, all_pass, made, conceded, declarer_tricks, whister_tricks, "
        "penalty_tricks, overtricks, pool_delta) "
        "VALUES (1, 1, 1, ?, ?, 'swedish', 'traditional', 1, 0, 0, 0, 0, 0, 0, 0)",
        (guild, NOW),
    )


async def test_0002_moves_a_servers_swedish_columns_into_its_rules_document(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A server's choices made under 0001 survive as its 'swedish' document, and the variant
    columns accept a rule system that 0001 did not list."""
    path = tmp_path / "boston.db"
    await database_at(path, 1, monkeypatch)
    now = NOW
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute(
            "INSERT INTO guild_settings VALUES (7, 'dawson', 'simplified', 80, 150, 12, 25, 3, "
            "'sv', 1, ?)",
            (now,),
        )
        # A played table with a settled deal: its rows keep their values and references.
        conn.execute("INSERT INTO players VALUES (1, 'Anna', ?, ?)", (now, now))
        conn.execute(
            "INSERT INTO tables (guild_id, channel_id, host_player_id, status, variant, "
            "settings, created_at, updated_at) VALUES (7, 1, 1, 'playing', 'dawson', '{}', ?, ?)",
            (now, now),
        )
        settle_deal_1(conn, 7)
    async with await Database.open(path) as database:
        settings = await database.guild_settings(7)
        assert (settings.variant, settings.language, settings.price_per_point_ore) == (
            "dawson",
            "sv",
            25,
        )
        assert settings.turn_timer_minutes == 3
        rules = await database.guild_rules(7, "swedish")
        assert rules.settings == {
            "payment": "simplified",
            "al": 80,
            "merge_limit": 150,
            "tour_length": 12,
            "whist_compulsory_in_5": True,
        }
        old = await database.table(1)
        assert old is not None and (old.variant, old.status) == ("dawson", "playing")
        row = await database.create_table(
            guild_id=7, channel_id=1, host_player_id=1, variant="toy", settings={}
        )
        assert row.variant == "toy"
    with sqlite3.connect(path) as conn:
        kept = conn.execute("SELECT variant, payment, all_pass FROM deal_results").fetchall()
        assert kept == [("swedish", "traditional", 1)]
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_the_start_up_check_names_a_missing_folder(tmp_path: Path) -> None:
    """A new file is fine where its folder exists; in a folder that does not, the check says
    so in one line instead of SQLite failing later with "unable to open database file"."""
    assert Database.problem(tmp_path / "new.sqlite3") is None
    missing = Database.problem(tmp_path / "no" / "such" / "x.sqlite3")
    assert missing == DatabaseProblem("missing_folder")
    assert not (tmp_path / "no").exists()


def test_the_start_up_check_says_what_is_wrong_with_a_file(tmp_path: Path) -> None:
    """Each file the bot cannot use is refused with its own case (a frontend words it), the
    versions of one too new, SQLite's words for one it cannot read; and none is changed."""
    assert Database.problem(tmp_path) == DatabaseProblem("not_a_file")
    newer = tmp_path / "newer.sqlite3"
    with sqlite3.connect(newer) as conn:
        conn.execute(f"PRAGMA user_version = {latest_version() + 3}")
    assert Database.problem(newer) == DatabaseProblem(
        "too_new", found=latest_version() + 3, supported=latest_version()
    )
    foreign = tmp_path / "foreign.sqlite3"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE accounts (id INTEGER)")
    assert Database.problem(foreign) == DatabaseProblem("unknown")
    notes = tmp_path / "notes.sqlite3"
    notes.write_text("notes, not a database\n")
    assert Database.problem(notes) == DatabaseProblem("unusable", "file is not a database")
    assert notes.read_text() == "notes, not a database\n"
    assert tables_in(foreign) == {"accounts"} and user_version(newer) == latest_version() + 3


async def test_0009_names_each_person_as_they_sat_down_in_each_server(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A server's name for a person is the one at their latest seat there; someone with
    results there but no seat any more keeps the one name known before."""
    path = tmp_path / "boston.db"
    await database_at(path, 8, monkeypatch)
    now = NOW
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA foreign_keys = ON")
        # Anna's last name anywhere is the one she uses in server 8.
        conn.execute(
            "INSERT INTO players (id, display_name, created_at, updated_at) "
            "VALUES (1, 'Secret Alias', ?, ?), (2, 'Bo', ?, ?)",
            (now,) * 4,
        )
        for guild, name in ((7, "Anna"), (7, "Anna B."), (8, "Secret Alias")):
            table = conn.execute(
                "INSERT INTO tables (guild_id, channel_id, host_player_id, status, variant, "
                "settings, created_at, updated_at) "
                "VALUES (?, 1, 1, 'playing', 'swedish', '{}', ?, ?)",
                (guild, now, now),
            ).lastrowid
            conn.execute(
                "INSERT INTO seats (table_id, seat, player_id, display_name) VALUES (?, 1, 1, ?)",
                (table, name),
            )
        # Bo was paid at table 1 in server 7, and a computer keeps his seat now.
        settle_deal_1(conn, 7)
        conn.execute("INSERT INTO deal_payments VALUES (1, 1, 2, 2, 0), (1, 1, 1, 1, 0)")
    async with await Database.open(path) as database:
        anna = await database.player_profile(7, 1, stored_role)
        assert anna is not None and anna.display_name == "Anna B."
        bo = await database.player_profile(7, 2, stored_role)
        assert bo is not None and bo.display_name == "Bo"
        assert await database.player_profile(8, 2, stored_role) is None
    with sqlite3.connect(path) as conn:
        rows = conn.execute(
            "SELECT guild_id, player_id, display_name FROM guild_players ORDER BY 1, 2"
        ).fetchall()
        assert rows == [(7, 1, "Anna B."), (7, 2, "Bo"), (8, 1, "Secret Alias")]
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []


async def test_0010_counts_every_table_made_before_as_fully_posted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An upgrade posts no history again: a table over has its closing posted and each table
    its settled deals; only a table still in play can owe lines from now on."""
    path = tmp_path / "boston.db"
    await database_at(path, 9, monkeypatch)
    now = NOW
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute(
            "INSERT INTO players (id, display_name, created_at, updated_at) "
            "VALUES (1, 'Anna', ?, ?)",
            (now, now),
        )
        for status in ("playing", "finished", "abandoned", "lobby"):
            conn.execute(
                "INSERT INTO tables (guild_id, channel_id, host_player_id, status, variant, "
                "settings, created_at, updated_at) VALUES (7, 1, 1, ?, 'swedish', '{}', ?, ?)",
                (status, now, now),
            )
        settle_deal_1(conn, 7)  # table 1, in play, settled deal 1
    async with await Database.open(path) as database:
        owed = await database.owed_posts()
        assert [(m.row.id, m.deals, m.closed) for m in owed] == [(1, 1, 0), (4, 0, 0)]
        await database.mark_posted(1, deal=2)
        await database.mark_posted(1, deal=1)  # a late answer never takes a mark back
        await database.mark_posted(4, closed=1)
        await database.mark_posted(4, closed=2)
        await database.mark_posted(4, closed=1)
        owed = await database.owed_posts()
        assert [(m.row.id, m.deals, m.closed) for m in owed] == [(1, 2, 0)]
        # A scored deal taken back is owed again once entered again: the
        # mark goes back to the deal before it, and only if it had reached the deal.
        await database.unmark_deal(1, 3)  # not reached: nothing moves
        await database.unmark_deal(1, 2)
        owed = await database.owed_posts()
        assert [(m.row.id, m.deals, m.closed) for m in owed] == [(1, 1, 0)]
        await database.mark_posted(1, deal=2)
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT * FROM table_posts ORDER BY table_id").fetchall()
        assert rows == [(1, 2, 0), (2, 0, 2), (3, 0, 2), (4, 0, 2)]
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
