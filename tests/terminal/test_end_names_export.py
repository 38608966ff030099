"""The terminal says what its end lets the person do next, in few words:

- ``play --help`` and the keys said as a table starts name Ctrl-D beside ``q``: the end of input
  saves and stops as ``q`` does (README, ``docs/rules/commands.md``); the legend after every
  prompt stays as short as it was ("q = stop").
- The game's end says how to save its record (``python -m bot export``) under why the game is
  over; the ranking still closes it (``test_game_end_said``). The file is named where it is
  not the default, as typed, the command whole: on a line of its own where the sentence's
  line has no room for it.
- ``/boston export`` and ``python -m bot export`` encode a record with one function (the
  cog's copy is gone), so both write the same bytes.

Before: the help and the keys said only "q stops", and the end named no way to keep the game.
The person ends the game by agreement at their first prompt (``e``, ``y``), then answers "1"
to every prompt of the deal in progress (seed 5, random computers, Swedish Boston).
"""

from __future__ import annotations

import contextlib
import io
import shlex
import subprocess
from pathlib import Path

import pytest

import bot.record_export
import cogs.boston.records
from bot.cli import main as bot_main
from bot.i18n import Lang, t
from bot.terminal import main
from bot.wrapping import display_width

ARGS = ["--seed", "5", "--level", "random", "--name", "Anna"]
ENDED = "e\ny\n" + "1\n" * 60
"""End by agreement at the first prompt, then play the deal in progress to its end."""
WHY = {
    "en": "The game is over, ended by agreement.",
    "sv": "Spelet är slut, avslutat efter överenskommelse.",
}
SAVE = {"en": "Save its record: ", "sv": "Spara partiets spelfil: "}


def play(argv: list[str], typed: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main([*ARGS, *argv], io.StringIO(typed)) == 0
    return out.getvalue()


def after_why(text: str, lang: Lang) -> list[str]:
    return text.split(WHY[lang] + "\n", 1)[1].splitlines()


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "q (or Ctrl-D) saves and stops."), ("sv", "q (eller Ctrl-D) sparar och går ur.")],
)
def test_the_help_says_ctrl_d_saves_and_stops(
    lang: Lang, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["--help", "--lang", lang])
    assert said in " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize(
    ("lang", "said", "legend"),
    [
        ("en", "q (or Ctrl-D) to save and stop.", "q = stop):"),
        ("sv", "q (eller Ctrl-D) för att gå ur (spelet sparas).", "q = gå ur):"),
    ],
)
def test_the_keys_say_ctrl_d_once_and_the_prompts_legend_stays_short(
    lang: Lang, said: str, legend: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    out = play(["--db", str(tmp_path / "p.sqlite3"), "--lang", lang], "q\n")
    assert said in " ".join(out.split()), out
    legends = [line for line in out.splitlines() if line.endswith(legend)]
    assert legends and not any("Ctrl" in line for line in legends), legends


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_end_says_how_to_save_the_record_and_ranks_last(
    lang: Lang, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "60")
    monkeypatch.chdir(tmp_path)  # the default file, in the folder the command runs in
    end = after_why(play(["--lang", lang], ENDED), lang)
    assert end[0] == SAVE[lang] + "python -m bot export", end[:3]
    assert end[-1].startswith("4. "), end[-5:]  # the ranking still closes the end
    # What it says works, as typed: the finished game's record is written.
    with contextlib.redirect_stdout(io.StringIO()):
        assert bot_main(["export", "--lang", lang]) == 0  # python -m bot export
    assert (tmp_path / t(lang, "file.record", id=1)).is_file()


def test_another_file_is_named_as_typed_where_it_fits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "60")
    monkeypatch.chdir(tmp_path)
    end = after_why(play(["--db", "my g.db"], ENDED), "en")
    assert end[0] == "Save its record: python -m bot export --db 'my g.db'", end[:3]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_file_too_long_for_the_sentences_line_is_named_on_its_own(
    lang: Lang, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A playtest at 60 columns read "Spara partiets spelfil: python -m bot export --db FIL":
    the person had to find the file's name again. The command is said whole, as typed, on a
    line of its own, and runs as it reads."""
    monkeypatch.setenv("COLUMNS", "60")
    monkeypatch.chdir(tmp_path)
    db = Path("partier") / "kvallen-2026-12.sqlite3"
    db.parent.mkdir()
    end = after_why(play(["--db", str(db), "--lang", lang], ENDED), lang)
    command = f"python -m bot export --db {db}"
    assert display_width(SAVE[lang] + command) > 58  # too long for the sentence's line
    assert end[:2] == [SAVE[lang].rstrip(), command], end[:3]
    assert all(display_width(line) <= 58 for line in end), end
    # copied as it reads, it writes the finished game's record
    with contextlib.redirect_stdout(io.StringIO()):
        assert bot_main([*shlex.split(end[1])[3:], "--lang", lang]) == 0
    assert (tmp_path / t(lang, "file.record", id=1)).is_file()


@pytest.mark.parametrize("columns", [40, 60])
def test_a_file_too_long_for_any_line_is_named_whole_where_a_shell_reads_on(
    columns: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Wider than a line, the command breaks where a shell reads on (" \\" before the path),
    the path whole on the next line: pasted into a shell, it runs as one command."""
    monkeypatch.setenv("COLUMNS", str(columns))
    db = tmp_path / ("a" * 60) / "p.sqlite3"
    db.parent.mkdir()
    end = after_why(play(["--db", str(db)], ENDED), "en")
    said = end[: end.index(f"    {db}") + 1]
    assert said[-2].endswith("python -m bot export --db \\"), end[:3]
    assert all(display_width(line) <= columns - 2 for line in said[:-1]), said
    # what a shell reads from the lines copied: the export of this file
    copied = "\n".join(said).split("Save its record:")[1]
    shell = "python() { printf '%s\\n' \"$@\"; }\n" + copied
    ran = subprocess.run(["bash", "-c", shell], capture_output=True, text=True, check=True)
    assert ran.stdout.splitlines() == ["-m", "bot", "export", "--db", str(db)]


def test_both_exports_build_a_record_with_one_function() -> None:
    """``/boston export`` and ``python -m bot export`` build, refuse and encode a record by
    the one ``table_record`` (which encodes it by ``encoded``), no copy of either in the cog."""
    assert not hasattr(cogs.boston.records, "_encoded")
    assert not hasattr(cogs.boston.records, "encoded")
    assert cogs.boston.records.table_record is bot.record_export.table_record
