"""``python -m bot play`` explains a result's new words one a line, as Discord's result post
does (``guide.explain(one_per_line=True)``): before, the deposit, the pool, the factor and the
carte de boston (NT-D5, NT-S3) were one paragraph under deal 1's payments, "deposit: … · pool
(Nantes): … · … — ? shows the glossary", wrapped as a wall of text. Now each word opens a line
of its own, and where to read more is the last, without Discord's small-print mark."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.words import Lang
from bot.i18n import t
from tests.test_terminal_words_once import play

POOL = {"en": "  pool (Nantes): ", "sv": "  pott: "}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_result_explains_its_words_one_a_line(tmp_path: Path, lang: Lang) -> None:
    out = play(tmp_path / "p.sqlite3", lang, 1)
    lines = out.splitlines()
    hint = "  " + t(lang, "terminal.glossary_hint")
    assert hint in lines, out  # where to read more: a line of its own, the last
    at = lines.index(hint)
    starts = [i for i, line in enumerate(lines[:at]) if line.startswith(POOL[lang])]
    assert starts, out  # the pool's explanation opens its line
    explained = [line for line in lines[starts[0] : at] if not line.startswith("      ")]
    assert len(explained) >= 2, explained  # more than one word, each on its own line
    assert all(": " in line and " · " not in line for line in explained), explained
    # A blank line sets the words apart from the payments, whose lines share their indent.
    blank = max(i for i, line in enumerate(lines[:at]) if not line.strip())
    assert blank <= starts[0] and lines[blank - 1].startswith("  "), lines[blank - 1 : at]
    assert all(line.startswith("  ") for line in lines[blank + 1 : at]), lines[blank:at]
    assert "-# " not in out
