"""Wording a newcomer's playtest of ``python -m bot play`` found wanting, in English and Swedish:

- the partners' trick count read as seat numbers ("You 1 & Computer 3 (heuristic) 3: 4
  taken"): each player's tricks now stand after the names, summed, as on Discord ("You &
  Computer 3 (heuristic): 1+3=4 taken");
- a file that is not UTF-8 was answered with Discord's "attach it again" on the command line:
  ``replay`` now says "run replay again", a rule flag's file "run the command again";
- resuming a table with another ``--name`` was silently ignored: now said, as ``--variant``'s
  is, with how to start a new table.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.cli import main as cli_main
from bot.i18n import Lang
from bot.terminal import main as play_main


def play(db: Path, *argv: str, typed: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert play_main(["--db", str(db), *argv], io.StringIO(typed)) == 0
    return out.getvalue()


SEAT = {"en": r"(?:[Yy]ou|Computer \d \(heuristic\))", "sv": r"(?:[Dd]u|Dator \d \(heuristisk\))"}
SIDE = {
    "en": rf"{SEAT['en']} & {SEAT['en']}: \d+\+\d+=\d+ taken, target",
    "sv": rf"{SEAT['sv']} & {SEAT['sv']}: \d+\+\d+=\d+ stick, mål",
}
"""The side's line as Discord's: its players' names, then each one's tricks summed."""
BARE = r"\((heuristic|heuristisk)\) \d+ &|& [^:]*\((heuristic|heuristisk)\) \d+:"
"""The old line: a count right after a computer's name, "Computer 3 (heuristic) 3"."""
WORDED = r"\(\d+ (tricks?|stick)\) &"
"""The terminal's own line since: "You (0 tricks) & Computer 3 (heuristic) (1 trick): 1 taken"."""


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_partners_tricks_stand_after_their_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang
) -> None:
    """Seed 2: the person whists for Computer 3 in deal 1 (found by playing)."""
    monkeypatch.setenv("COLUMNS", "100")
    out = play(
        tmp_path / "p.sqlite3", "--seed", "2", "--name", "Anna", "--lang", lang, typed="1\n" * 60
    )
    flat = " ".join(out.split())
    assert re.search(SIDE[lang], flat), flat[-3000:]
    assert not re.search(BARE, flat)
    assert not re.search(WORDED, flat)


LATIN_1 = '{"format": "boston-record/1", "players": ["Åsa", "B", "C", "D"]}'.encode("latin-1")
AGAIN = {
    "en": ("save it as UTF-8 and run replay again", "attach"),
    "sv": ("spara den som UTF-8 och kör replay igen", "bifoga"),
}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_replay_of_a_latin_1_file_says_run_replay_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: Lang
) -> None:
    record = tmp_path / "r.json"
    record.write_bytes(LATIN_1)
    assert cli_main(["replay", str(record), "--lang", lang]) == 2
    err = capsys.readouterr().err
    said, discord = AGAIN[lang]
    assert said in err, err
    assert discord not in err


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_rule_flags_latin_1_file_says_run_the_command_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: Lang
) -> None:
    card = tmp_path / "card.json"
    card.write_bytes('{"made": "Å"}'.encode("latin-1"))
    db = tmp_path / "p.sqlite3"
    with pytest.raises(SystemExit):
        play_main(["--db", str(db), "--variant", "american", "--card", str(card), "--lang", lang])
    err = " ".join(capsys.readouterr().err.split())
    said = {"en": "run the command again", "sv": "kör kommandot igen"}[lang]
    assert said in err, err
    assert AGAIN[lang][1] not in err


KEPT = {
    "en": "Table 1 goes on with your name there, Anna. --name Bob applies to a new table",
    "sv": "Bord 1 fortsätter med ditt namn där, Anna. --name Bob gäller ett nytt bord",
}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_resuming_with_another_name_says_the_table_keeps_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang
) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    db = tmp_path / "p.sqlite3"
    play(db, "--seed", "2", "--name", "Anna", "--lang", lang, typed="q\n")
    again = " ".join(play(db, "--name", "Bob", "--lang", lang, typed="q\n").split())
    assert KEPT[lang] in again, again
    assert "--db" in again.split(KEPT[lang], 1)[1].split(".")[0]  # how to start a new one
    same = " ".join(play(db, "--name", "Anna", "--lang", lang, typed="q\n").split())
    assert "--name" not in same
    unnamed = " ".join(play(db, "--lang", lang, typed="q\n").split())
    assert "--name" not in unnamed


ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", ROOT / "docs" / "rules" / "commands.md"]


@pytest.mark.parametrize("doc", DOCS, ids=lambda path: path.name)
def test_the_docs_say_ctrl_d_saves_and_name_export(doc: Path) -> None:
    """End of input (Ctrl-D) saves and stops as ``q`` does; the docs said ``q`` or Ctrl-C
    only, and named no way to export a terminal game."""
    text = " ".join(doc.read_text(encoding="utf-8").split())
    assert "Ctrl-C or Ctrl-D (end of input) saves and stops" in text
    assert "python -m bot export [--db FILE] [--table N] [--out FILE.json]" in text


def test_end_of_input_saves_and_stops(tmp_path: Path) -> None:
    """What the docs now say: Ctrl-D at a prompt (the input's end) saves; the next run resumes."""
    db = tmp_path / "p.sqlite3"
    out = play(db, "--seed", "2", "--name", "Anna", "--lang", "en", typed="1\n" * 3)
    assert out.rstrip().endswith("Saved; run again to resume.")
    assert "Resuming table 1" in play(db, "--lang", "en", typed="")
