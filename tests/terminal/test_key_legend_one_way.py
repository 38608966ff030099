"""Every prompt of a run says the keys one way: what each does ("? = words, r = rules, …")
wherever that legend fits on a line, after the prompt or on a line of its own, as the prompt
between deals says it; the keys alone ("?, r, p, e, q = stop") only where it is wider than a
line. Before, at 80 columns the bidding prompt said "(? = words, r = rules, p = protocol, e =
end, q = stop)" and the card prompt under it "(?, r, p, e, q = stop)", on a line of its own
too where the legend would have fitted there.

Seed 5 with random computers (as in test_terminal.py): the person passes, then plays clubs
(9♣) and the lone K♠ (Enter = play K♠).
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.terminal import main

FULL = {
    "en": "(? = words, r = rules, p = protocol, e = end, q = stop):",
    "sv": "(? = ord, r = regler, p = protokoll, e = avsluta, q = gå ur):",
}
SHORT = {"en": "(?, r, p, e, q = stop):", "sv": "(?, r, p, e, q = gå ur):"}


def legends(db: Path, lang: str) -> list[str]:
    out = io.StringIO()
    argv = ["--db", str(db), "--seed", "5", "--level", "random", "--name", "Anna"]
    with contextlib.redirect_stdout(out):
        assert main([*argv, "--lang", lang], io.StringIO("1\nKS\n9c\n\nq\n")) == 0
    stop = SHORT[lang].split(", ")[-1]  # "q = stop):"
    return [line for line in out.getvalue().splitlines() if line.endswith(stop)]


@pytest.mark.parametrize(
    ("columns", "lang", "said"),
    [
        (None, "en", FULL),  # 78: not a terminal
        ("80", "en", FULL),
        ("60", "en", FULL),
        (None, "sv", FULL),
        ("80", "sv", FULL),
        ("60", "sv", SHORT),  # 62 columns wide: wider than a phone's 58
        ("50", "en", SHORT),
    ],
)
def test_every_prompt_says_the_keys_one_way(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, columns: str | None, lang: str, said: dict
) -> None:
    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", columns)
    lines = legends(tmp_path / "p.sqlite3", lang)
    assert len(lines) >= 4, lines  # the bid, two cards, the lone K♠
    assert all(line.endswith(said[lang]) for line in lines), lines
    width = int(columns) - 2 if columns else 78
    assert all(len(line) <= width for line in lines), lines
