"""A new or resumed table names the game it plays under its first line: the variant's name in
the engine's words and its payment, then each rule it plays otherwise than the variant's
default, as its Discord lobby says them (SV-F3's simplified payment; Dawson's ante, DW-P2),
in the player's language, each part whole on a line of 44 to 60 columns. Before, the start
said only "New table 1: you play as Anna in seat 1, computers in seats 2–4."."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.terminal import main


def start(db: Path, *extra: str) -> list[str]:
    out = io.StringIO()
    argv = ["--db", str(db), "--seed", "3", "--name", "Anna", *extra]
    with contextlib.redirect_stdout(out):
        assert main(argv, io.StringIO("q\n")) == 0
    return out.getvalue().splitlines()


def head(lines: list[str], first: str) -> list[str]:
    """The lines from the table's first line to the keys' line."""
    at = next(n for n, line in enumerate(lines) if line.startswith(first))
    end = next(n for n, line in enumerate(lines) if line.startswith(("Type ?", "Skriv ?")))
    return lines[at:end]


@pytest.mark.parametrize("columns", [46, 62])
@pytest.mark.parametrize(
    ("lang", "extra", "first", "parts"),
    [
        ("en", [], "New table 1:", ["Rules: Swedish Boston", "traditional payment (protocol)"]),
        ("sv", [], "Nytt bord 1:", ["Regler: Svensk boston", "traditionell betalning (protokoll)"]),
        ("en", ["--payment", "simplified"], "New table 1:", ["simplified payment"]),
        ("sv", ["--payment", "simplified"], "Nytt bord 1:", ["förenklad betalning"]),
        (
            "en",
            ["--variant", "dawson", "--ante", "20"],
            "New table 1:",
            ["Rules: Dawson's Boston", "Ante per player: 20"],
        ),
        (
            "sv",
            ["--variant", "dawson", "--ante", "20"],
            "Nytt bord 1:",
            ["Regler: Dawsons boston", "Insats per spelare: 20"],
        ),
    ],
)
def test_a_new_table_names_its_game(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    columns: int,
    lang: str,
    extra: list[str],
    first: str,
    parts: list[str],
) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    said = head(start(tmp_path / "p.sqlite3", "--lang", lang, *extra), first)
    for part in parts:  # each whole on one line
        assert any(part in line for line in said), said
    assert all(len(line) <= columns - 2 for line in said), said


@pytest.mark.parametrize(
    ("lang", "first", "rules"),
    [
        ("en", "Resuming table 1", "Rules: Dawson's Boston · Ante per player: 20"),
        ("sv", "Fortsätter bord 1", "Regler: Dawsons boston · Insats per spelare: 20"),
    ],
)
def test_a_resumed_table_names_its_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, first: str, rules: str
) -> None:
    monkeypatch.setenv("COLUMNS", "62")
    db = tmp_path / "p.sqlite3"
    start(db, "--lang", lang, "--variant", "dawson", "--ante", "20")
    said = head(start(db, "--lang", lang), first)
    assert rules in said, said
