"""Start-up and the command line with bad input (issue 13, findings 10, 11, 13): a bad
database, a bad value in ``.env``, a hostile record — one line naming the problem, status 2,
the file untouched; and discord.py's raw traffic kept out of the log."""

from __future__ import annotations

import hashlib
import logging
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from bot import discord_app
from bot.cli import main
from bot.config import Settings
from tests.support.db_faults import hold_write_lock


def _good(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE x (a)")
    conn.commit()
    conn.close()


async def _boston_db(path: Path) -> None:
    from db.database import Database

    db = await Database.open(path)
    await db.close()


def _fingerprint(path: Path) -> object:
    if path.is_dir():
        return sorted(p.name for p in path.iterdir())
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _unversioned(path: Path) -> None:
    _good(path)  # tables, user_version 0: an old schema from before versioning


def _too_new(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 999")
    conn.execute("CREATE TABLE x (a)")
    conn.commit()
    conn.close()


def _not_sqlite(path: Path) -> None:
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 64)


def _directory(path: Path) -> None:
    path.mkdir()


def _boston(path: Path) -> None:
    import asyncio

    asyncio.run(_boston_db(path))
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = DELETE")  # one file, so it can be cut and bent
    conn.close()


def _truncated(path: Path) -> None:
    _boston(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2 + 100])


def _byte_flipped(path: Path) -> None:
    _boston(path)
    data = bytearray(path.read_bytes())
    for at in range(4096 + 16, len(data), 509):  # every page after the first, here and there
        data[at] ^= 0xFF
    path.write_bytes(bytes(data))


CASES: dict[str, Callable[[Path], None]] = {
    "unversioned": _unversioned,
    "too-new": _too_new,
    "not-sqlite": _not_sqlite,
    "directory": _directory,
    "truncated": _truncated,
    "byte-flipped": _byte_flipped,
}
# What the line says after the file's name, for each (a damaged file is found by SQLite's
# check or by SQLite itself, whichever comes first).
SAID = {
    "unversioned": ("has tables but no schema version",),
    "too-new": ("written by a newer version of this program (schema version 999;",),
    "not-sqlite": ("cannot be used: the file is not an SQLite database",),
    "directory": ("is not a file",),
    "truncated": ("is damaged: ", "cannot be used: "),
    "byte-flipped": ("is damaged: ", "cannot be used: "),
}


def _settings(path: Path, **extra: object) -> Settings:
    return Settings(
        discord_token="not-a-token",  # pyright: ignore[reportArgumentType]
        database_path=path,
        _env_file=None,  # pyright: ignore[reportCallIssue]
        **extra,  # pyright: ignore[reportArgumentType]
    )


@pytest.mark.parametrize("case", list(CASES))
def test_a_bad_database_is_one_line_and_status_2_and_stays_as_it_was(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "boston.sqlite3"
    CASES[case](path)
    before = _fingerprint(path)
    assert discord_app.run(_settings(path)) == 2  # before any connection to Discord
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(str(path)), lines
    assert any(said in lines[0] for said in SAID[case]), lines[0]
    assert "Traceback" not in lines[0]
    assert _fingerprint(path) == before


def test_a_database_locked_by_another_program_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "boston.sqlite3"
    _boston(path)
    with hold_write_lock(path):
        assert discord_app.run(_settings(path)) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and "locked" in lines[0]


@pytest.mark.parametrize(("variable", "value"), [("LOG_LEVEL", "LOUD"), ("COMPUTER_DELAY", "fast")])
def test_a_bad_value_in_env_is_one_line_naming_it(
    variable: str,
    value: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN=x\n{variable}={value}\n")
    assert main(["run"]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(variable), lines


def test_discord_traffic_stays_out_of_a_debug_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """LOG_LEVEL=DEBUG: the bot's own debug lines are logged, discord.py's gateway and HTTP
    traffic (hands, interaction tokens) is not — unless LOG_DISCORD_TRAFFIC asks for it."""

    def fake_run(self: object, token: str, **kwargs: object) -> None:
        logging.getLogger("discord.gateway").debug("WebSocket Event: a hand: A♠ K♠")
        logging.getLogger("discord.http").debug("POST /interactions/1/TOKEN/callback")
        logging.getLogger("bot.tables.service").debug("our own debug line")

    monkeypatch.setattr(discord_app.BostonBot, "run", fake_run)
    caplog.set_level(logging.DEBUG)
    for traffic in (False, True):
        caplog.clear()
        logging.getLogger("discord").setLevel(logging.NOTSET)
        path = tmp_path / f"b{traffic}.sqlite3"
        assert discord_app.run(_settings(path, log_level="DEBUG", log_discord_traffic=traffic)) == 0
        names = {r.name for r in caplog.records}
        assert "bot.tables.service" in names
        assert ("discord.gateway" in names) is traffic
        assert ("discord.http" in names) is traffic
    logging.getLogger("discord").setLevel(logging.NOTSET)


def test_replay_refuses_a_huge_integer_and_a_huge_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    digits = tmp_path / "digits.json"
    digits.write_text('{"format": ' + "9" * 5000 + "}")
    assert main(["replay", str(digits)]) == 2
    big = tmp_path / "big.json"
    big.write_text('{"x": "' + "a" * 2_100_000 + '"}')
    assert main(["replay", str(big)]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 2 and "too big" in lines[1]
    assert "Traceback" not in "".join(lines)
