"""SV-F3: the simplified payment has no colour multipliers, so the glossary a table paying
that way reads (the terminal's ``?``) says nothing of högsta färg's trumps paying four times
or andra färg's double; a table keeping the protocol reads the multipliers (SV-S5), and
``/boston help`` (no table) shows both forms."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot import guide
from bot.engine.variants import get_variant
from bot.i18n import Lang
from bot.terminal import main

FOUR = {"en": "trumps there pay four times", "sv": "trumf där betalar fyrdubbelt"}
DOUBLE = {"en": "trumps pay double", "sv": "trumf betalar dubbelt"}
PLAIN = {
    "en": "högsta / andra färg (first / second suit) — The turned card's suit and the other of "
    "its colour; the simplified payment has no colour multipliers",
    "sv": "högsta / andra färg (eng. first / second suit) — det vända kortets färg och den "
    "andra i samma kulör; förenklad betalning har inga färgfaktorer",
}


def plain(text: str) -> str:
    """Without Markdown's emphasis, as the terminal shows it."""
    return text.replace("**", "").replace("*", "")


def said_at_question_mark(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *flags: str) -> str:
    """What the terminal says from its start through ``?`` at the first prompt, one line."""
    monkeypatch.delenv("COLUMNS", raising=False)
    out = io.StringIO()
    argv = ["--db", str(tmp_path / "g.sqlite3"), "--seed", "3", "--level", "random", *flags]
    with contextlib.redirect_stdout(out):
        assert main(argv, io.StringIO("?\nq\n")) == 0
    return " ".join(out.getvalue().split())


def test_sv_f3_the_terminal_s_glossary_has_no_multiplier_at_a_simplified_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    flags = ("--lang", "sv", "--payment", "simplified")
    said = said_at_question_mark(tmp_path, monkeypatch, *flags)
    assert "Svensk boston - förhand" in said, said
    assert FOUR["sv"] not in said and DOUBLE["sv"] not in said, said
    assert said.count(PLAIN["sv"]) == 1, said


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("payment", ["traditional", "simplified"])
def test_sv_s5_sv_f3_each_table_reads_its_own_colour_entries(lang: Lang, payment: str) -> None:
    settings = get_variant("swedish").settings({"payment": payment})
    text = guide.section("glossary", lang, "swedish", "terminal", settings)
    simplified = payment == "simplified"
    assert (FOUR[lang] in text) is not simplified, text
    assert (DOUBLE[lang] in text) is not simplified, text
    assert (PLAIN[lang] in plain(text)) is simplified, text


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_help_without_a_table_shows_both_forms(lang: Lang) -> None:
    text = guide.section("glossary", lang)
    assert FOUR[lang] in text and DOUBLE[lang] in text and PLAIN[lang] in plain(text)
    # The result post under a traditional payment still explains the multiplier (SV-S5).
    traditional = get_variant("swedish").settings({})
    for settings in (None, traditional):
        notes = guide.term_notes(["hogsta_farg", "andra_farg"], lang, settings)
        assert FOUR[lang] in notes[0][1].lower() and DOUBLE[lang] in notes[1][1].lower(), notes
