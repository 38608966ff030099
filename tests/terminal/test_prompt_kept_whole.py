"""The prompt of ``python -m bot play`` broken between its phrases: the one choice Enter makes
("Enter = spela J♠") and the examples of a card typed ("(Qh/Dh, K♣, 10h)") each kept on one
line where they fit. At 60 columns a Swedish prompt read "… (Qh/Dh, K♣, 10h); Enter =" /
"spela J♠ (?, r, …)", at 44 "Välj ett nummer eller ett kort (Qh/Dh, K♣," / "10h); …".

Swedish Boston seed 1, the person answering "1" at every prompt: its first deal has a turn
where one card alone may be played (SV-T1).
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.engine.words import Lang
from bot.terminal import main


def prompts(tmp_path: Path, lang: Lang) -> list[str]:
    out = io.StringIO()
    argv = ["--db", str(tmp_path / "p.sqlite3"), "--variant", "swedish", "--seed", "1"]
    argv += ["--name", "Pat", "--lang", lang]
    with contextlib.redirect_stdout(out):
        assert main(argv, io.StringIO("1\n" * 40)) == 0
    first = "Välj ett nummer" if lang == "sv" else "Choose a number"
    keys = re.compile(r".*\(\?.*q = [^)]*\):$")
    asked: list[str] = []
    lines = out.getvalue().splitlines()
    for n, line in enumerate(lines):
        if line.startswith(first):
            end = next(m for m in range(n, len(lines)) if keys.fullmatch(lines[m]))
            asked.append("\n".join(lines[n : end + 1]))
    return asked


@pytest.mark.parametrize("columns", [44, 60, 100])
@pytest.mark.parametrize("lang", ["sv", "en"])
def test_the_enter_choice_and_the_card_examples_stay_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, columns: int, lang: Lang
) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    asked = prompts(tmp_path, lang)
    enter = [prompt for prompt in asked if "Enter" in prompt]
    assert enter, asked
    for prompt in enter:
        assert re.search(r"Enter = (spela|play) (10|[2-9AKQJ])[♠♥♦♣]", prompt), prompt
    examples = "(Qh/Dh, K♣, 10h)" if lang == "sv" else "(KC, K♣, 10h)"
    cards = [prompt for prompt in asked if "10h" in prompt]
    assert cards, asked
    assert all(examples in prompt for prompt in cards), cards
    assert all(len(line) <= columns - 2 for prompt in asked for line in prompt.splitlines())
