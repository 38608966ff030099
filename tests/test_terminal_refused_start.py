"""``python -m bot play`` when the table service refuses the table's set-up or Start for a reason
other than a failed write: another process (the same file played in another window) changed
the lobby meanwhile. The person is told the service's reason in the terminal's language
(``refused.<code>`` through :func:`~bot.i18n.refusal_reason`), this process writes nothing, and
the terminal goes on with the table as the service rebuilt it: a lobby still is asked to try
again (Enter) or stop (``q``), a game started there is played on here, a lobby cancelled there
is said to have ended.

Before, the ``Refused`` ended the program with a traceback.

The other process is a second :class:`~bot.tables.TableService` on the same database file,
run in the terminal's own event loop just before the terminal's write: deterministic, and the
refusal is the service's own, from what it finds in the file.
"""

from __future__ import annotations

import io
import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.engine.words import Lang
from bot.i18n import t
from bot.tables import SeededShuffler, TableService
from bot.terminal import main
from bot.terminal.screen import ME
from db.database import Database

ARGS = ["--seed", "5", "--level", "random", "--name", "Anna"]

Change = Callable[[TableService, int], Awaitable[object]]


def elsewhere_before(
    monkeypatch: pytest.MonkeyPatch, db: Path, method: str, change: Change
) -> list[int]:
    """Before the terminal's first call of the service's ``method``, another process on the
    same file ``db`` makes ``change`` to the table. Returns the tables changed (one, once
    done)."""
    real = getattr(TableService, method)
    done: list[int] = []

    async def first_elsewhere(self: TableService, table_id: int, *args: Any, **kw: Any) -> Any:
        if not done:
            done.append(table_id)
            other_db = await Database.open(db)
            other = TableService(other_db, shuffler=SeededShuffler(9), seed=9)
            try:
                await other.load()
                await change(other, table_id)
            finally:
                await other.close()  # its computers do not move: the terminal's do
                await other_db.close()
        return await real(self, table_id, *args, **kw)

    monkeypatch.setattr(TableService, method, first_elsewhere)
    return done


def play(db: Path, script: str, capsys: pytest.CaptureFixture[str], lang: Lang) -> str:
    assert main(["--db", str(db), *ARGS, "--lang", lang], io.StringIO(script)) == 0
    out = capsys.readouterr()
    assert "Traceback" not in out.out + out.err
    return out.out


def said(text: str) -> str:
    """A text with its lines joined, as a sentence broken within the width reads."""
    return " ".join(text.split())


def event_kinds(db: Path) -> list[str]:
    with sqlite3.connect(db) as conn:
        return [kind for (kind,) in conn.execute("SELECT kind FROM events ORDER BY seq")]


def refused(lang: Lang, code: str) -> str:
    return said(t(lang, "terminal.not_accepted", reason=t(lang, f"refused.{code}")))


async def start_there(other: TableService, table_id: int) -> None:
    await other.start(table_id, ME, first_dealer=2)


async def cancel_there(other: TableService, table_id: int) -> None:
    await other.cancel(table_id, ME, lobby_only=True)


async def seat_a_computer_there(other: TableService, table_id: int) -> None:
    await other.add_computer(table_id, ME, "random", "Bo (elsewhere)")


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_start_refused_as_stale_is_said_and_the_game_started_there_goes_on(
    lang: Lang, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "p.sqlite3"
    changed = elsewhere_before(monkeypatch, db, "start", start_there)
    out = play(db, "q\n", capsys, lang)
    assert changed == [1]
    assert refused(lang, "stale") in said(out)
    # The game the other process started (Computer 2 deals there) is played on here.
    dealer = t(lang, "computer.name", seat=2, level=t(lang, "computer.random"))
    assert t(lang, "terminal.deals", who=dealer) in out
    assert t(lang, "terminal.your_hand") in out
    assert said(t(lang, "terminal.try_again")) not in said(out)
    assert out.rstrip().endswith(t(lang, "terminal.saved"))
    # This process's Start wrote nothing: one start and its deal, as the other wrote them.
    kinds = event_kinds(db)
    assert kinds[:2] == ["start", "deal"] and kinds.count("start") == 1


def test_a_start_of_a_lobby_cancelled_there_says_so_and_ends(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "p.sqlite3"
    changed = elsewhere_before(monkeypatch, db, "start", cancel_there)
    out = play(db, "", capsys, "sv")
    assert changed == [1]
    assert refused("sv", "no_table") in said(out)
    assert out.rstrip().endswith(t("sv", "terminal.table_ended"))
    assert event_kinds(db) == []  # no start written
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT status FROM tables").fetchall() == [("abandoned",)]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_seat_refused_as_stale_is_said_and_tried_again_on_enter(
    lang: Lang, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "p.sqlite3"
    changed = elsewhere_before(monkeypatch, db, "add_computer", seat_a_computer_there)
    out = play(db, "\nq\n", capsys, lang)
    assert changed == [1]
    text = said(out)
    assert refused(lang, "stale") in text
    assert said(t(lang, "terminal.try_again")) in text
    assert said(t(lang, "lobby.start_not_saved")) not in text
    # Enter tried again: the seats left free were filled, beside the one taken there.
    after = text.split(said(t(lang, "terminal.try_again")))[1]
    assert t(lang, "terminal.your_hand") in after
    with sqlite3.connect(db) as conn:
        names = [n for (n,) in conn.execute("SELECT display_name FROM seats ORDER BY seat")]
    assert names[:2] == ["Anna", "Bo (elsewhere)"] and len(names) == 4
    assert event_kinds(db).count("start") == 1


def test_stopping_after_a_refused_seat_keeps_the_lobby_for_the_next_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "p.sqlite3"
    elsewhere_before(monkeypatch, db, "add_computer", seat_a_computer_there)
    out = play(db, "q\n", capsys, "en")
    assert refused("en", "stale") in said(out)
    assert out.rstrip().endswith(t("en", "terminal.saved"))
    assert event_kinds(db) == []
    monkeypatch.undo()
    out = play(db, "q\n", capsys, "en")
    assert t("en", "terminal.your_hand") in out  # the lobby kept in the file is started now


def test_a_new_table_refused_is_said_and_asked_to_try_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another process opened the person's lobbies up to the limit after this one looked for
    a table in the file: the new table is refused (``too_many_lobbies``), said, and asked
    again; ``q`` stops with nothing of this process written."""
    db = tmp_path / "p.sqlite3"
    real = TableService.create_table

    async def lobbies_there_first(self: TableService, **kw: Any) -> Any:
        other_db = await Database.open(db)
        other = TableService(other_db, shuffler=SeededShuffler(9), seed=9)
        try:
            for _ in range(other.limits.lobbies_per_user):
                await real(other, **kw)
        finally:
            await other.close()
            await other_db.close()
        monkeypatch.setattr(TableService, "create_table", real)
        return await real(self, **kw)

    monkeypatch.setattr(TableService, "create_table", lobbies_there_first)
    out = play(db, "q\n", capsys, "sv")
    text = said(out)
    assert refused("sv", "too_many_lobbies") in text
    assert text.endswith(said(t("sv", "terminal.try_again")))
    assert "Din hand:" not in out
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT COUNT(*) FROM tables").fetchone() == (3,)  # theirs only
