"""Russian Boston plays Fontainebleau's announcements and pool (RU-1), so its payment lines use
Fontainebleau's glossary words; the English glossary qualifies them "(Fontainebleau)" to tell
them from Dawson's and Nantes' whister and pool. At a Russian table a result's notes read
"whister (Fontainebleau)", "pool (Fontainebleau)", "grand misère (Fontainebleau)" and
"misère partout (Fontainebleau)": the words of another game. The entries' marks say where the
qualifier is left out (``bare-if:``, a table setting's condition: a table playing chicane,
RU-C), so the notes and the terminal's ``?`` say "whister" there, in both languages; a
Fontainebleau table keeps "(Fontainebleau)", and Foster's partners (RU-F) their own entry."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot import guide
from bot.engine.cards import Suit
from bot.engine.fontainebleau.ledger import FontainebleauLedger
from bot.engine.fontainebleau.result import all_pass_result, contract_result
from bot.engine.fontainebleau.settings import FbSettings, russian
from bot.engine.scoring import Settlement
from bot.engine.variants import get_variant
from bot.i18n import Lang
from bot.terminal import main
from cogs.boston.results import terms_line


def _defaults(variant: str, **settings: object) -> dict[str, object]:
    return {**get_variant(variant).settings_model().model_dump(), **settings}


def _notes(settlement: Settlement, lang: Lang, variant: str, **settings: object) -> str:
    return terms_line(settlement, lang, settings=_defaults(variant, **settings))


def _whister_deal(settings: FbSettings) -> Settlement:
    """FB-X13's deal: 6 ♣ with a whister, made."""
    result = contract_result(
        "6", 1, 6, suit=Suit.CLUBS, whister=3, whister_tricks=4, honours=2, settings=settings
    )
    return FontainebleauLedger(settings).settle(result)


def _partout_deal(settings: FbSettings) -> Settlement:
    """FB-X18's deal: everyone passed, Misère Partout (FB-A)."""
    return FontainebleauLedger(settings).settle(all_pass_result(4, (2, 5, 2, 4)))


def _grand_misere_deal(settings: FbSettings) -> Settlement:
    return FontainebleauLedger(settings).settle(
        contract_result("grand-misere", 1, 0, settings=settings)
    )


RUSSIAN_NOTES = {
    "en": (
        "-# **whister**: A partner on 5 to 10 levées; the pair needs the bid plus 3 tricks",
        "-# **pool**: The deposits and the losers' payments; a made announcement takes it",
        "-# **misère partout**: Played without trumps when all pass; the fewest tricks take",
        "-# **grand misère**: No trick in all 13, without trumps",
    ),
    "sv": (
        "-# **whistare**: en partner på 5 till 10 levées; paret behöver budet plus 3 stick",
        "-# **pott**: insatserna och förlorarnas betalningar; ett vunnet bud tar den",
        "-# **misère partout**: spelas utan trumf när alla passar, och minst stick tar potten",
        "-# **stora misère**: inget stick av alla 13, utan trumf",
    ),
}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_ru_1_a_russian_result_names_fontainebleau_s_words_without_fontainebleau(
    lang: Lang,
) -> None:
    """RU-1 (Fontainebleau's announcements and pool), FB-W, FB-L, FB-A, FB-C2 at a Russian
    table: the words as the table says them, not qualified by another game."""
    said = "\n".join(
        _notes(deal(russian()), lang, "russian")
        for deal in (_whister_deal, _partout_deal, _grand_misere_deal)
    )
    for note in RUSSIAN_NOTES[lang]:
        assert note in said, said
    assert "Fontainebleau" not in said, said


def test_fb_w_a_fontainebleau_result_keeps_its_qualifier() -> None:
    """At a Fontainebleau table the words stay as the glossary names them (FB-W, FB-L, FB-A)."""
    said = "\n".join(
        _notes(deal(FbSettings()), "en", "fontainebleau")
        for deal in (_whister_deal, _partout_deal, _grand_misere_deal)
    )
    for word in ("whister", "pool", "misère partout", "grand misère"):
        assert f"-# **{word} (Fontainebleau)**: " in said, said


def test_ru_f_foster_s_partners_keep_their_own_entry() -> None:
    """RU-F: with Foster's partners the whister is that entry's, named as it is."""
    settings = russian(foster_partners=True)
    said = _notes(_whister_deal(settings), "en", "russian", foster_partners=True)
    assert "-# **whister (Foster's partners)**: A partner on 6 to 8 levées" in said, said
    assert "Fontainebleau" not in said, said


def test_ru_1_without_a_table_the_glossary_s_own_words() -> None:
    """Without a table's settings (the glossary itself, /boston help), the word is the entry's,
    qualifier included: it tells Fontainebleau's whister from Dawson's there."""
    assert guide.glossary_terms("en")["whister_fb"][0] == "whister (Fontainebleau)"
    assert guide.term_notes(["pool_fb"], "en")[0][0] == "pool (Fontainebleau)"


def _question_mark(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *flags: str) -> str:
    """What the terminal says from its start through ``?`` at the first prompt, one line."""
    monkeypatch.delenv("COLUMNS", raising=False)
    out = io.StringIO()
    argv = ["--db", str(tmp_path / "g.sqlite3"), "--seed", "3", "--name", "Ann", *flags]
    with contextlib.redirect_stdout(out):
        assert main(argv, io.StringIO("?\nq\n")) == 0
    return " ".join(out.getvalue().split())


def test_ru_1_the_terminal_s_glossary_at_a_russian_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The ``?`` glossary names the words as the result's notes do (RU-1, FB-D8, FB-W)."""
    said = _question_mark(tmp_path, monkeypatch, "--variant", "russian")
    assert "- whister — A partner on 5 to 10 levées" in said, said
    assert "- pool — The deposits and the losers' payments" in said, said
    assert "- eldest — Left of the dealer" in said, said
    assert "- misère partout — Played without trumps" in said, said
    assert "(Fontainebleau)" not in said, said


def test_fb_w_the_terminal_s_glossary_at_a_fontainebleau_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said = _question_mark(tmp_path, monkeypatch, "--variant", "fontainebleau")
    assert "- whister (Fontainebleau) — A partner on 5 to 10 levées" in said, said
    assert "- pool (Fontainebleau) — The deposits" in said, said


def test_a_bare_mark_leaves_the_qualifier_out_where_its_condition_holds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The mark is any setting's condition, as ``if:`` is: ``bare-if:NAME=VALUE`` and
    ``bare-if:NAME!=VALUE`` (a table without the setting keeps the qualifier)."""
    glossary = (
        "<!-- help:glossary -->\n"
        "- **pott** (Ruritania) — What the antes make. <!-- term:pot bare-if:rules=ruri -->\n"
        "- **mark** (Ruritania) — A unit. <!-- table: bare-if:counter!=0 -->\n"
        "<!-- /help -->\n"
    )
    (tmp_path / "glossary.md").write_text(glossary, encoding="utf-8")
    monkeypatch.setattr(guide, "RULES_DIR", tmp_path)
    guide.term_entries.cache_clear()
    guide._read.cache_clear()
    try:
        assert guide.term_notes(["pot"], "en", {"rules": "ruri"}) == [
            ("pott", "What the antes make")
        ]
        assert guide.term_notes(["pot"], "en", {"rules": "other"})[0][0] == "pott (Ruritania)"
        assert guide.term_notes(["pot"], "en", {})[0][0] == "pott (Ruritania)"
        assert guide.term_notes(["pot"], "en")[0][0] == "pott (Ruritania)"
        shown = guide.section("glossary", "en", settings={"rules": "ruri", "counter": 5})
        assert shown == "- **pott** — What the antes make.\n- **mark** — A unit.", shown
        kept = guide.section("glossary", "en", settings={"rules": "other"})
        assert "**pott** (Ruritania) —" in kept and "**mark** (Ruritania) —" in kept, kept
    finally:
        guide.term_entries.cache_clear()
        guide._read.cache_clear()
