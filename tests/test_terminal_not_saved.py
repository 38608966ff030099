"""``python -m bot play`` when the database refuses a write at the table's set-up or Start (a
full disk, a locked file): the person is told, in the terminal's language, in the words a
Discord lobby's Start uses (``lobby.start_not_saved``), and asked to try again (Enter) or stop
(``q``), never shown a traceback. Stopped, the table so far stays in the file, and the next
run starts it. A move whose save fails is answered at the move's prompt (``refused.not_saved``).

Before: the Start's ``NotSaved`` (and a set-up write's ``StorageError``) ended the program with
a traceback."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import t
from bot.terminal import main
from db.database import Database
from tests.support.db_faults import StorageFaults, inserts_event

ARGS = ["--seed", "5", "--level", "random", "--name", "Anna"]


def opens_with(monkeypatch: pytest.MonkeyPatch, times: int, match: Any) -> list[StorageFaults]:
    """The database the terminal opens refuses the next ``times`` writes ``match`` matches."""
    installed: list[StorageFaults] = []
    real = Database.open

    async def faulty(target: str | Path, **kwargs: Any) -> Database:
        db = await real(target, **kwargs)
        faults = StorageFaults.install(db)
        faults.fail(times, match)
        installed.append(faults)
        return db

    monkeypatch.setattr(Database, "open", staticmethod(faulty))
    return installed


def play(db: Path, script: str, capsys: pytest.CaptureFixture[str], *flags: str) -> str:
    assert main(["--db", str(db), *ARGS, *flags], io.StringIO(script)) == 0
    return capsys.readouterr().out


def test_a_start_not_saved_is_said_and_tried_again_on_enter(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    faults = opens_with(monkeypatch, 1, inserts_event("start"))
    out = play(tmp_path / "p.sqlite3", "\nq\n", capsys)
    assert faults[0].raised == 1
    said = " ".join(out.split())
    assert t("en", "lobby.start_not_saved") in said
    assert t("en", "terminal.try_again") in said
    # Enter tried again: the game started and the first deal was dealt.
    after = out.split("Press Enter to try again")[1]
    assert "Your hand:" in after and "Saved; run again to resume." in after


def test_stopping_after_a_start_not_saved_keeps_the_table_for_the_next_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "p.sqlite3"
    opens_with(monkeypatch, 5, inserts_event("start"))
    out = play(db, "\nq\n", capsys, "--lang", "sv")
    said = " ".join(out.split())
    assert said.count(t("sv", "lobby.start_not_saved")) == 2  # tried twice, then stopped
    assert said.count(t("sv", "terminal.try_again")) == 2
    assert said.endswith(t("sv", "terminal.saved"))
    assert "Din hand:" not in out and "Traceback" not in out
    monkeypatch.undo()
    out = play(db, "q\n", capsys, "--lang", "sv")
    assert "Din hand:" in out  # the lobby kept in the file is started now


def test_a_table_not_saved_at_all_is_said_the_same_way(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def opens_a_lobby(sql: str, params: Any) -> bool:
        return sql.lstrip().startswith("INSERT INTO tables")

    faults = opens_with(monkeypatch, 1, opens_a_lobby)
    out = play(tmp_path / "p.sqlite3", "", capsys)  # the end of input: stops
    assert faults[0].raised == 1
    assert t("en", "lobby.start_not_saved") in " ".join(out.split())
    assert "New table" not in out


def test_a_seat_not_saved_at_the_set_up_is_said_and_tried_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def seats_a_computer(sql: str, params: Any) -> bool:
        return "seats" in sql and sql.lstrip().upper().startswith("INSERT")

    faults = opens_with(monkeypatch, 1, seats_a_computer)
    out = play(tmp_path / "p.sqlite3", "\nq\n", capsys)
    assert faults[0].raised == 1
    assert t("en", "lobby.start_not_saved") in " ".join(out.split())
    assert "Your hand:" in out


def test_a_move_not_saved_is_answered_at_its_prompt(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    action = inserts_event("action")

    def my_move(sql: str, params: Any) -> bool:  # not a computer's (retried by the service)
        return action(sql, params) and json.loads(params[3]).get("seat") == 1

    faults = opens_with(monkeypatch, 1, my_move)
    out = play(tmp_path / "p.sqlite3", "1\nq\n", capsys)
    assert faults[0].raised == 1
    reason = t("en", "refused.not_saved")
    assert t("en", "terminal.not_accepted", reason=reason) in " ".join(out.split())
    assert out.rstrip().endswith("Saved; run again to resume.")
