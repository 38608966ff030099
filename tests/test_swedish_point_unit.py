"""The game's unit in Swedish is "point", the source's word (SV-M2, the glossary's **point**),
as the results, the standings and the statistics say it ("+225 point"): a playtest read
"+225 point" beside the help's "5 poäng". The catalogue and the Swedish guides say "point"
for the unit; compounds ("poängföring", "poängtabellen") are other words."""

from __future__ import annotations

import re
from pathlib import Path

from bot.i18n.sv import MESSAGES

ROOT = Path(__file__).resolve().parents[1]
POANG = re.compile(r"\bpoäng(?:en)?\b")


def test_the_swedish_catalogue_says_point() -> None:
    assert [key for key, text in MESSAGES.items() if POANG.search(text)] == []
    assert MESSAGES["points.one"] == MESSAGES["points.other"] == "{point} point"


def test_the_swedish_guides_say_point() -> None:
    found = [
        f"{path.name}: {line}"
        for path in sorted((ROOT / "docs" / "rules" / "sv").glob("*.md"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if POANG.search(line)
    ]
    assert found == []
