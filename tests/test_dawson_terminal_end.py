"""DW-P7 in the terminal: a Dawson game ended by agreement shows the share-out of
the pool under "End of the game", as the Discord final post does and as the terminal shows
Fontainebleau's (FB-G3); before, it ended with the pool's points gone unsaid.

Seed 5 with random computers: Anna deals deal 1, where Computer 4 loses a Grand Slam, which
leaves 150 in the pool; the agreed stop follows at once, and the odd points go from Computer 2,
that deal's eldest."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.engine.words import Lang
from bot.terminal import main
from tests.test_terminal import Prompted

SAID: dict[Lang, tuple[str, str]] = {
    "en": (
        "End of the game:",
        "the pool, 150, is divided equally, the odd points one each clockwise from the last "
        "deal's eldest: Computer 2 (random) 38, Computer 3 (random) 38, "
        "Computer 4 (random) 37, Anna 37",
    ),
    "sv": (
        "Partiets slut:",
        "potten, 150, delas lika, de point som blir över går en var medsols från sista givens "
        "förhand: Dator 2 (slump) 38, Dator 3 (slump) 38, Dator 4 (slump) 37, Anna 37",
    ),
}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_dw_p7_the_agreed_end_shows_the_share_out(tmp_path: Path, lang: Lang) -> None:
    argv = ["--db", str(tmp_path / "p.sqlite3"), "--seed", "5", "--level", "random"]
    argv += ["--name", "Anna", "--variant", "dawson", "--lang", lang]
    out = io.StringIO()
    stop, yes = ("q = stop).", ("(y/n)", "y")) if lang == "en" else ("q = gå ur).", ("(j/n)", "j"))
    with contextlib.redirect_stdout(out):
        assert main(argv, Prompted(out, [(stop, "e"), yes])) == 0
    heading, share = SAID[lang]
    end = out.getvalue().split(heading, 1)
    assert len(end) == 2, out.getvalue()[-2000:]
    assert share in " ".join(end[1].split()), end[1]
