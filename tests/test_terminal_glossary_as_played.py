"""The terminal's ``?`` shows the glossary as the table plays, as the notes under a result
do: its own numbers (``--al 64``: "64 point", not the default 96; ``--tour-length 12``), the
terminal's flags where an entry says a table may agree on another value (``--al``, not
Discord's ``al=``), and not the words of rules the table does not play (the protocol's at a
table paying the simplified way, SV-F3; Dawson's whister where the table allows none,
DW-P4). ``p`` is named for what it shows: the protocol where the table keeps one, else the
score sheet."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot import guide
from bot.engine.variants import get_variant
from bot.i18n import Lang
from bot.terminal import main

ARGS = ["--seed", "3", "--level", "random", "--name", "Ann"]


def glossary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *flags: str) -> str:
    """What the terminal says from its start through ``?`` at the first prompt, one line."""
    monkeypatch.delenv("COLUMNS", raising=False)
    out = io.StringIO()
    argv = ["--db", str(tmp_path / "g.sqlite3"), *ARGS, *flags]
    with contextlib.redirect_stdout(out):
        assert main(argv, io.StringIO("?\nq\n")) == 0
    return " ".join(out.getvalue().split())


def test_sv_p1_sv_p11_the_al_and_the_tour_are_the_table_s(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said = glossary(tmp_path, monkeypatch, "--lang", "sv", "--al", "64", "--tour-length", "12")
    assert "ål (eng. opening bet) — 64 point som alla sätter i början" in said, said
    assert "tur (eng. tour) — ett parti om 12 avspelade betar (SV-P11)" in said, said
    assert "96 point" not in said and "24 avspelade" not in said, said


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_setting_s_tip_names_the_terminal_s_flag(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    said = glossary(tmp_path, monkeypatch, "--lang", lang)
    assert "(--al)" in said and "(--tour-length)" in said, said
    assert "al=" not in said and "tour_length=" not in said, said


def test_sv_f3_the_simplified_payment_s_glossary_has_no_protocol(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said = glossary(tmp_path, monkeypatch, "--lang", "sv", "--payment", "simplified")
    start = said.index("Svensk boston - förhand")
    words = said[start:]
    for word in ("protokoll", "ål", "bet", "gående bet", "streck", "tur", "betdelning", "codille"):
        assert f"- {word} (eng." not in words and f"- {word} —" not in words, word
    assert "- ompassning (eng. all pass)" in words and "- whist —" in words


def test_sv_f3_the_traditional_payment_s_glossary_keeps_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said = glossary(tmp_path, monkeypatch, "--lang", "sv")
    for word in ("protokoll", "gående bet", "streck", "betdelning"):
        assert f"- {word} (eng." in said, word


@pytest.mark.parametrize(("whister", "shown"), [("off", False), ("on", True)])
def test_dw_p4_the_whister_is_explained_where_the_table_allows_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, whister: str, shown: bool
) -> None:
    flags = ("--lang", "sv", "--variant", "dawson", "--whister", whister)
    said = glossary(tmp_path, monkeypatch, *flags)
    assert "Dawsons boston - förhand" in said, said
    assert ("whistare (Dawson) — en valfri partner" in said) is shown, said


@pytest.mark.parametrize(
    ("flags", "key", "wrong"),
    [
        (("--lang", "sv"), "p för protokollet,", "poängtabell"),
        (("--lang", "sv", "--payment", "simplified"), "p för poängtabellen,", "protokoll"),
        (("--lang", "en", "--variant", "dawson"), "p for the score sheet,", "protocol"),
    ],
)
def test_p_is_named_for_what_the_table_keeps(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, flags: tuple[str, ...], key: str, wrong: str
) -> None:
    said = glossary(tmp_path, monkeypatch, *flags)
    start = said[: said.index("? ") + 200]  # the keys said at the start, and the first prompt
    assert key in said, start
    assert f"p = {wrong}" not in said and f"p för {wrong}" not in said, said
    assert f"p for {wrong}" not in said and f"p for the {wrong}" not in said, said


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_ru_f_the_partners_entry_is_the_one_the_table_plays(lang: Lang) -> None:
    """RU-F: with Foster's partners the whister joins 6 to 8 levées; without, 5 to 10 (the
    Fontainebleau entry); each table's glossary has only its own."""
    words = {"en": ("6 to 8 levées", "5 to 10 levées"), "sv": ("6 till 8 levées", "5 till 10")}
    foster, plain = words[lang]
    russian = get_variant("russian")
    on = guide.section("glossary", lang, settings=russian.settings({"foster_partners": True}))
    off = guide.section("glossary", lang, settings=russian.settings({}))
    assert foster in on and plain not in on
    assert plain in off and foster not in off
    everything = guide.section("glossary", lang)  # /boston help: every entry, the defaults
    assert foster in everything and plain in everything and "<!--" not in everything
