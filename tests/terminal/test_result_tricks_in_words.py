"""``python -m bot play``'s line of each seat's tricks after a deal's result says each count in
words after its seat ("Tricks: Me (1 trick), Computer 2 (heuristic) (7 tricks), …"), as the
tricks so far and a side's players do: "Computer 2 (heuristic) 7, Computer 3 (heuristic) 2"
read the count as part of a computer's name. The person is named by name there, as the
result's payment lines name them. A seat and its count stay whole on one line, at a phone's
width too.

Dawson seed 11, the person answering "1" at every prompt: Computer 2 makes a Boston in clubs,
the seats taking 1, 7, 2 and 3 tricks.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.engine.words import Lang
from bot.terminal import main

HEAD = {"en": "Tricks:", "sv": "Stick:"}
SEATS = {
    "en": ["Me", "Computer 2 (heuristic)", "Computer 3 (heuristic)", "Computer 4 (heuristic)"],
    "sv": ["Me", "Dator 2 (heuristisk)", "Dator 3 (heuristisk)", "Dator 4 (heuristisk)"],
}
WORD = {"en": ("trick", "tricks"), "sv": ("stick", "stick")}


def result_tricks(tmp_path: Path, lang: Lang) -> list[str]:
    """The first deal's line of tricks, as printed (its broken lines apart)."""
    argv = ["--db", str(tmp_path / "p.sqlite3"), "--variant", "dawson", "--deals", "1"]
    argv += ["--seed", "11", "--name", "Me", "--lang", lang]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv, io.StringIO("1\n" * 400)) == 0
    lines = out.getvalue().splitlines()
    at = next(n for n, line in enumerate(lines) if line.startswith(HEAD[lang]))
    end = next(n for n in range(at + 1, len(lines)) if not lines[n].startswith("    "))
    return lines[at:end]


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("columns", [80, 44])
def test_each_seats_tricks_after_the_result_are_counted_in_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang, columns: int
) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    printed = result_tricks(tmp_path, lang)
    said = " ".join(" ".join(printed).split()).removeprefix(HEAD[lang] + " ")
    # Each seat by name (the person's too), its count in words after it, singular for one.
    one, many = WORD[lang]
    seat = rf"(.+?) \((\d+) ({one}|{many})\)"
    parts = [re.fullmatch(seat, part) for part in said.split(", ")]
    assert all(parts), printed
    got = [(m.group(1), int(m.group(2)), m.group(3)) for m in parts if m]
    assert [name for name, _, _ in got] == SEATS[lang], printed
    assert sum(n for _, n, _ in got) == 13, printed
    assert all(word == (one if n == 1 else many) for _, n, word in got), printed
    assert any(n == 1 for _, n, _ in got), printed  # seed 11 says the singular
    # Each line a seat with its count, or several: never a name parted from its count.
    named = "|".join(re.escape(name) for name in SEATS[lang])
    whole = rf"(?:{named}) \(\d+ (?:{one}|{many})\)"
    for line in printed:
        body = line.removeprefix(HEAD[lang])
        assert re.fullmatch(rf"(?:\s*{whole},?)+", body), printed
        assert len(line) <= columns - 2, printed
