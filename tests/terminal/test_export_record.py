"""``python -m bot export``: a terminal game's record written to a file, as ``/boston export``
gives it, which ``python -m bot replay`` reads back to the same final balances.

Before, a game played in the terminal could not be exported at all: only ``/boston export``
on Discord and ``simulate --record`` wrote a record. A game still being played is refused as
``/boston export`` refuses it (its record holds every hand), and a table abandoned mid-deal
gives its finished deals only, never the hands of the deal left unfinished.

The person answers "1" at every prompt, the computers play at random: twelve deals of
American Boston (seed 5), as ``test_game_end_said`` plays them.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import re
from pathlib import Path

import pytest

from bot.cli import main as cli_main
from bot.i18n import Lang
from bot.tables.log import DEAL
from bot.terminal import main as play_main
from db.database import Database

ARGS = ["--seed", "5", "--level", "random", "--name", "Anna"]


def play(db: Path, *extra: str, typed: str = "1\n" * 3000) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert play_main(["--db", str(db), *ARGS, *extra], io.StringIO(typed)) == 0
    return out.getvalue()


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main(list(argv))
    return code, out.getvalue(), err.getvalue()


POINTS = re.compile(r"(?P<name>[^,]+?) (?P<points>[-+]?\d+)(?: points?)?$")


def final_balances(text: str, head: str) -> dict[str, int]:
    """The game's end's ranking under ``head`` ("Final balances:"): "1. Anna +323 points"."""
    lines = text.splitlines()
    at = lines.index(head)
    found: dict[str, int] = {}
    for line in lines[at + 1 : at + 5]:
        match = POINTS.match(line.split(" ", 1)[1])
        assert match is not None, line
        found[match["name"]] = int(match["points"])
    return found


def replayed_balances(text: str, head: str) -> dict[str, int]:
    """``replay``'s balances line: "Balances: Anna +323, Computer 2 (random) -323, …"."""
    line = next(line for line in text.splitlines() if line.startswith(head))
    found: dict[str, int] = {}
    for part in line[len(head) :].split(", "):
        match = POINTS.match(part.strip())
        assert match is not None, line
        found[match["name"]] = int(match["points"])
    return found


HEADS = {"en": ("Final balances:", "Balances:"), "sv": ("Slutställning:", "Ställning:")}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_played_terminal_game_exports_and_replays_to_the_same_balances(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang
) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    monkeypatch.chdir(tmp_path)
    db = tmp_path / "p.sqlite3"
    played = play(db, "--variant", "american", "--lang", lang)
    final, balances = HEADS[lang]
    code, out, err = run("export", "--db", str(db), "--lang", lang)
    assert code == 0, err
    name = {"en": "boston-table-1.json", "sv": "boston-bord-1.json"}[lang]
    written = {"en": f"Written to {name}.", "sv": f"Skriven till {name}."}[lang]
    assert out.strip().endswith(written), out
    record = json.loads((tmp_path / name).read_text(encoding="utf-8"))
    assert record["format"] == "boston-record/1"
    assert record["players"][0] == "Anna" and len(record["deals"]) == 12
    code, out, err = run("replay", name, "--lang", lang)
    assert code == 0, err
    assert replayed_balances(out, balances) == final_balances(played, final)
    # --out and --table: the same record, where asked.
    code, _, err = run("export", "--db", str(db), "--table", "1", "--out", "again.json")
    assert code == 0, err
    assert json.loads((tmp_path / "again.json").read_text(encoding="utf-8")) == record


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_game_in_play_is_not_exported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang
) -> None:
    """Stopped mid-deal (the input's end), the table is still being played: refused, and no
    file written, as ``/boston export`` refuses a game in play (its record holds every hand);
    the refusal says how to end it."""
    monkeypatch.chdir(tmp_path)
    db = tmp_path / "p.sqlite3"
    play(db, "--lang", lang, typed="1\n" * 5)
    code, out, err = run("export", "--db", str(db), "--lang", lang)
    assert code == 2 and not out
    said = {"en": "table 1: its game is still being played", "sv": "bord 1: dess parti spelas"}
    assert said[lang] in err, err
    assert " e " in err
    assert not list(tmp_path.glob("*.json"))


def test_the_last_finished_game_is_exported_while_a_newer_one_is_played(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    db = tmp_path / "p.sqlite3"
    play(db, "--variant", "american", "--lang", "en")
    play(db, "--lang", "en", typed="1\n" * 5)  # table 2, stopped mid-deal
    code, out, err = run("export", "--db", str(db), "--lang", "en")
    assert code == 0, err
    assert out.startswith("The game record of table 1."), out
    code, _, err = run("export", "--db", str(db), "--table", "2", "--lang", "en")
    assert code == 2 and "table 2:" in err
    code, _, err = run("export", "--db", str(db), "--table", "9", "--lang", "en")
    assert code == 2 and "no table 9" in err


def test_an_abandoned_table_gives_its_finished_deals_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Abandoned mid-deal: the deals finished before it, never the hands of the one in play."""
    monkeypatch.chdir(tmp_path)
    db = tmp_path / "p.sqlite3"
    out = play(db, "--variant", "american", "--lang", "en", typed="1\n" * 40)
    assert "Deal 2" in out

    async def abandon() -> int:
        """Abandon table 1; the deals its log dealt (the last one unfinished)."""
        opened = await Database.open(db)
        try:
            await opened.abandon_table(1, None)
            return sum(kind == DEAL for kind, _ in await opened.event_log(1))
        finally:
            await opened.close()

    dealt = asyncio.run(abandon())
    assert dealt >= 2
    code, said, err = run("export", "--db", str(db), "--lang", "en")
    assert code == 0, err
    assert "the deal in play when it was abandoned is left out" in said
    record = json.loads((tmp_path / "boston-table-1.json").read_text(encoding="utf-8"))
    assert len(record["deals"]) == dealt - 1
    assert all("actions" in deal for deal in record["deals"])


def test_a_missing_file_is_said_and_not_created(tmp_path: Path) -> None:
    missing = tmp_path / "none.sqlite3"
    code, _, err = run("export", "--db", str(missing), "--lang", "en")
    assert code == 2 and "no such file" in err
    assert not missing.exists()


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_play_help_names_export(capsys: pytest.CaptureFixture[str], lang: Lang) -> None:
    with pytest.raises(SystemExit):
        play_main(["--help", "--lang", lang])
    assert "python -m bot export" in " ".join(capsys.readouterr().out.split())
